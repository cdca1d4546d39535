#include "core/pipeline/HeadBands.h"

#include "core/kernels/CacheTraffic.h"
#include "core/kernels/RowBlocks.h"
#include "core/kernels/SoftmaxKernels.h"
#include "core/textbook/Softmax.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <cstring>

namespace attention {

std::shared_ptr<const PackedHeads> withKeyRepacked(const PackedHeads &earlier, const Matrix &K, const Matrix &V, Eigen::Index key)
{
    const auto H = static_cast<Eigen::Index>(earlier.keys.size());
    const Eigen::Index nk = K.rows(), dk = K.cols() / std::max<Eigen::Index>(H, 1);
    const auto made = headsToPack(H, nk, dk);
    forRowBlocks(H, 2 * 4 * double(nk) * double(dk), [&](Eigen::Index begin, Eigen::Index end) {
        for (Eigen::Index h = begin; h < end; ++h) {
            const auto i = static_cast<std::size_t>(h);
            made->keys[i] = earlier.keys[i];
            made->values[i] = earlier.values[i];
            made->keys[i].repackRowOfW(key, &K(key, h * dk));
            made->values[i].repackRowOfB(key, &V(key, h * dk));
        }
    });
    return made;
}

void packKeys(const Matrix &K, Eigen::Index dk, int head, PackedPanels &into)
{
    into.pack(K.data() + head * dk, K.rows(), dk, K.cols());
}

std::shared_ptr<PackedHeads> headsToPack(Eigen::Index heads, Eigen::Index nk, Eigen::Index dk)
{
    auto made = std::make_shared<PackedHeads>();
    made->keys.resize(static_cast<std::size_t>(heads));
    made->values.resize(static_cast<std::size_t>(heads));
    for (std::size_t h = 0; h < made->keys.size(); ++h) {
        made->keys[h].shape(nk, dk);
        made->values[h].shape(dk, nk);
    }
    return made;
}

void packIntoHeads(PackedHeads &heads, PackedPart part, const Matrix &from, Eigen::Index dk, Eigen::Index row, Eigen::Index rows,
                   Eigen::Index column, Eigen::Index columns)
{
    for (Eigen::Index c = column; c < column + columns;) {
        const Eigen::Index h = c / dk, first = c - h * dk, count = std::min(column + columns, (h + 1) * dk) - c;
        const float *head = from.data() + h * dk;
        if (part == PackedPart::Keys)
            heads.keys[static_cast<std::size_t>(h)].packBlockOfW(head, from.cols(), row, rows, first, count);
        else
            heads.values[static_cast<std::size_t>(h)].packBlockOfB(head, from.cols(), row, rows, first, count);
        c += count;
    }
}

void scoresOf(const Matrix &q, Eigen::Index rows, const Matrix &K, int head, const PackedPanels *keys, Eigen::Ref<Matrix> scores,
              Eigen::Index firstKey)
{
    const Eigen::Index dk = q.cols();
    if (keys)
        multiplyPanels(q.data(), dk, rows, keys->view(), firstKey / kPanelWidth, keys->view().panels(), nullptr, scores.data(),
                       scores.outerStride());
    else
        scores.rightCols(K.rows() - firstKey).noalias() =
            q.topRows(rows) * K.block(firstKey, head * dk, K.rows() - firstKey, dk).transpose();
}

namespace {

/** Query rows are worked through in bands at most this tall: each head's packed keys and values
 *  (1 MB at 2048 keys) come from beyond the core's own cache once a band, so taller bands read
 *  them less often, though a band's scores and its rows of the two means (3 x rows x keys floats)
 *  then outgrow that cache. At 2048 keys, 32 rows (768 KB) -> 128 took a 2048-token computation
 *  from 91.2 to 85.8 ms with AVX2 and 55.9 to 52.4 with AVX-512 (medians of 5 alternating
 *  rounds, Xeon with 2 MB of L2 a core; 64 and 96 rows lay between). A whole number of the
 *  kernel's tiles (at 2048 keys, 32 rows were five tiles of 6 and one of 2 that loaded the keys
 *  for 2 rows: 5 % of the time). */
Eigen::Index bandRows(Eigen::Index keys)
{
    const Eigen::Index tile = panelTileRows();
    const Eigen::Index rows = std::clamp<Eigen::Index>(262144 / std::max<Eigen::Index>(keys, 1), 16, 128);
    return std::max(tile, rows / tile * tile);
}

/** The height of the bands that share rows rows out evenly, none taller than tallest (itself
 *  whole tiles): 256 rows in bands of 126 left a band of 4 rows that read every head's keys and
 *  values for 4 rows. No rows (a lesson computed again keeps every row): tallest. */
Eigen::Index evenBandRows(Eigen::Index rows, Eigen::Index tallest)
{
    if (rows <= 0)
        return tallest;
    const Eigen::Index tile = panelTileRows();
    const Eigen::Index bands = (rows + tallest - 1) / tallest;
    const Eigen::Index even = (rows + bands - 1) / bands;
    return std::min(tallest, (even + tile - 1) / tile * tile);
}

/**
 * Row i of head h from its scores of keys kept.keys.. (in row, nk floats): the weights on the
 * earlier keys are kept's, times the factor that makes the row sum to 1 with the new keys'
 * (their mass, exp(log-normaliser) x their sum, enters the softmax of the rest as a prior), and
 * go where the softmax puts its own: the row, the weights' sum, the kept copy; the factor into
 * `factorOut`. False where that would not be exact (the caller then computes the row in full).
 */
bool weighFromKeptKeys(const KeptKeys &kept, int h, Eigen::Index i, Eigen::Index next, float *row, Eigen::Index nk, const bool *closed,
                       float inverseTemperature, float *scoresSum, float *weightsSum, Sums sums, double *logNormaliser, float *copy,
                       double *factorOut)
{
    const Eigen::Index keys = kept.keys;
    double mass = 0;
    const double earlierLog = kept.weightsOf(h, i, row, &mass);
    if (next >= 0) // read while this row's softmax computes
        kept.prefetch(h, next);
    const double prior = mass > 0 ? earlierLog + std::log(mass) : -HUGE_VAL;
    double logNow = 0;
    if (!std::isfinite(earlierLog)
        || !softmaxRowAccumulating(row + keys, nk - keys, closed ? closed + keys : nullptr, inverseTemperature, scoresSum + keys,
                                   weightsSum + keys, sums, &logNow, copy ? copy + keys : nullptr, prior))
        return false;
    const double factor = std::exp(earlierLog - logNow);
    if (!(factor <= KeptKeys::kMostGrowth))
        return false;
    weighRowAccumulating(row, keys, static_cast<float>(factor), weightsSum, sums, copy);
    if (logNormaliser)
        *logNormaliser = logNow;
    *factorOut = factor;
    return true;
}

/** Head h's values from key `from` on (or up to it, with Before), as the panel kernel reads them. */
enum class Keys { Before, From };
PanelView valuesOf(const PackedHeads &packed, int h, Keys part, Eigen::Index from)
{
    PanelView values = packed.values[static_cast<std::size_t>(h)].view();
    if (part == Keys::From) {
        values.data += from * values.rowStride;
        values.depth -= from;
    } else {
        values.depth = from;
    }
    return values;
}

/** Row `row` (nk scores) of one head becomes its weights, added to the sums of the band's row (or
 *  starting them), with its log-normaliser and its kept copy where asked for: through the
 *  softmax kernel, else the exact way. */
void weighRow(float *row, Eigen::Index nk, const bool *closed, double temperature, float inverseTemperature, float *scoresSum,
              float *weightsSum, Sums sums, double *logNormaliser, float *copy)
{
    if (softmaxRowAccumulating(row, nk, closed, inverseTemperature, scoresSum, weightsSum, sums, logNormaliser, copy))
        return;
    const Eigen::Map<const RowVector> weights(row, nk);
    const auto addTo = [&weights, sums](float *sum) {
        Eigen::Map<RowVector> into(sum, weights.size());
        if (sums == Sums::Start)
            into = weights;
        else
            into += weights;
    };
    makeFiniteRow(row, nk);
    addTo(scoresSum);
    softmaxRow(row, nk, closed, temperature, logNormaliser);
    addTo(weightsSum);
    if (copy)
        copyPastTheCache(row, copy, nk);
}

/** Each row's mask in a band, or null where it blocks no key (the usual lesson's mask, all open,
 *  is then read once a band, not once a head, and the softmax skips its lanes). */
void closedKeysOf(const Mask &mask, const std::vector<Eigen::Index> *todo, Eigen::Index first, Eigen::Index rows, Eigen::Index nk,
                  std::vector<const bool *> &closedOf)
{
    for (Eigen::Index r = 0; r < rows; ++r) {
        const Eigen::Index i = todo ? (*todo)[static_cast<std::size_t>(first + r)] : first + r;
        const bool *row = mask.size() != 0 ? &mask(i, 0) : nullptr; // memchr: Eigen's any() went a byte at a time
        closedOf[static_cast<std::size_t>(r)] = row && std::memchr(row, true, static_cast<std::size_t>(nk)) ? row : nullptr;
    }
}

/** Every head's keys of K (and values of V, when given) packed for the panel kernel, heads
 *  shared out among the cores. */
std::shared_ptr<PackedHeads> packHeads(const Matrix &K, const Matrix *V, int H, Eigen::Index dk)
{
    const Eigen::Index nk = K.rows();
    const auto made = headsToPack(H, nk, dk);
    // A copied float costs about 40 multiply-adds' time here (measured: 0.36 ms for 512 keys).
    forRowBlocks(H, (V ? 2 : 1) * 40 * double(nk) * double(dk), [&](Eigen::Index begin, Eigen::Index end) {
        for (Eigen::Index h = begin; h < end; ++h) {
            packIntoHeads(*made, PackedPart::Keys, K, dk, 0, nk, h * dk, dk);
            if (V)
                packIntoHeads(*made, PackedPart::Values, *V, dk, 0, nk, h * dk, dk);
        }
    });
    return made;
}

/** A query row's multiply-adds in every head's scores and context, as forRowBlocks() weighs it. */
double bandWorkPerRow(int heads, Eigen::Index nk, Eigen::Index dk)
{
    return double(heads) * double(nk) * double(dk) * 2;
}

} // namespace

bool bandsShared(Eigen::Index rows, int heads, Eigen::Index nk, Eigen::Index dk)
{
    return sharedWithHelpers(rows, bandWorkPerRow(heads, nk, dk));
}

bool attendInBands(MultiHeadOutputs &out, const std::vector<Eigen::Index> &todo, int H, const Mask &mask, double temperature,
                   const std::function<bool()> &stillWanted, const ChangedKey *changedKey, KeptKeys *keptKeys)
{
    const Eigen::Index E = out.Q.cols();
    const Eigen::Index dk = E / H;
    const Eigen::Index nk = out.K.rows();
    const auto todoCount = static_cast<Eigen::Index>(todo.size());
    const bool keepHeads = !out.headWeights.empty();
    double *logNormalisers = out.headLogNormalisers.empty() ? nullptr : out.headLogNormalisers.data();
    const Scalar scale = Scalar(1) / std::sqrt(Scalar(dk)); // applied to Q first, as headScores() does
    const auto inverseTemperature = static_cast<float>(1.0 / temperature);
    const auto givenUp = [&stillWanted] { return stillWanted && !stillWanted(); };
    std::atomic<bool> abandoned{false};
    const bool kernel = panelKernelAvailable();
    const Eigen::Index firstScored = keptKeys ? keptKeys->keys : 0; // the keys whose scores are computed begin here
    if (kernel && !out.packedHeads && !todo.empty()) // each head's K_h^T and V_h, packed once for every band
        out.packedHeads = packHeads(out.K, &out.V, H, dk);
    const PackedHeads *packed = kernel ? out.packedHeads.get() : nullptr;
    // Each band of query rows goes through every head while its rows of the means stay in the
    // cache: scores, softmax and context of a row depend on that row alone, so bands run side
    // by side and never write the same row.
    // Blocks of whole bands where there are many (at 2048 tokens blocks of 256 rows each ended in
    // a band of 16), else of whole tiles.
    const Eigen::Index bandHeight = bandRows(nk);
    const Eigen::Index grain = todoCount >= 64 * bandHeight ? bandHeight : panelTileRows();
    forRowBlocks(
        todoCount, bandWorkPerRow(H, nk, dk),
        [&](Eigen::Index begin, Eigen::Index end) {
            Matrix band(bandHeight, nk), q(bandHeight, dk), context(bandHeight, dk);
            // With keptKeys: each row's factor on its kept weights, and its context on those keys.
            std::vector<double> keptFactors(static_cast<std::size_t>(keptKeys ? bandHeight : 0));
            Matrix keptContext(keptKeys ? bandHeight : 0, dk);
            std::vector<float> changedScores(static_cast<std::size_t>(changedKey ? bandHeight : 0));
            std::vector<Eigen::Index> summed; // rows of the band whose context is summed, with changedKey
            std::vector<const bool *> closedOf(static_cast<std::size_t>(bandHeight));
            // The band's sums over heads, kept here while the heads add to them and then stored past
            // the cache into the means: summed in the means' own rows, each of those rows was first
            // read from memory (32 MB of them at 2048 tokens). `bench_core multiHeadLiveMeans` at 2048
            // tokens, medians of 3, alternating binaries: 101-104 -> 98.7-103 ms with AVX2 (faster in
            // each of 5 rounds), 63.1-65.7 -> 63.0-63.9 with AVX-512 (4 rounds); 8 to 512 tokens alike.
            Matrix scoresSums(bandHeight, nk), weightsSums(bandHeight, nk);
            const Eigen::Index height = evenBandRows(end - begin, bandHeight);
            for (Eigen::Index k = begin; k < end && !abandoned; k += height) {
                const Eigen::Index rows = std::min(height, end - k);
                const Eigen::Index first = todo[static_cast<std::size_t>(k)];
                // Consecutive rows (a whole lesson) get their context in place; scattered ones through
                // the band's buffer.
                const bool consecutive = todo[static_cast<std::size_t>(k + rows - 1)] - first == rows - 1;
                const auto sumsOfRow = [&](Eigen::Index r, auto &&change) {
                    change(scoresSums.row(r).segment(firstScored, nk - firstScored));
                    change(weightsSums.row(r));
                };
                closedKeysOf(mask, &todo, k, rows, nk, closedOf);
                for (int h = 0; h < H; ++h) {
                    if (abandoned || givenUp()) {
                        abandoned = true;
                        return;
                    }
                    Matrix *kept = keepHeads ? &out.headWeights[static_cast<std::size_t>(h)] : nullptr;
                    for (Eigen::Index r = 0; r < rows; ++r)
                        q.row(r) = out.Q.block(todo[static_cast<std::size_t>(k + r)], h * dk, 1, dk) * scale;
                    auto scores = band.topRows(rows);
                    scoresOf(q, rows, out.K, h, packed ? &packed->keys[static_cast<std::size_t>(h)] : nullptr, scores, firstScored);
                    if (changedKey)
                        for (Eigen::Index r = 0; r < rows; ++r)
                            changedScores[static_cast<std::size_t>(r)] = scores(r, changedKey->key);
                    for (Eigen::Index r = 0; r < rows; ++r) {
                        const Eigen::Index i = todo[static_cast<std::size_t>(k + r)];
                        auto row = scores.row(r);
                        const bool *closed = closedOf[static_cast<std::size_t>(r)];
                        double *logNormaliser = logNormalisers ? logNormalisers + h * out.Q.rows() + i : nullptr;
                        // Kept weights go out past the cache: written in place, their rows were read
                        // from memory first (128 MB of every head at 2048 tokens; with AVX2 the
                        // fastest run of a round fell by a median 4 % in 14 of 18 alternating rounds).
                        // Stored by the softmax as it makes them, not copied after it: 2048 tokens
                        // 2-3 % faster with either kernel family.
                        float *keptRow = kept ? &(*kept)(i, 0) : nullptr;
                        if (keptKeys) {
                            const Eigen::Index next = r + 1 < rows ? todo[static_cast<std::size_t>(k + r + 1)] : -1;
                            if (!weighFromKeptKeys(*keptKeys, h, i, next, row.data(), nk, closed, inverseTemperature, &scoresSums(r, 0),
                                                   &weightsSums(r, 0), h == 0 ? Sums::Start : Sums::Add, logNormaliser, keptRow,
                                                   &keptFactors[static_cast<std::size_t>(r)])) {
                                keptKeys->exact = false;
                                abandoned = true;
                                return;
                            }
                        } else {
                            weighRow(row.data(), nk, closed, temperature, inverseTemperature, &scoresSums(r, 0), &weightsSums(r, 0),
                                     h == 0 ? Sums::Start : Sums::Add, logNormaliser, keptRow);
                        }
                    }
                    if (changedKey) {
                        summed.clear();
                        for (Eigen::Index r = 0; r < rows; ++r) {
                            const Eigen::Index i = todo[static_cast<std::size_t>(k + r)];
                            if (r + 1 < rows)
                                prefetchEarlierContext(*changedKey, todo[static_cast<std::size_t>(k + r + 1)], h, dk);
                            if (!adjustContextRow(*changedKey, i, h, dk, &scores(r, 0), changedScores[static_cast<std::size_t>(r)],
                                                  &q(r, 0), &out.V(changedKey->key, h * dk), inverseTemperature, &out.context(i, h * dk)))
                                summed.push_back(r);
                        }
                        for (const Eigen::Index r : summed) {
                            const Eigen::Index i = todo[static_cast<std::size_t>(k + r)];
                            if (kernel) {
                                const PanelView headValues = packed->values[static_cast<std::size_t>(h)].view();
                                multiplyPanels(&scores(r, 0), nk, 1, headValues, 0, headValues.panels(), nullptr, &out.context(i, h * dk),
                                               E);
                            } else {
                                out.context.block(i, h * dk, 1, dk).noalias() = scores.row(r) * out.V.middleCols(h * dk, dk);
                            }
                        }
                        continue;
                    }
                    // With keptKeys the context of the kept keys is summed apart (or known from the
                    // earlier call: the kept weights times one factor), then added.
                    const bool direct = kernel && consecutive; // the context lands where it belongs
                    if (kernel) {
                        const PanelView headValues = valuesOf(*packed, h, Keys::From, firstScored);
                        multiplyPanels(scores.data() + firstScored, nk, rows, headValues, 0, headValues.panels(), nullptr,
                                       direct ? &out.context(first, h * dk) : context.data(), direct ? E : dk);
                    } else {
                        context.topRows(rows).noalias() =
                            scores.rightCols(nk - firstScored) * out.V.block(firstScored, h * dk, nk - firstScored, dk);
                    }
                    if (!direct)
                        for (Eigen::Index r = 0; r < rows; ++r)
                            out.context.block(todo[static_cast<std::size_t>(k + r)], h * dk, 1, dk) = context.row(r);
                    if (keptKeys) {
                        if (keptKeys->earlierPrefixContext) {
                            for (Eigen::Index r = 0; r < rows; ++r)
                                keptKeys->earlierPrefixContext(h, todo[static_cast<std::size_t>(k + r)],
                                                               keptFactors[static_cast<std::size_t>(r)], &keptContext(r, 0));
                        } else if (kernel) {
                            const PanelView keptValues = valuesOf(*packed, h, Keys::Before, firstScored);
                            multiplyPanels(scores.data(), nk, rows, keptValues, 0, keptValues.panels(), nullptr, keptContext.data(), dk);
                        } else {
                            keptContext.topRows(rows).noalias() = scores.leftCols(firstScored) * out.V.block(0, h * dk, firstScored, dk);
                        }
                        for (Eigen::Index r = 0; r < rows; ++r) {
                            const Eigen::Index i = todo[static_cast<std::size_t>(k + r)];
                            out.context.block(i, h * dk, 1, dk) += keptContext.row(r);
                            if (keptKeys->prefixContext)
                                keptKeys->prefixContext->block(i, h * dk, 1, dk) = keptContext.row(r);
                        }
                    }
                }
                // Summarised now, in the cache: after every band, the 16 MB of means of 2048 tokens came
                // back from memory for it (perf: the summaries' share of a source keystroke 3.2 -> 2.6 %).
                // The contexts made finite here too: a pass over all of them after the bands took 0.4 ms
                // at 2048 tokens, on one core.
                for (Eigen::Index r = 0; r < rows; ++r) {
                    const Eigen::Index i = todo[static_cast<std::size_t>(k + r)];
                    // Sums over heads become means a row at a time, the row then in the first-level
                    // cache for its summary and copies (scaled a band at a time, 2 MB at 2048 keys, it
                    // came back from the second level: this step's CPU time 3.4-3.7 -> 3.2-3.3 ms at
                    // 2048 tokens, AVX2, 3 alternating rounds on the Zen 4 of docs/benchmarks.md). Times 1/H where H
                    // is a power of two, the very bits of the division: this file's division, four
                    // lanes at a time, was 0.85 % of a 2048-token computation with the AVX2 kernels
                    // (perf), the multiplication a fraction of it.
                    if ((H & (H - 1)) == 0)
                        sumsOfRow(r, [H](auto &&sums) { sums *= Scalar(1) / static_cast<Scalar>(H); });
                    else
                        sumsOfRow(r, [H](auto &&sums) { sums /= static_cast<Scalar>(H); });
                    out.rows[static_cast<std::size_t>(i)] = summariseRow(&weightsSums(r, 0), nk, closedOf[static_cast<std::size_t>(r)]);
                    if (keptKeys)
                        copyPastTheCache(&(*keptKeys->earlierScoresMean)(i, 0), &out.scoresMean(i, 0), firstScored);
                    copyPastTheCache(&scoresSums(r, firstScored), &out.scoresMean(i, firstScored), nk - firstScored);
                    copyPastTheCache(&weightsSums(r, 0), &out.weightsMean(i, 0), nk);
                    makeFiniteRow(&out.context(i, 0), E);
                }
            }
            finishCopiesPastTheCache(); // the means, and the kept heads' weights
        },
        grain);
    return !abandoned;
}

bool weighHeadsInBands(const Matrix &Q, const Matrix &K, const PackedHeads *packed, int H, const Mask &mask, double temperature,
                       const std::function<bool()> &stillWanted, std::vector<Matrix> &weights, std::vector<double> &logNormalisers)
{
    const Eigen::Index nq = Q.rows(), nk = K.rows(), dk = Q.cols() / H;
    weights.clear();
    for (int h = 0; h < H; ++h)
        weights.emplace_back(nq, nk); // uninitialised: every row is written below
    logNormalisers.assign(static_cast<std::size_t>(H * nq), 0.0);
    const Scalar scale = Scalar(1) / std::sqrt(Scalar(dk)); // as attendInBands() scales Q
    const auto inverseTemperature = static_cast<float>(1.0 / temperature);
    std::atomic<bool> abandoned{false};
    const bool kernel = panelKernelAvailable();
    std::shared_ptr<PackedHeads> packedHere; // the keys, where the result kept no packing of them
    if (kernel && !packed) {
        packedHere = packHeads(K, nullptr, H, dk);
        packed = packedHere.get();
    }
    const Eigen::Index bandHeight = bandRows(nk);
    forRowBlocks(
        nq, bandWorkPerRow(H, nk, dk) / 2,
        [&](Eigen::Index begin, Eigen::Index end) {
            Matrix band(bandHeight, nk), q(bandHeight, dk);
            RowVector scoresSum(nk), weightsSum(nk); // the softmax's sums, not wanted here
            std::vector<const bool *> closedOf(static_cast<std::size_t>(bandHeight));
            const Eigen::Index height = evenBandRows(end - begin, bandHeight);
            for (Eigen::Index k = begin; k < end; k += height) {
                const Eigen::Index rows = std::min(height, end - k);
                closedKeysOf(mask, nullptr, k, rows, nk, closedOf);
                for (int h = 0; h < H; ++h) {
                    if (abandoned || (stillWanted && !stillWanted())) {
                        abandoned = true;
                        return;
                    }
                    q.topRows(rows) = Q.block(k, h * dk, rows, dk) * scale;
                    auto scores = band.topRows(rows);
                    scoresOf(q, rows, K, h, kernel ? &packed->keys[static_cast<std::size_t>(h)] : nullptr, scores);
                    for (Eigen::Index r = 0; r < rows; ++r)
                        weighRow(&scores(r, 0), nk, closedOf[static_cast<std::size_t>(r)], temperature, inverseTemperature,
                                 scoresSum.data(), weightsSum.data(), Sums::Start,
                                 &logNormalisers[static_cast<std::size_t>(h * nq + k + r)],
                                 &weights[static_cast<std::size_t>(h)](k + r, 0));
                }
            }
            finishCopiesPastTheCache();
        },
        panelTileRows());
    return !abandoned;
}

} // namespace attention
