#include "app/CaseFile.h"

#include "core/generation/DecoderForward.h"
#include "core/pipeline/AttentionConfig.h"
#include "core/pipeline/Budget.h"
#include "core/text/Embedding.h"
#include "core/textbook/Masks.h"
#include "core/textbook/PositionalEncoding.h"
#include "core/textbook/Softmax.h"
#include "ui/formats/DecoderModelJson.h"
#include "ui/formats/FileAccess.h"
#include "ui/formats/MatrixJson.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <limits>

namespace attention::cli {

namespace {

[[noreturn]] void fail(Message problem)
{
    throw JsonFormatError{std::move(problem)};
}

void requireShape(bool ok, Message problem)
{
    if (!ok)
        fail(std::move(problem));
}

void readAttention(const QJsonObject &o, AttentionCase &c)
{
    const QString scoreId = o.value(QLatin1String("score")).toString();
    const auto score = scoreFunctionFromId(scoreId.toStdString());
    if (!score || *score == ScoreFunction::MultiHead)
        fail(Message("case.score", ATTENTION_MESSAGE("\"score\" must be dot, scaled_dot, general or additive, not \"%1\""), {scoreId}));
    c.score = *score;
    c.Q = matrixAt(o, "Q");
    c.K = matrixAt(o, "K");
    c.V = matrixAt(o, "V");
    requireShape(c.K.rows() == c.V.rows(), Message("case.values", ATTENTION_MESSAGE("K and V must have the same number of rows")));
    if (o.contains(QLatin1String("mask"))) {
        c.mask = maskAt(o, "mask");
        requireShape(c.mask.rows() == c.Q.rows() && c.mask.cols() == c.K.rows(),
                     Message("case.mask", ATTENTION_MESSAGE("\"mask\" must have one row per query and one column per key")));
    }
    if (c.score == ScoreFunction::General)
        c.parameters.general = matrixAt(o, "W");
    if (c.score == ScoreFunction::Additive) {
        AdditiveParameters &a = c.parameters.additive;
        a.Wq = matrixAt(o, "Wq");
        a.bq = vectorAt(o, "bq");
        a.Wk = matrixAt(o, "Wk");
        a.bk = vectorAt(o, "bk");
        a.v = vectorAt(o, "v");
        a.bv = o.contains(QLatin1String("bv")) ? static_cast<Scalar>(numberAt(o, "bv")) : 0;
    }
}

void readMultiHead(const QJsonObject &o, AttentionCase &c)
{
    MultiHeadParameters &p = c.multiHead;
    p.embedDim = integerAt(o, "embed_dim", 1, limits::kMaxDModel);
    p.numHeads = integerAt(o, "num_heads", 1, limits::kMaxHeads);
    if (auto heads = checkHeads(p.embedDim, p.numHeads); !heads)
        fail(heads.problem());
    p.inProjWeight = matrixAt(o, "in_proj_weight");
    p.inProjBias = vectorAt(o, "in_proj_bias");
    p.outProjWeight = matrixAt(o, "out_proj_weight");
    p.outProjBias = vectorAt(o, "out_proj_bias");
    packProjections(p); // as a lesson's weights are: the case runs the same products (nothing if the shapes are wrong)
    c.query = matrixAt(o, "query");
    c.key = matrixAt(o, "key");
    c.value = matrixAt(o, "value");
    const int nq = static_cast<int>(c.query.rows());
    const int nk = static_cast<int>(c.key.rows());
    if (o.contains(QLatin1String("attn_mask"))) {
        c.mask = maskAt(o, "attn_mask");
        requireShape(c.mask.rows() == nq && c.mask.cols() == nk,
                     Message("case.attn_mask", ATTENTION_MESSAGE("\"attn_mask\" must be [%1][%2]"), {nq, nk}));
    }
    if (o.contains(QLatin1String("key_padding_mask"))) {
        const auto padding = flagsAt(o, "key_padding_mask");
        requireShape(static_cast<int>(padding.size()) == nk,
                     Message("case.key_padding", ATTENTION_MESSAGE("\"key_padding_mask\" must have %1 entries, one per key"), {nk}));
        c.mask = combineMasks(c.mask, keyPaddingMask(nq, padding));
    }
}

void readSelfAttentionLayer(const QJsonObject &o, AttentionCase &c)
{
    c.x = matrixAt(o, "x");
    LinearSelfAttentionWeights &w = c.linear;
    w.Wq = matrixAt(o, "Wq");
    w.bq = vectorAt(o, "bq");
    w.Wk = matrixAt(o, "Wk");
    w.bk = vectorAt(o, "bk");
    w.Wv = matrixAt(o, "Wv");
    w.bv = vectorAt(o, "bv");
}

void readDecoder(const QJsonObject &o, AttentionCase &c)
{
    c.decoder = decoderModelFromJson(o);
    const QJsonArray ids = o.value(QLatin1String("tokens")).toArray();
    for (const QJsonValue &id : ids) // a whole number, said as such (0.5 read as -1 once)
        c.tokens.push_back(integerFromJson(id, QStringLiteral("tokens"), 0, std::max(0, c.decoder.vocab - 1)));
    if (auto ok = generation::checkTokens(c.decoder, c.tokens); !ok)
        fail(ok.problem());
}

void readSampleFilter(const QJsonObject &o, AttentionCase &c)
{
    c.logits = vectorAt(o, "logits").transpose();
    requireShape(c.logits.size() > 0, Message("case.logits", ATTENTION_MESSAGE("\"logits\" must hold one number per token")));
    c.sampling.temperature = c.temperature;
    c.sampling.topK = o.contains(QLatin1String("top_k")) ? integerAt(o, "top_k", 0, std::numeric_limits<int>::max()) : 0;
    c.sampling.topP = o.contains(QLatin1String("top_p")) ? numberAt(o, "top_p") : 1.0;
    if (auto ok = generation::checkSampling(c.sampling); !ok)
        fail(ok.problem());
}

AttentionCase readCase(const QJsonObject &o)
{
    AttentionCase c;
    c.name = o.value(QLatin1String("name")).toString();
    c.op = o.value(QLatin1String("op")).toString();
    c.expected = o.value(QLatin1String("expected")).toObject();
    if (o.contains(QLatin1String("temperature")))
        c.temperature = numberAt(o, "temperature");
    if (c.op == QLatin1String("softmax")) {
        c.scores = matrixAt(o, "scores");
    } else if (c.op == QLatin1String("attention")) {
        readAttention(o, c);
    } else if (c.op == QLatin1String("multihead")) {
        readMultiHead(o, c);
    } else if (c.op == QLatin1String("positional_encoding")) {
        c.length = integerAt(o, "length", 1, limits::kMaxTokens);
        c.dim = integerAt(o, "dim", 1, limits::kMaxDModel);
    } else if (c.op == QLatin1String("self_attention_layer")) {
        readSelfAttentionLayer(o, c);
    } else if (c.op == QLatin1String("decoder_lm")) {
        readDecoder(o, c);
    } else if (c.op == QLatin1String("sample_filter")) {
        readSampleFilter(o, c);
    } else {
        fail(Message("case.op",
                     ATTENTION_MESSAGE("\"op\" must be softmax, attention, multihead, positional_encoding, "
                                       "self_attention_layer, decoder_lm or sample_filter, not \"%1\""),
                     {c.op}));
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

} // namespace

Outcome<AttentionCase> parseCase(const QByteArray &json)
{
    const auto object = jsonObjectOf(json, Message("case.object", ATTENTION_MESSAGE("a case must be a JSON object")));
    if (!object)
        return object.problem();
    try {
        return readCase(*object);
    } catch (const JsonFormatError &problem) {
        return problem.problem;
    } catch (const std::bad_alloc &) {
        return Message("case.memory", ATTENTION_MESSAGE("the case is too large to read"));
    }
}

Outcome<AttentionCase> readCaseFile(const QString &path)
{
    const auto bytes = readFileBounded(path, kMaxCaseFileBytes);
    if (!bytes)
        return bytes.problem(); // names the file
    auto parsed = parseCase(*bytes);
    if (!parsed)
        return Message("file.problem", ATTENTION_MESSAGE("%1: %2"), {path, parsed.problem()});
    return parsed;
}

Cost caseCost(const AttentionCase &c)
{
    Cost cost;
    if (c.op == QLatin1String("softmax")) {
        const double cells = double(c.scores.size());
        cost = {20 * cells, 2 * cells * sizeof(float) + jsonBytes(cells)};
    } else if (c.op == QLatin1String("attention")) {
        const double nq = double(c.Q.rows()), nk = double(c.K.rows());
        cost = attentionCallCost(c.score, nq, nk, double(std::max(c.Q.cols(), c.V.cols())), double(c.parameters.additive.Wq.rows()));
        cost.bytes += jsonBytes(2 * nq * nk + nq * double(c.V.cols())); // scores, weights, context
    } else if (c.op == QLatin1String("multihead")) {
        const double nq = double(c.query.rows()), nk = double(c.key.rows()), E = c.multiHead.embedDim, H = c.multiHead.numHeads;
        cost = multiHeadCost(nq, nk, E, H, HeadWeights::Keep);
        cost.bytes += jsonBytes((H + 1) * nq * nk + nq * E); // each head's weights, their mean, the output
    } else if (c.op == QLatin1String("positional_encoding")) {
        const double cells = double(c.length) * double(c.dim);
        cost = {cells, cells * sizeof(float) + jsonBytes(cells)};
    } else if (c.op == QLatin1String("self_attention_layer")) {
        const double n = double(c.x.rows()), h = double(c.x.cols());
        cost = attentionCallCost(ScoreFunction::ScaledDot, n, n, h, 0);
        cost.work += 3 * n * h * h;
        cost.bytes += jsonBytes(n * n + n * h);
    } else if (c.op == QLatin1String("decoder_lm")) {
        const double n = double(c.tokens.size());
        cost.work = generation::decoderStepWork(c.decoder, int(c.tokens.size()), false);
        cost.bytes = jsonBytes(n * c.decoder.vocab + c.decoder.layers() * c.decoder.heads * n * n);
    } else if (c.op == QLatin1String("sample_filter")) {
        const double n = double(c.logits.size());
        cost = {20 * n, 4 * n * sizeof(double) + jsonBytes(n)};
    }
    return cost;
}

Outcome<QJsonObject> computeCase(const AttentionCase &c)
{
    if (auto affordable = withinBudget(caseCost(c), Message("subject.case", ATTENTION_MESSAGE("This case")),
                                       Message("advice.case", ATTENTION_MESSAGE("make its matrices smaller")));
        !affordable)
        return affordable.problem();
    QJsonObject out;
    if (c.op == QLatin1String("softmax")) {
        if (auto temperature = checkTemperature(c.temperature); !temperature)
            return temperature.problem();
        out.insert(QStringLiteral("weights"), matrixToJson(maskedSoftmax(c.scores, Mask(), c.temperature)));
    } else if (c.op == QLatin1String("attention")) {
        const auto head = attend(c.score, c.Q, c.K, c.V, c.mask, c.temperature, c.parameters);
        if (!head)
            return head.problem();
        out.insert(QStringLiteral("scores"), matrixToJson(head->scores));
        out.insert(QStringLiteral("weights"), matrixToJson(head->weights));
        out.insert(QStringLiteral("context"), matrixToJson(head->context));
    } else if (c.op == QLatin1String("multihead")) {
        const auto mha = multiHeadAttention(c.multiHead, c.query, c.key, c.value, c.mask, c.temperature);
        if (!mha)
            return mha.problem();
        out.insert(QStringLiteral("output"), matrixToJson(mha->output));
        out.insert(QStringLiteral("weights_per_head"), matricesToJson(mha->headWeights));
        out.insert(QStringLiteral("weights_avg"), matrixToJson(mha->weightsMean));
    } else if (c.op == QLatin1String("positional_encoding")) {
        out.insert(QStringLiteral("encoding"), matrixToJson(sinusoidalPositionalEncoding(c.length, c.dim)));
    } else if (c.op == QLatin1String("self_attention_layer")) {
        const auto layer = linearSelfAttention(c.x, c.linear);
        if (!layer)
            return layer.problem();
        out.insert(QStringLiteral("weights"), matrixToJson(layer->weights));
        out.insert(QStringLiteral("output"), matrixToJson(layer->context));
    } else if (c.op == QLatin1String("decoder_lm")) {
        const auto pass = generation::decodeSequence(c.decoder, c.tokens);
        if (!pass)
            return pass.problem();
        out.insert(QStringLiteral("logits"), matrixToJson(pass->logits));
        QJsonArray layers;
        for (const std::vector<Matrix> &heads : pass->weights)
            layers.append(matricesToJson(heads));
        out.insert(QStringLiteral("weights_per_head"), layers);
    } else if (c.op == QLatin1String("sample_filter")) {
        QJsonArray probabilities;
        for (double p : generation::filteredDistribution(c.logits, c.sampling))
            probabilities.append(p);
        out.insert(QStringLiteral("probabilities"), probabilities);
    }
    return out;
}

} // namespace attention::cli
