#pragma once

#include "core/training/Adam.h"
#include "core/training/AttentionModel.h"
#include "core/training/Tasks.h"
#include "core/training/TrainedModel.h"

#include <random>
#include <vector>

namespace attention::training {

/** How well the model does on a fixed held-out set. */
struct Evaluation
{
    double loss = 0;
    double tokenAccuracy = 0; // share of output tokens predicted right
    double alignmentAccuracy = 0; // share of aligned output tokens whose argmax attention is their source
};

/** The held-out figures of a training, one point per evaluation (the Train tab's curves). */
struct TrainingHistory
{
    std::vector<double> steps, loss, tokenAccuracy, alignmentAccuracy;
    void add(long step, const Evaluation &evaluation)
    {
        steps.push_back(static_cast<double>(step));
        loss.push_back(evaluation.loss);
        tokenAccuracy.push_back(evaluation.tokenAccuracy);
        alignmentAccuracy.push_back(evaluation.alignmentAccuracy);
    }
};

/** Trains an AttentionModel on a task with Adam, one batch of fresh examples per step. */
class Trainer
{
public:
    Trainer(TaskKind task, const ModelShape &shape, std::uint64_t seed);

    void step(int batchSize = 16);
    Evaluation evaluate() const;

    double learningRate = 0.01;
    long steps() const { return mSteps; }
    const Task &task() const { return mTask; }
    const AttentionModel &model() const { return mModel; }
    /** The example the Train view shows, and the model's attention on it. */
    const Example &showcase() const { return mHeldOut.front(); }
    MatrixD attentionOn(const Example &example) const;
    std::vector<int> predict(const Example &example) const;
    /** The model as it is now, with how well it did on the held-out set, for a lesson to keep. */
    TrainedModel trainedModel(const Evaluation &evaluation) const;

private:
    Task mTask;
    AttentionModel mModel;
    std::mt19937_64 mRandom;
    std::vector<Example> mHeldOut;
    Adam mOptimizer;
    long mSteps = 0;
};

} // namespace attention::training
