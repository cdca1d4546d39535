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
    Matrix out(length, dim);
    const double logBase = std::log(10000.0);
    for (int col = 0; col < dim; ++col) {
        const int k = col / 2;
        const double frequency = std::exp(-(2.0 * k) * logBase / dim);
        for (int pos = 0; pos < length; ++pos) {
            const double angle = pos * frequency;
            out(pos, col) = static_cast<Scalar>(col % 2 == 0 ? std::sin(angle) : std::cos(angle));
        }
    }
    return out;
}

} // namespace attention
