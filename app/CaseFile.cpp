#include "CaseFile.h"

#include "core/AttentionConfig.h"
#include "core/Embedding.h"
#include "core/Masks.h"
#include "core/Softmax.h"
#include "ui/MatrixJson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

namespace attention::cli {

namespace {

using Fail = Outcome<AttentionCase>;

[[noreturn]] void fail(const QString &message) { throw JsonFormatError{message}; }

void requireShape(bool ok, const QString &message)
{
    if (!ok)
        fail(message);
}

void readAttention(const QJsonObject &o, AttentionCase &c)
{
    const QString scoreId = o.value(QLatin1String("score")).toString();
    const auto score = scoreFunctionFromId(scoreId.toStdString());
    if (!score || *score == ScoreFunction::MultiHead)
        fail(QStringLiteral("\"score\" must be dot, scaled_dot, general or additive, not \"%1\"").arg(scoreId));
    c.score = *score;
    c.Q = matrixFromJson(o.value(QLatin1String("Q")), QStringLiteral("Q"));
    c.K = matrixFromJson(o.value(QLatin1String("K")), QStringLiteral("K"));
    c.V = matrixFromJson(o.value(QLatin1String("V")), QStringLiteral("V"));
    requireShape(c.K.rows() == c.V.rows(), QStringLiteral("K and V must have the same number of rows"));
    if (o.contains(QLatin1String("mask"))) {
        c.mask = maskFromJson(o.value(QLatin1String("mask")), QStringLiteral("mask"));
        requireShape(c.mask.rows() == c.Q.rows() && c.mask.cols() == c.K.rows(),
                     QStringLiteral("\"mask\" must have one row per query and one column per key"));
    }
    if (c.score == ScoreFunction::General)
        c.parameters.general = matrixFromJson(o.value(QLatin1String("W")), QStringLiteral("W"));
    if (c.score == ScoreFunction::Additive) {
        AdditiveParameters &a = c.parameters.additive;
        a.Wq = matrixFromJson(o.value(QLatin1String("Wq")), QStringLiteral("Wq"));
        a.bq = vectorFromJson(o.value(QLatin1String("bq")), QStringLiteral("bq"));
        a.Wk = matrixFromJson(o.value(QLatin1String("Wk")), QStringLiteral("Wk"));
        a.bk = vectorFromJson(o.value(QLatin1String("bk")), QStringLiteral("bk"));
        a.v = vectorFromJson(o.value(QLatin1String("v")), QStringLiteral("v"));
        a.bv = o.contains(QLatin1String("bv")) ? static_cast<Scalar>(numberFromJson(o.value(QLatin1String("bv")), QStringLiteral("bv"))) : 0;
    }
}

void readMultiHead(const QJsonObject &o, AttentionCase &c)
{
    MultiHeadParameters &p = c.multiHead;
    p.embedDim = integerFromJson(o.value(QLatin1String("embed_dim")), QStringLiteral("embed_dim"), 1, limits::kMaxDModel);
    p.numHeads = integerFromJson(o.value(QLatin1String("num_heads")), QStringLiteral("num_heads"), 1, limits::kMaxHeads);
    if (auto problem = checkHeads(p.embedDim, p.numHeads))
        fail(QString::fromStdString(*problem));
    p.inProjWeight = matrixFromJson(o.value(QLatin1String("in_proj_weight")), QStringLiteral("in_proj_weight"));
    p.inProjBias = vectorFromJson(o.value(QLatin1String("in_proj_bias")), QStringLiteral("in_proj_bias"));
    p.outProjWeight = matrixFromJson(o.value(QLatin1String("out_proj_weight")), QStringLiteral("out_proj_weight"));
    p.outProjBias = vectorFromJson(o.value(QLatin1String("out_proj_bias")), QStringLiteral("out_proj_bias"));
    c.query = matrixFromJson(o.value(QLatin1String("query")), QStringLiteral("query"));
    c.key = matrixFromJson(o.value(QLatin1String("key")), QStringLiteral("key"));
    c.value = matrixFromJson(o.value(QLatin1String("value")), QStringLiteral("value"));
    const int nq = static_cast<int>(c.query.rows());
    const int nk = static_cast<int>(c.key.rows());
    if (o.contains(QLatin1String("attn_mask"))) {
        c.mask = maskFromJson(o.value(QLatin1String("attn_mask")), QStringLiteral("attn_mask"));
        requireShape(c.mask.rows() == nq && c.mask.cols() == nk,
                     QStringLiteral("\"attn_mask\" must be [%1][%2]").arg(nq).arg(nk));
    }
    if (o.contains(QLatin1String("key_padding_mask"))) {
        const auto padding = flagsFromJson(o.value(QLatin1String("key_padding_mask")), QStringLiteral("key_padding_mask"));
        requireShape(static_cast<int>(padding.size()) == nk,
                     QStringLiteral("\"key_padding_mask\" must have %1 entries, one per key").arg(nk));
        c.mask = combineMasks(c.mask, keyPaddingMask(nq, padding));
    }
}

void readSelfAttentionLayer(const QJsonObject &o, AttentionCase &c)
{
    c.x = matrixFromJson(o.value(QLatin1String("x")), QStringLiteral("x"));
    LinearSelfAttentionWeights &w = c.linear;
    w.Wq = matrixFromJson(o.value(QLatin1String("Wq")), QStringLiteral("Wq"));
    w.bq = vectorFromJson(o.value(QLatin1String("bq")), QStringLiteral("bq"));
    w.Wk = matrixFromJson(o.value(QLatin1String("Wk")), QStringLiteral("Wk"));
    w.bk = vectorFromJson(o.value(QLatin1String("bk")), QStringLiteral("bk"));
    w.Wv = matrixFromJson(o.value(QLatin1String("Wv")), QStringLiteral("Wv"));
    w.bv = vectorFromJson(o.value(QLatin1String("bv")), QStringLiteral("bv"));
}

AttentionCase readCase(const QJsonObject &o)
{
    AttentionCase c;
    c.name = o.value(QLatin1String("name")).toString();
    c.op = o.value(QLatin1String("op")).toString();
    c.expected = o.value(QLatin1String("expected")).toObject();
    if (o.contains(QLatin1String("temperature")))
        c.temperature = numberFromJson(o.value(QLatin1String("temperature")), QStringLiteral("temperature"));
    if (c.op == QLatin1String("softmax")) {
        c.scores = matrixFromJson(o.value(QLatin1String("scores")), QStringLiteral("scores"));
    } else if (c.op == QLatin1String("attention")) {
        readAttention(o, c);
    } else if (c.op == QLatin1String("multihead")) {
        readMultiHead(o, c);
    } else if (c.op == QLatin1String("positional_encoding")) {
        c.length = integerFromJson(o.value(QLatin1String("length")), QStringLiteral("length"), 1, limits::kMaxTokens);
        c.dim = integerFromJson(o.value(QLatin1String("dim")), QStringLiteral("dim"), 1, limits::kMaxDModel);
    } else if (c.op == QLatin1String("self_attention_layer")) {
        readSelfAttentionLayer(o, c);
    } else {
        fail(QStringLiteral("\"op\" must be softmax, attention, multihead, positional_encoding or "
                            "self_attention_layer, not \"%1\"").arg(c.op));
    }
    return c;
}

QJsonArray matricesToJson(const std::vector<Matrix> &matrices)
{
    QJsonArray out;
    for (const Matrix &m : matrices)
        out.append(matrixToJson(m));
    return out;
}

template <typename T>
Outcome<QJsonObject> orFailure(const Outcome<T> &outcome)
{
    return Outcome<QJsonObject>::failure(outcome.error());
}

} // namespace

Outcome<AttentionCase> parseCase(const QByteArray &json)
{
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return Fail::failure(QStringLiteral("not valid JSON at byte %1: %2").arg(error.offset).arg(error.errorString()).toStdString());
    if (!document.isObject())
        return Fail::failure("a case must be a JSON object");
    try {
        return readCase(document.object());
    } catch (const JsonFormatError &problem) {
        return Fail::failure(problem.message.toStdString());
    } catch (const std::bad_alloc &) {
        return Fail::failure("the case is too large to read");
    }
}

Outcome<AttentionCase> readCaseFile(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Fail::failure(QStringLiteral("cannot open %1: %2").arg(path, file.errorString()).toStdString());
    if (file.size() > kMaxCaseFileBytes)
        return Fail::failure(QStringLiteral("%1 is larger than %2 MB; a case is never that big")
                                 .arg(path).arg(kMaxCaseFileBytes / (1024 * 1024)).toStdString());
    return parseCase(file.read(kMaxCaseFileBytes + 1));
}

Outcome<QJsonObject> computeCase(const AttentionCase &c)
{
    QJsonObject out;
    if (c.op == QLatin1String("softmax")) {
        if (auto problem = checkTemperature(c.temperature))
            return Outcome<QJsonObject>::failure(*problem);
        out.insert(QStringLiteral("weights"), matrixToJson(maskedSoftmax(c.scores, Mask(), c.temperature)));
    } else if (c.op == QLatin1String("attention")) {
        const auto head = attend(c.score, c.Q, c.K, c.V, c.mask, c.temperature, c.parameters);
        if (!head)
            return orFailure(head);
        out.insert(QStringLiteral("scores"), matrixToJson(head->scores));
        out.insert(QStringLiteral("weights"), matrixToJson(head->weights));
        out.insert(QStringLiteral("context"), matrixToJson(head->context));
    } else if (c.op == QLatin1String("multihead")) {
        const auto mha = multiHeadAttention(c.multiHead, c.query, c.key, c.value, c.mask, c.temperature);
        if (!mha)
            return orFailure(mha);
        out.insert(QStringLiteral("output"), matrixToJson(mha->output));
        out.insert(QStringLiteral("weights_per_head"), matricesToJson(mha->headWeights));
        out.insert(QStringLiteral("weights_avg"), matrixToJson(mha->weightsMean));
    } else if (c.op == QLatin1String("positional_encoding")) {
        if (static_cast<qint64>(c.length) * c.dim > kMaxJsonCells)
            return Outcome<QJsonObject>::failure("the encoding asked for is too large");
        out.insert(QStringLiteral("encoding"), matrixToJson(sinusoidalPositionalEncoding(c.length, c.dim)));
    } else if (c.op == QLatin1String("self_attention_layer")) {
        const auto layer = linearSelfAttention(c.x, c.linear);
        if (!layer)
            return orFailure(layer);
        out.insert(QStringLiteral("weights"), matrixToJson(layer->weights));
        out.insert(QStringLiteral("output"), matrixToJson(layer->context));
    }
    return out;
}

} // namespace attention::cli
