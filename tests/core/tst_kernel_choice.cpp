// The run-time choice of kernels on the CPU that runs the test: the family chosen is the one the
// CPU allows, and the lesson's computation, a keystroke's reuse of it and a decoder's cached steps
// run on that family and agree with the portable kernels. Small on purpose: tests/CMakeLists.txt
// also runs it on emulated CPUs (an AVX2-only EPYC, a Sandy Bridge), where every second is ten.
#include "core/generation/DecoderForward.h"
#include "core/generation/DecoderModel.h"
#include "core/generation/KvCache.h"
#include "core/kernels/CpuFeatures.h"
#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/ComputeCache.h"
#include "tests/support/TestSupport.h"

#include <QTest>

#include <memory>
#include <optional>
#include <string>

using namespace attention;
using namespace attention::generation;

namespace {

Lesson multiHeadLesson()
{
    Lesson lesson;
    lesson.source = "the cat sat on the mat with a hat and a long tail";
    lesson.target = "le chat est assis sur le tapis avec un chapeau";
    lesson.config.score = ScoreFunction::MultiHead;
    lesson.config.dModel = 64;
    lesson.config.heads = 4;
    lesson.config.causalMask = true;
    return lesson;
}

float largestDifference(const Matrix &a, const Matrix &b)
{
    return (a - b).cwiseAbs().maxCoeff();
}

QString compareResults(const AttentionResult &got, const AttentionResult &want)
{
    const std::pair<const char *, std::pair<const Matrix *, const Matrix *>> matrices[] = {{"Q", {&got.Q, &want.Q}},
                                                                                           {"K", {&got.K, &want.K}},
                                                                                           {"V", {&got.V, &want.V}},
                                                                                           {"scores", {&got.scores, &want.scores}},
                                                                                           {"weights", {&got.weights, &want.weights}},
                                                                                           {"context", {&got.context, &want.context}}};
    for (const auto &[name, pair] : matrices) {
        if (pair.first->rows() != pair.second->rows() || pair.first->cols() != pair.second->cols())
            return QStringLiteral("%1: %2x%3, want %4x%5")
                .arg(QLatin1String(name))
                .arg(pair.first->rows())
                .arg(pair.first->cols())
                .arg(pair.second->rows())
                .arg(pair.second->cols());
        const float difference = largestDifference(*pair.first, *pair.second);
        if (!(difference < 1e-5f))
            return QStringLiteral("%1 differs by %2").arg(QLatin1String(name)).arg(double(difference));
    }
    return {};
}

/** The family this CPU should get: ATTENTION_EXPECT_KERNELS where the run emulates a CPU (the
 *  emulator says what it is), else what the CPU reports of itself. */
InstructionSet expectedFamily()
{
    const QByteArray named = qgetenv("ATTENTION_EXPECT_KERNELS");
    if (!named.isEmpty()) {
        const auto family = instructionSetNamed(named.toStdString());
        if (!family)
            qFatal("ATTENTION_EXPECT_KERNELS=%s is not avx512, avx2 or portable", named.constData());
        return *family;
    }
    return cpuHasAvx512() ? InstructionSet::Avx512 : cpuHasAvx2() ? InstructionSet::Avx2 : InstructionSet::Portable;
}

} // namespace

class KernelChoiceTest : public QObject
{
    Q_OBJECT

private slots:
    void theFastestFamilyThisCpuRunsIsChosen();
    void aLessonComputesAsWithThePortableKernels();
    void aKeystrokeReusesTheResultAsAFreshComputationWould();
    void aDecodersCachedStepsAgreeWithTheWholeSequence();
};

void KernelChoiceTest::theFastestFamilyThisCpuRunsIsChosen()
{
    QCOMPARE(QLatin1String(instructionSetName(bestInstructionSet())), QLatin1String(instructionSetName(expectedFamily())));
}

void KernelChoiceTest::aLessonComputesAsWithThePortableKernels()
{
    for (ScoreFunction score : {ScoreFunction::MultiHead, ScoreFunction::ScaledDot, ScoreFunction::Additive}) {
        Lesson lesson = multiHeadLesson();
        lesson.config.score = score;
        const auto chosen = computeAttention(lesson);
        QVERIFY2(chosen, chosen ? "" : chosen.error().c_str());
        std::optional<Outcome<AttentionResult>> portable;
        {
            const test::KernelsLimitedTo off{InstructionSet::Portable};
            portable.emplace(computeAttention(lesson));
        }
        QVERIFY(*portable);
        const QString problem = compareResults(chosen.value(), portable->value());
        QVERIFY2(problem.isEmpty(), qPrintable(QStringLiteral("%1: %2").arg(int(score)).arg(problem)));
    }
}

void KernelChoiceTest::aKeystrokeReusesTheResultAsAFreshComputationWould()
{
    const Lesson lesson = multiHeadLesson();
    Lesson edited = lesson;
    edited.source.insert(8, "s"); // "cats": one key in the middle changes
    ComputeCache cache;
    const auto before = computeAttention(lesson, &cache);
    QVERIFY(before);
    cache.rememberResult(std::make_shared<const AttentionResult>(before.value()));
    const auto reused = computeAttention(edited, &cache);
    QVERIFY(reused);
    const auto fresh = computeAttention(edited);
    QVERIFY(fresh);
    const QString problem = compareResults(reused.value(), fresh.value());
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void KernelChoiceTest::aDecodersCachedStepsAgreeWithTheWholeSequence()
{
    const DecoderModel model = randomDecoderModel({/*vocab*/ 40, /*d*/ 32, /*heads*/ 4, /*layers*/ 2, /*ffn*/ 64, /*positions*/ 32}, 5);
    KvCache cache(model);
    std::vector<int> tokens;
    std::optional<Outcome<CachedStep>> step;
    for (int token : {3, 17, 5, 9, 21, 2, 30, 11}) {
        tokens.push_back(token);
        step.emplace(cache.step(token));
        QVERIFY(*step);
    }
    const auto whole = decodeSequence(model, tokens);
    QVERIFY2(whole, whole ? "" : whole.error().c_str());
    const RowVector last = whole->logits.bottomRows(1);
    QVERIFY2(((*step)->logits - last).cwiseAbs().maxCoeff() <= 1e-5f * std::max(1.0f, last.cwiseAbs().maxCoeff()),
             "the cached step's logits differ from the whole sequence's");
}

QTEST_GUILESS_MAIN(KernelChoiceTest)
#include "tst_kernel_choice.moc"
