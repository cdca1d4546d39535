#include "ui/window/MainWindow.h"
#include "ui/formats/InterfaceLanguage.h"
#include "ui/formats/MessageText.h"

#include "ui/views/AlignmentPanel.h"
#include "ui/window/ControlPanel.h"
#include "ui/plots/DistributionView.h"
#include "ui/views/HeadsView.h"
#include "ui/plots/HeatmapView.h"
#include "ui/window/ImageSizeDialog.h"
#include "ui/document/BackgroundJob.h"
#include "ui/document/LessonDocument.h"
#include "ui/formats/LessonFile.h"
#include "ui/document/LessonRecovery.h"
#include "ui/window/LexiconDialog.h"
#include "core/text/Lexicon.h"
#include "ui/views/LinesView.h"
#include "core/Platform.h"
#include "ui/formats/MatrixExport.h"
#include "ui/plots/PaintedFile.h"
#include "ui/plots/WidgetPicture.h"
#include "ui/views/PipelineView.h"
#include "ui/views/ResultPresentation.h"
#include "ui/teach/ExplainPanel.h"
#include "ui/teach/TeachingView.h"
#include "ui/views/GenerateView.h"
#include "ui/views/LanguageTrainingPanel.h"
#include "ui/views/TrainView.h"
#include "ui/views/ViewExport.h"
#include "core/pipeline/AttentionPipeline.h"

#include <QAction>
#include <QActionGroup>
#include <QLocale>
#include <QApplication>
#include <QScreen>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QInputDialog>
#include <QProgressBar>
#include <QTimer>
#include <QRegularExpression>
#include <QToolBar>
#include <QComboBox>
#include <QMimeData>
#include <QFileDialog>
#include <QPainter>
#include <QJsonDocument>
#include <QLabel>
#include <QLayout>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QScrollBar>
#include <QToolTip>
#include <QScopedValueRollback>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>

namespace attention {

namespace {
enum Tab { AlignmentTab, PipelineTab, HeadsTab, LinesTab, TeachTab, TrainTab, GenerateTab, TabCount };
constexpr double kMinTextSize = 8;
constexpr double kMaxTextSize = 40;
// Presentation text: this size on a screen of kPresentationLines lines, the same share of the
// height on any other. A class sees the projected picture at one size whatever its lines, and on
// a 1280x800 projector 20 pt left the map 360x240 px with every other token unlabelled.
constexpr double kPresentationTextSize = 20;
constexpr double kPresentationLines = 1080;
// A wait shorter than this is not announced (no progress bar, no "computing" notice).
constexpr int kLongWaitMs = 300;
} // namespace

MainWindow::MainWindow(QWidget *parent) : MainWindow(parent, Adopted{}) {}

MainWindow::MainWindow(QWidget *parent, Adopted adopted)
    : QMainWindow(parent), mDocument(adopted.document ? adopted.document : new LessonDocument(this)), mStale(TabCount, true)
{
    mDocument->setParent(this);
    setWindowTitle(tr("Attention Explorer"));
    // A first start fills most of the screen, however small (a 1280x720 projector included).
    const QRect available = screen() ? screen()->availableGeometry() : QRect(0, 0, 1400, 860);
    resize(std::min(1400, available.width() * 95 / 100), std::min(860, available.height() * 92 / 100));
    setObjectName(QStringLiteral("mainWindow"));

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
    mTabs->addTab(mAlignment, tr("&Alignment"));
    mTabs->addTab(mPipeline, tr("&Pipeline"));
    mTabs->addTab(mHeads, tr("H&eads"));
    mTabs->addTab(linesScroll, tr("&Lines"));
    mTeaching = new TeachingView(mTabs);
    mTabs->addTab(mTeaching, tr("&Teach"));
    mTrain = new TrainView(mTabs);
    mTrain->setObjectName(QStringLiteral("trainView"));
    mTabs->addTab(mTrain, tr("T&rain"));
    mTabs->setTabToolTip(TrainTab, tr("Train a small attention model and watch the alignment emerge."));
    connect(mTrain, &TrainView::useInLesson, this, &MainWindow::useTrainedModel);
    mGenerate = new GenerateView(mTabs);
    mTabs->addTab(mGenerate, tr("&Generate"));
    mTabs->setTabToolTip(GenerateTab, tr("A language model writes one token at a time: sampling, causal attention and the KV cache."));
    mTabs->setTabToolTip(TeachTab, tr("Tools that show each claim of the lesson happening: scaling, arithmetic, decoding, cost."));
    mTabs->setTabToolTip(AlignmentTab, tr("The alignment matrix: which key each query attends to."));
    mTabs->setTabToolTip(PipelineTab, tr("Every step from embeddings to context vectors, in order."));
    mTabs->setTabToolTip(HeadsTab, tr("One map per head of multi-head attention."));
    mTabs->setTabToolTip(LinesTab, tr("Each query linked to each key by a line as strong as its weight."));
    setCentralWidget(mTabs);

    mControls = new ControlPanel(mDocument);
    mControls->setObjectName(QStringLiteral("controlPanel"));
    connect(mControls, &ControlPanel::trainedModelWanted, this, [this] {
        mTabs->setCurrentIndex(TrainTab); // the class watches the alignment form before the lesson uses it
        mTrain->trainAndUse(training::TaskKind::Phrases);
    });
    auto *controlsScroll = mControlsScroll = new QScrollArea;
    controlsScroll->setObjectName(QStringLiteral("controlsScroll"));
    controlsScroll->setWidget(mControls);
    controlsScroll->setWidgetResizable(true);
    controlsScroll->setFrameShape(QFrame::NoFrame);
    auto *dock = mLessonDock = new QDockWidget(tr("Lesson"), this);
    dock->setObjectName(QStringLiteral("lessonDock"));
    dock->setWidget(controlsScroll);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);
    addDockWidget(Qt::LeftDockWidgetArea, dock);
    // Presenting on a small projector, the teacher sets the lesson up and hands its third of the
    // screen to the plots (a 1024x768 map: 290 px wide with the panel, 550 without).
    QAction *lessonPanel = dock->toggleViewAction();
    lessonPanel->setText(tr("L&esson panel"));
    lessonPanel->setShortcut(QKeySequence(Qt::Key_F9));
    lessonPanel->setObjectName(QStringLiteral("lessonPanelAction"));
    connect(dock, &QDockWidget::visibilityChanged, this, [this](bool shown) {
        if (!mPlacingLessonPanel && isVisible() && !isMinimized())
            mLessonPanelWanted = shown;
    });

    mStatus = new QLabel(this);
    mStatus->setObjectName(QStringLiteral("statusMessage"));
    statusBar()->addWidget(mStatus, 1);
    mImportProgress = new QProgressBar(this);
    mImportProgress->setObjectName(QStringLiteral("importProgress"));
    mImportProgress->setMaximumWidth(200);
    mImportProgress->hide();
    statusBar()->addPermanentWidget(mImportProgress);
    mImportProgressTimer = new QTimer(this);
    mImportProgressTimer->setInterval(50);
    connect(mImportProgressTimer, &QTimer::timeout, this, &MainWindow::showImportProgress);
    mImportJob = std::make_unique<LatestJob<std::shared_ptr<OpenedImport>>>([this](std::shared_ptr<OpenedImport> opened) {
        mImportProgressTimer->stop();
        mImportProgress->hide();
        mStatus->clear();
        if (opened->problem)
            mReportProblem(tr("Cannot import attention"), messageText(*opened->problem));
        else
            showImportedAttention(std::move(*opened->imported), std::move(*opened->firstLayer));
    });

    buildMenus();
    fitLessonDock();

    mImportBar = addToolBar(tr("Imported attention"));
    mImportBar->setObjectName(QStringLiteral("importBar"));
    mImportLabel = new QLabel(mImportBar);
    mImportBar->addWidget(mImportLabel);
    mImportBar->addSeparator();
    mImportBar->addWidget(new QLabel(tr(" Layer "), mImportBar));
    mLayerCombo = new QComboBox(mImportBar);
    mLayerCombo->setObjectName(QStringLiteral("layerCombo"));
    mLayerCombo->setToolTip(tr("Which layer of the model to show; the Heads tab shows its heads."));
    mImportBar->addWidget(mLayerCombo);
    mImportBar->addSeparator();
    mImportBar->addAction(tr("Back to the lesson"), this, &MainWindow::leaveImport);
    mImportBar->hide();
    connect(mLayerCombo, qOverload<int>(&QComboBox::activated), this, &MainWindow::setImportedLayer);
    // Editing the lesson brings its own result back.
    connect(mDocument, &LessonDocument::stateChanged, this, [this] {
        if (mImported)
            leaveImport();
    });

    connect(mDocument, &LessonDocument::resultChanged, this, &MainWindow::showResult);
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
    connect(mDocument, &LessonDocument::textShortened, this, [this] {
        mStatus->setText(tr("More than 30 accents on one letter are cut to 30 (Unicode's own limit for a character)."));
    });
    connect(mDocument->undoStack(), &QUndoStack::cleanChanged, this, &MainWindow::updateTitle);
    connect(mDocument, &LessonDocument::stateChanged, this, &MainWindow::updateTitle);
    setAcceptDrops(true);
    mPrompt = [this](const QString &name) {
        return static_cast<int>(QMessageBox::warning(this, tr("Unsaved changes"),
                                                     tr("\u201C%1\u201D has changes that are not saved. Save them?").arg(name),
                                                     QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel,
                                                     QMessageBox::Save));
    };
    mReportProblem = [this](const QString &title, const QString &message) { QMessageBox::warning(this, title, message); };
    mRecoveryPrompt = [this](const QString &name) {
        return QMessageBox::question(this, tr("Restore unsaved changes?"),
                                     tr("Attention Explorer did not close properly last time. Restore the unsaved changes "
                                        "to \u201C%1\u201D?").arg(name),
                                     QMessageBox::Yes | QMessageBox::No, QMessageBox::Yes)
               == QMessageBox::Yes;
    };
    mTrainingStopPrompt = [this] {
        return QMessageBox::question(this, tr("Stop the training?"),
                                     tr("The window is drawn anew in the other language, and the training in progress "
                                        "stops. Switch now?"))
               == QMessageBox::Yes;
    };
    if (adopted.document) { // the lesson, its lexicon and its autosave come with it
        mRecovery = adopted.recovery;
        mRecovery->setParent(this);
    } else {
        mRecovery = new LessonRecovery(mDocument, this);
        if (auto edited = LexiconDialog::loadUserLexicon(); !edited) // said once the window is up
            QMetaObject::invokeMethod(this, [this, problem = messageText(edited.problem())] { mReportProblem(tr("Lexicon not read"), problem); },
                                      Qt::QueuedConnection);
        else if (*edited)
            mDocument->setLexicon(std::move(edited.value()));
        QMetaObject::invokeMethod(this, &MainWindow::offerRecovery, Qt::QueuedConnection);
    }
    connect(mTabs, &QTabWidget::currentChanged, this, &MainWindow::refreshCurrentView);
    // The lesson's controls do nothing to the models the Train and Generate tabs train and play:
    // those tabs get the whole width (at 1024x768 and 20 pt the Train tab's maps were 90 px wide).
    connect(mTabs, &QTabWidget::currentChanged, this, &MainWindow::placeLessonPanel);
    connect(mTabs, &QTabWidget::currentChanged, this, &MainWindow::showLessonStatus);
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
    connect(mAlignment->heatmap(), &HeatmapView::cellClicked, this, [this](int row, int column) {
        mTeaching->setSelectedCell(row, column, mChosenHead);
    });
    connect(mAlignment->heatmap(), &HeatmapView::cellHovered, this, [this](int row, int column) {
        const auto result = displayedResult();
        if (result && row >= 0)
            mStatus->setText(cellDetails(*result, row, column, mChosenHead).replace(QLatin1Char('\n'), QStringLiteral("   ")));
    });
    restoreSettings(!adopted.document);
    rebuildRecentMenu();
    updateTitle();
    showResult();
}

MainWindow::~MainWindow()
{
    // The panel hides as QWidget's destructor hides the children: that is not the teacher's
    // choice, and by then the window is half destroyed (UBSan).
    disconnect(mLessonDock, nullptr, this, nullptr);
    disconnect(mTabs, nullptr, this, nullptr);
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
    const bool training = mTrain->isPlaying() || mGenerate->trainingPanel()->isTraining();
    if (training && !mTrainingStopPrompt())
        return this;
    setChosenLanguage(code);
    installInterfaceLanguage(code.isEmpty() ? effectiveLanguage() : code);
    if (mPresenting)
        setPresentationMode(false); // the new window starts from the text size the user chose
    saveSettings(); // the tabs and panels, text size and place: the new window opens as this one is
    mImportJob->cancel();
    // The document and its autosave leave this window first; then nothing here hears the
    // document or its undo stack any more, however long this window takes to go.
    mDocument->setParent(nullptr);
    mRecovery->setParent(nullptr);
    QList<QObject *> receivers = findChildren<QObject *>();
    receivers.append(this);
    for (QObject *receiver : receivers) {
        disconnect(mDocument, nullptr, receiver, nullptr);
        disconnect(mDocument->undoStack(), nullptr, receiver, nullptr);
    }
    mHandedOver = true;
    auto *next = new MainWindow(nullptr, Adopted{mDocument, mRecovery});
    next->setAttribute(Qt::WA_DeleteOnClose, testAttribute(Qt::WA_DeleteOnClose));
    next->mFilePath = mFilePath;
    next->updateTitle();
    if (mImported && mImportedResult) {
        next->showImportedAttention(*mImported, *mImportedResult);
        next->mLayerCombo->setCurrentIndex(mLayerCombo->currentIndex());
    }
    next->setWindowState(windowState());
    next->show();
    hide();
    deleteLater();
    return next;
}

void MainWindow::buildLanguageMenu(QMenu *view)
{
    QMenu *languages = view->addMenu(tr("L&anguage"));
    languages->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(languages);
    const QString chosen = chosenLanguage();
    const auto add = [&](const QString &code, const QString &name) {
        QAction *action = languages->addAction(name);
        action->setObjectName(QStringLiteral("language_") + (code.isEmpty() ? QStringLiteral("system") : code));
        action->setCheckable(true);
        action->setChecked(code == chosen);
        group->addAction(action);
        // Queued: the window that owns this menu is replaced.
        connect(action, &QAction::triggered, this, [this, code] {
            QMetaObject::invokeMethod(this, [this, code] { switchLanguage(code); }, Qt::QueuedConnection);
        });
    };
    add(QString(), tr("As the system (%1)").arg(languageName(QLocale::system().name().section(QLatin1Char('_'), 0, 0))));
    for (const QString &code : interfaceLanguages())
        add(code, languageName(code));
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("&New lesson"), this, &MainWindow::newLesson)->setShortcut(QKeySequence::New);
    file->addAction(tr("&Open\u2026"), this, &MainWindow::openLessonDialog)->setShortcut(QKeySequence::Open);
    mRecentMenu = file->addMenu(tr("Open &recent"));
    QMenu *examples = file->addMenu(tr("E&xamples"));
    for (const QString &name : QDir(QStringLiteral(":/examples")).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString path = QStringLiteral(":/examples/") + name;
        const auto example = attention::openLessonFile(path);
        if (example)
            examples->addAction(example->title.isEmpty() ? name : example->title, this, [this, path] { openExample(path); });
    }
    file->addAction(tr("&Import attention from a model\u2026"), this, &MainWindow::importAttentionDialog)
        ->setShortcut(QKeySequence(tr("Ctrl+I")));
    file->addAction(tr("&Save"), this, &MainWindow::save)->setShortcut(QKeySequence::Save);
    file->addAction(tr("Save &as\u2026"), this, &MainWindow::saveAsDialog)->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    QAction *exportImage = file->addAction(tr("&Export view as image\u2026"), this, &MainWindow::exportCurrentView);
    exportImage->setShortcut(QKeySequence(tr("Ctrl+E")));
    QMenu *matrices = file->addMenu(tr("Export &matrix"));
    const std::pair<ExportView, QString> matrixChoices[] = {
        {ExportView::Weights, tr("&Weights (CSV, JSON or NPY)\u2026")}, {ExportView::Scores, tr("&Scores\u2026")},
        {ExportView::Heads, tr("Weights of every &head\u2026")},       {ExportView::Context, tr("&Context vectors\u2026")},
        {ExportView::Queries, tr("&Queries Q\u2026")},                 {ExportView::Keys, tr("&Keys K\u2026")},
        {ExportView::Values, tr("&Values V\u2026")}};
    for (const auto &[view, label] : matrixChoices)
        matrices->addAction(label, this, [this, view = view] { exportMatrix(view); });
    file->addAction(tr("Export the row's &bar chart\u2026"), this, [this] {
        const QString path = askExportPath(tr("Export bar chart"), tr("distribution.png"),
                                           tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
        if (path.isEmpty())
            return;
        ExportOptions options;
        options.view = ExportView::Distribution;
        options.row = std::max(mAlignment->selectedRow(), 0);
        exportView(path, options);
    });
    file->addAction(tr("&Copy view as image"), this, &MainWindow::copyCurrentViewToClipboard)
        ->setShortcut(QKeySequence(tr("Ctrl+Shift+C")));
    file->addSeparator();
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *edit = menuBar()->addMenu(tr("&Edit"));
    QAction *undo = mDocument->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = mDocument->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setShortcuts({QKeySequence(tr("Ctrl+Shift+Z")), QKeySequence(tr("Ctrl+Y"))});
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(tr("Edit the &lexicon\u2026"), this, [this] {
        LexiconDialog dialog(mDocument->lexicon() ? *mDocument->lexicon() : *Lexicon::builtin(), this);
        if (dialog.exec() != QDialog::Accepted)
            return;
        if (auto saved = LexiconDialog::saveUserLexicon(*dialog.lexicon()); !saved)
            mReportProblem(tr("Lexicon not saved"), tr("The edited lexicon is used now but could not be saved for next time: %1")
                                                        .arg(messageText(saved.problem())));
        mDocument->setLexicon(dialog.lexicon());
    });
    edit->addAction(tr("Reset to the &default lesson"), this, [this] {
        LessonState reset;
        reset.title = mDocument->state().title;
        mDocument->setState(reset, tr("Reset lesson"));
    });

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *larger = view->addAction(tr("&Larger text"), this, [this] { setTextSize(textSize() + 2); });
    larger->setShortcuts({QKeySequence::ZoomIn, QKeySequence(tr("Ctrl+="))});
    QAction *smaller = view->addAction(tr("&Smaller text"), this, [this] { setTextSize(textSize() - 2); });
    smaller->setShortcut(QKeySequence::ZoomOut);
    view->addAction(tr("&Projector text (20 pt)"), this, [this] { setTextSize(20); });
    view->addAction(tr("&Normal text"), this, [this] { setTextSize(QApplication::font().pointSizeF()); });
    view->addSeparator();
    QAction *fullScreen = view->addAction(tr("&Full screen"), this, [this] {
        setWindowState(windowState() ^ Qt::WindowFullScreen);
    });
    fullScreen->setShortcut(QKeySequence::FullScreen);
    fullScreen->setShortcuts({QKeySequence(Qt::Key_F11), QKeySequence::FullScreen});

    QAction *presentation = view->addAction(tr("&Presentation mode"), this, [this](bool on) { setPresentationMode(on); });
    presentation->setCheckable(true);
    presentation->setShortcut(QKeySequence(Qt::Key_F5));
    presentation->setObjectName(QStringLiteral("presentationAction"));
    presentation->setToolTip(tr("Full screen, large text, a crosshair on the hovered cell. F9 hides the lesson panel; F5 again to leave."));
    view->addAction(mLessonDock->toggleViewAction());
    buildLanguageMenu(view);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&Keyboard shortcuts"), this, [this] {
        QMessageBox::information(this, tr("Keyboard shortcuts"), shortcutsText());
    })->setShortcut(QKeySequence::HelpContents);
    help->addAction(tr("&About Attention Explorer"), this, [this] {
        QMessageBox::about(this, tr("About Attention Explorer"), aboutText());
    });
}

QString MainWindow::shortcutsText() const
{
    // From the actions themselves, so the list cannot fall behind the menus.
    QString rows;
    for (const QAction *action : findChildren<QAction *>()) {
        if (action->shortcuts().isEmpty() || action->text().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts())
            if (!key.isEmpty()) // a standard key this platform leaves unbound (FullScreen on X11)
                keys.append(key.toString(QKeySequence::NativeText).toHtmlEscaped());
        if (keys.isEmpty())
            continue;
        rows += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>").arg(action->text().remove(QLatin1Char('&')).toHtmlEscaped(),
                                                                    keys.join(QStringLiteral(", ")));
    }
    const QStringList views{tr("Alignment map: arrow keys move a cell cursor, Enter shows its row's distribution."),
                            tr("Generate tab: Alt+S writes one token, Alt+Y plays or pauses."),
                            tr("Alt + the underlined letter of a tab or a label goes there.")};
    return QStringLiteral("<table cellspacing=\"6\">%1</table><p>%2</p>").arg(rows, views.join(QStringLiteral("<br>")));
}

QString MainWindow::aboutText() const
{
    const char *kernel = vectorKernelsInUse();
    const QString blas = QLatin1String(blasKernelsInUse());
    return tr("<p><b>Attention Explorer %1</b></p>"
              "<p>Shows how the attention of neural networks works: type two sentences and watch the scores, "
              "weights and context vectors change; train small models; watch a language model write.</p>"
              "<p>Qt %2 \u00B7 products on this CPU: the %3 kernel</p>")
               .arg(QCoreApplication::applicationVersion().isEmpty() ? tr("(development build)")
                                                                     : QCoreApplication::applicationVersion(),
                    QString::fromLatin1(qVersion()), QString::fromLatin1(kernel))
           + (blas == QLatin1String("none") ? QString() : tr("<p>OpenBLAS kernels: %1</p>").arg(blas));
}

double MainWindow::textSize() const { return font().pointSizeF(); }

double MainWindow::presentationTextSize() const
{
    const double lines = screen()->geometry().height();
    return std::clamp(kPresentationTextSize * lines / kPresentationLines, kMinTextSize, kMaxTextSize);
}

void MainWindow::setTextSize(double points)
{
    QFont f = font();
    f.setPointSizeF(std::clamp(points, kMinTextSize, kMaxTextSize));
    setFont(f);
    // Menus and tooltips are windows of their own: they do not inherit the window's font.
    for (QMenu *menu : findChildren<QMenu *>())
        menu->setFont(f);
    QToolTip::setFont(f);
    fitLessonDock();
    mLines->updateGeometry();
}

void MainWindow::fitLessonDock()
{
    // As wide as the lesson's controls need, but never more than a third of the screen: at
    // 20 pt they need 450 px side by side, which would leave a 1280 px projector too little for
    // the plots. Where side by side does not fit the third, the labels go above their fields:
    // a sideways scroll bar hid the end of every row (French at 20 pt needed 581 px of 426).
    // Choices show whole where the third has room for them (a row too narrow for its choice puts
    // its label above it), the mode and score before the others; the rest end in "…"
    // ("Lexicon (translations share a vector)" at F5 needs 366 px, "Produit scalaire mis à
    // l'échelle" at 20 pt 473 px stacked).
    const int most = screen()->availableGeometry().width() / 3;
    const auto need = [this] {
        return mControls->minimumSizeHint().width() + mControlsScroll->verticalScrollBar()->sizeHint().width();
    };
    mControls->setWholeChoices(ControlPanel::WholeChoices::MainOnly);
    mControls->setStacked(false);
    if (need() > most)
        mControls->setStacked(true);
    mControls->setWholeChoices(ControlPanel::WholeChoices::Every);
    if (need() > most)
        mControls->setWholeChoices(ControlPanel::WholeChoices::MainOnly);
    if (need() > most)
        mControls->setWholeChoices(ControlPanel::WholeChoices::None);
    const int width = std::min(need(), most);
    mControlsScroll->setMinimumWidth(width);
    // The panel takes what its rows need and the plots the rest (the French panel, stacked in
    // presentation mode, had stayed at the third it took side by side: 430 px for 290).
    resizeDocks({mLessonDock}, {width}, Qt::Horizontal);
}

std::shared_ptr<const AttentionResult> MainWindow::displayedResult() const
{
    return mImported ? mImportedResult : mDocument->result();
}

void MainWindow::importAttentionFile(const QString &path, const QString &typedTokens)
{
    const QStringList tokens = typedTokens.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    mStatus->setText(tr("Opening %1\u2026").arg(QFileInfo(path).fileName()));
    mImportRead = std::make_shared<std::atomic<int>>(-1);
    mImportJob->start([path, tokens, read = mImportRead](const std::function<bool()> &stillWanted) {
        auto opened = std::make_shared<OpenedImport>();
        auto imported = readAttentionFile(path, tokens, [&](double share) {
            read->store(static_cast<int>(share * 1000));
            return stillWanted(); // another file opened, or the window made anew in another language: the rest is not read
        });
        if (!imported) {
            opened->problem = imported.problem();
            return opened;
        }
        auto first = importedResult(*imported, 0);
        if (!first) {
            opened->problem = first.problem();
            return opened;
        }
        opened->imported = std::move(imported).value();
        opened->firstLayer = std::move(first).value();
        return opened;
    });
    // A file that opens in a blink shows no bar; a large JSON or Fortran-order NPY shows how far
    // it is read.
    QTimer::singleShot(kLongWaitMs, this, [this] {
        if (!isImporting() || mImportProgressTimer->isActive())
            return;
        showImportProgress();
        mImportProgress->show();
        mImportProgressTimer->start();
    });
}

void MainWindow::showImportProgress()
{
    const int read = mImportRead ? mImportRead->load() : -1;
    mImportProgress->setRange(0, read < 0 ? 0 : 1000);
    if (read >= 0)
        mImportProgress->setValue(read);
}

bool MainWindow::isImporting() const { return mImportJob->isRunning(); }

void MainWindow::showImportedAttention(ImportedAttention imported, AttentionResult firstLayer)
{
    mImported = std::move(imported);
    mTeaching->explain()->setImported(mImported);
    mLayerCombo->clear();
    for (int layer = 0; layer < mImported->layers; ++layer)
        mLayerCombo->addItem(tr("%1 of %2").arg(layer + 1).arg(mImported->layers));
    mImportLabel->setText(tr("  Imported: %1  (%2 layers \u00D7 %3 heads, %4 \u00D7 %5)  ")
                              .arg(mImported->name).arg(mImported->layers).arg(mImported->heads)
                              .arg(mImported->queryTokens.size()).arg(mImported->keyTokens.size()));
    mImportBar->show();
    mChosenHead = -1;
    mLayerCombo->setCurrentIndex(0);
    mImportedResult = std::make_shared<const AttentionResult>(std::move(firstLayer));
    showResult();
}

void MainWindow::setImportedLayer(int layer)
{
    if (!mImported || layer < 0 || layer >= mImported->layers)
        return;
    auto result = importedResult(*mImported, layer); // reads this layer from the file now
    if (!result) {
        mReportProblem(tr("Cannot show layer %1").arg(layer + 1), messageText(result.problem()));
        return;
    }
    mLayerCombo->setCurrentIndex(layer);
    mImportedResult = std::make_shared<const AttentionResult>(std::move(result).value());
    showResult();
}

void MainWindow::useTrainedModel()
{
    const auto model = mTrain->trainedModel();
    if (!model)
        return;
    if (mImported)
        leaveImport();
    LessonState state = mDocument->state();
    state.lesson.model = model;
    state.lesson.source = mTrain->showcaseSource().toStdString();
    state.lesson.target.clear(); // the model writes it
    state.title = tr("Trained model: %1").arg(QString::fromStdString(training::Task::nameOf(model->task)));
    state.goldAlignment.clear(); // the task knows the true alignment of whatever is typed
    mDocument->setState(state, tr("Use the trained model"));
    mTabs->setCurrentIndex(AlignmentTab);
}

std::vector<std::pair<int, int>> MainWindow::goldAlignmentOf(const AttentionResult &result) const
{
    if (mImported)
        return {};
    const auto &gold = mDocument->state().goldAlignment;
    return gold.empty() ? result.trueAlignment : gold;
}

void MainWindow::leaveImport()
{
    const bool opening = isImporting();
    mImportJob->cancel(); // a file still being read would take the window back from the lesson
    mImportProgressTimer->stop();
    mImportProgress->hide();
    mImported.reset();
    mTeaching->explain()->setImported(std::nullopt);
    mImportedResult.reset();
    mImportBar->hide();
    mChosenHead = -1;
    showResult();
    if (opening) // "Opening ..." no more
        mStatus->setText(lessonStatus());
}

void MainWindow::importAttentionDialog()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Import attention"), QString(),
                                                      tr("Attention (*.npy *.json);;NumPy arrays (*.npy);;Hugging Face JSON (*.json)"));
    if (path.isEmpty())
        return;
    QString tokens;
    if (path.endsWith(QLatin1String(".npy"), Qt::CaseInsensitive) && tokenSidecarFor(path).isEmpty()) {
        bool ok = false;
        tokens = QInputDialog::getText(this, tr("Tokens"),
                                       tr("No token file was found beside it. Type the tokens, separated by spaces "
                                          "(leave empty to number the positions):"),
                                       QLineEdit::Normal, QString(), &ok);
        if (!ok)
            return;
    }
    importAttentionFile(path, tokens);
}

void MainWindow::placeLessonPanel()
{
    const int tab = mTabs->currentIndex();
    const QScopedValueRollback<bool> placing(mPlacingLessonPanel, true);
    mLessonDock->setVisible(mLessonPanelWanted && tab != TrainTab && tab != GenerateTab);
}

void MainWindow::setPresentationMode(bool on)
{
    if (on == mPresenting)
        return;
    mPresenting = on;
    if (on) {
        mTextSizeBeforePresenting = textSize();
        mGeometryBeforePresenting = saveGeometry();
        mLessonPanelBeforePresenting = mLessonPanelWanted;
        // The larger text waits until the window fills the screen (resizeEvent): it grows the
        // minimum size beyond a small window, Qt then resizes the window, and openbox takes that
        // resize as leaving full screen.
        mPresentationTextPending = true;
        setWindowState(windowState() | Qt::WindowFullScreen);
        applyPresentationTextOnceFullScreen();
    } else {
        mPresentationTextPending = false;
        setTextSize(mTextSizeBeforePresenting);
        setWindowState(windowState() & ~Qt::WindowFullScreen);
        layout()->activate(); // the smaller minimum size first, or the old geometry is refused
        restoreGeometry(mGeometryBeforePresenting);
        mLessonPanelWanted = mLessonPanelBeforePresenting; // hidden to present on a small screen
        placeLessonPanel();
    }
    mAlignment->heatmap()->setCrosshair(on);
    if (auto *action = findChild<QAction *>(QStringLiteral("presentationAction")))
        action->setChecked(on);
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

ExportView MainWindow::currentExportView() const
{
    switch (mTabs->currentIndex()) {
    case PipelineTab:
        return ExportView::Pipeline;
    case HeadsTab:
        return ExportView::Heads;
    case LinesTab:
        return ExportView::Lines;
    default:
        return mAlignment->shownMatrix() == AlignmentMatrix::Weights ? ExportView::Weights : ExportView::Scores;
    }
}

bool MainWindow::exportView(const QString &path, ExportOptions options)
{
    const auto result = displayedResult();
    if (!result) {
        mReportProblem(tr("Nothing to export"), mDocument->errorMessage());
        return false;
    }
    if (options.head < 0)
        options.head = mChosenHead;
    const auto written = exportResultView(*result, mDocument->state().colorMap, options, path);
    if (!written) {
        mReportProblem(tr("Export failed"), messageText(written.problem()));
        return false;
    }
    mStatus->setText(tr("Saved %1").arg(path));
    return true;
}

QString MainWindow::askExportPath(const QString &caption, const QString &fileName, const QString &filters)
{
    // Exports go where the last one went (a lesson's slides gather in one folder), at first
    // beside the lesson file, else in Pictures.
    QSettings settings;
    QString folder = settings.value(QStringLiteral("export/folder")).toString();
    if (folder.isEmpty() || !QFileInfo(folder).isDir())
        folder = !mFilePath.isEmpty() ? QFileInfo(mFilePath).absolutePath()
                                      : QStandardPaths::writableLocation(QStandardPaths::PicturesLocation);
    const QString path = mExportPathPrompt ? mExportPathPrompt(QDir(folder).filePath(fileName))
                                           : QFileDialog::getSaveFileName(this, caption, QDir(folder).filePath(fileName), filters);
    if (!path.isEmpty())
        settings.setValue(QStringLiteral("export/folder"), QFileInfo(path).absolutePath());
    return path;
}

void MainWindow::exportCurrentView()
{
    if (mTabs->currentIndex() == GenerateTab) {
        const QString path = askExportPath(
            tr("Export the Generate tab"), tr("generation.png"),
            tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf);;Attention map as CSV (*.csv);;"
               "Attention map as JSON (*.json);;Attention map as NumPy array (*.npy)"));
        if (path.isEmpty())
            return;
        QSize size;
        double scale = 2;
        if (isPictureFormat(formatOfPath(path))) {
            ImageSizeDialog dialog(mGenerate->size(), formatOfPath(path), this);
            if (dialog.exec() != QDialog::Accepted)
                return;
            size = dialog.imageSize();
            scale = dialog.scale();
        }
        if (const auto written = mGenerate->exportTo(path, size, scale); !written)
            mReportProblem(tr("Export failed"), messageText(written.problem()));
        else
            mStatus->setText(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
        return;
    }
    if (mTabs->currentIndex() == TeachTab || mTabs->currentIndex() == TrainTab) {
        // These tabs are panels of their own, not views of the result: what is on screen goes out.
        const QString path = askExportPath(tr("Export the %1 tab").arg(mTabs->tabText(mTabs->currentIndex()).remove(QLatin1Char('&'))),
                                           mTabs->currentIndex() == TeachTab ? tr("teach.png") : tr("training.png"),
                                           tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
        if (!path.isEmpty())
            exportTabPicture(path);
        return;
    }
    const QString path = askExportPath(tr("Export view"), tr("attention.png"),
                                       tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    QWidget *shown = mTabs->currentWidget();
    ImageSizeDialog size(shown->size(), formatOfPath(path), this);
    if (size.exec() != QDialog::Accepted)
        return;
    ExportOptions options;
    options.view = currentExportView();
    options.width = size.imageSize().width();
    options.height = size.imageSize().height();
    options.scale = size.scale();
    exportView(path, options);
}

bool MainWindow::exportTabPicture(const QString &path)
{
    QWidget *tab = mTabs->currentWidget();
    const QPicture picture = widgetPicture(tab);
    const auto written = writePictureFile(path, formatOfPath(path), tab->size(), 2.0, picture);
    if (!written) {
        mReportProblem(tr("Export failed"), messageText(written.problem()));
        return false;
    }
    mStatus->setText(tr("Exported %1").arg(QDir::toNativeSeparators(path)));
    return true;
}

bool MainWindow::copyCurrentViewToClipboard()
{
    if (mTabs->currentIndex() == GenerateTab) {
        QGuiApplication::clipboard()->setImage(mGenerate->renderImage(mGenerate->size()));
        mStatus->setText(tr("The Generate tab is on the clipboard"));
        return true;
    }
    if (mTabs->currentIndex() == TeachTab || mTabs->currentIndex() == TrainTab) {
        QWidget *tab = mTabs->currentWidget();
        QImage image(tab->size() * 2, QImage::Format_RGB32); // 2 pixels a point, as exports: sharp on a slide
        image.setDevicePixelRatio(2);
        image.fill(Qt::white);
        QPainter painter(&image);
        painter.setRenderHint(QPainter::Antialiasing);
        painter.drawPicture(0, 0, widgetPicture(tab));
        painter.end();
        QGuiApplication::clipboard()->setImage(image);
        mStatus->setText(tr("The %1 tab is on the clipboard").arg(mTabs->tabText(mTabs->currentIndex()).remove(QLatin1Char('&'))));
        return true;
    }
    const auto result = displayedResult();
    if (!result)
        return false;
    ExportOptions options;
    options.view = currentExportView();
    options.head = mChosenHead;
    options.width = mTabs->currentWidget()->width();
    options.height = mTabs->currentWidget()->height();
    const auto image = renderResultView(*result, mDocument->state().colorMap, options);
    if (!image) {
        mReportProblem(tr("Copy failed"), messageText(image.problem()));
        return false;
    }
    QGuiApplication::clipboard()->setImage(*image);
    mStatus->setText(tr("The view is on the clipboard (%1 \u00D7 %2 pixels)").arg(image->width()).arg(image->height()));
    return true;
}

void MainWindow::exportMatrix(ExportView view)
{
    const QString name = exportViewName(view);
    const QString path = askExportPath(tr("Export matrix"), name + QStringLiteral(".csv"),
                                       tr("CSV table (*.csv);;JSON (*.json);;NumPy array (*.npy)"));
    if (path.isEmpty())
        return;
    ExportOptions options;
    options.view = view;
    exportView(path, options);
}

void MainWindow::applyPresentationTextOnceFullScreen()
{
    if (!mPresentationTextPending || (isVisible() && size() != screen()->geometry().size()))
        return;
    mPresentationTextPending = false;
    setTextSize(std::max(textSize(), presentationTextSize()));
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    applyPresentationTextOnceFullScreen();
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    if (mPresenting) // the next start opens the window the teacher had, not the projector's
        setPresentationMode(false);
    saveSettings();
    mRecovery->discard(); // saved or given up on purpose: nothing to recover
    QMainWindow::closeEvent(event);
}

QString MainWindow::lessonName() const
{
    if (!mFilePath.isEmpty())
        return QFileInfo(mFilePath).fileName();
    return mDocument->state().title.isEmpty() ? tr("Untitled lesson") : mDocument->state().title;
}

void MainWindow::offerRecovery()
{
    if (!mRecovery->isEnabled())
        return;
    // What windows that are gone left behind, newest first; one is restored here, the others
    // are offered at the next start (each window holds one lesson).
    auto left = LessonRecovery::pending();
    if (left.empty())
        return;
    const LessonRecovery::Recovered recovered = std::move(left.back());
    const QString name = !recovered.filePath.isEmpty() ? QFileInfo(recovered.filePath).fileName()
                         : recovered.state.title.isEmpty() ? tr("Untitled lesson")
                                                           : recovered.state.title;
    const bool restore = mRecoveryPrompt(name);
    LessonRecovery::forget(recovered);
    if (!restore)
        return;
    // The saved file (or the default lesson) first, then the changes as one undoable step.
    mFilePath = recovered.filePath;
    const auto saved = mFilePath.isEmpty() ? Outcome<LessonState>(LessonState()) : attention::openLessonFile(mFilePath);
    mDocument->reset(saved ? *saved : LessonState());
    mDocument->setState(recovered.state, tr("Restore unsaved changes"));
    mRecovery->setFilePath(mFilePath);
    updateTitle();
}

void MainWindow::updateTitle()
{
    if (mRecovery)
        mRecovery->setFilePath(mFilePath);
    setWindowTitle(QStringLiteral("%1[*] \u2014 %2").arg(lessonName(), tr("Attention Explorer")));
    setWindowModified(!mDocument->undoStack()->isClean());
}

bool MainWindow::maybeSave()
{
    if (mDocument->undoStack()->isClean())
        return true;
    switch (mPrompt(lessonName())) {
    case QMessageBox::Save:
        return save();
    case QMessageBox::Discard:
        // Forget the changes: the next start shows the lesson as it was last saved.
        if (!mFilePath.isEmpty()) {
            const auto saved = attention::openLessonFile(mFilePath);
            mDocument->reset(saved ? *saved : LessonState());
        } else {
            mDocument->reset(LessonState());
        }
        return true;
    default:
        return false;
    }
}

void MainWindow::newLesson()
{
    if (!maybeSave())
        return;
    mFilePath.clear();
    mDocument->reset(LessonState());
    updateTitle();
}

void MainWindow::openLessonDialog()
{
    if (!maybeSave())
        return;
    const QString path = QFileDialog::getOpenFileName(this, tr("Open lesson"), QString(), tr("Lessons (*.json);;All files (*)"));
    if (!path.isEmpty())
        openLessonFile(path);
}

bool MainWindow::openLessonFile(const QString &path)
{
    const auto state = attention::openLessonFile(path);
    if (!state) {
        mReportProblem(tr("Cannot open lesson"), messageText(state.problem()));
        return false;
    }
    mFilePath = QFileInfo(path).absoluteFilePath();
    mDocument->reset(*state);
    addRecentFile(mFilePath);
    updateTitle();
    return true;
}

void MainWindow::openExample(const QString &resourcePath)
{
    if (!maybeSave())
        return;
    const auto state = attention::openLessonFile(resourcePath);
    if (!state)
        return;
    mFilePath.clear(); // an example is a template: saving asks for a new file
    mDocument->reset(*state);
    updateTitle();
}

bool MainWindow::save()
{
    return mFilePath.isEmpty() ? saveAsDialog() : saveLessonAs(mFilePath);
}

bool MainWindow::saveAsDialog()
{
    const QString suggestion = mFilePath.isEmpty() ? tr("lesson.json") : mFilePath;
    const QString path = QFileDialog::getSaveFileName(this, tr("Save lesson"), suggestion, tr("Lessons (*.json)"));
    return !path.isEmpty() && saveLessonAs(path);
}

bool MainWindow::saveLessonAs(const QString &path)
{
    const auto saved = saveLessonFile(mDocument->state(), path);
    if (!saved) {
        mReportProblem(tr("Cannot save lesson"), messageText(saved.problem()));
        return false;
    }
    mFilePath = QFileInfo(path).absoluteFilePath();
    mDocument->undoStack()->setClean();
    addRecentFile(mFilePath);
    updateTitle();
    mStatus->setText(tr("Saved %1").arg(mFilePath));
    return true;
}

QStringList MainWindow::recentFiles() const
{
    return QSettings().value(QStringLiteral("recentFiles")).toStringList();
}

void MainWindow::addRecentFile(const QString &path)
{
    QStringList files = recentFiles();
    files.removeAll(path);
    files.prepend(path);
    while (files.size() > 10)
        files.removeLast();
    QSettings().setValue(QStringLiteral("recentFiles"), files);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    mRecentMenu->clear();
    const QStringList files = recentFiles();
    for (const QString &path : files) {
        mRecentMenu->addAction(QFileInfo(path).fileName(), this, [this, path] {
            if (maybeSave())
                openLessonFile(path);
        })->setToolTip(path);
    }
    mRecentMenu->setEnabled(!files.isEmpty());
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

void MainWindow::openFile(const QString &path)
{
    if (isAttentionFile(path))
        importAttentionFile(path);
    else if (maybeSave())
        openLessonFile(path);
}

void MainWindow::restoreSettings(bool lesson)
{
    QSettings settings;
    mRestoredGeometry = restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    if (settings.contains(QStringLiteral("view/textSize")))
        setTextSize(settings.value(QStringLiteral("view/textSize")).toDouble());
    mLessonPanelWanted = settings.value(QStringLiteral("view/lessonPanel"), true).toBool();
    mTabs->setCurrentIndex(std::clamp(settings.value(QStringLiteral("view/tab"), 0).toInt(), 0, TabCount - 1));
    placeLessonPanel();
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
    mFilePath = settings.value(QStringLiteral("lesson/file")).toString();
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("view/textSize"), textSize());
    settings.setValue(QStringLiteral("view/tab"), mTabs->currentIndex());
    settings.setValue(QStringLiteral("view/lessonPanel"), mLessonPanelWanted);
    settings.setValue(QStringLiteral("view/teachPanel"), mTeaching->currentIndex());
    settings.setValue(QStringLiteral("view/explainPage"), int(mTeaching->explain()->page()));
    settings.setValue(QStringLiteral("lesson/current"), serializeLesson(mDocument->state()));
    settings.setValue(QStringLiteral("lesson/file"), mFilePath);
}

} // namespace attention
