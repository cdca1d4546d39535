#include "core/models/TransformerLayers.h"

#include <cmath>
#include <limits>

namespace attention::models {

Matrix layerNorm(const Matrix &x, const ConstVectorMap &weight, const ConstVectorMap &bias, double epsilon)
{
    Matrix y(x.rows(), x.cols());
    const auto n = double(x.cols());
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
        const auto row = x.row(i).cast<double>();
        const double mean = row.sum() / n;
        const double variance = (row.array() - mean).square().sum() / n;
        const double scale = 1.0 / std::sqrt(variance + epsilon);
        y.row(i) = (((row.array() - mean) * scale).cast<float>() * weight.transpose().array() + bias.transpose().array()).matrix();
    }
    return y;
}

Matrix rmsNorm(const Matrix &x, const ConstVectorMap &weight, double epsilon)
{
    Matrix y(x.rows(), x.cols());
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
        const float meanSquare = x.row(i).squaredNorm() / float(x.cols());
        const float scale = 1.0f / std::sqrt(meanSquare + float(epsilon));
        y.row(i) = (x.row(i).array() * scale * weight.transpose().array()).matrix();
    }
    return y;
}

void activate(Matrix &x, Activation activation)
{
    float *v = x.data();
    const Eigen::Index n = x.size();
    switch (activation) {
    case Activation::Gelu:
        for (Eigen::Index i = 0; i < n; ++i)
            v[i] = 0.5f * v[i] * (1.0f + std::erf(v[i] * float(M_SQRT1_2)));
        break;
    case Activation::GeluTanh: {
        const float c = std::sqrt(2.0f / float(M_PI));
        for (Eigen::Index i = 0; i < n; ++i)
            v[i] = 0.5f * v[i] * (1.0f + std::tanh(c * (v[i] + 0.044715f * v[i] * v[i] * v[i])));
        break;
    }
    case Activation::Silu:
        for (Eigen::Index i = 0; i < n; ++i)
            v[i] = v[i] / (1.0f + std::exp(-v[i]));
        break;
    case Activation::Relu:
        for (Eigen::Index i = 0; i < n; ++i)
            v[i] = std::max(v[i], 0.0f);
        break;
    }
}

Matrix linear(const Matrix &x, const ConstMatrixMap &weight, const ConstVectorMap *bias)
{
    Matrix y = x * weight.transpose();
    if (bias && bias->size() > 0)
        y.rowwise() += bias->transpose();
    return y;
}

Matrix conv1d(const Matrix &x, const ConstMatrixMap &weight, const ConstVectorMap &bias)
{
    Matrix y = x * weight;
    y.rowwise() += bias.transpose();
    return y;
}

void applyRotary(Matrix &x, int heads, int headDim, double theta, int firstPosition)
{
    const int half = headDim / 2;
    std::vector<float> inverse(static_cast<std::size_t>(half));
    for (int i = 0; i < half; ++i) // as transformers computes it: in float32 from an int64 arange
        inverse[std::size_t(i)] = 1.0f / std::pow(float(theta), float(2 * i) / float(headDim));
    std::vector<float> cosines(static_cast<std::size_t>(half)), sines(static_cast<std::size_t>(half));
    for (Eigen::Index t = 0; t < x.rows(); ++t) {
        const float position = float(firstPosition + t);
        for (int i = 0; i < half; ++i) {
            const float angle = position * inverse[std::size_t(i)];
            cosines[std::size_t(i)] = std::cos(angle);
            sines[std::size_t(i)] = std::sin(angle);
        }
        for (int h = 0; h < heads; ++h) {
            float *v = x.data() + t * x.cols() + Eigen::Index(h) * headDim;
            for (int i = 0; i < half; ++i) {
                const float a = v[i], b = v[i + half];
                v[i] = a * cosines[std::size_t(i)] - b * sines[std::size_t(i)];
                v[i + half] = b * cosines[std::size_t(i)] + a * sines[std::size_t(i)];
            }
        }
    }
}

Matrix multiHeadAttention(const Matrix &Q, const Matrix &K, const Matrix &V, int heads, int kvHeads, bool causal,
                          std::vector<Matrix> *weights)
{
    const Eigen::Index queries = Q.rows(), keys = K.rows();
    const int d = int(Q.cols()) / heads;
    const int group = heads / kvHeads;
    const float scale = 1.0f / std::sqrt(float(d));
    Matrix context(queries, Q.cols());
    if (weights)
        weights->assign(std::size_t(heads), Matrix());
    for (int h = 0; h < heads; ++h) {
        const int kv = h / group;
        Matrix scores = (Q.middleCols(Eigen::Index(h) * d, d) * K.middleCols(Eigen::Index(kv) * d, d).transpose()) * scale;
        for (Eigen::Index i = 0; i < queries; ++i) {
            const Eigen::Index visible = causal ? std::min(keys, i + keys - queries + 1) : keys;
            auto row = scores.row(i);
            const float largest = row.head(visible).maxCoeff();
            float sum = 0;
            for (Eigen::Index j = 0; j < visible; ++j) {
                row(j) = std::exp(row(j) - largest);
                sum += row(j);
            }
            row.head(visible) /= sum;
            row.tail(keys - visible).setZero();
        }
        context.middleCols(Eigen::Index(h) * d, d) = scores * V.middleCols(Eigen::Index(kv) * d, d);
        if (weights)
            (*weights)[std::size_t(h)] = std::move(scores);
    }
    return context;
}

} // namespace attention::models
