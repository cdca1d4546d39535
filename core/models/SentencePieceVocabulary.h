#pragma once

#include "core/Outcome.h"
#include "core/models/ModelTokenizer.h"

#include <memory>
#include <string>
#include <unordered_map>
#include <vector>

namespace attention::models {

/**
 * Marian's tokenizer: a SentencePiece model (source.spm, or target.spm for the target side) cuts
 * the text into pieces, which the model's shared vocabulary (vocab.json) numbers, <unk> for a
 * piece it lacks; </s> ends every sentence. Labels show "▁" as a space.
 */
class SentencePieceVocabulary : public ModelTokenizer
{
public:
    /** spmModel: the bytes of a .spm file (a serialized SentencePiece model). */
    static Outcome<std::unique_ptr<SentencePieceVocabulary>> make(const std::string &spmModel, std::unordered_map<std::string, int> vocab);
    ~SentencePieceVocabulary() override;

    std::vector<int> encode(std::string_view text) const override;
    int vocabularySize() const override { return static_cast<int>(mPieces.size()); }
    std::string piece(int id) const override;
    std::string label(int id) const override;
    std::string decode(const std::vector<int> &ids) const override;
    int endOfSentence() const { return mEnd; }

private:
    SentencePieceVocabulary() = default;
    struct Processor;
    std::unique_ptr<Processor> mProcessor;
    std::unordered_map<std::string, int> mVocab;
    std::vector<std::string> mPieces;
    int mEnd = -1, mUnknown = -1, mPad = -1;
};

} // namespace attention::models
