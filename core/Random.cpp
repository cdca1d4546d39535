#include "core/Random.h"

#include <cmath>

namespace attention {

std::uint64_t SeededRandom::next()
{
    std::uint64_t z = (mState += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

double SeededRandom::uniform()
{
    return (static_cast<double>(next() >> 11) + 0.5) * (1.0 / 9007199254740992.0);
}

double SeededRandom::normal()
{
    if (mHasSpare) {
        mHasSpare = false;
        return mSpare;
    }
    const double radius = std::sqrt(-2.0 * std::log(uniform()));
    const double angle = 2.0 * M_PI * uniform();
    mSpare = radius * std::sin(angle);
    mHasSpare = true;
    return radius * std::cos(angle);
}

std::uint64_t hashText(std::string_view text)
{
    std::uint64_t hash = 0xCBF29CE484222325ull;
    for (const char c : text) {
        hash ^= static_cast<unsigned char>(c);
        hash *= 0x100000001B3ull;
    }
    return hash;
}

std::uint64_t mixSeeds(std::uint64_t a, std::uint64_t b)
{
    SeededRandom random(a ^ (b * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull));
    return random.next();
}

Matrix randomNormalMatrix(int rows, int cols, std::uint64_t seed, std::uint64_t stream, double scale)
{
    SeededRandom random(mixSeeds(seed, stream));
    Matrix m(rows, cols);
    for (Eigen::Index i = 0; i < m.size(); ++i)
        m.data()[i] = static_cast<Scalar>(random.normal() * scale);
    return m;
}

} // namespace attention
