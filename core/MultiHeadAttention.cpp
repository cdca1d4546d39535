#include "MultiHeadAttention.h"

#include "PanelProduct.h"
#include "RowBlocks.h"
#include "RowKernel.h"
#include "ScaledAttention.h"
#include "Softmax.h"

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <string>

namespace attention {

struct PackedProjections
{
    PackedPanels q, k, v, out;

    /** Whether these are E x E weights, as multi-head attention of embed_dim E needs. */
    bool fit(Eigen::Index E) const
    {
        for (const PackedPanels *w : {&q, &k, &v, &out})
            if (w->width() != E || w->depth() != E)
                return false;
        return true;
    }
};

namespace {

// Above this d_model a packed copy would add hundreds of MB to weights of hundreds of MB: the
// products then go through BLAS, which packs as it goes.
constexpr Eigen::Index kLargestPackedDModel = 1024;

/** p's weights packed, or null where the panel kernel cannot run, d_model is too large or the
 *  shapes are wrong. */
std::shared_ptr<const PackedProjections> packedWeights(const MultiHeadParameters &p)
{
    const Eigen::Index E = p.embedDim;
    if (!panelKernelAvailable() || E < 1 || E > kLargestPackedDModel || p.inProjWeight.rows() != 3 * E || p.inProjWeight.cols() != E
        || p.outProjWeight.rows() != E || p.outProjWeight.cols() != E)
        return nullptr;
    auto packed = std::make_shared<PackedProjections>();
    packed->q.pack(p.inProjWeight.data(), E, E, E);
    packed->k.pack(p.inProjWeight.data() + E * E, E, E, E);
    packed->v.pack(p.inProjWeight.data() + 2 * E * E, E, E, E);
    packed->out.pack(p.outProjWeight.data(), E, E, E);
    return packed;
}

} // namespace

void packProjections(MultiHeadParameters &p)
{
    if (p.inProjWeight.size() == 0 && p.packed)
        return; // packed already, and only there
    p.packed = packedWeights(p);
}

void keepOnlyPackedWeights(MultiHeadParameters &p)
{
    packProjections(p);
    if (p.packed) {
        p.inProjWeight = Matrix();
        p.outProjWeight = Matrix();
    }
}

namespace {

/** x W^T + b, as torch.nn.Linear. Blocks of output columns run side by side, so each core packs
 *  only its part of W (blocks of rows would each pack all of W, which for a short input costs
 *  more than the product: 64 tokens, d 512, 2.5 -> 2.0 ms). */
Matrix linear(const Matrix &x, const Eigen::Ref<const Matrix> &W, const Eigen::Ref<const Vector> &b)
{
    Matrix y(x.rows(), W.rows());
    forRowBlocks(W.rows(), double(x.rows()) * double(W.cols()), [&](Eigen::Index begin, Eigen::Index end) {
        if (W.outerStride() == W.cols()
            && linearFewRows(x.data(), x.rows(), x.cols(), W.data() + begin * W.cols(), end - begin, b.data() + begin,
                             y.data() + begin, y.cols()))
            return; // a short input: no packing of W
        auto columns = y.middleCols(begin, end - begin);
        columns.noalias() = x * W.middleRows(begin, end - begin).transpose();
        columns.rowwise() += b.segment(begin, end - begin).transpose();
    });
    return y;
}

/** One product y = x W^T + b of multi-head attention: W is block 0, 1 or 2 of the input
 *  projection (queries, keys, values) or 3, the output projection. */
struct Projection
{
    const Matrix *x;
    int block;
    Matrix *y;
};

const PackedPanels &packedOf(const PackedProjections &packed, int block)
{
    return block == 0 ? packed.q : block == 1 ? packed.k : block == 2 ? packed.v : packed.out;
}

/** W of block 0-3, [E][E]: p's own, or unpacked into storage when p keeps only the packed copy
 *  (and the CPU cannot run the panel kernel after all: a test switched AVX-512 off). */
Eigen::Ref<const Matrix> weightOf(const MultiHeadParameters &p, int block, Matrix &storage)
{
    const Eigen::Index E = p.embedDim;
    if (p.inProjWeight.size() == 0 && p.packed) {
        storage.resize(E, E);
        packedOf(*p.packed, block).unpackTransposed(storage.data(), E);
        return storage;
    }
    return block < 3 ? Eigen::Ref<const Matrix>(p.inProjWeight.middleRows(block * E, E)) : Eigen::Ref<const Matrix>(p.outProjWeight);
}

const Scalar *biasOf(const MultiHeadParameters &p, int block)
{
    return block < 3 ? p.inProjBias.data() + block * p.embedDim : p.outProjBias.data();
}

/** Every product in one pass over the cores, each cut into chunks of rows x panels of W so the
 *  cores share even a single product. */
void projectWithPanels(const MultiHeadParameters &p, const PackedProjections &packed, const std::vector<Projection> &products)
{
    struct Piece
    {
        std::size_t product;
        Eigen::Index row, rows, panel;
    };
    std::vector<Piece> pieces;
    double work = 0;
    for (std::size_t i = 0; i < products.size(); ++i) {
        const Projection &product = products[i];
        const PanelView w = packedOf(packed, product.block).view();
        product.y->resize(product.x->rows(), w.width);
        for (Eigen::Index row = 0; row < product.x->rows(); row += kPanelChunkRows)
            for (Eigen::Index panel = 0; panel < w.panels(); ++panel)
                pieces.push_back({i, row, std::min(kPanelChunkRows, product.x->rows() - row), panel});
        work += double(product.x->rows()) * double(w.width) * double(w.depth);
    }
    forRowBlocks(static_cast<Eigen::Index>(pieces.size()), work / double(std::max<std::size_t>(pieces.size(), 1)),
                 [&](Eigen::Index begin, Eigen::Index end) {
        for (Eigen::Index i = begin; i < end; ++i) {
            const Piece &piece = pieces[static_cast<std::size_t>(i)];
            const Projection &product = products[piece.product];
            const Matrix &x = *product.x;
            Matrix &y = *product.y;
            multiplyPanels(x.data() + piece.row * x.cols(), x.cols(), piece.rows, packedOf(packed, product.block).view(),
                           piece.panel, piece.panel + 1, biasOf(p, product.block), y.data() + piece.row * y.cols(), y.cols());
        }
    });
}

/** Every product, with the panel kernel when the weights are packed for it (and the CPU still
 *  has it), else one BLAS product each. */
void project(const MultiHeadParameters &p, const std::vector<Projection> &products)
{
    if (p.packed && panelKernelAvailable())
        return projectWithPanels(p, *p.packed, products);
    Matrix unpacked;
    for (const Projection &product : products)
        *product.y = linear(*product.x, weightOf(p, product.block, unpacked),
                            Eigen::Map<const Vector>(biasOf(p, product.block), p.embedDim));
}

/** Head h's keys K_h^T, packed for the panel kernel. */
void packKeys(const Matrix &K, Eigen::Index dk, int head, PackedPanels &into)
{
    into.pack(K.data() + head * dk, K.rows(), dk, K.cols());
}

/** scores = q K_h^T for rows of q already scaled (row-major, dk floats a row). */
void scoresOf(const Matrix &q, Eigen::Index rows, const Matrix &K, int head, const PackedPanels *keys,
              Eigen::Ref<Matrix> scores)
{
    const Eigen::Index dk = q.cols();
    if (keys)
        multiplyPanels(q.data(), dk, rows, keys->view(), 0, keys->view().panels(), nullptr, scores.data(), scores.outerStride());
    else
        scores.noalias() = q.topRows(rows) * K.middleCols(head * dk, dk).transpose();
}

Matrix gatherRows(const Matrix &m, const std::vector<Eigen::Index> &rows)
{
    if (static_cast<Eigen::Index>(rows.size()) == m.rows())
        return m; // every row, in order
    Matrix out(static_cast<Eigen::Index>(rows.size()), m.cols());
    for (std::size_t k = 0; k < rows.size(); ++k)
        out.row(static_cast<Eigen::Index>(k)) = m.row(rows[k]);
    return out;
}

void scatterRows(const Matrix &from, const std::vector<Eigen::Index> &rows, Matrix &to)
{
    if (static_cast<Eigen::Index>(rows.size()) == to.rows()) {
        to = from;
        return;
    }
    for (std::size_t k = 0; k < rows.size(); ++k)
        to.row(rows[k]) = from.row(static_cast<Eigen::Index>(k));
}

/** The rows an earlier call computed, copied where this call left them out. */
void copyKnownRows(const KnownRows &known, MultiHeadOutputs &out)
{
    std::vector<std::pair<Eigen::Index, Eigen::Index>> pairs; // (row, earlier row)
    for (std::size_t i = 0; i < known.earlierRow.size(); ++i)
        if (known.earlierRow[i] >= 0)
            pairs.emplace_back(static_cast<Eigen::Index>(i), known.earlierRow[i]);
    const Eigen::Index nk = out.weightsMean.cols();
    forRowBlocks(static_cast<Eigen::Index>(pairs.size()), double(out.headWeights.size() + 2) * double(nk) * 4,
                 [&](Eigen::Index begin, Eigen::Index end) {
        for (Eigen::Index k = begin; k < end; ++k) {
            const auto [row, earlier] = pairs[static_cast<std::size_t>(k)];
            out.Q.row(row) = known.Q->row(earlier);
            out.scoresMean.row(row) = known.scoresMean->row(earlier);
            out.weightsMean.row(row) = known.weightsMean->row(earlier);
            out.context.row(row) = known.context->row(earlier);
            out.output.row(row) = known.output->row(earlier);
            for (std::size_t h = 0; h < out.headWeights.size(); ++h) // empty unless head weights are kept
                out.headWeights[h].row(row) = (*known.headWeights)[h].row(earlier);
        }
    });
}

/** Query rows are worked through in bands this tall, so that a band of scores and its rows of
 *  the two means (3 x rows x keys floats: 768 KB) stay in the core's own cache through every head. */
Eigen::Index bandRows(Eigen::Index keys) { return std::clamp<Eigen::Index>(65536 / std::max<Eigen::Index>(keys, 1), 16, 128); }

/** NaN becomes 0 and an infinity the largest float of its sign, as makeFinite() does. */
template <typename Row>
void clampToFinite(Row &&row)
{
    row = row.unaryExpr([](Scalar x) {
        constexpr Scalar largest = std::numeric_limits<Scalar>::max();
        return std::isnan(x) ? Scalar(0) : std::clamp(x, -largest, largest);
    });
}

} // namespace

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

} // namespace

Matrix headScores(const Matrix &Q, const Matrix &K, int numHeads, int head)
{
    return scoresOfRows(Q, K, numHeads, head, 0, Q.rows());
}

RowVector headWeightsRow(const Matrix &Q, const Matrix &K, int numHeads, int head, Eigen::Index row,
                         const Mask &mask, double temperature)
{
    RowVector weights = scoresOfRows(Q, K, numHeads, head, row, 1).row(0);
    clampToFinite(weights);
    softmaxRow(weights.data(), weights.size(), mask.size() != 0 ? &mask(row, 0) : nullptr, temperature);
    return weights;
}

std::optional<std::string> checkHeads(int embedDim, int numHeads)
{
    if (embedDim < 1)
        return std::string("d_model must be at least 1");
    if (numHeads < 1)
        return std::string("there must be at least one head");
    if (embedDim % numHeads != 0)
        return "d_model " + std::to_string(embedDim) + " cannot be split into " + std::to_string(numHeads)
               + " equal heads: choose a number of heads that divides it";
    return std::nullopt;
}

Outcome<MultiHeadOutputs> multiHeadAttention(const MultiHeadParameters &p, const Matrix &query, const Matrix &key,
                                             const Matrix &value, const Mask &mask, double temperature,
                                             const std::function<bool()> &stillWanted, const KnownRows *known, HeadWeights heads)
{
    using Fail = Outcome<MultiHeadOutputs>;
    if (auto problem = checkHeads(p.embedDim, p.numHeads))
        return Fail::failure(*problem);
    if (auto problem = checkTemperature(temperature))
        return Fail::failure(*problem);
    const Eigen::Index E = p.embedDim;
    const bool onlyPacked = p.inProjWeight.size() == 0 && p.outProjWeight.size() == 0 && p.packed && p.packed->fit(E);
    if ((!onlyPacked && (p.inProjWeight.rows() != 3 * E || p.inProjWeight.cols() != E)) || p.inProjBias.size() != 3 * E)
        return Fail::failure("in_proj_weight must be [3E][E] and in_proj_bias [3E] for E = " + std::to_string(E));
    if ((!onlyPacked && (p.outProjWeight.rows() != E || p.outProjWeight.cols() != E)) || p.outProjBias.size() != E)
        return Fail::failure("out_proj_weight must be [E][E] and out_proj_bias [E] for E = " + std::to_string(E));
    if (query.cols() != E || key.cols() != E || value.cols() != E)
        return Fail::failure("query, key and value rows must have embed_dim = " + std::to_string(E) + " entries");
    if (query.rows() == 0 || key.rows() == 0 || key.rows() != value.rows())
        return Fail::failure("multi-head attention needs queries, and as many values as keys");
    if (mask.size() != 0 && (mask.rows() != query.rows() || mask.cols() != key.rows()))
        return Fail::failure("the mask must have one row per query and one column per key");

    const int H = p.numHeads;
    const Eigen::Index dk = E / H;
    const Eigen::Index nq = query.rows(), nk = key.rows();
    const bool keepHeads = heads == HeadWeights::Keep;
    if (known && (static_cast<Eigen::Index>(known->earlierRow.size()) != nq || !known->K || known->K->rows() != nk
                  || (keepHeads && !known->headWeights)))
        known = nullptr; // not a description of this call: compute everything
    std::vector<Eigen::Index> todo; // the query rows to compute; the rest are copied
    for (Eigen::Index i = 0; i < nq; ++i)
        if (!known || known->earlierRow[static_cast<std::size_t>(i)] < 0)
            todo.push_back(i);
    const auto todoCount = static_cast<Eigen::Index>(todo.size());

    MultiHeadOutputs out;
    const Matrix queryRows = known ? gatherRows(query, todo) : Matrix();
    Matrix Q;
    std::vector<Projection> products{{known ? &queryRows : &query, 0, known ? &Q : &out.Q}};
    if (known) {
        out.K = *known->K;
        out.V = *known->V;
    } else {
        products.push_back({&key, 1, &out.K});
        products.push_back({&value, 2, &out.V});
    }
    project(p, products);
    if (known) {
        out.Q.resize(nq, E);
        scatterRows(Q, todo, out.Q);
    }
    out.context.resize(nq, E);
    // Uninitialised: kept rows are copied in, computed rows start from zero in their band.
    out.scoresMean.resize(nq, nk);
    out.weightsMean.resize(nq, nk);
    if (keepHeads) {
        out.headWeights.reserve(static_cast<std::size_t>(H));
        for (int h = 0; h < H; ++h)
            out.headWeights.emplace_back(nq, nk); // uninitialised: every row is written below or copied in
    }
    const Scalar scale = Scalar(1) / std::sqrt(Scalar(dk)); // applied to Q first, as headScores() does
    const auto inverseTemperature = static_cast<float>(1.0 / temperature);
    const auto givenUp = [&stillWanted] { return stillWanted && !stillWanted(); };
    std::atomic<bool> abandoned{false};
    const bool kernel = panelKernelAvailable();
    // Each head's K_h^T and V_h, packed once for every band.
    std::vector<PackedPanels> keys(kernel ? static_cast<std::size_t>(H) : 0), values(keys.size());
    for (std::size_t h = 0; h < keys.size(); ++h) {
        keys[h].reserve(nk, dk);
        values[h].reserve(dk, nk);
    }
    if (kernel)
        // A copied float costs about 40 multiply-adds' time here (measured: 0.36 ms for 512 keys).
        forRowBlocks(H, 2 * 40 * double(nk) * double(dk), [&](Eigen::Index begin, Eigen::Index end) {
            for (Eigen::Index h = begin; h < end; ++h) {
                packKeys(out.K, dk, static_cast<int>(h), keys[static_cast<std::size_t>(h)]);
                values[static_cast<std::size_t>(h)].packRows(out.V.data() + h * dk, nk, dk, E);
            }
        });
    // Each band of query rows goes through every head while its rows of the means stay in the
    // cache: scores, softmax and context of a row depend on that row alone, so bands run side
    // by side and never write the same row.
    forRowBlocks(todoCount, double(H) * double(nk) * double(dk) * 2, [&](Eigen::Index begin, Eigen::Index end) {
        const Eigen::Index bandHeight = bandRows(nk);
        Matrix band(bandHeight, nk), q(bandHeight, dk), context(bandHeight, dk);
        for (Eigen::Index k = begin; k < end && !abandoned; k += bandHeight) {
            const Eigen::Index rows = std::min(bandHeight, end - k);
            const Eigen::Index first = todo[static_cast<std::size_t>(k)];
            // Consecutive rows (a whole lesson) are worked in place; scattered ones in a band.
            const bool consecutive = todo[static_cast<std::size_t>(k + rows - 1)] - first == rows - 1;
            const auto bandOfMeans = [&](auto &&change) {
                for (Eigen::Index r = 0; r < rows; ++r) {
                    const Eigen::Index i = todo[static_cast<std::size_t>(k + r)];
                    change(out.scoresMean.row(i));
                    change(out.weightsMean.row(i));
                }
            };
            bandOfMeans([](auto &&row) { row.setZero(); });
            for (int h = 0; h < H; ++h) {
                if (abandoned || givenUp()) {
                    abandoned = true;
                    return;
                }
                Matrix *kept = keepHeads ? &out.headWeights[static_cast<std::size_t>(h)] : nullptr;
                const bool inPlace = kept && consecutive;
                for (Eigen::Index r = 0; r < rows; ++r)
                    q.row(r) = out.Q.block(todo[static_cast<std::size_t>(k + r)], h * dk, 1, dk) * scale;
                auto scores = inPlace ? kept->middleRows(first, rows) : band.topRows(rows);
                scoresOf(q, rows, out.K, h, kernel ? &keys[static_cast<std::size_t>(h)] : nullptr, scores);
                for (Eigen::Index r = 0; r < rows; ++r) {
                    const Eigen::Index i = todo[static_cast<std::size_t>(k + r)];
                    auto row = scores.row(r);
                    const bool *closed = mask.size() != 0 ? &mask(i, 0) : nullptr;
                    if (!softmaxRowAccumulating(row.data(), nk, closed, inverseTemperature, &out.scoresMean(i, 0),
                                                &out.weightsMean(i, 0))) { // the exact way
                        clampToFinite(row);
                        out.scoresMean.row(i) += row;
                        softmaxRow(row.data(), nk, closed, temperature);
                        out.weightsMean.row(i) += row;
                    }
                    if (kept && !inPlace)
                        kept->row(i) = row;
                }
                const bool direct = kernel && consecutive; // the context lands where it belongs
                if (kernel) {
                    const PanelView headValues = values[static_cast<std::size_t>(h)].view();
                    multiplyPanels(scores.data(), nk, rows, headValues, 0, headValues.panels(), nullptr,
                                   direct ? &out.context(first, h * dk) : context.data(), direct ? E : dk);
                } else {
                    context.topRows(rows).noalias() = scores * out.V.middleCols(h * dk, dk);
                }
                if (!direct)
                    for (Eigen::Index r = 0; r < rows; ++r)
                        out.context.block(todo[static_cast<std::size_t>(k + r)], h * dk, 1, dk) = context.row(r);
            }
            bandOfMeans([H](auto &&row) { row /= static_cast<Scalar>(H); }); // sums over heads become means
        }
    });
    keys = {}; // 8 MB at 2048 tokens, no longer needed: freed before the output projection
    values = {};
    if (abandoned)
        return Fail::failure("the computation was given up: a later edit replaced it");
    const Matrix contextRows = known ? gatherRows(out.context, todo) : Matrix();
    Matrix output;
    project(p, {{known ? &contextRows : &out.context, 3, known ? &output : &out.output}});
    if (known) {
        out.output.resize(nq, E);
        scatterRows(output, todo, out.output);
        copyKnownRows(*known, out);
    }
    makeFinite(out.context);
    makeFinite(out.output);
    return out;
}

} // namespace attention
