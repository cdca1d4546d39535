#pragma once

namespace attention::cli {

/** Milliseconds per generated token of the model (d_model 256, 4 layers, 8 heads, ffn
 *  1024, vocabulary 512, learned positions, pre-LN; a 16-token prompt, 256 new tokens, greedy,
 *  float32, random weights), with the key-value cache and recomputing the whole sequence. */
struct GenerationTiming
{
    double cachedMs = 0;
    double uncachedMs = 0;
    double weightStreamMs = 0; // reading every weight once, at this machine's memory speed
};

GenerationTiming timeGeneration(bool quick);

} // namespace attention::cli
