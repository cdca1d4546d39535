#pragma once

#include "core/Types.h"

namespace attention {

/** Sinusoidal encoding: column 2k is sin(pos * w_k), column 2k+1 is cos(pos * w_k),
 *  w_k = 10000^(-2k / dim). Any dim, odd ones included. */
Matrix sinusoidalPositionalEncoding(int length, int dim);

} // namespace attention
