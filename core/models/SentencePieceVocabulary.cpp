#include "core/models/SentencePieceVocabulary.h"

#include <sentencepiece_processor.h>

namespace attention::models {

struct SentencePieceVocabulary::Processor
{
    sentencepiece::SentencePieceProcessor spm;
};

SentencePieceVocabulary::~SentencePieceVocabulary() = default;

Outcome<std::unique_ptr<SentencePieceVocabulary>> SentencePieceVocabulary::make(const std::string &spmModel,
                                                                                std::unordered_map<std::string, int> vocab)
{
    std::unique_ptr<SentencePieceVocabulary> made(new SentencePieceVocabulary);
    made->mProcessor = std::make_unique<Processor>();
    if (const auto status = made->mProcessor->spm.LoadFromSerializedProto(spmModel); !status.ok())
        return Message("model.spm", ATTENTION_MESSAGE("the SentencePiece model cannot be read: %1"), {status.ToString()});
    int largest = -1;
    for (const auto &[piece, id] : vocab)
        largest = std::max(largest, id);
    made->mPieces.resize(std::size_t(largest + 1));
    for (const auto &[piece, id] : vocab)
        if (id >= 0)
            made->mPieces[std::size_t(id)] = piece;
    made->mVocab = std::move(vocab);
    const auto idOf = [&](const char *piece) {
        const auto found = made->mVocab.find(piece);
        return found == made->mVocab.end() ? -1 : found->second;
    };
    made->mEnd = idOf("</s>");
    made->mUnknown = idOf("<unk>");
    made->mPad = idOf("<pad>");
    return made;
}

std::vector<int> SentencePieceVocabulary::encode(std::string_view text) const
{
    std::vector<std::string> pieces;
    mProcessor->spm.Encode(text, &pieces).IgnoreError(); // a failure leaves no pieces: the sentence is its </s>
    std::vector<int> ids;
    ids.reserve(pieces.size() + 1);
    for (const std::string &p : pieces) {
        const auto found = mVocab.find(p);
        ids.push_back(found != mVocab.end() ? found->second : mUnknown);
    }
    if (mEnd >= 0)
        ids.push_back(mEnd);
    return ids;
}

std::string SentencePieceVocabulary::piece(int id) const
{
    return id >= 0 && id < vocabularySize() ? mPieces[std::size_t(id)] : std::string();
}

std::string SentencePieceVocabulary::label(int id) const
{
    std::string p = piece(id);
    static const std::string kSpaceMark = "\u2581";
    std::string out;
    for (std::size_t at = 0; at < p.size();) {
        if (p.compare(at, kSpaceMark.size(), kSpaceMark) == 0) {
            out += ' ';
            at += kSpaceMark.size();
        } else {
            out += p[at++];
        }
    }
    return visibleLabel(out);
}

std::string SentencePieceVocabulary::decode(const std::vector<int> &ids) const
{
    std::vector<std::string> pieces;
    for (int id : ids)
        if (id != mEnd && id != mPad && id >= 0 && id < vocabularySize())
            pieces.push_back(mPieces[std::size_t(id)]);
    std::string text;
    mProcessor->spm.Decode(pieces, &text).IgnoreError();
    return text;
}

} // namespace attention::models
