// libFuzzer target: NPY arrays imported as attention.
#include "ui/formats/AttentionImport.h"
#include "ui/formats/NpyReader.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    auto array = attention::readNpy(QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)));
    if (array) {
        const auto imported = attention::attentionFromArray(std::move(*array), {}, {});
        if (imported)
            (void)attention::importedResult(*imported, imported->layers - 1);
    }
    return 0;
}
