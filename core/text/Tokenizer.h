#pragma once

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace attention {

/** One token as the core split it: its original text and where it came from. */
struct Token
{
    std::string text;
    std::size_t offset = 0; // byte offset in the sentence
    std::size_t length = 0; // byte length in the sentence
    int id = -1; // vocabulary id, set by Vocabulary
    bool padding = false; // an added <pad> key, not from the sentence
};

/**
 * Splits UTF-8 text into words and punctuation. French and Italian elisions stay whole
 * ("J'", "l'"), English contractions stay one word ("don't"), scripts written without
 * spaces (Chinese, Japanese) give one token per character, emoji keep their joiners and
 * modifiers, combining marks stay on their letter, and invalid bytes become U+FFFD.
 */
std::vector<Token> tokenize(std::string_view text);

} // namespace attention
