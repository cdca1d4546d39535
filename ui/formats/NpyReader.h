#pragma once

#include "core/Outcome.h"

#include <QByteArray>

#include <cstdint>
#include <vector>

namespace attention {

/** An n-dimensional array read from a .npy file, converted to double, in C order. */
struct NpyArray
{
    std::vector<std::int64_t> shape;
    std::vector<double> values;
};

/** Largest array the reader accepts (elements), so a hostile header cannot ask for terabytes. */
constexpr std::int64_t kMaxNpyElements = 64LL * 1024 * 1024;

/**
 * Reads NPY versions 1 to 3: float32 or float64, either byte order, C or Fortran order. Refuses
 * other dtypes, truncated data, sizes that do not match the header and NaN or inf values, with
 * a message naming the problem.
 */
Outcome<NpyArray> readNpy(const QByteArray &bytes);

} // namespace attention
