#pragma once

#include "core/kernels/CpuFeatures.h"

#include <cstdio>
#include <optional>
#include <string>

namespace attention::bench {

/** `--kernel NAME` of a benchmark: computes with at most that family of vector kernels, as
 *  `attention-explorer bench --kernel` does. False, with a sentence on stderr, where the name is
 *  none of avx512, avx2 and portable, or this CPU lacks it. */
inline bool limitKernelsTo(const std::optional<std::string> &name, const char *program)
{
    const auto family = name ? instructionSetNamed(*name) : std::nullopt;
    if (!family || bestInstructionSet() < *family) {
        std::fprintf(stderr, "%s: --kernel takes avx512, avx2 or portable, as far as this CPU goes\n", program);
        return false;
    }
    limitInstructionSets(*family);
    return true;
}

} // namespace attention::bench
