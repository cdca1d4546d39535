#pragma once

#include "ui/formats/AttentionImport.h"
#include "ui/views/ViewExport.h"

#include <QMainWindow>

#include <atomic>
#include <functional>
#include <memory>
#include <optional>

class QComboBox;
class QDockWidget;
class QMenu;
class QLabel;
class QTimer;
class QProgressBar;
class QScrollArea;
class QTabWidget;
class QToolBar;

namespace attention {

class AlignmentPanel;
template <typename Result>
class LatestJob;
class ControlPanel;
class HeadsView;
class LessonDocument;
class LessonRecovery;
class LinesView;
class GenerateView;
class PipelineView;
class TeachingView;
class TrainView;

/** The explorer: lesson controls on the left, the views of one result in the middle. */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    /** The interface in another language (View → Language; "" follows the system), remembered:
     *  the window is built anew in it and takes over the lesson with its undo history, its file,
     *  its autosave, an import on show, the tabs and the text size. Returns the window that shows
     *  the lesson now; this one is deleted once control returns to the event loop. A training in
     *  progress would stop: the user is asked first (this window is returned if they decline). */
    MainWindow *switchLanguage(const QString &code);
    /** Asked before a language switch stops a training: true goes on. */
    using TrainingStopPrompt = std::function<bool()>;
    void setTrainingStopPrompt(TrainingStopPrompt prompt) { mTrainingStopPrompt = std::move(prompt); }

    LessonDocument *document() const { return mDocument; }
    AlignmentPanel *alignmentPanel() const { return mAlignment; }
    PipelineView *pipelineView() const { return mPipeline; }
    HeadsView *headsView() const { return mHeads; }
    LinesView *linesView() const { return mLines; }
    TeachingView *teachingView() const { return mTeaching; }
    TrainView *trainView() const { return mTrain; }
    int chosenHead() const { return mChosenHead; }
    bool hasRestoredGeometry() const { return mRestoredGeometry; }

    /** Opens a lesson file; on failure the user is told why and nothing changes. */
    bool openLessonFile(const QString &path);
    /** What the command line and a drop open: attention (NPY, or Hugging Face JSON that is no
     *  lesson: isAttentionFile()) is imported, anything else opened as a lesson. */
    void openFile(const QString &path);
    bool saveLessonAs(const QString &path);
    QString lessonFilePath() const { return mFilePath; }
    QStringList recentFiles() const;

    /** Shows attention from a file (NPY or Hugging Face JSON) in every view, with a layer
     *  selector; typedTokens (split at spaces) name the positions when no sidecar does. The file
     *  opens off the window's thread (a busy bar shows after 0.3 s); its first layer then shows,
     *  or the user is told why not. */
    void importAttentionFile(const QString &path, const QString &typedTokens = QString());
    bool isImporting() const;
    bool isShowingImport() const { return mImported.has_value(); }
    void setImportedLayer(int layer);
    void leaveImport();
    /** The lesson takes the Train tab's model: typed sources go through the trained weights. */
    void useTrainedModel();
    /** The alignment a result is scored against: the lesson's gold one, or the one a trained task knows. */
    std::vector<std::pair<int, int>> goldAlignmentOf(const AttentionResult &result) const;
    /** What the current tab shows, as an export sees it. */
    /** The current tab as it is on screen (Teach, Train: panels of their own) as PNG, SVG or PDF. */
    bool exportTabPicture(const QString &path);
    ExportView currentExportView() const;
    /** Writes the current view (or, for csv/json/npy, the matrix `view`) without dialogs. */
    bool exportView(const QString &path, ExportOptions options);
    bool copyCurrentViewToClipboard();

    /** What the views show: the imported attention, or the lesson's result (null on error). */
    std::shared_ptr<const AttentionResult> displayedResult() const;

    /** What the window asks before unsaved changes would be lost: Save, Discard or Cancel
     *  (a QMessageBox::StandardButton). Tests answer it without a dialog. */
    using UnsavedChangesPrompt = std::function<int(const QString &lessonName)>;
    void setUnsavedChangesPrompt(UnsavedChangesPrompt prompt) { mPrompt = std::move(prompt); }
    /** Where the warnings of a failed open or save go; a message box by default. */
    using ProblemReporter = std::function<void(const QString &title, const QString &message)>;
    void setProblemReporter(ProblemReporter reporter) { mReportProblem = std::move(reporter); }
    /** Asked at start when a previous run left unsaved changes: true restores them. */
    using RecoveryPrompt = std::function<bool(const QString &lessonName)>;
    void setRecoveryPrompt(RecoveryPrompt prompt) { mRecoveryPrompt = std::move(prompt); }
    /** Stands in for the save dialog of exports (tests): given the suggested path, the chosen one. */
    using ExportPathPrompt = std::function<QString(const QString &suggested)>;
    void setExportPathPrompt(ExportPathPrompt prompt) { mExportPathPrompt = std::move(prompt); }
    /** Where an export goes: the save dialog, opened in the folder of the last export. */
    QString askExportPath(const QString &caption, const QString &fileName, const QString &filters);

    /** The autosave of unsaved changes (off for benchmarks). */
    LessonRecovery *recovery() const { return mRecovery; }
    /** Offers to restore what a crashed or killed run left; runs once the event loop starts. */
    void offerRecovery();
    double textSize() const;
    /** The text size presentation mode grows to on this window's screen (never shrinks to it). */
    double presentationTextSize() const;
    void setTextSize(double points);
    /** Full screen, projector-sized text and a crosshair that follows the hovered cell. */
    void setPresentationMode(bool on);
    bool isPresentationMode() const { return mPresenting; }
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
    };
    MainWindow(QWidget *parent, Adopted adopted);
    void buildLanguageMenu(QMenu *view);
    void buildMenus();
    void fitLessonDock();
    void applyPresentationTextOnceFullScreen();
    /** The Lesson panel shown where the teacher wants it, except on the Train and Generate tabs. */
    void placeLessonPanel();
    void showResult();
    QString lessonStatus() const; // the lesson's sizes, what is wrong with it, or that it is computing
    void showLessonStatus();      // ... in the status bar, where a tab shows the lesson
    void refreshCurrentView();
    void exportCurrentView();
    void exportMatrix(ExportView view);
    void importAttentionDialog();
    void newLesson();
    void openLessonDialog();
    bool save();
    bool saveAsDialog();
    bool maybeSave();
    void openExample(const QString &resourcePath);
    void addRecentFile(const QString &path);
    void rebuildRecentMenu();
    void updateTitle();
    QString lessonName() const;
    /** The window's place, tabs and text size; with `lesson`, the lesson of the last run too. */
    void restoreSettings(bool lesson);
    void saveSettings() const;

    LessonDocument *mDocument = nullptr;
    bool mHandedOver = false; // the document went to the window built in another language
    TrainingStopPrompt mTrainingStopPrompt;
    ControlPanel *mControls = nullptr;
    GenerateView *mGenerate = nullptr;
    QScrollArea *mControlsScroll = nullptr;
    QDockWidget *mLessonDock = nullptr;
    QTabWidget *mTabs = nullptr;
    AlignmentPanel *mAlignment = nullptr;
    PipelineView *mPipeline = nullptr;
    HeadsView *mHeads = nullptr;
    LinesView *mLines = nullptr;
    TeachingView *mTeaching = nullptr;
    TrainView *mTrain = nullptr;
    QLabel *mStatus = nullptr;
    QTimer *mComputingNotice = nullptr; // says "computing" once a background computation lasts
    int mChosenHead = -1;
    bool mRestoredGeometry = false;
    bool mPresenting = false;
    double mTextSizeBeforePresenting = 0;
    QByteArray mGeometryBeforePresenting;
    bool mLessonPanelBeforePresenting = true;
    // The teacher's choice (F9, the menu, the panel's close button); the tabs that hide the panel
    // leave it as it is (it came back on every change of tab, after F9 on a small projector).
    bool mLessonPanelWanted = true;
    bool mPlacingLessonPanel = false;
    bool mPresentationTextPending = false;
    std::vector<bool> mStale; // per tab: needs a redraw when it is shown
    QString mFilePath;
    std::optional<ImportedAttention> mImported;
    std::shared_ptr<const AttentionResult> mImportedResult;
    QToolBar *mImportBar = nullptr;
    QLabel *mImportLabel = nullptr;
    QComboBox *mLayerCombo = nullptr;
    /** A file being opened off the window's thread: what it holds and its first layer, or why not. */
    struct OpenedImport
    {
        std::optional<ImportedAttention> imported;
        std::optional<AttentionResult> firstLayer;
        std::optional<Message> problem;
    };
    std::unique_ptr<LatestJob<std::shared_ptr<OpenedImport>>> mImportJob;
    QProgressBar *mImportProgress = nullptr;
    /** The share of its file the running import has read, in thousandths (-1 until it tells), and
     *  the timer that shows it on mImportProgress. */
    std::shared_ptr<std::atomic<int>> mImportRead;
    QTimer *mImportProgressTimer = nullptr;
    void showImportProgress();
    void showImportedAttention(ImportedAttention imported, AttentionResult firstLayer);
    QMenu *mRecentMenu = nullptr;
    UnsavedChangesPrompt mPrompt;
    RecoveryPrompt mRecoveryPrompt;
    ExportPathPrompt mExportPathPrompt;
    LessonRecovery *mRecovery = nullptr;
    ProblemReporter mReportProblem;
};

} // namespace attention
