#pragma once

#include "core/Types.h"

#include <cstdint>
#include <string_view>

namespace attention {

/** A small counter-free generator (SplitMix64): the same seed gives the same numbers on every
 *  platform and compiler, which std::normal_distribution does not promise. */
class SeededRandom
{
public:
    explicit SeededRandom(std::uint64_t seed) : mState(seed) {}

    std::uint64_t next();
    double uniform(); // in (0, 1)
    double normal(); // standard normal, Box-Muller

private:
    std::uint64_t mState;
    double mSpare = 0.0;
    bool mHasSpare = false;
};

std::uint64_t hashText(std::string_view text);
std::uint64_t mixSeeds(std::uint64_t a, std::uint64_t b);

/** rows x cols of N(0, scale^2), reproducible from (seed, stream). */
Matrix randomNormalMatrix(int rows, int cols, std::uint64_t seed, std::uint64_t stream, double scale);

} // namespace attention
