// The compute and export commands: results on good input, exit code 2 and a message on bad.
#include "tests/TestSupport.h"

#include "app/CommandLine.h"
#include "app/EditLatency.h"
#include "core/generation/DecoderForward.h"
#include "core/generation/DecoderModel.h"
#include "core/training/DecoderTrainer.h"
#include "core/training/TrainedModel.h"
#include "ui/document/LessonRecovery.h"
#include "ui/formats/DecoderModelJson.h"
#include "ui/formats/MessageText.h"
#include "ui/formats/LessonFile.h"
#include "ui/formats/MatrixExport.h"
#include "core/explain/AttentionSwap.h"
#include "core/explain/GradientTimesInput.h"
#include "core/explain/LeaveOneOut.h"
#include "core/explain/ValueNorm.h"
#include "core/pipeline/AttentionPipeline.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QDir>
#include <QJsonArray>
#include <QDomDocument>
#include <QFile>
#include <QImage>
#include <QPainter>
#include <QSvgRenderer>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTextStream>

#include <csignal>
#include <sys/resource.h>

using namespace attention;

namespace {

struct Run
{
    int code = -1;
    QString out;
    QString err;
};

Run run(const QStringList &arguments)
{
    Run r;
    QTextStream out(&r.out), err(&r.err);
    r.code = cli::runCommand(arguments, out, err);
    return r;
}

QByteArray readAll(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

QByteArray goldenText(const QString &name) { return readAll(test::dataPath(QStringLiteral("golden/") + name)); }

/** Every text element of an SVG file, in order, a space between them; empty where the file is no SVG. */
QString svgText(const QString &path)
{
    QDomDocument svg;
    if (!svg.setContent(readAll(path)))
        return QString();
    QString text;
    const QDomNodeList nodes = svg.elementsByTagName(QStringLiteral("text"));
    for (int i = 0; i < nodes.size(); ++i)
        text += nodes.at(i).toElement().text() + QLatin1Char(' ');
    return text.simplified();
}

} // namespace

class CommandLineTest : public QObject
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
    void trainReportsJson();
    void aTrainedLanguageModelGenerates();
    void theBundledModelCopiesFromTheCommandLine();
    void theBundledGrammarModelWritesGrammaticalSentences();
    void theBundledInductionModelHasTheTextbookCircuit();
    void aGrammarModelTrainsFromTheCommandLine();
    void generateRefusesBadValues_data();
    void generateRefusesBadValues();
    void languageModelFilesAreCheckedBeforeTheyAreTrusted_data();
    void languageModelFilesAreCheckedBeforeTheyAreTrusted();
    void trainedLessonExportsAnySource();
    void trainDrawsTheTrainTab();
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

void CommandLineTest::computeWritesToStdout()
{
    const Run r = run({QStringLiteral("compute"), test::dataPath(QStringLiteral("golden/seed_softmax_example.json"))});
    QCOMPARE(r.code, 0);
    const QJsonObject got = QJsonDocument::fromJson(r.out.toUtf8()).object();
    QVERIFY(test::closeEnough(got[QLatin1String("weights")][0][0].toDouble(), 0.6871835310268307));
}

void CommandLineTest::hostileCaseFiles_data()
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
    QTest::newRow("mask shape") << QByteArray(R"({"op": "attention", "score": "dot", "Q": [[1]], "K": [[1]], "V": [[1]], "mask": [[true, false]]})")
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
    QTest::newRow("a token id that is no whole number") << QJsonDocument(decoder).toJson() << QStringLiteral("\"tokens\" must be a whole number");
    QTest::newRow("deep nesting") << QByteArray(100000, '[') << QStringLiteral("nest 100000 deep");
}

void CommandLineTest::hostileCaseFiles()
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

void CommandLineTest::missingAndOversizedFiles()
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

void CommandLineTest::exportPng()
{
    const QString path = mDir.filePath(QStringLiteral("weights.png"));
    const Run r = run({QStringLiteral("export"), QStringLiteral("-o"), path, QStringLiteral("--width"), QStringLiteral("800"),
                       QStringLiteral("--height"), QStringLiteral("600"), QStringLiteral("--scale"), QStringLiteral("2")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(readAll(path).startsWith("\x89PNG\r\n\x1a\n"));
    const QImage image(path);
    QCOMPARE(image.size(), QSize(1600, 1200));
}

void CommandLineTest::exportSvgKeepsTokensAsText()
{
    const QString path = mDir.filePath(QStringLiteral("weights.svg"));
    const Run r = run({QStringLiteral("export"), QStringLiteral("-o"), path, QStringLiteral("--source"),
                       QStringLiteral("Zebras graze"), QStringLiteral("--target"), QStringLiteral("Les z\u00E8bres broutent")});
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

void CommandLineTest::exportPdf()
{
    const QString path = mDir.filePath(QStringLiteral("weights.pdf"));
    const Run r = run({QStringLiteral("export"), QStringLiteral("-o"), path});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QByteArray pdf = readAll(path);
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY(pdf.trimmed().endsWith("%%EOF"));
}

void CommandLineTest::exportCsvHasTokenHeaders()
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

void CommandLineTest::exportNpyShape()
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

void CommandLineTest::exportJsonHeads()
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

void CommandLineTest::exportEveryView_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("suffix");
    for (const char *view : {"weights", "scores", "context", "q", "k", "v", "heads", "pipeline", "lines", "distribution"})
        for (const char *suffix : {"png", "svg", "pdf", "csv", "json", "npy"})
            QTest::addRow("%s.%s", view, suffix) << QString::fromLatin1(view) << QString::fromLatin1(suffix);
}

void CommandLineTest::exportEveryView()
{
    QFETCH(QString, view);
    QFETCH(QString, suffix);
    const QString path = mDir.filePath(view + QLatin1Char('.') + suffix);
    const Run r = run({QStringLiteral("export"), QStringLiteral("-o"), path, QStringLiteral("--view"), view, QStringLiteral("--score"),
                       QStringLiteral("multihead"), QStringLiteral("--scale"), QStringLiteral("1")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QVERIFY(readAll(path).size() > 100);
}

void CommandLineTest::exportTeachPanels_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("suffix");
    for (const char *view : {"scaling", "worked", "decoding", "contexts", "compare", "cost", "explain"})
        for (const char *suffix : {"svg", "png", "pdf"})
            QTest::addRow("%s.%s", view, suffix) << QString::fromLatin1(view) << QString::fromLatin1(suffix);
}

void CommandLineTest::exportTeachPanels()
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
    const Run r = run({QStringLiteral("export"), QStringLiteral("-o"), path, QStringLiteral("--view"), view, QStringLiteral("--source"),
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

void CommandLineTest::exportWaitsForTheTeachPanelsWorkers_data()
{
    QTest::addColumn<QString>("view");
    QTest::addColumn<QString>("legend"); // drawn with the curves, so only once they have come
    QTest::addRow("scaling") << QStringLiteral("scaling") << QStringLiteral("scaled by \u221Ad_k");
    QTest::addRow("cost") << QStringLiteral("cost") << QStringLiteral("measured");
}

void CommandLineTest::exportWaitsForTheTeachPanelsWorkers()
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

void CommandLineTest::exportWhatAttentionExplains()
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
    npy.replace("(2, 2, 2)", "(2,1,2,2)");                            // ...made two layers of one head (the same length)
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
             QStringLiteral("multihead"), QStringLiteral("--heads"), QStringLiteral("4"), QStringLiteral("--d-model"),
             QStringLiteral("32"), QStringLiteral("-o"), leftOut});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const auto change = leaveOneOut(*computeAttention(lesson));
    const std::vector<float> gotChange = csvValues(leftOut);
    QCOMPARE(qsizetype(gotChange.size()), qsizetype(change->size()));
    for (Eigen::Index k = 0; k < change->size(); ++k)
        QVERIFY(std::abs(gotChange[std::size_t(k)] - change->data()[k]) < 1e-6f);
    r = run({QStringLiteral("export"), QStringLiteral("--view"), QStringLiteral("rollout"), QStringLiteral("-o"), rollout}); // cross attention
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

void CommandLineTest::failedExportKeepsTheOldFile()
{
    const QString path = mDir.filePath(QStringLiteral("kept.png"));
    QCOMPARE(run({QStringLiteral("export"), QStringLiteral("-o"), path, QStringLiteral("--width"), QStringLiteral("100"),
                  QStringLiteral("--height"), QStringLiteral("100"), QStringLiteral("--scale"), QStringLiteral("1")}).code, 0);
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

void CommandLineTest::trainReportsJson()
{
    // A number of steps, not of seconds: the same on a slow sanitizer build as on a fast one.
    const Run r = run({QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("reverse"), QStringLiteral("--steps"),
                       QStringLiteral("200"), QStringLiteral("--json")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QStringList lines = r.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QVERIFY(lines.size() >= 2);
    const QJsonObject summary = QJsonDocument::fromJson(lines.last().toUtf8()).object();
    for (const char *key : {"alignment_accuracy", "token_accuracy", "steps", "seconds"})
        QVERIFY2(summary.contains(QLatin1String(key)), key);
    QCOMPARE(summary[QLatin1String("steps")].toInt(), 200);
    QVERIFY(summary[QLatin1String("alignment_accuracy")].toDouble() > 0.9); // reversal takes about a hundred steps
    // By time, as docs/command-line.md shows it: a short run still ends with the summary.
    const Run timed = run({QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("dates"), QStringLiteral("--seconds"),
                           QStringLiteral("0.3"), QStringLiteral("--json")});
    QVERIFY2(timed.code == 0, qPrintable(timed.err));
    QVERIFY(QJsonDocument::fromJson(timed.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).last().toUtf8()).object().contains(
        QLatin1String("alignment_accuracy")));
    QCOMPARE(run({QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("poetry")}).code, 2);
    QCOMPARE(run({QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("dates"), QStringLiteral("--seconds"),
                  QStringLiteral("-5")}).code, 2);
}

void CommandLineTest::aTrainedLanguageModelGenerates()
{
    QTemporaryDir dir;
    const QString model = dir.filePath(QStringLiteral("induction.json"));
    const Run trained = run({QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("induction"), QStringLiteral("--steps"),
                             QStringLiteral("20"), QStringLiteral("--json"), QStringLiteral("--model"), model});
    QVERIFY2(trained.code == 0, qPrintable(trained.err));
    const QJsonObject summary = QJsonDocument::fromJson(trained.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).last().toUtf8()).object();
    QCOMPARE(summary[QLatin1String("steps")].toInt(), 20);
    for (const char *key : {"copy_accuracy", "induction_head", "previous_token_head", "induction_score", "loss", "look_back", "after_occurrence"})
        QVERIFY2(summary.contains(QLatin1String(key)), key);
    QCOMPARE(summary[QLatin1String("induction_score")].toArray().size(), 2); // two layers
    const QJsonObject reads = summary[QLatin1String("look_back")].toArray()[0].toArray()[1].toObject();
    QVERIFY(reads[QLatin1String("offset")].toInt() >= 0 && reads[QLatin1String("offset")].toInt() < 8);
    QVERIFY(reads[QLatin1String("share")].toDouble() > 0);
    QVERIFY2(trained.out.contains(QLatin1String("heads: layer 1 head 1 reads ")), qPrintable(trained.out));

    const Run greedy = run({QStringLiteral("generate"), model, QStringLiteral("--prompt"), QStringLiteral("q x b"),
                            QStringLiteral("--max-new-tokens"), QStringLiteral("5"), QStringLiteral("--json")});
    QVERIFY2(greedy.code == 0, qPrintable(greedy.err));
    const QJsonObject text = QJsonDocument::fromJson(greedy.out.toUtf8()).object();
    QCOMPARE(text[QLatin1String("tokens")].toArray().size(), 5);
    QVERIFY(text[QLatin1String("text")].toString().startsWith(QLatin1String("q x b ")));
    const QJsonArray steps = text[QLatin1String("steps")].toArray();
    QCOMPARE(steps.size(), 5);
    for (const QJsonValue &step : steps) {
        QCOMPARE(step[QLatin1String("kept")].toInt(), 1);
        QVERIFY(step[QLatin1String("probability")].toDouble() > 0 && step[QLatin1String("probability")].toDouble() <= 1);
    }
    // Sampling with a seed: the same text twice, and top-k bounds what each step kept.
    const QStringList sampled{QStringLiteral("generate"), model, QStringLiteral("--prompt"), QStringLiteral("a"),
                              QStringLiteral("--strategy"), QStringLiteral("sample"), QStringLiteral("--temperature"),
                              QStringLiteral("2"), QStringLiteral("--top-k"), QStringLiteral("3"), QStringLiteral("--seed"),
                              QStringLiteral("5"), QStringLiteral("--json")};
    const Run first = run(sampled), second = run(sampled);
    QVERIFY2(first.code == 0, qPrintable(first.err));
    QCOMPARE(first.out, second.out);
    for (const QJsonValue &step : QJsonDocument::fromJson(first.out.toUtf8()).object()[QLatin1String("steps")].toArray())
        QVERIFY(step[QLatin1String("kept")].toInt() >= 1 && step[QLatin1String("kept")].toInt() <= 3);
}

void CommandLineTest::theBundledModelCopiesFromTheCommandLine()
{
    const Run r = run({QStringLiteral("generate"), QStringLiteral("--task"), QStringLiteral("induction"), QStringLiteral("--prompt"),
                       QStringLiteral("q x b m k z q x"), QStringLiteral("--max-new-tokens"), QStringLiteral("4")});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    QCOMPARE(r.out.trimmed(), QStringLiteral("q x b m k z q x b m k z"));
    QCOMPARE(run({QStringLiteral("generate"), QStringLiteral("--task"), QStringLiteral("grammar!"), QStringLiteral("--prompt"),
                  QStringLiteral("q")}).code, 2);
}

void CommandLineTest::theBundledInductionModelHasTheTextbookCircuit()
{
    const auto file = readLanguageModelFile(QStringLiteral(":/models/induction.json"));
    if (!file)
        QFAIL(qPrintable(messageText(file.problem())));
    const training::LanguageTask task = training::LanguageTask::make(training::LanguageTaskKind::Induction);
    QCOMPARE(file->vocabulary, task.vocabulary());
    // Fresh sequences through the reference forward pass: per head, the mean weight on the
    // previous position and, from each letter of the second copy, on the letter after its earlier
    // occurrence; and how often the next letter of the copy is the likeliest.
    std::mt19937_64 random(21);
    constexpr int kSequences = 100;
    const int layers = file->model.layers(), heads = file->model.heads;
    std::vector<std::vector<double>> previous(std::size_t(layers), std::vector<double>(std::size_t(heads), 0.0));
    std::vector<std::vector<double>> induction = previous;
    long positions = 0, probes = 0, copied = 0;
    for (int s = 0; s < kSequences; ++s) {
        const training::TextExample example = task.sample(random);
        const auto pass = generation::decodeSequence(file->model, example.tokens);
        QVERIFY(pass);
        for (int l = 0; l < layers; ++l)
            for (int h = 0; h < heads; ++h) {
                const Matrix &w = pass->weights[std::size_t(l)][std::size_t(h)];
                for (int i = 1; i < task.length(); ++i)
                    previous[std::size_t(l)][std::size_t(h)] += w(i, i - 1);
                for (const training::AttentionProbe &probe : example.probes)
                    induction[std::size_t(l)][std::size_t(h)] += w(probe.query, probe.key);
            }
        positions += task.length() - 1;
        probes += long(example.probes.size());
        for (const int position : example.measured) {
            Eigen::Index best = 0;
            pass->logits.row(position).maxCoeff(&best);
            copied += best == example.tokens[std::size_t(position + 1)];
        }
    }
    // The textbook circuit (Olsson et al., 2022): a first-layer head on the previous letter, a
    // second-layer head on the letter after the earlier occurrence. A model with a shifted circuit
    // (first-layer heads reading 3 to 6 back) had neither above 9 %.
    double bestPrevious = 0, bestInduction = 0;
    for (int h = 0; h < heads; ++h) {
        bestPrevious = std::max(bestPrevious, previous[0][std::size_t(h)] / double(positions));
        bestInduction = std::max(bestInduction, induction[std::size_t(layers - 1)][std::size_t(h)] / double(probes));
    }
    QVERIFY2(bestPrevious > 0.7, qPrintable(QString::number(bestPrevious)));
    QVERIFY2(bestInduction > 0.8, qPrintable(QString::number(bestInduction)));
    QVERIFY2(double(copied) / double(probes) > 0.9, qPrintable(QString::number(double(copied) / double(probes))));
}

void CommandLineTest::theBundledGrammarModelWritesGrammaticalSentences()
{
    const auto file = readLanguageModelFile(QStringLiteral(":/models/grammar.json"));
    if (!file)
        QFAIL(qPrintable(messageText(file.problem())));
    const training::LanguageTask task = training::LanguageTask::make(training::LanguageTaskKind::Grammar);
    QCOMPARE(file->vocabulary, task.vocabulary());
    const double share = training::grammaticalShare(file->model, task, 0.8, 200, 11);
    QVERIFY2(share >= 0.9, qPrintable(QString::number(share)));
    // An untrained model of the same shape writes almost nothing grammatical: the check can fail.
    const double untrained = training::grammaticalShare(generation::randomDecoderModel(task.shape(), 3), task, 0.8, 200, 11);
    QVERIFY2(untrained < 0.1, qPrintable(QString::number(untrained)));
}

void CommandLineTest::aGrammarModelTrainsFromTheCommandLine()
{
    QTemporaryDir dir;
    const QString model = dir.filePath(QStringLiteral("grammar.json"));
    const Run trained = run({QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("grammar"), QStringLiteral("--steps"),
                             QStringLiteral("3"), QStringLiteral("--json"), QStringLiteral("--model"), model});
    QVERIFY2(trained.code == 0, qPrintable(trained.err));
    const QJsonObject summary = QJsonDocument::fromJson(trained.out.split(QLatin1Char('\n'), Qt::SkipEmptyParts).last().toUtf8()).object();
    QCOMPARE(summary[QLatin1String("task")].toString(), QStringLiteral("grammar"));
    for (const char *key : {"grammatical_share", "agreement_head", "agreement_score", "previous_token_head", "loss"})
        QVERIFY2(summary.contains(QLatin1String(key)), key);
    QVERIFY(summary[QLatin1String("grammatical_share")].toDouble() < 0.5); // three steps teach no grammar yet
    const auto file = readLanguageModelFile(model);
    QVERIFY(file);
    QCOMPARE(file->task, QStringLiteral("grammar"));

    const Run sentence = run({QStringLiteral("generate"), QStringLiteral("--task"), QStringLiteral("grammar"), QStringLiteral("--prompt"),
                              QStringLiteral("the dogs that the cat"), QStringLiteral("--max-new-tokens"), QStringLiteral("2")});
    QVERIFY2(sentence.code == 0, qPrintable(sentence.err));
    const QStringList words = sentence.out.trimmed().split(QLatin1Char(' '));
    QCOMPARE(words.size(), 7);
    // "sees run", or "sees follow" and an object to come: the verb after the clause agrees with "dogs".
    std::vector<std::string> written{"the", "dogs", "that", "the", "cat", words[5].toStdString(), words[6].toStdString()};
    const training::Grammar grammar;
    bool grammatical = grammar.accepts(written);
    written.insert(written.end(), {"the", "dog"});
    grammatical = grammatical || grammar.accepts(written);
    QVERIFY2(grammatical, qPrintable(sentence.out));
}

void CommandLineTest::generateRefusesBadValues_data()
{
    QTest::addColumn<QStringList>("options");
    QTest::addColumn<QString>("says");
    QTest::newRow("zero temperature") << QStringList{QStringLiteral("--temperature"), QStringLiteral("0")} << QStringLiteral("temperature");
    QTest::newRow("negative temperature") << QStringList{QStringLiteral("--temperature"), QStringLiteral("-1")} << QStringLiteral("temperature");
    QTest::newRow("top-p above 1") << QStringList{QStringLiteral("--top-p"), QStringLiteral("1.5")} << QStringLiteral("Top-p");
    QTest::newRow("top-p 0") << QStringList{QStringLiteral("--top-p"), QStringLiteral("0")} << QStringLiteral("Top-p");
    QTest::newRow("negative top-k") << QStringList{QStringLiteral("--top-k"), QStringLiteral("-2")} << QStringLiteral("Top-k");
    QTest::newRow("unknown word") << QStringList{QStringLiteral("--prompt"), QStringLiteral("q Zebra")} << QStringLiteral("Zebra");
    QTest::newRow("bad strategy") << QStringList{QStringLiteral("--strategy"), QStringLiteral("beam")} << QStringLiteral("--strategy");
    QTest::newRow("a long unknown word is cut") << QStringList{QStringLiteral("--prompt"), QStringLiteral("q ") + QString(100000, QLatin1Char('Z'))}
                                                << QStringLiteral("ZZZZ\u2026\" is not a word");
    QTest::newRow("too many tokens") << QStringList{QStringLiteral("--max-new-tokens"), QStringLiteral("100000")} << QStringLiteral("--max-new-tokens");
}

void CommandLineTest::generateRefusesBadValues()
{
    QFETCH(QStringList, options);
    QFETCH(QString, says);
    QTemporaryDir dir;
    const QString model = dir.filePath(QStringLiteral("m.json"));
    QCOMPARE(run({QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("induction"), QStringLiteral("--steps"),
                  QStringLiteral("1"), QStringLiteral("--model"), model}).code, 0);
    QStringList arguments{QStringLiteral("generate"), model};
    if (!options.contains(QStringLiteral("--prompt")))
        arguments << QStringLiteral("--prompt") << QStringLiteral("q x");
    const Run r = run(arguments + options);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(says), qPrintable(r.err));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1); // one sentence
    QVERIFY(r.out.isEmpty());
}

void CommandLineTest::languageModelFilesAreCheckedBeforeTheyAreTrusted_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<QJsonValue>("value");
    QTest::addColumn<QString>("says");
    QTest::newRow("newer version") << QStringLiteral("version") << QJsonValue(999) << QStringLiteral("newer Attention Explorer");
    QTest::newRow("no version") << QStringLiteral("version") << QJsonValue() << QStringLiteral("\"version\"");
    QTest::newRow("an escape sequence") << QStringLiteral("word") << QJsonValue(QStringLiteral("\u001b]0;retitled\u0007"))
                                        << QStringLiteral("word 1 of \"vocabulary\"");
    QTest::newRow("null word") << QStringLiteral("word") << QJsonValue() << QStringLiteral("word 1 of \"vocabulary\"");
    QTest::newRow("a word with a space") << QStringLiteral("word") << QJsonValue(QStringLiteral("two words")) << QStringLiteral("without spaces");
}

// The file a user was sent: its version is one this app reads, and its words can be typed and printed.
void CommandLineTest::languageModelFilesAreCheckedBeforeTheyAreTrusted()
{
    QFETCH(QString, key);
    QFETCH(QJsonValue, value);
    QFETCH(QString, says);
    QTemporaryDir dir;
    const QString model = dir.filePath(QStringLiteral("m.json"));
    QCOMPARE(run({QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("induction"), QStringLiteral("--steps"),
                  QStringLiteral("1"), QStringLiteral("--model"), model}).code, 0);
    QJsonObject file = QJsonDocument::fromJson(readAll(model)).object();
    QVERIFY(file.contains(QLatin1String("version")));
    if (key == QLatin1String("word")) {
        QJsonArray words = file[QLatin1String("vocabulary")].toArray();
        words[0] = value;
        file[QLatin1String("vocabulary")] = words;
    } else if (value.isUndefined()) {
        file.remove(key);
    } else {
        file[key] = value;
    }
    QFile out(model);
    QVERIFY(out.open(QIODevice::WriteOnly | QIODevice::Truncate));
    out.write(QJsonDocument(file).toJson(QJsonDocument::Compact));
    out.close();
    const Run r = run({QStringLiteral("generate"), model, QStringLiteral("--prompt"), QStringLiteral("q x")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(says), qPrintable(r.err));
    QVERIFY(!r.err.contains(QChar(0x1b)));
}

void CommandLineTest::trainDrawsTheTrainTab()
{
    const QString svgPath = mDir.filePath(QStringLiteral("training.svg"));
    const Run trained = run({QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("reverse"), QStringLiteral("--steps"),
                             QStringLiteral("60"), QStringLiteral("--picture"), svgPath});
    QVERIFY2(trained.code == 0, qPrintable(trained.err));
    const QString text = svgText(svgPath);
    QVERIFY2(text.contains(QStringLiteral("A held-out example after 60 steps")), qPrintable(text.left(300)));
    QVERIFY(text.contains(QStringLiteral("Held-out loss and accuracy")));
    QVERIFY(text.contains(QStringLiteral("alignment accuracy")));

    const QString pngPath = mDir.filePath(QStringLiteral("training.png"));
    QCOMPARE(run({QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("dates"), QStringLiteral("--steps"), QStringLiteral("3"),
                  QStringLiteral("--picture"), pngPath})
                 .code,
             0);
    QCOMPARE(QImage(pngPath).size(), QSize(2000, 1440)); // 1000 x 720, two pixels a point for slides

    const Run language = run({QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("induction"), QStringLiteral("--steps"),
                              QStringLiteral("1"), QStringLiteral("--picture"), pngPath});
    QCOMPARE(language.code, 2);
    QVERIFY2(language.err.contains(QStringLiteral("Generate tab")), qPrintable(language.err));
    const Run numbers = run({QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("reverse"), QStringLiteral("--picture"),
                             mDir.filePath(QStringLiteral("training.csv"))});
    QCOMPARE(numbers.code, 2); // said before 30 seconds of training, not after
    QVERIFY2(numbers.err.contains(QStringLiteral(".png, .svg or .pdf")), qPrintable(numbers.err));
    QVERIFY(numbers.out.isEmpty());
}

void CommandLineTest::trainedLessonExportsAnySource()
{
    QTemporaryDir dir;
    const QString lesson = dir.filePath(QStringLiteral("reverse.json"));
    const Run trained = run({QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("reverse"), QStringLiteral("--steps"),
                             QStringLiteral("150"), QStringLiteral("--lesson"), lesson});
    QVERIFY2(trained.code == 0, qPrintable(trained.err));
    const auto opened = openLessonFile(lesson);
    QVERIFY2(opened, opened.error().c_str());
    QVERIFY(training::trainedModelOf(opened->lesson));
    QCOMPARE(training::trainedModelOf(opened->lesson)->steps, 150L);

    const QString csv = dir.filePath(QStringLiteral("weights.csv"));
    const Run exported = run({QStringLiteral("export"), lesson, QStringLiteral("--source"), QStringLiteral("9 8 7 6"),
                              QStringLiteral("-o"), csv});
    QVERIFY2(exported.code == 0, qPrintable(exported.err));
    const QStringList rows = QString::fromUtf8(readAll(csv)).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(rows.size(), 5);                                   // a header and one row per written token
    QCOMPARE(rows.first(), QStringLiteral("weights,9,8,7,6"));  // the keys are the typed digits
    QVERIFY(exported.err.contains(QStringLiteral("writes")));   // the note says what the model wrote

    const Run refused = run({QStringLiteral("export"), lesson, QStringLiteral("--source"), QStringLiteral("nine"),
                             QStringLiteral("-o"), csv});
    QCOMPARE(refused.code, 2);
    QVERIFY(refused.err.contains(QStringLiteral("digits")));
}

void CommandLineTest::exportRefusals_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("messagePart");
    const QString out = QStringLiteral("/tmp/attention-refused.png");
    QTest::newRow("no output") << QStringList{} << QStringLiteral("-o FILE");
    QTest::newRow("bad view") << QStringList{QStringLiteral("-o"), out, QStringLiteral("--view"), QStringLiteral("pie")} << QStringLiteral("--view");
    QTest::newRow("bad score") << QStringList{QStringLiteral("-o"), out, QStringLiteral("--score"), QStringLiteral("cos")} << QStringLiteral("--score");
    QTest::newRow("zero temperature") << QStringList{QStringLiteral("-o"), out, QStringLiteral("--temperature"), QStringLiteral("0")}
                                      << QStringLiteral("temperature");
    QTest::newRow("heads do not divide") << QStringList{QStringLiteral("-o"), out, QStringLiteral("--score"), QStringLiteral("multihead"),
                                                        QStringLiteral("--heads"), QStringLiteral("5")}
                                         << QStringLiteral("cannot be split");
    QTest::newRow("empty source") << QStringList{QStringLiteral("-o"), out, QStringLiteral("--source"), QString()} << QStringLiteral("source");
    QTest::newRow("unknown format") << QStringList{QStringLiteral("-o"), QStringLiteral("/tmp/x.bmpx")} << QStringLiteral("unknown");
    QTest::newRow("a format the help does not name") << QStringList{QStringLiteral("-o"), QStringLiteral("/dev/null"), QStringLiteral("--format"),
                                                                    QStringLiteral("jpeg")}
                                                    << QStringLiteral("--format must be png, svg, pdf, csv, json or npy");
    QTest::newRow("a suffix the help does not name") << QStringList{QStringLiteral("-o"), QStringLiteral("/tmp/x.jpg")} << QStringLiteral("unknown format \"jpg\"");
    QTest::newRow("huge image") << QStringList{QStringLiteral("-o"), out, QStringLiteral("--width"), QStringLiteral("16000"),
                                               QStringLiteral("--height"), QStringLiteral("16000"), QStringLiteral("--scale"), QStringLiteral("8")}
                                << QStringLiteral("too large");
    QTest::newRow("unwritable") << QStringList{QStringLiteral("-o"), QStringLiteral("/nonexistent-dir/x.png")} << QStringLiteral("could not write");
    QTest::newRow("missing import") << QStringList{QStringLiteral("--import"), QStringLiteral("/nonexistent.npy"), QStringLiteral("-o"), out}
                                    << QStringLiteral("Could not open");
    QTest::newRow("import not attention") << QStringList{QStringLiteral("--import"), test::dataPath(QStringLiteral("golden/dot_2x5x64_b0.json")),
                                                         QStringLiteral("-o"), out}
                                          << QStringLiteral("\"attentions\"");
    const QString empty = mDir.filePath(QStringLiteral("empty.npy")), text = mDir.filePath(QStringLiteral("text.npy"));
    QFile(empty).open(QIODevice::WriteOnly);
    QFile textFile(text);
    if (textFile.open(QIODevice::WriteOnly))
        textFile.write("{\"attentions\": []}");
    textFile.close();
    QTest::newRow("empty import") << QStringList{QStringLiteral("--import"), empty, QStringLiteral("-o"), out} << QStringLiteral("empty.npy is empty");
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
    QTest::newRow("a head past the heads") << QStringList{QStringLiteral("-o"), out, QStringLiteral("--score"), QStringLiteral("multihead"),
                                                          QStringLiteral("--heads"), QStringLiteral("4"), QStringLiteral("--head"),
                                                          QStringLiteral("9")}
                                           << QStringLiteral("--head must be from 1 to 4");
    QTest::newRow("a PDF page past 200 inches") << QStringList{QStringLiteral("-o"), QStringLiteral("/tmp/attention-refused.pdf"),
                                                               QStringLiteral("--width"), QStringLiteral("16000"), QStringLiteral("--height"),
                                                               QStringLiteral("16000")}
                                                << QStringLiteral("PDF page");
    QTest::newRow("a Teach panel as numbers") << QStringList{QStringLiteral("-o"), QStringLiteral("/tmp/attention-refused.csv"),
                                                             QStringLiteral("--view"), QStringLiteral("cost")}
                                              << QStringLiteral("--view cost is a picture");
    QTest::newRow("a Teach panel of imported attention") << QStringList{QStringLiteral("-o"), out, QStringLiteral("--view"), QStringLiteral("worked"),
                                                                        QStringLiteral("--import"), QStringLiteral("/nonexistent.npy")}
                                                         << QStringLiteral("not imported attention");
    QTest::newRow("worked arithmetic of a cell past the map") << QStringList{QStringLiteral("-o"), out, QStringLiteral("--view"), QStringLiteral("worked"),
                                                                             QStringLiteral("--row"), QStringLiteral("40")}
                                                              << QStringLiteral("--row and --column must be within them");
    QStringList words;
    for (int i = 0; i < 2048; ++i)
        words.append(QStringLiteral("w%1").arg(i));
    QTest::newRow("additive beyond the budget") << QStringList{QStringLiteral("-o"), out, QStringLiteral("--source"), words.join(QLatin1Char(' ')),
                                                               QStringLiteral("--mode"), QStringLiteral("self_source"), QStringLiteral("--score"),
                                                               QStringLiteral("additive"), QStringLiteral("--additive-size"), QStringLiteral("4096")}
                                                << QStringLiteral("multiply-adds");
}

void CommandLineTest::exportRefusals()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, messagePart);
    const Run r = run(QStringList{QStringLiteral("export")} + arguments);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(messagePart), qPrintable(r.err));
    QCOMPARE(r.err.count(QLatin1Char('\n')), 1); // one line
}

void CommandLineTest::casesBeyondTheBudgetAreRefusedBeforeWork()
{
    // Each of these took gigabytes and tens of seconds, or aborted (100,000 rows).
    const auto attentionCase = [](int rows) {
        QJsonArray column;
        for (int i = 0; i < rows; ++i)
            column.append(QJsonArray{0.5});
        return QJsonDocument(QJsonObject{{QStringLiteral("op"), QStringLiteral("attention")}, {QStringLiteral("score"), QStringLiteral("dot")},
                                         {QStringLiteral("Q"), column}, {QStringLiteral("K"), column}, {QStringLiteral("V"), column}})
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

void CommandLineTest::largeMapsAreDrawnAtThePicturesPixels()
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

void CommandLineTest::numbersAFloatCannotHoldAreRefused()
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

void CommandLineTest::csvNeutralisesFormulas()
{
    const QString csv = mDir.filePath(QStringLiteral("formula.csv"));
    const Run r = run({QStringLiteral("export"), QStringLiteral("--source"), QStringLiteral("=1+1 @SUM -2 +cmd plain"), QStringLiteral("--target"),
                       QStringLiteral("x"), QStringLiteral("-o"), csv});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const QString header = QString::fromUtf8(readAll(csv)).section(QLatin1Char('\n'), 0, 0);
    QVERIFY2(!header.contains(QStringLiteral(",=")) && !header.contains(QStringLiteral(",@")) && !header.contains(QStringLiteral(",+")),
             qPrintable(header));
    QVERIFY2(header.contains(QStringLiteral("'=")) && header.contains(QStringLiteral("'@")), qPrintable(header));
    QVERIFY(header.contains(QStringLiteral(",plain")));
}

void CommandLineTest::trainRefusesStrayArguments()
{
    const Run r = run({QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("reverse"), QStringLiteral("--steps"),
                       QStringLiteral("1"), QStringLiteral("extra")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("unexpected argument")), qPrintable(r.err));
}

void CommandLineTest::outputsThatCannotBeWrittenAreRefusedBeforeTheWork_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("said");
    const QString folder = mDir.path();
    const QString missing = mDir.filePath(QStringLiteral("no/such/folder/out.json"));
    QTest::newRow("train --lesson FOLDER") << QStringList{QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("reverse"),
                                                          QStringLiteral("--steps"), QStringLiteral("1"), QStringLiteral("--lesson"), folder}
                                           << QStringLiteral("is a folder");
    QTest::newRow("train --model missing") << QStringList{QStringLiteral("train"), QStringLiteral("--task"), QStringLiteral("induction"),
                                                          QStringLiteral("--steps"), QStringLiteral("1"), QStringLiteral("--model"), missing}
                                           << QStringLiteral("does not exist");
    QTest::newRow("compute -o missing") << QStringList{QStringLiteral("compute"), test::dataPath(QStringLiteral("golden/seed_softmax_example.json")),
                                                       QStringLiteral("-o"), missing}
                                        << QStringLiteral("does not exist");
}

// Refused with exit code 2 before any work: training would have reported its steps first.
void CommandLineTest::outputsThatCannotBeWrittenAreRefusedBeforeTheWork()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, said);
    const Run r = run(arguments);
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(said), qPrintable(r.err));
    QVERIFY2(r.out.isEmpty(), qPrintable(r.out));
}

void CommandLineTest::aWriteThatFailsAfterTheWorkExitsWithTwo()
{
    if (!QFileInfo::exists(QStringLiteral("/dev/full")))
        QSKIP("this system has no /dev/full to stand for a full disk");
    const Run r = run({QStringLiteral("compute"), test::dataPath(QStringLiteral("golden/seed_softmax_example.json")), QStringLiteral("-o"), QStringLiteral("/dev/full")});
    QCOMPARE(r.code, 2);
    QVERIFY2(r.err.contains(QStringLiteral("No space left")), qPrintable(r.err));
}

void CommandLineTest::lessonsWithUnknownColourMapsAreRefused()
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

void CommandLineTest::aLetterUnderThousandsOfAccentsDrawsQuickly()
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
void CommandLineTest::editLatencyTellsWhereAnEditWent()
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
    const cli::EditLatency inside = cli::measureEditLatency(window, classroom, 6, typedAtTheEnd(QStringLiteral("le petit garcon")),
                                                            cli::EditedSentence::Target);
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

QTEST_MAIN(CommandLineTest)
#include "tst_commandline.moc"
