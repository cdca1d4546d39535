#include "core/pipeline/SoftmaxRescaling.h"

#include "core/kernels/CacheTraffic.h"
#include "core/kernels/CpuFeatures.h"
#include "core/kernels/PanelProduct.h"
#include "core/kernels/RowBlocks.h"
#include "core/kernels/SoftmaxKernels.h"
#include "core/pipeline/HeadBands.h"
#include "core/textbook/Softmax.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <optional>

namespace attention {

namespace {

/** Then a full computation, so that rounding cannot build up over a long session. */
constexpr int kMostKeystrokes = 64;
/** Keys typed in or added since the full computation, each one's weights [row][head] in double,
 *  are read and written on every keystroke (128 KB a key at 2048 rows and 8 heads): at most as
 *  many as the kept keys, so that their doubles never outgrow the kept heads' floats twice, or 16
 *  where fewer are kept (the 64 keystrokes bound them too). */
std::size_t mostOwnKeys(Eigen::Index keptKeys)
{
    return std::max<std::size_t>(16, static_cast<std::size_t>(keptKeys));
}
/** How far kept weights may grow (KeptKeys, HeadBands.h). */
constexpr double kMostGrowth = KeptKeys::kMostGrowth;
/** A key's weight this small cannot say how large it grows: a t is then unknown. */
constexpr double kSmallestKnownWeight = 1e-30;

/** Where typing holds key's weights apart, or -1. */
std::ptrdiff_t ownIndex(const HeadsWhileTyping &typing, Eigen::Index key)
{
    const auto found = std::find(typing.ownKeys.begin(), typing.ownKeys.end(), key);
    return found == typing.ownKeys.end() ? -1 : found - typing.ownKeys.begin();
}

/** Whether typing holds H heads of `queries` rows with `keys` keys now, and may take another
 *  keystroke. */
bool takesAKeystroke(const HeadsWhileTyping &typing, int H, Eigen::Index queries, Eigen::Index keys)
{
    return static_cast<int>(typing.weights->size()) == H && typing.weights->front().rows() == queries && typing.keys == keys
           && typing.keystrokes < kMostKeystrokes;
}

/** Whether known's first `keys` keys stay where they were, and each of its `queries` rows with the
 *  same query and the same mask on them. */
bool earlierKeysAndRowsStay(const KnownRows &known, Eigen::Index keys, Eigen::Index queries)
{
    if (static_cast<Eigen::Index>(known.earlierKeyRow.size()) < keys || static_cast<Eigen::Index>(known.sameQueryAndMask.size()) != queries)
        return false;
    for (Eigen::Index j = 0; j < keys; ++j)
        if (known.earlierKeyRow[static_cast<std::size_t>(j)] != j)
            return false;
    return std::all_of(known.sameQueryAndMask.begin(), known.sameQueryAndMask.end(), [](bool same) { return same; });
}

/** Row i of head h as a typing state has it now. */
class RowNow
{
public:
    RowNow(const HeadsWhileTyping &typing, int h, Eigen::Index i)
        : mTyping(typing),
          mKept(&(*typing.weights)[static_cast<std::size_t>(h)](i, 0)),
          mKeptKeys(typing.keptKeys),
          mScale(typing.scale[scaleAt(typing, h, i)]),
          mOwn(typing.ownWeights.data() + ownAt(typing, h, i))
    {
    }

    /** Where typing keeps the scale of row i of head h, and the row's own weights. */
    static std::size_t scaleAt(const HeadsWhileTyping &typing, int h, Eigen::Index i)
    {
        return static_cast<std::size_t>(h) * static_cast<std::size_t>((*typing.weights)[0].rows()) + static_cast<std::size_t>(i);
    }
    static std::size_t ownAt(const HeadsWhileTyping &typing, int h, Eigen::Index i)
    {
        return (static_cast<std::size_t>(i) * typing.weights->size() + static_cast<std::size_t>(h)) * typing.ownKeys.size();
    }

    const Scalar *kept() const { return mKept; }
    double scale() const { return mScale; }
    double own(std::size_t o) const { return mOwn[o]; }

    double weight(Eigen::Index key) const
    {
        const std::ptrdiff_t o = ownIndex(mTyping, key);
        return o >= 0 ? own(static_cast<std::size_t>(o)) : double(mKept[key]) * mScale;
    }

    /** The weights now of every key but `key`, summed. */
    double sumExcept(Eigen::Index key) const
    {
        double kept = 0, own = 0;
        for (Eigen::Index j = 0; j < mKeptKeys; ++j)
            kept += j == key ? 0.0 : double(mKept[j]);
        for (std::size_t o = 0; o < mTyping.ownKeys.size(); ++o) {
            const Eigen::Index k = mTyping.ownKeys[o];
            if (k < mKeptKeys && k != key)
                kept -= double(mKept[k]);
            if (k != key)
                own += this->own(o);
        }
        return kept * mScale + own;
    }

private:
    const HeadsWhileTyping &mTyping;
    const Scalar *mKept;
    Eigen::Index mKeptKeys;
    double mScale;
    const double *mOwn;
};

/** One keystroke's typing state, and where each of its own keys was among the last one's. */
struct Step
{
    std::shared_ptr<HeadsWhileTyping> next;
    std::vector<std::ptrdiff_t> from; // per own key of next: its place among typing's, or -1 (key, new)
};

/** The state after one more keystroke on key, with keys keys: typing's kept heads, and room for
 *  each row's scale and the own keys' weights (key among them, unless it was removed). */
Step nextState(const HeadsWhileTyping &typing, Eigen::Index key, Eigen::Index keys)
{
    Step step;
    auto &next = step.next = std::make_shared<HeadsWhileTyping>();
    next->weights = typing.weights;
    next->logNormalisers = typing.logNormalisers;
    next->keys = keys;
    next->keptKeys = std::min(typing.keptKeys, keys);
    next->keystrokes = typing.keystrokes + 1;
    next->prefixContext = typing.prefixContext; // of the kept weights: rescaled, they stay its own
    next->prefixKeys = typing.prefixKeys;
    for (const Eigen::Index own : typing.ownKeys)
        if (own < keys)
            next->ownKeys.push_back(own);
    if (key < keys && ownIndex(typing, key) < 0)
        next->ownKeys.push_back(key);
    for (const Eigen::Index own : next->ownKeys)
        step.from.push_back(ownIndex(typing, own));
    next->scale.resize(typing.scale.size());
    next->ownWeights.resize(next->ownKeys.size() * typing.scale.size());
    return step;
}

/** Row i of head h in step's state: every weight of typing's divided by divisor, key's now
 *  `weight`. */
void rescaleRow(const HeadsWhileTyping &typing, const Step &step, int h, Eigen::Index i, Eigen::Index key, double divisor, double weight)
{
    HeadsWhileTyping &next = *step.next;
    const std::size_t at = RowNow::scaleAt(typing, h, i);
    next.scale[at] = typing.scale[at] / divisor;
    const double *before = typing.ownWeights.data() + RowNow::ownAt(typing, h, i);
    double *after = next.ownWeights.data() + RowNow::ownAt(next, h, i);
    for (std::size_t o = 0; o < next.ownKeys.size(); ++o)
        after[o] = next.ownKeys[o] == key ? weight : before[step.from[o]] / divisor;
}

/** Head h's context of row i summed from the row's weights now (written into weightsNow, room for
 *  nk floats), through out's packed values where the panel kernel runs: where the earlier context
 *  less a key's part would lose precision. */
void sumContext(MultiHeadOutputs &out, const HeadsWhileTyping &next, int h, Eigen::Index i, float *weightsNow)
{
    const Eigen::Index nk = out.K.rows(), E = out.Q.cols(), dk = E / static_cast<Eigen::Index>(next.weights->size());
    double sum = 0;
    rowWeightsNow(next, h, i, next.keys, weightsNow, &sum);
    const PackedHeads *packed = panelKernelAvailable() && out.packedHeads ? out.packedHeads.get() : nullptr;
    if (packed) {
        const PanelView values = packed->values[static_cast<std::size_t>(h)].view();
        multiplyPanels(weightsNow, nk, 1, values, 0, values.panels(), nullptr, &out.context(i, h * dk), E);
    } else {
        out.context.block(i, h * dk, 1, dk).noalias() = Eigen::Map<const RowVector>(weightsNow, nk) * out.V.middleCols(h * dk, dk);
    }
}

/**
 * Row i's means over heads (with next's weights, each head's kept row times factors[h]; key's
 * scores summed over heads keyScores, unless key is no longer a key, the others' as in
 * earlierScoresMean), summary and finite context.
 */
void finishRow(MultiHeadOutputs &out, const HeadsWhileTyping &next, Eigen::Index i, const float *factors, Eigen::Index key, float keyScores,
               const Matrix &earlierScoresMean, const Mask &mask)
{
    const std::vector<Matrix> &weights = *next.weights;
    const auto H = static_cast<int>(weights.size());
    const Eigen::Index keptKeys = next.keptKeys;
    float *mean = &out.weightsMean(i, 0);
    // The mean in runs of keys through every head: H streams from memory side by side, each run
    // asking for its head's next (the hardware's prefetcher stops at each 4 KB page: `bench_core
    // sourceKeystroke/2048`, AVX-512 on a Zen 5, the fastest of 5 runs 15.9-19.9 -> 13.8-16.1 ms
    // over 5 alternating rounds, faster in each; 512 tokens within the noise).
    constexpr Eigen::Index kRun = 256;
    for (Eigen::Index from = 0; from < keptKeys; from += kRun) {
        const Eigen::Index to = std::min(keptKeys, from + kRun);
        for (int h = 0; h < H; ++h) {
            const Scalar *kept = &weights[static_cast<std::size_t>(h)](i, 0);
            askTheCacheFor(kept + to, std::min(keptKeys, to + kRun) - to); // the next run, maybe on a page of its own
            const float factor = factors[h];
            if (h == 0)
                for (Eigen::Index j = from; j < to; ++j)
                    mean[j] = kept[j] * factor;
            else
                for (Eigen::Index j = from; j < to; ++j)
                    mean[j] += kept[j] * factor;
        }
    }
    const double *own = next.ownWeights.data() + RowNow::ownAt(next, 0, i); // [head][own key]
    for (std::size_t o = 0; o < next.ownKeys.size(); ++o) {
        float sum = 0;
        for (int h = 0; h < H; ++h)
            sum += static_cast<float>(own[static_cast<std::size_t>(h) * next.ownKeys.size() + o]);
        mean[next.ownKeys[o]] = sum;
    }
    const Eigen::Index both = std::min(earlierScoresMean.cols(), out.scoresMean.cols());
    out.scoresMean.row(i).head(both) = earlierScoresMean.row(i).head(both); // the other keys' scores are as they were
    const bool keyStays = key < out.scoresMean.cols();
    if (keyStays)
        out.scoresMean(i, key) = keyScores;
    if ((H & (H - 1)) == 0) { // times 1/H, the bits of attendInBands' division
        const Scalar inverseHeads = Scalar(1) / static_cast<Scalar>(H);
        out.weightsMean.row(i) *= inverseHeads;
        if (keyStays)
            out.scoresMean(i, key) *= inverseHeads;
    } else {
        out.weightsMean.row(i) /= static_cast<Scalar>(H);
        if (keyStays)
            out.scoresMean(i, key) /= static_cast<Scalar>(H);
    }
    out.rows[static_cast<std::size_t>(i)] = summariseRow(out.weightsMean, mask, i);
    makeFiniteRow(&out.context(i, 0), out.context.cols());
}

/** Head h's part of row i of Q, scaled as attendInBands scales its queries. */
void scaledQuery(const Matrix &Q, Eigen::Index i, int h, Eigen::Index dk, float *q)
{
    const Scalar queryScale = Scalar(1) / std::sqrt(Scalar(dk));
    for (Eigen::Index d = 0; d < dk; ++d)
        q[d] = Q(i, h * dk + d) * queryScale;
}

/** A row of a head once the key's score changed: the other weights divided by divisor, the key's
 *  weight now `weight`. */
struct Rescaled
{
    double divisor = 1, weight = 0;
};

/** The row after t = exp((s_new - s_old) / T) at key; nothing where that would not be exact. */
std::optional<Rescaled> rescaled(const RowNow &row, Eigen::Index key, double t)
{
    const double a = row.weight(key);
    if (!std::isfinite(t) || (a < kSmallestKnownWeight && t > 1))
        return std::nullopt;
    const double rest = a > 0.5 ? row.sumExcept(key) : 1 - a; // 1 - a would be a difference of near equals
    const double divisor = rest + a * t;
    if (!std::isfinite(divisor) || !(row.scale() / divisor <= kMostGrowth))
        return std::nullopt;
    return Rescaled{divisor, a * t / divisor};
}

/**
 * What a keystroke of either kind does to every row, on both cores: each head's part by
 * rescaleHead(i, h, q, weightsNow), q the row's scaled query of that head and weightsNow room for
 * nk floats, which writes next's row and the head's context and returns the key's new score (NaN
 * where the row cannot be rescaled exactly); then the row's means, summary and finite context.
 * On Done, out.headsWhileTyping is next.
 */
template <typename RescaleHead>
Renormalised rescaleRows(MultiHeadOutputs &out, std::shared_ptr<HeadsWhileTyping> next, Eigen::Index key, const Matrix &earlierScoresMean,
                         const Mask &mask, const std::function<bool()> &stillWanted, RescaleHead rescaleHead)
{
    const auto H = static_cast<int>(next->weights->size());
    const Eigen::Index nq = out.Q.rows(), nk = out.K.rows(), dk = out.Q.cols() / H;
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
            float keyScores = 0;
            for (int h = 0; h < H; ++h) {
                scaledQuery(out.Q, i, h, dk, q.data());
                const double newScore = rescaleHead(i, h, q.data(), weightsNow.data());
                if (!std::isfinite(newScore)) {
                    notHere = true;
                    return;
                }
                factors[static_cast<std::size_t>(h)] = static_cast<float>(next->scale[RowNow::scaleAt(*next, h, i)]);
                keyScores += static_cast<float>(newScore);
            }
            finishRow(out, *next, i, factors.data(), key, keyScores, earlierScoresMean, mask);
        }
    });
    if (givenUp)
        return Renormalised::GivenUp;
    if (notHere)
        return Renormalised::NotHere;
    out.headsWhileTyping = std::move(next);
    return Renormalised::Done;
}

} // namespace

std::shared_ptr<const HeadsWhileTyping> startTyping(std::vector<Matrix> headWeights, std::vector<double> logNormalisers, int keystrokes,
                                                    std::shared_ptr<const Matrix> prefixContext, Eigen::Index prefixKeys)
{
    auto typing = std::make_shared<HeadsWhileTyping>();
    typing->keystrokes = keystrokes;
    typing->prefixContext = std::move(prefixContext);
    typing->prefixKeys = typing->prefixContext ? prefixKeys : 0;
    const std::size_t cells = headWeights.size() * static_cast<std::size_t>(headWeights.empty() ? 0 : headWeights.front().rows());
    typing->keys = typing->keptKeys = headWeights.empty() ? 0 : headWeights.front().cols();
    typing->scale.assign(cells, 1.0);
    typing->weights = std::make_shared<const std::vector<Matrix>>(std::move(headWeights));
    typing->logNormalisers = std::make_shared<const std::vector<double>>(std::move(logNormalisers));
    return typing;
}

Eigen::Index leastKeptKeys()
{
    // Weighing a key from the kept heads spares its score and its share of the context, but costs
    // each row of each head a fixed part too (the kept row read from memory, two logarithms and
    // exponentials): it pays from fewer keys where the products are slower. `bench_core
    // sourceMiddleWord`: 2048 tokens (1024 kept keys), medians of 3, alternating binaries,
    // 77.0-84.8 -> 69.4-75.0 ms with AVX2 (4 rounds), 52.3-56.3 -> 49.3-53.9 with AVX-512 (faster
    // in 6 of 7). 512 tokens (256 kept), the fastest of 7, alternating binaries (Zen 5), scored
    // -> weighed: AVX2 6.34-7.55 -> 5.78-7.47 ms, faster in 5 of 6 rounds (`bench_window --kernel
    // avx2 --middle-word 512`: p50 lower in 6 of 8 rounds, by 0.1-1.4 ms, once 4); AVX-512
    // 4.54-5.60 -> 4.66-5.62, faster in 1 of 5.
    return bestInstructionSet() == InstructionSet::Avx512 ? 512 : 256;
}

Eigen::Index keysKeptInPlace(const HeadsWhileTyping &typing, const KnownRows &known, int H, Eigen::Index queries)
{
    if (!known.K || !known.scoresMean || known.scoresMean->rows() != queries || known.scoresMean->cols() != known.K->rows()
        || !takesAKeystroke(typing, H, queries, known.K->rows()))
        return 0;
    Eigen::Index stay = 0;
    const auto keys = static_cast<Eigen::Index>(known.earlierKeyRow.size());
    while (stay < keys && known.earlierKeyRow[static_cast<std::size_t>(stay)] == stay)
        ++stay;
    const Eigen::Index kept = std::min(stay, typing.keptKeys) / kPanelWidth * kPanelWidth;
    return kept >= leastKeptKeys() && kept < keys && earlierKeysAndRowsStay(known, kept, queries) ? kept : 0;
}

double rowWeightsNow(const HeadsWhileTyping &typing, int h, Eigen::Index i, Eigen::Index keys, float *into, double *sum)
{
    const RowNow row(typing, h, i);
    *sum = scaleRowSumming(row.kept(), static_cast<float>(row.scale()), into, std::min(keys, typing.keptKeys));
    for (std::size_t o = 0; o < typing.ownKeys.size(); ++o) {
        const Eigen::Index key = typing.ownKeys[o];
        if (key < keys) {
            const auto own = static_cast<float>(row.own(o));
            *sum += double(own) - (key < typing.keptKeys ? double(into[key]) : 0.0); // a kept key's weight is replaced
            into[key] = own;
        }
    }
    const std::size_t at = RowNow::scaleAt(typing, h, i);
    return (*typing.logNormalisers)[at] - std::log(typing.scale[at]);
}

void prefetchRowNow(const HeadsWhileTyping &typing, int h, Eigen::Index i, Eigen::Index keys)
{
    askTheCacheFor(RowNow(typing, h, i).kept(), std::min(keys, typing.keptKeys));
}

bool knowsPrefixContext(const HeadsWhileTyping &typing, Eigen::Index keys)
{
    return typing.prefixContext && keys > 0 && typing.prefixKeys == keys && keys <= typing.keptKeys
           && std::all_of(typing.ownKeys.begin(), typing.ownKeys.end(), [keys](Eigen::Index own) { return own >= keys; });
}

void prefixContextNow(const HeadsWhileTyping &typing, int h, Eigen::Index i, double factor, float *into)
{
    const Matrix &context = *typing.prefixContext;
    const Eigen::Index dk = context.cols() / static_cast<Eigen::Index>(typing.weights->size());
    const double by = factor * typing.scale[RowNow::scaleAt(typing, h, i)];
    const Scalar *from = &context(i, h * dk);
    for (Eigen::Index d = 0; d < dk; ++d)
        into[d] = static_cast<float>(double(from[d]) * by);
}

Renormalised renormaliseRows(MultiHeadOutputs &out, const HeadsWhileTyping &typing, const ChangedKey &change,
                             const Matrix &earlierScoresMean, int H, const Mask &mask, double temperature,
                             const std::function<bool()> &stillWanted)
{
    const std::vector<Matrix> &weights = *typing.weights;
    const Eigen::Index nq = out.Q.rows(), nk = out.K.rows(), E = out.Q.cols(), dk = E / H;
    const Eigen::Index key = change.key;
    bool fits =
        takesAKeystroke(typing, H, nq, nk) && (ownIndex(typing, key) >= 0 || typing.ownKeys.size() < mostOwnKeys(weights.front().cols()))
        && earlierScoresMean.rows() == nq && earlierScoresMean.cols() == nk && static_cast<Eigen::Index>(change.adjustable.size()) == nq;
    for (std::size_t i = 0; fits && i < change.adjustable.size(); ++i)
        fits = change.adjustable[i];
    if (!fits)
        return Renormalised::NotHere;

    const double inverseTemperature = 1.0 / temperature;
    const Step step = nextState(typing, key, nk);
    return rescaleRows(
        out, step.next, key, earlierScoresMean, mask, stillWanted, [&](Eigen::Index i, int h, const float *q, float *weightsNow) {
            const RowNow now(typing, h, i);
            const double newScore = scoreInDouble(q, &out.K(key, h * dk), dk);
            const double a = now.weight(key);
            const double t = std::exp((newScore - scoreInDouble(q, change.earlierKey.data() + h * dk, dk)) * inverseTemperature);
            const bool keyClosed = mask.size() != 0 && mask(i, key);
            const auto row = keyClosed ? Rescaled{1, a} : rescaled(now, key, t);
            if (!row)
                return std::numeric_limits<double>::quiet_NaN();
            const auto [divisor, weight] = *row;
            rescaleRow(typing, step, h, i, key, divisor, weight);
            if (a <= 0.5)
                adjustContext(change, i, h, dk, static_cast<float>(a), static_cast<float>(1 / divisor), static_cast<float>(weight),
                              &out.V(key, h * dk), &out.context(i, h * dk));
            else
                sumContext(out, *step.next, h, i, weightsNow);
            return newScore;
        });
}

Renormalised addKeyToRows(MultiHeadOutputs &out, const HeadsWhileTyping &typing, const KnownRows &known, int H, const Mask &mask,
                          double temperature, const std::function<bool()> &stillWanted)
{
    const std::vector<Matrix> &weights = *typing.weights;
    const Eigen::Index nq = out.Q.rows(), nk = out.K.rows(), E = out.Q.cols(), dk = E / H;
    const Eigen::Index key = nk - 1; // the new one
    bool fits = takesAKeystroke(typing, H, nq, key) && typing.logNormalisers && typing.logNormalisers->size() == typing.scale.size()
                && typing.ownKeys.size() < mostOwnKeys(weights.front().cols()) && known.scoresMean && known.scoresMean->rows() == nq
                && known.scoresMean->cols() == key && known.context && known.context->rows() == nq && known.context->cols() == E
                && static_cast<Eigen::Index>(known.earlierKeyRow.size()) == nk && known.earlierKeyRow.back() < 0
                && earlierKeysAndRowsStay(known, key, nq);
    if (!fits)
        return Renormalised::NotHere;

    const double inverseTemperature = 1.0 / temperature;
    const Step step = nextState(typing, key, nk);
    return rescaleRows(out, step.next, key, *known.scoresMean, mask, stillWanted, [&](Eigen::Index i, int h, const float *q, float *) {
        const std::size_t at = RowNow::scaleAt(typing, h, i);
        const double newScore = scoreInDouble(q, &out.K(key, h * dk), dk);
        // The new key's weight over the earlier keys' sum: the normaliser now is the kept one over
        // scale (each keystroke since multiplied it by its divisor). NaN where every earlier key
        // was blocked.
        const bool keyClosed = mask.size() != 0 && mask(i, key);
        const double u = keyClosed ? 0.0 : std::exp(newScore * inverseTemperature - (*typing.logNormalisers)[at]) * typing.scale[at];
        if (!std::isfinite(u))
            return std::numeric_limits<double>::quiet_NaN();
        const double divisor = 1 + u;
        rescaleRow(typing, step, h, i, key, divisor, u / divisor);
        const auto shrink = static_cast<float>(1 / divisor), weight = static_cast<float>(u / divisor);
        const float *earlier = &(*known.context)(i, h * dk), *value = &out.V(key, h * dk);
        float *context = &out.context(i, h * dk);
        for (Eigen::Index d = 0; d < dk; ++d)
            context[d] = earlier[d] * shrink + weight * value[d];
        return newScore;
    });
}

Renormalised removeLastKeyFromRows(MultiHeadOutputs &out, const HeadsWhileTyping &typing, const KnownRows &known, int H, const Mask &mask,
                                   const std::function<bool()> &stillWanted)
{
    const Eigen::Index nq = out.Q.rows(), nk = out.K.rows(), E = out.Q.cols(), dk = E / H;
    const Eigen::Index key = nk; // the earlier call's last key, gone
    bool fits = takesAKeystroke(typing, H, nq, nk + 1) && nk >= 1
                && (ownIndex(typing, key) >= 0 || key == typing.keptKeys - 1) // the last key, typed since or kept
                && known.K && known.V && known.K->rows() == nk + 1 && known.V->rows() == nk + 1 && known.scoresMean
                && known.scoresMean->rows() == nq && known.scoresMean->cols() == nk + 1 && known.context && known.context->rows() == nq
                && known.context->cols() == E && static_cast<Eigen::Index>(known.earlierKeyRow.size()) == nk
                && earlierKeysAndRowsStay(known, nk, nq);
    if (!fits)
        return Renormalised::NotHere;

    ChangedKey removed; // its weight goes to 0: the key's part taken out of each context
    removed.key = key;
    removed.earlierKey = known.K->row(key);
    removed.earlierValue = known.V->row(key);
    removed.earlierContext = known.context;
    const Step step = nextState(typing, key, nk);
    return rescaleRows(out, step.next, key, *known.scoresMean, mask, stillWanted,
                       [&](Eigen::Index i, int h, const float *, float *weightsNow) {
                           const RowNow now(typing, h, i);
                           const double a = now.weight(key);
                           const auto row = rescaled(now, key, 0.0); // exp((s_new - s_old) / T) with s_new = -infinity
                           if (!row)
                               return std::numeric_limits<double>::quiet_NaN();
                           const double divisor = row->divisor;
                           rescaleRow(typing, step, h, i, key, divisor, 0.0);
                           if (a <= 0.5)
                               adjustContext(removed, i, h, dk, static_cast<float>(a), static_cast<float>(1 / divisor), 0.0f,
                                             removed.earlierValue.data() + h * dk, &out.context(i, h * dk));
                           else
                               sumContext(out, *step.next, h, i, weightsNow);
                           return 0.0; // no key's score to put in the mean
                       });
}

} // namespace attention
