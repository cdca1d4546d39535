// libFuzzer target: Hugging Face attention JSON and token sidecars.
#include "ui/formats/AttentionImport.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const auto imported = attention::parseHuggingFaceJson(bytes);
    if (imported) {
        const auto result = attention::importedResult(*imported, 0);
        if (!result || !result->weights.allFinite())
            __builtin_trap(); // imported weights are finite or refused when read
    }
    const auto tokens = attention::parseTokenSidecar(bytes);
    if (!tokens && tokens.problem().code.empty())
        __builtin_trap(); // every refusal says why
    return 0;
}
