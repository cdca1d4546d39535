#pragma once

#include "core/models/ModelTokenizer.h"

#include <memory>
#include <string>
#include <unordered_map>
#include <utility>
#include <vector>

namespace attention::models {

/**
 * GPT-2's byte-level BPE (also Llama-family models that keep its vocabulary, SmolLM2, Qwen2): the
 * text split by GPT-2's pattern (contractions, letters, numbers, other symbols, spaces), each
 * piece's UTF-8 bytes written as GPT-2's printable stand-ins ("Ġ" for a space) and merged by the
 * merges' ranks. Special tokens ("<|endoftext|>") in the text are read as themselves.
 */
class ByteLevelBpe : public ModelTokenizer
{
public:
    /** vocab: piece -> id; merges in rank order, each "left right" as merges.txt writes them. */
    ByteLevelBpe(std::unordered_map<std::string, int> vocab, const std::vector<std::string> &merges,
                 std::vector<std::pair<std::string, int>> specialTokens);

    std::vector<int> encode(std::string_view text) const override;
    int vocabularySize() const override { return static_cast<int>(mPieces.size()); }
    std::string piece(int id) const override;
    std::string label(int id) const override;
    std::string decode(const std::vector<int> &ids) const override;

    /** The bytes a piece stands for (its stand-ins turned back into bytes). */
    static std::string bytesOf(std::string_view piece);
    /** GPT-2's pre-tokenization: the pieces of text that are merged apart from each other. */
    static std::vector<std::string_view> splitWords(std::string_view text);

private:
    void encodeWord(std::string_view word, std::vector<int> &ids) const;

    std::unordered_map<std::string, int> mVocab;
    std::vector<std::string> mPieces; // id -> piece
    std::unordered_map<std::string, int> mRanks; // "left right" -> rank
    std::vector<std::pair<std::string, int>> mSpecial;
};

} // namespace attention::models
