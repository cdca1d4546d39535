// What the kernel tests share: random matrices and the largest difference between two.
#pragma once

#include "core/Types.h"

#include <random>

namespace attention::test {

class RandomMatrices
{
public:
    explicit RandomMatrices(unsigned seed) : mRandom(seed) {}
    Matrix operator()(Eigen::Index rows, Eigen::Index cols)
    {
        Matrix m(rows, cols);
        for (Eigen::Index k = 0; k < m.size(); ++k)
            m.data()[k] = mNormal(mRandom);
        return m;
    }

private:
    std::mt19937 mRandom;
    std::normal_distribution<float> mNormal;
};

float largestDifference(const Matrix &a, const Matrix &b)
{
    return (a - b).cwiseAbs().maxCoeff();
}

} // namespace attention::test
