#pragma once

#include "core/models/ModelTokenizer.h"

#include <string>
#include <unordered_map>
#include <vector>

namespace attention::models {

/**
 * BERT's tokenizer (also DistilBERT's): BertTokenizer's basic pass (controls dropped, CJK
 * ideographs apart, lower case and accents stripped where the model is uncased, punctuation
 * apart), then WordPiece's greedy longest match with "##" continuations, [UNK] for a word it
 * cannot cover; [CLS] before and [SEP] after. Special tokens in the text are read as themselves.
 */
class WordPiece : public ModelTokenizer
{
public:
    /** vocab: the lines of vocab.txt, the id of each its line number. */
    WordPiece(std::vector<std::string> vocab, bool lowerCase);

    std::vector<int> encode(std::string_view text) const override;
    int vocabularySize() const override { return static_cast<int>(mPieces.size()); }
    std::string piece(int id) const override;
    std::string label(int id) const override;
    std::string decode(const std::vector<int> &ids) const override;

    /** BertTokenizer's basic pass: the words WordPiece then splits. */
    std::vector<std::string> basicWords(std::string_view text) const;

private:
    int idOf(const std::string &piece) const;
    void wordPieces(const std::string &word, std::vector<int> &ids) const;

    std::vector<std::string> mPieces;
    std::unordered_map<std::string, int> mIds;
    bool mLowerCase;
    int mUnknown = -1, mClassify = -1, mSeparator = -1;
};

} // namespace attention::models
