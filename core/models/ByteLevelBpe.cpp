#include "core/models/ByteLevelBpe.h"

#include "core/models/UnicodeProperties.h"
#include "core/text/Unicode.h"

#include <algorithm>
#include <array>
#include <climits>

namespace attention::models {

namespace {

/** GPT-2's bytes_to_unicode(): each byte as a printable code point ("Ġ" for a space). */
struct ByteAlphabet
{
    std::array<char32_t, 256> ofByte{};
    std::unordered_map<char32_t, unsigned char> byteOf;

    ByteAlphabet()
    {
        int extra = 0;
        for (int b = 0; b < 256; ++b) {
            const bool printable = (b >= '!' && b <= '~') || (b >= 0xA1 && b <= 0xAC) || (b >= 0xAE && b <= 0xFF);
            ofByte[std::size_t(b)] = printable ? char32_t(b) : char32_t(256 + extra++);
            byteOf[ofByte[std::size_t(b)]] = static_cast<unsigned char>(b);
        }
    }
};

const ByteAlphabet &alphabet()
{
    static const ByteAlphabet bytes;
    return bytes;
}

bool isLetter(char32_t c)
{
    return unicode::isLetter(c);
}
bool isNumber(char32_t c)
{
    return unicode::isNumber(c);
}
bool isSpace(char32_t c)
{
    return unicode::isWhiteSpace(c);
}
bool isOther(char32_t c)
{
    return !isSpace(c) && !isLetter(c) && !isNumber(c);
}

} // namespace

std::string visibleLabel(std::string_view text)
{
    std::string out;
    for (const auto &c : attention::unicode::decodeUtf8(text)) {
        switch (c.value) {
        case U' ':
            out += "\u2423";
            break;
        case U'\n':
            out += "\u21B5";
            break;
        case U'\t':
            out += "\u21E5";
            break;
        default:
            out.append(text.substr(c.offset, c.length));
        }
    }
    return out;
}

ByteLevelBpe::ByteLevelBpe(std::unordered_map<std::string, int> vocab, const std::vector<std::string> &merges,
                           std::vector<std::pair<std::string, int>> specialTokens)
    : mVocab(std::move(vocab)), mSpecial(std::move(specialTokens))
{
    int largest = -1;
    for (const auto &[piece, id] : mVocab)
        largest = std::max(largest, id);
    for (const auto &[text, id] : mSpecial)
        largest = std::max(largest, id);
    mPieces.resize(std::size_t(largest + 1));
    for (const auto &[piece, id] : mVocab)
        if (id >= 0)
            mPieces[std::size_t(id)] = piece;
    for (const auto &[text, id] : mSpecial)
        if (id >= 0)
            mPieces[std::size_t(id)] = text;
    for (std::size_t rank = 0; rank < merges.size(); ++rank)
        mRanks.emplace(merges[rank], static_cast<int>(rank));
    // Longest first, so that a special token containing another is read whole.
    std::sort(mSpecial.begin(), mSpecial.end(), [](const auto &a, const auto &b) { return a.first.size() > b.first.size(); });
}

std::vector<std::string_view> ByteLevelBpe::splitWords(std::string_view text)
{
    const auto points = attention::unicode::decodeUtf8(text);
    const std::size_t n = points.size();
    const auto at = [&](std::size_t i) { return i < n ? points[i].value : char32_t(0); };
    const auto offset = [&](std::size_t i) { return i < n ? points[i].offset : text.size(); };
    std::vector<std::string_view> words;
    std::size_t i = 0;
    while (i < n) {
        std::size_t end = i;
        // 's 't 're 've 'm 'll 'd
        if (at(i) == U'\'') {
            const char32_t a = at(i + 1), b = at(i + 2);
            if (a == U's' || a == U't' || a == U'm' || a == U'd')
                end = i + 2;
            else if ((a == U'r' && b == U'e') || (a == U'v' && b == U'e') || (a == U'l' && b == U'l'))
                end = i + 3;
        }
        // ' ?' then letters, numbers, or other symbols
        if (end == i) {
            const std::size_t start = at(i) == U' ' && i + 1 < n ? i + 1 : i;
            for (bool (*kind)(char32_t) : {isLetter, isNumber, isOther}) {
                std::size_t j = start;
                while (j < n && kind(at(j)))
                    ++j;
                if (j > start) {
                    end = j;
                    break;
                }
            }
        }
        // Spaces: a run stops before the space that leads the next word (\s+(?!\S)), else \s+.
        if (end == i && isSpace(at(i))) {
            std::size_t j = i;
            while (j < n && isSpace(at(j)))
                ++j;
            end = j < n && j - i > 1 ? j - 1 : j;
        }
        if (end == i) // cannot happen: every code point is a space, a letter, a number or other
            end = i + 1;
        words.push_back(text.substr(offset(i), offset(end) - offset(i)));
        i = end;
    }
    return words;
}

void ByteLevelBpe::encodeWord(std::string_view word, std::vector<int> &ids) const
{
    // The word's bytes as their stand-ins, one symbol each, then merged pair by pair, the pair of
    // the lowest rank first, as GPT-2's bpe() does.
    std::vector<std::string> symbols;
    symbols.reserve(word.size());
    for (unsigned char byte : word)
        symbols.push_back(attention::unicode::encodeUtf8(alphabet().ofByte[byte]));
    while (symbols.size() > 1) {
        int bestRank = INT_MAX;
        std::size_t best = 0;
        for (std::size_t k = 0; k + 1 < symbols.size(); ++k) {
            const auto found = mRanks.find(symbols[k] + ' ' + symbols[k + 1]);
            if (found != mRanks.end() && found->second < bestRank) {
                bestRank = found->second;
                best = k;
            }
        }
        if (bestRank == INT_MAX)
            break;
        const std::string left = symbols[best], right = symbols[best + 1];
        std::vector<std::string> merged;
        merged.reserve(symbols.size());
        for (std::size_t k = 0; k < symbols.size(); ++k) {
            if (k + 1 < symbols.size() && symbols[k] == left && symbols[k + 1] == right) {
                merged.push_back(left + right);
                ++k;
            } else {
                merged.push_back(symbols[k]);
            }
        }
        symbols = std::move(merged);
    }
    for (const std::string &symbol : symbols) {
        const auto found = mVocab.find(symbol);
        if (found != mVocab.end())
            ids.push_back(found->second);
        // A symbol the vocabulary lacks is dropped, as tokenizers does without an unknown token.
    }
}

std::vector<int> ByteLevelBpe::encode(std::string_view text) const
{
    std::vector<int> ids;
    std::size_t start = 0;
    while (start < text.size()) {
        // The next special token, read as itself; the text before it is split and merged.
        std::size_t next = std::string_view::npos;
        const std::pair<std::string, int> *special = nullptr;
        for (const auto &candidate : mSpecial) {
            const std::size_t at = text.find(candidate.first, start);
            if (at != std::string_view::npos && (at < next || (at == next && special && candidate.first.size() > special->first.size()))) {
                next = at;
                special = &candidate;
            }
        }
        const std::string_view plain = text.substr(start, next == std::string_view::npos ? std::string_view::npos : next - start);
        for (std::string_view word : splitWords(plain))
            encodeWord(word, ids);
        if (!special)
            break;
        ids.push_back(special->second);
        start = next + special->first.size();
    }
    return ids;
}

std::string ByteLevelBpe::piece(int id) const
{
    return id >= 0 && id < static_cast<int>(mPieces.size()) ? mPieces[std::size_t(id)] : std::string();
}

std::string ByteLevelBpe::bytesOf(std::string_view piece)
{
    std::string bytes;
    for (const auto &c : attention::unicode::decodeUtf8(piece)) {
        const auto found = alphabet().byteOf.find(c.value);
        if (found != alphabet().byteOf.end())
            bytes.push_back(static_cast<char>(found->second));
        else
            bytes.append(piece.substr(c.offset, c.length));
    }
    return bytes;
}

std::string ByteLevelBpe::label(int id) const
{
    for (const auto &[text, special] : mSpecial)
        if (special == id)
            return text;
    const std::string bytes = bytesOf(piece(id));
    // Bytes that do not make a whole character (an emoji split over three tokens) are shown as such.
    std::string out;
    for (const auto &c : attention::unicode::decodeUtf8(bytes)) {
        if (c.value == 0xFFFD && bytes.compare(c.offset, c.length, "\xEF\xBF\xBD") != 0) {
            static const char hex[] = "0123456789ABCDEF";
            const auto byte = static_cast<unsigned char>(bytes[c.offset]);
            out += "\u27E8";
            out += hex[byte >> 4];
            out += hex[byte & 15];
            out += "\u27E9";
        } else {
            out += visibleLabel(bytes.substr(c.offset, c.length));
        }
    }
    return out;
}

std::string ByteLevelBpe::decode(const std::vector<int> &ids) const
{
    std::string bytes;
    for (int id : ids) {
        bool special = false;
        for (const auto &entry : mSpecial)
            special = special || entry.second == id;
        if (!special)
            bytes += bytesOf(piece(id));
    }
    return bytes;
}

} // namespace attention::models
