#include "core/explain/GradientTimesInput.h"

namespace attention {

using training::MatrixD;
using training::Tape;

namespace {

/** ∂ log p_row(token) / ∂ x on a recorded pass; a pass takes one backward after another (each
 *  clears the gradients of the last). */
MatrixD gradientOn(training::AttentionModel::Pass &pass, int row, int token)
{
    Tape &tape = pass.tape;
    tape.backward(tape.crossEntropy(tape.gatherRows(pass.logits, {row}), {token})); // -log p
    return -tape.gradient(pass.encoderInput);
}

} // namespace

training::MatrixD logProbabilityGradient(const training::AttentionModel &model, const training::Example &example, int row, int token)
{
    auto pass = model.forward(example);
    return gradientOn(pass, row, token);
}

Outcome<Matrix> gradientTimesInput(const training::TrainedModel &trained, const std::string &source)
{
    const auto run = prepareRun(trained, source);
    if (!run)
        return run.problem();
    auto pass = run->model.forward(run->example);
    const std::vector<int> written = training::writtenTokens(pass.tape.value(pass.logits));
    const MatrixD x = pass.tape.value(pass.encoderInput);
    Matrix out(static_cast<Eigen::Index>(written.size()), x.rows());
    for (int t = 0; t < static_cast<int>(written.size()); ++t) {
        const MatrixD g = gradientOn(pass, t, written[static_cast<std::size_t>(t)]);
        const Eigen::VectorXd perToken = x.cwiseProduct(g).rowwise().sum().cwiseAbs();
        const double sum = perToken.sum();
        out.row(t) = (sum > 0 ? Eigen::VectorXd(perToken / sum) : perToken).transpose().cast<Scalar>();
    }
    return out;
}

} // namespace attention
