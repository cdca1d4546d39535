#pragma once

#include "core/Outcome.h"
#include "core/Types.h"

#include <cstdint>
#include <map>
#include <memory>
#include <string>
#include <vector>

namespace attention::models {

using ConstMatrixMap = Eigen::Map<const Matrix>;
using ConstVectorMap = Eigen::Map<const Vector>;

/** A weight in memory its WeightSet keeps alive, held by a model (a Map cannot be rebound). */
struct MatrixView
{
    const float *data = nullptr;
    Eigen::Index rows = 0, cols = 0;
    ConstMatrixMap map() const { return ConstMatrixMap(data, rows, cols); }
    operator ConstMatrixMap() const { return map(); }
};

struct VectorView
{
    const float *data = nullptr;
    Eigen::Index size = 0;
    ConstVectorMap map() const { return ConstVectorMap(data, size); }
    operator ConstVectorMap() const { return map(); }
};

/**
 * A model's weights by the names its file gives them, as float32 in memory the set keeps alive:
 * a float32 file's own mapped pages (nothing copied), or the converted copy of a float16 or
 * bfloat16 one. Shared by every run of the model, from any thread.
 */
class WeightSet
{
public:
    struct Tensor
    {
        const float *data = nullptr;
        std::vector<std::int64_t> shape;
        std::int64_t size() const;
    };

    void add(std::string name, Tensor tensor) { mTensors[std::move(name)] = std::move(tensor); }
    /** Memory the tensors point into (a mapped file, a buffer of converted floats). */
    void keepAlive(std::shared_ptr<const void> owner) { mOwners.push_back(std::move(owner)); }

    const Tensor *find(const std::string &name) const;
    const std::map<std::string, Tensor> &tensors() const { return mTensors; }
    double bytes() const;

    /** The tensor of the first name present among `prefixes` + name, checked to be [rows][cols]
     *  (a vector where cols is 0); a problem naming it and the shape it should have otherwise. */
    Outcome<ConstMatrixMap> matrix(const std::vector<std::string> &prefixes, const std::string &name, std::int64_t rows,
                                   std::int64_t cols) const;
    Outcome<ConstVectorMap> vector(const std::vector<std::string> &prefixes, const std::string &name, std::int64_t size) const;
    bool has(const std::vector<std::string> &prefixes, const std::string &name) const;

private:
    const Tensor *findWith(const std::vector<std::string> &prefixes, const std::string &name, std::string *found) const;

    std::map<std::string, Tensor> mTensors;
    std::vector<std::shared_ptr<const void>> mOwners;
};

/** Reads one weight tensor after another, keeping the first problem (a family's loader asks for
 *  dozens; the user is told about the first that is missing or of the wrong shape). */
class WeightReader
{
public:
    WeightReader(const WeightSet &weights, std::vector<std::string> prefixes) : mWeights(weights), mPrefixes(std::move(prefixes)) {}

    MatrixView matrix(const std::string &name, std::int64_t rows, std::int64_t cols);
    VectorView vector(const std::string &name, std::int64_t size);
    bool has(const std::string &name) const { return mWeights.has(mPrefixes, name); }
    const std::optional<Message> &problem() const { return mProblem; }

private:
    const WeightSet &mWeights;
    std::vector<std::string> mPrefixes;
    std::optional<Message> mProblem;
};

} // namespace attention::models
