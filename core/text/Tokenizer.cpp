#include "core/text/Tokenizer.h"

#include "core/text/Unicode.h"

#include <array>

namespace attention {

namespace {

using unicode::CharClass;

bool isElisionPrefix(const std::vector<unicode::CodePoint> &cps, std::size_t first, std::size_t end)
{
    static const std::array<std::u32string_view, 22> prefixes = {
        U"l",      U"j",      U"d",      U"m",    U"t",    U"s",   U"n",    U"c",    U"qu",    U"jusqu", U"lorsqu",
        U"puisqu", U"quoiqu", U"presqu", U"dell", U"nell", U"all", U"dall", U"sull", U"quest", U"un",    U"po"};
    std::u32string word;
    for (std::size_t i = first; i < end; ++i)
        word += unicode::toLowerSimple(cps[i].value);
    for (const auto prefix : prefixes)
        if (word == prefix)
            return true;
    return false;
}

bool isDigit(char32_t c)
{
    return c >= U'0' && c <= U'9';
}

bool isRegionalIndicator(char32_t c)
{
    return c >= 0x1F1E6 && c <= 0x1F1FF;
}

class Splitter
{
public:
    explicit Splitter(std::string_view text) : mText(text), mCps(unicode::decodeUtf8(text)) {}

    std::vector<Token> run()
    {
        for (std::size_t i = 0; i < mCps.size(); ++i)
            step(i);
        finish(mCps.size());
        return std::move(mTokens);
    }

private:
    void step(std::size_t i)
    {
        const char32_t c = mCps[i].value;
        const CharClass cls = unicode::classify(c);
        switch (cls) {
        case CharClass::Space:
            finish(i);
            return;
        case CharClass::Extender:
            if (mOpen) {
                mAfterJoiner = unicode::isJoiner(c);
                return;
            }
            begin(i, CharClass::Letter);
            return;
        case CharClass::Letter:
            if (mOpen && mKind == CharClass::Letter)
                return;
            finish(i);
            begin(i, CharClass::Letter);
            return;
        case CharClass::Symbol: {
            const bool joins = mOpen && mKind == CharClass::Symbol
                               && (mAfterJoiner || (isRegionalIndicator(c) && i == mStart + 1 && isRegionalIndicator(mCps[mStart].value)));
            mAfterJoiner = false;
            if (joins)
                return;
            finish(i);
            begin(i, CharClass::Symbol);
            return;
        }
        case CharClass::Ideograph:
            finish(i);
            begin(i, CharClass::Ideograph);
            return;
        case CharClass::Punctuation:
            punctuation(i);
            return;
        }
    }

    void punctuation(std::size_t i)
    {
        const char32_t c = mCps[i].value;
        const bool inWord = mOpen && mKind == CharClass::Letter;
        const bool letterFollows = i + 1 < mCps.size() && unicode::classify(mCps[i + 1].value) == CharClass::Letter;
        if (inWord && letterFollows && unicode::isApostrophe(c)) {
            if (isElisionPrefix(mCps, mStart, i)) {
                finish(i + 1); // "J'" + "aime"
                return;
            }
            return; // "don't" stays one word
        }
        if (inWord && (c == U'.' || c == U',') && i > 0 && isDigit(mCps[i - 1].value) && i + 1 < mCps.size() && isDigit(mCps[i + 1].value))
            return; // 3.14 and 10,000 stay numbers
        if (mOpen && mKind == CharClass::Punctuation && mCps[i - 1].value == c)
            return; // "..." and "!!" stay one token
        finish(i);
        begin(i, CharClass::Punctuation);
    }

    void begin(std::size_t i, CharClass kind)
    {
        mOpen = true;
        mStart = i;
        mKind = kind;
        mAfterJoiner = false;
    }

    void finish(std::size_t end)
    {
        if (!mOpen)
            return;
        mOpen = false;
        const std::size_t offset = mCps[mStart].offset;
        const std::size_t stop = end < mCps.size() ? mCps[end].offset : mText.size();
        Token token;
        token.offset = offset;
        token.length = stop - offset;
        token.text = std::string(mText.substr(offset, token.length));
        mTokens.push_back(std::move(token));
    }

    std::string_view mText;
    std::vector<unicode::CodePoint> mCps;
    std::vector<Token> mTokens;
    bool mOpen = false;
    bool mAfterJoiner = false;
    std::size_t mStart = 0;
    CharClass mKind = CharClass::Letter;
};

} // namespace

std::vector<Token> tokenize(std::string_view text)
{
    return Splitter(text).run();
}

} // namespace attention
