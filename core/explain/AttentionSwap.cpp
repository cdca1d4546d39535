#include "core/explain/AttentionSwap.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

namespace attention {

using training::MatrixD;

namespace {

MatrixD softmaxRows(const MatrixD &logits)
{
    MatrixD p(logits.rows(), logits.cols());
    for (Eigen::Index i = 0; i < logits.rows(); ++i) {
        p.row(i) = (logits.row(i).array() - logits.row(i).maxCoeff()).exp().matrix();
        p.row(i) /= p.row(i).sum();
    }
    return p;
}

/** Total variation between two distributions: half the sum of their differences, 0 to 1. */
double totalVariation(const Eigen::RowVectorXd &p, const Eigen::RowVectorXd &q)
{
    return 0.5 * (p - q).cwiseAbs().sum();
}

} // namespace

double jensenShannon(const Eigen::RowVectorXd &p, const Eigen::RowVectorXd &q)
{
    const auto part = [](double a, double m) { return a > 0 ? a * std::log2(a / m) : 0.0; };
    double sum = 0;
    for (Eigen::Index i = 0; i < p.size(); ++i) {
        const double m = 0.5 * (p(i) + q(i));
        sum += 0.5 * part(p(i), m) + 0.5 * part(q(i), m);
    }
    return std::max(0.0, sum);
}

int AttentionSwap::rowsSwapped() const
{
    return static_cast<int>(std::count_if(divergence.begin(), divergence.end(), [](double d) { return d > 0; }));
}

double AttentionSwap::meanDivergence() const
{
    return divergence.empty() ? 0 : std::accumulate(divergence.begin(), divergence.end(), 0.0) / double(divergence.size());
}

Outcome<AttentionSwap> swapAttention(const training::TrainedModel &trained, const std::string &source, std::uint64_t seed)
{
    const auto run = prepareRun(trained, source);
    if (!run)
        return run.problem();
    const auto pass = run->model.forward(run->example);
    const MatrixD learned = pass.tape.value(pass.attention);
    const MatrixD learnedOutput = softmaxRows(pass.tape.value(pass.logits));
    const Eigen::Index outputs = learned.rows(), keys = learned.cols();

    AttentionSwap swap;
    swap.written = training::writtenTokens(pass.tape.value(pass.logits));
    MatrixD best = learned;
    MatrixD bestOutput = learnedOutput;
    swap.divergence.assign(std::size_t(outputs), 0.0);

    // Candidates are tried for every row at once: each row's output depends on its own weights only.
    const auto tryCandidate = [&](const MatrixD &candidate) {
        const auto tried = run->model.forward(run->example, {nullptr, &candidate});
        const MatrixD output = softmaxRows(tried.tape.value(tried.logits));
        const std::vector<int> writes = training::writtenTokens(tried.tape.value(tried.logits));
        for (Eigen::Index t = 0; t < outputs; ++t) {
            const std::size_t row = std::size_t(t);
            if (writes[row] != swap.written[row] || totalVariation(output.row(t), learnedOutput.row(t)) > kMostOutputChange)
                continue;
            const double divergence = jensenShannon(learned.row(t), candidate.row(t));
            if (divergence > swap.divergence[row]) {
                swap.divergence[row] = divergence;
                best.row(t) = candidate.row(t);
                bestOutput.row(t) = output.row(t);
            }
        }
    };
    // Weight moved towards one key, a step at a time, as far as all on it.
    for (Eigen::Index key = 0; key < keys; ++key)
        for (int step = 1; step <= kSwapMixSteps; ++step) {
            const double moved = double(step) / kSwapMixSteps;
            MatrixD towards = (1 - moved) * learned;
            towards.col(key).array() += moved;
            tryCandidate(towards);
        }
    // Each row's largest weight traded with another key's.
    for (Eigen::Index key = 0; key < keys; ++key) {
        MatrixD traded = learned;
        for (Eigen::Index t = 0; t < outputs; ++t) {
            Eigen::Index top;
            learned.row(t).maxCoeff(&top);
            std::swap(traded(t, top), traded(t, key));
        }
        tryCandidate(traded);
    }
    std::mt19937_64 random(seed);
    std::vector<Eigen::Index> order(static_cast<std::size_t>(keys));
    for (int p = 0; p < kSwapPermutations; ++p) {
        MatrixD shuffled(outputs, keys);
        for (Eigen::Index t = 0; t < outputs; ++t) {
            std::iota(order.begin(), order.end(), Eigen::Index(0));
            std::shuffle(order.begin(), order.end(), random);
            for (Eigen::Index k = 0; k < keys; ++k)
                shuffled(t, order[std::size_t(k)]) = learned(t, k);
        }
        tryCandidate(shuffled);
    }

    swap.learned = learned.cast<Scalar>();
    swap.swapped = best.cast<Scalar>();
    for (Eigen::Index t = 0; t < outputs; ++t) {
        const int token = swap.written[std::size_t(t)];
        swap.learnedProbability.push_back(learnedOutput(t, token));
        swap.swappedProbability.push_back(bestOutput(t, token));
        swap.outputChange.push_back(totalVariation(bestOutput.row(t), learnedOutput.row(t)));
    }
    return swap;
}

} // namespace attention
