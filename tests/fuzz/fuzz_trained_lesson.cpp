// libFuzzer target: lesson files that carry a trained model, and the model run on their source.
#include "core/training/TrainedModel.h"
#include "ui/formats/LessonFile.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto state = attention::parseLesson(QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)));
    if (!state) {
        if (state.problem().code.empty())
            __builtin_trap(); // every refusal says why
        return 0;
    }
    if (!attention::training::trainedModelOf(state->lesson))
        return 0;
    const auto result = attention::training::runTrainedModel(*attention::training::trainedModelOf(state->lesson), state->lesson.source);
    if (result && !(result->weights.allFinite() && result->context.allFinite()))
        __builtin_trap(); // a model that was read runs to finite numbers, or says why not
    return 0;
}
