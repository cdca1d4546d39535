#include "core/models/TransformerLayers.h"

#include "core/kernels/RowBlocks.h"
#include "core/kernels/SoftmaxKernels.h"

#include <unsupported/Eigen/SpecialFunctions>

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
    // Eigen's vectorised tanh, erf and exp: glibc's, a value at a time, were a sixth of a GPT-2
    // forward pass of 64 tokens.
    auto a = x.array();
    switch (activation) {
    case Activation::Gelu:
        a = 0.5f * a * (1.0f + (a * float(M_SQRT1_2)).erf());
        break;
    case Activation::GeluTanh:
        a = 0.5f * a * (1.0f + (std::sqrt(2.0f / float(M_PI)) * (a + 0.044715f * a.cube())).tanh());
        break;
    case Activation::Silu:
        a = a * a.logistic();
        break;
    case Activation::Relu:
        a = a.max(0.0f);
        break;
    }
}

namespace {

// Output features go to the cores in blocks of this many: each core reads its own part of the
// weights once (a token at a time, reading the weights is all the work), and a block's columns
// of the result are whole cache lines.
constexpr Eigen::Index kFeatureGrain = 64;

/** The work of one output feature over `rows` tokens: reading its weights counts as a few
 *  multiply-adds each, so that a single token's product is shared between the cores too. */
double featureWork(Eigen::Index rows, Eigen::Index inputs)
{
    return double(inputs) * std::max(double(rows), 8.0);
}

} // namespace

Matrix linear(const Matrix &x, const ConstMatrixMap &weight, const ConstVectorMap *bias)
{
    Matrix y(x.rows(), weight.rows());
    forRowBlocks(
        weight.rows(), featureWork(x.rows(), weight.cols()),
        [&](Eigen::Index begin, Eigen::Index end) {
            y.middleCols(begin, end - begin).noalias() = x * weight.middleRows(begin, end - begin).transpose();
            if (bias && bias->size() > 0)
                y.middleCols(begin, end - begin).rowwise() += bias->segment(begin, end - begin).transpose();
        },
        kFeatureGrain);
    return y;
}

Matrix conv1d(const Matrix &x, const ConstMatrixMap &weight, const ConstVectorMap &bias)
{
    Matrix y(x.rows(), weight.cols());
    forRowBlocks(
        weight.cols(), featureWork(x.rows(), weight.rows()),
        [&](Eigen::Index begin, Eigen::Index end) {
            y.middleCols(begin, end - begin).noalias() = x * weight.middleCols(begin, end - begin);
            y.middleCols(begin, end - begin).rowwise() += bias.segment(begin, end - begin).transpose();
        },
        kFeatureGrain);
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
    std::vector<Matrix> kept(static_cast<std::size_t>(heads));
    // Heads go to the cores: each writes its own weights and its own columns of the context.
    forRowBlocks(heads, 2.0 * double(queries) * double(keys) * d, [&](Eigen::Index firstHead, Eigen::Index endHead) {
        std::vector<float> scoresSum(static_cast<std::size_t>(keys)), weightsSum(static_cast<std::size_t>(keys)); // the kernel's; unread
        for (int h = int(firstHead); h < int(endHead); ++h) {
            const int kv = h / group;
            Matrix scores = Q.middleCols(Eigen::Index(h) * d, d) * K.middleCols(Eigen::Index(kv) * d, d).transpose();
            for (Eigen::Index i = 0; i < queries; ++i) {
                const Eigen::Index visible = causal ? std::min(keys, i + keys - queries + 1) : keys;
                auto row = scores.row(i);
                row.tail(keys - visible).setZero();
                // The vector softmax where the CPU has one (relative error under 2e-7), else the plain one.
                if (softmaxRowAccumulating(row.data(), visible, nullptr, scale, scoresSum.data(), weightsSum.data(), Sums::Start))
                    continue;
                const float largest = row.head(visible).maxCoeff() * scale;
                float sum = 0;
                for (Eigen::Index j = 0; j < visible; ++j) {
                    row(j) = std::exp(row(j) * scale - largest);
                    sum += row(j);
                }
                row.head(visible) /= sum;
            }
            context.middleCols(Eigen::Index(h) * d, d).noalias() = scores * V.middleCols(Eigen::Index(kv) * d, d);
            kept[std::size_t(h)] = std::move(scores);
        }
    });
    if (weights)
        *weights = std::move(kept);
    return context;
}

} // namespace attention::models
