#pragma once

#include <QString>

namespace attention::cli {

/**
 * Keeps the scale factors the environment asks Qt for (QT_SCALE_FACTOR, QT_SCREEN_SCALE_FACTORS)
 * within what a window can be drawn at: 0, a negative number or nan crashed Qt 6.4 while painting,
 * and 100 asked for gigabytes of pixels. A factor that is no number is dropped, one outside
 * kLowest..kHighest brought to the nearer end. Call before the application object exists.
 * Returns a sentence for each variable changed, for the standard error; none when all is well.
 */
QString keepScaleFactorsDrawable();

inline constexpr double kLowestScaleFactor = 0.5;
inline constexpr double kHighestScaleFactor = 4.0;

} // namespace attention::cli
