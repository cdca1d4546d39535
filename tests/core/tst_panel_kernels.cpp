// The packed panel product, chosen at run time among one kernel per instruction set, against
// Eigen's product: the same numbers to float rounding, nothing written outside its panels, rows
// alone as in blocks, packings that unpack to themselves, and multi-head attention the same with
// slower kernels.
#include "core/kernels/CpuFeatures.h"
#include "core/kernels/PanelProduct.h"
#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/ComputeCache.h"
#include "core/pipeline/HeadBands.h"
#include "core/pipeline/MultiHeadAttention.h"
#include "tests/core/KernelSupport.h"
#include "tests/support/TestSupport.h"

#include <QTest>

#include <algorithm>
#include <cstring>
#include <vector>

using namespace attention;
using attention::test::largestDifference;
using attention::test::RandomMatrices;

namespace {

/** Two packings of the same shape with the same floats, padding included. */
bool samePacking(const PanelView &a, const PanelView &b)
{
    return a.panels() == b.panels() && a.depth == b.depth && a.width == b.width
           && std::equal(a.data, a.data + a.panels() * a.panelStride, b.data);
}

/** Data rows for a test of the panel product: one per kernel, the portable one on every CPU. */
void addPanelKernelRows()
{
    QTest::addColumn<int>("kernelIndex");
    for (InstructionSet kernel : {InstructionSet::Portable, InstructionSet::Avx2, InstructionSet::Avx512})
        QTest::newRow(instructionSetName(kernel)) << int(kernel);
}

/** The row's kernel; a kernel this CPU cannot run is skipped, saying so in the test's output. */
#define FETCH_RUNNABLE_KERNEL(kernel)                                                                                                      \
    QFETCH(int, kernelIndex);                                                                                                              \
    const auto kernel = InstructionSet(kernelIndex);                                                                                       \
    SKIP_UNLESS_THIS_CPU_RUNS(kernelIndex);

Lesson multiHeadLesson(int dModel, int heads)
{
    Lesson lesson = defaultLesson();
    lesson.config.score = ScoreFunction::MultiHead;
    lesson.config.dModel = dModel;
    lesson.config.heads = heads;
    lesson.config.causalMask = true; // masked cells go through the kernels too
    return lesson;
}

} // namespace

class PanelKernelsTest : public QObject
{
    Q_OBJECT

private slots:
    void panelProductAgreesWithEigen_data();
    void panelProductAgreesWithEigen();
    void panelProductWritesOnlyItsPanels_data();
    void panelProductWritesOnlyItsPanels();
    void panelProductReadsRowMajorAndPackedRows_data();
    void panelProductReadsRowMajorAndPackedRows();
    void aRowHasTheSameBitsAloneOrInABlock_data();
    void aRowHasTheSameBitsAloneOrInABlock();
    void packedWeightsUnpackToThemselves();
    void aPanelPastTheWidthHoldsZeros();
    void oneRowRepackedIsAsPackedAnew();
    void headsPackedInBlocksAreAsPackedWhole();
    void weightsKeptOnlyPackedServeEveryWay();
    void kernelFamiliesAreNamedAsTheCommandLineTakesThem();
    void multiHeadIsTheSameWithSlowerKernels_data();
    void multiHeadIsTheSameWithSlowerKernels();
};

void PanelKernelsTest::panelProductAgreesWithEigen_data()
{
    addPanelKernelRows();
}

void PanelKernelsTest::panelProductAgreesWithEigen()
{
    FETCH_RUNNABLE_KERNEL(kernel)
    RandomMatrices random(3);
    // Rows across a tile (12) and a chunk (144); widths across a panel (32) and its halves (16).
    for (Eigen::Index rows : {1, 5, 11, 12, 13, 25, 150}) {
        for (Eigen::Index depth : {1, 7, 64, 300}) {
            for (Eigen::Index width : {1, 16, 17, 31, 32, 33, 100}) {
                const Matrix A = random(rows, depth), W = random(width, depth);
                const Vector b = random(width, 1).col(0);
                const PackedPanels packed(W.data(), width, depth, depth);
                Matrix C(rows, width);
                multiplyPanelsWith(kernel, A.data(), depth, rows, packed.view(), 0, packed.view().panels(), b.data(), C.data(), width);
                Matrix want = A * W.transpose();
                want.rowwise() += b.transpose();
                // Each element sums depth products of normal numbers: float rounding grows with depth.
                QVERIFY2(largestDifference(C, want) < 2e-5f * float(depth),
                         qPrintable(QStringLiteral("%1 x %2 x %3").arg(rows).arg(depth).arg(width)));
                multiplyPanelsWith(kernel, A.data(), depth, rows, packed.view(), 0, packed.view().panels(), nullptr, C.data(), width);
                QVERIFY(largestDifference(C, A * W.transpose()) < 2e-5f * float(depth)); // without a bias
            }
        }
    }
}

void PanelKernelsTest::panelProductWritesOnlyItsPanels_data()
{
    addPanelKernelRows();
}

void PanelKernelsTest::panelProductWritesOnlyItsPanels()
{
    FETCH_RUNNABLE_KERNEL(kernel)
    RandomMatrices random(4);
    const Eigen::Index rows = 14, depth = 9, width = 70; // panels of 32, 32 and 6 columns
    const Matrix A = random(rows, depth), W = random(width, depth);
    const PackedPanels packed(W.data(), width, depth, depth);
    QCOMPARE(packed.view().panels(), Eigen::Index(3));
    // The product lands inside a larger matrix whose margins must stay as they were.
    constexpr float kUntouched = 7.0f;
    Matrix canvas = Matrix::Constant(rows + 2, width + 5, kUntouched);
    float *corner = &canvas(1, 2);
    multiplyPanelsWith(kernel, A.data(), depth, rows, packed.view(), 2, 3, nullptr, corner, canvas.cols()); // the narrow last panel
    multiplyPanelsWith(kernel, A.data(), depth, rows, packed.view(), 0, 1, nullptr, corner, canvas.cols()); // and the first
    const Matrix want = A * W.transpose();
    QVERIFY(largestDifference(canvas.block(1, 2, rows, 32), want.leftCols(32)) < 1e-4f);
    QVERIFY(largestDifference(canvas.block(1, 2 + 64, rows, 6), want.rightCols(6)) < 1e-4f);
    QVERIFY((canvas.block(1, 2 + 32, rows, 32).array() == kUntouched).all()); // panel 1 was not asked for
    QVERIFY((canvas.row(0).array() == kUntouched).all());
    QVERIFY((canvas.row(rows + 1).array() == kUntouched).all());
    QVERIFY((canvas.leftCols(2).array() == kUntouched).all());
    QVERIFY((canvas.rightCols(3).array() == kUntouched).all());
}

void PanelKernelsTest::panelProductReadsRowMajorAndPackedRows_data()
{
    addPanelKernelRows();
}

void PanelKernelsTest::panelProductReadsRowMajorAndPackedRows()
{
    FETCH_RUNNABLE_KERNEL(kernel)
    RandomMatrices random(5);
    const Eigen::Index rows = 20, depth = 33, width = 40;
    const Matrix A = random(rows, depth);
    const Matrix wide = random(depth, width + 24); // B is its first width columns: rows far apart
    const Matrix want = A * wide.leftCols(width);
    Matrix C(rows, width);
    const PanelView inPlace = rowMajorPanels(wide.data(), depth, width, wide.cols());
    multiplyPanelsWith(kernel, A.data(), depth, rows, inPlace, 0, inPlace.panels(), nullptr, C.data(), width);
    QVERIFY(largestDifference(C, want) < 1e-4f);
    PackedPanels packed;
    packed.packRows(wide.data(), depth, width, wide.cols());
    C.setZero();
    multiplyPanelsWith(kernel, A.data(), depth, rows, packed.view(), 0, packed.view().panels(), nullptr, C.data(), width);
    QVERIFY(largestDifference(C, want) < 1e-4f);
}

void PanelKernelsTest::aRowHasTheSameBitsAloneOrInABlock_data()
{
    addPanelKernelRows();
}

void PanelKernelsTest::aRowHasTheSameBitsAloneOrInABlock()
{
    FETCH_RUNNABLE_KERNEL(kernel)
    // What lets a keystroke recompute one query row and match a full recomputation exactly.
    RandomMatrices random(6);
    const Eigen::Index rows = 30, depth = 50, width = 45;
    const Matrix A = random(rows, depth), W = random(width, depth);
    const PackedPanels packed(W.data(), width, depth, depth);
    Matrix all(rows, width);
    multiplyPanelsWith(kernel, A.data(), depth, rows, packed.view(), 0, packed.view().panels(), nullptr, all.data(), width);
    for (Eigen::Index row : {0, 11, 12, 29}) {
        Matrix alone(1, width);
        multiplyPanelsWith(kernel, A.data() + row * depth, depth, 1, packed.view(), 0, packed.view().panels(), nullptr, alone.data(),
                           width);
        QVERIFY(alone.row(0) == all.row(row));
    }
}

void PanelKernelsTest::packedWeightsUnpackToThemselves()
{
    RandomMatrices random(8);
    for (const auto &[width, depth] : {std::pair<Eigen::Index, Eigen::Index>{1, 1}, {33, 7}, {64, 64}, {70, 19}}) {
        const Matrix W = random(width, depth);
        const PackedPanels packed(W.data(), width, depth, depth);
        Matrix back = Matrix::Constant(width, depth, -1.0f);
        packed.unpackTransposed(back.data(), depth);
        QVERIFY(back == W);
    }
}

/** Packing reuses its storage without clearing it: the columns of the last panel past the
 *  matrix's width must still be zeros, not what an earlier packing left there. */
void PanelKernelsTest::aPanelPastTheWidthHoldsZeros()
{
    RandomMatrices random(10);
    const Matrix filler = Matrix::Constant(96, 96, std::numeric_limits<float>::quiet_NaN());
    for (const auto &[width, depth] : {std::pair<Eigen::Index, Eigen::Index>{1, 1}, {33, 7}, {70, 19}}) {
        const Matrix W = random(width, depth); // packed as W^T: width columns
        const Matrix B = random(depth, width); // packed as it is: width columns too
        PackedPanels transposed(filler.data(), 96, 96, 96), asRows;
        asRows.packRows(filler.data(), 96, 96, 96);
        transposed.pack(W.data(), width, depth, depth);
        asRows.packRows(B.data(), depth, width, width);
        for (const PanelView &view : {transposed.view(), asRows.view()}) {
            int padding = 0;
            for (Eigen::Index p = 0; p < view.panels(); ++p)
                for (Eigen::Index k = 0; k < depth; ++k)
                    for (Eigen::Index c = 0; c < kPanelWidth; ++c) {
                        const float value = view.data[p * view.panelStride + k * view.rowStride + c];
                        if (p * kPanelWidth + c >= width) {
                            QCOMPARE(value, 0.0f);
                            ++padding;
                        } else {
                            QVERIFY(std::isfinite(value));
                        }
                    }
            QCOMPARE(padding, static_cast<int>((view.panels() * kPanelWidth - width) * depth));
        }
    }
}

/** A source keystroke changes one key: its row of K and of V is packed again in a copy of the
 *  earlier packing, which must then be the very packing of the changed matrices. */
void PanelKernelsTest::oneRowRepackedIsAsPackedAnew()
{
    RandomMatrices random(9);
    for (const auto &[rows, columns] : {std::pair<Eigen::Index, Eigen::Index>{1, 1}, {33, 7}, {64, 64}, {70, 40}}) {
        const Matrix before = random(rows, columns);
        for (Eigen::Index row : {Eigen::Index(0), rows / 2, rows - 1}) {
            Matrix after = before;
            after.row(row) = random(1, columns);
            PackedPanels transposed(before.data(), rows, columns, columns), asRows;
            asRows.packRows(before.data(), rows, columns, columns);
            transposed.repackRowOfW(row, after.data() + row * columns);
            asRows.repackRowOfB(row, after.data() + row * columns);
            const PackedPanels transposedAnew(after.data(), rows, columns, columns);
            PackedPanels asRowsAnew;
            asRowsAnew.packRows(after.data(), rows, columns, columns);
            QVERIFY(samePacking(transposed.view(), transposedAnew.view()));
            QVERIFY(samePacking(asRows.view(), asRowsAnew.view()));
        }
    }
}

/** The projections pack each head's keys and values block by block as they write K and V, in
 *  whatever order the cores finish: the packing must be the one packKeys() and packRows() make of
 *  the whole matrices, whether a block spans heads (d_k 4), ends inside a panel (d_k 48) or is
 *  a whole one, and whether the keys fill their last panel or not. */
void PanelKernelsTest::headsPackedInBlocksAreAsPackedWhole()
{
    RandomMatrices random(11);
    for (const auto &[keys, heads, dk] : {std::tuple<Eigen::Index, int, Eigen::Index>{70, 3, 4}, {64, 2, 32}, {33, 2, 48}, {150, 8, 64}}) {
        const Eigen::Index E = heads * dk;
        const Matrix K = random(keys, E), V = random(keys, E);
        const auto packing = headsToPack(heads, keys, dk);
        std::vector<std::array<Eigen::Index, 4>> blocks; // rows of 144 and columns of 32, as the projections write them
        for (Eigen::Index row = 0; row < keys; row += kPanelChunkRows)
            for (Eigen::Index column = 0; column < E; column += kPanelWidth)
                blocks.push_back({row, std::min(kPanelChunkRows, keys - row), column, std::min(kPanelWidth, E - column)});
        std::shuffle(blocks.begin(), blocks.end(), std::mt19937(5));
        for (const auto &[row, rows, column, columns] : blocks) {
            packIntoHeads(*packing, PackedPart::Keys, K, dk, row, rows, column, columns);
            packIntoHeads(*packing, PackedPart::Values, V, dk, row, rows, column, columns);
        }
        for (int h = 0; h < heads; ++h) {
            PackedPanels keysWhole, valuesWhole;
            packKeys(K, dk, h, keysWhole);
            valuesWhole.packRows(V.data() + h * dk, keys, dk, E);
            QVERIFY(samePacking(packing->keys[static_cast<std::size_t>(h)].view(), keysWhole.view()));
            QVERIFY(samePacking(packing->values[static_cast<std::size_t>(h)].view(), valuesWhole.view()));
        }
    }
}

void PanelKernelsTest::weightsKeptOnlyPackedServeEveryWay()
{
    if (!panelKernelAvailable())
        QSKIP("this CPU has neither AVX2 nor AVX-512: weights are never packed (tst_multihead checks the pipeline against the textbook)");
    const Lesson lesson = multiHeadLesson(64, 4);
    ComputeCache cache;
    const auto fast = computeAttention(lesson, &cache);
    QVERIFY(fast);
    const MultiHeadParameters &weights = fast->parameters->torch;
    QVERIFY(weights.packed);
    QCOMPARE(weights.inProjWeight.size(), Eigen::Index(0)); // one copy of the weights, not two
    QCOMPARE(weights.outProjWeight.size(), Eigen::Index(0));
    MultiHeadParameters again = weights;
    packProjections(again); // packing again keeps them
    QVERIFY(again.packed == weights.packed);
    // The same cached parameters once the vector kernels are switched off: BLAS gets the weights unpacked.
    const test::KernelsLimitedTo off(InstructionSet::Portable);
    const auto plain = computeAttention(lesson, &cache);
    QVERIFY(plain);
    QVERIFY(plain->parameters == fast->parameters);
    QVERIFY(largestDifference(plain->output, fast->output) < 1e-5f);
    QVERIFY(largestDifference(plain->weights, fast->weights) < 1e-5f);
}

/** `bench --kernel`, bench_core's and bench_window's take the same three names, and refuse any other. */
void PanelKernelsTest::kernelFamiliesAreNamedAsTheCommandLineTakesThem()
{
    QCOMPARE(instructionSetNamed("avx512"), std::optional<InstructionSet>(InstructionSet::Avx512));
    QCOMPARE(instructionSetNamed("avx2"), std::optional<InstructionSet>(InstructionSet::Avx2));
    QCOMPARE(instructionSetNamed("portable"), std::optional<InstructionSet>(InstructionSet::Portable));
    for (const char *wrong : {"", "AVX2", "avx", "avx2 ", "sse"})
        QVERIFY2(!instructionSetNamed(wrong), wrong);
}

void PanelKernelsTest::multiHeadIsTheSameWithSlowerKernels_data()
{
    QTest::addColumn<int>("dModel");
    QTest::addColumn<int>("heads");
    QTest::addColumn<int>("slower");
    for (InstructionSet slower : {InstructionSet::Portable, InstructionSet::Avx2}) {
        const char *name = instructionSetName(slower);
        QTest::addRow("d 64, 4 heads, %s", name) << 64 << 4 << int(slower);
        QTest::addRow("d 36, 3 heads (narrow panels), %s", name) << 36 << 3 << int(slower);
        QTest::addRow("d 7, 7 heads, %s", name) << 7 << 7 << int(slower);
    }
}

void PanelKernelsTest::multiHeadIsTheSameWithSlowerKernels()
{
    QFETCH(int, dModel);
    QFETCH(int, heads);
    QFETCH(int, slower);
    const InstructionSet best = bestInstructionSet();
    if (int(best) <= slower)
        QSKIP(qPrintable(QStringLiteral("the fastest kernels here are %1 already (tst_multihead checks them against the textbook)")
                             .arg(QLatin1String(instructionSetName(best)))));
    const Lesson lesson = multiHeadLesson(dModel, heads);
    const auto fast = computeAttention(lesson);
    QVERIFY(fast);
    std::optional<Outcome<AttentionResult>> plain;
    {
        const test::KernelsLimitedTo off{InstructionSet(slower)};
        QCOMPARE(int(bestInstructionSet()), slower);
        plain.emplace(computeAttention(lesson));
    }
    QCOMPARE(bestInstructionSet(), best);
    QVERIFY(*plain);
    const AttentionResult &a = fast.value(), &b = plain->value();
    for (const auto &[got, want] : {std::pair{&a.Q, &b.Q},
                                    {&a.K, &b.K},
                                    {&a.V, &b.V},
                                    {&a.scores, &b.scores},
                                    {&a.weights, &b.weights},
                                    {&a.context, &b.context},
                                    {&a.output, &b.output}})
        QVERIFY(largestDifference(*got, *want) < 1e-5f);
    QCOMPARE(a.headWeights.size(), std::size_t(heads));
    for (int h = 0; h < heads; ++h)
        QVERIFY(largestDifference(a.headWeights[h], b.headWeights[h]) < 1e-5f);
    for (int i = 0; i < a.queryCount(); ++i)
        QCOMPARE(a.rows[i].argmax, b.rows[i].argmax);
}

QTEST_GUILESS_MAIN(PanelKernelsTest)
#include "tst_panel_kernels.moc"
