#pragma once

#include "core/Outcome.h"
#include "core/pipeline/AttentionResult.h"

namespace attention {

/** How a computed result's values split into heads: head h owns columns h*slice .. (h+1)*slice
 *  of V (one head: all of them). Refused, in one sentence, where there are no values to weigh:
 *  imported attention holds weights only. */
struct HeadValues
{
    int heads = 1;
    Eigen::Index slice = 0;
};
Outcome<HeadValues> headValuesOf(const AttentionResult &result);

} // namespace attention
