#pragma once

#include "core/generation/DecoderModel.h"

#include <vector>

namespace attention::generation {

/** What one pass over a whole sequence gives: the next-token logits after every position and
 *  every head's causal attention weights. */
struct DecoderPass
{
    Matrix logits; // [n][vocab]
    std::vector<std::vector<Matrix>> weights; // [layer][head] of [n][n], zero above the diagonal
};

/** The formulas of shared/golden/README.md (decoder_lm) over the whole sequence at once, as a
 *  textbook writes them: the reference every cached step is tested against. The model must
 *  pass checkDecoderModel and the ids be below its vocabulary, at most `positions` of them. */
Outcome<DecoderPass> decodeSequence(const DecoderModel &model, const std::vector<int> &tokens);

/** LayerNorm over each row (eps 1e-5, biased variance, as torch.nn.LayerNorm). */
Matrix layerNorm(const Matrix &x, const Vector &weight, const Vector &bias);

/** GELU, the exact erf form (torch.nn.functional.gelu's default). */
Matrix gelu(const Matrix &x);

/** The ids a model can read: each below the vocabulary, one to `positions` of them. */
Outcome<void> checkTokens(const DecoderModel &model, const std::vector<int> &tokens);

} // namespace attention::generation
