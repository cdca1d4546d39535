// libFuzzer target: an edited lexicon file, and embedding a sentence with it.
#include "core/text/Lexicon.h"
#include "core/text/Tokenizer.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    const auto lexicon = attention::Lexicon::parse(text);
    if (lexicon) {
        const auto tokens = attention::tokenize(text.substr(0, 256));
        const attention::Matrix embeddings = attention::lexiconEmbeddings(tokens, *lexicon, 8, 1, 0.3);
        if (!embeddings.allFinite())
            __builtin_trap();
    }
    return 0;
}
