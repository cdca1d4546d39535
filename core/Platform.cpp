#include "core/Platform.h"

#include "core/kernels/BlasKernels.h"
#include "core/kernels/CpuFeatures.h"
#include "core/kernels/PanelProduct.h"

#include <string_view>

namespace attention {

const char *vectorKernelsInUse() { return panelKernelAvailable() ? instructionSetName(bestInstructionSet()) : "BLAS"; }

std::string kernelsInUseDescription()
{
    std::string text = std::string(vectorKernelsInUse()) + " kernels";
    const std::string_view blas = blasKernelsInUse();
    if (blas != "none")
        text += ", OpenBLAS's " + std::string(blas) + " kernels";
    return text;
}

} // namespace attention
