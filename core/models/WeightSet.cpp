#include "core/models/WeightSet.h"

#include <numeric>

namespace attention::models {

namespace {

std::string shapeText(const std::vector<std::int64_t> &shape)
{
    std::string text = "[";
    for (std::size_t i = 0; i < shape.size(); ++i)
        text += (i ? ", " : "") + std::to_string(shape[i]);
    return text + "]";
}

const float kNothing[1] = {0};

} // namespace

std::int64_t WeightSet::Tensor::size() const
{
    return std::accumulate(shape.begin(), shape.end(), std::int64_t(1), [](std::int64_t a, std::int64_t b) { return a * b; });
}

const WeightSet::Tensor *WeightSet::find(const std::string &name) const
{
    const auto found = mTensors.find(name);
    return found == mTensors.end() ? nullptr : &found->second;
}

double WeightSet::bytes() const
{
    double total = 0;
    for (const auto &[name, tensor] : mTensors)
        total += 4.0 * double(tensor.size());
    return total;
}

const WeightSet::Tensor *WeightSet::findWith(const std::vector<std::string> &prefixes, const std::string &name, std::string *found) const
{
    for (const std::string &prefix : prefixes)
        if (const Tensor *t = find(prefix + name)) {
            if (found)
                *found = prefix + name;
            return t;
        }
    return nullptr;
}

bool WeightSet::has(const std::vector<std::string> &prefixes, const std::string &name) const
{
    return findWith(prefixes, name, nullptr) != nullptr;
}

Outcome<ConstMatrixMap> WeightSet::matrix(const std::vector<std::string> &prefixes, const std::string &name, std::int64_t rows,
                                          std::int64_t cols) const
{
    std::string full;
    const Tensor *t = findWith(prefixes, name, &full);
    const std::vector<std::int64_t> want = cols > 0 ? std::vector<std::int64_t>{rows, cols} : std::vector<std::int64_t>{rows};
    if (!t)
        return Message("model.tensor_missing", ATTENTION_MESSAGE("the weights have no tensor %1 %2"),
                       {(prefixes.empty() ? std::string() : prefixes.front()) + name, shapeText(want)});
    // A [1, n] tensor serves as a vector of n (Marian's final_logits_bias).
    const bool asVector = cols == 0 && t->shape.size() == 2 && t->shape[0] == 1 && t->shape[1] == rows;
    if (t->shape != want && !asVector)
        return Message("model.tensor_shape", ATTENTION_MESSAGE("the tensor %1 is %2, not %3 as the configuration says"),
                       {full, shapeText(t->shape), shapeText(want)});
    return ConstMatrixMap(t->data, Eigen::Index(rows), Eigen::Index(cols > 0 ? cols : 1));
}

Outcome<ConstVectorMap> WeightSet::vector(const std::vector<std::string> &prefixes, const std::string &name, std::int64_t size) const
{
    const auto m = matrix(prefixes, name, size, 0);
    if (!m)
        return m.problem();
    return ConstVectorMap(m->data(), Eigen::Index(size));
}

MatrixView WeightReader::matrix(const std::string &name, std::int64_t rows, std::int64_t cols)
{
    if (!mProblem) {
        auto m = mWeights.matrix(mPrefixes, name, rows, cols);
        if (m)
            return MatrixView{m->data(), m->rows(), m->cols()};
        mProblem = m.problem();
    }
    return MatrixView{kNothing, 0, 0};
}

VectorView WeightReader::vector(const std::string &name, std::int64_t size)
{
    if (!mProblem) {
        auto v = mWeights.vector(mPrefixes, name, size);
        if (v)
            return VectorView{v->data(), v->size()};
        mProblem = v.problem();
    }
    return VectorView{kNothing, 0};
}

} // namespace attention::models
