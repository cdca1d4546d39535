#pragma once

#include "core/Outcome.h"
#include "core/generation/KvCache.h"

#include <memory>
#include <vector>

namespace attention::generation {

/** A decoder's sizes, as the Generate tab shows them. */
struct DecoderSizes
{
    int layers = 0, heads = 0;
    int keyValueHeads = 0; // grouped-query attention: fewer than the query heads, each shared by heads / keyValueHeads
    int vocab = 0, positions = 0;
    int cacheWidth = 0; // the numbers of one cached key (or value): keyValueHeads x the head's size
};

/**
 * A decoder read one token at a time over its key-value cache: the bundled models' (KvCache) or
 * a real model's (models::steppingDecoder). Each step gives the next token's logits and the new
 * position's attention over every position so far, per layer and head.
 */
class SteppingDecoder
{
public:
    virtual ~SteppingDecoder() = default;
    virtual const DecoderSizes &shape() const = 0;
    /** Reads the next token: an id below the vocabulary, while length() < positions. */
    virtual Outcome<CachedStep> step(int token) = 0;
    /** Reads several tokens, as step() each would, but only the last one's logits are sure to be
     *  given (a real model reads them in one pass and computes no others). */
    virtual Outcome<std::vector<CachedStep>> read(const std::vector<int> &tokens);
    virtual int length() const = 0;
    /** A layer's cached keys or values: [length()][cacheWidth]. */
    virtual Matrix keys(int layer) const = 0;
    virtual Matrix values(int layer) const = 0;
    /** Multiply-adds of reading the token after `length` others: with the cache, or recomputing every position. */
    virtual double stepWork(int length, bool cached) const = 0;
};

/** The sizes of a bundled model (its keys and values are d_model wide: one key/value head per head). */
DecoderSizes decoderSizes(const DecoderModel &model);

/** Ids a decoder of `vocab` words reading 1 to `positions` tokens can read; the first that is not, or
 *  their count, named. */
Outcome<void> checkTokenIds(const std::vector<int> &tokens, int vocab, int positions);
/** What a decoder says when its context is full. */
Message contextFull(int positions);

/** The bundled models' decoder, stepped by KvCache; a problem where the model is malformed. */
Outcome<std::unique_ptr<SteppingDecoder>> steppingDecoder(std::shared_ptr<const DecoderModel> model);

} // namespace attention::generation
