// Every PyTorch reference case, through the core API and through the compute command.
#include "tests/support/TestSupport.h"

#include "app/CaseFile.h"
#include "app/ComputeCommand.h"
#include "core/generation/DecoderForward.h"
#include "core/kernels/CpuFeatures.h"
#include "core/text/Embedding.h"
#include "core/textbook/PositionalEncoding.h"
#include "core/textbook/Softmax.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTextStream>

using namespace attention;

class GoldenTest : public QObject
{
    Q_OBJECT

private slots:
    void casesArePresent();
    void coreApi_data();
    void coreApi();
    void computeCommand_data();
    void computeCommand();
};

void GoldenTest::casesArePresent()
{
    const QStringList files = QDir(test::dataPath(QStringLiteral("golden"))).entryList({QStringLiteral("*.json")});
    QCOMPARE(files.size(), 33); // 20 attention cases, 4 decoders and 9 sampling filters
}

/** Every case with every family of vector kernels this CPU has: the panel products, softmax
 *  and row kernels of each must give PyTorch's numbers, not only the fastest. */
void GoldenTest::coreApi_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<int>("kernels");
    const QDir dir(test::dataPath(QStringLiteral("golden")));
    for (const QString &file : dir.entryList({QStringLiteral("*.json")}))
        for (InstructionSet set : {InstructionSet::Portable, InstructionSet::Avx2, InstructionSet::Avx512})
            QTest::addRow("%s, %s", qPrintable(file), instructionSetName(set)) << dir.filePath(file) << int(set);
}

void GoldenTest::coreApi()
{
    QFETCH(QString, path);
    QFETCH(int, kernels);
    SKIP_UNLESS_THIS_CPU_RUNS(kernels);
    const test::KernelsLimitedTo limit{InstructionSet(kernels)};
    const auto loaded = cli::readCaseFile(path);
    QVERIFY2(loaded, loaded.error().c_str());
    const cli::AttentionCase &c = *loaded;
    const QJsonObject want = c.expected;
    QVERIFY(!want.isEmpty());
    QString problem;
    if (c.op == QLatin1String("softmax")) {
        problem =
            test::compareMatrix(maskedSoftmax(c.scores, Mask(), c.temperature), want[QLatin1String("weights")], QStringLiteral("weights"));
    } else if (c.op == QLatin1String("attention")) {
        const auto head = attend(c.score, c.Q, c.K, c.V, c.mask, c.temperature, c.parameters);
        QVERIFY2(head, head.error().c_str());
        problem = test::compareMatrix(head->scores, want[QLatin1String("scores")], QStringLiteral("scores"));
        problem += test::compareMatrix(head->weights, want[QLatin1String("weights")], QStringLiteral("weights"));
        problem += test::compareMatrix(head->context, want[QLatin1String("context")], QStringLiteral("context"));
        QVERIFY(head->weights.allFinite() && head->context.allFinite());
    } else if (c.op == QLatin1String("multihead")) {
        const auto mha = multiHeadAttention(c.multiHead, c.query, c.key, c.value, c.mask, c.temperature);
        QVERIFY2(mha, mha.error().c_str());
        problem = test::compareMatrix(mha->output, want[QLatin1String("output")], QStringLiteral("output"));
        problem += test::compareMatrix(mha->weightsMean, want[QLatin1String("weights_avg")], QStringLiteral("weights_avg"));
        const QJsonArray perHead = want[QLatin1String("weights_per_head")].toArray();
        QCOMPARE(static_cast<qsizetype>(mha->headWeights.size()), perHead.size());
        for (qsizetype h = 0; h < perHead.size(); ++h)
            problem += test::compareMatrix(mha->headWeights[static_cast<std::size_t>(h)], perHead[h], QStringLiteral("head %1").arg(h));
    } else if (c.op == QLatin1String("positional_encoding")) {
        problem =
            test::compareMatrix(sinusoidalPositionalEncoding(c.length, c.dim), want[QLatin1String("encoding")], QStringLiteral("encoding"));
    } else if (c.op == QLatin1String("self_attention_layer")) {
        const auto layer = linearSelfAttention(c.x, c.linear);
        QVERIFY2(layer, layer.error().c_str());
        problem = test::compareMatrix(layer->weights, want[QLatin1String("weights")], QStringLiteral("weights"));
        problem += test::compareMatrix(layer->context, want[QLatin1String("output")], QStringLiteral("output"));
    } else if (c.op == QLatin1String("decoder_lm")) {
        const auto pass = generation::decodeSequence(c.decoder, c.tokens);
        QVERIFY2(pass, pass.error().c_str());
        problem = test::compareMatrix(pass->logits, want[QLatin1String("logits")], QStringLiteral("logits"));
        const QJsonArray layers = want[QLatin1String("weights_per_head")].toArray();
        QCOMPARE(qsizetype(pass->weights.size()), layers.size());
        for (qsizetype l = 0; l < layers.size(); ++l) {
            const QJsonArray heads = layers[l].toArray();
            QCOMPARE(qsizetype(pass->weights[std::size_t(l)].size()), heads.size());
            for (qsizetype h = 0; h < heads.size(); ++h)
                problem += test::compareMatrix(pass->weights[std::size_t(l)][std::size_t(h)], heads[h],
                                               QStringLiteral("layer %1 head %2").arg(l).arg(h));
        }
    } else if (c.op == QLatin1String("sample_filter")) {
        const std::vector<double> p = generation::filteredDistribution(c.logits, c.sampling);
        QJsonArray got;
        for (double value : p)
            got.append(value);
        problem = test::compareWithJson(got, want[QLatin1String("probabilities")], QStringLiteral("probabilities"));
    } else {
        QFAIL(qPrintable(QStringLiteral("unknown op %1").arg(c.op)));
    }
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void GoldenTest::computeCommand_data()
{
    QTest::addColumn<QString>("path");
    const QDir dir(test::dataPath(QStringLiteral("golden")));
    for (const QString &file : dir.entryList({QStringLiteral("*.json")}))
        QTest::newRow(qPrintable(file)) << dir.filePath(file);
}

void GoldenTest::computeCommand()
{
    QFETCH(QString, path);
    QTemporaryDir dir;
    const QString output = dir.filePath(QStringLiteral("out.json"));
    QString outText, errText;
    QTextStream out(&outText), err(&errText);
    const int code = cli::runCompute({QStringLiteral("attention-explorer compute"), path, QStringLiteral("-o"), output}, out, err);
    QVERIFY2(code == 0, qPrintable(errText));
    QFile file(output);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject got = QJsonDocument::fromJson(file.readAll()).object();
    QFile caseFile(path);
    QVERIFY(caseFile.open(QIODevice::ReadOnly));
    const QJsonObject want = QJsonDocument::fromJson(caseFile.readAll()).object()[QLatin1String("expected")].toObject();
    QCOMPARE(got.keys(), want.keys());
    for (const QString &key : want.keys()) {
        const QString problem = test::compareWithJson(got[key], want[key], key);
        QVERIFY2(problem.isEmpty(), qPrintable(problem));
    }
}

QTEST_GUILESS_MAIN(GoldenTest)
#include "tst_golden.moc"
