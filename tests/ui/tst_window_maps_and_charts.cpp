// The window's maps and charts, offscreen: labels that fit, values in their cells, chart ends and
// keys, hover and click, heads, pipeline and lines, every cell in its own place.
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

class WindowMapsAndChartsTest : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { startTestCase(); }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }
    void smallMapsKeepEveryLabelThatFits();
    void cellValuesFitTheirCellsAtEverySize();
    void tokenLabelsShrinkALittleRatherThanDropEveryOther();
    void aMapGivesBackTheRoomItsLabelsNoLongerNeed();
    void theLastKeysWordHasRoomWithoutAColourBar();
    void wordsStandUprightWhereTurnedTheyWouldBeThinned();
    void aMarkersLabelStaysInsideTheChart();
    void chartKeysCanBeWords();
    void aChartsEndPointsShowWhole();
    void aChartOfOnePointSettles();
    void aChartKeepsItsLastKeyNumber();
    void barChartsLabelOnlyTheKeysThatFit();
    void theBarChartsAxisTitleFollowsTheTextSize();
    void hoverAndClickTellTheNumbers();
    void headsCanBecomeTheMainMap();
    void headsNameTheirWordsOncePerRowAndColumn();
    void pipelineInComputationOrder();
    void linesIsolateTheHoveredToken();
    void largeMapsDrawBlocksOfThePixelsTheyHave();
    void everyCellIsDrawnInItsOwnPlace();
    void manyLargeHeadsAreComputedInTheBackground();
};

void WindowMapsAndChartsTest::theBarChartsAxisTitleFollowsTheTextSize()
{
    mWindow->setTextSize(20); // "weight" stayed at the default size in presentation mode
    QCOMPARE(mWindow->alignmentPanel()->distribution()->axisLabelFont().pointSizeF(), 20.0);
}

void WindowMapsAndChartsTest::smallMapsKeepEveryLabelThatFits()
{
    HeatmapView map;
    map.setCompact(true); // column labels turned 90 degrees: one line apart is enough
    showWordMap(map, 10);
    QFont tick = map.font();
    tick.setPointSizeF(std::max(6.0, tick.pointSizeF() * 0.75)); // what small maps write their labels in
    const double line = QFontMetricsF(tick).height();
    int checked = 0;
    for (int width = 160; width <= 700; width += 10) {
        QSignalSpy drawn(&map, &HeatmapView::replotted);
        map.resize(width, 500);
        QVERIFY(drawn.wait(2000));
        const double cell = map.cellCentre(0, 1).x() - map.cellCentre(0, 0).x();
        if (cell >= line * 1.05 && cell < line * 1.6) { // room for every label; 1.15 x 1.4 lines were asked before
            QCOMPARE(map.labelStrides().x(), 1);
            ++checked;
        }
    }
    QVERIFY(checked > 0);
}

void WindowMapsAndChartsTest::aMapGivesBackTheRoomItsLabelsNoLongerNeed()
{
    // The colour bar shares the cells' bottom margin; it used to hold on to the largest one, so
    // long words once shown below the map kept taking their room after shorter ones came.
    HeatmapView map;
    QVERIFY(map.hasColorBar());
    map.setMatrix(Matrix::Constant(4, 4, 0.25f));
    map.resize(600, 600);
    map.show();
    QVERIFY(QTest::qWaitForWindowExposed(&map));
    const auto cellsEndWith = [&map](const QString &word) {
        QSignalSpy drawn(&map, &HeatmapView::replotted);
        map.setColumnLabels(QStringList(4, word));
        return drawn.wait(2000) ? map.cellsRect().bottom() : -1;
    };
    const int shortWords = cellsEndWith(QStringLiteral("a"));
    const int longWords = cellsEndWith(QStringLiteral("internationalisation"));
    QVERIFY2(longWords > 0 && longWords < shortWords - 40, qPrintable(QStringLiteral("%1 %2").arg(shortWords).arg(longWords)));
    QCOMPARE(cellsEndWith(QStringLiteral("a")), shortWords);
}

void WindowMapsAndChartsTest::theLastKeysWordHasRoomWithoutAColourBar()
{
    // QCustomPlot drops a tick label that would cross the plot's edge; turned 45 degrees, a word
    // reaches right of its key by most of a line (at 20 pt Compare's first map lost its last key).
    HeatmapView map;
    QFont large = map.font();
    large.setPointSizeF(20);
    map.setFont(large);
    map.setColorBar(false);
    map.setMatrix(Matrix::Constant(4, 4, 0.25f));
    map.setColumnLabels({QStringLiteral("The"), QStringLiteral("boy"), QStringLiteral("in"), QStringLiteral("park")});
    map.resize(600, 600);
    QSignalSpy drawn(&map, &HeatmapView::replotted);
    map.show();
    QVERIFY(QTest::qWaitForWindowExposed(&map));
    QTRY_VERIFY(!drawn.isEmpty());
    const double line = QFontMetricsF(map.tokenLabelFont(Qt::Horizontal)).height();
    const int room = map.width() - 1 - map.cellsRect().right();
    QVERIFY2(room >= 0.71 * line, qPrintable(QStringLiteral("%1 px for a %2 px line").arg(room).arg(line)));
}

void WindowMapsAndChartsTest::wordsStandUprightWhereTurnedTheyWouldBeThinned()
{
    // Turned 45 degrees a key's word needs a line times sqrt 2 of its cell's width, upright only
    // a line: Compare's maps at F5 on 1920x1080 named every other key in 34 px columns.
    HeatmapView map;
    showWordMap(map, 10);
    const double line = QFontMetricsF(map.font()).height();
    int turned = 0, upright = 0;
    for (int width = 200; width <= 900; width += 10) {
        QSignalSpy drawn(&map, &HeatmapView::replotted);
        map.resize(width, 700);
        QVERIFY(drawn.wait(2000));
        const double cell = map.cellCentre(0, 1).x() - map.cellCentre(0, 0).x();
        const QString where = QStringLiteral("%1 px columns, %2 px lines").arg(cell).arg(line);
        if (cell >= line * std::sqrt(2.0) * 1.02) { // every word fits turned
            QVERIFY2(map.columnLabelRotation() == 45 && map.labelStrides().x() == 1, qPrintable(where));
            ++turned;
        } else if (cell >= line * 1.02 && cell < line * std::sqrt(2.0) * 0.78) { // only upright
            QVERIFY2(map.columnLabelRotation() == 90 && map.labelStrides().x() == 1, qPrintable(where));
            ++upright;
        }
    }
    QVERIFY(turned > 0 && upright > 0);
}

void WindowMapsAndChartsTest::cellValuesFitTheirCellsAtEverySize()
{
    // Projector text in cells wider than their values need only at the widest: "0.00" at 20 pt
    // once ran into its neighbour, and a map that grew kept the font of its smaller size.
    HeatmapView map;
    QFont large = map.font();
    large.setPointSizeF(20);
    map.setFont(large);
    map.setMatrix(Matrix::Constant(10, 10, 0.25f));
    map.show();
    QVERIFY(QTest::qWaitForWindowExposed(&map));
    // Growing and shrinking in steps and at once (the font of the size before lagged one layout).
    for (const int width : {560, 800, 1040, 1400, 560, 1400}) {
        QSignalSpy drawn(&map, &HeatmapView::replotted);
        map.resize(width, 900);
        QVERIFY(drawn.wait(2000));
        QVERIFY(map.shownValueLabelCount() > 0);
        const double cell = map.cellCentre(0, 1).x() - map.cellCentre(0, 0).x();
        const QFont font = map.valueLabelFont();
        for (const QString &text : map.valueLabelTexts())
            QVERIFY2(QFontMetricsF(font).horizontalAdvance(text) <= 0.9 * cell + 0.5,
                     qPrintable(QStringLiteral("%1 in %2 pt: wider than 90 % of a %3 px cell").arg(text).arg(font.pointSizeF()).arg(cell)));
        if (width == 1400)
            QCOMPARE(font.pointSizeF(), 20.0); // wide cells: the plot's own size
    }
}

void WindowMapsAndChartsTest::tokenLabelsShrinkALittleRatherThanDropEveryOther()
{
    HeatmapView map;
    QFont large = map.font();
    large.setPointSizeF(20);
    map.setFont(large);
    showWordMap(map, 15);
    QVERIFY(QTest::qWaitForWindowExposed(&map));
    const double line = QFontMetricsF(large).height();
    int shrunk = 0, whole = 0, thinned = 0;
    for (int height = 260; height <= 760; height += 10) {
        QSignalSpy drawn(&map, &HeatmapView::replotted);
        map.resize(1400, height);
        QVERIFY(drawn.wait(2000));
        const double cell = map.cellCentre(1, 0).y() - map.cellCentre(0, 0).y();
        const double points = map.tokenLabelFont(Qt::Vertical).pointSizeF();
        const QString where = QStringLiteral("rows %1 px apart, lines of %2 px: stride %3, %4 pt")
                                  .arg(cell)
                                  .arg(line)
                                  .arg(map.labelStrides().y())
                                  .arg(points);
        if (cell >= 1.02 * line) { // room at the plot's font
            QVERIFY2(map.labelStrides().y() == 1 && points == 20.0, qPrintable(where));
            ++whole;
        } else if (cell >= 0.82 * line && cell <= 0.98 * line) { // every word, a little smaller
            QVERIFY2(map.labelStrides().y() == 1 && points < 20.0 && points >= 20.0 * 0.8, qPrintable(where));
            ++shrunk;
        } else if (cell < 0.78 * line) { // too small to shrink into: every other word at the plot's font
            QVERIFY2(map.labelStrides().y() >= 2 && points == 20.0, qPrintable(where));
            ++thinned;
        }
    }
    QVERIFY(shrunk > 0 && whole > 0 && thinned > 0);
}

void WindowMapsAndChartsTest::chartKeysCanBeWords()
{
    // Without vs with attention puts each decoder step's word under its point: level where the
    // words fit side by side, turned where they do not, thinned where even that is too tight.
    LineChartView chart;
    QStringList words;
    std::vector<double> steps, values;
    for (int i = 0; i < 10; ++i) {
        words << QStringLiteral("longerword%1").arg(i); // much wider than a line is high
        steps.push_back(i);
        values.push_back(0.5 + 0.02 * i);
    }
    chart.addSeries(QStringLiteral("cosine"), steps, values, Qt::blue);
    chart.setKeyLabels(words);
    chart.setValueRange(0, 1.05);
    QCOMPARE(chart.valueRange(), qMakePair(0.0, 1.05)); // not the data's 0.5..0.68
    QCOMPARE(chart.xRange(), qMakePair(-0.5, 9.5)); // half a key of room for the end words
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QFontMetricsF metrics(chart.font());
    const double wordWidth = metrics.horizontalAdvance(words.last());
    const auto laidOutAt = [&](int width) {
        QSignalSpy drawn(&chart, &LineChartView::replotted);
        chart.resize(width, 300);
        return drawn.wait(2000) || !drawn.isEmpty();
    };
    QVERIFY(laidOutAt(static_cast<int>(12 * 10 * wordWidth)));
    QTRY_VERIFY(chart.keyLabelStride() == 1 && chart.keyLabelsLevel());
    QVERIFY(laidOutAt(static_cast<int>(5 * wordWidth + 100))); // half a word a key
    QTRY_VERIFY(chart.keyLabelStride() == 1 && !chart.keyLabelsLevel());
    QVERIFY(laidOutAt(static_cast<int>(10 * metrics.height() / 2 + 100))); // half a line a key
    QTRY_VERIFY(chart.keyLabelStride() > 1 && !chart.keyLabelsLevel());
    // A lone series the title names needs no legend, and its row goes to the data.
    const int withLegend = chart.dataArea().height();
    QSignalSpy drawn(&chart, &LineChartView::replotted);
    chart.setLegendShown(false);
    QVERIFY(drawn.wait(2000));
    QVERIFY2(chart.dataArea().height() > withLegend + metrics.height() / 2,
             qPrintable(QStringLiteral("%1 -> %2").arg(withLegend).arg(chart.dataArea().height())));
    QCOMPARE(chart.valueRange(), qMakePair(0.0, 1.05));
}

void WindowMapsAndChartsTest::aChartsEndPointsShowWhole()
{
    // The circles at the first and last d_k of Why sqrt(d_k) were cut in half by the data area's
    // edges: the key axis ended at the data. Linear and logarithmic keys, at two widths.
    for (const bool logarithmic : {false, true}) {
        LineChartView chart;
        chart.setLogarithmic(logarithmic, false);
        chart.addSeries(QStringLiteral("entropy"), {2, 16, 128, 1024}, {1.5, 1.0, 0.5, 0.1}, Qt::blue);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const auto room = [&] { return roomAtTheEnds(chart, logarithmic, 2, 1024); };
        for (const int width : {300, 900}) {
            chart.resize(width, 300);
            // The circle's radius (3 px) and its pen, from the data area's edges.
            QTRY_VERIFY2(room() >= 4 && chart.dataArea().width() < width,
                         qPrintable(QStringLiteral("%1 px at %2 px, logarithmic %3").arg(room()).arg(width).arg(logarithmic)));
            QVERIFY2(room() <= 12, qPrintable(QStringLiteral("%1 px: room, not a margin").arg(room())));
        }
    }
}

void WindowMapsAndChartsTest::aChartOfOnePointSettles()
{
    // One point (a first training step; a lone d_k) spans no keys: its circle gets room all the
    // same, and the chart settles instead of replotting while it tries.
    for (const bool logarithmic : {false, true}) {
        LineChartView chart;
        chart.setLogarithmic(logarithmic, false);
        chart.addSeries(QStringLiteral("loss"), {8}, {1.5}, Qt::blue);
        chart.resize(400, 300);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QSignalSpy drawn(&chart, &LineChartView::replotted);
        for (int i = 0; i < 20; ++i)
            QCoreApplication::processEvents(); // each queued replot runs in one of these
        QVERIFY2(drawn.count() <= 3, qPrintable(QStringLiteral("%1 replots, logarithmic %2").arg(drawn.count()).arg(logarithmic)));
        const double room = roomAtTheEnds(chart, logarithmic, 8, 8);
        QVERIFY2(room >= 4, qPrintable(QStringLiteral("%1 px, logarithmic %2").arg(room).arg(logarithmic)));
    }
}

void WindowMapsAndChartsTest::aChartKeepsItsLastKeyNumber()
{
    // The plotting library leaves out a number under the keys that would reach past the chart's
    // edge: in presentation text Why sqrt(d_k) lost its "1000", the largest d_k.
    LineChartView chart;
    showDkChartInProjectorText(chart);
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const auto describe = [&chart] {
        QStringList where;
        for (const auto &[text, rect] : chart.keyTickLabels())
            where << QStringLiteral("%1 %2-%3").arg(text).arg(rect.left()).arg(rect.right());
        return where.join(QStringLiteral(", ")) + QStringLiteral(" in %1 px").arg(chart.width());
    };
    const auto allInside = [&chart] {
        const auto labels = chart.keyTickLabels();
        return !labels.isEmpty() && labels.last().first == QStringLiteral("1000")
               && std::all_of(labels.begin(), labels.end(),
                              [&chart](const auto &label) { return label.second.left() >= 0 && label.second.right() <= chart.width(); });
    };
    QTRY_VERIFY2(allInside(), qPrintable(describe()));
}

void WindowMapsAndChartsTest::aMarkersLabelStaysInsideTheChart()
{
    // Why sqrt(d_k) marks the lesson's d_k on an axis up to 1024: at 256 in projector text its
    // label ran past the right edge and read "now:".
    LineChartView chart;
    showDkChartInProjectorText(chart);
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    for (const double dk : {2.0, 256.0, 1000.0}) {
        QSignalSpy drawn(&chart, &LineChartView::replotted);
        chart.setMarker(dk, QStringLiteral("now: %1").arg(dk));
        QVERIFY(drawn.wait(2000));
        const QRectF label = chart.markerLabelRect();
        QVERIFY2(QRectF(chart.dataArea()).contains(label), qPrintable(QStringLiteral("d_k %1: label from %2 to %3 px, chart to %4")
                                                                          .arg(dk)
                                                                          .arg(label.left())
                                                                          .arg(label.right())
                                                                          .arg(chart.dataArea().right())));
    }
}

void WindowMapsAndChartsTest::barChartsLabelOnlyTheKeysThatFit()
{
    DistributionView chart;
    QFont large = chart.font();
    large.setPointSizeF(20); // presentation size
    chart.setFont(large);
    QStringList keys;
    for (int i = 0; i < 150; ++i)
        keys << QStringLiteral("word%1").arg(i);
    chart.setDistribution(QStringLiteral("Where one word looks"), keys, std::vector<double>(150, 1.0 / 150), {}, 0);
    chart.show();
    const double line = QFontMetricsF(large).height();
    int shortLabels = 0;
    for (const int height : {400, 1200}) {
        chart.resize(160, height);
        QTRY_VERIFY(chart.labelledKeys().size() * 0.8 * line <= height); // 150 keys once piled 38 labels on each other
        QVERIFY(chart.labelledKeys().size() >= 4);
        QCOMPARE(chart.labelledKeys().front(), QStringLiteral("word0"));
        if (height == 400)
            shortLabels = static_cast<int>(chart.labelledKeys().size());
    }
    QVERIFY(chart.labelledKeys().size() > shortLabels); // a taller chart labels more keys
    QCOMPARE(chart.weightTickStep(), 1.0); // 160 px: no room for 0, 0.5 and 1 at 20 pt
    chart.resize(600, 400);
    QTRY_COMPARE(chart.weightTickStep(), 0.5);
}

void WindowMapsAndChartsTest::hoverAndClickTellTheNumbers()
{
    const QPoint centre = mHeatmap->cellCentre(2, 2);
    QWidget *plot = mHeatmap->childAt(centre);
    QVERIFY(plot);
    QTest::mouseMove(plot, plot->mapFrom(mHeatmap, centre));
    QTRY_VERIFY(mWindow->findChild<QLabel *>(QStringLiteral("statusMessage"))->text().contains(QStringLiteral("\u201Cboy\u201D")));
    const QString status = mWindow->findChild<QLabel *>(QStringLiteral("statusMessage"))->text();
    const auto result = mWindow->document()->result();
    QVERIFY2(status.contains(QString::number(result->weights(2, 2), 'g', 6)), qPrintable(status));
    QVERIFY(status.contains(QString::number(result->rawScores(2, 2), 'g', 6)));

    const QPoint row4 = mHeatmap->cellCentre(4, 0);
    QTest::mouseClick(plot, Qt::LeftButton, {}, plot->mapFrom(mHeatmap, row4));
    auto *panel = mWindow->alignmentPanel();
    QCOMPARE(panel->selectedRow(), 4);
    const std::vector<double> &shown = panel->distribution()->weights();
    QCOMPARE(int(shown.size()), 10);
    for (int j = 0; j < 10; ++j)
        QCOMPARE(shown[j], double(result->weights(4, j)));
    QVERIFY(panel->distribution()->title().contains(QStringLiteral("au")));
    QCOMPARE(mHeatmap->argmax()[4], result->rows[4].argmax);
    // A bar hovered tells its key and weight in full.
    DistributionView *bars = panel->distribution();
    QTRY_VERIFY(bars->barCentre(2).y() != bars->barCentre(3).y()); // laid out
    QWidget *barPlot = bars->childAt(bars->barCentre(2));
    QVERIFY(barPlot);
    QTest::mouseMove(barPlot, barPlot->mapFrom(bars, bars->barCentre(2)));
    QTRY_COMPARE(bars->hoveredBar(), 2);
    const QString barText = bars->hoverText(2);
    QVERIFY2(barText.contains(QStringLiteral("\u201Cboy\u201D")) && barText.contains(QString::number(result->weights(4, 2), 'g', 6)),
             qPrintable(barText));
    QTest::mouseMove(barPlot, barPlot->mapFrom(bars, bars->barCentre(7)));
    QTRY_COMPARE(bars->hoveredBar(), 7);
}

void WindowMapsAndChartsTest::headsCanBecomeTheMainMap()
{
    choose(mWindow->findChild<QComboBox *>(QStringLiteral("scoreCombo")), int(ScoreFunction::MultiHead));
    auto *tabs = mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"));
    tabs->setCurrentIndex(2);
    const auto maps = mWindow->headsView()->headViews();
    QCOMPARE(int(maps.size()), 5); // 4 heads and the mean
    const auto result = mWindow->document()->result();
    QVERIFY(result->headWeights.empty()); // the window keeps the mean; a head is computed when shown
    const auto everyHead = computeAttention(mWindow->document()->lesson());
    QVERIFY(everyHead);
    const Matrix &head1 = everyHead->headWeights[1];
    QVERIFY((maps[1]->matrix() - head1).cwiseAbs().maxCoeff() < 1e-6f);
    QVERIFY(!maps[1]->matrix().isApprox(maps[2]->matrix()));
    QCOMPARE(maps[4]->matrix(), result->weights);
    QWidget *plot = maps[1]->childAt(maps[1]->cellCentre(0, 0));
    QTest::mouseClick(plot, Qt::LeftButton, {}, plot->mapFrom(maps[1], maps[1]->cellCentre(0, 0)));
    QCOMPARE(mWindow->chosenHead(), 1);
    QCOMPARE(tabs->currentIndex(), 0);
    QVERIFY((mHeatmap->matrix() - head1).cwiseAbs().maxCoeff() < 1e-6f);
    QVERIFY(mHeatmap->title().contains(QStringLiteral("head 2 of 4")));
}

void WindowMapsAndChartsTest::headsNameTheirWordsOncePerRowAndColumn()
{
    choose(mWindow->findChild<QComboBox *>(QStringLiteral("scoreCombo")), int(ScoreFunction::MultiHead));
    mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"))->setCurrentIndex(2);
    const auto maps = mWindow->headsView()->headViews();
    QCOMPARE(int(maps.size()), 5); // 4 heads and the mean: 2 above, 3 below
    std::vector<std::unique_ptr<QSignalSpy>> drawn;
    for (HeatmapView *map : maps)
        drawn.push_back(std::make_unique<QSignalSpy>(map, &HeatmapView::replotted));
    for (const auto &spy : drawn)
        QTRY_VERIFY(!spy->isEmpty());
    QWidget *grid = maps[0]->parentWidget();
    const auto cells = [&](int i) { return maps[i]->cellsRect().translated(maps[i]->mapTo(grid, QPoint())); };
    // The gap ends the first row, so the last row holds every column's last map.
    QCOMPARE(maps[0]->y(), maps[1]->y());
    QVERIFY(maps[2]->y() > maps[0]->y());
    QCOMPARE(maps[0]->x(), maps[2]->x());
    QCOMPARE(maps[1]->x(), maps[3]->x());
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(maps[i]->rowLabelsShown(), i == 0 || i == 2);
        QCOMPARE(maps[i]->columnLabelsShown(), i >= 2);
    }
    // Rows line up across a row of the grid, keys down a column, and every head's cells are one size.
    const auto linedUp = [&] {
        const auto close = [](int a, int b) { return std::abs(a - b) <= 3; };
        return cells(0).top() == cells(1).top() && cells(0).bottom() == cells(1).bottom() && cells(2).top() == cells(4).top()
               && cells(2).bottom() == cells(3).bottom() && cells(0).left() == cells(2).left() && cells(0).right() == cells(2).right()
               && cells(1).left() == cells(3).left() && close(cells(0).width(), cells(4).width())
               && close(cells(0).height(), cells(4).height());
    };
    QTRY_VERIFY2(linedUp(), qPrintable(QStringLiteral("(%1,%2 %3x%4) (%5,%6 %7x%8)")
                                           .arg(cells(0).x())
                                           .arg(cells(0).y())
                                           .arg(cells(0).width())
                                           .arg(cells(0).height())
                                           .arg(cells(4).x())
                                           .arg(cells(4).y())
                                           .arg(cells(4).width())
                                           .arg(cells(4).height())));
    // A head without words of its own tells them, and its numbers, under the mouse.
    QWidget *plot = maps[3]->childAt(maps[3]->cellCentre(2, 5));
    QVERIFY(plot);
    QTest::mouseMove(plot, plot->mapFrom(maps[3], maps[3]->cellCentre(2, 5)));
    QTRY_COMPARE(QToolTip::text(), cellDetails(*mWindow->document()->result(), 2, 5, 3));
    // Positions count from 1 there too, as in Worked arithmetic and on the command line.
    QVERIFY2(QToolTip::text().startsWith(QStringLiteral("query 3 ")) && QToolTip::text().contains(QStringLiteral("key 6 ")),
             qPrintable(QToolTip::text()));
}

void WindowMapsAndChartsTest::pipelineInComputationOrder()
{
    mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"))->setCurrentIndex(1);
    const QStringList titles = mWindow->pipelineView()->stageTitles();
    const QStringList order{QStringLiteral("Positional encoding"),
                            QStringLiteral("Query input"),
                            QStringLiteral("Key/value input"),
                            QStringLiteral("Q ="),
                            QStringLiteral("K ="),
                            QStringLiteral("V ="),
                            QStringLiteral("Scores"),
                            QStringLiteral("temperature"),
                            QStringLiteral("Weights"),
                            QStringLiteral("Context")};
    QCOMPARE(titles.size(), order.size());
    for (int i = 0; i < order.size(); ++i)
        QVERIFY2(titles[i].contains(order[i]), qPrintable(titles[i]));
    const auto result = mWindow->document()->result();
    const auto stages = mWindow->pipelineView()->stageViews();
    QCOMPARE(stages[3]->matrix(), result->Q);
    QCOMPARE(stages[8]->matrix(), result->weights);
    QCOMPARE(stages[9]->matrix(), result->context);
    QVERIFY(titles[3].contains(QStringLiteral("10\u00D7%1").arg(result->config.dModel)));

    // The wheel over a plot scrolls the page (the plot took it and the page stood still).
    auto *page = mWindow->pipelineView()->findChild<QScrollArea *>();
    QVERIFY(page);
    QTRY_VERIFY(page->verticalScrollBar()->maximum() > 0);
    const int before = page->verticalScrollBar()->value();
    QWidget *plot = stages[1]->childAt(stages[1]->rect().center());
    QVERIFY(plot);
    const QPointF at = QPointF(plot->rect().center());
    QWheelEvent wheel(at, plot->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(plot, &wheel);
    QVERIFY(page->verticalScrollBar()->value() > before);
}

void WindowMapsAndChartsTest::linesIsolateTheHoveredToken()
{
    mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"))->setCurrentIndex(3);
    LinesView *lines = mWindow->linesView();
    // The drawing fills the tab: it used to sit in the top left corner.
    QTRY_VERIFY(lines->width() > 600 && lines->height() > 400);
    const QRect firstQuery = lines->tokenRect(LinesView::Side::Query, 0);
    const QRect lastKey = lines->tokenRect(LinesView::Side::Key, mWindow->document()->result()->keyCount() - 1);
    QVERIFY2(lastKey.right() - firstQuery.left() > lines->width() * 3 / 5 || lastKey.right() - firstQuery.left() >= 2 * 320 + 4 * 220,
             qPrintable(QStringLiteral("%1 of %2").arg(lastKey.right() - firstQuery.left()).arg(lines->width())));
    QVERIFY2(lastKey.bottom() - firstQuery.top() > lines->height() / 2,
             qPrintable(QStringLiteral("%1 of %2").arg(lastKey.bottom()).arg(lines->height())));
    const auto result = mWindow->document()->result();
    QCOMPARE(lines->lineOpacity(1, 4), double(result->weights(1, 4)));
    QTest::mouseMove(lines, lines->tokenCentre(LinesView::Side::Query, 2));
    QTRY_COMPARE(lines->highlightedIndex(), 2);
    QCOMPARE(lines->highlightedSide(), LinesView::Side::Query);
    QCOMPARE(lines->lineOpacity(1, 4), 0.0);
    QCOMPARE(lines->lineOpacity(2, 4), double(result->weights(2, 4)));
    QTest::mouseMove(lines, lines->tokenCentre(LinesView::Side::Key, 5));
    QTRY_COMPARE(lines->highlightedSide(), LinesView::Side::Key);
    QCOMPARE(lines->lineOpacity(2, 4), 0.0);
    QCOMPARE(lines->lineOpacity(2, 5), double(result->weights(2, 5)));
}

void WindowMapsAndChartsTest::everyCellIsDrawnInItsOwnPlace()
{
    // Values grow to the right and downwards: on the Blues map every cell is darker than the
    // one left of it and the one above it, and the blocked cell is the mask's grey. Sizes below
    // and above 200 cells a side (small maps are drawn from an enlarged image).
    for (const QSize cells : {QSize(7, 5), QSize(300, 40)}) {
        HeatmapView view;
        view.resize(900, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        Matrix values(cells.height(), cells.width());
        for (Eigen::Index i = 0; i < values.rows(); ++i)
            for (Eigen::Index j = 0; j < values.cols(); ++j)
                values(i, j) = 0.5f * float(j) / float(values.cols() - 1) + 0.5f * float(i) / float(values.rows() - 1);
        Mask blocked = Mask::Constant(values.rows(), values.cols(), false);
        blocked(values.rows() - 1, 0) = true;
        view.setColorMap(ColorMapId::Blues);
        view.setValueRange(0, 1);
        view.setMatrix(values, blocked);
        QSignalSpy replotted(&view, &HeatmapView::replotted);
        QVERIFY(replotted.wait());
        const QImage shown = view.grab().toImage();
        // Sampled off the centre, where a small map writes each cell's value.
        const QPoint offCentre = (view.cellCentre(1, 1) - view.cellCentre(0, 0)) * 0.35;
        const auto grey = [&](int row, int column) { return qGray(shown.pixel(view.cellCentre(row, column) + offCentre)); };
        const int across = std::max(1, cells.width() / 6);
        for (int i = 0; i < cells.height(); ++i)
            for (int j = 0; j < cells.width(); j += across) {
                if (j + across < cells.width() && !blocked(i, j))
                    QVERIFY2(grey(i, j + across) < grey(i, j),
                             qPrintable(QStringLiteral("row %1, columns %2 and %3").arg(i).arg(j).arg(j + across)));
                if (i + 1 < cells.height() && !blocked(i + 1, j))
                    QVERIFY2(grey(i + 1, j) < grey(i, j), qPrintable(QStringLiteral("column %1, rows %2 and %3").arg(j).arg(i).arg(i + 1)));
            }
        QCOMPARE(QColor(shown.pixel(view.cellCentre(cells.height() - 1, 0) + offCentre)), kBlockedColor);
        // The ends of the range are the colour map's end colours exactly.
        QCOMPARE(QColor(shown.pixel(view.cellCentre(0, 0) + offCentre)), colorStops(ColorMapId::Blues).first());
        QCOMPARE(QColor(shown.pixel(view.cellCentre(cells.height() - 1, cells.width() - 1) + offCentre)),
                 colorStops(ColorMapId::Blues).last());
    }
}

void WindowMapsAndChartsTest::largeMapsDrawBlocksOfThePixelsTheyHave()
{
    HeatmapView view;
    view.resize(800, 600);
    const int n = 2100; // above 1024 a side: blocks of 3 x 3 cells on screen
    Matrix values = Matrix::Zero(n, n);
    for (int j = 1; j < n; j += 2)
        values.col(j).setConstant(0.5f); // columns alternate 0 and 0.5
    values(4, 6) = 0.7f;
    values(5, 7) = -0.9f; // the same block: the one farthest from zero is drawn
    values(10, 13) = -0.8f; // in a band of rows with nothing blocked (drawn by columns first)
    Mask blocked = Mask::Constant(n, n, false);
    blocked.topLeftCorner(3, 3).setConstant(true); // a whole block blocked
    blocked(3, 9) = true; // one cell of an open block
    view.setValueRange(0, 1); // 0 is white, 0.5 a middle blue
    view.setMatrix(values, blocked);
    QCOMPARE(view.drawnCells(), QSize(700, 700));
    QCOMPARE(view.drawnValue(4, 6), double(-0.9f));
    QCOMPARE(view.drawnValue(3, 6), double(-0.9f)); // any cell of the block reads its drawn value
    QVERIFY(std::isnan(view.drawnValue(0, 0)));
    QCOMPARE(view.drawnValue(3, 9), 0.5);
    QCOMPARE(view.drawnValue(9, 14), double(-0.8f));
    QCOMPARE(view.drawnValue(9, 15), 0.5);
    QCOMPARE(view.matrix()(5, 7), -0.9f); // the matrix itself is kept whole

    // An export draws every cell: half of the columns are light there, none on screen.
    const QImage image = view.renderImage(2 * n, 2 * n, 1);
    int light = 0, counted = 0;
    for (int y = n - 200; y < n + 200; y += 7)
        for (int x = n - 200; x < n + 200; ++x, ++counted)
            light += qGray(image.pixel(x, y)) > 200;
    QVERIFY2(light > counted / 4, qPrintable(QStringLiteral("%1 of %2 light").arg(light).arg(counted)));
    QCOMPARE(view.drawnCells(), QSize(700, 700)); // the screen's blocks are back

    // A picture smaller than the map draws blocks of its own pixels, each showing its cell
    // farthest from zero: no light column is left (an 8192-token map drawn cell by cell took
    // 16 GB, or came out blank once its image passed Qt's 128 MB).
    const QImage small = view.renderImage(500, 500, 1);
    int lightInSmall = 0, darkInSmall = 0;
    for (int y = 200; y < 300; y += 7)
        for (int x = 150; x < 350; ++x) {
            lightInSmall += qGray(small.pixel(x, y)) > 200;
            darkInSmall += qGray(small.pixel(x, y)) < 200;
        }
    QCOMPARE(lightInSmall, 0);
    QVERIFY(darkInSmall > 0);
}

void WindowMapsAndChartsTest::manyLargeHeadsAreComputedInTheBackground()
{
    LessonState state;
    QString source, target;
    for (int i = 0; i < 600; ++i) {
        source += QStringLiteral("s%1 ").arg(i % 53);
        target += QStringLiteral("t%1 ").arg(i % 59);
    }
    state.lesson.source = source.toStdString();
    state.lesson.target = target.toStdString();
    state.lesson.config.score = ScoreFunction::MultiHead;
    state.lesson.config.dModel = 16;
    state.lesson.config.heads = 8; // 8 x 600 x 600 cells: more than a frame's work
    LessonDocument *document = mWindow->document();
    document->reset(state);
    QTRY_VERIFY_WITH_TIMEOUT(document->result() && document->result()->queryCount() == 600, 60000);
    QVERIFY(document->result()->headWeights.empty());
    auto *tabs = mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"));
    tabs->setCurrentIndex(2);
    HeadsView *heads = mWindow->headsView();
    QVERIFY(heads->isComputing()); // the window went on while the heads were computed
    QTRY_VERIFY_WITH_TIMEOUT(!heads->isComputing(), 60000);
    QTRY_COMPARE(int(heads->headViews().size()), 9);
    const auto everyHead = computeAttention(document->lesson());
    QVERIFY(everyHead);
    QVERIFY((heads->headViews()[5]->matrix() - everyHead->headWeights[5]).cwiseAbs().maxCoeff() < 1e-6f);
}

QTEST_MAIN(WindowMapsAndChartsTest)
#include "tst_window_maps_and_charts.moc"
