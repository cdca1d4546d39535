#pragma once

#include "core/Outcome.h"
#include "core/pipeline/AttentionConfig.h"
#include "core/pipeline/AttentionResult.h"
#include "core/pipeline/Budget.h"

namespace attention {

/**
 * A model that makes a lesson's result itself, in place of the attention its settings describe:
 * the model trained in the Train tab (training::TrainedModel) is one. computeAttention() hands
 * it the lesson (its sentences) and shows what it returns; lessonCost() asks it for its cost, so
 * the budget counts it before it runs. It must be safe to run from several threads at once.
 */
class LessonModel
{
public:
    virtual ~LessonModel() = default;
    virtual Outcome<AttentionResult> compute(const Lesson &lesson) const = 0;
    virtual Cost cost(const Lesson &lesson) const = 0;
};

} // namespace attention
