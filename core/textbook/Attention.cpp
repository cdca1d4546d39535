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

std::optional<std::string> checkAdditive(const AdditiveParameters &p, const Matrix &Q, const Matrix &K)
{
    const auto a = p.Wq.rows();
    if (a == 0)
        return "additive attention needs an attention size of at least 1";
    if (p.Wq.cols() != Q.cols() || p.Wk.cols() != K.cols() || p.Wk.rows() != a)
        return "additive weights W_q " + shape(p.Wq) + " and W_k " + shape(p.Wk) + " do not fit Q " + shape(Q)
               + " and K " + shape(K);
    if (p.bq.size() != a || p.bk.size() != a || p.v.size() != a)
        return "additive biases and v must all have the attention size " + std::to_string(a);
    return std::nullopt;
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

std::optional<std::string> checkTemperature(double temperature)
{
    if (!std::isfinite(temperature) || temperature <= 0.0)
        return "the temperature must be a positive number (it divides the scores)";
    return std::nullopt;
}

Outcome<HeadOutputs> attend(ScoreFunction score, const Matrix &Q, const Matrix &K, const Matrix &V,
                            const Mask &mask, double temperature, const ScoreParameters &parameters)
{
    using Fail = Outcome<HeadOutputs>;
    if (auto problem = checkTemperature(temperature))
        return Fail::failure(*problem);
    if (Q.rows() == 0 || K.rows() == 0)
        return Fail::failure("attention needs at least one query and one key");
    if (K.rows() != V.rows())
        return Fail::failure("K " + shape(K) + " and V " + shape(V) + " must have one row per key");
    if (mask.size() != 0 && (mask.rows() != Q.rows() || mask.cols() != K.rows()))
        return Fail::failure("the mask must have one row per query and one column per key");
    const bool needsSameWidth = score == ScoreFunction::Dot || score == ScoreFunction::ScaledDot;
    if (needsSameWidth && Q.cols() != K.cols())
        return Fail::failure("Q " + shape(Q) + " and K " + shape(K) + " must have the same width");
    if (Q.cols() == 0)
        return Fail::failure("queries and keys need a dimension of at least 1");

    HeadOutputs out;
    switch (score) {
    case ScoreFunction::Dot:
    case ScoreFunction::ScaledDot:
        out.rawScores.noalias() = Q * K.transpose();
        break;
    case ScoreFunction::General:
        if (parameters.general.rows() != Q.cols() || parameters.general.cols() != K.cols())
            return Fail::failure("Luong's W " + shape(parameters.general) + " must be " + std::to_string(Q.cols())
                                 + "x" + std::to_string(K.cols()));
        out.rawScores.noalias() = (Q * parameters.general) * K.transpose();
        break;
    case ScoreFunction::Additive: {
        if (auto problem = checkAdditive(parameters.additive, Q, K))
            return Fail::failure(*problem);
        const AdditiveParameters &p = parameters.additive;
        out.additiveQueryPart = (Q * p.Wq.transpose()).rowwise() + p.bq.transpose();
        out.additiveKeyPart = (K * p.Wk.transpose()).rowwise() + p.bk.transpose();
        out.rawScores = additiveScores(p, out.additiveQueryPart, out.additiveKeyPart);
        break;
    }
    case ScoreFunction::MultiHead:
        return Fail::failure("multi-head attention is computed by multiheadAttention()");
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
