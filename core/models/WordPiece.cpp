#include "core/models/WordPiece.h"

#include "core/models/UnicodeProperties.h"
#include "core/text/Unicode.h"

namespace attention::models {

namespace {

constexpr std::size_t kMaxWordCharacters = 100; // BertTokenizer's max_input_chars_per_word
const char *const kSpecialTokens[] = {"[CLS]", "[SEP]", "[PAD]", "[MASK]", "[UNK]"};

bool isBertWhiteSpace(char32_t c)
{
    return c == U' ' || c == U'\t' || c == U'\n' || c == U'\r' || unicode::isSpaceSeparator(c);
}

bool isBertControl(char32_t c)
{
    return c != U'\t' && c != U'\n' && c != U'\r' && unicode::isControl(c);
}

bool isBertPunctuation(char32_t c)
{
    // ASCII's non-letter, non-digit symbols count, as in BERT ("^", "$", "`" are not P*).
    return (c >= 33 && c <= 47) || (c >= 58 && c <= 64) || (c >= 91 && c <= 96) || (c >= 123 && c <= 126) || unicode::isPunctuation(c);
}

bool isCjk(char32_t c)
{
    return (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x20000 && c <= 0x2A6DF) || (c >= 0x2A700 && c <= 0x2B73F)
           || (c >= 0x2B740 && c <= 0x2B81F) || (c >= 0x2B820 && c <= 0x2CEAF) || (c >= 0xF900 && c <= 0xFAFF)
           || (c >= 0x2F800 && c <= 0x2FA1F);
}

std::string utf8(const std::u32string &text)
{
    std::string out;
    for (char32_t c : text)
        out += attention::unicode::encodeUtf8(c);
    return out;
}

} // namespace

WordPiece::WordPiece(std::vector<std::string> vocab, bool lowerCase) : mPieces(std::move(vocab)), mLowerCase(lowerCase)
{
    for (std::size_t id = 0; id < mPieces.size(); ++id)
        mIds[mPieces[id]] = static_cast<int>(id); // a piece listed twice is its last line, as load_vocab's dict has it
    mUnknown = idOf("[UNK]");
    mClassify = idOf("[CLS]");
    mSeparator = idOf("[SEP]");
}

int WordPiece::idOf(const std::string &piece) const
{
    const auto found = mIds.find(piece);
    return found == mIds.end() ? -1 : found->second;
}

std::vector<std::string> WordPiece::basicWords(std::string_view text) const
{
    // Controls gone, white space as a space, CJK ideographs between spaces.
    std::u32string cleaned;
    for (const auto &c : attention::unicode::decodeUtf8(text)) {
        const char32_t v = c.value;
        if (v == 0 || v == 0xFFFD || isBertControl(v)) // invalid bytes decode to U+FFFD, which BERT drops
            continue;
        if (isBertWhiteSpace(v)) {
            cleaned.push_back(U' ');
        } else if (isCjk(v)) {
            cleaned.push_back(U' ');
            cleaned.push_back(v);
            cleaned.push_back(U' ');
        } else {
            cleaned.push_back(v);
        }
    }
    std::vector<std::string> words;
    std::size_t i = 0;
    while (i < cleaned.size()) {
        while (i < cleaned.size() && cleaned[i] == U' ')
            ++i;
        std::size_t end = i;
        while (end < cleaned.size() && cleaned[end] != U' ')
            ++end;
        if (end == i)
            break;
        std::u32string word = cleaned.substr(i, end - i);
        i = end;
        const std::string whole = utf8(word);
        bool special = false;
        for (const char *name : kSpecialTokens)
            special = special || whole == name;
        if (special) { // never split, never lower-cased
            words.push_back(whole);
            continue;
        }
        if (mLowerCase) { // lower case, then the accents taken off (NFD without its marks)
            std::u32string lowered, stripped;
            for (char32_t c : word)
                unicode::appendLowerCase(c, lowered);
            for (char32_t c : lowered) {
                std::u32string parts;
                unicode::appendDecomposition(c, parts);
                for (char32_t p : parts)
                    if (!unicode::isNonspacingMark(p))
                        stripped.push_back(p);
            }
            word = std::move(stripped);
        }
        std::u32string current;
        for (char32_t c : word) {
            if (isBertPunctuation(c)) {
                if (!current.empty())
                    words.push_back(utf8(current));
                current.clear();
                words.push_back(utf8(std::u32string(1, c)));
            } else {
                current.push_back(c);
            }
        }
        if (!current.empty())
            words.push_back(utf8(current));
    }
    return words;
}

void WordPiece::wordPieces(const std::string &word, std::vector<int> &ids) const
{
    for (const char *name : kSpecialTokens)
        if (word == name && idOf(word) >= 0) {
            ids.push_back(idOf(word));
            return;
        }
    const auto points = attention::unicode::decodeUtf8(word);
    if (points.size() > kMaxWordCharacters) {
        ids.push_back(mUnknown);
        return;
    }
    std::vector<int> pieces;
    std::size_t start = 0;
    while (start < points.size()) {
        int found = -1;
        std::size_t end = points.size();
        for (; end > start; --end) {
            const std::size_t from = points[start].offset;
            const std::size_t to = end < points.size() ? points[end].offset : word.size();
            const std::string candidate = (start > 0 ? "##" : "") + word.substr(from, to - from);
            found = idOf(candidate);
            if (found >= 0)
                break;
        }
        if (found < 0) { // a word WordPiece cannot cover is one unknown token
            ids.push_back(mUnknown);
            return;
        }
        pieces.push_back(found);
        start = end;
    }
    ids.insert(ids.end(), pieces.begin(), pieces.end());
}

std::vector<int> WordPiece::encode(std::string_view text) const
{
    std::vector<int> ids;
    if (mClassify >= 0)
        ids.push_back(mClassify);
    for (const std::string &word : basicWords(text))
        wordPieces(word, ids);
    if (mSeparator >= 0)
        ids.push_back(mSeparator);
    return ids;
}

std::string WordPiece::piece(int id) const
{
    return id >= 0 && id < vocabularySize() ? mPieces[std::size_t(id)] : std::string();
}

std::string WordPiece::label(int id) const
{
    const std::string p = piece(id);
    return p.rfind("##", 0) == 0 ? p.substr(2) : p;
}

std::string WordPiece::decode(const std::vector<int> &ids) const
{
    std::string out;
    for (int id : ids) {
        const std::string p = piece(id);
        if (p.empty() || (p.front() == '[' && p.back() == ']'))
            continue;
        if (p.rfind("##", 0) == 0)
            out += p.substr(2);
        else
            out += (out.empty() ? "" : " ") + p;
    }
    return out;
}

} // namespace attention::models
