#include "core/explain/HeadValues.h"

namespace attention {

Outcome<HeadValues> headValuesOf(const AttentionResult &r)
{
    if (!r.origin.empty() || r.V.rows() != r.keyCount() || r.V.cols() == 0)
        return Message("explain.no_values",
                       ATTENTION_MESSAGE("weighing keys by what they do needs the value vectors: only a lesson computed here "
                                         "has them, not imported attention"));
    HeadValues split;
    split.heads = r.config.score == ScoreFunction::MultiHead ? r.config.heads : 1;
    split.slice = r.V.cols() / split.heads;
    return split;
}

} // namespace attention
