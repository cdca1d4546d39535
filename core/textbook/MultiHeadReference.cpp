#include "core/textbook/MultiHeadReference.h"

#include <cmath>
#include <limits>

namespace attention {

namespace {

MatrixDouble linear(const Matrix &x, const Eigen::Ref<const Matrix> &W, const Eigen::Ref<const Vector> &b)
{
    MatrixDouble y = x.cast<double>() * W.cast<double>().transpose();
    y.rowwise() += b.cast<double>().transpose();
    return y;
}

/** softmax over the open keys of each row; a row with none gets zeros. */
MatrixDouble maskedSoftmax(const MatrixDouble &logits, const Mask &mask)
{
    MatrixDouble weights = MatrixDouble::Zero(logits.rows(), logits.cols());
    for (Eigen::Index i = 0; i < logits.rows(); ++i) {
        double largest = -std::numeric_limits<double>::infinity();
        for (Eigen::Index j = 0; j < logits.cols(); ++j)
            if (mask.size() == 0 || !mask(i, j))
                largest = std::max(largest, logits(i, j));
        if (largest == -std::numeric_limits<double>::infinity())
            continue;
        double sum = 0;
        for (Eigen::Index j = 0; j < logits.cols(); ++j)
            if (mask.size() == 0 || !mask(i, j))
                sum += weights(i, j) = std::exp(logits(i, j) - largest);
        weights.row(i) /= sum;
    }
    return weights;
}

} // namespace

Outcome<MultiHeadReference> multiHeadReference(const Matrix &inProjWeight, const Vector &inProjBias, const Matrix &outProjWeight,
                                               const Vector &outProjBias, int heads, const Matrix &query, const Matrix &key,
                                               const Matrix &value, const Mask &mask, double temperature)
{
    const Eigen::Index E = outProjWeight.rows();
    if (heads < 1 || E % heads != 0 || inProjWeight.rows() != 3 * E || inProjWeight.cols() != E || outProjWeight.cols() != E
        || inProjBias.size() != 3 * E || outProjBias.size() != E || query.cols() != E || key.cols() != E || value.cols() != E
        || key.rows() != value.rows() || (mask.size() != 0 && (mask.rows() != query.rows() || mask.cols() != key.rows())))
        return Message("reference.shapes", ATTENTION_MESSAGE("the weights, inputs and mask of multi-head attention do not fit together"));
    MultiHeadReference r;
    r.Q = linear(query, inProjWeight.topRows(E), inProjBias.head(E));
    r.K = linear(key, inProjWeight.middleRows(E, E), inProjBias.segment(E, E));
    r.V = linear(value, inProjWeight.bottomRows(E), inProjBias.tail(E));
    const Eigen::Index dk = E / heads;
    r.scoresMean = r.weightsMean = MatrixDouble::Zero(query.rows(), key.rows());
    r.context.resize(query.rows(), E);
    for (int h = 0; h < heads; ++h) {
        const auto q = r.Q.middleCols(h * dk, dk);
        const auto k = r.K.middleCols(h * dk, dk);
        const auto v = r.V.middleCols(h * dk, dk);
        r.headScores.push_back(q * k.transpose() / std::sqrt(double(dk)));
        r.headWeights.push_back(maskedSoftmax(r.headScores.back() / temperature, mask));
        r.context.middleCols(h * dk, dk) = r.headWeights.back() * v;
        r.scoresMean += r.headScores.back() / heads;
        r.weightsMean += r.headWeights.back() / heads;
    }
    r.output = r.context * outProjWeight.cast<double>().transpose();
    r.output.rowwise() += outProjBias.cast<double>().transpose();
    return r;
}

} // namespace attention
