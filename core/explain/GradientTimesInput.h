#pragma once

#include "core/Outcome.h"
#include "core/Types.h"
#include "core/training/TrainedModel.h"

#include <string>

namespace attention {

/** ∂ log p_row(token) / ∂ x, x the encoder input of the model's pass on the example
 *  ([source][features]: embedding and position codes), from the tape. */
training::MatrixD logProbabilityGradient(const training::AttentionModel &model, const training::Example &example, int row, int token);

/**
 * How much each source token's input moves what the model writes, by gradient × input: cell
 * (t, j) is |Σ_f x_jf ∂log p_t(w_t)/∂x_jf|, w_t the token the model writes at output t, each row
 * then divided by its sum to compare with the weights. Unlike the weights it follows every path
 * from the input to the output: through the keys as well as the values.
 */
Outcome<Matrix> gradientTimesInput(const training::TrainedModel &model, const std::string &source);

} // namespace attention
