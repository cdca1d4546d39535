#include "core/text/Embedding.h"

#include "core/Random.h"

#include <vector>

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

} // namespace attention
