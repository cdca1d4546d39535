// The compute and export commands: results on good input, exit code 2 and one sentence on bad, every
// refusal before the work, the old file kept when a write fails.
#include "tests/app/CommandSupport.h"
#include "tests/support/TestSupport.h"

#include "app/CommandLine.h"
#include "app/EditLatency.h"
#include "core/explain/AttentionSwap.h"
#include "core/explain/GradientTimesInput.h"
#include "core/explain/LeaveOneOut.h"
#include "core/explain/ValueNorm.h"
#include "core/generation/DecoderForward.h"
#include "core/generation/DecoderModel.h"
#include "core/pipeline/AttentionPipeline.h"
#include "core/training/DecoderTrainer.h"
#include "core/training/TrainedModel.h"
#include "ui/document/LessonRecovery.h"
#include "ui/formats/DecoderModelJson.h"
#include "ui/formats/LessonFile.h"
#include "ui/formats/MatrixExport.h"
#include "ui/formats/MessageText.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QDir>
#include <QDomDocument>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QPainter>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTextStream>

#include <csignal>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

extern char **environ;

using namespace attention;
using namespace attention::test;
class ComputeAndExportCommandsTest : public QObject
{
    Q_OBJECT

private slots:
    void init() { QVERIFY(mDir.isValid()); }
    void computeWritesToStdout();
    void hostileCaseFiles_data();
    void hostileCaseFiles();
    void missingAndOversizedFiles();
    void exportPng();
    void exportSvgKeepsTokensAsText();
    void exportPdf();
    void exportCsvHasTokenHeaders();
    void exportNpyShape();
    void exportJsonHeads();
    void exportEveryView_data();
    void exportEveryView();
    void exportTeachPanels_data();
    void exportTeachPanels();
    void exportWaitsForTheTeachPanelsWorkers_data();
    void exportWaitsForTheTeachPanelsWorkers();
    void exportWhatAttentionExplains();
    void failedExportKeepsTheOldFile();
    void exportRefusals_data();
    void exportRefusals();
    void casesBeyondTheBudgetAreRefusedBeforeWork();
    void largeMapsAreDrawnAtThePicturesPixels();
    void numbersAFloatCannotHoldAreRefused();
    void csvNeutralisesFormulas();
    void trainRefusesStrayArguments();
    void outputsThatCannotBeWrittenAreRefusedBeforeTheWork_data();
    void outputsThatCannotBeWrittenAreRefusedBeforeTheWork();
    void aWriteThatFailsAfterTheWorkExitsWithTwo();
    void aStandardOutputNoOneReadsIsSaid();
    void lessonsWithUnknownColourMapsAreRefused();
    void aLetterUnderThousandsOfAccentsDrawsQuickly();
    void editLatencyTellsWhereAnEditWent();

private:
    QString writeCase(const QByteArray &bytes)
    {
        const QString path = mDir.filePath(QStringLiteral("case%1.json").arg(++mCount));
        QFile file(path);
        file.open(QIODevice::WriteOnly);
        file.write(bytes);
        return path;
    }

    QTemporaryDir mDir;
    int mCount = 0;
};

void ComputeAndExportCommandsTest::computeWritesToStdout()
{
    const Run r = run({QStringLiteral("compute"), test::dataPath(QStringLiteral("golden/seed_softmax_example.json"))});
    QCOMPARE(r.code, 0);
    const QJsonObject got = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QVERIFY(test::closeEnough(got[QLatin1String("weights")][0][0].toDouble(), 0.6871835310268307));
}

void ComputeAndExportCommandsTest::hostileCaseFiles_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("messagePart");
    const QByteArray golden = goldenText(QStringLiteral("scaled_dot_8x64.json"));
    QTest::newRow("empty file") << QByteArray() << QStringLiteral("not valid JSON");
    QTest::newRow("truncated") << golden.left(golden.size() / 2) << QStringLiteral("not valid JSON");
    QTest::newRow("not an object") << QByteArray("[1, 2]") << QStringLiteral("JSON object");
    QTest::newRow("unknown op") << QByteArray(R"({"op": "convolution"})") << QStringLiteral("\"op\"");
    QTest::newRow("missing Q") << QByteArray(R"({"op": "attention", "score": "dot"})") << QStringLiteral("\"Q\" is missing");
    QTest::newRow("ragged") << QByteArray(R"({"op": "attention", "score": "dot", "Q": [[1, 2], [3]], "K": [[1, 2]], "V": [[1]]})")
                            << QStringLiteral("row 1 has 1 entries");
    QTest::newRow("string number") << QByteArray(R"({"op": "softmax", "scores": [["1"]]})") << QStringLiteral("must be a number");
    QTest::newRow("overflowing number") << QByteArray(R"({"op": "softmax", "scores": [[1e400]]})") << QStringLiteral("illegal number");
    QTest::newRow("unknown score") << QByteArray(R"({"op": "attention", "score": "cosine"})") << QStringLiteral("\"score\"");
    QTest::newRow("K and V differ") << QByteArray(R"({"op": "attention", "score": "dot", "Q": [[1]], "K": [[1], [2]], "V": [[1]]})")
                                    << QStringLiteral("same number of rows");
    QTest::newRow("widths differ") << QByteArray(R"({"op": "attention", "score": "dot", "Q": [[1, 2]], "K": [[1]], "V": [[1]]})")
                                   << QStringLiteral("same width");
    QTest::newRow("mask shape") << QByteArray(
        R"({"op": "attention", "score": "dot", "Q": [[1]], "K": [[1]], "V": [[1]], "mask": [[true, false]]})")
                                << QStringLiteral("\"mask\"");
    QTest::newRow("zero temperature") << QByteArray(R"({"op": "softmax", "scores": [[1, 2]], "temperature": 0})")
                                      << QStringLiteral("temperature");
    QTest::newRow("heads do not divide") << QByteArray(R"({"op": "multihead", "embed_dim": 6, "num_heads": 4})")
                                         << QStringLiteral("cannot be split");
    QTest::newRow("huge encoding") << QByteArray(R"({"op": "positional_encoding", "length": 1000000000, "dim": 4})")
                                   << QStringLiteral("\"length\"");
    QTest::newRow("wrong in_proj") << QByteArray(R"({"op": "multihead", "embed_dim": 2, "num_heads": 1, "in_proj_weight": [[1, 2]],
        "in_proj_bias": [1], "out_proj_weight": [[1, 0], [0, 1]], "out_proj_bias": [0, 0], "query": [[1, 2]], "key": [[1, 2]], "value": [[1, 2]]})")
                                   << QStringLiteral("in_proj_weight");
    QJsonObject decoder = QJsonDocument::fromJson(goldenText(QStringLiteral("decoder_1layer_1head.json"))).object();
    decoder[QLatin1String("tokens")] = QJsonArray{0.5, 1};
    QTest::newRow("a token id that is no whole number")
        << QJsonDocument(decoder).toJson() << QStringLiteral("\"tokens\" must be a whole number");
    QTest::newRow("deep nesting") << QByteArray(100000, '[') << QStringLiteral("nest 100000 deep");
}

void ComputeAndExportCommandsTest::hostileCaseFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, messagePart);
    const QString path = writeCase(content);
    const Run r = run({QStringLiteral("compute"), path});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(messagePart), qPrintable(r.err));
    QVERIFY2(r.err.count(path) == 1, qPrintable(r.err)); // the file, named once
    QVERIFY(r.out.isEmpty());
}

void ComputeAndExportCommandsTest::missingAndOversizedFiles()
{
    Run r = run({QStringLiteral("compute"), mDir.filePath(QStringLiteral("nowhere.json"))});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral("could not open"), Qt::CaseInsensitive));
    QVERIFY2(r.err.count(QStringLiteral("nowhere.json")) == 1, qPrintable(r.err)); // named once, not twice
    const QString big = mDir.filePath(QStringLiteral("big.json"));
    QFile file(big);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(100LL * 1024 * 1024)); // sparse: no disk is used
    file.close();
    r = run({QStringLiteral("compute"), big});
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral("larger than")));
    r = run({QStringLiteral("compute")});
    QCOMPARE(r.code, 2);
}

void ComputeAndExportCommandsTest::exportPng()
{
    const QString path = mDir.filePath(QStringLiteral("weights.png"));
    const Run r = run({QStringLiteral("export"), QStringLiteral("-o"), path, QStringLiteral("--width"), QStringLiteral("800"),
                       QStringLiteral("--height"), QStringLiteral("600"), QStringLiteral("--scale"), QStringLiteral("2")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(readAll(path).startsWith("\x89PNG\r\n\x1a\n"));
    const QImage image(path);
    QCOMPARE(image.size(), QSize(1600, 1200));
}

void ComputeAndExportCommandsTest::exportSvgKeepsTokensAsText()
{
    const QString path = mDir.filePath(QStringLiteral("weights.svg"));
    const Run r = run({QStringLiteral("export"), QStringLiteral("-o"), path, QStringLiteral("--source"), QStringLiteral("Zebras graze"),
                       QStringLiteral("--target"), QStringLiteral("Les z\u00E8bres broutent")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QDomDocument svg;
    QVERIFY(svg.setContent(readAll(path)));
    QCOMPARE(svg.documentElement().tagName(), QStringLiteral("svg"));
    QStringList texts;
    const QDomNodeList nodes = svg.elementsByTagName(QStringLiteral("text"));
    for (int i = 0; i < nodes.size(); ++i)
        texts.append(nodes.at(i).toElement().text().trimmed());
    QVERIFY2(texts.contains(QStringLiteral("Zebras")), qPrintable(texts.join(QLatin1Char('|'))));
    QVERIFY(texts.contains(QStringLiteral("z\u00E8bres")));
    QVERIFY(texts.contains(QStringLiteral("broutent")));
    // The cells are vector rectangles: the only bitmap left is the colour bar's gradient (the
    // cells were a bitmap of a few pixels each that viewers blur when zoomed).
    QCOMPARE(svg.elementsByTagName(QStringLiteral("image")).size(), 1);
    // The drawing fills its canvas: the colour bar reaches the right edge (at 72 dpi it filled
    // three quarters, the rest blank).
    QSvgRenderer renderer(path);
    QVERIFY(renderer.isValid());
    QImage drawn(renderer.viewBox().size(), QImage::Format_RGB32);
    drawn.fill(Qt::white);
    QPainter painter(&drawn);
    renderer.render(&painter);
    painter.end();
    int rightmost = 0, lowest = 0;
    for (int y = 0; y < drawn.height(); ++y)
        for (int x = 0; x < drawn.width(); ++x)
            if (drawn.pixel(x, y) != qRgb(255, 255, 255)) {
                rightmost = std::max(rightmost, x);
                lowest = std::max(lowest, y);
            }
    QVERIFY2(rightmost > 0.95 * drawn.width(), qPrintable(QStringLiteral("%1 of %2").arg(rightmost).arg(drawn.width())));
    QVERIFY2(lowest > 0.9 * drawn.height(), qPrintable(QStringLiteral("%1 of %2").arg(lowest).arg(drawn.height())));
}

void ComputeAndExportCommandsTest::exportPdf()
{
    const QString path = mDir.filePath(QStringLiteral("weights.pdf"));
    const Run r = run({QStringLiteral("export"), QStringLiteral("-o"), path});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QByteArray pdf = readAll(path);
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY(pdf.trimmed().endsWith("%%EOF"));
}

void ComputeAndExportCommandsTest::exportCsvHasTokenHeaders()
{
    const QString path = mDir.filePath(QStringLiteral("weights.csv"));
    const Run r = run({QStringLiteral("export"), QStringLiteral("-o"), path, QStringLiteral("--causal")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QStringList lines = QString::fromUtf8(readAll(path)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 11); // header + 10 queries
    QCOMPARE(lines[0], QStringLiteral("weights,The,little,boy,is,playing,football,in,the,park,."));
    QVERIFY(lines[3].startsWith(QStringLiteral("gar\u00E7on,")));
    const QStringList first = lines[1].split(QLatin1Char(','));
    QCOMPARE(first.size(), 11);
    QCOMPARE(first[1].toDouble(), 1.0); // causal: "Le" sees only "The"
    QCOMPARE(first[2].toDouble(), 0.0);
}

void ComputeAndExportCommandsTest::exportNpyShape()
{
    const QString path = mDir.filePath(QStringLiteral("heads.npy"));
    const Run r = run({QStringLiteral("export"), QStringLiteral("-o"), path, QStringLiteral("--view"), QStringLiteral("heads"),
                       QStringLiteral("--score"), QStringLiteral("multihead"), QStringLiteral("--heads"), QStringLiteral("2")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QByteArray npy = readAll(path);
    QVERIFY(npy.startsWith("\x93NUMPY\x01\x00"));
    const int headerLength = static_cast<unsigned char>(npy[8]) | (static_cast<unsigned char>(npy[9]) << 8);
    QCOMPARE((10 + headerLength) % 64, 0);
    const QByteArray header = npy.mid(10, headerLength);
    QVERIFY2(header.contains("'shape': (2, 10, 10)"), header.constData());
    QVERIFY(header.contains("'descr': '<f4'"));
    QCOMPARE(npy.size(), 10 + headerLength + 2 * 10 * 10 * 4);
    float firstRowSum = 0;
    for (int j = 0; j < 10; ++j) {
        float value;
        std::memcpy(&value, npy.constData() + 10 + headerLength + 4 * j, 4);
        firstRowSum += value;
    }
    QVERIFY(std::abs(firstRowSum - 1.0f) < 1e-5f);
}

void ComputeAndExportCommandsTest::exportJsonHeads()
{
    const QString path = mDir.filePath(QStringLiteral("heads.json"));
    const Run r = run({QStringLiteral("export"), QStringLiteral("-o"), path, QStringLiteral("--view"), QStringLiteral("heads"),
                       QStringLiteral("--score"), QStringLiteral("multihead"), QStringLiteral("--heads"), QStringLiteral("4")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QJsonObject object = QJsonDocument::fromJson(readAll(path)).object();
    QCOMPARE(object[QLatin1String("shape")].toArray(), (QJsonArray{4, 10, 10}));
    QCOMPARE(object[QLatin1String("row_labels")][2].toString(), QStringLiteral("gar\u00E7on"));
    QCOMPARE(object[QLatin1String("values")].toArray().size(), 4);
}

void ComputeAndExportCommandsTest::exportEveryView_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("suffix");
    for (const char *view : {"weights", "scores", "context", "q", "k", "v", "heads", "pipeline", "lines", "distribution"})
        for (const char *suffix : {"png", "svg", "pdf", "csv", "json", "npy"})
            QTest::addRow("%s.%s", view, suffix) << QString::fromLatin1(view) << QString::fromLatin1(suffix);
}

void ComputeAndExportCommandsTest::exportEveryView()
{
    QFETCH(QString, view);
    QFETCH(QString, suffix);
    const QString path = mDir.filePath(view + QLatin1Char('.') + suffix);
    const Run r = run({QStringLiteral("export"), QStringLiteral("-o"), path, QStringLiteral("--view"), view, QStringLiteral("--score"),
                       QStringLiteral("multihead"), QStringLiteral("--scale"), QStringLiteral("1")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(readAll(path).size() > 100);
}

void ComputeAndExportCommandsTest::exportTeachPanels_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("suffix");
    for (const char *view : {"scaling", "worked", "decoding", "contexts", "compare", "cost", "explain"})
        for (const char *suffix : {"svg", "png", "pdf"})
            QTest::addRow("%s.%s", view, suffix) << QString::fromLatin1(view) << QString::fromLatin1(suffix);
}

void ComputeAndExportCommandsTest::exportTeachPanels()
{
    // Each panel's own words, as it draws them: the export must show the panel asked for and no other.
    const QMap<QString, QString> caption{
        {QStringLiteral("scaling"), QStringLiteral("Why divide by \u221Ad_k?")},
        {QStringLiteral("worked"), QStringLiteral("How \u201Cdorment\u201D attends to \u201Csleep\u201D")},
        {QStringLiteral("decoding"), QStringLiteral("Decoding step 1 of 3")},
        {QStringLiteral("contexts"), QStringLiteral("Without attention a seq2seq decoder")},
        {QStringLiteral("compare"), QStringLiteral("Same sentences and seed")},
        {QStringLiteral("cost"), QStringLiteral("Measured time of the whole computation")},
        {QStringLiteral("explain"), QStringLiteral("Weights say where a query looks")},
    };
    QFETCH(QString, view);
    QFETCH(QString, suffix);
    const QString path = mDir.filePath(QStringLiteral("teach-") + view + QLatin1Char('.') + suffix);
    const Run r =
        run({QStringLiteral("export"), QStringLiteral("-o"), path, QStringLiteral("--view"), view, QStringLiteral("--source"),
             QStringLiteral("cats sleep"), QStringLiteral("--target"), QStringLiteral("les chats dorment"), QStringLiteral("--row"),
             QStringLiteral("3"), QStringLiteral("--column"), QStringLiteral("2"), QStringLiteral("--scale"), QStringLiteral("1")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    if (suffix == QLatin1String("png")) {
        const QImage image(path);
        QCOMPARE(image.size(), QSize(1000, 720)); // the Teach tab of a 1280x800 window, at scale 1
        return;
    }
    if (suffix == QLatin1String("pdf")) {
        QVERIFY(readAll(path).startsWith("%PDF"));
        return;
    }
    const QString text = svgText(path);
    QVERIFY(!text.isEmpty());
    for (auto it = caption.begin(); it != caption.end(); ++it)
        QVERIFY2(text.contains(it.value()) == (it.key() == view), qPrintable(it.key() + QStringLiteral(": ") + text.left(400)));
}

void ComputeAndExportCommandsTest::exportWaitsForTheTeachPanelsWorkers_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("legend"); // drawn with the curves, so only once they have come
    QTest::addRow("scaling") << QStringLiteral("scaling") << QStringLiteral("scaled by \u221Ad_k");
    QTest::addRow("cost") << QStringLiteral("cost") << QStringLiteral("measured");
}

void ComputeAndExportCommandsTest::exportWaitsForTheTeachPanelsWorkers()
{
    // Why sqrt(d_k)'s study and Cost's timing are computed by worker threads; the export of Why
    // sqrt(d_k) was drawn before its study came, three empty charts (the default lesson's took
    // longer than the export's own work; two words' study came in time).
    QFETCH(QString, view);
    QFETCH(QString, legend);
    const QString path = mDir.filePath(QStringLiteral("worker-") + view + QStringLiteral(".svg"));
    const Run r = run({QStringLiteral("export"), QStringLiteral("-o"), path, QStringLiteral("--view"), view});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QString text = svgText(path);
    QVERIFY2(text.contains(legend), qPrintable(text.right(300)));
}

void ComputeAndExportCommandsTest::exportWhatAttentionExplains()
{
    const auto csvValues = [](const QString &path) {
        std::vector<float> values;
        const QStringList lines = QString::fromUtf8(readAll(path)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
        for (int i = 1; i < lines.size(); ++i) // after the header, each row led by its token
            for (const QString &cell : lines[i].split(QLatin1Char(',')).mid(1))
                values.push_back(cell.toFloat());
        return values;
    };
    // value-norm of a multi-head lesson: the core's matrix, with the lesson's tokens.
    const QString norms = mDir.filePath(QStringLiteral("norms.csv"));
    Run r = run({QStringLiteral("export"), QStringLiteral("--view"), QStringLiteral("value-norm"), QStringLiteral("--score"),
                 QStringLiteral("multihead"), QStringLiteral("--heads"), QStringLiteral("4"), QStringLiteral("--d-model"),
                 QStringLiteral("32"), QStringLiteral("-o"), norms});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    Lesson lesson = LessonState().lesson; // the built-in lesson, as export starts from
    lesson.config.score = ScoreFunction::MultiHead;
    lesson.config.heads = 4;
    lesson.config.dModel = 32;
    const auto expected = valueWeightedNorms(*computeAttention(lesson));
    QVERIFY(expected);
    const std::vector<float> got = csvValues(norms);
    QCOMPARE(qsizetype(got.size()), qsizetype(expected->size()));
    for (Eigen::Index k = 0; k < expected->size(); ++k)
        QVERIFY(std::abs(got[std::size_t(k)] - expected->data()[k]) < 1e-6f);

    // rollout and flow of an imported two-layer file: the hand case of tst_explain, R = [[0.625, 0.375], ...].
    Matrix a1(2, 2), a2(2, 2);
    a1 << 1, 0, 0.5f, 0.5f;
    a2 << 0, 1, 1, 0;
    const QString model = mDir.filePath(QStringLiteral("two-layers.npy"));
    QByteArray npy = toNpy({QStringLiteral("w"), {a1, a2}, {}, {}}); // [2][2][2]: two heads of one layer...
    npy.replace("(2, 2, 2)", "(2,1,2,2)"); // ...made two layers of one head (the same length)
    QFile file(model);
    QVERIFY(file.open(QIODevice::WriteOnly) && file.write(npy) == npy.size());
    file.close();
    const QString rollout = mDir.filePath(QStringLiteral("rollout.csv"));
    r = run({QStringLiteral("export"), QStringLiteral("--view"), QStringLiteral("rollout"), QStringLiteral("--import"), model,
             QStringLiteral("-o"), rollout});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(csvValues(rollout), (std::vector<float>{0.625f, 0.375f, 0.625f, 0.375f}));
    const QString picture = mDir.filePath(QStringLiteral("flow.svg"));
    r = run({QStringLiteral("export"), QStringLiteral("--view"), QStringLiteral("flow"), QStringLiteral("--import"), model,
             QStringLiteral("-o"), picture});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(readAll(picture).contains("Attention flow through 2 layer(s) of two-layers.npy"));

    // What each cannot do, in one sentence.
    r = run({QStringLiteral("export"), QStringLiteral("--view"), QStringLiteral("value-norm"), QStringLiteral("--import"), model,
             QStringLiteral("-o"), norms});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("value vectors")), qPrintable(r.err));
    // leave-one-out of the lesson: the core's matrix.
    const QString leftOut = mDir.filePath(QStringLiteral("leave-one-out.csv"));
    r = run({QStringLiteral("export"), QStringLiteral("--view"), QStringLiteral("leave-one-out"), QStringLiteral("--score"),
             QStringLiteral("multihead"), QStringLiteral("--heads"), QStringLiteral("4"), QStringLiteral("--d-model"), QStringLiteral("32"),
             QStringLiteral("-o"), leftOut});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const auto change = leaveOneOut(*computeAttention(lesson));
    const std::vector<float> gotChange = csvValues(leftOut);
    QCOMPARE(qsizetype(gotChange.size()), qsizetype(change->size()));
    for (Eigen::Index k = 0; k < change->size(); ++k)
        QVERIFY(std::abs(gotChange[std::size_t(k)] - change->data()[k]) < 1e-6f);
    r = run(
        {QStringLiteral("export"), QStringLiteral("--view"), QStringLiteral("rollout"), QStringLiteral("-o"), rollout}); // cross attention
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("self attention")), qPrintable(r.err));

    // A lesson with a trained model: gradient x input and other attention with the same output,
    // the core's matrices for the lesson's source.
    const QString trained = mDir.filePath(QStringLiteral("trained-reverse.json"));
    r = run({QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("reverse"), QStringLiteral("--steps"), QStringLiteral("200"),
             QStringLiteral("--lesson"), trained});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const auto state = openLessonFile(trained);
    QVERIFY(state && training::trainedModelOf(state->lesson));
    const QString gradient = mDir.filePath(QStringLiteral("gradient.csv")), swapped = mDir.filePath(QStringLiteral("swap.csv"));
    for (const QString &view : {QStringLiteral("gradient-input"), QStringLiteral("swap")}) {
        r = run({QStringLiteral("export"), trained, QStringLiteral("--view"), view, QStringLiteral("-o"),
                 view == QLatin1String("swap") ? swapped : gradient});
        QVERIFY2(r.code == 0, qPrintable(r.err));
    }
    const Matrix relevance = *gradientTimesInput(*training::trainedModelOf(state->lesson), state->lesson.source);
    const Matrix other = swapAttention(*training::trainedModelOf(state->lesson), state->lesson.source)->swapped;
    QVERIFY(readAll(gradient).startsWith("gradient_input,"));
    for (const auto &[path, expectedValues] : {std::pair{gradient, relevance}, std::pair{swapped, other}}) {
        const std::vector<float> values = csvValues(path);
        QCOMPARE(qsizetype(values.size()), qsizetype(expectedValues.size()));
        Eigen::Index k = 0; // CSV rows are queries, as the matrix's rows
        for (Eigen::Index i = 0; i < expectedValues.rows(); ++i)
            for (Eigen::Index j = 0; j < expectedValues.cols(); ++j)
                QVERIFY(std::abs(values[std::size_t(k++)] - expectedValues(i, j)) < 1e-6f);
    }
    // Without a trained model there is nothing to differentiate.
    r = run({QStringLiteral("export"), QStringLiteral("--view"), QStringLiteral("gradient-input"), QStringLiteral("-o"), gradient});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("trained model")), qPrintable(r.err));
}

void ComputeAndExportCommandsTest::failedExportKeepsTheOldFile()
{
    const QString path = mDir.filePath(QStringLiteral("kept.png"));
    QCOMPARE(run({QStringLiteral("export"), QStringLiteral("-o"), path, QStringLiteral("--width"), QStringLiteral("100"),
                  QStringLiteral("--height"), QStringLiteral("100"), QStringLiteral("--scale"), QStringLiteral("1")})
                 .code,
             0);
    const QByteArray before = readAll(path);
    QVERIFY(before.startsWith("\x89PNG"));
    // A disk that fills up half way: the file size limit stops the write, even for root.
    std::signal(SIGXFSZ, SIG_IGN);
    rlimit saved{};
    getrlimit(RLIMIT_FSIZE, &saved);
    rlimit small = saved;
    small.rlim_cur = static_cast<rlim_t>(before.size() + 1024);
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
    const Run r = run({QStringLiteral("export"), QStringLiteral("-o"), path, QStringLiteral("--view"), QStringLiteral("pipeline")});
    setrlimit(RLIMIT_FSIZE, &saved);
    QCOMPARE(r.code, 2);
    QVERIFY(r.err.contains(QStringLiteral("could not write")));
    QCOMPARE(readAll(path), before);
}

void ComputeAndExportCommandsTest::exportRefusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("messagePart");
    const QString out = QStringLiteral("/tmp/attention-refused.png");
    QTest::newRow("no output") << QStringList{} << QStringLiteral("-o FILE");
    QTest::newRow("bad view") << QStringList{QStringLiteral("-o"), out, QStringLiteral("--view"), QStringLiteral("pie")}
                              << QStringLiteral("--view");
    QTest::newRow("bad score") << QStringList{QStringLiteral("-o"), out, QStringLiteral("--score"), QStringLiteral("cos")}
                               << QStringLiteral("--score");
    QTest::newRow("zero temperature") << QStringList{QStringLiteral("-o"), out, QStringLiteral("--temperature"), QStringLiteral("0")}
                                      << QStringLiteral("temperature");
    QTest::newRow("heads do not divide") << QStringList{QStringLiteral("-o"),      out,
                                                        QStringLiteral("--score"), QStringLiteral("multihead"),
                                                        QStringLiteral("--heads"), QStringLiteral("5")}
                                         << QStringLiteral("cannot be split");
    QTest::newRow("empty source") << QStringList{QStringLiteral("-o"), out, QStringLiteral("--source"), QString()}
                                  << QStringLiteral("source");
    QTest::newRow("unknown format") << QStringList{QStringLiteral("-o"), QStringLiteral("/tmp/x.bmpx")} << QStringLiteral("unknown");
    QTest::newRow("a format the help does not name")
        << QStringList{QStringLiteral("-o"), QStringLiteral("/dev/null"), QStringLiteral("--format"), QStringLiteral("jpeg")}
        << QStringLiteral("--format must be png, svg, pdf, csv, json or npy");
    QTest::newRow("a suffix the help does not name")
        << QStringList{QStringLiteral("-o"), QStringLiteral("/tmp/x.jpg")} << QStringLiteral("unknown format \"jpg\"");
    QTest::newRow("huge image") << QStringList{QStringLiteral("-o"),       out,
                                               QStringLiteral("--width"),  QStringLiteral("16000"),
                                               QStringLiteral("--height"), QStringLiteral("16000"),
                                               QStringLiteral("--scale"),  QStringLiteral("8")}
                                << QStringLiteral("too large");
    QTest::newRow("unwritable") << QStringList{QStringLiteral("-o"), QStringLiteral("/nonexistent-dir/x.png")}
                                << QStringLiteral("could not write");
    QTest::newRow("missing import") << QStringList{QStringLiteral("--import"), QStringLiteral("/nonexistent.npy"), QStringLiteral("-o"),
                                                   out}
                                    << QStringLiteral("Could not open");
    QTest::newRow("import not attention") << QStringList{
        QStringLiteral("--import"), test::dataPath(QStringLiteral("golden/dot_2x5x64_b0.json")), QStringLiteral("-o"),
        out} << QStringLiteral("\"attentions\"");
    const QString empty = mDir.filePath(QStringLiteral("empty.npy")), text = mDir.filePath(QStringLiteral("text.npy"));
    QFile(empty).open(QIODevice::WriteOnly);
    QFile textFile(text);
    if (textFile.open(QIODevice::WriteOnly))
        textFile.write("{\"attentions\": []}");
    textFile.close();
    QTest::newRow("empty import") << QStringList{QStringLiteral("--import"), empty, QStringLiteral("-o"), out}
                                  << QStringLiteral("empty.npy is empty");
    QTest::newRow("an npy that is not") << QStringList{QStringLiteral("--import"), text, QStringLiteral("-o"), out}
                                        << QStringLiteral("does not start as a NumPy file");
    QTest::newRow("missing lesson") << QStringList{QStringLiteral("/nonexistent.lesson.json"), QStringLiteral("-o"), out}
                                    << QStringLiteral("Could not open");
    QTest::newRow("a folder as output") << QStringList{QStringLiteral("-o"), QDir::tempPath()} << QStringLiteral("is a folder");
    QTest::newRow("a device without a suffix") << QStringList{QStringLiteral("-o"), QStringLiteral("/dev/full")}
                                               << QStringLiteral("no suffix to tell the format");
    QTest::newRow("bad format") << QStringList{QStringLiteral("-o"), out, QStringLiteral("--format"), QStringLiteral("gif")}
                                << QStringLiteral("--format");
    QTest::newRow("tiny scale") << QStringList{QStringLiteral("-o"), out, QStringLiteral("--scale"), QStringLiteral("1e-300")}
                                << QStringLiteral("--scale must be from 0.1 to 8");
    QTest::newRow("unknown colour map") << QStringList{QStringLiteral("-o"), out, QStringLiteral("--colormap"), QStringLiteral("rainbow")}
                                        << QStringLiteral("--colormap");
    QTest::newRow("a head past the heads") << QStringList{QStringLiteral("-o"),      out,
                                                          QStringLiteral("--score"), QStringLiteral("multihead"),
                                                          QStringLiteral("--heads"), QStringLiteral("4"),
                                                          QStringLiteral("--head"),  QStringLiteral("9")}
                                           << QStringLiteral("--head must be from 1 to 4");
    QTest::newRow("a PDF page past 200 inches") << QStringList{QStringLiteral("-o"),       QStringLiteral("/tmp/attention-refused.pdf"),
                                                               QStringLiteral("--width"),  QStringLiteral("16000"),
                                                               QStringLiteral("--height"), QStringLiteral("16000")}
                                                << QStringLiteral("PDF page");
    QTest::newRow("a Teach panel as numbers") << QStringList{QStringLiteral("-o"), QStringLiteral("/tmp/attention-refused.csv"),
                                                             QStringLiteral("--view"), QStringLiteral("cost")}
                                              << QStringLiteral("--view cost is a picture");
    QTest::newRow("a Teach panel of imported attention") << QStringList{QStringLiteral("-o"),       out,
                                                                        QStringLiteral("--view"),   QStringLiteral("worked"),
                                                                        QStringLiteral("--import"), QStringLiteral("/nonexistent.npy")}
                                                         << QStringLiteral("not imported attention");
    QTest::newRow("worked arithmetic of a cell past the map")
        << QStringList{QStringLiteral("-o"), out, QStringLiteral("--view"), QStringLiteral("worked"), QStringLiteral("--row"),
                       QStringLiteral("40")}
        << QStringLiteral("--row and --column must be within them");
    QStringList words;
    for (int i = 0; i < 2048; ++i)
        words.append(QStringLiteral("w%1").arg(i));
    QTest::newRow("additive beyond the budget") << QStringList{QStringLiteral("-o"),
                                                               out,
                                                               QStringLiteral("--source"),
                                                               words.join(QLatin1Char(' ')),
                                                               QStringLiteral("--mode"),
                                                               QStringLiteral("self_source"),
                                                               QStringLiteral("--score"),
                                                               QStringLiteral("additive"),
                                                               QStringLiteral("--additive-size"),
                                                               QStringLiteral("4096")}
                                                << QStringLiteral("multiply-adds");
}

void ComputeAndExportCommandsTest::exportRefusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, messagePart);
    const Run r = run(QStringList{QStringLiteral("export")} + arguments);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(messagePart), qPrintable(r.err));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1); // one line
}

void ComputeAndExportCommandsTest::casesBeyondTheBudgetAreRefusedBeforeWork()
{
    // Each of these took gigabytes and tens of seconds, or aborted (100,000 rows).
    const auto attentionCase = [](int rows) {
        QJsonArray column;
        for (int i = 0; i < rows; ++i)
            column.append(QJsonArray{0.5});
        return QJsonDocument(QJsonObject{{QStringLiteral("op"), QStringLiteral("attention")},
                                         {QStringLiteral("score"), QStringLiteral("dot")},
                                         {QStringLiteral("Q"), column},
                                         {QStringLiteral("K"), column},
                                         {QStringLiteral("V"), column}})
            .toJson();
    };
    const QByteArray encoding = R"({"op": "positional_encoding", "length": 4096, "dim": 4095})";
    for (const QByteArray &content : {attentionCase(100000), attentionCase(6000), encoding}) {
        const Run r = run({QStringLiteral("compute"), writeCase(content)});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("GB of memory")), qPrintable(r.err));
        QVERIFY(r.out.isEmpty());
    }
    const Run small = run({QStringLiteral("compute"), writeCase(attentionCase(300))}); // well within it
    QVERIFY2(small.code == 0, qPrintable(small.err));
}

void ComputeAndExportCommandsTest::largeMapsAreDrawnAtThePicturesPixels()
{
    // A self-attention lesson of 3000 tokens drawn in a 600-pixel picture: its cells are blocks
    // of the picture's pixels, and the picture shows the map (an 8192-token one came out blank).
    QStringList words;
    for (int i = 0; i < 3000; ++i)
        words.append(QStringLiteral("w%1").arg(i % 700));
    LessonState state;
    state.lesson.source = words.join(QLatin1Char(' ')).toStdString();
    state.lesson.config.mode = AttentionMode::SelfSource;
    state.lesson.config.dModel = 8;
    state.lesson.config.maxTokens = 4096;
    state.lesson.config.causalMask = true; // half the map blocked grey: easy to see drawn
    const QString lesson = mDir.filePath(QStringLiteral("long.json"));
    QVERIFY(saveLessonFile(state, lesson).ok());
    const QString png = mDir.filePath(QStringLiteral("long.png"));
    const Run r = run({QStringLiteral("export"), lesson, QStringLiteral("-o"), png, QStringLiteral("--width"), QStringLiteral("700"),
                       QStringLiteral("--height"), QStringLiteral("600"), QStringLiteral("--scale"), QStringLiteral("1")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QImage image(png);
    QCOMPARE(image.size(), QSize(700, 600));
    int grey = 0; // blocked cells (kBlockedColor) fill the upper right half of the map
    for (int y = 0; y < image.height(); y += 3)
        for (int x = 0; x < image.width(); x += 3)
            grey += image.pixel(x, y) == qRgb(0xB0, 0xB0, 0xB0);
    QVERIFY2(grey > 2000, qPrintable(QStringLiteral("%1 grey samples").arg(grey)));
}

void ComputeAndExportCommandsTest::numbersAFloatCannotHoldAreRefused()
{
    const QByteArray json = R"({"tokens": ["a", "b"], "attentions": [[[[0.5, 1e39], [0.5, 0.5]]]]})";
    const QString path = mDir.filePath(QStringLiteral("overflow.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(json);
    file.close();
    for (const char *suffix : {"csv", "png"}) {
        const Run r = run({QStringLiteral("export"), QStringLiteral("--import"), path, QStringLiteral("-o"),
                           mDir.filePath(QStringLiteral("overflow.") + QLatin1String(suffix))});
        QCOMPARE(r.code, 2);
        QVERIFY2(r.err.contains(QStringLiteral("more than a float can hold")), qPrintable(r.err));
    }
}

void ComputeAndExportCommandsTest::csvNeutralisesFormulas()
{
    const QString csv = mDir.filePath(QStringLiteral("formula.csv"));
    const Run r = run({QStringLiteral("export"), QStringLiteral("--source"), QStringLiteral("=1+1 @SUM -2 +cmd plain"),
                       QStringLiteral("--target"), QStringLiteral("x"), QStringLiteral("-o"), csv});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QString header = QString::fromUtf8(readAll(csv)).section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(!header.contains(QStringLiteral(",=")) && !header.contains(QStringLiteral(",@")) && !header.contains(QStringLiteral(",+")),
             qPrintable(header));
    QVERIFY2(header.contains(QStringLiteral("'=")) && header.contains(QStringLiteral("'@")), qPrintable(header));
    QVERIFY(header.contains(QStringLiteral(",plain")));
}

void ComputeAndExportCommandsTest::trainRefusesStrayArguments()
{
    const Run r = run({QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("reverse"), QStringLiteral("--steps"),
                       QStringLiteral("1"), QStringLiteral("extra")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("unexpected argument")), qPrintable(r.err));
}

void ComputeAndExportCommandsTest::outputsThatCannotBeWrittenAreRefusedBeforeTheWork_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("said");
    const QString folder = mDir.path();
    const QString missing = mDir.filePath(QStringLiteral("no/such/folder/out.json"));
    QTest::newRow("train --lesson FOLDER") << QStringList{QStringLiteral("train"),
                                                          QStringLiteral("--task"),
                                                          QStringLiteral("reverse"),
                                                          QStringLiteral("--steps"),
                                                          QStringLiteral("1"),
                                                          QStringLiteral("--lesson"),
                                                          folder}
                                           << QStringLiteral("is a folder");
    QTest::newRow("train --model missing") << QStringList{QStringLiteral("train"),
                                                          QStringLiteral("--task"),
                                                          QStringLiteral("induction"),
                                                          QStringLiteral("--steps"),
                                                          QStringLiteral("1"),
                                                          QStringLiteral("--model"),
                                                          missing}
                                           << QStringLiteral("does not exist");
    QTest::newRow("compute -o missing") << QStringList{
        QStringLiteral("compute"), test::dataPath(QStringLiteral("golden/seed_softmax_example.json")), QStringLiteral("-o"),
        missing} << QStringLiteral("does not exist");
}

// Refused with exit code 2 before any work: training would have reported its steps first.
void ComputeAndExportCommandsTest::outputsThatCannotBeWrittenAreRefusedBeforeTheWork()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, said);
    const Run r = run(arguments);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(said), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
}

void ComputeAndExportCommandsTest::aWriteThatFailsAfterTheWorkExitsWithTwo()
{
    if (!QFileInfo::exists(QStringLiteral("/dev/full")))
        QSKIP("this system has no /dev/full to stand for a full disk");
    const Run r = run({QStringLiteral("compute"), test::dataPath(QStringLiteral("golden/seed_softmax_example.json")), QStringLiteral("-o"),
                       QStringLiteral("/dev/full")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("No space left")), qPrintable(r.err));
}

/** The program itself, its standard output a pipe whose reader has gone: compute's JSON cannot be
 *  written, which it says in one sentence and exit 2 (it exited 0 in silence). */
void ComputeAndExportCommandsTest::aStandardOutputNoOneReadsIsSaid()
{
    int output[2];
    int errors[2];
    QVERIFY(pipe(output) == 0 && pipe(errors) == 0);
    close(output[0]); // no reader: every write to the other end fails
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, output[1], STDOUT_FILENO);
    posix_spawn_file_actions_adddup2(&actions, errors[1], STDERR_FILENO);
    posix_spawn_file_actions_addclose(&actions, errors[0]);
    QByteArray program(ATTENTION_APP_PATH);
    QByteArray command("compute");
    QByteArray caseFile = QFile::encodeName(test::dataPath(QStringLiteral("golden/seed_softmax_example.json")));
    char *argv[] = {program.data(), command.data(), caseFile.data(), nullptr};
    pid_t child = 0;
    const int spawned = posix_spawn(&child, argv[0], &actions, nullptr, argv, environ);
    posix_spawn_file_actions_destroy(&actions);
    close(output[1]);
    close(errors[1]);
    QByteArray said;
    char buffer[4096];
    for (ssize_t n; (n = read(errors[0], buffer, sizeof buffer)) > 0;)
        said.append(buffer, n);
    close(errors[0]);
    QCOMPARE(spawned, 0);
    int status = 0;
    QCOMPARE(waitpid(child, &status, 0), child);
    QVERIFY2(WIFEXITED(status), "the program ended by a signal");
    QCOMPARE(WEXITSTATUS(status), 2);
    QCOMPARE(said.count('\n'), 1);
    QVERIFY2(said.contains("stdout") && said.contains("Broken pipe"), said.constData());
}

void ComputeAndExportCommandsTest::lessonsWithUnknownColourMapsAreRefused()
{
    QJsonObject lesson = lessonToJson(LessonState());
    lesson.insert(QStringLiteral("color_map"), QStringLiteral("rainbow"));
    const QString path = mDir.filePath(QStringLiteral("rainbow.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(QJsonDocument(lesson).toJson());
    file.close();
    const Run r = run({QStringLiteral("export"), path, QStringLiteral("-o"), mDir.filePath(QStringLiteral("rainbow.png"))});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("color_map")), qPrintable(r.err));
}

void ComputeAndExportCommandsTest::aLetterUnderThousandsOfAccentsDrawsQuickly()
{
    // 50,000 accents on one letter took 20 s to lay out: runs are cut to Unicode's 30, and a
    // label draws at most 4 of them.
    const QString accented = QStringLiteral("a") + QString(50000, QChar(0x0301)) + QStringLiteral(" b");
    LessonState state;
    state.lesson.source = lessonSentence(accented);
    QCOMPARE(QString::fromStdString(state.lesson.source), QStringLiteral("a") + QString(30, QChar(0x0301)) + QStringLiteral(" b"));
    const QString csv = mDir.filePath(QStringLiteral("accents.csv"));
    const Run r = run({QStringLiteral("export"), QStringLiteral("--source"), accented, QStringLiteral("-o"), csv});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QString header = QString::fromUtf8(readAll(csv)).section(QLatin1Char('\n'), 0, 0);
    QVERIFY(header.contains(QStringLiteral("a") + QString(4, QChar(0x0301)) + QLatin1Char(',')));
    QVERIFY(!header.contains(QString(5, QChar(0x0301))));
}

// bench's and bench_window's keystroke figures, split into the keys handled, the result computed
// and the window drawn: a lesson small enough to compute inside the key presses has nothing in
// the second span, one computed in the background has its computation there.
void ComputeAndExportCommandsTest::editLatencyTellsWhereAnEditWent()
{
    MainWindow window;
    window.recovery()->setEnabled(false);
    window.resize(1280, 800);
    window.show();
    const auto typedAtTheEnd = [](const QString &sentence) {
        return [sentence](int keys) { return cli::withWordsTypedAtTheEnd(sentence, keys); };
    };
    LessonState classroom; // scaled dot, d_model 64, 8 words
    classroom.lesson.source = "the little boy kicked the ball in the park";
    classroom.lesson.target = "le petit garcon a frappe le ballon au parc";
    const cli::EditLatency inside =
        cli::measureEditLatency(window, classroom, 6, typedAtTheEnd(QStringLiteral("le petit garcon")), cli::EditedSentence::Target);
    QCOMPARE(inside.result.p95, 0.0);
    QVERIFY(inside.keys.p50 > 0);
    QVERIFY(inside.drawn.p50 > 0);
    QVERIFY(inside.keys.p50 <= inside.p95 && inside.drawn.p50 <= inside.p95);

    LessonState large = classroom; // d_model 512 x 8 heads, 64 words: past what one frame may compute
    large.lesson.config.score = ScoreFunction::MultiHead;
    large.lesson.config.dModel = 512;
    large.lesson.config.heads = 8;
    QStringList words;
    for (int i = 0; i < 64; ++i)
        words.append(QStringLiteral("word%1").arg(i));
    const QString sentence = words.join(QLatin1Char(' '));
    large.lesson.source = large.lesson.target = sentence.toStdString();
    const cli::EditLatency background = cli::measureEditLatency(window, large, 4, typedAtTheEnd(sentence), cli::EditedSentence::Target);
    QVERIFY2(background.result.p50 > 0, "the background computation is the result's span");
    QVERIFY(background.keys.p50 > 0);
    QVERIFY(background.drawn.p50 > 0);
    QVERIFY(background.result.p50 <= background.p95);
}

QTEST_MAIN(ComputeAndExportCommandsTest)
#include "tst_compute_and_export_commands.moc"
