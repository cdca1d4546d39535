#include "core/text/Unicode.h"

#include <algorithm>

namespace attention::unicode {

namespace {

constexpr char32_t kReplacement = 0xFFFD;

bool inRange(char32_t c, char32_t first, char32_t last)
{
    return c >= first && c <= last;
}

bool isContinuation(unsigned char byte)
{
    return (byte & 0xC0) == 0x80;
}

} // namespace

std::vector<CodePoint> decodeUtf8(std::string_view text)
{
    std::vector<CodePoint> out;
    out.reserve(text.size());
    std::size_t i = 0;
    while (i < text.size()) {
        const auto lead = static_cast<unsigned char>(text[i]);
        std::size_t length = 1;
        char32_t value = kReplacement;
        char32_t minimum = 0;
        if (lead < 0x80) {
            value = lead;
        } else if ((lead & 0xE0) == 0xC0) {
            length = 2, value = lead & 0x1F, minimum = 0x80;
        } else if ((lead & 0xF0) == 0xE0) {
            length = 3, value = lead & 0x0F, minimum = 0x800;
        } else if ((lead & 0xF8) == 0xF0) {
            length = 4, value = lead & 0x07, minimum = 0x10000;
        } else {
            out.push_back({kReplacement, i, 1});
            ++i;
            continue;
        }
        bool valid = i + length <= text.size();
        for (std::size_t k = 1; valid && k < length; ++k) {
            const auto byte = static_cast<unsigned char>(text[i + k]);
            valid = isContinuation(byte);
            value = (value << 6) | (byte & 0x3F);
        }
        if (length > 1 && (!valid || value < minimum || value > 0x10FFFF || inRange(value, 0xD800, 0xDFFF))) {
            out.push_back({kReplacement, i, 1});
            ++i;
            continue;
        }
        out.push_back({value, i, length});
        i += length;
    }
    return out;
}

std::string encodeUtf8(char32_t c)
{
    std::string out;
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xC0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xE0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    } else {
        out += static_cast<char>(0xF0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3F));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3F));
        out += static_cast<char>(0x80 | (c & 0x3F));
    }
    return out;
}

bool isApostrophe(char32_t c)
{
    return c == U'\'' || c == 0x2019 || c == 0x02BC;
}

bool isJoiner(char32_t c)
{
    return c == 0x200D;
}

CharClass classify(char32_t c)
{
    // Separators, including the invisible ones a pasted text may carry.
    if (c == U' ' || inRange(c, 0x09, 0x0D) || c == 0x85 || c == 0xA0 || c == 0x1680 || inRange(c, 0x2000, 0x200B) || c == 0x2028
        || c == 0x2029 || c == 0x202F || c == 0x205F || c == 0x3000 || c == 0xFEFF || c == 0x180E || c == 0x2060)
        return CharClass::Space;
    if (c < 0x20 || c == 0x7F || inRange(c, 0x80, 0x9F))
        return CharClass::Space; // control characters never become tokens

    // Marks and modifiers that belong to the character before them.
    if (inRange(c, 0x0300, 0x036F) || inRange(c, 0x0483, 0x0489) || inRange(c, 0x0591, 0x05BD) || inRange(c, 0x0610, 0x061A)
        || inRange(c, 0x064B, 0x065F) || c == 0x0670 || inRange(c, 0x06D6, 0x06DC) || inRange(c, 0x06DF, 0x06E4)
        || inRange(c, 0x06E7, 0x06ED) || inRange(c, 0x0900, 0x0903) || inRange(c, 0x093A, 0x094F) || inRange(c, 0x0E31, 0x0E3A)
        || inRange(c, 0x0E47, 0x0E4E) || inRange(c, 0x1AB0, 0x1AFF) || inRange(c, 0x1DC0, 0x1DFF) || inRange(c, 0x20D0, 0x20FF)
        || inRange(c, 0xFE00, 0xFE0F) || inRange(c, 0xFE20, 0xFE2F) || c == 0x200C || c == 0x200D || inRange(c, 0x1F3FB, 0x1F3FF)
        || inRange(c, 0xE0020, 0xE007F) || inRange(c, 0xE0100, 0xE01EF) || c == 0x20E3 || inRange(c, 0x3099, 0x309A))
        return CharClass::Extender;

    // Scripts written without spaces: one token per character.
    if (inRange(c, 0x3040, 0x30FF) || inRange(c, 0x3400, 0x4DBF) || inRange(c, 0x4E00, 0x9FFF) || inRange(c, 0xF900, 0xFAFF)
        || inRange(c, 0x20000, 0x3134F) || inRange(c, 0x31F0, 0x31FF))
        return CharClass::Ideograph;

    // Emoji and pictographs.
    if (inRange(c, 0x1F000, 0x1FAFF) || inRange(c, 0x2600, 0x27BF) || inRange(c, 0x2B00, 0x2BFF) || inRange(c, 0x2190, 0x21FF)
        || inRange(c, 0x2300, 0x23FF) || inRange(c, 0x25A0, 0x25FF) || c == 0x00A9 || c == 0x00AE || c == 0x2122 || c == 0xFFFD)
        return CharClass::Symbol;

    // Punctuation and symbols of every script we know.
    if ((c < 0x80 && !((c >= U'0' && c <= U'9') || (c >= U'a' && c <= U'z') || (c >= U'A' && c <= U'Z'))) || inRange(c, 0xA1, 0xBF)
        || c == 0xD7 || c == 0xF7 || inRange(c, 0x2010, 0x2027) || inRange(c, 0x2030, 0x205E) || inRange(c, 0x20A0, 0x20CF)
        || inRange(c, 0x2100, 0x218F) || inRange(c, 0x2200, 0x22FF) || inRange(c, 0x3001, 0x303F) || inRange(c, 0xFF01, 0xFF0F)
        || inRange(c, 0xFF1A, 0xFF20) || inRange(c, 0xFF3B, 0xFF40) || inRange(c, 0xFF5B, 0xFF65) || c == 0x060C || c == 0x061B
        || c == 0x061F || c == 0x066A || c == 0x066B || c == 0x066C || c == 0x06D4 || c == 0x0964 || c == 0x0965 || c == 0x05BE
        || c == 0x05C3 || inRange(c, 0x2E00, 0x2E7F) || inRange(c, 0xFE10, 0xFE1F) || inRange(c, 0xFE30, 0xFE6F))
        return CharClass::Punctuation;

    return CharClass::Letter;
}

char32_t toLowerSimple(char32_t c)
{
    if (c >= U'A' && c <= U'Z')
        return c + 32;
    if ((c >= 0xC0 && c <= 0xDE && c != 0xD7))
        return c + 32;
    return c;
}

namespace {

/** One byte a code point and no combining mark: what most lessons' text is. */
bool isAscii(std::string_view text)
{
    return std::all_of(text.begin(), text.end(), [](char c) { return static_cast<unsigned char>(c) < 0x80; });
}

} // namespace

std::string limitCombiningMarks(std::string_view utf8, std::size_t maxMarks, bool *changed)
{
    if (isAscii(utf8)) { // decoding each character for marks took 0.5 ms of a 512-token repaint's labels
        if (changed)
            *changed = false;
        return std::string(utf8);
    }
    std::string out;
    out.reserve(utf8.size());
    std::size_t run = 0;
    bool cut = false;
    for (const CodePoint &c : decodeUtf8(utf8)) {
        run = classify(c.value) == CharClass::Extender ? run + 1 : 0;
        if (run > maxMarks) {
            cut = true;
            continue;
        }
        out.append(utf8.substr(c.offset, c.length));
    }
    if (changed)
        *changed = cut;
    return out;
}

std::string shortLabel(std::string_view utf8, std::size_t maxCodePoints)
{
    if (isAscii(utf8))
        return utf8.size() <= maxCodePoints || maxCodePoints == 0 ? std::string(utf8)
                                                                  : std::string(utf8.substr(0, maxCodePoints)) + "\u2026";
    const auto points = decodeUtf8(utf8);
    if (points.size() <= maxCodePoints || maxCodePoints == 0)
        return std::string(utf8);
    const CodePoint &last = points[maxCodePoints - 1];
    return std::string(utf8.substr(0, last.offset + last.length)) + "\u2026";
}

} // namespace attention::unicode
