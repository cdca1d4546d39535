// A Hugging Face model folder opened in the window (offscreen): the lesson uses it, every
// keystroke runs it, the layer and side are undoable choices, the Lesson panel shows the model's
// sizes and does not let them be edited, and leaving the model brings the lesson back.
#include "core/models/ModelLesson.h"
#include "core/pipeline/AttentionPipeline.h"
#include "tests/support/TestSupport.h"
#include "tests/ui/WindowFixture.h"
#include "ui/document/GenerationDocument.h"
#include "ui/document/LessonDocument.h"
#include "ui/document/LessonRecovery.h"
#include "ui/formats/FileAccess.h"
#include "ui/formats/LessonFile.h"
#include "ui/formats/NpyReader.h"
#include "ui/plots/DistributionView.h"
#include "ui/plots/HeatmapView.h"
#include "ui/views/GenerateView.h"
#include "ui/views/HeadsView.h"
#include "ui/window/MainWindow.h"

#include <QComboBox>
#include <QDir>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolBar>
#include <QUndoStack>

using namespace attention;
using namespace attention::test;

namespace {

QString model(const char *name)
{
    return QDir(test::dataPath(QStringLiteral("models"))).filePath(QLatin1String(name));
}

Matrix layerMean(const char *npy, int layer, int heads)
{
    auto bytes = readFileBounded(QDir(test::dataPath(QStringLiteral("models"))).filePath(QLatin1String(npy)), 64 << 20);
    auto array = readNpy(*bytes);
    Matrix mean = *array->matrix(layer * heads);
    for (int h = 1; h < heads; ++h)
        mean += *array->matrix(layer * heads + h);
    return mean / float(heads);
}

} // namespace

class ModelWindowTest : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { startTestCase(); }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }
    void aModelFolderBecomesTheLessonsModel();
    void theLayerIsAnUndoableChoice();
    void typingRunsTheModelAgain();
    void theLessonPanelShowsTheModelsSizes();
    void aTranslatorsTargetAndSides();
    void aBadFolderIsRefusedWithASentence();
    void aSavedLessonOpensItsModelAgain();
    void generateWritesWithTheOpenedDecoder();

private:
    void openModel(const char *name);
};

void ModelWindowTest::openModel(const char *name)
{
    mWindow->openFile(model(name)); // a folder, as the command line and a drop give it
    QVERIFY(mWindow->isOpeningModel()); // off the window's thread
    QTRY_VERIFY(models::modelLessonOf(mWindow->document()->lesson()));
    QTRY_VERIFY(mWindow->document()->result() && !mWindow->document()->result()->model.empty());
}

void ModelWindowTest::aModelFolderBecomesTheLessonsModel()
{
    mWindow->document()->setSource(QStringLiteral("Attention is all you need."));
    openModel("gpt2-tiny");
    QVERIFY(mWindow->findChild<QToolBar *>(QStringLiteral("modelBar"))->isVisible());
    QVERIFY(mWindow->windowTitle().contains(QStringLiteral("gpt2-tiny")));
    QCOMPARE(mHeatmap->rowLabels().size(), 7);
    QVERIFY((mHeatmap->matrix() - layerMean("gpt2-tiny-0.npy", 2, 4)).cwiseAbs().maxCoeff() < 1e-4f); // the last layer
    QVERIFY(mHeatmap->title().contains(QStringLiteral("gpt2-tiny, layer 3 of 3")));
    QVERIFY(mWindow->recentFiles().contains(QDir(model("gpt2-tiny")).absolutePath()));
    // Heads: one map per head of the layer.
    QCOMPARE(mWindow->displayedResult()->headCount(), 4);
    // Leaving it: the lesson's own attention again, and Undo brings the model back.
    mWindow->findChild<QAction *>(QStringLiteral("leaveModel"))->trigger();
    QVERIFY(!models::modelLessonOf(mWindow->document()->lesson()));
    QTRY_VERIFY(mWindow->document()->result() && mWindow->document()->result()->model.empty());
    QVERIFY(!mWindow->findChild<QToolBar *>(QStringLiteral("modelBar"))->isVisible());
    mWindow->document()->undoStack()->undo();
    QVERIFY(models::modelLessonOf(mWindow->document()->lesson()));
}

void ModelWindowTest::theLayerIsAnUndoableChoice()
{
    mWindow->document()->setSource(QStringLiteral("Attention is all you need."));
    openModel("gpt2-tiny");
    auto *layers = mWindow->findChild<QComboBox *>(QStringLiteral("modelLayer"));
    QCOMPARE(layers->count(), 3);
    QCOMPARE(layers->currentIndex(), 2);
    layers->setCurrentIndex(0);
    emit layers->activated(0);
    QTRY_VERIFY((mHeatmap->matrix() - layerMean("gpt2-tiny-0.npy", 0, 4)).cwiseAbs().maxCoeff() < 1e-4f);
    QCOMPARE(models::modelLessonOf(mWindow->document()->lesson())->layer(), 0);
    mWindow->document()->undoStack()->undo();
    QCOMPARE(models::modelLessonOf(mWindow->document()->lesson())->layer(), 2);
    QCOMPARE(layers->currentIndex(), 2); // the selector follows the lesson
    QTRY_VERIFY((mHeatmap->matrix() - layerMean("gpt2-tiny-0.npy", 2, 4)).cwiseAbs().maxCoeff() < 1e-4f);
}

void ModelWindowTest::typingRunsTheModelAgain()
{
    openModel("llama-tiny");
    auto *source = mWindow->findChild<QLineEdit *>(QStringLiteral("sourceEdit"));
    QVERIFY(source);
    source->setFocus();
    source->selectAll();
    QTest::keyClicks(source, QStringLiteral("The cat sat"));
    QTRY_COMPARE(mWindow->document()->result()->queryCount(), int(mWindow->document()->result()->keyCount()));
    const auto shown = mWindow->document()->result();
    Lesson fresh = mWindow->document()->lesson();
    fresh.model = std::make_shared<models::ModelLesson>(models::modelLessonOf(fresh)->loaded(), "llama-tiny"); // nothing kept
    const auto whole = computeAttention(fresh);
    QVERIFY(whole);
    QCOMPARE(shown->queryCount(), whole->queryCount());
    QVERIFY((shown->weights - whole->weights).cwiseAbs().maxCoeff() < 1e-5f);
    QTRY_COMPARE(mHeatmap->rowLabels().last(), QStringLiteral("\u2423sat"));
}

void ModelWindowTest::theLessonPanelShowsTheModelsSizes()
{
    openModel("bert-tiny");
    auto *dModel = mWindow->findChild<QSpinBox *>(QStringLiteral("dModelSpin"));
    auto *heads = mWindow->findChild<QSpinBox *>(QStringLiteral("headsSpin"));
    QVERIFY(dModel && heads);
    QCOMPARE(dModel->value(), 48);
    QCOMPARE(heads->value(), 4);
    QVERIFY(!dModel->isEnabled());
    const int steps = mWindow->document()->undoStack()->count();
    dModel->setValue(64); // not the user's (the field is disabled): nothing is edited
    QCOMPARE(mWindow->document()->undoStack()->count(), steps);
    QVERIFY(mWindow->findChild<QWidget *>(QStringLiteral("modelBox"))->isVisible());
    QVERIFY(!mWindow->findChild<QLineEdit *>(QStringLiteral("targetEdit"))->isEnabled()); // an encoder reads one text
}

void ModelWindowTest::aTranslatorsTargetAndSides()
{
    mWindow->document()->setSource(QStringLiteral("The girl reads a book in the garden."));
    mWindow->document()->setTarget(QStringLiteral("La fille lit un livre dans le jardin."));
    openModel("marian-tiny");
    QCOMPARE(mWindow->document()->result()->config.mode, AttentionMode::Cross);
    QCOMPARE(mHeatmap->rowLabels().size(), 21); // the target's tokens and </s>
    QCOMPARE(mHeatmap->columnLabels().size(), 19);
    auto *sides = mWindow->findChild<QComboBox *>(QStringLiteral("modelSide"));
    QVERIFY(sides->isVisible());
    sides->setCurrentIndex(sides->findData(int(models::AttentionSide::Encoder)));
    emit sides->activated(sides->currentIndex());
    QTRY_COMPARE(mHeatmap->rowLabels().size(), 19);
    QVERIFY(mWindow->findChild<QLineEdit *>(QStringLiteral("targetEdit"))->isEnabled());
}

void ModelWindowTest::aBadFolderIsRefusedWithASentence()
{
    QTemporaryDir dir;
    QVERIFY(QFile::copy(QDir(model("gpt2-tiny")).filePath(QStringLiteral("config.json")), dir.filePath(QStringLiteral("config.json"))));
    const Lesson before = mWindow->document()->lesson();
    mWindow->openFile(dir.path());
    QTRY_COMPARE(mProblems.size(), 1);
    QVERIFY2(mProblems.first().contains(QStringLiteral("weights")), qPrintable(mProblems.first()));
    QVERIFY(mWindow->document()->lesson() == before); // nothing lost
}

void ModelWindowTest::aSavedLessonOpensItsModelAgain()
{
    mWindow->document()->setSource(QStringLiteral("Attention is all you need."));
    openModel("gpt2-tiny");
    auto *layers = mWindow->findChild<QComboBox *>(QStringLiteral("modelLayer"));
    layers->setCurrentIndex(1);
    emit layers->activated(1);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("with-model.json"));
    QVERIFY(mWindow->saveLessonAs(path));
    const auto saved = openLessonFile(path);
    QVERIFY(saved && saved->model);
    QCOMPARE(saved->model->folder, QDir(model("gpt2-tiny")).absolutePath());
    QCOMPARE(saved->model->layer, 1);
    // Another lesson, then the saved one: its model is opened again, at its layer.
    mWindow->document()->reset(LessonState());
    QVERIFY(!models::modelLessonOf(mWindow->document()->lesson()));
    QVERIFY(mWindow->openLessonFile(path));
    QTRY_VERIFY(models::modelLessonOf(mWindow->document()->lesson()));
    QCOMPARE(models::modelLessonOf(mWindow->document()->lesson())->layer(), 1);
    QTRY_VERIFY((mHeatmap->matrix() - layerMean("gpt2-tiny-0.npy", 1, 4)).cwiseAbs().maxCoeff() < 1e-4f);
    // A lesson whose model folder is gone: one sentence, and the lesson is kept with its reference.
    LessonState gone = *saved;
    gone.model->folder = dir.filePath(QStringLiteral("moved-away"));
    QVERIFY(saveLessonFile(gone, path));
    mProblems.clear();
    QVERIFY(mWindow->openLessonFile(path));
    QTRY_COMPARE(mProblems.size(), 1);
    QVERIFY(mWindow->document()->state().model.has_value());
}

void ModelWindowTest::generateWritesWithTheOpenedDecoder()
{
    // The decoder the lesson opened writes on the Generate tab, from the lesson's text read by its
    // own tokenizer: the golden case's ids, then its greedy continuation, a token a step.
    mWindow->document()->setSource(QStringLiteral("Attention is all you need."));
    openModel("gpt2-tiny");
    GenerateView *view = mWindow->generateView();
    GenerationDocument &generation = view->document();
    QVERIFY(generation.realModel());
    auto *choice = view->findChild<QComboBox *>(QStringLiteral("generateModelChoice"));
    QCOMPARE(choice->currentText(), QStringLiteral("gpt2-tiny"));
    QVERIFY(view->findChild<QLabel *>(QStringLiteral("generateModelText"))->text().contains(QStringLiteral("gpt2")));
    QCOMPARE(generation.session()->tokens(), (std::vector<int>{8086, 1463, 318, 477, 345, 761, 13}));
    for (int i = 0; i < 5; ++i)
        generation.step();
    const std::vector<int> &tokens = generation.session()->tokens();
    QCOMPARE(std::vector<int>(tokens.end() - 5, tokens.end()), (std::vector<int>{38424, 38424, 38424, 996, 996}));
    // The views label tokens with the text they stand for (GPT-2's "Ġ" as a visible space).
    auto *attention = view->findChild<HeatmapView *>(QStringLiteral("generateAttention"));
    QCOMPARE(attention->rowLabels().size(), 12);
    QCOMPARE(attention->rowLabels()[2], QStringLiteral("\u2423is")); // "Att" "ention" " is"
    QCOMPARE(attention->matrix().rows(), 12);
    auto *chart = view->findChild<DistributionView *>(QStringLiteral("generateModelDistribution"));
    QVERIFY(chart->title().contains(QStringLiteral("of %1").arg(generation.sizes().vocab)));
    // The bundled models are still a click away, and the real one comes back the same way.
    emit choice->activated(0);
    QVERIFY(!generation.realModel());
    emit choice->activated(choice->findData(QDir(model("gpt2-tiny")).absolutePath()));
    QVERIFY(generation.realModel());
}

QTEST_MAIN(ModelWindowTest)
#include "tst_model_window.moc"
