#pragma once

#include "core/Outcome.h"
#include "core/models/ForwardPass.h"
#include "core/models/ModelConfig.h"

#include <memory>
#include <vector>

namespace attention::models {

/** The keys and values a decoder-only model kept of the tokens it read: [layer] [positions][kvHeads x headDim]. */
struct KeyValueCache
{
    std::vector<Matrix> keys, values;
    int length = 0;
};

/**
 * A decoder-only language model (GPT-2, Llama, Qwen2): the whole sequence at once, or one token at
 * a time over a key-value cache, which gives the same numbers (tests: every golden continuation).
 */
class CausalLanguageModel
{
public:
    virtual ~CausalLanguageModel() = default;
    virtual const ModelConfig &config() const = 0;

    /**
     * Reads `ids` after what `cache` holds (nothing, with an empty cache): appends their keys and
     * values to it, and returns each layer's attention of the new rows over every position so far
     * and, with logits, the new rows' next-token scores (only the last row's with lastLogitsOnly).
     */
    virtual Outcome<ForwardPass> read(const std::vector<int> &ids, KeyValueCache &cache, bool logits, bool lastLogitsOnly) const = 0;

    /** The whole sequence from scratch. */
    Outcome<ForwardPass> forward(const std::vector<int> &ids, bool logits = true) const
    {
        KeyValueCache cache;
        return read(ids, cache, logits, false);
    }
};

/** The greedy continuation: `count` tokens, each the argmax of the last logits, read with the cache. */
Outcome<std::vector<int>> greedyContinuation(const CausalLanguageModel &model, const std::vector<int> &prompt, int count);

} // namespace attention::models
