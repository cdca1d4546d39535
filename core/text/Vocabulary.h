#pragma once

#include "core/text/Tokenizer.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace attention {

/** The lesson's vocabulary: special tokens first, then each distinct token text in the order
 *  it first appears (source sentence before target sentence). */
class Vocabulary
{
public:
    static constexpr int kPadId = 0;
    static constexpr int kUnknownId = 1;
    static constexpr int kBeginId = 2;
    static constexpr int kEndId = 3;
    static constexpr const char *kPadText = "<pad>";

    Vocabulary();

    /** Gives every token its id, adding new texts to the vocabulary. */
    void assignIds(std::vector<Token> &tokens);
    int idOf(const std::string &text) const; // kUnknownId when absent
    const std::string &textOf(int id) const;
    int size() const { return static_cast<int>(mTexts.size()); }

private:
    int add(const std::string &text);

    std::vector<std::string> mTexts;
    std::unordered_map<std::string, int> mIds;
};

} // namespace attention
