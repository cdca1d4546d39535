#pragma once

#include <optional>
#include <string_view>

namespace attention {

/** How a query and a key become a score. */
enum class ScoreFunction {
    Dot, // q . k
    ScaledDot, // q . k / sqrt(d_k)
    General, // Luong: q^T W k
    Additive, // Bahdanau: v^T tanh(W_q q + W_k k)
    MultiHead // h scaled-dot heads, concatenated and projected by W_o
};

std::string_view scoreFunctionId(ScoreFunction score); // "scaled_dot"
std::string_view scoreFunctionName(ScoreFunction score); // "Scaled dot product"
std::optional<ScoreFunction> scoreFunctionFromId(std::string_view id);

} // namespace attention
