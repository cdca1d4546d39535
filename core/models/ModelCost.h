#pragma once

#include "core/models/ModelConfig.h"
#include "core/pipeline/Budget.h"

namespace attention::models {

/** What a forward pass of a real model over `tokens` costs: its weights read once per token
 *  (multiply-adds) and every layer's attention, and the memory of every head's weights kept,
 *  twice over (the pass's and a view's copy), beside the activations. A translation model's
 *  decoder counts `targetTokens` more. The weights themselves are not counted: they are loaded. */
Cost modelRunCost(const ModelConfig &config, double tokens, double targetTokens = 0);

} // namespace attention::models
