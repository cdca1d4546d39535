// libFuzzer target: lesson files, and computing whatever lesson they describe.
#include "core/pipeline/AttentionPipeline.h"
#include "ui/formats/LessonFile.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto state = attention::parseLesson(QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)));
    if (state) {
        attention::Lesson lesson = state->lesson;
        // Keep one run short: the limits themselves are tested elsewhere.
        lesson.config.dModel = std::min(lesson.config.dModel, 64);
        lesson.config.maxTokens = std::min(lesson.config.maxTokens, 64);
        lesson.config.padKeysTo = std::min(lesson.config.padKeysTo, 64);
        lesson.config.additiveSize = std::min(lesson.config.additiveSize, 64);
        const auto result = attention::computeAttention(lesson);
        if (result && !(result->weights.allFinite() && result->output.allFinite()))
            __builtin_trap(); // whatever a lesson asks, what is shown is finite
        if (!result && result.problem().code.empty())
            __builtin_trap(); // and every refusal says why
    }
    return 0;
}
