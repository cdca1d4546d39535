#include "core/pipeline/Budget.h"
#include "core/pipeline/LessonModel.h"

#include "core/text/Tokenizer.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace attention {

namespace {

constexpr double kFloat = sizeof(float);
constexpr double kTranscendental = 20; // an exp or a tanh, in multiply-adds' time (measured)

/** Rounds to two significant figures, as a person reads a size. */
double roughly(double x)
{
    if (x <= 0)
        return 0;
    const double scale = std::pow(10.0, std::floor(std::log10(x)) - 1);
    // Divided by a whole power of ten below 1: 34 * 0.1 is 3.4000000000000004, 34 / 10 is 3.4.
    return scale < 1 ? std::round(x / scale) / std::round(1 / scale) : std::round(x / scale) * scale;
}

} // namespace

bool fitsTheBudget(const Cost &cost)
{
    return cost.bytes <= limits::kMaxBytes && cost.work <= limits::kMaxWork;
}

Outcome<void> withinBudget(const Cost &cost, const Message &what, const Message &advice)
{
    if (cost.bytes > limits::kMaxBytes)
        return Message("budget.memory",
                       ATTENTION_MESSAGE("%1 would need about %2 GB of memory, more than the %3 GB this app allows itself: %4"),
                       {what, roughly(cost.bytes / (1024.0 * 1024 * 1024)), limits::kMaxBytes / (1024.0 * 1024 * 1024), advice});
    if (cost.work > limits::kMaxWork)
        return Message("budget.work",
                       ATTENTION_MESSAGE("%1 would take about %2 multiply-adds, more than the %3 (about ten seconds) this app allows "
                                         "itself: %4"),
                       {what, roughly(cost.work), limits::kMaxWork, advice});
    return {};
}

Cost attentionCallCost(ScoreFunction score, double nq, double nk, double d, double a)
{
    Cost cost;
    const double cells = nq * nk;
    cost.work = 2 * cells * d + kTranscendental * cells; // scores, context, softmax
    // raw scores, scores, weights and two passing copies; Q, K, V; the mask and two passing copies
    cost.bytes = (5 * cells + 3 * (nq + nk) * d) * kFloat + 3 * cells;
    if (score == ScoreFunction::General)
        cost.work += nq * d * d;
    if (score == ScoreFunction::Additive) {
        cost.work += cells * a * kTranscendental + (nq + nk) * d * a;
        cost.bytes += (nq + nk) * a * kFloat;
    }
    return cost;
}

Cost multiHeadCost(double nq, double nk, double E, double H, HeadWeights kept)
{
    Cost cost;
    const double cells = nq * nk;
    cost.work = (2 * nq + 2 * nk) * E * E + 2 * cells * E + kTranscendental * cells * H;
    // Q, context, output; K, V and their packing for the panel kernel; the two means; every head
    // kept or one band of rows per core
    cost.bytes =
        (3 * nq + 4 * nk) * E * kFloat + 2 * cells * kFloat + (kept == HeadWeights::Keep ? H * cells : 2 * 128 * nk) * kFloat + cells;
    return cost;
}

Cost lessonCost(const AttentionConfig &c, double nq, double nk, HeadWeights heads)
{
    const double d = std::max(c.dModel, 1);
    Cost cost;
    cost.bytes = 4 * (nq + nk) * d * kFloat + std::max(nq, nk) * d * kFloat; // embeddings, inputs; positions
    cost.bytes += 6 * d * d * kFloat; // the weights (and a packed copy)
    if (c.score == ScoreFunction::MultiHead) {
        cost += multiHeadCost(nq, nk, d, std::max(c.heads, 1), heads);
        if (c.positionalEncoding) // the keys and values by parts: their embeddings' and positions' projections
            cost.bytes += 4 * nk * d * kFloat;
    } else {
        cost += attentionCallCost(c.score, nq, nk, d, c.additiveSize);
        cost.work += (nq + 2 * nk) * d * d; // the projections
    }
    return cost;
}

Cost lessonCost(const Lesson &lesson, HeadWeights heads, const TokenSplitter &tokensOf)
{
    if (lesson.model)
        return lesson.model->cost(lesson);
    const AttentionConfig &c = lesson.config;
    const auto count = [&c, &tokensOf](const std::string &sentence) {
        return static_cast<double>(std::min<std::size_t>(tokensOf(sentence).size(), std::size_t(std::max(c.maxTokens, 0))));
    };
    const double source = count(lesson.source), target = count(lesson.target);
    const double queries = c.mode == AttentionMode::SelfSource ? source : target;
    const double keys = std::max(c.mode == AttentionMode::SelfTarget ? target : source, double(c.padKeysTo));
    return lessonCost(c, queries, keys, heads);
}

double jsonBytes(double cells)
{
    return 220 * cells;
}

} // namespace attention
