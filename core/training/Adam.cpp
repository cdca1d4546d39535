#include "core/training/Adam.h"

#include <cmath>

namespace attention::training {

namespace {
constexpr double kBeta1 = 0.9, kBeta2 = 0.999, kEpsilon = 1e-8;
}

Adam::Adam(const std::vector<MatrixD> &parameters)
{
    for (const MatrixD &parameter : parameters) {
        mFirstMoment.push_back(MatrixD::Zero(parameter.rows(), parameter.cols()));
        mSecondMoment.push_back(MatrixD::Zero(parameter.rows(), parameter.cols()));
    }
}

void Adam::step(std::vector<MatrixD> &parameters, std::vector<MatrixD> gradients, double learningRate, double maxGradientNorm)
{
    double squared = 0;
    for (const MatrixD &g : gradients)
        squared += g.squaredNorm();
    if (const double norm = std::sqrt(squared); norm > maxGradientNorm)
        for (MatrixD &g : gradients)
            g *= maxGradientNorm / norm;
    ++mSteps;
    const double correction1 = 1 - std::pow(kBeta1, double(mSteps));
    const double correction2 = 1 - std::pow(kBeta2, double(mSteps));
    for (std::size_t k = 0; k < gradients.size(); ++k) {
        mFirstMoment[k] = kBeta1 * mFirstMoment[k] + (1 - kBeta1) * gradients[k];
        mSecondMoment[k] = kBeta2 * mSecondMoment[k] + (1 - kBeta2) * gradients[k].cwiseAbs2();
        parameters[k].array() -=
            learningRate * (mFirstMoment[k].array() / correction1) / ((mSecondMoment[k].array() / correction2).sqrt() + kEpsilon);
    }
}

} // namespace attention::training
