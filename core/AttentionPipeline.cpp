#include "AttentionPipeline.h"

#include "ComputeCache.h"
#include "Embedding.h"
#include "Lexicon.h"
#include "Masks.h"
#include "MultiHeadAttention.h"
#include "Random.h"
#include "RowBlocks.h"
#include "RowKernel.h"
#include "Softmax.h"
#include "training/TrainedModel.h"

#include <cmath>
#include <cstring>
#include <exception>
#include <limits>

namespace attention {

namespace {

enum Stream : std::uint64_t { kWq = 1, kWk, kWv, kWo, kBq, kBk, kBv, kBo, kGeneral, kAddWq, kAddWk, kAddBq, kAddBk, kAddV };

Vector randomVector(int size, std::uint64_t seed, std::uint64_t stream, double scale)
{
    return randomNormalMatrix(size, 1, seed, stream, scale).col(0);
}

void cutToLimit(std::vector<Token> &tokens, int limit, const char *which, std::vector<std::string> &notes)
{
    if (static_cast<int>(tokens.size()) <= limit)
        return;
    notes.push_back(std::string("The ") + which + " sentence has " + std::to_string(tokens.size())
                    + " tokens; only the first " + std::to_string(limit) + " are shown.");
    tokens.resize(static_cast<std::size_t>(limit));
}

Matrix withPositions(const Matrix &embeddings, const Matrix &encoding)
{
    if (encoding.size() == 0)
        return embeddings;
    return embeddings + encoding.topRows(embeddings.rows());
}

MultiHeadParameters asTorchParameters(const ModelParameters &p, int dModel, int heads)
{
    MultiHeadParameters t;
    t.embedDim = dModel;
    t.numHeads = heads;
    t.inProjWeight.resize(3 * dModel, dModel);
    t.inProjWeight << p.Wq, p.Wk, p.Wv;
    t.inProjBias.resize(3 * dModel);
    t.inProjBias << p.bq, p.bk, p.bv;
    t.outProjWeight = p.Wo;
    t.outProjBias = p.bo;
    return t;
}

/** The rows of an earlier result this one can keep: same settings and weights, the very same
 *  keys, and per query row the same input and mask row. Null when nothing can be kept. */
std::optional<KnownRows> knownRowsOf(const AttentionResult *earlier, const AttentionResult &r)
{
    const auto sameRow = [](const auto &a, const auto &b, Eigen::Index row) { // row-major: a row is one block of memory
        return std::memcmp(&a(row, 0), &b(row, 0), sizeof(a(0, 0)) * static_cast<std::size_t>(a.cols())) == 0;
    };
    if (!earlier || earlier->config != r.config || earlier->parameters != r.parameters
        || earlier->keyInput.rows() != r.keyInput.rows() || earlier->keyInput.cols() != r.keyInput.cols()
        || r.keyInput.size() == 0 || r.mask.cols() != earlier->mask.cols()
        || std::memcmp(earlier->keyInput.data(), r.keyInput.data(), sizeof(Scalar) * static_cast<std::size_t>(r.keyInput.size())) != 0)
        return std::nullopt;
    KnownRows known;
    known.K = &earlier->K;
    known.V = &earlier->V;
    known.Q = &earlier->Q;
    known.scoresMean = &earlier->scores;
    known.weightsMean = &earlier->weights;
    known.context = &earlier->context;
    known.output = &earlier->output;
    if (!earlier->headWeights.empty())
        known.headWeights = &earlier->headWeights;
    for (Eigen::Index i = 0; i < r.queryInput.rows(); ++i) {
        const bool same = i < earlier->queryInput.rows() && sameRow(earlier->queryInput, r.queryInput, i)
                          && sameRow(earlier->mask, r.mask, i);
        known.earlierRow.push_back(same ? i : -1);
    }
    return known;
}

std::optional<std::string> fillMultiHead(AttentionResult &r, const std::function<bool()> &stillWanted,
                                         const AttentionResult *earlier, HeadWeights heads)
{
    const AttentionConfig &c = r.config;
    const auto known = knownRowsOf(earlier, r);
    auto mha = multiHeadAttention(r.parameters->torch, r.queryInput, r.keyInput, r.keyInput, r.mask, c.temperature,
                                  stillWanted, known ? &*known : nullptr, heads);
    if (mha && known) // the kept rows' summaries are kept too
        for (std::size_t i = 0; i < known->earlierRow.size(); ++i)
            r.rows.push_back(known->earlierRow[i] >= 0 ? earlier->rows[static_cast<std::size_t>(known->earlierRow[i])]
                                                       : summariseRows(mha->weightsMean.row(static_cast<Eigen::Index>(i)),
                                                                       r.mask.row(static_cast<Eigen::Index>(i)))
                                                             .front());
    if (!mha)
        return mha.error();
    MultiHeadOutputs &m = mha.value();
    r.Q = std::move(m.Q);
    r.K = std::move(m.K);
    r.V = std::move(m.V);
    r.scores = std::move(m.scoresMean); // rawScores stays empty: it would be scores x sqrt(d_k)
    r.weights = std::move(m.weightsMean);
    r.context = std::move(m.context);
    r.output = std::move(m.output);
    r.headWeights = std::move(m.headWeights);
    return std::nullopt;
}

Matrix projectRows(const Matrix &x, const Matrix &W, const Vector &b)
{
    Matrix y = x * W.transpose();
    y.rowwise() += b.transpose();
    return y;
}

Outcome<AttentionResult> compute(const Lesson &lesson, ComputeCache &cache, const std::function<bool()> &stillWanted,
                                 HeadWeights heads)
{
    using Fail = Outcome<AttentionResult>;
    if (lesson.trained)
        return training::runTrainedModel(*lesson.trained, lesson.source);
    const AttentionConfig &c = lesson.config;
    if (auto problem = validate(c))
        return Fail::failure(*problem);

    AttentionResult r;
    r.config = c;
    r.sourceTokens = tokenize(lesson.source);
    r.targetTokens = tokenize(lesson.target);
    const bool needsSource = c.mode != AttentionMode::SelfTarget;
    const bool needsTarget = c.mode != AttentionMode::SelfSource;
    if (needsSource && r.sourceTokens.empty())
        return Fail::failure("The source sentence has no words yet: type a few to see attention.");
    if (needsTarget && r.targetTokens.empty())
        return Fail::failure("The target sentence has no words yet: type a few to see attention.");
    cutToLimit(r.sourceTokens, c.maxTokens, "source", r.notes);
    cutToLimit(r.targetTokens, c.maxTokens, "target", r.notes);
    r.vocabulary.assignIds(r.sourceTokens);
    r.vocabulary.assignIds(r.targetTokens);

    r.queryTokens = c.mode == AttentionMode::SelfSource ? r.sourceTokens : r.targetTokens;
    r.keyTokens = c.mode == AttentionMode::SelfTarget ? r.targetTokens : r.sourceTokens;
    std::vector<bool> keyIsPadding(r.keyTokens.size(), false);
    while (static_cast<int>(r.keyTokens.size()) < c.padKeysTo) {
        Token pad;
        pad.text = Vocabulary::kPadText;
        pad.padding = true;
        pad.id = Vocabulary::kPadId;
        r.keyTokens.push_back(pad);
        keyIsPadding.push_back(true);
    }
    const int nq = r.queryCount();
    const int nk = r.keyCount();

    if (c.embeddings == EmbeddingKind::Lexicon) {
        const auto lexicon = lesson.lexicon ? lesson.lexicon : Lexicon::builtin();
        r.queryEmbeddings = lexiconEmbeddings(r.queryTokens, *lexicon, c.dModel, c.seed, c.lexiconNoise);
        r.keyEmbeddings = lexiconEmbeddings(r.keyTokens, *lexicon, c.dModel, c.seed, c.lexiconNoise);
    } else {
        r.queryEmbeddings = cache.embed(r.queryTokens, c.dModel, c.seed);
        r.keyEmbeddings = cache.embed(r.keyTokens, c.dModel, c.seed);
    }
    if (c.positionalEncoding)
        r.positionalEncoding = sinusoidalPositionalEncoding(std::max(nq, nk), c.dModel);
    r.queryInput = withPositions(r.queryEmbeddings, r.positionalEncoding);
    r.keyInput = withPositions(r.keyEmbeddings, r.positionalEncoding);
    r.parameters = cache.parameters(c);

    if (stillWanted && !stillWanted())
        return Fail::failure("the computation was given up: a later edit replaced it");
    r.mask = Mask::Constant(nq, nk, false);
    if (c.causalMask)
        r.mask = r.mask || causalMask(nq, nk);
    if (c.padKeysTo > 0)
        r.mask = r.mask || keyPaddingMask(nq, keyIsPadding);
    r.mask = r.mask || cellMask(nq, nk, c.blockedCells);

    if (c.score == ScoreFunction::MultiHead) {
        const auto earlier = cache.rememberedResult();
        if (auto problem = fillMultiHead(r, stillWanted, earlier.get(), heads))
            return Fail::failure(*problem);
    } else {
        const ModelParameters &p = *r.parameters;
        r.Q = projectRows(r.queryInput, p.Wq, p.bq);
        r.K = projectRows(r.keyInput, p.Wk, p.bk);
        r.V = projectRows(r.keyInput, p.Wv, p.bv);
        auto head = attend(c.score, r.Q, r.K, r.V, r.mask, c.temperature, p.score);
        if (!head)
            return Fail::failure(head.error());
        takeSingleHead(r, std::move(head.value()));
    }
    if (r.rows.empty())
        r.rows = summariseRows(r.weights, r.mask);
    return r;
}

} // namespace

void takeSingleHead(AttentionResult &r, HeadOutputs head)
{
    r.rawScores = std::move(head.rawScores);
    r.scores = std::move(head.scores);
    r.weights = std::move(head.weights);
    r.context = std::move(head.context);
    r.output = r.context;
    r.additiveQueryPart = std::move(head.additiveQueryPart);
    r.additiveKeyPart = std::move(head.additiveKeyPart);
}

ModelParameters makeParameters(const AttentionConfig &c)
{
    ModelParameters p;
    const int d = c.dModel;
    const double scale = 1.0 / std::sqrt(static_cast<double>(d));
    const std::uint64_t seed = c.seed;
    if (c.projections == ProjectionKind::Identity) {
        p.Wq = p.Wk = p.Wv = p.Wo = Matrix::Identity(d, d);
    } else {
        p.Wq = randomNormalMatrix(d, d, seed, kWq, scale);
        p.Wk = randomNormalMatrix(d, d, seed, kWk, scale);
        p.Wv = randomNormalMatrix(d, d, seed, kWv, scale);
        p.Wo = randomNormalMatrix(d, d, seed, kWo, scale);
    }
    const double biasScale = c.projectionBias ? scale : 0.0;
    p.bq = randomVector(d, seed, kBq, biasScale);
    p.bk = randomVector(d, seed, kBk, biasScale);
    p.bv = randomVector(d, seed, kBv, biasScale);
    p.bo = randomVector(d, seed, kBo, biasScale);
    if (c.score == ScoreFunction::General)
        p.score.general = randomNormalMatrix(d, d, seed, kGeneral, scale);
    if (c.score == ScoreFunction::Additive) {
        const int a = c.additiveSize;
        AdditiveParameters &add = p.score.additive;
        add.Wq = randomNormalMatrix(a, d, seed, kAddWq, scale);
        add.Wk = randomNormalMatrix(a, d, seed, kAddWk, scale);
        add.bq = randomVector(a, seed, kAddBq, biasScale);
        add.bk = randomVector(a, seed, kAddBk, biasScale);
        add.v = randomVector(a, seed, kAddV, 1.0 / std::sqrt(static_cast<double>(a)));
    }
    if (c.score == ScoreFunction::MultiHead) { // kept once, in the layout the computation reads
        p.torch = asTorchParameters(p, c.dModel, c.heads);
        keepOnlyPackedWeights(p.torch);
        p.Wq = p.Wk = p.Wv = p.Wo = Matrix();
    }
    return p;
}

double estimatedWork(const Lesson &lesson)
{
    if (lesson.trained)
        return 1e5; // a few dozen tokens through a model of a few thousand weights
    const AttentionConfig &c = lesson.config;
    const double source = static_cast<double>(std::min<std::size_t>(tokenize(lesson.source).size(), std::size_t(c.maxTokens)));
    const double target = static_cast<double>(std::min<std::size_t>(tokenize(lesson.target).size(), std::size_t(c.maxTokens)));
    const double queries = c.mode == AttentionMode::SelfSource ? source : target;
    const double keys = std::max(c.mode == AttentionMode::SelfTarget ? target : source, double(c.padKeysTo));
    const double d = std::max(c.dModel, 1);
    const double projections = (queries + 2 * keys) * d * d;
    const double attention = 2 * queries * keys * (c.score == ScoreFunction::Additive ? c.additiveSize : d);
    return projections + attention + 8 * queries * keys; // softmax and summaries
}

Matrix AttentionResult::logits() const
{
    Matrix out = scores / static_cast<Scalar>(config.temperature);
    makeFinite(out);
    return out;
}

int argmaxOfRow(const Matrix &weights, const Mask &mask, Eigen::Index row)
{
    const Scalar *w = &weights(row, 0);
    const bool *blocked = mask.size() != 0 ? &mask(row, 0) : nullptr;
    int best = -1;
    Scalar largest = 0; // only a positive weight can win; the first of equals wins
    for (Eigen::Index j = 0; j < weights.cols(); ++j)
        if (w[j] > largest && !(blocked && blocked[j])) {
            largest = w[j];
            best = static_cast<int>(j);
        }
    return best;
}

std::vector<QueryRowSummary> summariseRows(const Matrix &weights, const Mask &mask)
{
    std::vector<QueryRowSummary> rows(static_cast<std::size_t>(weights.rows()));
    // About 40 multiply-adds' time per weight (measured): a sum in double, a logarithm, a comparison.
    forRowBlocks(weights.rows(), 40.0 * double(weights.cols()), [&](Eigen::Index begin, Eigen::Index end) {
        // Each sum is taken in double from a buffer: summed straight from the floats, one
        // conversion and one addition after another, it took most of the time.
        Eigen::ArrayXf terms(weights.cols());
        Eigen::ArrayXd wide(weights.cols());
        for (Eigen::Index i = begin; i < end; ++i) {
            QueryRowSummary &row = rows[static_cast<std::size_t>(i)];
            const auto w = weights.row(i).array().transpose();
            wide = w.template cast<double>();
            row.weightSum = wide.sum();
            double sum = 0;
            if (!sumOfWeightLogWeight(&weights(i, 0), weights.cols(), &sum)) {
                // 0 log 0 = 0: a zero weight times the log of the smallest float adds nothing.
                terms = w * w.max(std::numeric_limits<Scalar>::min()).log();
                wide = terms.template cast<double>();
                sum = wide.sum();
            }
            row.entropy = -sum;
            row.argmax = argmaxOfRow(weights, mask, i);
        }
    });
    return rows;
}

Outcome<AttentionResult> computeAttention(const Lesson &lesson, ComputeCache *cache, const std::function<bool()> &stillWanted,
                                          HeadWeights heads)
{
    try {
        if (cache)
            return compute(lesson, *cache, stillWanted, heads);
        ComputeCache once;
        return compute(lesson, once, stillWanted, heads);
    } catch (const std::bad_alloc &) {
        return Outcome<AttentionResult>::failure("This lesson needs more memory than the computer has: use shorter "
                                                 "sentences or a smaller d_model.");
    } catch (const std::exception &error) {
        return Outcome<AttentionResult>::failure(std::string("The attention could not be computed: ") + error.what());
    }
}

const Matrix &headWeightsOf(const AttentionResult &r, int head, Matrix &storage)
{
    if (head >= 0 && head < static_cast<int>(r.headWeights.size()))
        return r.headWeights[static_cast<std::size_t>(head)];
    storage = headScores(r.Q, r.K, r.config.heads, head);
    makeFinite(storage);
    maskedSoftmaxInPlace(storage, r.mask, r.config.temperature);
    return storage;
}

RowVector headWeightsRowOf(const AttentionResult &r, int head, int row)
{
    if (head >= 0 && head < static_cast<int>(r.headWeights.size()))
        return r.headWeights[static_cast<std::size_t>(head)].row(row);
    return headWeightsRow(r.Q, r.K, r.config.heads, head, row, r.mask, r.config.temperature);
}

} // namespace attention
