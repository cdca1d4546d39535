#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace attention::unicode {

/** One decoded code point and where its bytes sit in the UTF-8 text. Invalid bytes decode
 *  to U+FFFD one byte at a time, so no input is ever rejected or read past its end. */
struct CodePoint
{
    char32_t value = 0;
    std::size_t offset = 0;
    std::size_t length = 0;
};

std::vector<CodePoint> decodeUtf8(std::string_view text);
std::string encodeUtf8(char32_t codePoint);

/** What a code point does for tokenisation. */
enum class CharClass {
    Space, // separates tokens, not kept (includes zero-width space)
    Letter, // part of a word (letters and digits of any script)
    Ideograph, // a token on its own (Han, kana): these scripts write no spaces
    Symbol, // a token on its own, grows a cluster (emoji)
    Punctuation, // a token on its own
    Extender // joins the previous token (combining marks, ZWJ, variation selectors, skin tones)
};

CharClass classify(char32_t codePoint);
bool isApostrophe(char32_t codePoint);
bool isJoiner(char32_t codePoint); // U+200D: the next symbol belongs to the same emoji
char32_t toLowerSimple(char32_t codePoint);

/** Unicode's stream-safe limit (UAX #15): no real text puts more combining marks on one letter. */
constexpr std::size_t kMaxCombiningMarks = 30;

/**
 * The text with every run of combining marks (and other extenders) cut to maxMarks. A run of
 * thousands on one letter is not language, and laying it out is quadratic in the font shaper
 * (50,000 accents took 20 s to paint); `changed`, when given, says whether anything was cut.
 */
std::string limitCombiningMarks(std::string_view utf8, std::size_t maxMarks = kMaxCombiningMarks, bool *changed = nullptr);

/** At most maxCodePoints code points of the text, and an ellipsis when there were more: what a
 *  label draws of a token. */
std::string shortLabel(std::string_view utf8, std::size_t maxCodePoints);

} // namespace attention::unicode
