#include "core/Platform.h"

#include "core/kernels/BlasKernels.h"
#include "core/kernels/CpuFeatures.h"
#include "core/kernels/PanelProduct.h"

#include <optional>
#include <string_view>

namespace attention {

const char *vectorKernelsInUse()
{
    return panelKernelAvailable() ? instructionSetName(bestInstructionSet()) : "BLAS";
}

Outcome<void> limitVectorKernels(std::string_view family)
{
    const std::optional<InstructionSet> named = instructionSetNamed(family);
    if (!named)
        return Message("kernels.unknown", ATTENTION_MESSAGE("the kernels must be avx512, avx2 or portable"));
    if (bestInstructionSet() < *named)
        return Message("kernels.missing", ATTENTION_MESSAGE("this CPU has no %1 (its best is %2)"),
                       {instructionSetName(*named), instructionSetName(bestInstructionSet())});
    limitInstructionSets(*named);
    return {};
}

std::string kernelsInUseDescription()
{
    std::string text = std::string(vectorKernelsInUse()) + " kernels";
    const std::string_view blas = blasKernelsInUse();
    if (blas != "none")
        text += ", OpenBLAS's " + std::string(blas) + " kernels";
    return text;
}

} // namespace attention
