#include "core/pipeline/AttentionPipeline.h"

#include "core/Random.h"
#include "core/kernels/RowBlocks.h"
#include "core/pipeline/Budget.h"
#include "core/pipeline/ComputeCache.h"
#include "core/pipeline/HeadBands.h"
#include "core/pipeline/KeysByParts.h"
#include "core/pipeline/LessonModel.h"
#include "core/pipeline/MultiHeadAttention.h"
#include "core/pipeline/MultiHeadProjections.h"
#include "core/pipeline/SoftmaxRescaling.h"
#include "core/text/Embedding.h"
#include "core/text/Lexicon.h"
#include "core/textbook/Masks.h"
#include "core/textbook/PositionalEncoding.h"
#include "core/textbook/Softmax.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <exception>
#include <functional>
#include <limits>

namespace attention {

namespace {

void cutToLimit(std::vector<Token> &tokens, int limit, bool source, std::vector<Message> &notes)
{
    if (static_cast<int>(tokens.size()) <= limit)
        return;
    notes.push_back(source
                        ? Message("note.source_cut", ATTENTION_MESSAGE("The source sentence has %1 tokens; only the first %2 are shown."),
                                  {tokens.size(), limit})
                        : Message("note.target_cut", ATTENTION_MESSAGE("The target sentence has %1 tokens; only the first %2 are shown."),
                                  {tokens.size(), limit}));
    tokens.resize(static_cast<std::size_t>(limit));
}

// What preparing the inputs costs, in multiply-adds' time (measured at 2048 tokens): a byte
// of a sentence tokenized about 1000, a float of an embedding looked up and added to its
// position about 40.
constexpr double kWorkPerCharacter = 1000, kWorkPerFloat = 40;

/** prepare(0) and prepare(1), side by side when each is work enough for a core. */
void bothSides(double workPerSide, const std::function<void(int)> &prepare)
{
    forRowBlocks(2, workPerSide, [&](Eigen::Index begin, Eigen::Index end) {
        for (Eigen::Index side = begin; side < end; ++side)
            prepare(static_cast<int>(side));
    });
}

Matrix withPositions(const Matrix &embeddings, const Matrix *encoding)
{
    if (!encoding)
        return embeddings;
    return embeddings + encoding->topRows(embeddings.rows());
}

/** What of an earlier result this one can keep, with the same settings and weights: per query
 *  and key row with the same input, its projection; with the very same keys, per query row
 *  with the same input and mask row, the whole row. Null when nothing can be kept. */
std::optional<KnownRows> knownRowsOf(const AttentionResult *earlier, const AttentionResult &r)
{
    const auto sameRow = [](const auto &a, const auto &b, Eigen::Index row) { // row-major: a row is one block of memory
        return std::memcmp(&a(row, 0), &b(row, 0), sizeof(a(0, 0)) * static_cast<std::size_t>(a.cols())) == 0;
    };
    // A row of the mask is the same on the keys both results have (a word added at the end).
    const auto sameLeadingKeys = [](const Mask &a, const Mask &b, Eigen::Index row) {
        return std::memcmp(&a(row, 0), &b(row, 0), static_cast<std::size_t>(std::min(a.cols(), b.cols()))) == 0;
    };
    if (!earlier || earlier->config != r.config || earlier->parameters != r.parameters || earlier->keyInput.cols() != r.keyInput.cols()
        || r.keyInput.size() == 0 || earlier->keyInput.size() == 0 || earlier->Q.rows() != earlier->queryInput.rows()
        || earlier->K.rows() != earlier->keyInput.rows())
        return std::nullopt;
    std::vector<Eigen::Index> earlierKeyRow;
    bool sameKeys = earlier->keyInput.rows() == r.keyInput.rows() && r.mask.cols() == earlier->mask.cols();
    for (Eigen::Index j = 0; j < r.keyInput.rows(); ++j) {
        const bool same = j < earlier->keyInput.rows() && sameRow(earlier->keyInput, r.keyInput, j);
        earlierKeyRow.push_back(same ? j : -1);
        sameKeys = sameKeys && same;
    }
    KnownRows known;
    known.K = &earlier->K;
    known.V = &earlier->V;
    known.Q = &earlier->Q;
    known.scoresMean = &earlier->scores;
    known.weightsMean = &earlier->weights;
    known.context = &earlier->context;
    if (earlier->rows.size() == static_cast<std::size_t>(earlier->weights.rows()))
        known.rows = &earlier->rows;
    known.output = &earlier->output;
    if (!earlier->headWeights.empty())
        known.headWeights = &earlier->headWeights;
    known.packedHeads = earlier->packedHeads;
    known.headsWhileTyping = earlier->headsWhileTyping;
    known.earlierKeyRow = std::move(earlierKeyRow);
    // Each key's embedding projected by the earlier result, where it has them: a key kept in
    // place, or one that moved by as many keys as a word typed or erased before it added or took.
    const auto &parts = earlier->embeddingProjections;
    const Eigen::Index earlierKeys = earlier->keyEmbeddings.rows();
    if (parts && parts->keys.rows() == earlierKeys && earlierKeys == earlier->K.rows() && r.keyEmbeddings.rows() == r.keyInput.rows()
        && earlier->keyEmbeddings.cols() == r.keyEmbeddings.cols()) {
        known.embeddingProjections = parts.get();
        const Eigen::Index moved = r.keyEmbeddings.rows() - earlierKeys;
        for (Eigen::Index j = 0; j < r.keyEmbeddings.rows(); ++j) {
            Eigen::Index from = known.earlierKeyRow[static_cast<std::size_t>(j)];
            if (from < 0 && moved != 0 && j - moved >= 0 && j - moved < earlierKeys
                && std::memcmp(&earlier->keyEmbeddings(j - moved, 0), &r.keyEmbeddings(j, 0),
                               sizeof(Scalar) * static_cast<std::size_t>(r.keyEmbeddings.cols()))
                       == 0)
                from = j - moved;
            known.earlierEmbeddingRow.push_back(from);
        }
    }
    for (Eigen::Index i = 0; i < r.queryInput.rows(); ++i) {
        const bool sameQuery = i < earlier->queryInput.rows() && sameRow(earlier->queryInput, r.queryInput, i);
        const bool sameMask = sameQuery && sameLeadingKeys(earlier->mask, r.mask, i);
        known.earlierQueryRow.push_back(sameQuery ? i : -1);
        known.earlierRow.push_back(sameKeys && sameMask ? i : -1);
        known.sameQueryAndMask.push_back(sameMask);
    }
    return known;
}

Outcome<void> fillMultiHead(AttentionResult &r, ComputeCache &cache, const std::function<bool()> &stillWanted,
                            const AttentionResult *earlier, std::shared_ptr<const HeadsWhileTyping> typingHeads, HeadWeights heads,
                            OutputProjection output)
{
    const AttentionConfig &c = r.config;
    auto known = knownRowsOf(earlier, r);
    if (known && !known->headsWhileTyping)
        known->headsWhileTyping = std::move(typingHeads); // made for the earlier result after it
    // The keys by parts where the panel kernel projects: it gives a row the same bits in any
    // block, so a key made of kept parts is the very key a computation from scratch makes.
    std::optional<KeysByParts> byParts;
    if (r.positionalEncoding && projectsInPieces(r.parameters->torch) && r.keyEmbeddings.rows() == r.keyInput.rows())
        byParts = KeysByParts{&r.keyEmbeddings, cache.positionProjections(r.parameters, static_cast<int>(r.keyInput.rows()))};
    auto mha = multiHeadAttention(
        r.parameters->torch, r.queryInput, r.keyInput, r.keyInput, r.mask, c.temperature, stillWanted, known ? &*known : nullptr, heads,
        output, c.mode == AttentionMode::Cross ? KeysTyped::Alone : KeysTyped::WithTheQueries, byParts ? &*byParts : nullptr);
    if (!mha)
        return mha.problem();
    MultiHeadOutputs &m = mha.value();
    r.Q = std::move(m.Q);
    r.K = std::move(m.K);
    r.V = std::move(m.V);
    r.scores = std::move(m.scoresMean); // rawScores stays empty: it would be scores x sqrt(d_k)
    r.weights = std::move(m.weightsMean);
    r.context = std::move(m.context);
    r.output = std::move(m.output);
    r.headWeights = std::move(m.headWeights);
    r.packedHeads = std::move(m.packedHeads);
    r.headsWhileTyping = std::move(m.headsWhileTyping);
    r.embeddingProjections = std::move(m.embeddingProjections);
    r.rows = std::move(m.rows);
    return {};
}

Matrix projectRows(const Matrix &x, const Matrix &W, const Vector &b)
{
    Matrix y = x * W.transpose();
    y.rowwise() += b.transpose();
    return y;
}

Outcome<AttentionResult> compute(const Lesson &lesson, ComputeCache &cache, const std::function<bool()> &stillWanted, HeadWeights heads,
                                 OutputProjection output)
{
    if (lesson.model)
        return lesson.model->compute(lesson);
    const AttentionConfig &c = lesson.config;
    if (auto valid = validate(c); !valid)
        return valid.problem();

    AttentionResult r;
    r.config = c;
    // The two sentences, and below the queries' and the keys' inputs, are independent: long ones
    // are prepared on two cores (at 2048 tokens each side took about 1 ms of the 70).
    bothSides(double(std::max(lesson.source.size(), lesson.target.size())) * kWorkPerCharacter,
              [&](int side) { (side == 0 ? r.sourceTokens : r.targetTokens) = cache.tokens(side == 0 ? lesson.source : lesson.target); });
    const bool needsSource = c.mode != AttentionMode::SelfTarget;
    const bool needsTarget = c.mode != AttentionMode::SelfSource;
    if (needsSource && r.sourceTokens.empty())
        return Message("lesson.no_source", ATTENTION_MESSAGE("The source sentence has no words yet: type a few to see attention."));
    if (needsTarget && r.targetTokens.empty())
        return Message("lesson.no_target", ATTENTION_MESSAGE("The target sentence has no words yet: type a few to see attention."));
    if (c.causalMask && c.mode == AttentionMode::Cross)
        r.notes.push_back(
            Message("note.causal_cross", ATTENTION_MESSAGE("A causal mask in cross attention hides the source words after each target "
                                                           "word's position, which a translation does not do: it is meant for a decoder's "
                                                           "self attention (Mode: self attention on the target).")));
    cutToLimit(r.sourceTokens, c.maxTokens, true, r.notes);
    cutToLimit(r.targetTokens, c.maxTokens, false, r.notes);
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
    if (auto affordable = withinBudget(lessonCost(c, nq, nk, heads), Message("subject.lesson", ATTENTION_MESSAGE("This lesson")),
                                       Message("advice.lesson", ATTENTION_MESSAGE("use fewer tokens, a smaller d_model, fewer heads or "
                                                                                  "a smaller additive size")));
        !affordable)
        return affordable.problem();

    if (c.positionalEncoding)
        r.positionalEncoding = cache.positionalEncoding(std::max(nq, nk), c.dModel);
    const auto lexicon = c.embeddings == EmbeddingKind::Lexicon ? (lesson.lexicon ? lesson.lexicon : Lexicon::builtin()) : nullptr;
    bothSides(double(std::max(nq, nk)) * c.dModel * kWorkPerFloat, [&](int side) {
        const std::vector<Token> &tokens = side == 0 ? r.queryTokens : r.keyTokens;
        Matrix &embeddings = side == 0 ? r.queryEmbeddings : r.keyEmbeddings;
        embeddings =
            lexicon ? lexiconEmbeddings(tokens, *lexicon, c.dModel, c.seed, c.lexiconNoise) : cache.embed(tokens, c.dModel, c.seed);
        (side == 0 ? r.queryInput : r.keyInput) = withPositions(embeddings, r.positionalEncoding.get());
    });
    r.parameters = cache.parameters(c);

    if (stillWanted && !stillWanted())
        return givenUpProblem();
    r.mask = Mask::Constant(nq, nk, false);
    if (c.causalMask)
        r.mask = r.mask || causalMask(nq, nk);
    if (c.padKeysTo > 0)
        r.mask = r.mask || keyPaddingMask(nq, keyIsPadding);
    if (!c.blockedCells.empty()) // an empty one was another nq x nk mask and an or (0.5 ms at 2048 tokens)
        r.mask = r.mask || cellMask(nq, nk, c.blockedCells);

    if (c.score == ScoreFunction::MultiHead) {
        const auto earlier = cache.rememberedResult();
        auto typingHeads = earlier ? cache.rememberedTypingHeads(*earlier) : nullptr;
        if (auto filled = fillMultiHead(r, cache, stillWanted, earlier.get(), std::move(typingHeads), heads, output); !filled)
            return filled.problem();
    } else {
        const ModelParameters &p = *r.parameters;
        r.Q = projectRows(r.queryInput, p.Wq, p.bq);
        r.K = projectRows(r.keyInput, p.Wk, p.bk);
        r.V = projectRows(r.keyInput, p.Wv, p.bv);
        auto head = attend(c.score, r.Q, r.K, r.V, r.mask, c.temperature, p.score);
        if (!head)
            return head.problem();
        takeSingleHead(r, std::move(head.value()));
    }
    if (r.rows.empty())
        r.rows = summariseRows(r.weights, r.mask);
    return r;
}

} // namespace

Outcome<AttentionResult> computeAttention(const Lesson &lesson, ComputeCache *cache, const std::function<bool()> &stillWanted,
                                          HeadWeights heads, OutputProjection output)
{
    try {
        if (cache)
            return compute(lesson, *cache, stillWanted, heads, output);
        ComputeCache once;
        return compute(lesson, once, stillWanted, heads, output);
    } catch (const std::bad_alloc &) {
        return Message("lesson.memory", ATTENTION_MESSAGE("This lesson needs more memory than the computer has: use shorter "
                                                          "sentences or a smaller d_model."));
    } catch (const std::exception &error) {
        return Message("lesson.exception", ATTENTION_MESSAGE("The attention could not be computed: %1"), {error.what()});
    }
}

bool sameTokensAndSettings(const Lesson &a, const Lesson &b, ComputeCache &cache)
{
    if (a.config != b.config || a.lexicon != b.lexicon || a.model != b.model)
        return false;
    const auto sameTokens = [&cache](const std::string &x, const std::string &y) {
        if (x == y)
            return true;
        const std::vector<Token> tx = cache.tokens(x), ty = cache.tokens(y);
        return std::equal(tx.begin(), tx.end(), ty.begin(), ty.end(), [](const Token &s, const Token &t) {
            return s.text == t.text && s.offset == t.offset && s.length == t.length && s.padding == t.padding;
        });
    };
    return sameTokens(a.source, b.source) && sameTokens(a.target, b.target);
}

const Matrix &outputOf(const AttentionResult &r, Matrix &storage)
{
    if (r.output.size() != 0 || r.config.score != ScoreFunction::MultiHead || !r.parameters || r.context.size() == 0)
        return r.output;
    storage = outputOfContext(r.parameters->torch, r.context);
    return storage;
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

bool makesTypingHeads(const AttentionResult &r)
{
    const AttentionConfig &c = r.config;
    return c.score == ScoreFunction::MultiHead && c.mode == AttentionMode::Cross && c.heads >= 1 && !r.headsWhileTyping
           && r.headWeights.empty() && r.origin.empty() && r.Q.rows() > 0 && r.K.rows() > 0 && r.Q.cols() % c.heads == 0;
}

std::shared_ptr<const HeadsWhileTyping> typingHeadsOf(const AttentionResult &r, const std::function<bool()> &stillWanted)
{
    const AttentionConfig &c = r.config;
    if (!makesTypingHeads(r))
        return nullptr;
    const double H = c.heads, nq = double(r.Q.rows()), cells = nq * double(r.K.rows());
    const Cost heads{H * cells * double(r.Q.cols() / c.heads), heldBytes(r) + H * cells * sizeof(Scalar) + H * nq * sizeof(double)};
    std::vector<Matrix> weights;
    std::vector<double> logNormalisers;
    if (!fitsTheBudget(heads)
        || !weighHeadsInBands(r.Q, r.K, r.packedHeads.get(), c.heads, r.mask, c.temperature, stillWanted, weights, logNormalisers))
        return nullptr;
    return startTyping(std::move(weights), std::move(logNormalisers));
}

} // namespace attention
