#pragma once

#include "Tokenizer.h"
#include "Types.h"

#include <cstdint>
#include <vector>

namespace attention {

/** One row per token, N(0, 1) entries drawn from (seed, token text): the same text gives the
 *  same vector in every sentence and every run. Padding tokens embed to zero, as
 *  torch.nn.Embedding does for its padding_idx. */
Matrix embedTokens(const std::vector<Token> &tokens, int dModel, std::uint64_t seed);

/** Sinusoidal encoding: column 2k is sin(pos * w_k), column 2k+1 is cos(pos * w_k),
 *  w_k = 10000^(-2k / dim). Any dim, odd ones included. */
Matrix sinusoidalPositionalEncoding(int length, int dim);

} // namespace attention
