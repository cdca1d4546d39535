#pragma once

#include "core/Types.h"

#include <optional>
#include <vector>

namespace attention {

/** Spearman's rank correlation of a and b (ties share their mean rank); 0 when either is
 *  constant or fewer than two values are given. */
double rankCorrelation(const std::vector<double> &a, const std::vector<double> &b);

/** Per row, the rank correlation of the weights and a measure over the row's open keys (mask
 *  true = blocked; an empty mask blocks nothing). */
std::vector<double> rowRankCorrelations(const Matrix &weights, const Matrix &measure, const Mask &mask);

/** A row whose most attended key is not the key the measure says matters most. */
struct Disagreement
{
    int row = -1;
    int attended = -1; // the key with the largest weight
    int influential = -1; // the key with the largest measure
    double gap = 0; // measure(influential) - measure(attended), in the measure's units
};

/** The row where the weights' strongest key falls furthest behind the measure's strongest, or
 *  none when every row agrees. Only rows whose weights prefer their strongest key to the
 *  measure's by at least weightMargin count: a near tie in the weights is no disagreement to
 *  show a class. */
std::optional<Disagreement> strongestDisagreement(const Matrix &weights, const Matrix &measure, const Mask &mask, double weightMargin = 0);

} // namespace attention
