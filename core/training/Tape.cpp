#include "core/training/Tape.h"

#include <cmath>

namespace attention::training {

Tape::Id Tape::push(MatrixD value, PullBack pullBack)
{
    Node node;
    node.gradient = MatrixD::Zero(value.rows(), value.cols());
    node.value = std::move(value);
    node.pullBack = std::move(pullBack);
    mNodes.push_back(std::move(node));
    return static_cast<Id>(mNodes.size() - 1);
}

Tape::Id Tape::input(MatrixD value)
{
    return push(std::move(value));
}

Tape::Id Tape::matmul(Id a, Id b)
{
    const Id out = push(value(a) * value(b));
    mNodes.back().pullBack = [a, b, out](Tape &tape) {
        tape.grad(a).noalias() += tape.gradient(out) * tape.value(b).transpose();
        tape.grad(b).noalias() += tape.value(a).transpose() * tape.gradient(out);
    };
    return out;
}

Tape::Id Tape::add(Id a, Id b)
{
    const Id out = push(value(a) + value(b));
    mNodes.back().pullBack = [a, b, out](Tape &tape) {
        tape.grad(a) += tape.gradient(out);
        tape.grad(b) += tape.gradient(out);
    };
    return out;
}

Tape::Id Tape::addRow(Id a, Id row)
{
    MatrixD sum = value(a);
    sum.rowwise() += value(row).row(0);
    const Id out = push(std::move(sum));
    mNodes.back().pullBack = [a, row, out](Tape &tape) {
        tape.grad(a) += tape.gradient(out);
        tape.grad(row) += tape.gradient(out).colwise().sum();
    };
    return out;
}

Tape::Id Tape::mulRow(Id a, Id row)
{
    MatrixD product = value(a);
    product.array().rowwise() *= value(row).row(0).array();
    const Id out = push(std::move(product));
    mNodes.back().pullBack = [a, row, out](Tape &tape) {
        tape.grad(a).array() += tape.gradient(out).array().rowwise() * tape.value(row).row(0).array();
        tape.grad(row) += (tape.gradient(out).array() * tape.value(a).array()).colwise().sum().matrix();
    };
    return out;
}

Tape::Id Tape::columns(Id a, int first, int count)
{
    const Id out = push(value(a).middleCols(first, count));
    mNodes.back().pullBack = [a, first, count, out](Tape &tape) { tape.grad(a).middleCols(first, count) += tape.gradient(out); };
    return out;
}

Tape::Id Tape::normalizeRows(Id a)
{
    constexpr double kEpsilon = 1e-5;
    const MatrixD &x = value(a);
    MatrixD normalized(x.rows(), x.cols());
    Eigen::VectorXd inverseDeviation(x.rows());
    for (Eigen::Index i = 0; i < x.rows(); ++i) {
        const double mean = x.row(i).mean();
        const double variance = (x.row(i).array() - mean).square().mean();
        inverseDeviation(i) = 1.0 / std::sqrt(variance + kEpsilon);
        normalized.row(i) = (x.row(i).array() - mean) * inverseDeviation(i);
    }
    const Id out = push(std::move(normalized));
    mNodes.back().pullBack = [a, out, inverseDeviation](Tape &tape) {
        const MatrixD &y = tape.value(out);
        const MatrixD &g = tape.gradient(out);
        for (Eigen::Index i = 0; i < y.rows(); ++i) {
            const double meanG = g.row(i).mean();
            const double meanGY = g.row(i).dot(y.row(i)) / double(y.cols());
            tape.grad(a).row(i).array() += inverseDeviation(i) * (g.row(i).array() - meanG - y.row(i).array() * meanGY);
        }
    };
    return out;
}

Tape::Id Tape::gelu(Id a)
{
    const Id out = push(value(a).unaryExpr([](double x) { return 0.5 * x * (1.0 + std::erf(x / std::sqrt(2.0))); }));
    mNodes.back().pullBack = [a, out](Tape &tape) {
        const double inverseRoot2Pi = 1.0 / std::sqrt(2.0 * 3.14159265358979323846);
        const MatrixD slope = tape.value(a).unaryExpr([inverseRoot2Pi](double x) {
            return 0.5 * (1.0 + std::erf(x / std::sqrt(2.0))) + x * inverseRoot2Pi * std::exp(-0.5 * x * x);
        });
        tape.grad(a).array() += tape.gradient(out).array() * slope.array();
    };
    return out;
}

Tape::Id Tape::maskedSoftmaxRows(Id a, const Eigen::Array<bool, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor> &blocked)
{
    const MatrixD &z = value(a);
    MatrixD p = MatrixD::Zero(z.rows(), z.cols());
    for (Eigen::Index i = 0; i < z.rows(); ++i) {
        double top = -INFINITY;
        for (Eigen::Index j = 0; j < z.cols(); ++j)
            if (!blocked(i, j))
                top = std::max(top, z(i, j));
        if (top == -INFINITY)
            continue;
        double sum = 0;
        for (Eigen::Index j = 0; j < z.cols(); ++j)
            if (!blocked(i, j))
                sum += p(i, j) = std::exp(z(i, j) - top);
        p.row(i) /= sum;
    }
    const Id out = push(std::move(p));
    // Blocked cells have y = 0: they get no gradient.
    mNodes.back().pullBack = [a, out](Tape &tape) { tape.softmaxRowsBackward(a, out); };
    return out;
}

Tape::Id Tape::blockCausalAttention(Id q, Id k, Id v, int length, double scale, Id *weightsOut)
{
    const MatrixD &Q = value(q), &K = value(k), &V = value(v);
    const Eigen::Index blocks = Q.rows() / length;
    MatrixD weights = MatrixD::Zero(Q.rows(), length);
    MatrixD context(Q.rows(), V.cols());
    for (Eigen::Index b = 0; b < blocks; ++b) {
        const Eigen::Index first = b * length;
        MatrixD s = Q.middleRows(first, length) * K.middleRows(first, length).transpose() * scale;
        for (Eigen::Index i = 0; i < length; ++i) {
            auto seen = s.row(i).head(i + 1).array();
            const auto e = (seen - seen.maxCoeff()).exp();
            weights.row(first + i).head(i + 1) = (e / e.sum()).matrix();
        }
        context.middleRows(first, length) = weights.middleRows(first, length) * V.middleRows(first, length);
    }
    const Id weightsId = push(weights);
    if (weightsOut)
        *weightsOut = weightsId;
    const Id out = push(std::move(context));
    mNodes.back().pullBack = [q, k, v, length, scale, weightsId, out](Tape &tape) {
        const MatrixD &Q = tape.value(q), &K = tape.value(k), &V = tape.value(v);
        const MatrixD &W = tape.value(weightsId);
        const MatrixD &G = tape.gradient(out);
        const Eigen::Index blocks = Q.rows() / length;
        for (Eigen::Index b = 0; b < blocks; ++b) {
            const Eigen::Index first = b * length;
            const auto w = W.middleRows(first, length);
            const auto g = G.middleRows(first, length);
            tape.grad(v).middleRows(first, length).noalias() += w.transpose() * g;
            const MatrixD dw = g * V.middleRows(first, length).transpose();
            MatrixD ds = (w.array() * (dw.array().colwise() - (dw.array() * w.array()).rowwise().sum())).matrix() * scale;
            tape.grad(q).middleRows(first, length).noalias() += ds * K.middleRows(first, length);
            tape.grad(k).middleRows(first, length).noalias() += ds.transpose() * Q.middleRows(first, length);
        }
    };
    return out;
}

Tape::Id Tape::tanh(Id a)
{
    const Id out = push(value(a).array().tanh().matrix());
    mNodes.back().pullBack = [a, out](Tape &tape) {
        tape.grad(a).array() += tape.gradient(out).array() * (1.0 - tape.value(out).array().square());
    };
    return out;
}

Tape::Id Tape::scale(Id a, double factor)
{
    const Id out = push(value(a) * factor);
    mNodes.back().pullBack = [a, out, factor](Tape &tape) { tape.grad(a) += tape.gradient(out) * factor; };
    return out;
}

Tape::Id Tape::concatColumns(Id a, Id b)
{
    MatrixD joined(value(a).rows(), value(a).cols() + value(b).cols());
    joined << value(a), value(b);
    const Id out = push(std::move(joined));
    mNodes.back().pullBack = [a, b, out](Tape &tape) {
        const auto left = tape.value(a).cols();
        tape.grad(a) += tape.gradient(out).leftCols(left);
        tape.grad(b) += tape.gradient(out).rightCols(tape.value(b).cols());
    };
    return out;
}

Tape::Id Tape::transpose(Id a)
{
    const Id out = push(value(a).transpose());
    mNodes.back().pullBack = [a, out](Tape &tape) { tape.grad(a) += tape.gradient(out).transpose(); };
    return out;
}

Tape::Id Tape::gatherRows(Id table, const std::vector<int> &indices)
{
    MatrixD rows(static_cast<Eigen::Index>(indices.size()), value(table).cols());
    for (std::size_t i = 0; i < indices.size(); ++i)
        rows.row(static_cast<Eigen::Index>(i)) = value(table).row(indices[i]);
    const Id out = push(std::move(rows));
    mNodes.back().pullBack = [table, indices, out](Tape &tape) {
        for (std::size_t i = 0; i < indices.size(); ++i)
            tape.grad(table).row(indices[i]) += tape.gradient(out).row(static_cast<Eigen::Index>(i));
    };
    return out;
}

void Tape::softmaxRowsBackward(Id a, Id out)
{
    const MatrixD &y = value(out);
    const MatrixD &g = gradient(out);
    for (Eigen::Index i = 0; i < y.rows(); ++i) {
        const double dot = y.row(i).dot(g.row(i));
        grad(a).row(i).array() += y.row(i).array() * (g.row(i).array() - dot);
    }
}

Tape::Id Tape::softmaxRows(Id a)
{
    MatrixD p = value(a);
    for (Eigen::Index i = 0; i < p.rows(); ++i) {
        p.row(i).array() -= p.row(i).maxCoeff();
        p.row(i) = p.row(i).array().exp().matrix();
        p.row(i) /= p.row(i).sum();
    }
    const Id out = push(std::move(p));
    mNodes.back().pullBack = [a, out](Tape &tape) { tape.softmaxRowsBackward(a, out); };
    return out;
}

Tape::Id Tape::additiveScores(Id qa, Id kb, Id v)
{
    const MatrixD &q = value(qa);
    const MatrixD &k = value(kb);
    const auto vRow = value(v).row(0);
    MatrixD scores(q.rows(), k.rows());
    for (Eigen::Index i = 0; i < q.rows(); ++i)
        for (Eigen::Index j = 0; j < k.rows(); ++j)
            scores(i, j) = (q.row(i) + k.row(j)).array().tanh().matrix().dot(vRow);
    const Id out = push(std::move(scores));
    mNodes.back().pullBack = [qa, kb, v, out](Tape &tape) {
        const MatrixD &q = tape.value(qa);
        const MatrixD &k = tape.value(kb);
        const auto vRow = tape.value(v).row(0);
        for (Eigen::Index i = 0; i < q.rows(); ++i) {
            for (Eigen::Index j = 0; j < k.rows(); ++j) {
                const double g = tape.gradient(out)(i, j);
                if (g == 0)
                    continue;
                const Eigen::RowVectorXd h = (q.row(i) + k.row(j)).array().tanh().matrix();
                tape.grad(v).row(0) += g * h;
                const Eigen::RowVectorXd dh = g * vRow.array() * (1.0 - h.array().square());
                tape.grad(qa).row(i) += dh;
                tape.grad(kb).row(j) += dh;
            }
        }
    };
    return out;
}

Tape::Id Tape::crossEntropy(Id logits, const std::vector<int> &targets)
{
    const MatrixD &z = value(logits);
    MatrixD probabilities(z.rows(), z.cols());
    double loss = 0;
    for (Eigen::Index i = 0; i < z.rows(); ++i) {
        const double top = z.row(i).maxCoeff();
        probabilities.row(i) = (z.row(i).array() - top).exp().matrix();
        const double sum = probabilities.row(i).sum();
        probabilities.row(i) /= sum;
        loss -= z(i, targets[static_cast<std::size_t>(i)]) - top - std::log(sum);
    }
    const double rows = std::max<Eigen::Index>(z.rows(), 1);
    const Id out = push(MatrixD::Constant(1, 1, loss / rows));
    mNodes.back().pullBack = [logits, targets, out, probabilities, rows](Tape &tape) {
        MatrixD g = probabilities;
        for (std::size_t i = 0; i < targets.size(); ++i)
            g(static_cast<Eigen::Index>(i), targets[i]) -= 1.0;
        tape.grad(logits) += g * (tape.gradient(out)(0, 0) / rows);
    };
    return out;
}

void Tape::backward(Id scalar)
{
    for (Node &node : mNodes)
        node.gradient.setZero();
    grad(scalar).setConstant(1.0);
    for (Id id = scalar; id >= 0; --id)
        if (mNodes[static_cast<std::size_t>(id)].pullBack)
            mNodes[static_cast<std::size_t>(id)].pullBack(*this);
}

} // namespace attention::training
