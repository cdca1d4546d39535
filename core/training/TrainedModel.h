#pragma once

#include "core/Outcome.h"
#include "core/pipeline/AttentionResult.h"
#include "core/pipeline/LessonModel.h"
#include "core/training/AttentionModel.h"
#include "core/training/Tasks.h"

#include <optional>
#include <string>
#include <vector>

namespace attention::training {

/** A model trained in the Train tab, as a lesson keeps it: what it learned and its weights. As
 *  the lesson's model it reads the typed source and writes its own target (runTrainedModel()). */
struct TrainedModel : LessonModel
{
    Outcome<AttentionResult> compute(const Lesson &lesson) const override;
    Cost cost(const Lesson &lesson) const override;

    TaskKind task = TaskKind::Reverse;
    ModelShape shape;
    std::vector<MatrixD> parameters; // in AttentionModel::parameterNames() order
    long steps = 0;
    double tokenAccuracy = 0; // on the held-out examples when it was kept
    double alignmentAccuracy = 0;
};

/** The lesson's model where it is a trained one, else null. */
std::shared_ptr<const TrainedModel> trainedModelOf(const Lesson &lesson);

/** Why these weights cannot be the model their shape describes, or nothing when they can. */
Outcome<void> checkTrainedModel(const TrainedModel &model);

/** One line for a person: "dates, scaled dot, 1840 steps, 98 % of outputs attend to their source". */
Message describeTrainedModel(const TrainedModel &model);

/** The trained model with its weights in place and the example it reads for a typed source
 *  (the example's target is the task's right answer, not what the model writes). */
struct TrainedRun
{
    AttentionModel model;
    Example example;
};
Outcome<TrainedRun> prepareRun(const TrainedModel &model, const std::string &source);

/** The token each row of logits writes: its largest entry. */
std::vector<int> writtenTokens(const MatrixD &logits);

/**
 * Runs the trained model on a typed source and hands back every intermediate the way the
 * main views read them: the source's tokens are the keys, the tokens the model writes are the
 * queries, and the attention is computed by the same attend() as every lesson.
 */
Outcome<AttentionResult> runTrainedModel(const TrainedModel &model, const std::string &source);

} // namespace attention::training
