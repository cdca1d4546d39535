#include "core/pipeline/MultiHeadAttention.h"

#include "core/kernels/SoftmaxKernels.h"
#include "core/pipeline/Budget.h"
#include "core/pipeline/HeadBands.h"
#include "core/pipeline/KeysByParts.h"
#include "core/pipeline/KnownRows.h"
#include "core/pipeline/MultiHeadProjections.h"
#include "core/pipeline/SoftmaxRescaling.h"
#include "core/textbook/Attention.h"
#include "core/textbook/Softmax.h"

#include <cmath>
#include <string>

namespace attention {

namespace {

/** Head h's scores for count query rows from first: the queries scaled first, then the same
 *  product as multiHeadAttention, so that the numbers are the very ones it computes. */
Matrix scoresOfRows(const Matrix &Q, const Matrix &K, int numHeads, int head, Eigen::Index first, Eigen::Index count)
{
    const Eigen::Index dk = Q.cols() / numHeads;
    const Matrix q = Q.block(first, head * dk, count, dk) * (Scalar(1) / std::sqrt(Scalar(dk)));
    Matrix scores(count, K.rows());
    PackedPanels keys;
    const bool kernel = panelKernelAvailable();
    if (kernel)
        packKeys(K, dk, head, keys);
    scoresOf(q, count, K, head, kernel ? &keys : nullptr, scores);
    return scores;
}

/**
 * attendInBands(), or, while keys are typed alone (typing): where one key changed in place or one
 * was added at the end, the rows rescaled from the heads an earlier call kept; where the keys
 * moved from some key on (a word typed or erased in the middle), the earlier keys weighed from
 * those heads and only the later ones scored; else attended in full. Every head is kept for the
 * next keystroke where the budget allows. False once stillWanted says no.
 */
bool attend(MultiHeadOutputs &out, const std::vector<Eigen::Index> &todo, int H, const Mask &mask, double temperature,
            const std::function<bool()> &stillWanted, const KnownRows *known, const std::optional<ChangedKey> &changedKey, bool typing)
{
    const Eigen::Index nq = out.Q.rows(), nk = out.K.rows(), E = out.Q.cols();
    if (typing && known && known->headsWhileTyping && known->scoresMean) {
        const HeadsWhileTyping &heads = *known->headsWhileTyping;
        const Renormalised rescaled = changedKey
                                          ? renormaliseRows(out, heads, *changedKey, *known->scoresMean, H, mask, temperature, stillWanted)
                                      : nk > known->K->rows() ? addKeyToRows(out, heads, *known, H, mask, temperature, stillWanted)
                                                              : removeLastKeyFromRows(out, heads, *known, H, mask, stillWanted);
        if (rescaled != Renormalised::NotHere)
            return rescaled == Renormalised::Done;
    }
    Cost kept = multiHeadCost(double(nq), double(nk), double(E), H, HeadWeights::Keep);
    if (known && known->headsWhileTyping) // the earlier heads live on with the result on show
        kept.bytes += double(H) * double(nq) * double(nk) * sizeof(float);
    kept.bytes += double(nq) * double(E) * sizeof(float); // the context of the keys before a middle word
    const bool keepForTyping = typing && fitsTheBudget(kept);
    for (int h = 0; keepForTyping && h < H; ++h)
        out.headWeights.emplace_back(nq, nk);
    if (keepForTyping)
        out.headLogNormalisers.resize(static_cast<std::size_t>(H * nq));
    // Keys before a word typed or erased in the middle weighed from the kept heads, not scored
    // (where there are leastKeptKeys() of them or more: keysKeptInPlace()).
    KeptKeys keptKeys;
    const HeadsWhileTyping *typed = typing && known && !changedKey ? known->headsWhileTyping.get() : nullptr;
    keptKeys.keys = typed && softmaxKernelsAvailable() ? keysKeptInPlace(*typed, *known, H, nq) : 0;
    if (keptKeys.keys > 0) {
        keptKeys.earlierScoresMean = known->scoresMean;
        keptKeys.weightsOf = [typed, keys = keptKeys.keys](int h, Eigen::Index i, float *into, double *sum) {
            return rowWeightsNow(*typed, h, i, keys, into, sum);
        };
        keptKeys.prefetch = [typed, keys = keptKeys.keys](int h, Eigen::Index i) { prefetchRowNow(*typed, h, i, keys); };
        if (knowsPrefixContext(*typed, keptKeys.keys))
            keptKeys.earlierPrefixContext = [typed](int h, Eigen::Index i, double factor, float *into) {
                prefixContextNow(*typed, h, i, factor, into);
            };
    }
    const bool fromKept = keptKeys.keys > 0; // typing attends every row
    std::shared_ptr<Matrix> prefixContext;
    if (fromKept && keepForTyping) {
        prefixContext = std::make_shared<Matrix>(nq, E);
        keptKeys.prefixContext = prefixContext.get();
    }
    if (!attendInBands(out, todo, H, mask, temperature, stillWanted, changedKey ? &*changedKey : nullptr, fromKept ? &keptKeys : nullptr)
        && (!fromKept || keptKeys.exact || !attendInBands(out, todo, H, mask, temperature, stillWanted)))
        return false;
    if (keepForTyping) {
        // Weighed from kept heads, the weights carry their rounding on: the keystroke counts.
        const bool weighed = fromKept && keptKeys.exact;
        const int keystrokes = weighed ? typed->keystrokes + 1 : 0;
        out.headsWhileTyping = startTyping(std::move(out.headWeights), std::move(out.headLogNormalisers), keystrokes,
                                           weighed ? std::move(prefixContext) : nullptr, keptKeys.keys);
        out.headWeights.clear();
        out.headLogNormalisers.clear();
    }
    return true;
}

} // namespace

Matrix headScores(const Matrix &Q, const Matrix &K, int numHeads, int head)
{
    return scoresOfRows(Q, K, numHeads, head, 0, Q.rows());
}

RowVector headWeightsRow(const Matrix &Q, const Matrix &K, int numHeads, int head, Eigen::Index row, const Mask &mask, double temperature)
{
    RowVector weights = scoresOfRows(Q, K, numHeads, head, row, 1).row(0);
    makeFiniteRow(weights.data(), weights.size());
    softmaxRow(weights.data(), weights.size(), mask.size() != 0 ? &mask(row, 0) : nullptr, temperature);
    return weights;
}

Matrix outputOfContext(const MultiHeadParameters &parameters, const Matrix &context)
{
    Matrix output;
    project(parameters, {{&context, 3, &output}});
    makeFinite(output);
    return output;
}

Message givenUpProblem()
{
    return Message("lesson.given_up", ATTENTION_MESSAGE("the computation was given up: a later edit replaced it"));
}

Outcome<void> checkHeads(int embedDim, int numHeads)
{
    if (embedDim < 1)
        return Message("heads.d_model", ATTENTION_MESSAGE("d_model must be at least 1"));
    if (numHeads < 1)
        return Message("heads.count", ATTENTION_MESSAGE("there must be at least one head"));
    if (embedDim % numHeads != 0)
        return Message("heads.divide",
                       ATTENTION_MESSAGE("d_model %1 cannot be split into %2 equal heads: choose a number of heads that divides it"),
                       {embedDim, numHeads});
    return {};
}

Outcome<MultiHeadOutputs> multiHeadAttention(const MultiHeadParameters &p, const Matrix &query, const Matrix &key, const Matrix &value,
                                             const Mask &mask, double temperature, const std::function<bool()> &stillWanted,
                                             const KnownRows *known, HeadWeights heads, OutputProjection output, KeysTyped keysTyped,
                                             const KeysByParts *byParts)
{
    if (auto heads = checkHeads(p.embedDim, p.numHeads); !heads)
        return heads.problem();
    if (auto temperatureOk = checkTemperature(temperature); !temperatureOk)
        return temperatureOk.problem();
    const Eigen::Index E = p.embedDim;
    const bool onlyPacked = p.inProjWeight.size() == 0 && p.outProjWeight.size() == 0 && p.packed && p.packed->fit(E);
    if ((!onlyPacked && (p.inProjWeight.rows() != 3 * E || p.inProjWeight.cols() != E)) || p.inProjBias.size() != 3 * E)
        return Message("multihead.in_proj", ATTENTION_MESSAGE("in_proj_weight must be [3E][E] and in_proj_bias [3E] for E = %1"), {E});
    if ((!onlyPacked && (p.outProjWeight.rows() != E || p.outProjWeight.cols() != E)) || p.outProjBias.size() != E)
        return Message("multihead.out_proj", ATTENTION_MESSAGE("out_proj_weight must be [E][E] and out_proj_bias [E] for E = %1"), {E});
    if (query.cols() != E || key.cols() != E || value.cols() != E)
        return Message("multihead.embed_dim", ATTENTION_MESSAGE("query, key and value rows must have embed_dim = %1 entries"), {E});
    if (query.rows() == 0 || key.rows() == 0 || key.rows() != value.rows())
        return Message("multihead.rows", ATTENTION_MESSAGE("multi-head attention needs queries, and as many values as keys"));
    if (mask.size() != 0 && (mask.rows() != query.rows() || mask.cols() != key.rows()))
        return maskShapeProblem();

    const int H = p.numHeads;
    const Eigen::Index nq = query.rows(), nk = key.rows();
    const bool keepHeads = heads == HeadWeights::Keep;
    if (known
        && (static_cast<Eigen::Index>(known->earlierRow.size()) != nq || static_cast<Eigen::Index>(known->earlierQueryRow.size()) != nq
            || static_cast<Eigen::Index>(known->earlierKeyRow.size()) != nk || !known->K || !known->Q
            || (keepHeads && !known->headWeights)))
        known = nullptr; // not a description of this call: compute everything
    KeysMadeByParts parts(&key == &value ? byParts : nullptr, nk, E);
    if (parts.used() && known && !parts.serves(*known))
        known = nullptr; // the earlier call projected its keys whole: this one does so by parts, once
    std::vector<Eigen::Index> todo, newQueries, newKeys; // rows to attend, queries and keys to project
    for (Eigen::Index i = 0; i < nq; ++i) {
        if (!known || known->earlierRow[static_cast<std::size_t>(i)] < 0)
            todo.push_back(i);
        if (!known || (known->earlierRow[static_cast<std::size_t>(i)] < 0 && known->earlierQueryRow[static_cast<std::size_t>(i)] < 0))
            newQueries.push_back(i);
    }
    for (Eigen::Index j = 0; j < nk; ++j)
        if (!known || known->earlierKeyRow[static_cast<std::size_t>(j)] < 0)
            newKeys.push_back(j);

    MultiHeadOutputs out;
    const Matrix queryRows = known ? gatherRows(query, newQueries) : Matrix();
    const bool keyRowsWhole = known && !parts.used(); // else by parts: KeysMadeByParts
    const Matrix keyRows = keyRowsWhole ? gatherRows(key, newKeys) : Matrix(),
                 valueRows = keyRowsWhole ? gatherRows(value, newKeys) : Matrix();
    Matrix Q, K, V;
    std::vector<Projection> products;
    if (!newQueries.empty())
        products.push_back({known ? &queryRows : &query, 0, known ? &Q : &out.Q});
    // Every key new, the products in pieces and the bands on every core: each head's keys and
    // values packed piece by piece.
    const Eigen::Index dk = E / H;
    const std::shared_ptr<PackedHeads> packing =
        !known && projectsInPieces(p) && bandsShared(nq, H, nk, dk) ? headsToPack(H, nk, dk) : nullptr;
    const auto packInto = [&](PackedPart part, const Matrix &from) -> decltype(Projection::written) {
        if (!packing)
            return {};
        return [&heads = *packing, part, &from, dk](Eigen::Index row, Eigen::Index rows, Eigen::Index column, Eigen::Index columns) {
            packIntoHeads(heads, part, from, dk, row, rows, column, columns);
        };
    };
    if (parts.used()) {
        parts.addProducts(products, known, out, packing.get(), dk);
    } else if (!newKeys.empty()) {
        products.push_back({known ? &keyRows : &key, 1, known ? &K : &out.K, packInto(PackedPart::Keys, out.K)});
        products.push_back({known ? &valueRows : &value, 2, known ? &V : &out.V, packInto(PackedPart::Values, out.V)});
    }
    project(p, products);
    out.packedHeads = packing;
    if (known) {
        const auto copyRows = [](const Matrix &earlier, const std::vector<Eigen::Index> &from, Matrix &to) {
            for (std::size_t i = 0; i < from.size(); ++i)
                if (from[i] >= 0)
                    to.row(static_cast<Eigen::Index>(i)) = earlier.row(from[i]);
        };
        out.Q.resize(nq, E);
        out.K.resize(nk, E);
        out.V.resize(nk, E);
        copyRows(*known->Q, known->earlierQueryRow, out.Q); // every kept row among them: copyKnownRows leaves Q alone
        copyRows(*known->K, known->earlierKeyRow, out.K);
        copyRows(*known->V, known->earlierKeyRow, out.V);
        scatterRows(Q, newQueries, out.Q);
        if (!parts.used()) {
            scatterRows(K, newKeys, out.K);
            scatterRows(V, newKeys, out.V);
        }
    }
    if (parts.used())
        parts.finish(known, newKeys, out);
    out.context.resize(nq, E);
    // Uninitialised: kept rows are copied in, computed rows start from zero in their band.
    out.scoresMean.resize(nq, nk);
    out.weightsMean.resize(nq, nk);
    out.rows.resize(static_cast<std::size_t>(nq));
    if (keepHeads) {
        out.headWeights.reserve(static_cast<std::size_t>(H));
        for (int h = 0; h < H; ++h)
            out.headWeights.emplace_back(nq, nk); // uninitialised: every row is written below or copied in
    }
    // The earlier call's packing serves when every key it knew stayed in its place.
    bool keysInPlace = known && known->packedHeads && known->packedHeads->keyCount() == nk
                       && static_cast<int>(known->packedHeads->keys.size()) == H && panelKernelAvailable();
    for (Eigen::Index j = 0; keysInPlace && j < nk; ++j)
        keysInPlace = known->earlierKeyRow[static_cast<std::size_t>(j)] < 0 || known->earlierKeyRow[static_cast<std::size_t>(j)] == j;
    if (keysInPlace && newKeys.empty())
        out.packedHeads = known->packedHeads; // the very keys and values
    else if (keysInPlace && newKeys.size() == 1)
        out.packedHeads = withKeyRepacked(*known->packedHeads, out.K, out.V, newKeys.front()); // typing in the source
    const auto changedKey = known ? changedKeyOf(*known, newKeys, nq) : std::nullopt;
    // Typing in the source, as the window computes: the queries stay and keys change. Not a
    // computation from scratch (a lesson opened, a setting changed): every head's weights written
    // there for a keystroke that may never come (128 MB at 2048 tokens) took a 2048-token
    // computation from 80-95 to 150-172 ms when the Zen 5's neighbours were busy (AVX2), and
    // 86-95 against 80-82 in `bench` (alternating runs); typingHeadsOf() makes them once the
    // window is idle.
    const bool typingInTheSource = keysTyped == KeysTyped::Alone && !keepHeads && static_cast<Eigen::Index>(todo.size()) == nq && known
                                   && newQueries.empty() && (!newKeys.empty() || nk < known->K->rows());
    if (!attend(out, todo, H, mask, temperature, stillWanted, known, changedKey, typingInTheSource))
        return givenUpProblem();
    if (todo.empty() && !keepHeads && known) // the same keys and queries (a space typed): the heads as they were
        out.headsWhileTyping = known->headsWhileTyping;
    if (keepHeads)
        out.packedHeads.reset(); // a result with every head is not typed on: its peak memory is the budget
    // The rows attended anew are projected; the rest copied, where the earlier call projected them.
    const bool rowsOfOutput = known && known->output && known->output->rows() > 0;
    if (output == OutputProjection::Now && rowsOfOutput) {
        const Matrix contextRows = gatherRows(out.context, todo);
        Matrix projected;
        project(p, {{&contextRows, 3, &projected}});
        makeFinite(projected);
        out.output.resize(nq, E);
        scatterRows(projected, todo, out.output);
    }
    if (known)
        copyKnownRows(*known, mask, out); // output rows only where both calls have them
    if (output == OutputProjection::Now && !rowsOfOutput)
        out.output = outputOfContext(p, out.context);
    return out; // contexts were made finite in their bands, outputs as they were projected
}

} // namespace attention
