#pragma once

#include <string>

namespace attention::models::unicode {

// The Unicode properties the Hugging Face tokenizers ask of a code point (tables generated from
// Unicode 14 by tests/reference/make_unicode_tables.py).

bool isLetter(char32_t c); // general category L*: GPT-2's \p{L}
bool isNumber(char32_t c); // N*: \p{N}
bool isWhiteSpace(char32_t c); // the White_Space property: \s, str.isspace()
bool isPunctuation(char32_t c); // P*
bool isControl(char32_t c); // C* (controls, formats, unassigned, private use): BERT's _is_control
bool isSpaceSeparator(char32_t c); // Zs: with \t \n \r, BERT's _is_whitespace
bool isNonspacingMark(char32_t c); // Mn: what BERT's accent stripping removes after NFD

/** c in lower case as Python's str.lower() writes it (one code point, or more: U+0130). */
void appendLowerCase(char32_t c, std::u32string &out);
/** c's full canonical decomposition (NFD of the one code point, before canonical reordering). */
void appendDecomposition(char32_t c, std::u32string &out);

} // namespace attention::models::unicode
