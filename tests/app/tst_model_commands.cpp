// The command line on real model folders: tokenize, export --model, generate --model and
// translate, against the reference outputs of tests/data/models/, and their refusals.
#include "app/CommandLine.h"
#include "tests/support/TestSupport.h"
#include "ui/formats/FileAccess.h"
#include "ui/formats/LessonFile.h"
#include "ui/formats/NpyReader.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QTextStream>

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

QString model(const char *name)
{
    return QDir(test::dataPath(QStringLiteral("models"))).filePath(QLatin1String(name));
}

QJsonObject caseOf(const char *name, int index)
{
    QFile file(QDir(test::dataPath(QStringLiteral("models"))).filePath(QStringLiteral("cases.json")));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cases.json missing");
    int seen = 0;
    for (const QJsonValue &c : QJsonDocument::fromJson(file.readAll()).array())
        if (c.toObject().value(QLatin1String("model")).toString() == QLatin1String(name) && seen++ == index)
            return c.toObject();
    qFatal("no case %d of %s", index, name);
}

NpyArray npy(const QString &path)
{
    auto bytes = readFileBounded(path, 64 << 20);
    if (!bytes)
        qFatal("%s", bytes.error().c_str());
    auto array = readNpy(*bytes);
    if (!array)
        qFatal("%s", array.error().c_str());
    return std::move(array.value());
}

double largestDifference(const NpyArray &got, const NpyArray &want)
{
    if (got.shape() != want.shape())
        return 1e9;
    double largest = 0;
    for (std::int64_t k = 0; k < want.count(); ++k)
        largest = std::max(largest, std::abs(got.value(k) - want.value(k)));
    return largest;
}

QJsonObject jsonOf(const QString &text)
{
    return QJsonDocument::fromJson(text.toUtf8()).object();
}

} // namespace

class ModelCommandsTest : public QObject
{
    Q_OBJECT

private slots:
    void tokenizeGivesTheModelsIdsAndTokens();
    void exportWritesEveryLayersHeads();
    void exportDrawsTheLastLayerByDefault();
    void exportWritesMariansCrossAttention();
    void generateContinuesAsTheReference();
    void translateWritesTheReferenceTranslation();
    void aWiderBeamSearchEndsAndCanDiffer();
    void commandsRefuseWhatAModelCannotDo();
    void aLessonFileThatNamesAModelIsExportedWithIt();

private:
    QTemporaryDir mDir;
};

void ModelCommandsTest::tokenizeGivesTheModelsIdsAndTokens()
{
    const QJsonObject bert = caseOf("bert-tiny", 3);
    const Run r = run({QStringLiteral("tokenize"), QStringLiteral("--model"), model("bert-tiny"),
                       bert.value(QLatin1String("text")).toString(), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    QCOMPARE(jsonOf(r.out).value(QLatin1String("ids")).toArray(), bert.value(QLatin1String("ids")).toArray());
    QCOMPARE(jsonOf(r.out).value(QLatin1String("tokens")).toArray(), bert.value(QLatin1String("tokens")).toArray());
    const QJsonObject marian = caseOf("marian-tiny", 0);
    const Run target = run({QStringLiteral("tokenize"), QStringLiteral("--model"), model("marian-tiny"), QStringLiteral("--target"),
                            marian.value(QLatin1String("target")).toString(), QStringLiteral("--json")});
    QCOMPARE(jsonOf(target.out).value(QLatin1String("ids")).toArray(), marian.value(QLatin1String("target_ids")).toArray());
    // Plain: one token a line, its id and its piece; control characters escaped.
    const Run plain = run({QStringLiteral("tokenize"), QStringLiteral("--model"), model("gpt2-tiny"), QStringLiteral("Hello\x1b")});
    QCOMPARE(plain.code, 0);
    QVERIFY2(plain.out.startsWith(QStringLiteral("15496\tHello\n")), qPrintable(plain.out));
    QVERIFY(!plain.out.contains(QChar(0x1b)));
}

void ModelCommandsTest::exportWritesEveryLayersHeads()
{
    for (const char *name : {"gpt2-tiny", "llama-tiny", "bert-tiny"}) {
        const QJsonObject c = caseOf(name, 0);
        const QString path = mDir.filePath(QLatin1String(name) + QStringLiteral(".npy"));
        const Run r = run({QStringLiteral("export"), QStringLiteral("--model"), model(name), QStringLiteral("--source"),
                           c.value(QLatin1String("text")).toString(), QStringLiteral("--layer"), QStringLiteral("all"),
                           QStringLiteral("--view"), QStringLiteral("heads"), QStringLiteral("-o"), path});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const NpyArray want = npy(QDir(test::dataPath(QStringLiteral("models"))).filePath(c.value(QLatin1String("attentions")).toString()));
        QVERIFY2(largestDifference(npy(path), want) <= 1e-4, name);
    }
    // CSV names each block's layer and head; JSON gives the four dimensions.
    const QString json = mDir.filePath(QStringLiteral("heads.json"));
    QCOMPARE(run({QStringLiteral("export"), QStringLiteral("--model"), model("gpt2-tiny"), QStringLiteral("--source"),
                  QStringLiteral("a b c"), QStringLiteral("--layer"), QStringLiteral("all"), QStringLiteral("--view"),
                  QStringLiteral("heads"), QStringLiteral("-o"), json})
                 .code,
             0);
    QFile file(json);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(jsonOf(QString::fromUtf8(file.readAll())).value(QLatin1String("shape")).toArray(), (QJsonArray{3, 4, 3, 3}));
}

void ModelCommandsTest::exportDrawsTheLastLayerByDefault()
{
    const QJsonObject c = caseOf("gpt2-tiny", 0);
    const QString path = mDir.filePath(QStringLiteral("weights.npy"));
    const Run r = run({QStringLiteral("export"), QStringLiteral("--model"), model("gpt2-tiny"), QStringLiteral("--source"),
                       c.value(QLatin1String("text")).toString(), QStringLiteral("-o"), path});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const NpyArray got = npy(path), all = npy(QDir(test::dataPath(QStringLiteral("models"))).filePath(QStringLiteral("gpt2-tiny-0.npy")));
    Matrix mean = Matrix::Zero(7, 7);
    for (int h = 0; h < 4; ++h)
        mean += *all.matrix(2 * 4 + h);
    mean /= 4;
    QVERIFY(((*got.matrix(0)) - mean).cwiseAbs().maxCoeff() < 1e-5f);
    const Run first =
        run({QStringLiteral("export"), QStringLiteral("--model"), model("gpt2-tiny"), QStringLiteral("--source"),
             c.value(QLatin1String("text")).toString(), QStringLiteral("--layer"), QStringLiteral("4"), QStringLiteral("-o"), path});
    QCOMPARE(first.code, 2);
    QVERIFY2(first.err.contains(QStringLiteral("3 layers")), qPrintable(first.err));
}

void ModelCommandsTest::exportWritesMariansCrossAttention()
{
    const QJsonObject c = caseOf("marian-tiny", 1);
    const QString path = mDir.filePath(QStringLiteral("cross.npy"));
    const Run r = run({QStringLiteral("export"), QStringLiteral("--model"), model("marian-tiny"), QStringLiteral("--source"),
                       c.value(QLatin1String("text")).toString(), QStringLiteral("--target"), c.value(QLatin1String("target")).toString(),
                       QStringLiteral("--attention"), QStringLiteral("cross"), QStringLiteral("--layer"), QStringLiteral("all"),
                       QStringLiteral("--view"), QStringLiteral("heads"), QStringLiteral("-o"), path});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const NpyArray want =
        npy(QDir(test::dataPath(QStringLiteral("models"))).filePath(c.value(QLatin1String("cross_attentions")).toString()));
    QVERIFY(largestDifference(npy(path), want) <= 1e-4);
    // Without a target, the rows are the model's own translation: one per written token.
    const QString own = mDir.filePath(QStringLiteral("own.json"));
    QCOMPARE(run({QStringLiteral("export"), QStringLiteral("--model"), model("marian-tiny"), QStringLiteral("--source"),
                  c.value(QLatin1String("text")).toString(), QStringLiteral("-o"), own})
                 .code,
             0);
    QFile file(own);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(jsonOf(QString::fromUtf8(file.readAll())).value(QLatin1String("row_labels")).toArray().size(),
             c.value(QLatin1String("translation_ids")).toArray().size());
}

void ModelCommandsTest::generateContinuesAsTheReference()
{
    for (const char *name : {"gpt2-tiny", "llama-tiny", "qwen2-tiny"}) {
        const QJsonObject c = caseOf(name, 1);
        const QJsonArray greedy = c.value(QLatin1String("greedy_ids")).toArray();
        const Run r = run({QStringLiteral("generate"), QStringLiteral("--model"), model(name), QStringLiteral("--prompt"),
                           c.value(QLatin1String("text")).toString(), QStringLiteral("--max-new-tokens"), QString::number(greedy.size()),
                           QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        QCOMPARE(jsonOf(r.out).value(QLatin1String("ids")).toArray(), greedy);
        QVERIFY(jsonOf(r.out).value(QLatin1String("text")).toString().startsWith(c.value(QLatin1String("text")).toString()));
    }
    // Sampling: the same seed writes the same text, and every probability is of a kept token.
    const QStringList sample{QStringLiteral("generate"), QStringLiteral("--model"),    model("gpt2-tiny"),       QStringLiteral("--prompt"),
                             QStringLiteral("Hello"),    QStringLiteral("--strategy"), QStringLiteral("sample"), QStringLiteral("--top-k"),
                             QStringLiteral("5"),        QStringLiteral("--seed"),     QStringLiteral("4"),      QStringLiteral("--json")};
    const Run a = run(sample), b = run(sample);
    QCOMPARE(a.out, b.out);
    for (const QJsonValue &step : jsonOf(a.out).value(QLatin1String("steps")).toArray()) {
        QCOMPARE(step.toObject().value(QLatin1String("kept")).toInt(), 5);
        QVERIFY(step.toObject().value(QLatin1String("probability")).toDouble() > 0);
    }
    // Plain text reaches a terminal: an escape the prompt (or the model) holds is printed escaped.
    const Run plain = run({QStringLiteral("generate"), QStringLiteral("--model"), model("gpt2-tiny"), QStringLiteral("--prompt"),
                           QStringLiteral("Hello\x1b]0;retitled\x07"), QStringLiteral("--max-new-tokens"), QStringLiteral("2")});
    QVERIFY2(plain.code == 0, qPrintable(plain.err));
    QVERIFY2(plain.out.startsWith(QLatin1String("Hello\\x1b]0;retitled\\x07")), qPrintable(plain.out));
}

void ModelCommandsTest::translateWritesTheReferenceTranslation()
{
    for (int i = 0; i < 2; ++i) {
        const QJsonObject c = caseOf("marian-tiny", i);
        const Run r = run({QStringLiteral("translate"), QStringLiteral("--model"), model("marian-tiny"), QStringLiteral("--source"),
                           c.value(QLatin1String("text")).toString(), QStringLiteral("--json")});
        QVERIFY2(r.code == 0, qPrintable(r.err));
        const QJsonObject out = jsonOf(r.out);
        QCOMPARE(out.value(QLatin1String("ids")).toArray(), c.value(QLatin1String("translation_ids")).toArray());
        const QJsonArray steps = out.value(QLatin1String("steps")).toArray();
        QCOMPARE(steps.size(), out.value(QLatin1String("ids")).toArray().size());
        for (const QJsonValue &step : steps) {
            const QJsonArray attention = step.toObject().value(QLatin1String("cross_attention")).toArray();
            QCOMPARE(attention.size(), c.value(QLatin1String("ids")).toArray().size()); // one weight per source token
            double sum = 0;
            for (const QJsonValue &w : attention)
                sum += w.toDouble();
            QVERIFY(std::abs(sum - 1) < 1e-4);
            QVERIFY(step.toObject().value(QLatin1String("probability")).toDouble() > 0);
        }
    }
}

void ModelCommandsTest::aWiderBeamSearchEndsAndCanDiffer()
{
    const QJsonObject c = caseOf("marian-tiny", 1);
    const auto translate = [&](const QString &beams) {
        return run({QStringLiteral("translate"), QStringLiteral("--model"), model("marian-tiny"), QStringLiteral("--source"),
                    c.value(QLatin1String("text")).toString(), QStringLiteral("--beam"), beams, QStringLiteral("--json")});
    };
    QCOMPARE(jsonOf(translate(QStringLiteral("1")).out).value(QLatin1String("ids")).toArray(),
             c.value(QLatin1String("translation_ids")).toArray());
    const Run four = translate(QStringLiteral("4"));
    QVERIFY2(four.code == 0, qPrintable(four.err));
    const QJsonArray ids = jsonOf(four.out).value(QLatin1String("ids")).toArray();
    QVERIFY(!ids.isEmpty() && ids.size() <= 23); // max_length 24 counts the start token
    QCOMPARE(translate(QStringLiteral("4")).out, four.out);
    for (const QJsonValue &id : ids)
        QVERIFY(id.toInt() != 139); // bad_words_ids: <pad> is never written
    QCOMPARE(translate(QStringLiteral("6")).code, 2);
}

void ModelCommandsTest::commandsRefuseWhatAModelCannotDo()
{
    const auto refused = [](const QStringList &arguments) {
        const Run r = run(arguments);
        return r.code == 2 && r.err.count(QLatin1Char('\n')) == 1 && r.out.isEmpty();
    };
    QVERIFY(refused(
        {QStringLiteral("generate"), QStringLiteral("--model"), model("bert-tiny"), QStringLiteral("--prompt"), QStringLiteral("x")}));
    QVERIFY(refused(
        {QStringLiteral("translate"), QStringLiteral("--model"), model("gpt2-tiny"), QStringLiteral("--source"), QStringLiteral("x")}));
    QVERIFY(refused({QStringLiteral("tokenize"), QStringLiteral("x")}));
    QVERIFY(refused({QStringLiteral("tokenize"), QStringLiteral("--model"), mDir.filePath(QStringLiteral("absent")), QStringLiteral("x")}));
    QVERIFY(
        refused({QStringLiteral("export"), QStringLiteral("--model"), model("gpt2-tiny"), QStringLiteral("--source"), QStringLiteral("x"),
                 QStringLiteral("--attention"), QStringLiteral("cross"), QStringLiteral("-o"), mDir.filePath(QStringLiteral("x.png"))}));
    QVERIFY(refused({QStringLiteral("export"), QStringLiteral("--model"), model("gpt2-tiny"), QStringLiteral("-o"),
                     mDir.filePath(QStringLiteral("x.png"))}));
    QVERIFY(
        refused({QStringLiteral("export"), QStringLiteral("--model"), model("gpt2-tiny"), QStringLiteral("--source"), QStringLiteral("x"),
                 QStringLiteral("--layer"), QStringLiteral("all"), QStringLiteral("-o"), mDir.filePath(QStringLiteral("x.png"))}));
    QVERIFY(!QFileInfo::exists(mDir.filePath(QStringLiteral("x.png"))));
}

void ModelCommandsTest::aLessonFileThatNamesAModelIsExportedWithIt()
{
    LessonState state;
    state.lesson.source = caseOf("gpt2-tiny", 0).value(QLatin1String("text")).toString().toStdString();
    state.model = ModelReference{model("gpt2-tiny"), 0, QString()};
    const QString lesson = mDir.filePath(QStringLiteral("named.json")), out = mDir.filePath(QStringLiteral("named.npy"));
    QVERIFY(saveLessonFile(state, lesson));
    const Run r = run({QStringLiteral("export"), lesson, QStringLiteral("--view"), QStringLiteral("heads"), QStringLiteral("-o"), out});
    QVERIFY2(r.code == 0, qPrintable(r.err));
    const NpyArray got = npy(out), all = npy(QDir(test::dataPath(QStringLiteral("models"))).filePath(QStringLiteral("gpt2-tiny-0.npy")));
    QCOMPARE(got.shape(), (std::vector<std::int64_t>{4, 7, 7}));
    for (int h = 0; h < 4; ++h) // layer 1's heads, as the lesson says
        QVERIFY(((*got.matrix(h)) - (*all.matrix(h))).cwiseAbs().maxCoeff() < 1e-5f);
    state.model->folder = mDir.filePath(QStringLiteral("gone"));
    QVERIFY(saveLessonFile(state, lesson));
    const Run gone = run({QStringLiteral("export"), lesson, QStringLiteral("-o"), out});
    QCOMPARE(gone.code, 2);
    QVERIFY2(gone.err.contains(QStringLiteral("not a folder")), qPrintable(gone.err));
}

QTEST_GUILESS_MAIN(ModelCommandsTest)
#include "tst_model_commands.moc"
