#pragma once
// What the pipeline's tests share: lessons to start from, a computation that must succeed, and
// results compared to float rounding.
#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/RowSummaries.h"
#include "tests/support/TestSupport.h"

#include <QString>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <utility>

namespace attention::test {

inline Lesson lessonWith(const std::function<void(AttentionConfig &)> &change)
{
    Lesson lesson = untrainedLesson();
    change(lesson.config);
    return lesson;
}

inline AttentionResult computed(const Lesson &lesson)
{
    auto outcome = computeAttention(lesson);
    if (!outcome)
        qFatal("computeAttention failed: %s", outcome.error().c_str());
    return std::move(outcome.value());
}

inline bool allFinite(const AttentionResult &r)
{
    for (const Matrix *m : {&r.queryInput, &r.keyInput, &r.Q, &r.K, &r.V, &r.rawScores, &r.scores, &r.weights, &r.context, &r.output})
        if (!m->allFinite())
            return false;
    for (Eigen::Index i = 0; i < r.weights.rows(); ++i)
        if (!std::isfinite(rowEntropy(r.weights, i)))
            return false;
    return true;
}

inline Lesson multiHeadLesson()
{
    Lesson lesson;
    lesson.source = "the cat sat on the mat with a hat";
    lesson.target = "le chat est assis sur le tapis avec un chapeau";
    lesson.config.score = ScoreFunction::MultiHead;
    lesson.config.dModel = 32;
    lesson.config.heads = 4;
    lesson.config.causalMask = true;
    return lesson;
}

/** A copy of a result with every kept quantity of row 0 marked, to see where rows came from. */
inline std::shared_ptr<const AttentionResult> marked(const AttentionResult &r)
{
    auto copy = std::make_shared<AttentionResult>(r);
    copy->headWeights[1](0, 0) = 42;
    copy->weights(0, 0) = 43;
    copy->output(0, 0) = 44;
    copy->rows[0].markedArgmax = 45; // no key of the lesson
    return copy;
}

/** Equal up to float rounding of the largest value: another summation order (an adjusted
 *  context, another BLAS kernel) moves values of about 3 by a few ulps (measured: 1.3e-6 on an
 *  Intel Xeon whose OpenBLAS runs its AVX-512 kernels). */
inline bool equalToRounding(const Matrix &got, const Matrix &want, float tolerance = 1e-6f)
{
    return (got - want).cwiseAbs().maxCoeff() <= tolerance * std::max(1.0f, want.cwiseAbs().maxCoeff());
}

/** The rounding of a result at a temperature: below 0.1 a score's float rounding, divided by the
 *  temperature in the exponent, moves the weights by more (at 0.01: 6e-6 of a context of 0.94). */
inline float roundingAt(double temperature)
{
    return static_cast<float>(1e-6 * std::max(1.0, 0.1 / temperature));
}

/** The rounding of contexts adjusted keystroke after keystroke, each from the last (at most 64
 *  before a full computation: measured up to 2.2e-6 after 48). */
inline constexpr float kRoundingOfAdjustedContexts = 1e-5f;

/** got equals want to rounding; its contexts and outputs to contextRounding, when given. */
inline void compareResults(const AttentionResult &got, const AttentionResult &want, float contextRounding = 0)
{
    QCOMPARE(got.queryCount(), want.queryCount());
    const float rounding = roundingAt(want.config.temperature);
    for (const auto &[a, b] : {std::pair{&got.Q, &want.Q},
                               {&got.K, &want.K},
                               {&got.V, &want.V},
                               {&got.scores, &want.scores},
                               {&got.weights, &want.weights},
                               {&got.context, &want.context},
                               {&got.output, &want.output}}) {
        const bool contextual = a == &got.context || a == &got.output;
        QVERIFY2(equalToRounding(*a, *b, contextual ? std::max(rounding, contextRounding) : rounding),
                 qPrintable(QString("off by %1").arg(a->size() == b->size() ? double((*a - *b).cwiseAbs().maxCoeff()) : -1.0)));
    }
    QCOMPARE(got.headWeights.size(), want.headWeights.size()); // every head, or (the means only) none
    for (std::size_t h = 0; h < want.headWeights.size(); ++h)
        QVERIFY(equalToRounding(got.headWeights[h], want.headWeights[h], roundingAt(want.config.temperature)));
    for (int i = 0; i < want.queryCount(); ++i) {
        QCOMPARE(got.rows[i].argmax, want.rows[i].argmax);
        QCOMPARE(got.rows[i].markedArgmax, want.rows[i].markedArgmax);
        const QueryRowSummary direct = summariseRow(want.weights, want.mask, i); // the marks of the weights shown
        QCOMPARE(want.rows[i].argmax, direct.argmax);
        QCOMPARE(want.rows[i].markedArgmax, direct.markedArgmax);
    }
}

} // namespace attention::test
