// Lesson files and the document's undo history.
#include "core/AttentionPipeline.h"
#include "ui/LessonDocument.h"
#include "ui/LessonFile.h"

#include <QDir>
#include <QFile>
#include <QSignalSpy>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <csignal>
#include <sys/resource.h>

using namespace attention;

class LessonTest : public QObject
{
    Q_OBJECT

private slots:
    void roundTripKeepsEverything();
    void refusesBadFiles_data();
    void refusesBadFiles();
    void failedSaveKeepsTheOldFile();
    void documentMergesTypingButNotSettings();
    void documentReportsErrorsAndRecovers();
    void bundledExamplesOpenAndCompute();
    void largeLessonsComputeInTheBackground();
    void theLatestEditWins();
};

namespace {

QString manyWords(const char *stem, int count)
{
    QStringList words;
    for (int i = 0; i < count; ++i)
        words.append(QStringLiteral("%1%2").arg(QLatin1String(stem)).arg(i));
    return words.join(QLatin1Char(' '));
}

} // namespace

void LessonTest::largeLessonsComputeInTheBackground()
{
    LessonDocument document;
    QSignalSpy computing(&document, &LessonDocument::computingChanged);
    AttentionConfig c = document.config();
    c.dModel = 256;
    document.setConfig(c, QStringLiteral("Set d_model"));
    QVERIFY(!document.isComputing()); // the default lesson is small: computed at once
    const auto before = document.result();
    document.setSource(manyWords("w", 10000));
    QVERIFY(document.isComputing());
    QCOMPARE(document.result(), before); // the previous result stays on show meanwhile
    QTRY_VERIFY_WITH_TIMEOUT(!document.isComputing(), 60000);
    QCOMPARE(computing.size(), 2);
    const auto result = document.result();
    QVERIFY(result);
    QCOMPARE(result->keyCount(), 2048);
    QVERIFY(QString::fromStdString(result->notes.front()).contains(QStringLiteral("10000 tokens")));
    QVERIFY(result->weights.allFinite());
}

void LessonTest::theLatestEditWins()
{
    LessonDocument document;
    AttentionConfig c = document.config();
    c.dModel = 256;
    document.setConfig(c, QStringLiteral("Set d_model"));
    QSignalSpy results(&document, &LessonDocument::resultChanged);
    document.setSource(manyWords("first", 3000));
    document.setSource(manyWords("second", 3000));
    document.setSource(manyWords("third", 3000));
    QTRY_VERIFY_WITH_TIMEOUT(!document.isComputing(), 60000);
    QCOMPARE(results.size(), 1); // the two older results were dropped
    QCOMPARE(document.result()->keyTokens.front().text, std::string("third0"));
}

void LessonTest::bundledExamplesOpenAndCompute()
{
    const QStringList names = QDir(QStringLiteral(":/examples")).entryList({QStringLiteral("*.json")});
    QCOMPARE(names.size(), 10);
    bool sawCausal = false, sawPadding = false, sawSelf = false;
    for (const QString &name : names) {
        const auto state = openLessonFile(QStringLiteral(":/examples/") + name);
        QVERIFY2(state, state.error().c_str());
        QVERIFY(!state->title.isEmpty());
        QVERIFY2(computeAttention(state->lesson), qPrintable(name));
        sawCausal |= state->lesson.config.causalMask;
        sawPadding |= state->lesson.config.padKeysTo > 0;
        sawSelf |= state->lesson.config.mode == AttentionMode::SelfSource;
    }
    QVERIFY(sawCausal && sawPadding && sawSelf);
}

void LessonTest::roundTripKeepsEverything()
{
    LessonState state;
    state.lesson.source = "I love AI \U0001F916";
    state.lesson.target = "J'aime l'IA";
    AttentionConfig &c = state.lesson.config;
    c.mode = AttentionMode::SelfTarget;
    c.score = ScoreFunction::MultiHead;
    c.dModel = 48;
    c.heads = 6;
    c.additiveSize = 12;
    c.temperature = 0.37;
    c.seed = 2024;
    c.positionalEncoding = false;
    c.causalMask = true;
    c.padKeysTo = 9;
    c.blockedCells = {{0, 1}, {2, 3}};
    c.projectionBias = true;
    c.projections = ProjectionKind::Identity;
    state.colorMap = ColorMapId::Magma;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lesson.json"));
    QVERIFY(saveLessonFile(state, path));
    const auto opened = openLessonFile(path);
    QVERIFY2(opened, opened.error().c_str());
    QVERIFY(*opened == state);
    QVERIFY(*opened != LessonState());
}

void LessonTest::refusesBadFiles_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("messagePart");
    QJsonObject good = lessonToJson(LessonState());
    const auto with = [&good](const char *key, const QJsonValue &value) {
        QJsonObject o = good;
        o.insert(QLatin1String(key), value);
        return QJsonDocument(o).toJson();
    };
    QTest::newRow("newer version") << with("version", 99) << QStringLiteral("newer");
    QTest::newRow("not a lesson") << with("format", QStringLiteral("something-else")) << QStringLiteral("not an Attention Explorer lesson");
    QTest::newRow("truncated") << QJsonDocument(good).toJson().left(60) << QStringLiteral("not valid JSON");
    QTest::newRow("bad score") << with("score", QStringLiteral("cosine")) << QStringLiteral("\"score\"");
    QTest::newRow("bad d_model") << with("d_model", -3) << QStringLiteral("\"d_model\"");
    QTest::newRow("bad flag") << with("causal_mask", QStringLiteral("yes")) << QStringLiteral("\"causal_mask\"");
    QTest::newRow("zero temperature") << with("temperature", 0) << QStringLiteral("temperature");
    QTest::newRow("source not text") << with("source", 5) << QStringLiteral("\"source\"");
    QTest::newRow("heads do not divide") << (with("score", QStringLiteral("multihead")).replace("\"heads\": 4", "\"heads\": 5"))
                                         << QStringLiteral("cannot be split");
}

void LessonTest::refusesBadFiles()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, messagePart);
    const auto parsed = parseLesson(content);
    QVERIFY(!parsed);
    QVERIFY2(QString::fromStdString(parsed.error()).contains(messagePart), parsed.error().c_str());
}

void LessonTest::failedSaveKeepsTheOldFile()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("lesson.json"));
    LessonState first;
    QVERIFY(saveLessonFile(first, path));
    QFile original(path);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray before = original.readAll();
    original.close();

    // A write that fails half way, as on a full disk: the file size limit stops it, even for root.
    LessonState second;
    second.lesson.source = std::string(256 * 1024, 'x');
    std::signal(SIGXFSZ, SIG_IGN);
    rlimit saved{};
    getrlimit(RLIMIT_FSIZE, &saved);
    rlimit small = saved;
    small.rlim_cur = 64 * 1024;
    QCOMPARE(setrlimit(RLIMIT_FSIZE, &small), 0);
    const auto written = saveLessonFile(second, path);
    setrlimit(RLIMIT_FSIZE, &saved);
    QVERIFY(!written);
    QVERIFY(QString::fromStdString(written.error()).contains(QStringLiteral("Could not save")));
    QVERIFY(original.open(QIODevice::ReadOnly));
    QCOMPARE(original.readAll(), before);
    QCOMPARE(QDir(dir.path()).entryList(QDir::Files), QStringList{QStringLiteral("lesson.json")}); // no temporary left
}

void LessonTest::documentMergesTypingButNotSettings()
{
    LessonDocument document;
    document.setSource(QStringLiteral("a"));
    document.setSource(QStringLiteral("ab"));
    document.setSource(QStringLiteral("abc"));
    QCOMPARE(document.undoStack()->count(), 1);
    AttentionConfig c = document.config();
    c.dModel = 32;
    document.setConfig(c, QStringLiteral("Set d_model"));
    c.dModel = 16;
    document.setConfig(c, QStringLiteral("Set d_model"));
    QCOMPARE(document.undoStack()->count(), 2); // one drag of one setting is one step
    c.seed = 3;
    document.setConfig(c, QStringLiteral("Set seed"));
    QCOMPARE(document.undoStack()->count(), 3);
    document.undoStack()->undo();
    document.undoStack()->undo();
    QCOMPARE(document.config().dModel, 64);
    QCOMPARE(document.lesson().source, std::string("abc"));
    document.undoStack()->undo();
    QCOMPARE(document.lesson(), defaultLesson());
}

void LessonTest::documentReportsErrorsAndRecovers()
{
    LessonDocument document;
    QVERIFY(document.result());
    document.setTarget(QString());
    QVERIFY(!document.result());
    QVERIFY(document.errorMessage().contains(QStringLiteral("target sentence")));
    document.undoStack()->undo();
    QVERIFY(document.result());
    QVERIFY(document.errorMessage().isEmpty());
}

QTEST_GUILESS_MAIN(LessonTest)
#include "tst_lesson.moc"
