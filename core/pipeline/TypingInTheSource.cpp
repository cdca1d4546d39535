#include "core/pipeline/TypingInTheSource.h"

#include "core/kernels/PanelProduct.h"
#include "core/kernels/RowBlocks.h"
#include "core/pipeline/HeadBands.h"
#include "core/textbook/Softmax.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <optional>

namespace attention {

namespace {

/** Then a full computation, so that rounding cannot build up over a long session. */
constexpr int kMostKeystrokes = 64;
/** Weights kept below float's range (1.2e-38) must not grow by more than this: unseen, they would
 *  come into view. */
constexpr double kMostGrowth = 1e30;
/** A key's weight this small cannot say how large it grows: a t is then unknown. */
constexpr double kSmallestKnownWeight = 1e-30;

/** A row of a head once the key's score changed: the other weights divided by divisor, the key's
 *  weight now `weight`. */
struct Rescaled
{
    double divisor = 1, weight = 0;
};

/** The row whose kept weights are earlier x scale, with a now at the key, after t = exp((s_new -
 *  s_old) / T); nothing where that would not be exact. */
std::optional<Rescaled> rescaled(const Scalar *earlier, Eigen::Index keys, Eigen::Index key, double scale, double a, double t)
{
    if (!std::isfinite(t) || (a < kSmallestKnownWeight && t > 1))
        return std::nullopt;
    double rest = 1 - a;
    if (a > 0.5) { // 1 - a would be a difference of near equals: the rest summed
        double sum = 0;
        for (Eigen::Index j = 0; j < keys; ++j)
            sum += j == key ? 0.0 : double(earlier[j]);
        rest = sum * scale;
    }
    const double divisor = rest + a * t;
    if (!std::isfinite(divisor) || !(scale / divisor <= kMostGrowth))
        return std::nullopt;
    return Rescaled{divisor, a * t / divisor};
}

} // namespace

std::shared_ptr<const HeadsWhileTyping> startTyping(std::vector<Matrix> headWeights)
{
    auto typing = std::make_shared<HeadsWhileTyping>();
    const std::size_t cells = headWeights.size() * static_cast<std::size_t>(headWeights.empty() ? 0 : headWeights.front().rows());
    typing->scale.assign(cells, 1.0);
    typing->keyWeight.assign(cells, 0.0);
    typing->weights = std::make_shared<const std::vector<Matrix>>(std::move(headWeights));
    return typing;
}

Renormalised renormaliseRows(MultiHeadOutputs &out, const HeadsWhileTyping &typing, const ChangedKey &change,
                             const Matrix &earlierScoresMean, int H, const Mask &mask, double temperature,
                             const std::function<bool()> &stillWanted)
{
    const std::vector<Matrix> &weights = *typing.weights;
    const Eigen::Index nq = out.Q.rows(), nk = out.K.rows(), E = out.Q.cols(), dk = E / H;
    const Eigen::Index key = change.key;
    bool fits = static_cast<int>(weights.size()) == H && weights.front().rows() == nq && weights.front().cols() == nk
                && (typing.key < 0 || typing.key == key) && typing.keystrokes < kMostKeystrokes
                && earlierScoresMean.rows() == nq && earlierScoresMean.cols() == nk
                && static_cast<Eigen::Index>(change.adjustable.size()) == nq;
    for (std::size_t i = 0; fits && i < change.adjustable.size(); ++i)
        fits = change.adjustable[i];
    if (!fits)
        return Renormalised::NotHere;

    auto next = std::make_shared<HeadsWhileTyping>();
    next->weights = typing.weights;
    next->key = key;
    next->keystrokes = typing.keystrokes + 1;
    next->scale.resize(static_cast<std::size_t>(H * nq));
    next->keyWeight.resize(static_cast<std::size_t>(H * nq));
    const Scalar queryScale = Scalar(1) / std::sqrt(Scalar(dk)); // as attendInBands scales its queries
    const double inverseTemperature = 1.0 / temperature;
    const Scalar inverseHeads = Scalar(1) / static_cast<Scalar>(H);
    const bool powerOfTwo = (H & (H - 1)) == 0; // then times 1/H, the bits of attendInBands' division
    const PackedHeads *packed = panelKernelAvailable() && out.packedHeads ? out.packedHeads.get() : nullptr;
    std::atomic<bool> notHere{false}, givenUp{false};
    // Each row reads its H rows of weights once: memory-bound, about 4 multiply-adds' time a weight.
    forRowBlocks(nq, 4 * double(H) * double(nk), [&](Eigen::Index begin, Eigen::Index end) {
        std::vector<float> q(static_cast<std::size_t>(dk)), weightsNow(static_cast<std::size_t>(nk)), factors(static_cast<std::size_t>(H));
        for (Eigen::Index i = begin; i < end; ++i) {
            if (notHere || givenUp)
                return;
            if ((i - begin) % 64 == 0 && stillWanted && !stillWanted()) {
                givenUp = true;
                return;
            }
            const bool keyClosed = mask.size() != 0 && mask(i, key);
            float *mean = &out.weightsMean(i, 0);
            float keyScores = 0, keyWeights = 0;
            for (int h = 0; h < H; ++h) {
                const auto at = static_cast<std::size_t>(h * nq + i);
                const Scalar *earlier = &weights[static_cast<std::size_t>(h)](i, 0);
                for (Eigen::Index d = 0; d < dk; ++d)
                    q[static_cast<std::size_t>(d)] = out.Q(i, h * dk + d) * queryScale;
                const double newScore = scoreInDouble(q.data(), &out.K(key, h * dk), dk);
                const double scale = typing.key < 0 ? 1.0 : typing.scale[at];
                const double a = typing.key < 0 ? double(earlier[key]) : typing.keyWeight[at]; // the key's weight now
                const double t = std::exp((newScore - scoreInDouble(q.data(), change.earlierKey.data() + h * dk, dk)) * inverseTemperature);
                const auto row = keyClosed ? Rescaled{1, a} : rescaled(earlier, nk, key, scale, a, t);
                if (!row || !std::isfinite(newScore)) {
                    notHere = true;
                    return;
                }
                const auto [divisor, weight] = *row;
                next->scale[at] = scale / divisor;
                next->keyWeight[at] = weight;
                const auto factor = static_cast<float>(next->scale[at]);
                float *context = &out.context(i, h * dk);
                if (a <= 0.5) {
                    adjustContext(change, i, h, dk, static_cast<float>(a), static_cast<float>(1 / divisor), static_cast<float>(weight),
                                  &out.V(key, h * dk), context);
                } else { // the earlier context less the key's part would lose precision: summed again
                    for (Eigen::Index j = 0; j < nk; ++j)
                        weightsNow[static_cast<std::size_t>(j)] = earlier[j] * factor;
                    weightsNow[static_cast<std::size_t>(key)] = static_cast<float>(weight);
                    if (packed) {
                        const PanelView values = packed->values[static_cast<std::size_t>(h)].view();
                        multiplyPanels(weightsNow.data(), nk, 1, values, 0, values.panels(), nullptr, context, E);
                    } else {
                        out.context.block(i, h * dk, 1, dk).noalias() =
                            Eigen::Map<const RowVector>(weightsNow.data(), nk) * out.V.middleCols(h * dk, dk);
                    }
                }
                factors[static_cast<std::size_t>(h)] = factor;
                keyScores += static_cast<float>(newScore);
                keyWeights += static_cast<float>(weight);
            }
            // The mean in runs of keys through every head: H streams from memory side by side.
            constexpr Eigen::Index kRun = 256;
            for (Eigen::Index from = 0; from < nk; from += kRun) {
                const Eigen::Index to = std::min(nk, from + kRun);
                for (int h = 0; h < H; ++h) {
                    const Scalar *earlier = &weights[static_cast<std::size_t>(h)](i, 0);
                    const float factor = factors[static_cast<std::size_t>(h)];
                    if (h == 0)
                        for (Eigen::Index j = from; j < to; ++j)
                            mean[j] = earlier[j] * factor;
                    else
                        for (Eigen::Index j = from; j < to; ++j)
                            mean[j] += earlier[j] * factor;
                }
            }
            mean[key] = keyWeights;
            out.scoresMean.row(i) = earlierScoresMean.row(i); // the other keys' scores are as they were
            out.scoresMean(i, key) = keyScores;
            if (powerOfTwo) {
                out.weightsMean.row(i) *= inverseHeads;
                out.scoresMean(i, key) *= inverseHeads;
            } else {
                out.weightsMean.row(i) /= static_cast<Scalar>(H);
                out.scoresMean(i, key) /= static_cast<Scalar>(H);
            }
            out.rows[static_cast<std::size_t>(i)] = summariseRow(out.weightsMean, mask, i);
            makeFiniteRow(&out.context(i, 0), E);
        }
    });
    if (givenUp)
        return Renormalised::GivenUp;
    if (notHere)
        return Renormalised::NotHere;
    out.headsWhileTyping = std::move(next);
    return Renormalised::Done;
}

} // namespace attention
