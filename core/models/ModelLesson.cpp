#include "core/models/ModelLesson.h"

#include "core/models/ModelCost.h"
#include "core/pipeline/RowSummaries.h"

#include <mutex>

namespace attention::models {

/** What a decoder read last: its ids, its key-value cache and every layer's attention rows. */
struct ModelLesson::Kept
{
    std::mutex mutex;
    std::vector<int> ids;
    KeyValueCache cache;
    LayerAttentions attentions;
};

namespace {

AttentionSide resolved(const LoadedModel &model, AttentionSide side)
{
    if (side != AttentionSide::Default)
        return side;
    return model.translator ? AttentionSide::Cross : model.encoder ? AttentionSide::Encoder : AttentionSide::Decoder;
}

std::vector<Token> tokensOf(const ModelTokenizer &tokenizer, const std::vector<int> &ids)
{
    std::vector<Token> tokens;
    tokens.reserve(ids.size());
    for (int id : ids) {
        Token t;
        t.text = tokenizer.label(id);
        t.id = id; // the model's own token id, as its token list shows
        tokens.push_back(std::move(t));
    }
    return tokens;
}

} // namespace

ModelLesson::ModelLesson(std::shared_ptr<const LoadedModel> model, std::string folder, int layer, AttentionSide side)
    : mModel(std::move(model)), mFolder(std::move(folder)), mSide(resolved(*mModel, side)), mKept(std::make_shared<Kept>())
{
    mLayer = layer < 0 ? layerCount() - 1 : std::min(layer, layerCount() - 1);
}

ModelLesson::ModelLesson(const ModelLesson &other, int layer, AttentionSide side)
    : LessonModel(), mModel(other.mModel), mFolder(other.mFolder), mSide(resolved(*other.mModel, side)), mKept(other.mKept)
{
    mLayer = std::clamp(layer < 0 ? layerCount() - 1 : layer, 0, layerCount() - 1);
}

ModelLesson::~ModelLesson() = default;

int ModelLesson::layerCount() const
{
    const ModelConfig &c = mModel->config;
    return c.family == Family::Marian && mSide != AttentionSide::Encoder ? c.decoderLayers : c.layers;
}

std::shared_ptr<const ModelLesson> ModelLesson::withLayer(int layer) const
{
    return std::shared_ptr<const ModelLesson>(new ModelLesson(*this, layer, mSide));
}

std::shared_ptr<const ModelLesson> ModelLesson::withSide(AttentionSide side) const
{
    return std::shared_ptr<const ModelLesson>(new ModelLesson(*this, -1, side));
}

Cost ModelLesson::cost(const Lesson &lesson) const
{
    const double source = double(mModel->tokenizer->encode(lesson.source).size());
    const double target = mModel->targetTokenizer ? double(mModel->config.maxLength) : 0;
    return modelRunCost(mModel->config, source, target);
}

Outcome<LayerAttentions> ModelLesson::decoderAttention(const std::vector<int> &ids) const
{
    // Rows of tokens before the first one that changed are kept; only the rest are read.
    const std::lock_guard<std::mutex> lock(mKept->mutex);
    Kept &kept = *mKept;
    std::size_t same = 0;
    while (same < ids.size() && same < kept.ids.size() && ids[same] == kept.ids[same])
        ++same;
    if (same == ids.size()) { // the same text, or its beginning (a word erased): causal rows are as they were
        const auto n = Eigen::Index(ids.size());
        LayerAttentions attentions(kept.attentions.size());
        for (std::size_t l = 0; l < attentions.size(); ++l)
            for (const Matrix &head : kept.attentions[l])
                attentions[l].push_back(head.topLeftCorner(n, n));
        return attentions;
    }
    kept.cache.length = int(same);
    for (Matrix &k : kept.cache.keys)
        k.conservativeResize(Eigen::Index(same), k.cols());
    for (Matrix &v : kept.cache.values)
        v.conservativeResize(Eigen::Index(same), v.cols());
    const std::vector<int> fresh(ids.begin() + long(same), ids.end());
    auto pass = mModel->language->read(fresh, kept.cache, false, false);
    if (!pass) {
        kept.ids.clear(), kept.cache = KeyValueCache{}, kept.attentions.clear(); // start again next time
        return pass.problem();
    }
    const auto n = Eigen::Index(ids.size()), first = Eigen::Index(same);
    LayerAttentions attentions(pass->attentions.size());
    for (std::size_t l = 0; l < attentions.size(); ++l)
        for (std::size_t h = 0; h < pass->attentions[l].size(); ++h) {
            Matrix m = Matrix::Zero(n, n);
            if (first > 0)
                m.topLeftCorner(first, first) = kept.attentions[l][h].topLeftCorner(first, first);
            m.bottomRows(n - first) = pass->attentions[l][h];
            attentions[l].push_back(std::move(m));
        }
    kept.ids = ids;
    kept.attentions = attentions;
    return attentions;
}

Outcome<AttentionResult> ModelLesson::compute(const Lesson &lesson) const
{
    const LoadedModel &m = *mModel;
    const ModelConfig &c = m.config;
    AttentionResult r;
    r.config.score = ScoreFunction::MultiHead;
    r.config.dModel = c.hiddenSize;
    r.model = m.name;
    const std::vector<int> source = m.tokenizer->encode(lesson.source);
    if (source.empty())
        return Message("model.empty_text", ATTENTION_MESSAGE("the model has no tokens to read: type a few words"));
    LayerAttentions layers;
    std::vector<Token> rows, columns;
    if (m.language || m.encoder) {
        r.config.mode = AttentionMode::SelfSource;
        auto attentions = m.language ? decoderAttention(source) : [&]() -> Outcome<LayerAttentions> {
            auto pass = m.encoder->forward(source);
            if (!pass)
                return pass.problem();
            return std::move(pass->attentions);
        }();
        if (!attentions)
            return attentions.problem();
        layers = std::move(*attentions);
        rows = columns = tokensOf(*m.tokenizer, source);
        r.sourceTokens = rows;
        r.config.causalMask = bool(m.language);
    } else {
        const auto encoded = m.translator->encode(source);
        if (!encoded)
            return encoded.problem();
        std::vector<int> labels;
        if (lesson.target.find_first_not_of(" \t\n") == std::string::npos) {
            const auto written = m.translator->search(*encoded, c.maxLength, 1);
            if (!written)
                return written.problem();
            labels = *written;
            r.notes.push_back(
                Message("note.model_translates", ATTENTION_MESSAGE("%1 translates: \"%2\""), {m.name, m.targetTokenizer->decode(labels)}));
        } else {
            labels = m.targetTokenizer->encode(lesson.target);
        }
        std::vector<int> input{c.decoderStartTokenId};
        input.insert(input.end(), labels.begin(), labels.end() - (labels.empty() ? 0 : 1));
        auto pass = m.translator->decode(*encoded, input);
        if (!pass)
            return pass.problem();
        r.sourceTokens = tokensOf(*m.tokenizer, source);
        r.targetTokens = tokensOf(*m.targetTokenizer, labels);
        switch (mSide) {
        case AttentionSide::Encoder:
            layers = std::move(pass->encoder), rows = columns = r.sourceTokens;
            r.config.mode = AttentionMode::SelfSource;
            break;
        case AttentionSide::Decoder:
            layers = std::move(pass->decoder), rows = columns = tokensOf(*m.targetTokenizer, input);
            r.config.mode = AttentionMode::SelfTarget;
            r.config.causalMask = true;
            break;
        default:
            layers = std::move(pass->cross), rows = r.targetTokens, columns = r.sourceTokens;
            r.config.mode = AttentionMode::Cross;
        }
    }
    if (r.config.mode != AttentionMode::Cross) // self attention: rollout and flow trace every layer
        for (const auto &all : layers) {
            Matrix mean = Matrix::Zero(all.front().rows(), all.front().cols());
            for (const Matrix &head : all)
                mean += head / Scalar(all.size());
            r.layerMeans.push_back(std::move(mean));
        }
    const int layer = std::min(mLayer, int(layers.size()) - 1);
    auto &heads = layers[std::size_t(layer)];
    r.config.heads = int(heads.size());
    r.origin = m.name + ", layer " + std::to_string(layer + 1) + " of " + std::to_string(layers.size());
    r.provenance = Message("source.model", ATTENTION_MESSAGE("%1, layer %2 of %3"), {m.name, layer + 1, int(layers.size())});
    r.queryTokens = std::move(rows);
    r.keyTokens = std::move(columns);
    r.weights = Matrix::Zero(r.queryCount(), r.keyCount());
    for (const Matrix &head : heads)
        r.weights += head / Scalar(heads.size());
    r.headWeights = std::move(heads);
    r.mask = Mask::Constant(r.queryCount(), r.keyCount(), false);
    if (r.config.causalMask)
        for (int i = 0; i < r.queryCount(); ++i)
            for (int j = i + 1; j < r.keyCount(); ++j)
                r.mask(i, j) = true;
    r.rows = summariseRows(r.weights, r.mask);
    return r;
}

std::shared_ptr<const ModelLesson> modelLessonOf(const Lesson &lesson)
{
    return std::dynamic_pointer_cast<const ModelLesson>(lesson.model);
}

} // namespace attention::models
