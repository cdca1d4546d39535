// Learning attention: every gradient against finite differences, and short fixed-seed runs.
#include "TestSupport.h"
#include "core/training/Trainer.h"

#include <QTest>

#include <cmath>
#include <functional>
#include <random>

using namespace attention;
using namespace attention::training;

namespace {

using Build = std::function<Tape::Id(Tape &, const std::vector<Tape::Id> &)>;

MatrixD randomMatrix(int rows, int cols, std::mt19937_64 &random)
{
    std::normal_distribution<double> normal;
    MatrixD m(rows, cols);
    for (Eigen::Index k = 0; k < m.size(); ++k)
        m.data()[k] = normal(random);
    return m;
}

/** The loss a check differentiates: the operation's output projected to 3 classes, then cross-entropy. */
double lossOf(const Build &build, const std::vector<MatrixD> &inputs, const MatrixD &projection, const std::vector<int> &targets,
              std::vector<MatrixD> *gradients = nullptr)
{
    Tape tape;
    std::vector<Tape::Id> ids;
    for (const MatrixD &input : inputs)
        ids.push_back(tape.input(input));
    const Tape::Id out = build(tape, ids);
    const Tape::Id loss = tape.crossEntropy(tape.matmul(out, tape.input(projection)), targets);
    if (gradients) {
        tape.backward(loss);
        for (Tape::Id id : ids)
            gradients->push_back(tape.gradient(id));
    }
    return tape.value(loss)(0, 0);
}

/** Largest relative difference between the tape's gradient and central differences. */
double worstGradientError(const Build &build, std::vector<MatrixD> inputs, int outputColumns)
{
    std::mt19937_64 random(11);
    const MatrixD projection = randomMatrix(outputColumns, 3, random);
    Tape probe;
    std::vector<Tape::Id> ids;
    for (const MatrixD &input : inputs)
        ids.push_back(probe.input(input));
    const Eigen::Index rows = probe.value(build(probe, ids)).rows();
    std::vector<int> targets;
    for (Eigen::Index i = 0; i < rows; ++i)
        targets.push_back(static_cast<int>(i % 3));
    std::vector<MatrixD> analytic;
    lossOf(build, inputs, projection, targets, &analytic);
    double worst = 0;
    const double h = 1e-6;
    for (std::size_t k = 0; k < inputs.size(); ++k) {
        for (Eigen::Index e = 0; e < inputs[k].size(); ++e) {
            const double saved = inputs[k].data()[e];
            inputs[k].data()[e] = saved + h;
            const double up = lossOf(build, inputs, projection, targets);
            inputs[k].data()[e] = saved - h;
            const double down = lossOf(build, inputs, projection, targets);
            inputs[k].data()[e] = saved;
            const double numeric = (up - down) / (2 * h);
            const double got = analytic[k].data()[e];
            worst = std::max(worst, std::abs(numeric - got) / std::max(1e-4, std::abs(numeric) + std::abs(got)));
        }
    }
    return worst;
}

} // namespace

class TrainingTest : public QObject
{
    Q_OBJECT

private slots:
    void operationGradients_data();
    void operationGradients();
    void modelGradients_data();
    void modelGradients();
    void learnsToReverse();
    void learnsDates();
    void tasksKnowTheirAlignment();
    void learnsToTranslateWordByWord();
};

void TrainingTest::learnsToTranslateWordByWord()
{
    const Task task = Task::make(TaskKind::Translate);
    QVERIFY(task.sourceVocabulary().size() >= 30);
    const auto cat = std::find(task.sourceVocabulary().begin(), task.sourceVocabulary().end(), "cat") - task.sourceVocabulary().begin();
    QCOMPARE(task.targetVocabulary()[static_cast<std::size_t>(cat)], std::string("chat"));
    Trainer trainer(TaskKind::Translate, ModelShape(), 7);
    for (int step = 0; step < 400; ++step)
        trainer.step();
    const Evaluation after = trainer.evaluate();
    QVERIFY2(after.alignmentAccuracy >= 0.95, qPrintable(QString::number(after.alignmentAccuracy)));
    QVERIFY(after.tokenAccuracy >= 0.95);
}

void TrainingTest::operationGradients_data()
{
    QTest::addColumn<QString>("operation");
    for (const char *name : {"matmul", "add", "addRow", "tanh", "scale", "concat", "transpose", "gather", "softmax", "additive"})
        QTest::newRow(name) << QString::fromLatin1(name);
}

void TrainingTest::operationGradients()
{
    QFETCH(QString, operation);
    std::mt19937_64 random(5);
    const MatrixD a = randomMatrix(4, 3, random), b = randomMatrix(3, 5, random), c = randomMatrix(4, 3, random);
    const MatrixD row = randomMatrix(1, 3, random);
    double error = 1;
    if (operation == QLatin1String("matmul"))
        error = worstGradientError([](Tape &t, const auto &x) { return t.matmul(x[0], x[1]); }, {a, b}, 5);
    else if (operation == QLatin1String("add"))
        error = worstGradientError([](Tape &t, const auto &x) { return t.add(x[0], x[1]); }, {a, c}, 3);
    else if (operation == QLatin1String("addRow"))
        error = worstGradientError([](Tape &t, const auto &x) { return t.addRow(x[0], x[1]); }, {a, row}, 3);
    else if (operation == QLatin1String("tanh"))
        error = worstGradientError([](Tape &t, const auto &x) { return t.tanh(x[0]); }, {a}, 3);
    else if (operation == QLatin1String("scale"))
        error = worstGradientError([](Tape &t, const auto &x) { return t.scale(x[0], -0.7); }, {a}, 3);
    else if (operation == QLatin1String("concat"))
        error = worstGradientError([](Tape &t, const auto &x) { return t.concatColumns(x[0], x[1]); }, {a, c}, 6);
    else if (operation == QLatin1String("transpose"))
        error = worstGradientError([](Tape &t, const auto &x) { return t.transpose(x[0]); }, {a}, 4);
    else if (operation == QLatin1String("gather"))
        error = worstGradientError([](Tape &t, const auto &x) { return t.gatherRows(x[0], {2, 0, 2, 3, 1}); }, {a}, 3);
    else if (operation == QLatin1String("softmax"))
        error = worstGradientError([](Tape &t, const auto &x) { return t.softmaxRows(x[0]); }, {a}, 3);
    else if (operation == QLatin1String("additive"))
        error = worstGradientError([](Tape &t, const auto &x) { return t.additiveScores(x[0], x[1], x[2]); },
                                   {a, randomMatrix(5, 3, random), row}, 5);
    QVERIFY2(error < 1e-5, qPrintable(QStringLiteral("relative error %1").arg(error)));
}

void TrainingTest::modelGradients_data()
{
    test::addScoreFunctionRows(false); // the trainer has no multi-head model
}

void TrainingTest::modelGradients()
{
    QFETCH(int, score);
    ModelShape shape;
    shape.score = ScoreFunction(score);
    shape.embedding = 5;
    shape.positions = 4;
    shape.attention = 6;
    shape.hidden = 7;
    shape.additive = 5;
    const Task task = Task::make(TaskKind::Dates);
    AttentionModel model(static_cast<int>(task.sourceVocabulary().size()), static_cast<int>(task.targetVocabulary().size()), shape, 3);
    std::mt19937_64 random(9);
    const Example example = task.sample(random);
    AttentionModel::Pass pass = model.forward(example);
    pass.tape.backward(pass.loss);
    const double h = 1e-6;
    double worst = 0;
    int checked = 0;
    for (std::size_t k = 0; k < model.parameters().size(); ++k) {
        const MatrixD analytic = pass.tape.gradient(pass.parameters[k]);
        MatrixD &parameter = model.parameters()[k];
        for (Eigen::Index e = 0; e < parameter.size(); e += std::max<Eigen::Index>(1, parameter.size() / 12)) {
            const double saved = parameter.data()[e];
            parameter.data()[e] = saved + h;
            const double up = model.forward(example).tape.value(model.forward(example).loss)(0, 0);
            parameter.data()[e] = saved - h;
            const AttentionModel::Pass down = model.forward(example);
            const double numeric = (up - down.tape.value(down.loss)(0, 0)) / (2 * h);
            parameter.data()[e] = saved;
            const double got = analytic.data()[e];
            worst = std::max(worst, std::abs(numeric - got) / std::max(1e-4, std::abs(numeric) + std::abs(got)));
            ++checked;
        }
    }
    QVERIFY(checked > 60);
    QVERIFY2(worst < 1e-5, qPrintable(QStringLiteral("relative error %1").arg(worst)));
}

void TrainingTest::learnsToReverse()
{
    Trainer trainer(TaskKind::Reverse, ModelShape(), 7);
    const Evaluation before = trainer.evaluate();
    for (int step = 0; step < 300; ++step)
        trainer.step();
    const Evaluation after = trainer.evaluate();
    QVERIFY(before.alignmentAccuracy < 0.5);
    QVERIFY2(after.alignmentAccuracy >= 0.95, qPrintable(QString::number(after.alignmentAccuracy)));
    QVERIFY(after.tokenAccuracy >= 0.95);
    QVERIFY(after.loss < before.loss / 10);
    QCOMPARE(trainer.steps(), 300L);
}

void TrainingTest::learnsDates()
{
    Trainer trainer(TaskKind::Dates, ModelShape(), 7);
    for (int step = 0; step < 500; ++step)
        trainer.step();
    const Evaluation after = trainer.evaluate();
    QVERIFY2(after.alignmentAccuracy >= 0.95, qPrintable(QString::number(after.alignmentAccuracy)));
    QVERIFY(after.tokenAccuracy >= 0.95);
    const MatrixD attention = trainer.attentionOn(trainer.showcase());
    QCOMPARE(attention.rows(), Eigen::Index(10));
    for (Eigen::Index t = 0; t < attention.rows(); ++t)
        QVERIFY(std::abs(attention.row(t).sum() - 1.0) < 1e-9);
}

void TrainingTest::tasksKnowTheirAlignment()
{
    std::mt19937_64 random(1);
    const Task dates = Task::make(TaskKind::Dates);
    for (int i = 0; i < 50; ++i) {
        const Example example = dates.sample(random);
        QCOMPARE(example.target.size(), std::size_t(10));
        const auto source = dates.sourceTokens(example);
        const auto target = dates.targetTokens(example);
        QCOMPARE(target[4], std::string("-"));
        QVERIFY(example.alignment[4].empty());
        for (int k = 0; k < 4; ++k) // the year is copied digit by digit
            QCOMPARE(source[static_cast<std::size_t>(example.alignment[k][0])], target[static_cast<std::size_t>(k)]);
        QVERIFY(source[static_cast<std::size_t>(example.alignment[5][0])].size() >= 3); // the month's name
    }
    const Task reverse = Task::make(TaskKind::Reverse);
    const Example example = reverse.sample(random);
    for (std::size_t t = 0; t < example.target.size(); ++t)
        QCOMPARE(example.target[t], example.source[static_cast<std::size_t>(example.alignment[t][0])]);
}

QTEST_GUILESS_MAIN(TrainingTest)
#include "tst_training.moc"
