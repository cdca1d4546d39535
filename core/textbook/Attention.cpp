#include "core/textbook/Attention.h"

#include "core/textbook/Softmax.h"

#include <cmath>
#include <string>

namespace attention {

namespace {

std::string shape(const Matrix &m)
{
    return std::to_string(m.rows()) + "x" + std::to_string(m.cols());
}

Outcome<void> checkAdditive(const AdditiveParameters &p, const Matrix &Q, const Matrix &K)
{
    const auto a = p.Wq.rows();
    if (a == 0)
        return Message("attention.additive_size", ATTENTION_MESSAGE("additive attention needs an attention size of at least 1"));
    if (p.Wq.cols() != Q.cols() || p.Wk.cols() != K.cols() || p.Wk.rows() != a)
        return Message("attention.additive_shapes", ATTENTION_MESSAGE("additive weights W_q %1 and W_k %2 do not fit Q %3 and K %4"),
                       {shape(p.Wq), shape(p.Wk), shape(Q), shape(K)});
    if (p.bq.size() != a || p.bk.size() != a || p.v.size() != a)
        return Message("attention.additive_biases", ATTENTION_MESSAGE("additive biases and v must all have the attention size %1"), {a});
    return {};
}

Matrix additiveScores(const AdditiveParameters &p, const Matrix &queryPart, const Matrix &keyPart)
{
    Matrix scores(queryPart.rows(), keyPart.rows());
    const Eigen::Index a = queryPart.cols();
    Eigen::Array<Scalar, 1, Eigen::Dynamic> hidden(a);
    const auto v = p.v.transpose().array();
    for (Eigen::Index i = 0; i < queryPart.rows(); ++i) {
        for (Eigen::Index j = 0; j < keyPart.rows(); ++j) {
            hidden = (queryPart.row(i) + keyPart.row(j)).array().tanh();
            scores(i, j) = (hidden * v).sum() + p.bv;
        }
    }
    return scores;
}

} // namespace

Outcome<void> checkTemperature(double temperature)
{
    if (!std::isfinite(temperature) || temperature <= 0.0)
        return Message("attention.temperature", ATTENTION_MESSAGE("the temperature must be a positive number (it divides the scores)"));
    return {};
}

Message maskShapeProblem()
{
    return Message("attention.mask_shape", ATTENTION_MESSAGE("the mask must have one row per query and one column per key"));
}

Outcome<HeadOutputs> attend(ScoreFunction score, const Matrix &Q, const Matrix &K, const Matrix &V, const Mask &mask, double temperature,
                            const ScoreParameters &parameters)
{
    if (auto temperatureOk = checkTemperature(temperature); !temperatureOk)
        return temperatureOk.problem();
    if (Q.rows() == 0 || K.rows() == 0)
        return Message("attention.empty", ATTENTION_MESSAGE("attention needs at least one query and one key"));
    if (K.rows() != V.rows())
        return Message("attention.values", ATTENTION_MESSAGE("K %1 and V %2 must have one row per key"), {shape(K), shape(V)});
    if (mask.size() != 0 && (mask.rows() != Q.rows() || mask.cols() != K.rows()))
        return maskShapeProblem();
    const bool needsSameWidth = score == ScoreFunction::Dot || score == ScoreFunction::ScaledDot;
    if (needsSameWidth && Q.cols() != K.cols())
        return Message("attention.widths", ATTENTION_MESSAGE("Q %1 and K %2 must have the same width"), {shape(Q), shape(K)});
    if (Q.cols() == 0)
        return Message("attention.dimension", ATTENTION_MESSAGE("queries and keys need a dimension of at least 1"));

    HeadOutputs out;
    switch (score) {
    case ScoreFunction::Dot:
    case ScoreFunction::ScaledDot:
        out.rawScores.noalias() = Q * K.transpose();
        break;
    case ScoreFunction::General:
        if (parameters.general.rows() != Q.cols() || parameters.general.cols() != K.cols())
            return Message("attention.general_shape", ATTENTION_MESSAGE("Luong's W %1 must be %2x%3"),
                           {shape(parameters.general), Q.cols(), K.cols()});
        out.rawScores.noalias() = (Q * parameters.general) * K.transpose();
        break;
    case ScoreFunction::Additive: {
        if (auto fits = checkAdditive(parameters.additive, Q, K); !fits)
            return fits.problem();
        const AdditiveParameters &p = parameters.additive;
        out.additiveQueryPart = (Q * p.Wq.transpose()).rowwise() + p.bq.transpose();
        out.additiveKeyPart = (K * p.Wk.transpose()).rowwise() + p.bk.transpose();
        out.rawScores = additiveScores(p, out.additiveQueryPart, out.additiveKeyPart);
        break;
    }
    case ScoreFunction::MultiHead:
        return Message("attention.multihead", ATTENTION_MESSAGE("multi-head attention is computed by multiHeadAttention()"));
    }
    makeFinite(out.rawScores);
    if (score == ScoreFunction::ScaledDot)
        out.scores = out.rawScores / std::sqrt(static_cast<Scalar>(Q.cols()));
    else
        out.scores = out.rawScores;
    out.weights = maskedSoftmax(out.scores, mask, temperature);
    out.context.noalias() = out.weights * V;
    makeFinite(out.context);
    return out;
}

} // namespace attention
