#pragma once

#include "core/Types.h"

#include <vector>

namespace attention::models {

/** Which attention of a model: its own (a decoder's or an encoder's self attention, a translator's
 *  cross attention), or one named. */
enum class AttentionSide { Default, Encoder, Decoder, Cross };

/** Every layer's attention: [layer][head] a [queries][keys] matrix of softmax weights. */
using LayerAttentions = std::vector<std::vector<Matrix>>;

/** What one forward pass of a real model gives. */
struct ForwardPass
{
    LayerAttentions attentions; // the model's self attention (a decoder-only model's is causal)
    Matrix logits; // [positions][vocab] where asked for (language models), else empty
};

/** What one pass of a translation model's decoder gives over the encoded source. */
struct TranslationPass
{
    LayerAttentions encoder; // the source's self attention
    LayerAttentions decoder; // the decoder's causal self attention over its input
    LayerAttentions cross; // [layer][head] [decoder input][source]
    Matrix logits; // [decoder input][vocab]
};

} // namespace attention::models
