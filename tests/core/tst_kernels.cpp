// The vector kernels of the rows chosen at run time, against the plain computation they
// replace: row summaries, copies past the cache, table look-ups, block extremes, the softmax,
// products of few rows and OpenBLAS's own kernels; the same numbers to float rounding and
// nothing written outside their output. (The panel product: tst_panel_kernels.)
#include "core/kernels/BlasKernels.h"
#include "core/kernels/BlockExtremes.h"
#include "core/kernels/CacheTraffic.h"
#include "core/kernels/CpuFeatures.h"
#include "core/kernels/FewRowsLinear.h"
#include "core/kernels/RowSummaryKernels.h"
#include "core/kernels/SoftmaxKernels.h"
#include "core/kernels/TableLookup.h"
#include "core/pipeline/RowSummaries.h"
#include "core/textbook/Softmax.h"
#include "tests/core/KernelSupport.h"
#include "tests/support/TestSupport.h"

#include <QTest>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <memory>
#include <optional>
#include <random>
#include <tuple>

using namespace attention;
using attention::test::largestDifference;
using attention::test::RandomMatrices;

class KernelsTest : public QObject
{
    Q_OBJECT

private slots:
    void weightLogWeightSumsAgreeWithDouble();
    void rowEntropyIsTheSameWithoutTheKernel();
    void copiesPastTheCacheAreExactAndStayInside();
    void openLeadersAgreeWithThePlainLoop();
    void tableLookUpAgreesWithThePlainLoop();
    void blockExtremesAgreeWithThePlainLoop();
    void softmaxKernelAgreesWithTheExactPath_data();
    void softmaxKernelAgreesWithTheExactPath();
    void softmaxWithAPriorIsTheWholeRowsSoftmax_data();
    void softmaxWithAPriorIsTheWholeRowsSoftmax();
    void weightsMadeElsewhereAgreeWithThePlainLoop_data();
    void weightsMadeElsewhereAgreeWithThePlainLoop();
    void fewRowsProductAgreesWithEigen();
    void blasKernelsAreRaisedOnlyWhereOpenBlasFellBack();
};

void KernelsTest::weightLogWeightSumsAgreeWithDouble()
{
    std::mt19937 random(7);
    std::uniform_real_distribution<float> uniform(0.0f, 1.0f);
    int used = 0;
    for (int n : {1, 7, 8, 9, 100, 2048}) {
        std::vector<float> w(static_cast<std::size_t>(n));
        for (float &x : w)
            x = uniform(random);
        w[0] = 0.0f; // 0 log 0 = 0
        if (n > 2)
            w[2] = std::numeric_limits<float>::denorm_min(); // below the smallest normal float
        double want = 0;
        for (float x : w)
            want += double(x) * std::log(std::max(double(x), double(std::numeric_limits<float>::min())));
        double got = 0;
        if (!sumOfWeightLogWeight(w.data(), n, &got))
            continue;
        ++used;
        QVERIFY2(std::abs(got - want) <= 1e-6 * (1 + std::abs(want)),
                 qPrintable(QStringLiteral("n %1: %2 vs %3").arg(n).arg(got).arg(want)));
    }
    if (used == 0)
        QSKIP("this CPU has no AVX2: the entropy is Eigen's");
}

// A row's entropy through the kernel and through Eigen's logarithms, on rows with zeros, weights
// below the smallest normal float and a row whose keys are all blocked (every weight 0).
void KernelsTest::rowEntropyIsTheSameWithoutTheKernel()
{
    if (!hasAvx2())
        QSKIP("this CPU has no AVX2: the entropy is Eigen's on either side");
    std::mt19937 random(3);
    std::uniform_real_distribution<float> uniform(0.0f, 1.0f);
    Matrix weights(4, 300);
    for (Eigen::Index k = 0; k < weights.size(); ++k)
        weights.data()[k] = uniform(random);
    weights.row(0) /= weights.row(0).sum();
    weights(1, 5) = 0.0f;
    weights(1, 6) = std::numeric_limits<float>::denorm_min();
    weights.row(2).setZero();
    weights.row(3).setConstant(1.0f / 300.0f);
    std::vector<double> fast;
    for (Eigen::Index i = 0; i < weights.rows(); ++i)
        fast.push_back(rowEntropy(weights, i));
    const test::KernelsLimitedTo off{InstructionSet::Portable};
    for (Eigen::Index i = 0; i < weights.rows(); ++i)
        QVERIFY2(std::abs(fast[std::size_t(i)] - rowEntropy(weights, i)) <= 1e-6 * (1 + std::abs(fast[std::size_t(i)])),
                 qPrintable(QStringLiteral("row %1: %2 vs %3").arg(i).arg(fast[std::size_t(i)]).arg(rowEntropy(weights, i))));
    QCOMPARE(fast[2], 0.0);
    QVERIFY(std::abs(fast[3] - std::log(300.0)) < 1e-5); // uniform over n keys: ln n
}

// Streaming stores from every alignment of the destination and every length around the 4 lanes:
// the very floats, and nothing written before or after.
void KernelsTest::copiesPastTheCacheAreExactAndStayInside()
{
    std::vector<float> from(64);
    for (std::size_t k = 0; k < from.size(); ++k)
        from[k] = 0.5f * float(k) - 7.0f;
    for (std::ptrdiff_t offset = 0; offset < 8; ++offset)
        for (std::ptrdiff_t n : {0, 1, 3, 4, 5, 7, 8, 9, 31, 40}) {
            std::vector<float> to(64, -1.0f);
            copyPastTheCache(from.data() + 3, to.data() + offset, n);
            finishCopiesPastTheCache();
            for (std::ptrdiff_t k = 0; k < 64; ++k) {
                const float want = k >= offset && k < offset + n ? from[std::size_t(k - offset + 3)] : -1.0f;
                QVERIFY2(to[std::size_t(k)] == want, qPrintable(QStringLiteral("offset %1, n %2, float %3").arg(offset).arg(n).arg(k)));
            }
        }
}

// Rows of every length around the 8 lanes and the two chains' 16 keys, with ties, near ties, zeros, negative weights, NaN,
// blocked keys and rows with every key blocked: the very leaders of the plain loop.
void KernelsTest::openLeadersAgreeWithThePlainLoop()
{
    std::mt19937 random(5);
    std::uniform_int_distribution<int> level(0, 9);
    int compared = 0;
    const std::vector<int> lengths{1, 5, 7, 8, 9, 15, 16, 17, 24, 25, 31, 33, 100, 2048};
    for (int n : lengths)
        for (int trial = 0; trial < 40; ++trial) {
            std::vector<float> w(static_cast<std::size_t>(n));
            std::unique_ptr<bool[]> closed(new bool[static_cast<std::size_t>(n)]);
            for (int j = 0; j < n; ++j) {
                w[std::size_t(j)] = 0.01f * float(level(random) - 2);
                closed[std::size_t(j)] = trial % 8 == 7 || level(random) == 0;
            }
            if (trial % 5 == 1)
                w[std::size_t(level(random)) % w.size()] = std::numeric_limits<float>::quiet_NaN();
            const bool *blocked = trial % 3 == 0 ? nullptr : closed.get();
            OpenLeaders want;
            for (int j = 0; j < n; ++j) {
                if (blocked && blocked[j])
                    continue;
                if (w[std::size_t(j)] > want.largest) {
                    if (want.first >= 0)
                        want.runnerUp = std::max(want.runnerUp, want.largest);
                    want.largest = w[std::size_t(j)];
                    want.first = j;
                } else {
                    want.runnerUp = std::max(want.runnerUp, w[std::size_t(j)]);
                }
            }
            OpenLeaders got;
            if (!openLeaders(w.data(), n, blocked, &got))
                QSKIP("this CPU has no AVX2: the marks are the plain loop's");
            const QByteArray where = QStringLiteral("n %1, trial %2").arg(n).arg(trial).toUtf8();
            QVERIFY2(got.first == want.first, where);
            QVERIFY2(got.first < 0 || (got.largest == want.largest && got.runnerUp == want.runnerUp), where);
            ++compared;
        }
    QCOMPARE(compared, int(lengths.size()) * 40);
}

// Cells of a colour map, as floats and as doubles, at lengths around the 8 lanes: values inside,
// on and between the levels, below and above the range, -0, infinite and NaN.
void KernelsTest::tableLookUpAgreesWithThePlainLoop()
{
    std::mt19937 random(9);
    std::uniform_real_distribution<double> within(-0.5, 1.5);
    const double specials[] = {0.0,
                               -0.0,
                               1.0,
                               0.5,
                               std::numeric_limits<double>::infinity(),
                               -std::numeric_limits<double>::infinity(),
                               std::numeric_limits<double>::quiet_NaN(),
                               1e30,
                               -1e30};
    int compared = 0;
    for (int levels : {1, 2, 350})
        for (std::ptrdiff_t n : {1, 3, 4, 7, 8, 9, 15, 16, 17, 100, 513}) {
            std::vector<std::uint32_t> table(static_cast<std::size_t>(levels));
            for (int k = 0; k < levels; ++k)
                table[static_cast<std::size_t>(k)] = 0xff000000u + 7919u * static_cast<std::uint32_t>(k);
            const double lower = -0.25, factor = (levels - 1) / 1.25;
            std::vector<double> wide(static_cast<std::size_t>(n));
            for (std::ptrdiff_t i = 0; i < n; ++i)
                wide[std::size_t(i)] = i % 5 == 4   ? specials[std::size_t(i / 5) % std::size(specials)]
                                       : i % 5 == 3 ? lower + std::floor(within(random) * levels) / factor // on a level
                                                    : within(random);
            std::vector<float> narrow(wide.begin(), wide.end());
            const auto plain = [&](double value) {
                return std::isnan(value) ? 0x12345678u
                                         : table[static_cast<std::size_t>(std::clamp((value - lower) * factor, 0.0, double(levels - 1)))];
            };
            std::vector<std::uint32_t> got(static_cast<std::size_t>(n), 0);
            if (!lookUpScaled(narrow.data(), n, lower, factor, table.data(), levels, 0x12345678u, got.data()))
                QSKIP("this CPU has no AVX2: the colours are the plain loop's");
            for (std::ptrdiff_t i = 0; i < n; ++i)
                QVERIFY2(got[std::size_t(i)] == plain(double(narrow[std::size_t(i)])),
                         qPrintable(QStringLiteral("float, %1 levels, n %2, cell %3").arg(levels).arg(n).arg(i)));
            QVERIFY(lookUpScaled(wide.data(), n, lower, factor, table.data(), levels, 0x12345678u, got.data()));
            for (std::ptrdiff_t i = 0; i < n; ++i)
                QVERIFY2(got[std::size_t(i)] == plain(wide[std::size_t(i)]),
                         qPrintable(QStringLiteral("double, %1 levels, n %2, cell %3").arg(levels).arg(n).arg(i)));
            ++compared;
        }
    QCOMPARE(compared, 3 * 11);
}

/** A block's cell farthest from zero, bit for bit as std::max and std::min find it row by row
 *  and column by column: NaN cells (never chosen), signed zeros and ties of a high and a low as
 *  far from zero, blocks across the 8 lanes and a narrower last block, rows apart in memory. */
void KernelsTest::blockExtremesAgreeWithThePlainLoop()
{
    std::mt19937 random(13);
    std::uniform_real_distribution<float> within(-1.0f, 1.0f);
    const float specials[] = {0.0f,
                              -0.0f,
                              0.5f,
                              -0.5f,
                              std::numeric_limits<float>::quiet_NaN(),
                              std::numeric_limits<float>::infinity(),
                              -std::numeric_limits<float>::infinity(),
                              1e30f,
                              -1e30f};
    const auto plain = [](const float *rows, std::ptrdiff_t stride, std::ptrdiff_t height, std::ptrdiff_t columns, std::ptrdiff_t step) {
        std::vector<float> high(static_cast<std::size_t>(columns), -std::numeric_limits<float>::infinity());
        std::vector<float> low(static_cast<std::size_t>(columns), std::numeric_limits<float>::infinity());
        for (std::ptrdiff_t i = 0; i < height; ++i)
            for (std::ptrdiff_t j = 0; j < columns; ++j) {
                high[std::size_t(j)] = std::max(high[std::size_t(j)], rows[i * stride + j]);
                low[std::size_t(j)] = std::min(low[std::size_t(j)], rows[i * stride + j]);
            }
        std::vector<double> blocks;
        for (std::ptrdiff_t first = 0; first < columns; first += step) {
            float h = -std::numeric_limits<float>::infinity(), l = std::numeric_limits<float>::infinity();
            for (std::ptrdiff_t j = first; j < std::min(columns, first + step); ++j) {
                h = std::max(h, high[std::size_t(j)]);
                l = std::min(l, low[std::size_t(j)]);
            }
            blocks.push_back(std::abs(l) > std::abs(h) ? l : h);
        }
        return blocks;
    };
    int compared = 0;
    for (std::ptrdiff_t height : {1, 2, 3, 5})
        for (std::ptrdiff_t columns : {1, 2, 7, 8, 9, 16, 17, 30, 100, 2100})
            for (std::ptrdiff_t step : {1, 2, 3, 4, 7, 8, 9, 13}) {
                const std::ptrdiff_t stride = columns + 3;
                std::vector<float> cells(static_cast<std::size_t>(height * stride));
                for (std::size_t k = 0; k < cells.size(); ++k)
                    cells[k] = k % 7 == 6 ? specials[(k / 7) % std::size(specials)] : within(random);
                if (columns >= 4) { // a high and a low as far from zero in one block: the high is drawn
                    cells[0] = 0.75f;
                    cells[1] = -0.75f;
                }
                const std::vector<double> want = plain(cells.data(), stride, height, columns, step);
                std::vector<float> high(static_cast<std::size_t>(columns)), low(static_cast<std::size_t>(columns));
                std::vector<double> got(want.size(), 42.0);
                if (!farthestFromZeroInBlocks(cells.data(), stride, height, columns, step, high.data(), low.data(), got.data()))
                    QSKIP("this CPU has no AVX2: the blocks are the plain loop's");
                QVERIFY2(std::memcmp(got.data(), want.data(), want.size() * sizeof(double)) == 0,
                         qPrintable(QStringLiteral("%1 rows, %2 columns, blocks of %3").arg(height).arg(columns).arg(step)));
                ++compared;
            }
    QCOMPARE(compared, 4 * 10 * 8);
    test::KernelsLimitedTo portable(InstructionSet::Portable);
    const float one = 1.0f;
    float high = 0, low = 0;
    double got = 42.0;
    QVERIFY(!farthestFromZeroInBlocks(&one, 1, 1, 1, 1, &high, &low, &got));
    QCOMPARE(got, 42.0); // nothing written: the caller's plain loop runs
}

void KernelsTest::softmaxWithAPriorIsTheWholeRowsSoftmax_data()
{
    softmaxKernelAgreesWithTheExactPath_data();
}

/** The softmax kernels of a row of softmaxKernelAgreesWithTheExactPath_data(): AVX-512, or AVX2
 *  with AVX-512 held off; false where the CPU has no AVX-512 for its row. */
bool softmaxFamilyOfTheRow(bool avx512, std::optional<test::KernelsLimitedTo> &off)
{
    if (avx512 && !hasAvx512())
        return false;
    if (!avx512)
        off.emplace(InstructionSet::Avx2);
    return true;
}

/** A row's last keys through the kernel, the mass of its first keys given as a prior: their
 *  weights and the log-normaliser are the whole row's softmax, whichever part holds the largest
 *  logit, with blocked keys, and with every key of the part blocked. */
void KernelsTest::softmaxWithAPriorIsTheWholeRowsSoftmax()
{
    QFETCH(bool, avx512);
    std::optional<test::KernelsLimitedTo> off;
    if (!softmaxFamilyOfTheRow(avx512, off))
        QSKIP("this CPU has no AVX-512: the AVX2 row checks the same");
    if (!softmaxKernelsAvailable())
        QSKIP("this CPU has no AVX2: the exact path is all there is");
    std::mt19937 random(11);
    std::normal_distribution<float> normal(0.0f, 4.0f);
    const double temperature = 0.8;
    for (int first : {1, 32, 100}) {
        for (int n : {1, 7, 8, 9, 17, 37, 256}) {
            for (const float lift : {-20.0f, 0.0f, 20.0f}) { // the part's logits far below, among, far above the first keys'
                for (const int blocking : {0, 1, 2}) { // none, every third, every key of the part
                    const int all = first + n;
                    RowVector whole(all);
                    std::vector<char> closed(static_cast<std::size_t>(all), 0);
                    for (int j = 0; j < all; ++j) {
                        whole(j) = normal(random) + (j >= first ? lift : 0.0f);
                        closed[static_cast<std::size_t>(j)] = j >= first && (blocking == 2 || (blocking == 1 && j % 3 == 1));
                    }
                    const bool *blocked = blocking ? reinterpret_cast<const bool *>(closed.data()) : nullptr;
                    RowVector exact = whole;
                    double exactLog = 0;
                    softmaxRow(exact.data(), all, blocked, temperature, &exactLog);
                    double prior = 0;
                    for (int j = 0; j < first; ++j)
                        prior += std::exp(double(whole(j)) / temperature);
                    prior = std::log(prior);
                    RowVector part = whole.tail(n), scoreSum = RowVector::Zero(n), weightSum = RowVector::Constant(n, 1.0f);
                    double fastLog = 0;
                    QVERIFY(softmaxRowAccumulating(part.data(), n, blocked ? blocked + first : nullptr, float(1.0 / temperature),
                                                   scoreSum.data(), weightSum.data(), Sums::Add, &fastLog, nullptr, prior));
                    const QString where = QStringLiteral("first %1, n %2, lift %3, blocking %4").arg(first).arg(n).arg(lift).arg(blocking);
                    QVERIFY2((part - exact.tail(n)).cwiseAbs().maxCoeff() < 1e-6f, qPrintable(where));
                    QVERIFY2(std::abs(fastLog - exactLog) < 1e-6 * std::max(1.0, std::abs(exactLog)), qPrintable(where));
                    QVERIFY2((weightSum - (part.array() + 1.0f).matrix()).cwiseAbs().maxCoeff() == 0.0f, qPrintable(where));
                    QVERIFY2(scoreSum == whole.tail(n), qPrintable(where));
                }
            }
        }
    }
}

void KernelsTest::weightsMadeElsewhereAgreeWithThePlainLoop_data()
{
    QTest::addColumn<int>("kernels");
    for (InstructionSet set : {InstructionSet::Portable, InstructionSet::Avx2})
        QTest::addRow("%s", instructionSetName(set)) << int(set);
}

/** scaleRowSumming() and weighRowAccumulating(), which weigh kept weights into a row: the very
 *  floats of the plain loops, the sum within double's rounding, the copy from every alignment of
 *  its start and nothing written past the row. */
void KernelsTest::weightsMadeElsewhereAgreeWithThePlainLoop()
{
    QFETCH(int, kernels);
    SKIP_UNLESS_THIS_CPU_RUNS(kernels);
    const test::KernelsLimitedTo limit{InstructionSet(kernels)};
    std::mt19937 random(3);
    std::uniform_real_distribution<float> uniform(0.0f, 1.0f);
    for (std::ptrdiff_t n : {0, 1, 7, 8, 9, 31, 33, 1000}) {
        std::vector<float> from(static_cast<std::size_t>(n));
        for (float &value : from)
            value = uniform(random);
        const float factor = 0.37f;
        std::vector<float> into(static_cast<std::size_t>(n) + 1, -1.0f);
        double plainSum = 0;
        for (std::ptrdiff_t j = 0; j < n; ++j)
            plainSum += double(from[std::size_t(j)] * factor);
        const double sum = scaleRowSumming(from.data(), factor, into.data(), n);
        QVERIFY2(std::abs(sum - plainSum) <= 1e-12 * std::max(1.0, plainSum), qPrintable(QString::number(n)));
        for (std::ptrdiff_t j = 0; j < n; ++j)
            QCOMPARE(into[std::size_t(j)], from[std::size_t(j)] * factor);
        QCOMPARE(into.back(), -1.0f);
        for (const Sums sums : {Sums::Start, Sums::Add}) {
            std::vector<float> room(static_cast<std::size_t>(n) + 12);
            float *aligned = room.data() + (16 - reinterpret_cast<std::uintptr_t>(room.data()) % 16) % 16 / sizeof(float);
            for (std::ptrdiff_t offset = 0; offset < 4; ++offset) {
                std::fill(room.begin(), room.end(), -1.0f);
                std::vector<float> row = from, weightSum(static_cast<std::size_t>(n) + 1, 2.0f);
                weighRowAccumulating(row.data(), n, factor, weightSum.data(), sums, aligned + offset);
                finishCopiesPastTheCache();
                for (std::ptrdiff_t j = 0; j < n; ++j) {
                    const float want = from[std::size_t(j)] * factor;
                    QCOMPARE(row[std::size_t(j)], want);
                    QCOMPARE(weightSum[std::size_t(j)], sums == Sums::Start ? want : 2.0f + want);
                }
                QCOMPARE(weightSum.back(), 2.0f);
                for (std::ptrdiff_t k = 0; k < static_cast<std::ptrdiff_t>(room.size()); ++k) {
                    const float *at = room.data() + k, *start = aligned + offset;
                    const float want = at >= start && at < start + n ? row[std::size_t(at - start)] : -1.0f;
                    QVERIFY2(*at == want, qPrintable(QStringLiteral("n %1, offset %2, float %3").arg(n).arg(offset).arg(k)));
                }
            }
        }
    }
}

void KernelsTest::softmaxKernelAgreesWithTheExactPath_data()
{
    QTest::addColumn<bool>("avx512");
    QTest::newRow("AVX-512") << true;
    QTest::newRow("AVX2") << false;
}

void KernelsTest::softmaxKernelAgreesWithTheExactPath()
{
    QFETCH(bool, avx512);
    std::optional<test::KernelsLimitedTo> off;
    if (!softmaxFamilyOfTheRow(avx512, off))
        QSKIP("this CPU has no AVX-512: the AVX2 row checks the same");
    std::mt19937 random(5);
    std::normal_distribution<float> normal(0.0f, 4.0f);
    int used = 0;
    for (int n : {1, 7, 8, 9, 15, 16, 17, 37, 256}) {
        for (const bool masked : {false, true}) {
            RowVector scores(n), exact(n);
            std::vector<char> closed(static_cast<std::size_t>(n), 0);
            for (int j = 0; j < n; ++j) {
                scores(j) = normal(random);
                closed[static_cast<std::size_t>(j)] = masked && j % 3 == 1;
            }
            const bool *blocked = masked ? reinterpret_cast<const bool *>(closed.data()) : nullptr;
            exact = scores;
            double exactLog = 0, fastLog = 0, truth = 0; // log sum_j exp(s_j / T) over the open keys
            softmaxRow(exact.data(), n, blocked, 0.8, &exactLog);
            for (int j = 0; j < n; ++j)
                truth += blocked && blocked[j] ? 0.0 : std::exp(double(scores(j)) / 0.8);
            truth = std::log(truth);
            QVERIFY2(std::abs(exactLog - truth) < 1e-6 * std::max(1.0, std::abs(truth)), qPrintable(QString::number(exactLog - truth)));
            RowVector fast = scores, scoreSum = RowVector::Constant(n, 1.0f), weightSum = RowVector::Constant(n, 2.0f);
            if (!softmaxRowAccumulating(fast.data(), n, blocked, 1.0f / 0.8f, scoreSum.data(), weightSum.data(), Sums::Add, &fastLog))
                continue; // a CPU without AVX2: the exact path is all there is
            ++used;
            QVERIFY((fast - exact).cwiseAbs().maxCoeff() < 1e-6f);
            QVERIFY2(std::abs(fastLog - truth) < 1e-6 * std::max(1.0, std::abs(truth)), qPrintable(QString::number(fastLog - truth)));
            QVERIFY((scoreSum - (scores.array() + 1.0f).matrix()).cwiseAbs().maxCoeff() < 1e-6f);
            QVERIFY((weightSum - (exact.array() + 2.0f).matrix()).cwiseAbs().maxCoeff() < 1e-6f);
            // The first head's row starts the sums: what they held is not read.
            RowVector first = scores, scoreStart = RowVector::Constant(n, std::numeric_limits<float>::quiet_NaN());
            RowVector weightStart = scoreStart;
            QVERIFY(softmaxRowAccumulating(first.data(), n, blocked, 1.0f / 0.8f, scoreStart.data(), weightStart.data(), Sums::Start));
            QVERIFY(first == fast);
            QVERIFY(scoreStart == scores);
            QVERIFY(weightStart == fast);
            // The weights' copy, from every alignment of its start against the 4 floats of a
            // streaming store: the very floats, and nothing written before or after.
            std::vector<float> room(static_cast<std::size_t>(n) + 12);
            float *aligned = room.data() + (16 - reinterpret_cast<std::uintptr_t>(room.data()) % 16) % 16 / sizeof(float);
            for (std::ptrdiff_t offset = 0; offset < 4; ++offset) {
                std::fill(room.begin(), room.end(), -1.0f);
                RowVector copied = scores, scoreCopy(n), weightCopy(n);
                QVERIFY(softmaxRowAccumulating(copied.data(), n, blocked, 1.0f / 0.8f, scoreCopy.data(), weightCopy.data(), Sums::Start,
                                               nullptr, aligned + offset));
                finishCopiesPastTheCache();
                QVERIFY(copied == fast);
                for (std::ptrdiff_t k = 0; k < static_cast<std::ptrdiff_t>(room.size()); ++k) {
                    const float *at = room.data() + k, *start = aligned + offset;
                    const float want = at >= start && at < start + n ? copied(at - start) : -1.0f;
                    QVERIFY2(*at == want, qPrintable(QStringLiteral("n %1, offset %2, float %3").arg(n).arg(offset).arg(k)));
                }
            }
        }
    }
    if (used == 0)
        QSKIP("this CPU has no AVX2: the exact path is all there is");
    // Every exponent the kernel's e^x meets, each eighth and sixteenth of its table: weights
    // from 1 down to e^-100 of the largest, relative to e^x in double down to e^-86 (below it
    // the kernel gives e^-86, a normal float, not a denormal).
    const int n = 4001;
    RowVector spread(n), sums = RowVector::Zero(n);
    for (int j = 0; j < n; ++j)
        spread(j) = -0.025f * static_cast<float>(j);
    QVERIFY(softmaxRowAccumulating(spread.data(), n, nullptr, 1.0f, sums.data(), sums.data()));
    double total = 0;
    for (int j = 0; j < n; ++j)
        total += std::exp(-0.025 * j);
    for (int j = 0; j < n; ++j) {
        const double z = static_cast<double>(-0.025f * static_cast<float>(j)), expected = std::exp(z) / total;
        if (z >= -86.0)
            QVERIFY2(std::abs(spread(j) - expected) <= 1e-6 * expected, qPrintable(QString::number(z)));
        else
            QVERIFY(spread(j) > 0.0f && spread(j) < 1e-37f);
    }
    // What the kernel leaves to the exact path, untouched: a non-finite logit (an infinite or NaN
    // score in any lane of either chain, or a finite one the inverse temperature overflows), no
    // open key. An infinite score on a blocked key is no obstacle.
    const float infinity = std::numeric_limits<float>::infinity();
    for (int n : {10, 40, 64}) {
        for (int at : {0, 3, 9, 12, 21, 33, n - 6}) {
            if (at >= n)
                continue;
            for (const float bad : {infinity, -infinity, std::numeric_limits<float>::quiet_NaN(), 1e38f}) {
                RowVector row = RowVector::Constant(n, 1.0f), sums = RowVector::Zero(n), copy = RowVector::Constant(n, -1.0f);
                row(at) = bad;
                const RowVector before = row;
                QVERIFY2(!softmaxRowAccumulating(row.data(), n, nullptr, 10.0f, sums.data(), sums.data(), Sums::Add, nullptr, copy.data()),
                         qPrintable(QStringLiteral("%1 at %2 of %3").arg(bad).arg(at).arg(n)));
                QVERIFY(std::memcmp(row.data(), before.data(), sizeof(float) * std::size_t(n)) == 0); // NaN too
                QVERIFY(sums.isZero());
                QVERIFY(copy == RowVector::Constant(n, -1.0f));
                std::vector<char> closed(static_cast<std::size_t>(n), 0);
                closed[static_cast<std::size_t>(at)] = 1;
                QVERIFY(
                    softmaxRowAccumulating(row.data(), n, reinterpret_cast<const bool *>(closed.data()), 10.0f, sums.data(), sums.data()));
                QCOMPARE(row(at), 0.0f);
            }
        }
    }
    for (int n : {10, 40}) {
        RowVector row = RowVector::Constant(n, 1.0f), sums = RowVector::Zero(n);
        row(n - 6) = infinity;
        std::vector<char> closed(static_cast<std::size_t>(n), 1);
        QVERIFY(!softmaxRowAccumulating(row.data(), n, reinterpret_cast<const bool *>(closed.data()), 1.0f, sums.data(),
                                        sums.data())); // every key blocked, the infinite one too
        closed[static_cast<std::size_t>(n - 6)] = 0;
        row(n - 6) = 1.0f;
        QVERIFY(softmaxRowAccumulating(row.data(), n, reinterpret_cast<const bool *>(closed.data()), 1.0f, sums.data(),
                                       sums.data())); // one open key takes all the weight
        QCOMPARE(row(n - 6), 1.0f);
        QCOMPARE(row.sum(), 1.0f);
    }
}

void KernelsTest::fewRowsProductAgreesWithEigen()
{
    RandomMatrices random(9);
    int used = 0;
    for (Eigen::Index rows : {1, 2, 3, 4, 5, 6, 7, 8, 9, 16}) {
        for (Eigen::Index in : {5, 8, 61, 512}) {
            const Matrix x = random(rows, in), W = random(37, in);
            const Vector b = random(37, 1).col(0);
            Matrix y(rows, 37);
            if (!linearFewRows(x.data(), rows, in, W.data(), 37, b.data(), y.data(), 37))
                continue;
            ++used;
            Matrix want = x * W.transpose();
            want.rowwise() += b.transpose();
            QVERIFY2(largestDifference(y, want) < 1e-4f, qPrintable(QStringLiteral("%1 x %2").arg(rows).arg(in)));
        }
    }
    if (used == 0)
        QSKIP("this CPU has no AVX2: the product is always Eigen's");
    Matrix y(17, 37);
    const Matrix x = random(17, 8), W = random(37, 8);
    const Vector b = Vector::Zero(37);
    QVERIFY(!linearFewRows(x.data(), 17, 8, W.data(), 37, b.data(), y.data(), 37)); // too many rows: the caller multiplies
}

/** OpenBLAS's fallback for a CPU it does not know is replaced by the kernels of the vectors the
 *  CPU has; a core OpenBLAS chose knowingly, or a CPU without AVX2, is left alone. */
void KernelsTest::blasKernelsAreRaisedOnlyWhereOpenBlasFellBack()
{
    QCOMPARE(betterBlasKernels("Prescott", true, true), "SkylakeX");
    QCOMPARE(betterBlasKernels("Prescott", true, false), "Haswell");
    QCOMPARE(betterBlasKernels("Sandybridge", true, false), "Haswell");
    QVERIFY(!betterBlasKernels("Prescott", false, false));
    for (const char *known : {"Haswell", "Zen", "SkylakeX", "Cooperlake", "Excavator"})
        QVERIFY(!betterBlasKernels(known, true, true));
    QVERIFY(!betterBlasKernels("none", true, true)); // a build without OpenBLAS
}

QTEST_GUILESS_MAIN(KernelsTest)
#include "tst_kernels.moc"
