#pragma once

#include "core/Types.h"
#include "core/text/Tokenizer.h"

#include <cstdint>
#include <vector>

namespace attention {

/** One row per token, N(0, 1) entries drawn from (seed, token text): the same text gives the
 *  same vector in every sentence and every run. Padding tokens embed to zero, as
 *  torch.nn.Embedding does for its padding_idx. */
Matrix embedTokens(const std::vector<Token> &tokens, int dModel, std::uint64_t seed);

} // namespace attention
