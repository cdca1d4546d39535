// Lesson files and the document's undo history.
#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/SoftmaxRescaling.h"
#include "core/training/Trainer.h"
#include "ui/document/LessonDocument.h"
#include "ui/formats/LessonFile.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <csignal>
#include <functional>
#include <sys/resource.h>

using namespace attention;

class LessonTest : public QObject
{
    Q_OBJECT

private slots:
    void roundTripKeepsEverything();
    void trainedModelTravelsWithTheLesson();
    void refusesBadFiles_data();
    void refusesBadFiles();
    void failedSaveKeepsTheOldFile();
    void documentMergesTypingButNotSettings();
    void documentReportsErrorsAndRecovers();
    void bundledExamplesOpenAndCompute();
    void largeLessonsComputeInTheBackground();
    void theLatestEditWins();
    void theSameWordsKeepTheResultOnShow();
    void aLargeResultReadiesTheHeapForTheNext();
    void headsForTypingAreMadeWhenTheWindowIsIdle();
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
    QVERIFY(QString::fromStdString(result->notes.front().text()).contains(QStringLiteral("10000 tokens")));
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

/** A space after the last word changes no token: the result on show stays (at 2048 words copying
 *  its rows took 14-17 ms), and the views are told to redraw it; a computation on its way for
 *  words since taken back does not replace it. */
void LessonTest::theSameWordsKeepTheResultOnShow()
{
    LessonDocument document;
    const auto shown = document.result();
    QVERIFY(shown);
    QSignalSpy results(&document, &LessonDocument::resultChanged);
    document.setSource(QString::fromStdString(document.lesson().source) + QStringLiteral(" "));
    QCOMPARE(results.size(), 1);
    QCOMPARE(document.result(), shown);
    document.setSource(QString::fromStdString(document.lesson().source) + QStringLiteral("x"));
    QVERIFY(document.result() != shown);
    QCOMPARE(document.result()->keyCount(), shown->keyCount() + 1);
    document.setSource(QString::fromStdString(document.lesson().source).replace(QStringLiteral(" "), QStringLiteral("  ")));
    QVERIFY(document.result()->keyTokens.back().offset > shown->keyTokens.back().offset + 1); // moved words: computed

    AttentionConfig c = document.config();
    c.dModel = 256;
    document.setConfig(c, QStringLiteral("Set d_model"));
    document.setSource(manyWords("first", 3000));
    QTRY_VERIFY_WITH_TIMEOUT(!document.isComputing(), 60000);
    const auto first = document.result();
    QVERIFY(first);
    document.setSource(manyWords("second", 3000));
    QVERIFY(document.isComputing());
    document.setSource(manyWords("first", 3000) + QStringLiteral(" "));
    QCOMPARE(document.result(), first);
    QTRY_VERIFY_WITH_TIMEOUT(!document.isComputing(), 60000);
    QCOMPARE(document.result(), first); // the second words' result, if it came, was dropped
}

/** After a large result, the heap is readied for the next one in the background (its first
 *  keystroke would fault the pages of a second result in), and any edit stops that. */
void LessonTest::aLargeResultReadiesTheHeapForTheNext()
{
    LessonDocument document;
    QVERIFY(heldBytes(*document.result()) < LessonDocument::kRoomWorthMaking);
    QVERIFY(!document.isReadyingForEdits()); // the default lesson is small
    QSignalSpy room(&document, &LessonDocument::readyForEdits);
    AttentionConfig c = document.config();
    c.score = ScoreFunction::MultiHead;
    c.dModel = 256;
    c.heads = 4;
    document.setConfig(c, QStringLiteral("Set d_model"));
    // Asked as each result is shown: the room is to be made (after kIdleDelayMs), or not.
    std::vector<bool> makingRoomWhenShown, makingRoomAfterAnEdit;
    bool editWhenShown = false;
    connect(&document, &LessonDocument::resultChanged, this, [&] {
        if (document.isComputing())
            return;
        makingRoomWhenShown.push_back(document.isReadyingForEdits());
        if (editWhenShown) {
            editWhenShown = false;
            document.setTarget(QStringLiteral("an edit"));
            makingRoomAfterAnEdit.push_back(document.isReadyingForEdits());
        }
    });
    document.setTarget(manyWords("t", 600));
    document.setSource(manyWords("w", 600));
    QTRY_VERIFY_WITH_TIMEOUT(!document.isComputing(), 60000);
    QVERIFY(heldBytes(*document.result()) >= LessonDocument::kRoomWorthMaking);
    QCOMPARE(makingRoomWhenShown, std::vector<bool>({true})); // (the 600 target words alone were overtaken)
    QTRY_COMPARE_WITH_TIMEOUT(room.size(), 1, 60000);
    QVERIFY(!document.isReadyingForEdits());

    editWhenShown = true;
    document.setSource(manyWords("v", 600));
    QTRY_VERIFY_WITH_TIMEOUT(makingRoomAfterAnEdit.size() == 1, 60000);
    QCOMPARE(makingRoomAfterAnEdit.front(), false); // an edit stops it: the room made so far serves the edit
}

/** A multi-head cross-attention result computed from scratch keeps no head for typing; left
 *  alone, the document makes them, and the next source keystroke rescales them instead of
 *  computing every head again. An edit before that stops them being made. */
void LessonTest::headsForTypingAreMadeWhenTheWindowIsIdle()
{
    LessonDocument document;
    QSignalSpy ready(&document, &LessonDocument::readyForEdits);
    AttentionConfig c = document.config();
    c.score = ScoreFunction::MultiHead;
    c.dModel = 64;
    c.heads = 4;
    c.causalMask = false;
    document.setConfig(c, QStringLiteral("Set heads")); // small: computed at once
    QVERIFY(!document.isComputing());
    const auto opened = document.result();
    QVERIFY(opened && !opened->headsWhileTyping);
    QVERIFY(document.isReadyingForEdits());
    document.setSource(QString::fromStdString(document.lesson().source) + QStringLiteral(" ")); // the same words
    QCOMPARE(document.result(), opened);
    QVERIFY(document.isReadyingForEdits()); // still for the result on show
    QTRY_COMPARE_WITH_TIMEOUT(ready.size(), 1, 60000);
    QVERIFY(!document.isReadyingForEdits());
    document.setSource(QString::fromStdString(document.lesson().source) + QStringLiteral("s"));
    QVERIFY(!document.isComputing());
    const auto typed = document.result();
    QVERIFY(typed && typed->headsWhileTyping);
    QCOMPARE(typed->headsWhileTyping->keystrokes, 1); // rescaled from the heads made while idle
    const auto fresh = computeAttention(document.lesson(), nullptr, {}, HeadWeights::MeanOnly);
    QVERIFY(fresh);
    QVERIFY((typed->weights - fresh->weights).cwiseAbs().maxCoeff() < 1e-6f);

    c.temperature = 0.5; // from scratch again, and typed on before the window is left alone
    document.setConfig(c, QStringLiteral("Set temperature"));
    QVERIFY(document.isReadyingForEdits());
    document.setSource(QString::fromStdString(document.lesson().source) + QStringLiteral("t"));
    QVERIFY(document.result() && document.result()->headsWhileTyping);
    QCOMPARE(document.result()->headsWhileTyping->keystrokes, 0); // computed in full, and kept from here
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

namespace {

LessonState trainedLesson()
{
    training::Trainer trainer(training::TaskKind::Reverse, training::ModelShape(), 3);
    for (int step = 0; step < 20; ++step)
        trainer.step();
    LessonState state;
    state.lesson.source = "3 1 4 1 5";
    state.lesson.model = std::make_shared<const training::TrainedModel>(trainer.trainedModel(trainer.evaluate()));
    return state;
}

} // namespace

void LessonTest::trainedModelTravelsWithTheLesson()
{
    const LessonState state = trainedLesson();
    const training::TrainedModel &model = *training::trainedModelOf(state.lesson);
    QCOMPARE(lessonToJson(LessonState()).value(QStringLiteral("version")).toInt(), 1); // older apps still open it
    const QJsonObject json = lessonToJson(state);
    QCOMPARE(json.value(QStringLiteral("version")).toInt(), 2);
    QVERIFY(json.value(QStringLiteral("trained_model")).isObject());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("trained.json"));
    QVERIFY(saveLessonFile(state, path));
    const auto opened = openLessonFile(path);
    QVERIFY2(opened, opened.error().c_str());
    const auto &reopened = training::trainedModelOf(opened->lesson);
    QVERIFY(reopened);
    QCOMPARE(reopened->task, model.task);
    QCOMPARE(reopened->shape.score, model.shape.score);
    QCOMPARE(reopened->shape.hidden, model.shape.hidden);
    QCOMPARE(reopened->steps, model.steps);
    QCOMPARE(reopened->alignmentAccuracy, model.alignmentAccuracy);
    QCOMPARE(reopened->parameters.size(), model.parameters.size());
    for (std::size_t k = 0; k < model.parameters.size(); ++k)
        QVERIFY(reopened->parameters[k] == model.parameters[k]); // double precision, exactly
    const auto before = computeAttention(state.lesson);
    const auto after = computeAttention(opened->lesson);
    QVERIFY2(before && after, before ? after.error().c_str() : before.error().c_str());
    QCOMPARE(after->weights, before->weights);
    QCOMPARE(after->keyCount(), 5);
}

/** Rows for refusesBadFiles: a trained model's every damage is refused, naming the key. */
static void addDamagedTrainedModelRows()
{
    const QJsonObject good = lessonToJson(trainedLesson());
    const auto with = [&good](const std::function<void(QJsonObject &)> &change) {
        QJsonObject lesson = good;
        QJsonObject model = lesson.value(QStringLiteral("trained_model")).toObject();
        change(model);
        lesson.insert(QStringLiteral("trained_model"), model);
        return QJsonDocument(lesson).toJson();
    };
    const auto weights = [](QJsonObject &model, const char *name, const QJsonValue &value) {
        QJsonObject w = model.value(QStringLiteral("weights")).toObject();
        if (value.isUndefined())
            w.remove(QLatin1String(name));
        else
            w.insert(QLatin1String(name), value);
        model.insert(QStringLiteral("weights"), w);
    };
    QTest::newRow("unknown task") << with([](QJsonObject &m) { m.insert(QStringLiteral("task"), QStringLiteral("chess")); })
                                  << QStringLiteral("\"task\"");
    QTest::newRow("missing weight") << with([&](QJsonObject &m) { weights(m, "W_q", QJsonValue::Undefined); })
                                    << QStringLiteral("\"W_q\" is missing");
    QTest::newRow("wrong shape") << with([&](QJsonObject &m) {
        weights(m, "W_k", QJsonArray{QJsonArray{1.0, 2.0}});
    }) << QStringLiteral("trained_model");
    QTest::newRow("text weight") << with([&](QJsonObject &m) { weights(m, "W_v", QJsonArray{QJsonArray{QStringLiteral("x")}}); })
                                 << QStringLiteral("must be a number");
    QTest::newRow("huge size") << with([](QJsonObject &m) {
        QJsonObject sizes = m.value(QStringLiteral("sizes")).toObject();
        sizes.insert(QStringLiteral("hidden"), 100000000);
        m.insert(QStringLiteral("sizes"), sizes);
    }) << QStringLiteral("\"hidden\"");
    QTest::newRow("accuracy above 1") << with([](QJsonObject &m) { m.insert(QStringLiteral("alignment_accuracy"), 3); })
                                      << QStringLiteral("alignment_accuracy");
    QJsonObject notAnObject = good;
    notAnObject.insert(QStringLiteral("trained_model"), 7);
    QTest::newRow("not an object") << QJsonDocument(notAnObject).toJson() << QStringLiteral("must be an object");
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
    addDamagedTrainedModelRows();
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
    QCOMPARE(written.problem().code, std::string("file.write"));
    QVERIFY(QString::fromStdString(written.error()).contains(QStringLiteral("could not write")));
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
    QCOMPARE(document.config().dModel, defaultLesson().config.dModel);
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
