// libFuzzer target: the reference-case reader and the computation it drives (compute command).
#include "app/CaseFile.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto parsed = attention::cli::parseCase(QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)));
    if (parsed) {
        const auto computed = attention::cli::computeCase(*parsed);
        if (!computed && computed.problem().code.empty())
            __builtin_trap(); // every refusal says why
    }
    return 0;
}
