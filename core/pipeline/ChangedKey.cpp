#include "core/pipeline/ChangedKey.h"

#include "core/kernels/CacheTraffic.h"
#include "core/pipeline/MultiHeadAttention.h"

#include <cmath>

namespace attention {

std::optional<ChangedKey> changedKeyOf(const KnownRows &known, const std::vector<Eigen::Index> &newKeys, Eigen::Index queries)
{
    if (newKeys.size() != 1 || !known.context || !known.K || !known.V
        || static_cast<Eigen::Index>(known.sameQueryAndMask.size()) != queries)
        return std::nullopt;
    const Eigen::Index key = newKeys.front();
    for (std::size_t j = 0; j < known.earlierKeyRow.size(); ++j)
        if (static_cast<Eigen::Index>(j) != key && known.earlierKeyRow[j] != static_cast<Eigen::Index>(j))
            return std::nullopt; // keys moved: not one key changed in place
    if (key >= known.K->rows() || known.context->rows() != queries)
        return std::nullopt;
    ChangedKey change;
    change.key = key;
    change.earlierKey = known.K->row(key);
    change.earlierValue = known.V->row(key);
    change.earlierContext = known.context;
    change.adjustable = known.sameQueryAndMask;
    return change;
}

void prefetchEarlierContext(const ChangedKey &change, Eigen::Index row, int head, Eigen::Index dk)
{
    askTheCacheFor(change.earlierContext->data() + row * change.earlierContext->cols() + head * dk, dk);
}

double scoreInDouble(const float *query, const float *key, Eigen::Index dk)
{
    // In double: at temperature 0.05 the error of a float sum, times 20 in the exponent, showed.
    // Four running sums, which the compiler keeps in vector lanes (an Eigen cast-and-sum of the
    // same 64 numbers took a sixth of a source keystroke's attention).
    double lanes[4] = {0, 0, 0, 0};
    Eigen::Index i = 0;
    for (; i + 4 <= dk; i += 4)
        for (int l = 0; l < 4; ++l)
            lanes[l] += double(query[i + l]) * double(key[i + l]);
    for (; i < dk; ++i)
        lanes[0] += double(query[i]) * double(key[i]);
    return (lanes[0] + lanes[1]) + (lanes[2] + lanes[3]);
}

void adjustContext(const ChangedKey &change, Eigen::Index row, int head, Eigen::Index dk, float earlierWeight, float shrink, float weight,
                   const float *newValue, float *context)
{
    const float *earlierValue = change.earlierValue.data() + head * dk;
    const float *earlier = change.earlierContext->data() + row * change.earlierContext->cols() + head * dk;
    for (Eigen::Index j = 0; j < dk; ++j)
        context[j] = (earlier[j] - earlierWeight * earlierValue[j]) * shrink + weight * newValue[j];
}

bool adjustContextRow(const ChangedKey &change, Eigen::Index row, int head, Eigen::Index dk, const float *weights, float newScore,
                      const float *query, const float *newValue, float inverseTemperature, float *context)
{
    if (!change.adjustable[static_cast<std::size_t>(row)])
        return false;
    const double oldScore = scoreInDouble(query, change.earlierKey.data() + head * dk, dk);
    const double w = weights[change.key]; // the key's new weight
    const double t = std::exp((double(newScore) - oldScore) * inverseTemperature);
    if (!std::isfinite(t) || !std::isfinite(w) || t <= 0)
        return false;
    // A new weight below float's range (1.2e-38) says a < (w + 1.2e-38) / t: with t below 1e-28
    // the earlier weight might have been anything (temperature 0.01: contexts off by 2).
    if (w < 1e-30 && t < 1e-28)
        return false;
    // w = a t / (1 - a + a t) solved for a, the key's earlier weight.
    const double a = w / (w + t * (1 - w));
    if (!(a <= 0.5)) // the rest of the earlier context would be a difference of near equals
        return false;
    adjustContext(change, row, head, dk, static_cast<float>(a), static_cast<float>(1 / (1 - a + a * t)), static_cast<float>(w), newValue,
                  context);
    return true;
}

} // namespace attention
