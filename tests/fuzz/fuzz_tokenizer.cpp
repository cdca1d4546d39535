// libFuzzer target: any bytes as a sentence, through the whole pipeline.
#include "core/pipeline/AttentionPipeline.h"

#include <cstddef>
#include <cstdint>
#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string text(reinterpret_cast<const char *>(data), size);
    const auto tokens = attention::tokenize(text);
    for (const attention::Token &token : tokens)
        if (token.offset + token.length > text.size() || text.compare(token.offset, token.length, token.text) != 0)
            __builtin_trap();
    attention::Lesson lesson;
    lesson.source = text;
    lesson.target = text.substr(size / 2);
    lesson.config.dModel = 8;
    lesson.config.score = attention::ScoreFunction::MultiHead;
    lesson.config.heads = 2;
    lesson.config.maxTokens = 128;
    const auto result = attention::computeAttention(lesson);
    if (result && !result->weights.allFinite())
        __builtin_trap();
    return 0;
}
