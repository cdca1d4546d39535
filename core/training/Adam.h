#pragma once

#include "core/training/Tape.h"

#include <vector>

namespace attention::training {

/** Adam (beta 0.9, 0.999) with the gradient's overall length clipped first: an unscaled dot
 *  product can make one batch's step huge. */
class Adam
{
public:
    explicit Adam(const std::vector<MatrixD> &parameters);

    void step(std::vector<MatrixD> &parameters, std::vector<MatrixD> gradients, double learningRate, double maxGradientNorm = 5.0);

private:
    std::vector<MatrixD> mFirstMoment, mSecondMoment;
    long mSteps = 0;
};

} // namespace attention::training
