// The window's files, offscreen: open, save, drop, export, unsaved changes, recovery after a kill,
// two windows on one file.
#include "core/kernels/BlasKernels.h"
#include "core/pipeline/AttentionPipeline.h"
#include "core/training/Trainer.h"
#include "tests/ui/WindowFixture.h"
#include "ui/document/LessonDocument.h"
#include "ui/document/LessonRecovery.h"
#include "ui/formats/LessonFile.h"
#include "ui/formats/MessageText.h"
#include "ui/plots/DistributionView.h"
#include "ui/plots/HeatmapView.h"
#include "ui/plots/LineChartView.h"
#include "ui/views/AlignmentPanel.h"
#include "ui/views/HeadsView.h"
#include "ui/views/LinesView.h"
#include "ui/views/PipelineView.h"
#include "ui/views/ViewExport.h"
#include "ui/widgets/TokenListLabel.h"
#include "ui/window/ControlPanel.h"
#include "ui/window/ImageSizeDialog.h"
#include "ui/window/LessonFiles.h"
#include "ui/window/LexiconDialog.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolTip>
#include <QUndoStack>
#include <QWheelEvent>

#include <cmath>

using namespace attention;
using namespace attention::test;

class WindowFilesTest : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { startTestCase(); }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }
    void exportsRememberTheirFolderAndAskOnlyWhatTheFormatUses();
    void reopensWhereItWasLeft();
    void closingWithUnsavedChangesAsks();
    void brokenFilesAreRefusedAndNothingChanges();
    void droppedFileOpens();
    void exportsAndClipboard();
    void unsavedChangesSurviveAKill();
    void restoredWorkSurvivesASecondKill();
    void aTrainedModelsLessonSurvivesAKill();
    void aCopyThatCannotBeKeptIsSaidOnce();
    void locksOfWindowsThatAreGoneAreCleared();
    void twoWindowsKeepTheirOwnCopies();
    void aFileChangedByAnotherWindowIsNotSilentlyReplaced();
    void anUnreadableEditedLexiconIsSaid();
};

void WindowFilesTest::exportsRememberTheirFolderAndAskOnlyWhatTheFormatUses()
{
    QTemporaryDir slides;
    QStringList suggested;
    mWindow->setExportPathPrompt([&](const QString &suggestion) {
        suggested.append(suggestion);
        return QDir(slides.path()).filePath(QStringLiteral("first.svg"));
    });
    QVERIFY(!mWindow->askExportPath(QStringLiteral("Export"), QStringLiteral("attention.png"), QString()).isEmpty());
    QVERIFY(!suggested.first().startsWith(slides.path()));
    mWindow->askExportPath(QStringLiteral("Export"), QStringLiteral("matrix.csv"), QString());
    QCOMPARE(suggested.last(), QDir(slides.path()).filePath(QStringLiteral("matrix.csv"))); // where the last one went
    mWindow->setExportPathPrompt({});
    QVERIFY(ImageSizeDialog(QSize(800, 600), QStringLiteral("png")).asksScale());
    QVERIFY(!ImageSizeDialog(QSize(800, 600), QStringLiteral("svg")).asksScale()); // vectors have no pixels
    QVERIFY(!ImageSizeDialog(QSize(800, 600), QStringLiteral("pdf")).asksScale());
}

void WindowFilesTest::reopensWhereItWasLeft()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("german.json"));
    mWindow->document()->setTarget(QStringLiteral("Der kleine Junge"));
    choose(mWindow->findChild<QComboBox *>(QStringLiteral("scoreCombo")), int(ScoreFunction::Additive));
    QVERIFY(mWindow->isWindowModified());
    QVERIFY(mWindow->saveLessonAs(path));
    QVERIFY(!mWindow->isWindowModified());
    QVERIFY(mWindow->windowTitle().startsWith(QStringLiteral("german.json")));
    mWindow->setTextSize(18);
    QVERIFY(mWindow->close());
    delete mWindow;
    mWindow = new MainWindow;
    mWindow->show();
    QVERIFY(QTest::qWaitForWindowExposed(mWindow));
    QCOMPARE(mWindow->findChild<QLineEdit *>(QStringLiteral("targetEdit"))->text(), QStringLiteral("Der kleine Junge"));
    QCOMPARE(mWindow->document()->config().score, ScoreFunction::Additive);
    QCOMPARE(mWindow->textSize(), 18.0);
    QVERIFY(mWindow->hasRestoredGeometry());
    QCOMPARE(mWindow->lessonFilePath(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(mWindow->recentFiles().first(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(mWindow->document()->undoStack()->count(), 0);
}

void WindowFilesTest::closingWithUnsavedChangesAsks()
{
    int asked = 0;
    mWindow->setUnsavedChangesPrompt([&asked](const QString &) {
        ++asked;
        return int(QMessageBox::Cancel);
    });
    QVERIFY(mWindow->close()); // nothing changed: no question
    QCOMPARE(asked, 0);
    mWindow->show();
    mWindow->document()->setSource(QStringLiteral("A changed sentence"));
    QVERIFY(!mWindow->close());
    QCOMPARE(asked, 1);
    QVERIFY(mWindow->isVisible());
    mWindow->setUnsavedChangesPrompt([&asked](const QString &) {
        ++asked;
        return int(QMessageBox::Discard);
    });
    QVERIFY(mWindow->close());
    QCOMPARE(asked, 2);
    delete mWindow;
    mWindow = new MainWindow;
    QCOMPARE(mWindow->document()->lesson(), defaultLesson()); // the discarded edit is gone
}

void WindowFilesTest::brokenFilesAreRefusedAndNothingChanges()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "attention-explorer-lesson", "version": 7, "source": "x", "target": "y"})");
    file.close();
    mWindow->document()->setSource(QStringLiteral("Keep me"));
    QVERIFY(!mWindow->openLessonFile(path));
    QCOMPARE(mProblems.size(), 1);
    QVERIFY(mProblems.first().contains(QStringLiteral("newer")));
    QCOMPARE(mWindow->document()->lesson().source, std::string("Keep me"));
    QVERIFY(!mWindow->openLessonFile(dir.filePath(QStringLiteral("missing.json"))));
    QCOMPARE(mProblems.size(), 2);
    QVERIFY(!mWindow->saveLessonAs(QStringLiteral("/nonexistent-folder/lesson.json")));
    QCOMPARE(mProblems.size(), 3);
    QVERIFY(mWindow->isWindowModified());
}

void WindowFilesTest::droppedFileOpens()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("dropped.json"));
    LessonState state;
    state.lesson.source = "Dropped source";
    QVERIFY(saveLessonFile(state, path));
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(mWindow, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(mWindow, &drop);
    QCOMPARE(mWindow->document()->lesson().source, std::string("Dropped source"));
    QCOMPARE(mHeatmap->columnLabels(), (QStringList{QStringLiteral("Dropped"), QStringLiteral("source")}));
}

void WindowFilesTest::exportsAndClipboard()
{
    QTemporaryDir dir;
    ExportOptions options;
    options.view = mWindow->currentExportView();
    QCOMPARE(options.view, ExportView::Weights);
    options.width = 500;
    options.height = 400;
    options.scale = 3;
    const QString png = dir.filePath(QStringLiteral("view.png"));
    QVERIFY(mWindow->exportView(png, options));
    QCOMPARE(QImage(png).size(), QSize(1500, 1200));
    options.view = ExportView::Keys;
    const QString csv = dir.filePath(QStringLiteral("k.csv"));
    QVERIFY(mWindow->exportView(csv, options));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 11);
    QVERIFY(lines[0].startsWith(QStringLiteral("k,0,1,2")));
    QVERIFY(lines[1].startsWith(QStringLiteral("The,")));
    QCOMPARE(lines[1].split(QLatin1Char(',')).at(1).toFloat(), mWindow->document()->result()->K(0, 0));

    mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"))->setCurrentIndex(3);
    QCOMPARE(mWindow->currentExportView(), ExportView::Lines);
    QVERIFY(mWindow->copyCurrentViewToClipboard());
    const QImage copied = QGuiApplication::clipboard()->image();
    QVERIFY(!copied.isNull());
    QVERIFY(copied.width() >= mWindow->linesView()->width());
    QVERIFY(!mWindow->exportView(dir.filePath(QStringLiteral("view.bmpx")), options));
    QCOMPARE(mProblems.size(), 1);
}

void WindowFilesTest::unsavedChangesSurviveAKill()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.json"));
    QVERIFY(mWindow->saveLessonAs(path));
    mWindow->document()->setSource(QStringLiteral("Changed after saving"));
    QString copy = mWindow->recovery()->path();
    QVERIFY(!QFile::exists(copy));
    QVERIFY(mWindow->recovery()->saveNow()); // what the timer does every few seconds
    QVERIFY(QFile::exists(copy));

    // A kill: the window goes without closing. The next start offers the changes back.
    delete mWindow;
    mWindow = new MainWindow;
    QString offered;
    mWindow->setRecoveryPrompt([&offered](const QString &name) {
        offered = name;
        return true;
    });
    QTRY_COMPARE(offered, QStringLiteral("saved.json"));
    QCOMPARE(mWindow->document()->lesson().source, std::string("Changed after saving"));
    QCOMPARE(mWindow->lessonFilePath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(mWindow->isWindowModified());
    QVERIFY(!QFile::exists(copy)); // the copy offered is gone once restored
    mWindow->document()->undoStack()->undo(); // back to the saved file
    QCOMPARE(mWindow->document()->lesson().source, std::string("The little boy is playing football in the park."));
    QVERIFY(!QFile::exists(mWindow->recovery()->path())); // clean again: nothing to recover

    // Declining throws the copy away.
    mWindow->document()->setSource(QStringLiteral("Another change"));
    QVERIFY(mWindow->recovery()->saveNow());
    copy = mWindow->recovery()->path();
    delete mWindow;
    mWindow = new MainWindow;
    bool asked = false;
    mWindow->setRecoveryPrompt([&asked](const QString &) {
        asked = true;
        return false;
    });
    QTRY_VERIFY(asked);
    QVERIFY(!QFile::exists(copy));
    QCOMPARE(mWindow->document()->lesson().source, std::string("The little boy is playing football in the park."));
}

// Restoring once deleted the only copy, the work living in memory until the next autosave:
// a second kill at once lost it (4 of 15 cycles of a kill -9 loop).
void WindowFilesTest::restoredWorkSurvivesASecondKill()
{
    mWindow->document()->setSource(QStringLiteral("Work that must survive two crashes"));
    QVERIFY(mWindow->recovery()->saveNow());
    for (int kill = 0; kill < 2; ++kill) {
        delete mWindow;
        mWindow = new MainWindow;
        bool offered = false;
        mWindow->setRecoveryPrompt([&offered](const QString &) {
            offered = true;
            return true;
        });
        QTRY_VERIFY(offered);
        QCOMPARE(mWindow->document()->lesson().source, std::string("Work that must survive two crashes"));
        QVERIFY(QFile::exists(mWindow->recovery()->path())); // kept at once, before any autosave
    }
    QCOMPARE(QDir(LessonRecovery::folder()).entryList({QStringLiteral("*.json")}, QDir::Files).size(), 1);
}

void WindowFilesTest::aTrainedModelsLessonSurvivesAKill()
{
    training::Trainer trainer(training::TaskKind::Reverse, training::ModelShape(), 3);
    for (int step = 0; step < 20; ++step)
        trainer.step();
    LessonState state = mWindow->document()->state();
    state.lesson.model = std::make_shared<const training::TrainedModel>(trainer.trainedModel(trainer.evaluate()));
    state.lesson.source = "3 1 4 1 5";
    mWindow->document()->setState(state, QStringLiteral("Use the trained model"));
    QVERIFY(mWindow->recovery()->saveNow());
    delete mWindow;
    mWindow = new MainWindow;
    bool offered = false;
    mWindow->setRecoveryPrompt([&offered](const QString &) {
        offered = true;
        return true;
    });
    QTRY_VERIFY(offered);
    const auto model = training::trainedModelOf(mWindow->document()->lesson());
    QVERIFY(model);
    QCOMPARE(model->task, training::TaskKind::Reverse);
    QCOMPARE(mWindow->document()->lesson().source, std::string("3 1 4 1 5"));
}

void WindowFilesTest::aCopyThatCannotBeKeptIsSaidOnce()
{
    QStringList problems;
    mWindow->setProblemReporter([&problems](const QString &, const QString &message) { problems.append(message); });
    QVERIFY(QDir().mkpath(mWindow->recovery()->path())); // a folder where the copy goes: every write fails
    const auto cleanUp = qScopeGuard([this] { QDir(mWindow->recovery()->path()).removeRecursively(); });
    mWindow->document()->setSource(QStringLiteral("First change"));
    QVERIFY(!mWindow->recovery()->saveNow());
    mWindow->document()->setSource(QStringLiteral("Second change"));
    QVERIFY(!mWindow->recovery()->saveNow());
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.first().contains(QStringLiteral("cannot be kept for recovery")), qPrintable(problems.first()));
    // Kept again, then failing again: said again.
    QDir(mWindow->recovery()->path()).removeRecursively();
    QVERIFY(mWindow->recovery()->saveNow());
    QVERIFY(QFile::remove(mWindow->recovery()->path()));
    QVERIFY(QDir().mkpath(mWindow->recovery()->path()));
    mWindow->document()->setSource(QStringLiteral("Third change"));
    QVERIFY(!mWindow->recovery()->saveNow());
    QCOMPARE(problems.size(), 2);
}

void WindowFilesTest::locksOfWindowsThatAreGoneAreCleared()
{
    // A lock whose process is gone and whose copy was discarded: cleared at the next start.
    const QString stale = QDir(LessonRecovery::folder()).filePath(QStringLiteral("999999-deadbeef.lock"));
    QVERIFY(QDir().mkpath(LessonRecovery::folder()));
    QFile lock(stale);
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write(QByteArray::number(std::numeric_limits<qint32>::max()) + "\nattention-explorer\n" + QSysInfo::machineHostName().toUtf8()
               + "\n");
    lock.close();
    delete mWindow;
    mWindow = new MainWindow;
    mWindow->setRecoveryPrompt([](const QString &) { return false; });
    QTRY_VERIFY(!QFile::exists(stale));
    QVERIFY(QFile::exists(QFileInfo(mWindow->recovery()->path()).absolutePath() + QLatin1Char('/')
                          + QFileInfo(mWindow->recovery()->path()).completeBaseName() + QStringLiteral(".lock"))); // its own stays
}

// Window B saves "BBB", then window A saves "AAA": B's change was lost without a word.
void WindowFilesTest::aFileChangedByAnotherWindowIsNotSilentlyReplaced()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shared.json"));
    QVERIFY(mWindow->saveLessonAs(path));
    MainWindow other;
    other.setRecoveryPrompt([](const QString &) { return false; });
    QVERIFY(other.files()->open(path));
    other.document()->setSource(QStringLiteral("BBB"));
    QVERIFY(other.files()->save()); // nothing changed under it: saved without a question

    using Changed = LessonFiles::ChangedOnDisk;
    int asked = 0;
    Changed answer = Changed::Cancel;
    mWindow->files()->setChangedOnDiskPrompt([&](const QString &) {
        ++asked;
        return answer;
    });
    mWindow->document()->setSource(QStringLiteral("AAA"));
    QVERIFY(!mWindow->files()->save()); // cancelled: the other window's work stays
    QCOMPARE(asked, 1);
    QCOMPARE(openLessonFile(path)->lesson.source, std::string("BBB"));

    answer = Changed::Reload; // this window's change is given up for the file's
    QVERIFY(!mWindow->files()->save());
    QCOMPARE(mWindow->document()->lesson().source, std::string("BBB"));
    QVERIFY(!mWindow->isWindowModified());

    mWindow->document()->setSource(QStringLiteral("AAA"));
    QVERIFY(mWindow->files()->save()); // reloaded: the file is as this window knows it
    QCOMPARE(asked, 2);
    other.document()->setSource(QStringLiteral("CCC"));
    int otherAsked = 0;
    other.files()->setChangedOnDiskPrompt([&](const QString &) {
        ++otherAsked;
        return Changed::Overwrite;
    });
    QVERIFY(other.files()->save());
    QCOMPARE(otherAsked, 1);
    QCOMPARE(openLessonFile(path)->lesson.source, std::string("CCC"));
}

void WindowFilesTest::twoWindowsKeepTheirOwnCopies()
{
    mWindow->document()->setSource(QStringLiteral("The first window's work"));
    QVERIFY(mWindow->recovery()->saveNow());
    const QString firstCopy = mWindow->recovery()->path();

    // A second window while the first runs: the first's live work is neither offered nor lost.
    auto second = std::make_unique<MainWindow>();
    bool asked = false;
    second->setRecoveryPrompt([&asked](const QString &) {
        asked = true;
        return false;
    });
    QCoreApplication::processEvents(); // the offer runs once the event loop does
    QVERIFY(!asked);
    QVERIFY(QFile::exists(firstCopy));
    second->document()->setSource(QStringLiteral("The second window's work"));
    QVERIFY(second->recovery()->saveNow());
    QVERIFY(second->recovery()->path() != firstCopy); // each writes its own: no last writer wins
    QVERIFY(QFile::exists(firstCopy));

    // The first is killed: the next window is offered its work, not the second's (still running).
    delete mWindow;
    mWindow = new MainWindow;
    QStringList offered;
    mWindow->setRecoveryPrompt([&offered](const QString &name) {
        offered.append(name);
        return true;
    });
    QTRY_COMPARE(offered.size(), 1);
    QCOMPARE(mWindow->document()->lesson().source, std::string("The first window's work"));
    QVERIFY(QFile::exists(second->recovery()->path()));
}

void WindowFilesTest::anUnreadableEditedLexiconIsSaid()
{
    const QString path = LexiconDialog::userLexiconPath();
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("cat\tchat\tKatze\tgato\ndog\tchien\n"); // line 2 has two columns, not four
    file.close();
    const auto removeIt = qScopeGuard([&path] { QFile::remove(path); });
    MainWindow window;
    QStringList problems;
    window.setProblemReporter([&problems](const QString &, const QString &message) { problems.append(message); });
    QTRY_COMPARE(problems.size(), 1);
    QVERIFY2(problems.first().contains(QStringLiteral("line 2")), qPrintable(problems.first()));
    QVERIFY(!window.document()->lexicon()); // the built-in one is used
}

QTEST_MAIN(WindowFilesTest)
#include "tst_window_files.moc"
