#pragma once

#include "core/Types.h"
#include "core/kernels/CpuFeatures.h"
#include "core/pipeline/AttentionConfig.h"
#include "core/textbook/ScoreFunction.h"

#include <QByteArray>
#include <QJsonArray>
#include <QJsonValue>
#include <QString>
#include <QTest>

#include <cmath>

namespace attention::test {

// Which sanitizer this test was built with (GCC says so with a macro, Clang with __has_feature).
#if defined(__SANITIZE_THREAD__)
inline constexpr bool kUnderThreadSanitizer = true;
#elif defined(__has_feature)
inline constexpr bool kUnderThreadSanitizer = __has_feature(thread_sanitizer);
#else
inline constexpr bool kUnderThreadSanitizer = false;
#endif
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kUnderAddressSanitizer = true;
#elif defined(__has_feature)
inline constexpr bool kUnderAddressSanitizer = __has_feature(address_sanitizer);
#else
inline constexpr bool kUnderAddressSanitizer = false;
#endif

/** The golden README's tolerance: |got - want| <= 1e-5 + 1e-4 * |want|. */
inline bool closeEnough(double got, double want)
{
    return std::abs(got - want) <= 1e-5 + 1e-4 * std::abs(want);
}

/** The built-in sentences with random embeddings and projections at d_model 64: the numbers
 *  tests check against it are those of an untrained network. */
inline Lesson untrainedLesson()
{
    Lesson lesson = defaultLesson();
    lesson.config.dModel = 64;
    lesson.config.embeddings = EmbeddingKind::Random;
    lesson.config.projections = ProjectionKind::Random;
    return lesson;
}

inline QString dataPath(const QString &relative)
{
    return QStringLiteral(ATTENTION_TEST_DATA_DIR "/") + relative;
}

/** Compares a matrix (or a nested JSON list) with expected JSON values cell by cell; on the
 *  first difference it returns a message naming the cell, else an empty string. */
inline QString compareWithJson(const QJsonValue &got, const QJsonValue &want, const QString &where)
{
    if (want.isArray()) {
        const QJsonArray w = want.toArray();
        const QJsonArray g = got.toArray();
        if (!got.isArray() || g.size() != w.size())
            return QStringLiteral("%1: expected %2 entries, got %3").arg(where).arg(w.size()).arg(g.size());
        for (qsizetype i = 0; i < w.size(); ++i) {
            const QString problem = compareWithJson(g[i], w[i], QStringLiteral("%1[%2]").arg(where).arg(i));
            if (!problem.isEmpty())
                return problem;
        }
        return {};
    }
    if (!got.isDouble() || !closeEnough(got.toDouble(), want.toDouble()))
        return QStringLiteral("%1: got %2, want %3").arg(where).arg(got.toDouble(), 0, 'g', 10).arg(want.toDouble(), 0, 'g', 10);
    return {};
}

inline QString compareMatrix(const Matrix &got, const QJsonValue &want, const QString &where)
{
    QJsonArray rows;
    for (Eigen::Index i = 0; i < got.rows(); ++i) {
        QJsonArray row;
        for (Eigen::Index j = 0; j < got.cols(); ++j)
            row.append(static_cast<double>(got(i, j)));
        rows.append(row);
    }
    return compareWithJson(rows, want, where);
}

/** The vector kernels limited to one family and the slower ones for a scope (the tests of a
 *  faster CPU then check the paths a slower one takes). */
struct KernelsLimitedTo
{
    explicit KernelsLimitedTo(InstructionSet highest) { limitInstructionSets(highest); }
    ~KernelsLimitedTo() { limitInstructionSets(InstructionSet::Avx512); }
    KernelsLimitedTo(const KernelsLimitedTo &) = delete;
    KernelsLimitedTo &operator=(const KernelsLimitedTo &) = delete;
};

/** Skips the test, saying so in its output, when this CPU cannot run that family of kernels. */
#define SKIP_UNLESS_THIS_CPU_RUNS(kernels)                                                                                                 \
    do {                                                                                                                                   \
        if (::attention::bestInstructionSet() < ::attention::InstructionSet(kernels))                                                      \
            QSKIP(qPrintable(QStringLiteral("this CPU has no %1: the same checks ran on the slower kernels")                               \
                                 .arg(QLatin1String(::attention::instructionSetName(::attention::InstructionSet(kernels))))));             \
    } while (false)

/** Data rows for a test run once per score function. */
inline void addScoreFunctionRows(bool withMultiHead = true)
{
    QTest::addColumn<int>("score");
    QTest::newRow("dot") << int(ScoreFunction::Dot);
    QTest::newRow("scaled_dot") << int(ScoreFunction::ScaledDot);
    QTest::newRow("general") << int(ScoreFunction::General);
    QTest::newRow("additive") << int(ScoreFunction::Additive);
    if (withMultiHead)
        QTest::newRow("multihead") << int(ScoreFunction::MultiHead);
}

} // namespace attention::test
