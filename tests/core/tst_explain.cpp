// Rollout, flow and value-weighted norms against cases worked by hand (issue "Is attention an
// explanation?").
#include "core/explain/Agreement.h"
#include "core/explain/AttentionFlow.h"
#include "core/explain/AttentionSwap.h"
#include "core/explain/GradientTimesInput.h"
#include "core/explain/LeaveOneOut.h"
#include "core/explain/ValueNorm.h"
#include "core/pipeline/AttentionPipeline.h"
#include "core/training/Trainer.h"
#include "tests/support/TestSupport.h"

#include <QTest>

using namespace attention;

class ExplainTest : public QObject
{
    Q_OBJECT

private slots:
    void rolloutMultipliesLayersWithTheResidual();
    void flowIsAMaxFlowThroughTheLayers();
    void flowAndRolloutRefuseWhatTheyCannotTrace();
    void valueNormsWeighEachKeyByItsValue();
    void valueNormsOfEveryHeadAddUp();
    void valueNormsNeedValues();
    void leavingAKeyOutByHand();
    void leavingAKeyOutAgreesWithRecomputing();
    void rankCorrelationsAndDisagreements();
    void gradientFollowsFiniteDifferences();
    void gradientTimesInputOfATrainedModel();
    void jensenShannonByHand();
    void swappedAttentionWritesTheSame();
};

namespace {

Matrix matrix(int rows, int columns, std::initializer_list<float> values)
{
    Matrix m(rows, columns);
    auto it = values.begin();
    for (int i = 0; i < rows; ++i)
        for (int j = 0; j < columns; ++j)
            m(i, j) = *it++;
    return m;
}

bool near(const Matrix &a, const Matrix &b, float tolerance = 1e-6f)
{
    return a.rows() == b.rows() && a.cols() == b.cols() && (a - b).cwiseAbs().maxCoeff() < tolerance;
}

} // namespace

void ExplainTest::rolloutMultipliesLayersWithTheResidual()
{
    // Ã1 = 0.5 A1 + 0.5 I = [[1, 0], [0.25, 0.75]], Ã2 = [[0.5, 0.5], [0.5, 0.5]];
    // R = Ã2 Ã1 = [[0.625, 0.375], [0.625, 0.375]].
    const Matrix a1 = matrix(2, 2, {1, 0, 0.5f, 0.5f}), a2 = matrix(2, 2, {0, 1, 1, 0});
    QVERIFY(near(withResidual(a1), matrix(2, 2, {1, 0, 0.25f, 0.75f})));
    const auto rollout = attentionRollout({a1, a2});
    QVERIFY2(rollout, rollout.error().c_str());
    QVERIFY(near(*rollout, matrix(2, 2, {0.625f, 0.375f, 0.625f, 0.375f})));
    // One layer: its own Ã; the order of the layers matters.
    QVERIFY(near(*attentionRollout({a1}), withResidual(a1)));
    QVERIFY(!near(*attentionRollout({a2, a1}), *rollout));
}

void ExplainTest::flowIsAMaxFlowThroughTheLayers()
{
    // 4 tokens, 3 layers. Layer 1: token 1 attends to token 0 (Ã row 1 = [0.5, 0.5, 0, 0]);
    // layer 2: every token to itself; layer 3: token 3 attends to token 1 (Ã row 3 =
    // [0, 0.5, 0, 0.5]). Into position 3 at the top, worked by hand:
    //   from input 0: 0 -> 1 (0.5) -> 1 (1) -> 3 (0.5): 0.5; no other path (Ã3(3, 0) = 0);
    //   from input 1: 1 -> 1 (0.5) -> 1 -> 3 (0.5): 0.5;
    //   from input 2: no path into 3: 0;
    //   from input 3: 3 -> 3 (1) -> 3 (1) -> 3 (0.5): 0.5.
    // Rollout spreads the same row as 0.25, 0.25, 0, 0.5: flow is not a distribution.
    const Matrix identity = Matrix::Identity(4, 4);
    Matrix a1 = identity, a3 = identity;
    a1.row(1) << 1, 0, 0, 0;
    a3.row(3) << 0, 1, 0, 0;
    const auto flow = attentionFlow({a1, identity, a3});
    QVERIFY2(flow, flow.error().c_str());
    QVERIFY(near(flow->row(3), matrix(1, 4, {0.5f, 0.5f, 0, 0.5f}), 1e-9f));
    QVERIFY(near(flow->row(1), matrix(1, 4, {0.5f, 0.5f, 0, 0}), 1e-9f));
    QVERIFY(near(flow->row(2), matrix(1, 4, {0, 0, 1, 0}), 1e-9f));
    QVERIFY(near(attentionRollout({a1, identity, a3})->row(3), matrix(1, 4, {0.25f, 0.25f, 0, 0.5f})));
    // Two paths in parallel add up; one bottleneck limits a path: input 0 reaches position 2 at
    // the top through 0 -> {1 (0.5), 2 (0.5)} then 1 -> 2 capped at 0.25.
    Matrix b1 = identity, b2 = identity;
    b1.row(1) << 1, 0, 0, 0; // Ã1(1, 0) = 0.5
    b1.row(2) << 1, 0, 0, 0; // Ã1(2, 0) = 0.5
    b2.row(2) << 0, 0.5f, 0.5f, 0; // Ã2(2, 1) = 0.25, Ã2(2, 2) = 0.75
    const auto parallel = attentionFlow({b1, b2});
    QVERIFY(parallel);
    QVERIFY2(std::abs((*parallel)(2, 0) - 0.75f) < 1e-9f, qPrintable(QString::number((*parallel)(2, 0)))); // 0.25 + 0.5
    // As shares of each row: row 3 of the first case, 0.5 + 0.5 + 0.5 = 1.5 in all.
    QVERIFY(near(flowShares(*flow).row(3), matrix(1, 4, {1 / 3.f, 1 / 3.f, 0, 1 / 3.f})));
    QVERIFY(near(flowShares(Matrix::Zero(1, 2)), Matrix::Zero(1, 2)));
}

void ExplainTest::flowAndRolloutRefuseWhatTheyCannotTrace()
{
    QVERIFY(!attentionRollout({}));
    QVERIFY(!attentionRollout({Matrix::Identity(2, 2), Matrix::Identity(3, 3)}));
    QVERIFY(!attentionFlow({Matrix::Constant(2, 3, 0.5f)}));
    const auto tooLong = attentionFlow({Matrix::Identity(kMostFlowTokens + 1, kMostFlowTokens + 1)});
    QVERIFY(!tooLong);
    QVERIFY(QString::fromStdString(tooLong.error()).contains(QStringLiteral("at most 64 tokens")));
    QVERIFY(attentionRollout({Matrix::Identity(300, 300)})); // rollout has no such limit
    // Flow's n^4 L^2 work is costed before the graph is built: 48 layers of 64 tokens took 16 s.
    const auto tooDeep = attentionFlow(std::vector<Matrix>(48, Matrix::Constant(64, 64, 1.0f / 64)));
    QVERIFY(!tooDeep);
    QCOMPARE(tooDeep.problem().code, std::string("budget.work"));
    QVERIFY(attentionFlow(std::vector<Matrix>(4, Matrix::Constant(16, 16, 1.0f / 16))));
}

void ExplainTest::valueNormsWeighEachKeyByItsValue()
{
    // Weights [[0.5, 0.5], [1, 0]]; values v0 = (3, 4), |v0| = 5, and v1 = (0, 1), |v1| = 1.
    // Row 0: 2.5 and 0.5, renormalised 5/6 and 1/6; row 1: 5 and 0, so 1 and 0.
    AttentionResult r;
    r.config.score = ScoreFunction::ScaledDot;
    r.queryTokens.resize(2);
    r.keyTokens.resize(2);
    r.weights = matrix(2, 2, {0.5f, 0.5f, 1, 0});
    r.V = matrix(2, 2, {3, 4, 0, 1});
    const auto norms = valueWeightedNorms(r);
    QVERIFY2(norms, norms.error().c_str());
    QVERIFY(near(*norms, matrix(2, 2, {5.0f / 6, 1.0f / 6, 1, 0})));
    // A key with no weight stays at 0 however large its value.
    r.V.row(1) *= 1000;
    QCOMPARE((*valueWeightedNorms(r))(1, 1), 0.0f);
}

void ExplainTest::valueNormsOfEveryHeadAddUp()
{
    Lesson lesson;
    lesson.source = "the cat sat on the mat";
    lesson.target = "le chat est assis sur le tapis";
    lesson.config.score = ScoreFunction::MultiHead;
    lesson.config.dModel = 32;
    lesson.config.heads = 4;
    const auto result = computeAttention(lesson);
    QVERIFY(result);
    const auto norms = valueWeightedNorms(*result);
    QVERIFY2(norms, norms.error().c_str());
    for (Eigen::Index i = 0; i < norms->rows(); ++i) {
        std::vector<double> expected(std::size_t(norms->cols()), 0.0);
        double sum = 0;
        for (int h = 0; h < 4; ++h)
            for (Eigen::Index j = 0; j < norms->cols(); ++j) {
                double norm = 0;
                for (Eigen::Index c = h * 8; c < (h + 1) * 8; ++c)
                    norm += double(result->V(j, c)) * double(result->V(j, c));
                const double cell = double(result->headWeights[std::size_t(h)](i, j)) * std::sqrt(norm);
                expected[std::size_t(j)] += cell;
                sum += cell;
            }
        for (Eigen::Index j = 0; j < norms->cols(); ++j)
            QVERIFY(std::abs((*norms)(i, j) - expected[std::size_t(j)] / sum) < 1e-5);
    }
}

void ExplainTest::valueNormsNeedValues()
{
    AttentionResult imported;
    imported.origin = "bert.npy, layer 1 of 12";
    imported.queryTokens.resize(2);
    imported.keyTokens.resize(2);
    imported.weights = Matrix::Constant(2, 2, 0.5f);
    const auto norms = valueWeightedNorms(imported);
    QVERIFY(!norms);
    QVERIFY(QString::fromStdString(norms.error()).contains(QStringLiteral("value vectors")));
}

void ExplainTest::leavingAKeyOutByHand()
{
    // One query, weights (0.9, 0.1, 0); values v0 = (1, 0), v1 = (0, 1), v2 = (5, 5); c = (0.9, 0.1).
    // Without key 0 only v1 is left: Δ = (0, 1) - c = (-0.9, 0.9), |Δ| = 0.9 √2 (the case where
    // 1 - w would cancel: the other weights are summed directly). Without key 1:
    // Δ = (0.1 / 0.9) (c - v1) = (0.1, -0.1), |Δ| = 0.1 √2. Key 2 has no weight: 0, whatever its
    // value. Rows sum to 1: (0.9, 0.1, 0).
    AttentionResult r;
    r.config.score = ScoreFunction::ScaledDot;
    r.queryTokens.resize(1);
    r.keyTokens.resize(3);
    r.weights = matrix(1, 3, {0.9f, 0.1f, 0});
    r.V = matrix(3, 2, {1, 0, 0, 1, 5, 5});
    const auto out = leaveOneOut(r);
    QVERIFY2(out, out.error().c_str());
    QVERIFY(near(*out, matrix(1, 3, {0.9f, 0.1f, 0})));
    AttentionResult imported = r;
    imported.origin = "x.npy";
    QVERIFY(!leaveOneOut(imported));
}

void ExplainTest::leavingAKeyOutAgreesWithRecomputing()
{
    Lesson lesson;
    lesson.source = "the cat sat on the mat";
    lesson.target = "the cat sat on the mat";
    lesson.config.mode = AttentionMode::SelfSource;
    lesson.config.causalMask = true; // masked keys: 0
    lesson.config.score = ScoreFunction::MultiHead;
    lesson.config.dModel = 32;
    lesson.config.heads = 4;
    lesson.config.temperature = 0.2; // sharp rows: some weights above 0.5 take the other way
    const auto r = computeAttention(lesson);
    QVERIFY(r);
    const auto out = leaveOneOut(*r);
    QVERIFY2(out, out.error().c_str());
    bool dominant = false;
    for (Eigen::Index i = 0; i < out->rows(); ++i) {
        // Mask key j in every head and mix the values again, in double, from the weights.
        std::vector<double> change(std::size_t(out->cols()), 0.0);
        double sum = 0;
        for (Eigen::Index j = 0; j < out->cols(); ++j) {
            double squared = 0;
            for (int h = 0; h < 4; ++h) {
                const Matrix &w = r->headWeights[std::size_t(h)];
                dominant = dominant || w(i, j) > 0.5f;
                double rest = 0;
                for (Eigen::Index k = 0; k < out->cols(); ++k)
                    rest += k == j ? 0.0 : double(w(i, k));
                for (Eigen::Index c = h * 8; c < (h + 1) * 8; ++c) {
                    double before = 0, after = 0;
                    for (Eigen::Index k = 0; k < out->cols(); ++k) {
                        before += double(w(i, k)) * double(r->V(k, c));
                        if (k != j && rest > 0)
                            after += double(w(i, k)) / rest * double(r->V(k, c));
                    }
                    squared += (after - before) * (after - before) * (w(i, j) > 0 ? 1 : 0);
                }
            }
            change[std::size_t(j)] = std::sqrt(squared);
            sum += change[std::size_t(j)];
        }
        for (Eigen::Index j = 0; j < out->cols(); ++j) {
            QVERIFY2(std::abs((*out)(i, j) - (sum > 0 ? change[std::size_t(j)] / sum : 0)) < 1e-5,
                     qPrintable(QStringLiteral("%1 %2").arg(i).arg(j)));
            if (r->mask(i, j))
                QCOMPARE((*out)(i, j), 0.0f);
        }
    }
    QVERIFY(dominant); // the case was sharp enough to try both ways
}

void ExplainTest::rankCorrelationsAndDisagreements()
{
    QCOMPARE(rankCorrelation({1, 2, 3, 4}, {10, 20, 30, 40}), 1.0);
    QCOMPARE(rankCorrelation({1, 2, 3, 4}, {4, 3, 2, 1}), -1.0);
    // Ties share their mean rank: ranks (0.5, 0.5, 2) against (0, 1, 2): r = 0.866...
    QVERIFY(std::abs(rankCorrelation({1, 1, 2}, {1, 2, 3}) - std::sqrt(3.0) / 2) < 1e-12);
    QCOMPARE(rankCorrelation({1, 1, 1}, {1, 2, 3}), 0.0); // a constant row says nothing
    QCOMPARE(rankCorrelation({1}, {1}), 0.0);

    // Row 0 agrees; row 1 attends most to key 0 but key 2 matters most, by 0.5; row 2 by 0.1.
    const Matrix weights = matrix(3, 3, {0.7f, 0.2f, 0.1f, 0.6f, 0.3f, 0.1f, 0.5f, 0.4f, 0.1f});
    const Matrix measure = matrix(3, 3, {0.6f, 0.3f, 0.1f, 0.2f, 0.1f, 0.7f, 0.4f, 0.5f, 0.1f});
    const auto rows = rowRankCorrelations(weights, measure, Mask());
    QCOMPARE(rows[0], 1.0);
    QVERIFY(rows[1] < 0);
    const auto disagreement = strongestDisagreement(weights, measure, Mask());
    QVERIFY(disagreement);
    QCOMPARE(disagreement->row, 1);
    QCOMPARE(disagreement->attended, 0);
    QCOMPARE(disagreement->influential, 2);
    QVERIFY(std::abs(disagreement->gap - 0.5) < 1e-6);
    // Blocked keys count for neither; when every row agrees there is no disagreement.
    Mask mask = Mask::Constant(3, 3, false);
    mask(1, 2) = true;
    QCOMPARE(strongestDisagreement(weights, measure, mask)->row, 2);
    QVERIFY(!strongestDisagreement(weights, weights, Mask()));
    // Row 1's weights prefer key 0 to key 2 by 0.5, row 2's key 0 to key 1 by 0.1: a margin of
    // 0.2 leaves row 1 alone, one of 0.6 leaves none.
    QCOMPARE(strongestDisagreement(weights, measure, mask, 0.2), std::nullopt);
    QCOMPARE(strongestDisagreement(weights, measure, Mask(), 0.2)->row, 1);
    QVERIFY(!strongestDisagreement(weights, measure, Mask(), 0.6));
}

QTEST_MAIN(ExplainTest)
namespace {

/** log p_row(token) of a pass whose encoder input is x. */
double logProbability(const training::AttentionModel &model, const training::Example &example, const training::MatrixD &x, int row,
                      int token)
{
    const auto pass = model.forward(example, {&x, nullptr});
    const Eigen::RowVectorXd z = pass.tape.value(pass.logits).row(row);
    return z(token) - z.maxCoeff() - std::log((z.array() - z.maxCoeff()).exp().sum());
}

/** A reverse model trained for a few hundred steps: it writes most digits right. */
training::TrainedModel trainedReverse(training::ModelShape shape = {})
{
    training::Trainer trainer(training::TaskKind::Reverse, shape, 7);
    for (int s = 0; s < 300; ++s)
        trainer.step();
    return trainer.trainedModel(trainer.evaluate());
}

} // namespace

void ExplainTest::gradientFollowsFiniteDifferences()
{
    using namespace training;
    for (ScoreFunction score : {ScoreFunction::ScaledDot, ScoreFunction::Additive}) {
        ModelShape shape;
        shape.score = score;
        const Task task = Task::make(TaskKind::Reverse);
        const AttentionModel model(int(task.sourceVocabulary().size()), int(task.targetVocabulary().size()), shape, 11);
        const Example example = task.exampleFor(*task.encode("3 1 4 1 5"));
        const auto pass = model.forward(example);
        const MatrixD x = pass.tape.value(pass.encoderInput);
        // The replaced input, unchanged, gives the same pass.
        const auto same = model.forward(example, {&x, nullptr});
        QCOMPARE((same.tape.value(same.logits) - pass.tape.value(pass.logits)).cwiseAbs().maxCoeff(), 0.0);
        const int row = 2, token = 4;
        const MatrixD g = logProbabilityGradient(model, example, row, token);
        QCOMPARE(g.rows(), x.rows());
        QCOMPARE(g.cols(), x.cols());
        const double h = 1e-5;
        double worst = 0;
        for (Eigen::Index j = 0; j < x.rows(); ++j)
            for (Eigen::Index f = 0; f < x.cols(); ++f) {
                MatrixD up = x, down = x;
                up(j, f) += h;
                down(j, f) -= h;
                const double numeric =
                    (logProbability(model, example, up, row, token) - logProbability(model, example, down, row, token)) / (2 * h);
                worst = std::max(worst, std::abs(numeric - g(j, f)) / std::max(1.0, std::abs(numeric)));
            }
        QVERIFY2(worst < 1e-6, qPrintable(QString::number(worst)));
        QVERIFY(g.cwiseAbs().maxCoeff() > 1e-3); // the check had something to check
    }
}

void ExplainTest::gradientTimesInputOfATrainedModel()
{
    using namespace training;
    const TrainedModel trained = trainedReverse();
    const std::string source = "2 7 1 8 2 8";
    const auto relevance = gradientTimesInput(trained, source);
    QVERIFY2(relevance, relevance.error().c_str());
    const auto run = prepareRun(trained, source);
    const auto pass = run->model.forward(run->example);
    const std::vector<int> written = writtenTokens(pass.tape.value(pass.logits));
    QCOMPARE(relevance->rows(), Eigen::Index(written.size()));
    QCOMPARE(relevance->cols(), Eigen::Index(6));
    const MatrixD &x = pass.tape.value(pass.encoderInput);
    for (int t = 0; t < int(written.size()); ++t) {
        // Each row is |x . gradient| per source token, shares of its sum.
        const Eigen::VectorXd raw =
            x.cwiseProduct(logProbabilityGradient(run->model, run->example, t, written[std::size_t(t)])).rowwise().sum().cwiseAbs();
        for (int j = 0; j < 6; ++j)
            QVERIFY(std::abs(double((*relevance)(t, j)) - raw(j) / raw.sum()) < 1e-6);
    }
    // An unknown token is refused with the task's sentence.
    QVERIFY(!gradientTimesInput(trained, "2 7 x"));
}

void ExplainTest::jensenShannonByHand()
{
    const auto row = [](double a, double b) { return Eigen::RowVector2d(a, b); };
    QCOMPARE(jensenShannon(row(1, 0), row(0, 1)), 1.0);
    QCOMPARE(jensenShannon(row(0.3, 0.7), row(0.3, 0.7)), 0.0);
    // m = (0.75, 0.25): 0.5 log2(1 / 0.75) + 0.5 (0.5 log2(0.5 / 0.75) + 0.5 log2(0.5 / 0.25))
    QVERIFY(std::abs(jensenShannon(row(1, 0), row(0.5, 0.5)) - 0.311278) < 1e-6);
}

void ExplainTest::swappedAttentionWritesTheSame()
{
    using namespace training;
    const TrainedModel trained = trainedReverse();
    const std::string source = "2 7 1 8 2 8";
    const auto swap = swapAttention(trained, source, 3);
    QVERIFY2(swap, swap.error().c_str());
    const auto run = prepareRun(trained, source);
    // What the model writes with the swapped attention, computed again here.
    const MatrixD swapped = swap->swapped.cast<double>();
    const auto with = run->model.forward(run->example, {nullptr, &swapped});
    QCOMPARE(writtenTokens(with.tape.value(with.logits)), swap->written);
    const auto plain = run->model.forward(run->example);
    QCOMPARE(writtenTokens(plain.tape.value(plain.logits)), swap->written);
    QVERIFY((swap->learned.cast<double>() - plain.tape.value(plain.attention)).cwiseAbs().maxCoeff() < 1e-6);
    QVERIFY(swap->rowsSwapped() >= 1);
    for (Eigen::Index t = 0; t < swapped.rows(); ++t) {
        const std::size_t row = std::size_t(t);
        QVERIFY(std::abs(swapped.row(t).sum() - 1) < 1e-6);
        QVERIFY(swap->outputChange[row] <= kMostOutputChange);
        QVERIFY(std::abs(swap->divergence[row] - jensenShannon(swap->learned.row(t).cast<double>(), swapped.row(t))) < 1e-5);
    }
    QVERIFY(swap->meanDivergence() > 0.1); // a demonstration, not a nudge
    // Seeded: the same seed finds the same attention.
    QCOMPARE(swapAttention(trained, source, 3)->swapped, swap->swapped);
}

#include "tst_explain.moc"
