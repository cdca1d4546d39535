#include "core/pipeline/ChangedKey.h"

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

bool adjustContextRow(const ChangedKey &change, Eigen::Index row, int head, Eigen::Index dk, const float *weights,
                      float newScore, const float *query, const float *newValue, float inverseTemperature, float *context)
{
    if (!change.adjustable[static_cast<std::size_t>(row)])
        return false;
    using Floats = Eigen::Map<const Eigen::ArrayXf>;
    const Floats earlierKey(change.earlierKey.data() + head * dk, dk), earlierValue(change.earlierValue.data() + head * dk, dk);
    const Floats earlier(change.earlierContext->data() + row * change.earlierContext->cols() + head * dk, dk);
    // In double: at temperature 0.05 the error of a float sum, times 20 in the exponent, showed.
    const double oldScore = (Floats(query, dk).cast<double>() * earlierKey.cast<double>()).sum();
    const double w = weights[change.key]; // the key's new weight
    const double t = std::exp((double(newScore) - oldScore) * inverseTemperature);
    if (!std::isfinite(t) || !std::isfinite(w) || t <= 0)
        return false;
    // w = a t / (1 - a + a t) solved for a, the key's earlier weight.
    const double a = w / (w + t * (1 - w));
    if (!(a <= 0.5)) // the rest of the earlier context would be a difference of near equals
        return false;
    const double shrink = 1 / (1 - a + a * t);
    Eigen::Map<Eigen::ArrayXf>(context, dk) = (earlier - static_cast<float>(a) * earlierValue) * static_cast<float>(shrink)
                                              + static_cast<float>(w) * Floats(newValue, dk);
    return true;
}

} // namespace attention
