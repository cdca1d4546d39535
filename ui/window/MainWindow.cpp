#include "ui/window/MainWindow.h"

#include "core/models/ModelLesson.h"
#include "core/pipeline/AttentionPipeline.h"
#include "core/training/TrainedModel.h"
#include "ui/document/GenerationDocument.h"
#include "ui/document/LanguageTrainingRun.h"
#include "ui/document/LessonDocument.h"
#include "ui/document/LessonRecovery.h"
#include "ui/document/TrainingRun.h"
#include "ui/formats/InterfaceLanguage.h"
#include "ui/formats/LessonFile.h"
#include "ui/formats/MessageText.h"
#include "ui/formats/huggingface/ModelFolder.h"
#include "ui/plots/HeatmapView.h"
#include "ui/teach/DecodingPanel.h"
#include "ui/teach/ExplainPanel.h"
#include "ui/teach/TeachingView.h"
#include "ui/views/AlignmentPanel.h"
#include "ui/views/GenerateView.h"
#include "ui/views/HeadsView.h"
#include "ui/views/LinesView.h"
#include "ui/views/PipelineView.h"
#include "ui/views/ResultPresentation.h"
#include "ui/views/TrainView.h"
#include "ui/window/AttentionImporter.h"
#include "ui/window/ControlPanel.h"
#include "ui/window/LessonFiles.h"
#include "ui/window/LexiconDialog.h"
#include "ui/window/MainMenus.h"
#include "ui/window/ModelOpener.h"
#include "ui/window/PresentationMode.h"
#include "ui/window/PresenterKeys.h"
#include "ui/window/RecoveryOffer.h"
#include "ui/window/ViewExporter.h"

#include <QCloseEvent>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QLabel>
#include <QMessageBox>
#include <QMimeData>
#include <QScreen>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QTimer>
#include <QUndoStack>

namespace attention {

namespace {
// A wait shorter than this is not announced in the status bar.
constexpr int kLongWaitMs = 300;
} // namespace

MainWindow::MainWindow(QWidget *parent) : MainWindow(parent, Adopted{}) {}

MainWindow::MainWindow(QWidget *parent, Adopted adopted)
    : QMainWindow(parent),
      mDocument(adopted.document ? adopted.document : new LessonDocument(this)),
      mGeneration(adopted.generation ? adopted.generation : new GenerationDocument(this)),
      mTrainingRun(adopted.training ? adopted.training : new TrainingRun(this)),
      mStale(TabCount, true)
{
    for (QObject *owned : std::initializer_list<QObject *>{mDocument, mGeneration, mTrainingRun})
        owned->setParent(this);
    setWindowTitle(tr("Attention Explorer"));
    // A first start fills most of the screen, however small (a 1280x720 projector included).
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1400, 860);
    resize(std::min(1400, available.width() * 95 / 100), std::min(860, available.height() * 92 / 100));
    setObjectName(QStringLiteral("mainWindow"));

    mStatus = new QLabel(this);
    mStatus->setObjectName(QStringLiteral("statusMessage"));
    statusBar()->addWidget(mStatus, 1);
    mMessages.problem = [this](const QString &title, const QString &message) { QMessageBox::warning(this, title, message); };
    mMessages.status = [this](const QString &text) { mStatus->setText(text); };

    buildTabs();
    buildLessonDock();
    mFiles = new LessonFiles(mDocument, this, mMessages);
    mImporter = new AttentionImporter(this, mMessages);
    mModelOpener = new ModelOpener(this, mDocument, mMessages);
    mFiles->setRecentOpener([this](const QString &path) { openFile(path); });
    connect(mModelOpener, &ModelOpener::opened, mFiles, &LessonFiles::addRecentFile);
    mExporter = new ViewExporter(*this);
    connect(mTabs, &QTabWidget::currentChanged, this, &MainWindow::refreshCurrentView);
    mPresentation = new PresentationMode(*this);
    mPresenterKeys = new PresenterKeys(*this);
    connect(mTabs, &QTabWidget::currentChanged, this, &MainWindow::showLessonStatus);
    buildMainMenus(*this);
    mPresentation->fitLessonPanel();
    connectViews();

    mRecoveryPrompt = [this](const QString &name) {
        return QMessageBox::question(this, tr("Restore unsaved changes?"),
                                     tr("Attention Explorer did not close properly last time. Restore the unsaved changes "
                                        "to \u201C%1\u201D?")
                                         .arg(name),
                                     QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
               == QMessageBox::Yes;
    };
    if (adopted.document) { // the lesson, its lexicon and its autosave come with it
        mRecovery = adopted.recovery;
        mRecovery->setParent(this);
    } else {
        mRecovery = new LessonRecovery(mDocument, this);
        if (auto edited = LexiconDialog::loadUserLexicon(); !edited) // said once the window is up
            QMetaObject::invokeMethod(
                this, [this, problem = messageText(edited.problem())] { mMessages.problem(tr("Lexicon not read"), problem); },
                Qt::QueuedConnection);
        else if (*edited)
            mDocument->setLexicon(std::move(edited.value()));
        QMetaObject::invokeMethod(this, &MainWindow::offerRecovery, Qt::QueuedConnection);
    }
    connect(mRecovery, &LessonRecovery::keepingFailed, this, [this](const QString &why) { // once, until a copy is kept again
        mMessages.problem(tr("Unsaved changes not kept"),
                          tr("Unsaved changes cannot be kept for recovery after a crash: %1. Save the lesson to keep them.").arg(why));
    });
    setAcceptDrops(true);
    restoreSettings(!adopted.document);
    updateTitle();
    showResult();
}

void MainWindow::buildTabs()
{
    mTabs = new QTabWidget(this);
    mTabs->setObjectName(QStringLiteral("viewTabs"));
    mAlignment = new AlignmentPanel(mTabs);
    mPipeline = new PipelineView(mTabs);
    mPipeline->setObjectName(QStringLiteral("pipelineView"));
    mHeads = new HeadsView(mTabs);
    mHeads->setObjectName(QStringLiteral("headsView"));
    mLines = new LinesView;
    mLines->setObjectName(QStringLiteral("linesView"));
    auto *linesScroll = new QScrollArea(mTabs);
    linesScroll->setWidget(mLines);
    linesScroll->setWidgetResizable(true);
    mTeaching = new TeachingView(mTabs);
    mTrain = new TrainView(mTrainingRun, mTabs);
    mTrain->setObjectName(QStringLiteral("trainView"));
    mGenerate = new GenerateView(mGeneration, mTabs);
    mTabs->addTab(mAlignment, tr("&Alignment"));
    mTabs->addTab(mPipeline, tr("&Pipeline"));
    mTabs->addTab(mHeads, tr("H&eads"));
    mTabs->addTab(linesScroll, tr("&Lines"));
    mTabs->addTab(mTeaching, tr("&Teach"));
    mTabs->addTab(mTrain, tr("T&rain"));
    mTabs->addTab(mGenerate, tr("&Generate"));
    mTabs->setTabToolTip(AlignmentTab, tr("The alignment matrix: which key each query attends to."));
    mTabs->setTabToolTip(PipelineTab, tr("Every step from embeddings to context vectors, in order."));
    mTabs->setTabToolTip(HeadsTab, tr("One map per head of multi-head attention."));
    mTabs->setTabToolTip(LinesTab, tr("Each query linked to each key by a line as strong as its weight."));
    mTabs->setTabToolTip(TeachTab, tr("Tools that show each claim of the lesson happening: scaling, arithmetic, decoding, cost."));
    mTabs->setTabToolTip(TrainTab, tr("Train a small attention model and watch the alignment emerge."));
    mTabs->setTabToolTip(GenerateTab, tr("A language model writes one token at a time: sampling, causal attention and the KV cache."));
    setCentralWidget(mTabs);
}

void MainWindow::buildLessonDock()
{
    mControls = new ControlPanel(mDocument);
    mControls->setObjectName(QStringLiteral("controlPanel"));
    mControlsScroll = new QScrollArea;
    mControlsScroll->setObjectName(QStringLiteral("controlsScroll"));
    mControlsScroll->setWidget(mControls);
    mControlsScroll->setWidgetResizable(true);
    mControlsScroll->setFrameShape(QFrame::NoFrame);
    mLessonDock = new QDockWidget(tr("Lesson"), this);
    mLessonDock->setObjectName(QStringLiteral("lessonDock"));
    mLessonDock->setWidget(mControlsScroll);
    mLessonDock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::LeftDockWidgetArea, mLessonDock);
    // Presenting on a small projector, the teacher sets the lesson up and hands its third of the
    // screen to the plots (a 1024x768 map: 290 px wide with the panel, 550 without).
    QAction *lessonPanel = mLessonDock->toggleViewAction();
    lessonPanel->setText(tr("L&esson panel"));
    lessonPanel->setShortcut(QKeySequence(Qt::Key_F9));
    lessonPanel->setObjectName(QStringLiteral("lessonPanelAction"));
}

void MainWindow::connectViews()
{
    connect(mTrain, &TrainView::useInLesson, this, &MainWindow::useTrainedModel);
    connect(mControls, &ControlPanel::trainedModelWanted, this, [this] {
        mTabs->setCurrentIndex(TrainTab); // the class watches the alignment form before the lesson uses it
        mTrainingRun->trainAndUse(training::TaskKind::Phrases);
    });
    connect(mImporter, &AttentionImporter::importChanged, this, [this] {
        mTeaching->explain()->setImported(mImporter->imported());
        mChosenHead = -1;
        showResult();
    });
    connect(mImporter, &AttentionImporter::layerChanged, this, &MainWindow::showResult);
    // Editing the lesson brings its own result back.
    connect(mDocument, &LessonDocument::stateChanged, this, [this] {
        if (mImporter->isShowing())
            mImporter->leave();
    });
    connect(mDocument, &LessonDocument::resultChanged, this, &MainWindow::showResult);
    connect(mDocument, &LessonDocument::stateChanged, this, &MainWindow::offerModelToGenerate);
    // Said only once a computation lasts: a keystroke at 512 tokens is computed in the background
    // in a few ms, and the notice flashed in the status bar at every one (relaying it out, too).
    mComputingNotice = new QTimer(this);
    mComputingNotice->setObjectName(QStringLiteral("computingNotice"));
    mComputingNotice->setSingleShot(true);
    mComputingNotice->setInterval(kLongWaitMs);
    connect(mComputingNotice, &QTimer::timeout, this, [this] {
        if (mDocument->isComputing())
            mStatus->setText(lessonStatus());
    });
    connect(mDocument, &LessonDocument::computingChanged, mComputingNotice, [this](bool computing) {
        if (computing)
            mComputingNotice->start();
        else
            mComputingNotice->stop();
    });
    connect(mDocument, &LessonDocument::textShortened, this,
            [this] { mStatus->setText(tr("More than 30 accents on one letter are cut to 30 (Unicode's own limit for a character).")); });
    connect(mDocument->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &LessonDocument::stateChanged, this, &MainWindow::updateTitle);
    connect(mFiles, &LessonFiles::filePathChanged, this, &MainWindow::updateTitle);
    connect(mHeads, &HeadsView::headChosen, this, [this](int head) {
        mChosenHead = head;
        std::fill(mStale.begin(), mStale.end(), true);
        mTabs->setCurrentIndex(AlignmentTab);
        refreshCurrentView();
    });
    connect(mHeads, &HeadsView::multiHeadRequested, this, [this] {
        AttentionConfig config = mDocument->config();
        config.score = ScoreFunction::MultiHead;
        mDocument->setConfig(config, tr("Score function"));
    });
    connect(mAlignment->heatmap(), &HeatmapView::cellClicked, this,
            [this](int row, int column) { mTeaching->setSelectedCell(row, column, mChosenHead); });
    connect(mAlignment->heatmap(), &HeatmapView::cellHovered, this, [this](int row, int column) {
        const auto result = displayedResult();
        if (result && row >= 0)
            mStatus->setText(cellDetails(*result, row, column, mChosenHead).replace(QLatin1Char('\n'), QStringLiteral("   ")));
    });
}

MainWindow::~MainWindow()
{
    // The panel hides as QWidget's destructor hides the children: that is not the teacher's
    // choice, and by then the window is half destroyed (UBSan).
    disconnect(mLessonDock, nullptr, mPresentation, nullptr);
    disconnect(mTabs, nullptr, this, nullptr);
    disconnect(mTabs, nullptr, mPresentation, nullptr);
    // Before the document goes: its undo stack reports "clean" as it is cleared, which must not
    // count as "saved" and remove the copy a later start may need.
    if (mHandedOver)
        return; // the document and its autosave live on in the window that took them
    delete mRecovery;
    mRecovery = nullptr;
    // QWidget deletes its children before QObject drops the connections: without this the
    // stack's last signals would reach a window that is half destroyed.
    disconnect(mDocument->undoStack(), nullptr, this, nullptr);
    disconnect(mDocument, nullptr, this, nullptr);
}

MainWindow *MainWindow::switchLanguage(const QString &code)
{
    setChosenLanguage(code);
    installInterfaceLanguage(code.isEmpty() ? effectiveLanguage() : code);
    if (mPresentation->isOn())
        mPresentation->setOn(false); // the new window starts from the text size the user chose
    saveSettings(); // the tabs and panels, text size and place: the new window opens as this one is
    mImporter->cancel();
    // The documents, the trainings and the autosave leave this window first; then nothing here
    // hears them or the undo stack any more, however long this window takes to go.
    const std::initializer_list<QObject *> handedOver{mDocument, mRecovery, mGeneration, mTrainingRun};
    for (QObject *owned : handedOver)
        owned->setParent(nullptr);
    QList<QObject *> receivers = findChildren<QObject *>();
    receivers.append(this);
    for (QObject *receiver : receivers) {
        for (QObject *owned : handedOver)
            disconnect(owned, nullptr, receiver, nullptr);
        disconnect(mDocument->undoStack(), nullptr, receiver, nullptr);
        disconnect(mGeneration->training(), nullptr, receiver, nullptr);
    }
    mHandedOver = true;
    auto *next = new MainWindow(nullptr, Adopted{mDocument, mRecovery, mGeneration, mTrainingRun});
    next->setAttribute(Qt::WA_DeleteOnClose, testAttribute(Qt::WA_DeleteOnClose));
    next->mFiles->setFilePath(mFiles->filePath());
    if (mImporter->isShowing() && mImporter->result())
        next->mImporter->show(*mImporter->imported(), *mImporter->result(), mImporter->layer());
    next->setWindowState(windowState());
    next->show();
    hide();
    deleteLater();
    return next;
}

std::shared_ptr<const AttentionResult> MainWindow::displayedResult() const
{
    return mImporter->isShowing() ? mImporter->result() : mDocument->result();
}

void MainWindow::useTrainedModel()
{
    const auto model = mTrain->trainedModel();
    if (!model)
        return;
    if (mImporter->isShowing())
        mImporter->leave();
    LessonState state = mDocument->state();
    state.lesson.model = model;
    state.lesson.source = mTrain->showcaseSource().toStdString();
    state.lesson.target.clear(); // the model writes it
    state.title = tr("Trained model: %1").arg(QString::fromStdString(training::Task::nameOf(model->task)));
    state.goldAlignment.clear(); // the task knows the true alignment of whatever is typed
    mDocument->setState(state, tr("Use the trained model"));
    mTabs->setCurrentIndex(AlignmentTab);
}

void MainWindow::stepShown(int direction)
{
    switch (mTabs->currentIndex()) {
    case GenerateTab:
        direction > 0 ? mGeneration->step() : mGeneration->stepBack();
        break;
    case TrainTab:
        if (direction > 0)
            mTrainingRun->stepOnce();
        break;
    case TeachTab:
        if (mTeaching->currentPanel() == mTeaching->decoding())
            mTeaching->decoding()->setStep(mTeaching->decoding()->step() + direction);
        break;
    default:
        break;
    }
}

void MainWindow::offerModelToGenerate()
{
    // A real decoder the lesson opened writes on the Generate tab too, from the lesson's text.
    const auto lessonModel = models::modelLessonOf(mDocument->lesson());
    if (!lessonModel || !lessonModel->model().language)
        return;
    const QString folder = QString::fromStdString(lessonModel->folder());
    if (!mGeneration->isRealModel(folder))
        mGeneration->useRealModel(lessonModel->loaded(), folder, QString::fromStdString(mDocument->lesson().source));
}

std::vector<std::pair<int, int>> MainWindow::goldAlignmentOf(const AttentionResult &result) const
{
    if (mImporter->isShowing())
        return {};
    const auto &gold = mDocument->state().goldAlignment;
    return gold.empty() ? result.trueAlignment : gold;
}

QString MainWindow::lessonStatus() const
{
    if (mDocument->isComputing() && !mComputingNotice->isActive()) // it has lasted
        return tr("Computing a large lesson in the background; the window stays usable\u2026");
    const auto result = displayedResult();
    if (!result)
        return mDocument->errorMessage();
    if (!result->notes.empty())
        return messageText(result->notes.front());
    if (!result->model.empty())
        return tr("%1 queries \u00D7 %2 keys: %3")
            .arg(result->queryCount())
            .arg(result->keyCount())
            .arg(QString::fromStdString(result->origin));
    if (!result->origin.empty()) // a model's attention: no d_model of the lesson's in it
        return tr("%1 queries \u00D7 %2 keys (imported attention)").arg(result->queryCount()).arg(result->keyCount());
    return tr("%1 queries \u00D7 %2 keys, d_model %3").arg(result->queryCount()).arg(result->keyCount()).arg(result->config.dModel);
}

void MainWindow::showLessonStatus()
{
    // Train and Generate have models of their own: the lesson's sizes (or its problem) said
    // there described something off screen.
    const int tab = mTabs->currentIndex();
    mStatus->setText(tab == TrainTab || tab == GenerateTab ? QString() : lessonStatus());
}

void MainWindow::showResult()
{
    std::fill(mStale.begin(), mStale.end(), true);
    const auto result = displayedResult();
    showLessonStatus();
    if (result && mChosenHead >= result->headCount())
        mChosenHead = -1;
    refreshCurrentView();
}

void MainWindow::refreshCurrentView()
{
    const int tab = mTabs->currentIndex();
    if (tab < 0 || !mStale[static_cast<std::size_t>(tab)])
        return;
    mStale[static_cast<std::size_t>(tab)] = false;
    const auto result = displayedResult();
    const ColorMapId colors = mDocument->state().colorMap;
    const QString message = mDocument->errorMessage();
    switch (tab) {
    case AlignmentTab:
        if (result)
            mAlignment->showResult(result, colors, mChosenHead, goldAlignmentOf(*result));
        else
            mAlignment->showMessage(message);
        break;
    case PipelineTab:
        result ? mPipeline->showResult(*result, colors) : mPipeline->showMessage(message);
        break;
    case HeadsTab:
        result ? mHeads->showResult(result, colors, mChosenHead) : mHeads->showMessage(message);
        break;
    case TeachTab:
        mTeaching->showResult(mDocument->state(), result);
        break;
    case LinesTab:
        if (result) {
            Matrix storage;
            const Matrix &w = mChosenHead >= 0 ? headWeightsOf(*result, mChosenHead, storage) : result->weights;
            mLines->setAttention(tokenLabels(result->queryTokens), tokenLabels(result->keyTokens), w, result->mask);
        } else {
            mLines->setMessage(message);
        }
        break;
    default:
        break;
    }
}

void MainWindow::updateTitle()
{
    if (mRecovery)
        mRecovery->setFilePath(mFiles->filePath());
    setWindowTitle(QStringLiteral("%1[*] \u2014 %2").arg(mFiles->lessonName(), tr("Attention Explorer")));
    setWindowModified(!mDocument->undoStack()->isClean());
}

// The lesson's file.
bool MainWindow::openLessonFile(const QString &path)
{
    return mFiles->open(path);
}
bool MainWindow::saveLessonAs(const QString &path)
{
    return mFiles->saveAs(path);
}
QString MainWindow::lessonFilePath() const
{
    return mFiles->filePath();
}
QStringList MainWindow::recentFiles() const
{
    return mFiles->recentFiles();
}
void MainWindow::setUnsavedChangesPrompt(UnsavedChangesPrompt prompt)
{
    mFiles->setUnsavedChangesPrompt(std::move(prompt));
}

void MainWindow::openModelFolder(const QString &folder)
{
    mModelOpener->open(folder);
}
bool MainWindow::isOpeningModel() const
{
    return mModelOpener->isOpening();
}

void MainWindow::openFile(const QString &path)
{
    if (isModelFolder(path))
        mModelOpener->open(path);
    else if (isAttentionFile(path))
        mImporter->importFile(path);
    else if (mFiles->maybeSave())
        mFiles->open(path);
}

void MainWindow::offerRecovery()
{
    attention::offerRecovery(*mRecovery, *mFiles, *mDocument, mRecoveryPrompt);
}

// Imported attention.
void MainWindow::importAttentionFile(const QString &path, const QString &typedTokens)
{
    mImporter->importFile(path, typedTokens);
}
bool MainWindow::isImporting() const
{
    return mImporter->isImporting();
}
bool MainWindow::isShowingImport() const
{
    return mImporter->isShowing();
}
void MainWindow::setImportedLayer(int layer)
{
    mImporter->setLayer(layer);
}
void MainWindow::leaveImport()
{
    mImporter->leave();
}

// Exports.
ExportView MainWindow::currentExportView() const
{
    return mExporter->currentView();
}
bool MainWindow::exportView(const QString &path, ExportOptions options)
{
    return mExporter->exportView(path, std::move(options));
}
bool MainWindow::exportTabPicture(const QString &path)
{
    return mExporter->exportTabPicture(path);
}
bool MainWindow::copyCurrentViewToClipboard()
{
    return mExporter->copyToClipboard();
}
void MainWindow::setExportPathPrompt(ExportPathPrompt prompt)
{
    mExporter->setPathPrompt(std::move(prompt));
}
QString MainWindow::askExportPath(const QString &caption, const QString &fileName, const QString &filters)
{
    return mExporter->askPath(caption, fileName, filters);
}

// Text size and presentation.
double MainWindow::textSize() const
{
    return mPresentation->textSize();
}
double MainWindow::presentationTextSize() const
{
    return mPresentation->presentationTextSize();
}
void MainWindow::setTextSize(double points)
{
    mPresentation->setTextSize(points);
}
void MainWindow::setPresentationMode(bool on)
{
    mPresentation->setOn(on);
}
bool MainWindow::isPresentationMode() const
{
    return mPresentation->isOn();
}

QString MainWindow::shortcutsText() const
{
    return attention::shortcutsText(*this);
}
QString MainWindow::aboutText() const
{
    return attention::aboutText();
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    if (mPresentation)
        mPresentation->windowResized();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!mFiles->maybeSave()) {
        event->ignore();
        return;
    }
    if (mPresentation->isOn()) // the next start opens the window the teacher had, not the projector's
        mPresentation->setOn(false);
    saveSettings();
    mRecovery->discard(); // saved or given up on purpose: nothing to recover
    QMainWindow::closeEvent(event);
}

void MainWindow::dragEnterEvent(QDragEnterEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() == 1 && urls.first().isLocalFile())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent *event)
{
    const QList<QUrl> urls = event->mimeData()->urls();
    if (urls.size() != 1 || !urls.first().isLocalFile())
        return;
    event->acceptProposedAction();
    openFile(urls.first().toLocalFile());
}

void MainWindow::restoreSettings(bool lesson)
{
    QSettings settings;
    mRestoredGeometry = restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    if (settings.contains(QStringLiteral("view/textSize")))
        mPresentation->setTextSize(settings.value(QStringLiteral("view/textSize")).toDouble());
    mTabs->setCurrentIndex(std::clamp(settings.value(QStringLiteral("view/tab"), 0).toInt(), 0, TabCount - 1));
    mPresentation->setLessonPanelWanted(settings.value(QStringLiteral("view/lessonPanel"), true).toBool());
    mTeaching->setCurrentIndex(std::clamp(settings.value(QStringLiteral("view/teachPanel"), 0).toInt(), 0, mTeaching->count() - 1));
    mTeaching->explain()->showPage(ExplainPanel::Page(std::clamp(settings.value(QStringLiteral("view/explainPage"), 0).toInt(), 0, 2)));
    if (!lesson)
        return;
    const QByteArray saved = settings.value(QStringLiteral("lesson/current")).toByteArray();
    if (!saved.isEmpty()) {
        auto state = parseLesson(saved);
        if (state)
            mDocument->reset(*state);
    }
    mFiles->setFilePath(settings.value(QStringLiteral("lesson/file")).toString());
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("view/textSize"), textSize());
    settings.setValue(QStringLiteral("view/tab"), mTabs->currentIndex());
    settings.setValue(QStringLiteral("view/lessonPanel"), mPresentation->lessonPanelWanted());
    settings.setValue(QStringLiteral("view/teachPanel"), mTeaching->currentIndex());
    settings.setValue(QStringLiteral("view/explainPage"), int(mTeaching->explain()->page()));
    settings.setValue(QStringLiteral("lesson/current"), serializeLesson(mDocument->state()));
    settings.setValue(QStringLiteral("lesson/file"), mFiles->filePath());
}

} // namespace attention
