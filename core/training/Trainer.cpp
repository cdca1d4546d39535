#include "core/training/Trainer.h"

#include <algorithm>
#include <cmath>

namespace attention::training {

namespace {
constexpr int kHeldOut = 200;
} // namespace

Trainer::Trainer(TaskKind task, const ModelShape &shape, std::uint64_t seed)
    : mTask(Task::make(task)),
      mModel(static_cast<int>(mTask.sourceVocabulary().size()), static_cast<int>(mTask.targetVocabulary().size()), shape, seed),
      mRandom(seed),
      mOptimizer(mModel.parameters())
{
    std::mt19937_64 heldOutRandom(seed ^ 0x5EEDull);
    for (int i = 0; i < kHeldOut; ++i)
        mHeldOut.push_back(mTask.sample(heldOutRandom));
}

void Trainer::step(int batchSize)
{
    std::vector<MatrixD> gradients;
    for (const MatrixD &parameter : mModel.parameters())
        gradients.push_back(MatrixD::Zero(parameter.rows(), parameter.cols()));
    for (int b = 0; b < batchSize; ++b) {
        AttentionModel::Pass pass = mModel.forward(mTask.sample(mRandom));
        pass.tape.backward(pass.loss);
        for (std::size_t k = 0; k < gradients.size(); ++k)
            gradients[k] += pass.tape.gradient(pass.parameters[k]) / batchSize;
    }
    mOptimizer.step(mModel.parameters(), std::move(gradients), learningRate);
    ++mSteps;
}

MatrixD Trainer::attentionOn(const Example &example) const
{
    const AttentionModel::Pass pass = mModel.forward(example);
    return pass.tape.value(pass.attention);
}

std::vector<int> Trainer::predict(const Example &example) const
{
    const AttentionModel::Pass pass = mModel.forward(example);
    std::vector<int> tokens;
    const MatrixD &logits = pass.tape.value(pass.logits);
    for (Eigen::Index t = 0; t < logits.rows(); ++t) {
        Eigen::Index best;
        logits.row(t).maxCoeff(&best);
        tokens.push_back(static_cast<int>(best));
    }
    return tokens;
}

TrainedModel Trainer::trainedModel(const Evaluation &evaluation) const
{
    TrainedModel trained;
    trained.task = mTask.kind();
    trained.shape = mModel.shape();
    trained.parameters = mModel.parameters();
    trained.steps = mSteps;
    trained.tokenAccuracy = evaluation.tokenAccuracy;
    trained.alignmentAccuracy = evaluation.alignmentAccuracy;
    return trained;
}

Evaluation Trainer::evaluate() const
{
    Evaluation evaluation;
    long tokens = 0, correctTokens = 0, aligned = 0, correctAlignments = 0;
    for (const Example &example : mHeldOut) {
        const AttentionModel::Pass pass = mModel.forward(example);
        evaluation.loss += pass.tape.value(pass.loss)(0, 0) / mHeldOut.size();
        const MatrixD &logits = pass.tape.value(pass.logits);
        const MatrixD &attention = pass.tape.value(pass.attention);
        for (Eigen::Index t = 0; t < logits.rows(); ++t) {
            Eigen::Index best;
            logits.row(t).maxCoeff(&best);
            ++tokens;
            correctTokens += best == example.target[static_cast<std::size_t>(t)];
            const auto &truth = example.alignment[static_cast<std::size_t>(t)];
            if (truth.empty())
                continue;
            attention.row(t).maxCoeff(&best);
            ++aligned;
            correctAlignments += std::find(truth.begin(), truth.end(), int(best)) != truth.end();
        }
    }
    evaluation.tokenAccuracy = tokens ? double(correctTokens) / tokens : 0;
    evaluation.alignmentAccuracy = aligned ? double(correctAlignments) / aligned : 0;
    return evaluation;
}

} // namespace attention::training
