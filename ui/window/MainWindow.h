#pragma once

#include "ui/views/ViewExport.h"
#include "ui/window/WindowMessages.h"

#include <QMainWindow>

#include <functional>
#include <memory>
#include <vector>

class QDockWidget;
class QLabel;
class QScrollArea;
class QTabWidget;
class QTimer;

namespace attention {

class AlignmentPanel;
class AttentionImporter;
class ControlPanel;
class GenerateView;
class GenerationDocument;
class HeadsView;
class LessonDocument;
class LessonFiles;
class ModelOpener;
class LessonRecovery;
class LinesView;
class PipelineView;
class PresentationMode;
class PresenterKeys;
class TeachingView;
class TrainView;
class TrainingRun;
class ViewExporter;

/**
 * The explorer: lesson controls on the left, the views of one result in the middle. It builds
 * the tabs and hands each job to a part of its own: the lesson's file (LessonFiles), imported
 * attention (AttentionImporter), exports (ViewExporter), text size and presentation
 * (PresentationMode), the menus (MainMenus.cpp) and crash recovery (RecoveryOffer.cpp).
 */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /** The interface in another language (View → Language; "" follows the system), remembered:
     *  the window is built anew in it and takes over the lesson with its undo history, its file,
     *  its autosave, an import on show, the tabs and the text size, the Generate tab's model and
     *  session and both trainings, which go on. Returns the window that shows the lesson now; this
     *  one is deleted once control returns to the event loop. */
    MainWindow *switchLanguage(const QString &code);

    LessonDocument *document() const { return mDocument; }
    QTabWidget *tabs() const { return mTabs; }
    AlignmentPanel *alignmentPanel() const { return mAlignment; }
    PipelineView *pipelineView() const { return mPipeline; }
    HeadsView *headsView() const { return mHeads; }
    LinesView *linesView() const { return mLines; }
    TeachingView *teachingView() const { return mTeaching; }
    TrainView *trainView() const { return mTrain; }
    GenerateView *generateView() const { return mGenerate; }
    ControlPanel *controlPanel() const { return mControls; }
    QScrollArea *controlsScroll() const { return mControlsScroll; }
    QDockWidget *lessonDock() const { return mLessonDock; }
    LessonFiles *files() const { return mFiles; }
    AttentionImporter *importer() const { return mImporter; }
    ModelOpener *modelOpener() const { return mModelOpener; }
    ViewExporter *exporter() const { return mExporter; }
    PresentationMode *presentation() const { return mPresentation; }
    /** The autosave of unsaved changes (off for benchmarks). */
    LessonRecovery *recovery() const { return mRecovery; }
    int chosenHead() const { return mChosenHead; }
    bool hasRestoredGeometry() const { return mRestoredGeometry; }

    /** What the views show: the imported attention, or the lesson's result (null on error). */
    std::shared_ptr<const AttentionResult> displayedResult() const;
    /** The alignment a result is scored against: the lesson's gold one, or the one a trained task knows. */
    std::vector<std::pair<int, int>> goldAlignmentOf(const AttentionResult &result) const;
    /** A presenter's step forward (1) or back (-1) on the tab shown: Generate's text,
     *  Step-through decoding, the Train tab's training (forward only); elsewhere nothing. */
    void stepShown(int direction);
    PresenterKeys *presenterKeys() const { return mPresenterKeys; }
    /** The lesson takes the Train tab's model: typed sources go through the trained weights. */
    void useTrainedModel();
    /** A real decoder the lesson uses becomes a choice of the Generate tab, played from the lesson's text. */
    void offerModelToGenerate();
    /** The lesson's sizes, what is wrong with it, or that it is computing (the status bar's line). */
    QString lessonStatus() const;

    // The lesson's file (LessonFiles).
    bool openLessonFile(const QString &path);
    /** What the command line, a drop and the recent list open: a model folder becomes the
     *  lesson's model, attention (NPY, or Hugging Face JSON that is no lesson: isAttentionFile())
     *  is imported, anything else opened as a lesson. */
    void openFile(const QString &path);
    /** Opens a Hugging Face model folder off the window's thread; the lesson then uses it. */
    void openModelFolder(const QString &folder);
    bool isOpeningModel() const;
    bool saveLessonAs(const QString &path);
    QString lessonFilePath() const;
    QStringList recentFiles() const;

    // Imported attention (AttentionImporter).
    void importAttentionFile(const QString &path, const QString &typedTokens = QString());
    bool isImporting() const;
    bool isShowingImport() const;
    void setImportedLayer(int layer);
    void leaveImport();

    // Exports (ViewExporter).
    ExportView currentExportView() const;
    /** Writes the current view (or, for csv/json/npy, the matrix `view`) without dialogs. */
    bool exportView(const QString &path, ExportOptions options);
    /** The current tab as it is on screen (Teach, Train: panels of their own) as PNG, SVG or PDF. */
    bool exportTabPicture(const QString &path);
    bool copyCurrentViewToClipboard();
    /** Where an export goes: the save dialog, opened in the folder of the last export. */
    QString askExportPath(const QString &caption, const QString &fileName, const QString &filters);

    // Text size and presentation (PresentationMode).
    double textSize() const;
    /** The text size presentation mode grows to on this window's screen (never shrinks to it). */
    double presentationTextSize() const;
    void setTextSize(double points);
    /** Full screen, projector-sized text and a crosshair that follows the hovered cell. */
    void setPresentationMode(bool on);
    bool isPresentationMode() const;

    /** What the window asks before unsaved changes would be lost: Save, Discard or Cancel
     *  (a QMessageBox::StandardButton). Tests answer it without a dialog. */
    using UnsavedChangesPrompt = std::function<int(const QString &lessonName)>;
    void setUnsavedChangesPrompt(UnsavedChangesPrompt prompt);
    /** Where the warnings of a failed open or save go; a message box by default. */
    using ProblemReporter = std::function<void(const QString &title, const QString &message)>;
    void setProblemReporter(ProblemReporter reporter) { mMessages.problem = std::move(reporter); }
    const WindowMessages &messages() const { return mMessages; }
    /** Asked at start when a previous run left unsaved changes: true restores them. */
    using RecoveryPrompt = std::function<bool(const QString &lessonName)>;
    void setRecoveryPrompt(RecoveryPrompt prompt) { mRecoveryPrompt = std::move(prompt); }
    /** Stands in for the save dialog of exports (tests): given the suggested path, the chosen one. */
    using ExportPathPrompt = std::function<QString(const QString &suggested)>;
    void setExportPathPrompt(ExportPathPrompt prompt);
    /** Offers to restore what a crashed or killed run left; runs once the event loop starts. */
    void offerRecovery();
    /** The Help menu's texts: every action's shortcut, and the version and the CPU path in use. */
    QString shortcutsText() const;
    QString aboutText() const;

protected:
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void dragEnterEvent(QDragEnterEvent *event) override;
    void dropEvent(QDropEvent *event) override;

private:
    /** What a window built anew in another language takes over from the one before. */
    struct Adopted
    {
        LessonDocument *document = nullptr;
        LessonRecovery *recovery = nullptr;
        GenerationDocument *generation = nullptr;
        TrainingRun *training = nullptr;
    };
    MainWindow(QWidget *parent, Adopted adopted);
    void buildTabs();
    void buildLessonDock();
    void connectViews();
    void showResult();
    void showLessonStatus(); // lessonStatus() in the status bar, where a tab shows the lesson
    void refreshCurrentView();
    void updateTitle();
    /** The window's place, tabs and text size; with `lesson`, the lesson of the last run too. */
    void restoreSettings(bool lesson);
    void saveSettings() const;

    LessonDocument *mDocument = nullptr;
    GenerationDocument *mGeneration = nullptr; // the Generate tab's
    TrainingRun *mTrainingRun = nullptr; // the Train tab's
    bool mHandedOver = false; // the document went to the window built in another language
    WindowMessages mMessages;
    RecoveryPrompt mRecoveryPrompt;
    ControlPanel *mControls = nullptr;
    QScrollArea *mControlsScroll = nullptr;
    QDockWidget *mLessonDock = nullptr;
    QTabWidget *mTabs = nullptr;
    AlignmentPanel *mAlignment = nullptr;
    PipelineView *mPipeline = nullptr;
    HeadsView *mHeads = nullptr;
    LinesView *mLines = nullptr;
    TeachingView *mTeaching = nullptr;
    TrainView *mTrain = nullptr;
    GenerateView *mGenerate = nullptr;
    QLabel *mStatus = nullptr;
    QTimer *mComputingNotice = nullptr; // says "computing" once a background computation lasts
    LessonFiles *mFiles = nullptr;
    AttentionImporter *mImporter = nullptr;
    ModelOpener *mModelOpener = nullptr;
    ViewExporter *mExporter = nullptr;
    PresentationMode *mPresentation = nullptr;
    PresenterKeys *mPresenterKeys = nullptr;
    LessonRecovery *mRecovery = nullptr;
    int mChosenHead = -1;
    bool mRestoredGeometry = false;
    std::vector<bool> mStale; // per tab: needs a redraw when it is shown
};

} // namespace attention
