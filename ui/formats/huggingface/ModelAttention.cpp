#include "ui/formats/huggingface/ModelAttention.h"

#include "core/models/ModelCost.h"

namespace attention {

namespace {

using models::LayerAttentions;

Outcome<ImportedAttention> asImport(const LayerAttentions &layers, QStringList rows, QStringList columns, const QString &name)
{
    if (layers.empty() || layers.front().empty())
        return Message("model.no_attention", ATTENTION_MESSAGE("the model gave no attention"));
    const auto L = std::int64_t(layers.size()), H = std::int64_t(layers.front().size());
    const Matrix &first = layers.front().front();
    std::vector<double> values;
    values.reserve(std::size_t(L * H * first.size()));
    for (const auto &heads : layers)
        for (const Matrix &head : heads)
            for (Eigen::Index k = 0; k < head.size(); ++k)
                values.push_back(head.data()[k]);
    ImportedAttention imported;
    imported.name = name;
    imported.layers = int(L);
    imported.heads = int(H);
    imported.queryTokens = std::move(rows);
    imported.keyTokens = std::move(columns);
    imported.values = std::make_shared<const NpyArray>(NpyArray::fromValues({L, H, first.rows(), first.cols()}, values));
    return imported;
}

Message wrongKind(const models::LoadedModel &model)
{
    return Message("model.attention_kind",
                   ATTENTION_MESSAGE("a %1 model has no such attention: give encoder, decoder or cross as it has them"),
                   {models::familyName(model.config.family)});
}

} // namespace

std::optional<ModelAttentionKind> modelAttentionKindNamed(const QString &name)
{
    if (name == QLatin1String("encoder"))
        return ModelAttentionKind::Encoder;
    if (name == QLatin1String("decoder"))
        return ModelAttentionKind::Decoder;
    if (name == QLatin1String("cross"))
        return ModelAttentionKind::Cross;
    return std::nullopt;
}

QStringList tokenLabelsOf(const models::ModelTokenizer &tokenizer, const std::vector<int> &ids)
{
    QStringList labels;
    for (int id : ids)
        labels.append(QString::fromStdString(tokenizer.label(id)));
    return labels;
}

Outcome<ImportedAttention> modelAttention(const models::LoadedModel &model, const QString &source, const QString &target,
                                          ModelAttentionKind kind)
{
    const QString name = QString::fromStdString(model.name);
    const std::vector<int> ids = model.tokenizer->encode(source.toStdString());
    const Message what("model.what", ATTENTION_MESSAGE("This text through the model"));
    const Message advice("model.advice", ATTENTION_MESSAGE("use a shorter text"));
    if (model.language || model.encoder) {
        if (kind == ModelAttentionKind::Cross || (model.language && kind == ModelAttentionKind::Encoder)
            || (model.encoder && kind == ModelAttentionKind::Decoder))
            return wrongKind(model);
        const Cost cost = models::modelRunCost(model.config, double(ids.size()));
        if (auto ok = withinBudget(cost, what, advice); !ok)
            return ok.problem();
        const auto pass = model.language ? model.language->forward(ids, false) : model.encoder->forward(ids);
        if (!pass)
            return pass.problem();
        const QStringList labels = tokenLabelsOf(*model.tokenizer, ids);
        return asImport(pass->attentions, labels, labels, name);
    }
    // A translator: the labels are the target's tokens, or what the model writes.
    const models::Marian &marian = *model.translator;
    const int limit = model.config.maxLength;
    if (auto ok = withinBudget(models::modelRunCost(model.config, double(ids.size()), limit), what, advice); !ok)
        return ok.problem();
    const auto encoded = marian.encode(ids);
    if (!encoded)
        return encoded.problem();
    std::vector<int> labels;
    if (target.trimmed().isEmpty()) {
        const auto written = marian.greedy(*encoded, limit);
        if (!written)
            return written.problem();
        labels = *written;
    } else {
        labels = model.targetTokenizer->encode(target.toStdString());
    }
    std::vector<int> input{model.config.decoderStartTokenId};
    input.insert(input.end(), labels.begin(), labels.end() - (labels.empty() ? 0 : 1));
    const auto pass = marian.decode(*encoded, input);
    if (!pass)
        return pass.problem();
    const QStringList sourceLabels = tokenLabelsOf(*model.tokenizer, ids);
    const QStringList targetLabels = tokenLabelsOf(*model.targetTokenizer, labels);
    switch (kind) {
    case ModelAttentionKind::Encoder:
        return asImport(pass->encoder, sourceLabels, sourceLabels, name);
    case ModelAttentionKind::Decoder: {
        const QStringList read = tokenLabelsOf(*model.targetTokenizer, input);
        return asImport(pass->decoder, read, read, name);
    }
    case ModelAttentionKind::Default:
    case ModelAttentionKind::Cross:
        break;
    }
    return asImport(pass->cross, targetLabels, sourceLabels, name);
}

} // namespace attention
