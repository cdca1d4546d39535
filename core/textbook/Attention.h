#pragma once

#include "core/Outcome.h"
#include "core/Types.h"
#include "core/textbook/ScoreFunction.h"

namespace attention {

/** Bahdanau's layer, laid out as torch.nn.Linear: W_q is [a][d_q], W_k is [a][d_k]. */
struct AdditiveParameters
{
    Matrix Wq;
    Vector bq;
    Matrix Wk;
    Vector bk;
    Vector v;
    Scalar bv = 0;
};

/** The weights a score function needs beyond Q and K. */
struct ScoreParameters
{
    Matrix general; // Luong's W, [d][d]
    AdditiveParameters additive;
};

/** Every intermediate of one attention head. */
struct HeadOutputs
{
    Matrix rawScores; // before any scaling: q . k, q^T W k or the additive score
    Matrix scores; // the score function's output (divided by sqrt(d_k) for scaled dot)
    Matrix weights; // softmax over the open keys of each row
    Matrix context; // weights x V
    Matrix additiveQueryPart; // W_q q + b_q per query (additive only)
    Matrix additiveKeyPart; // W_k k + b_k per key (additive only)
};

/**
 * One head of attention with any single-head score function (MultiHead is refused here).
 * Q is [nq][d], K is [nk][d], V is [nk][dv]; mask is [nq][nk] or empty.
 */
Outcome<HeadOutputs> attend(ScoreFunction score, const Matrix &Q, const Matrix &K, const Matrix &V, const Mask &mask, double temperature,
                            const ScoreParameters &parameters = {});

/** Checks what every attention call needs: a positive, finite temperature. */
Outcome<void> checkTemperature(double temperature);

/** Said when a mask is not [queries][keys]. */
Message maskShapeProblem();

} // namespace attention
