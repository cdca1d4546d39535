#pragma once

#include "core/generation/DecoderModel.h"

#include <vector>

namespace attention::generation {

/** What one cached step gives for the token it read. */
struct CachedStep
{
    RowVector logits; // [vocab]: the next token's scores
    std::vector<std::vector<RowVector>> weights; // [layer][head] over positions 0..this one
};

/**
 * The key-value cache of a decoder: each step reads one token, computes only its own row in
 * every layer and attends over the keys and values kept from earlier steps. Its logits equal
 * decodeSequence() over the whole sequence (tests: every step of a 100-token generation).
 * The model must outlive the cache and pass checkDecoderModel.
 */
class KvCache
{
public:
    explicit KvCache(const DecoderModel &model);

    /** Reads the next token (id below the vocabulary, while length() < positions). */
    Outcome<CachedStep> step(int token);

    int length() const { return mLength; }
    const Matrix &keys(int layer) const { return mKeys[std::size_t(layer)]; } // [positions][d]; rows < length() are filled
    const Matrix &values(int layer) const { return mValues[std::size_t(layer)]; } // likewise

    void clear() { mLength = 0; }

private:
    const DecoderModel &mModel;
    std::vector<Matrix> mKeys, mValues;
    int mLength = 0;
};

} // namespace attention::generation
