#include "core/generation/Sampling.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace attention::generation {

Outcome<void> checkSampling(const SamplingOptions &o)
{
    if (!(o.temperature > 0) || !std::isfinite(o.temperature))
        return Message("sampling.temperature", ATTENTION_MESSAGE("The temperature must be a number above 0, not %1."), {o.temperature});
    if (o.topK < 0)
        return Message("sampling.top_k", ATTENTION_MESSAGE("Top-k must be 0 (off) or more, not %1."), {o.topK});
    if (!(o.topP > 0 && o.topP <= 1))
        return Message("sampling.top_p", ATTENTION_MESSAGE("Top-p must be above 0 and at most 1, not %1."), {o.topP});
    return {};
}

Outcome<void> checkLogits(const Matrix &logits)
{
    if (!logits.allFinite())
        return Message("decoder.overflow", ATTENTION_MESSAGE("The model's scores for the next token overflowed (beyond the largest "
                                                             "number a float holds): its weights are too large to compute with."));
    return {};
}

std::vector<double> filteredDistribution(const RowVector &logits, const SamplingOptions &o)
{
    const std::size_t n = std::size_t(logits.size());
    std::vector<bool> kept(n, true);
    if (o.topK > 0 && std::size_t(o.topK) < n) { // keeps every logit >= the k-th largest, ties too
        std::vector<float> sorted(logits.data(), logits.data() + n); // the temperature keeps the order
        std::nth_element(sorted.begin(), sorted.begin() + (o.topK - 1), sorted.end(), std::greater<>());
        const float kth = sorted[std::size_t(o.topK - 1)];
        for (std::size_t i = 0; i < n; ++i)
            kept[i] = logits[Eigen::Index(i)] >= kth;
    }
    float most = -INFINITY;
    for (std::size_t i = 0; i < n; ++i)
        if (kept[i])
            most = std::max(most, logits[Eigen::Index(i)]);
    // Shifted before the division: at a temperature of 5e-324 logit / temperature is infinite and
    // inf - inf is NaN, while (logit - most) / temperature is 0 for the largest and -inf below it.
    std::vector<double> p(n, 0.0);
    double sum = 0;
    for (std::size_t i = 0; i < n; ++i)
        if (kept[i])
            sum += p[i] = std::exp((double(logits[Eigen::Index(i)]) - double(most)) / o.temperature);
    for (double &value : p)
        value /= sum;
    return keepTopP(std::move(p), o.topP);
}

std::vector<double> keepTopP(std::vector<double> p, double topP)
{
    if (topP >= 1)
        return p;
    // The smallest most-probable set reaching top_p; equal probabilities: lower id first.
    const std::vector<std::size_t> order = mostLikelyFirst(p);
    double cumulative = 0;
    std::size_t keep = 0;
    while (keep < p.size() && cumulative < topP)
        cumulative += p[order[keep++]];
    for (std::size_t rank = keep; rank < p.size(); ++rank)
        p[order[rank]] = 0;
    for (double &value : p)
        value /= cumulative;
    return p;
}

std::vector<std::size_t> mostLikelyFirst(const std::vector<double> &p)
{
    std::vector<std::size_t> order(p.size());
    std::iota(order.begin(), order.end(), 0);
    std::stable_sort(order.begin(), order.end(), [&p](std::size_t a, std::size_t b) { return p[a] > p[b]; });
    return order;
}

int drawToken(const std::vector<double> &p, SeededRandom &random)
{
    const double target = random.uniform(); // in (0, 1)
    double cumulative = 0;
    int last = -1;
    for (std::size_t i = 0; i < p.size(); ++i) {
        if (p[i] <= 0)
            continue;
        last = int(i);
        cumulative += p[i];
        if (target < cumulative)
            return last;
    }
    return last; // rounding left the sum a hair under 1: the last token that can be drawn
}

int greedyToken(const RowVector &logits)
{
    Eigen::Index best = 0;
    logits.maxCoeff(&best); // the first maximum: the lowest id
    return int(best);
}

} // namespace attention::generation
