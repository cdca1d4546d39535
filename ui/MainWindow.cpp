#include "MainWindow.h"

#include "AlignmentPanel.h"
#include "ControlPanel.h"
#include "DistributionView.h"
#include "HeadsView.h"
#include "HeatmapView.h"
#include "LessonDocument.h"
#include "LessonFile.h"
#include "LinesView.h"
#include "MatrixExport.h"
#include "PipelineView.h"
#include "ResultPresentation.h"
#include "ViewExport.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QJsonDocument>
#include <QLabel>
#include <QMenuBar>
#include <QMessageBox>
#include <QScrollArea>
#include <QSettings>
#include <QStatusBar>
#include <QTabWidget>
#include <QUndoStack>

namespace attention {

namespace {
enum Tab { AlignmentTab, PipelineTab, HeadsTab, LinesTab, TabCount };
constexpr double kMinTextSize = 8;
constexpr double kMaxTextSize = 40;
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), mDocument(new LessonDocument(this)), mStale(TabCount, true)
{
    setWindowTitle(tr("Attention Explorer"));
    resize(1400, 860);
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
    mTabs->setTabToolTip(AlignmentTab, tr("The alignment matrix: which key each query attends to."));
    mTabs->setTabToolTip(PipelineTab, tr("Every step from embeddings to context vectors, in order."));
    mTabs->setTabToolTip(HeadsTab, tr("One map per head of multi-head attention."));
    mTabs->setTabToolTip(LinesTab, tr("Each query linked to each key by a line as strong as its weight."));
    setCentralWidget(mTabs);

    mControls = new ControlPanel(mDocument);
    mControls->setObjectName(QStringLiteral("controlPanel"));
    auto *controlsScroll = new QScrollArea;
    controlsScroll->setWidget(mControls);
    controlsScroll->setWidgetResizable(true);
    controlsScroll->setMinimumWidth(360);
    auto *dock = new QDockWidget(tr("Lesson"), this);
    dock->setObjectName(QStringLiteral("lessonDock"));
    dock->setWidget(controlsScroll);
    dock->setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable);
    addDockWidget(Qt::LeftDockWidgetArea, dock);

    mStatus = new QLabel(this);
    mStatus->setObjectName(QStringLiteral("statusMessage"));
    statusBar()->addWidget(mStatus, 1);

    buildMenus();
    connect(mDocument, &LessonDocument::resultChanged, this, &MainWindow::showResult);
    connect(mTabs, &QTabWidget::currentChanged, this, &MainWindow::refreshCurrentView);
    connect(mHeads, &HeadsView::headChosen, this, [this](int head) {
        mChosenHead = head;
        std::fill(mStale.begin(), mStale.end(), true);
        mTabs->setCurrentIndex(AlignmentTab);
        refreshCurrentView();
    });
    connect(mAlignment->heatmap(), &HeatmapView::cellHovered, this, [this](int row, int column) {
        const auto result = mDocument->result();
        if (result && row >= 0)
            mStatus->setText(cellDetails(*result, row, column, mChosenHead).replace(QLatin1Char('\n'), QStringLiteral("   ")));
    });
    restoreSettings();
    showResult();
}

MainWindow::~MainWindow() = default;

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *exportImage = file->addAction(tr("&Export view as image\u2026"), this, &MainWindow::exportCurrentView);
    exportImage->setShortcut(QKeySequence(tr("Ctrl+E")));
    file->addAction(tr("Export &matrices\u2026"), this, &MainWindow::exportMatrices);
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
    edit->addAction(tr("Reset to the &default lesson"), this, [this] { mDocument->setState(LessonState(), tr("Reset lesson")); });

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

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About Attention Explorer"), this, [this] {
        QMessageBox::about(this, tr("About Attention Explorer"),
                           tr("<p><b>Attention Explorer</b> shows how the attention of neural networks works: "
                              "type two sentences and watch the scores, weights and context vectors change.</p>"));
    });
}

double MainWindow::textSize() const { return font().pointSizeF(); }

void MainWindow::setTextSize(double points)
{
    QFont f = font();
    f.setPointSizeF(std::clamp(points, kMinTextSize, kMaxTextSize));
    setFont(f);
    mLines->updateGeometry();
}

void MainWindow::showResult()
{
    std::fill(mStale.begin(), mStale.end(), true);
    const auto result = mDocument->result();
    if (!result) {
        mStatus->setText(mDocument->errorMessage());
    } else if (!result->notes.empty()) {
        mStatus->setText(QString::fromStdString(result->notes.front()));
    } else {
        mStatus->setText(tr("%1 queries \u00D7 %2 keys, d_model %3").arg(result->queryCount()).arg(result->keyCount()).arg(result->config.dModel));
    }
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
    const auto result = mDocument->result();
    const ColorMapId colors = mDocument->state().colorMap;
    const QString message = mDocument->errorMessage();
    switch (tab) {
    case AlignmentTab:
        result ? mAlignment->showResult(result, colors, mChosenHead) : mAlignment->showMessage(message);
        break;
    case PipelineTab:
        result ? mPipeline->showResult(*result, colors) : mPipeline->showMessage(message);
        break;
    case HeadsTab:
        result ? mHeads->showResult(*result, colors, mChosenHead) : mHeads->showMessage(message);
        break;
    case LinesTab:
        if (result) {
            const Matrix &w = mChosenHead >= 0 ? result->headWeights[static_cast<std::size_t>(mChosenHead)] : result->weights;
            mLines->setAttention(tokenLabels(result->queryTokens), tokenLabels(result->keyTokens), w, result->mask);
        } else {
            mLines->setMessage(message);
        }
        break;
    default:
        break;
    }
}

void MainWindow::exportCurrentView()
{
    const auto result = mDocument->result();
    if (!result) {
        QMessageBox::information(this, tr("Nothing to export"), mDocument->errorMessage());
        return;
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Export view"), tr("attention.png"),
                                                      tr("PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)"));
    if (path.isEmpty())
        return;
    static const ExportView views[] = {ExportView::Weights, ExportView::Pipeline, ExportView::Heads, ExportView::Lines};
    ExportOptions options;
    options.view = views[std::clamp(mTabs->currentIndex(), 0, 3)];
    options.head = mChosenHead;
    const auto written = exportResultView(*result, mDocument->state().colorMap, options, path);
    if (!written)
        QMessageBox::warning(this, tr("Export failed"), QString::fromStdString(written.error()));
    else
        mStatus->setText(tr("Saved %1").arg(path));
}

void MainWindow::exportMatrices()
{
    const auto result = mDocument->result();
    if (!result) {
        QMessageBox::information(this, tr("Nothing to export"), mDocument->errorMessage());
        return;
    }
    const QString path = QFileDialog::getSaveFileName(this, tr("Export weights"), tr("weights.csv"),
                                                      tr("CSV table (*.csv);;JSON (*.json);;NumPy array (*.npy)"));
    if (path.isEmpty())
        return;
    const auto written = writeMatrices(labelledMatrices(*result, ExportView::Weights), path);
    if (!written)
        QMessageBox::warning(this, tr("Export failed"), QString::fromStdString(written.error()));
    else
        mStatus->setText(tr("Saved %1").arg(path));
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    saveSettings();
    QMainWindow::closeEvent(event);
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    mRestoredGeometry = restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    if (settings.contains(QStringLiteral("view/textSize")))
        setTextSize(settings.value(QStringLiteral("view/textSize")).toDouble());
    mTabs->setCurrentIndex(std::clamp(settings.value(QStringLiteral("view/tab"), 0).toInt(), 0, TabCount - 1));
    const QByteArray lesson = settings.value(QStringLiteral("lesson/current")).toByteArray();
    if (!lesson.isEmpty()) {
        auto state = parseLesson(lesson);
        if (state)
            mDocument->reset(*state);
    }
}

void MainWindow::saveSettings() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    settings.setValue(QStringLiteral("view/textSize"), textSize());
    settings.setValue(QStringLiteral("view/tab"), mTabs->currentIndex());
    settings.setValue(QStringLiteral("lesson/current"), serializeLesson(mDocument->state()));
}

} // namespace attention
