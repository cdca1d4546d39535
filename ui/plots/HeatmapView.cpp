#include "ui/plots/HeatmapView.h"

#include "ui/formats/MessageText.h"
#include "ui/plots/CellLabelFit.h"
#include "ui/plots/Gradient.h"
#include "ui/plots/MatrixColorMap.h"
#include "ui/plots/PlotPicture.h"
#include "ui/plots/TickLabels.h"
#include "ui/plots/WrappingText.h"

#include <qcustomplot.h>

#include <QKeyEvent>
#include <QToolTip>
#include <QVBoxLayout>

#include <cmath>
#include <optional>

namespace attention {

namespace {

constexpr int kMaxValueLabels = 400;
constexpr int kMinLabelCellWidth = 34;
constexpr int kMinLabelCellHeight = 20;
constexpr int kPlotRowSpacing = 5; // QCustomPlot's, between a plot's title and its axes
const QColor kArgmaxColor(0xE6, 0x55, 0x0D);

} // namespace

struct HeatmapView::Private
{
    QCustomPlot *plot = nullptr;
    QCPTextElement *title = nullptr;
    QCPTextElement *badge = nullptr; // under the title, in the same header
    MatrixColorMap *map = nullptr;
    QCPColorScale *scale = nullptr;
    QCPMarginGroup *margins = nullptr;
    QCPGraph *argmaxMarks = nullptr;
    QCPGraph *argmaxInnerMarks = nullptr; // small squares: a second outline inside, for two pixels
    QCPItemRect *rowHighlight = nullptr;
    int highlightedRow = -1;
    QCPItemRect *hoverRow = nullptr;
    QCPItemRect *hoverColumn = nullptr;
    bool crosshair = false;
    QPoint keyboard{-1, -1}; // (column, row)
    QList<QCPItemText *> valueLabels;
    int rowStride = 1;
    int columnStride = 1;

    const Matrix &values() const { return map->values(); } // the colour map holds the matrix on show
    const Mask &blocked() const { return map->blocked(); }
    QStringList rowLabels, columnLabels;
    QPoint hovered{-1, -1}; // the cell under the mouse, as (column, row); -1: none
    QPoint hoveredAt; // where the mouse was, on the screen
    QStringList rowLabelReserve; // labels whose width the row labels keep (setRowLabelReserve)
    double basePadding = -1; // the row axis's own padding, before any reserve
    QString rowAxisTitle, columnAxisTitle; // shown where the map shows its words
    QMargins defaultMargins; // QCustomPlot's least margins around the cells
    QMargins ownMinimumMargins; // the cells' own, before setCellsWithin() asks for more
    QRect cellsArea; // setCellsWithin()'s; null: none

    /** An axis's words and title, or neither where a neighbouring map shows them. */
    void showWords(QCPAxis *axis, bool shown, const QString &title)
    {
        axis->setTickLabels(shown);
        axis->setLabel(shown ? title : QString());
        plot->replot(QCustomPlot::rpQueuedReplot);
    }

    /** The layout of the next replot, done now without drawing. */
    void layOut()
    {
        forgetScaleMargins();
        for (const auto phase : {QCPLayoutElement::upPreparation, QCPLayoutElement::upMargins, QCPLayoutElement::upLayout})
            plot->plotLayout()->update(phase);
    }

    /**
     * The colour bar shares the cells' top and bottom margins through a margin group, which takes
     * the largest margin any member asks for; a colour bar asks for the margin it has (QCustomPlot
     * 2.1's default), so once grown the margins never shrank: long words once shown below a map
     * kept their room after shorter ones came (77 px of a 600 px map), and maps lined up with a
     * neighbour could never come back to their own size.
     */
    void forgetScaleMargins()
    {
        if (scale)
            scale->setMargins(QMargins());
    }

    /** QCustomPlot leaves out a tick label that would cross the plot's edge: without a colour
     *  bar beside the cells, the last key's word, turned, reaches past them by up to a line (at
     *  F5 Compare's map A lost "park"). */
    void updateOwnMargins()
    {
        ownMinimumMargins = defaultMargins;
        const double line = QFontMetricsF(plot->xAxis->tickLabelFont()).height();
        // The title sits on the cells in small multiples, and above and below them they keep only
        // the room the first and last tick labels reach past them (half a line): 15 tokens at F5
        // on 1280x800 had rows of 13 px for labels that need 14.
        plot->plotLayout()->setRowSpacing(compact ? 0 : kPlotRowSpacing);
        if (compact) {
            const int half = static_cast<int>(std::ceil(line / 2)) + 2;
            ownMinimumMargins.setTop(std::min(defaultMargins.top(), half));
            ownMinimumMargins.setBottom(std::min(defaultMargins.bottom(), half));
        }
        if (!scale)
            ownMinimumMargins.setRight(std::max(defaultMargins.right(), static_cast<int>(std::ceil(compact ? line / 2 + 2 : line))));
        plot->axisRect()->setMinimumMargins(spanMargins());
    }

    /** Margins around the cells that keep them within cellsArea, measured from the last layout. */
    QMargins spanMargins() const
    {
        QMargins minimum = ownMinimumMargins;
        if (cellsArea.isNull())
            return minimum;
        const QRect outer = plot->axisRect()->outerRect().translated(plot->pos());
        minimum.setLeft(std::max(minimum.left(), cellsArea.left() - outer.left()));
        minimum.setTop(std::max(minimum.top(), cellsArea.top() - outer.top()));
        minimum.setRight(std::max(minimum.right(), outer.right() - cellsArea.right()));
        minimum.setBottom(std::max(minimum.bottom(), outer.bottom() - cellsArea.bottom()));
        return minimum;
    }

    /** Pads the row axis so its labels take the reserve's width: the map stays put when some
     *  labels are blank (a decoding step hides the words not written yet). */
    void applyRowLabelReserve()
    {
        if (basePadding < 0)
            basePadding = plot->yAxis->padding();
        const QFontMetrics metrics(plot->yAxis->tickLabelFont());
        const auto widest = [&metrics](const QStringList &labels) {
            int width = 0;
            for (const QString &label : labels)
                width = std::max(width, metrics.horizontalAdvance(label));
            return width;
        };
        const int extra = rowLabelReserve.isEmpty() ? 0 : std::max(0, widest(rowLabelReserve) - widest(rowLabels));
        plot->yAxis->setPadding(int(basePadding) + extra);
    }
    std::vector<int> argmax;
    ColorMapId colorMap = ColorMapId::Blues;
    bool fixedRange = false;
    QCPRange range{0, 1};
    bool compact = false;
    std::optional<bool> colorBar; // as set; otherwise full maps have one and small multiples none
    std::function<QString(int, int)> hoverText;

    // A map finer than the screen has more cells than pixels: on screen, each drawn cell then
    // stands for a block of step x step cells and shows the one farthest from zero (so a strong
    // alignment never vanishes). Exports do the same at the picture's pixels (every cell of any
    // map that fits them): an 8192-token map drawn cell by cell grew past 16 GB.
    static constexpr int kMaxCellsOnScreen = 1024;
    int cellLimit = kMaxCellsOnScreen;
    int exportPixels = 0; // while exporting: the picture's pixels across the map, the limit alone

    int rows() const { return static_cast<int>(values().rows()); }
    int cols() const { return static_cast<int>(values().cols()); }

    bool cellAt(const QPoint &pos, int &row, int &col) const
    {
        if (values().size() == 0 || !plot->axisRect()->rect().contains(pos))
            return false;
        col = static_cast<int>(std::lround(plot->xAxis->pixelToCoord(pos.x())));
        row = static_cast<int>(std::lround(plot->yAxis->pixelToCoord(pos.y())));
        return row >= 0 && row < rows() && col >= 0 && col < cols();
    }

    void applyRange()
    {
        if (!fixedRange) {
            double low = 0, high = 1;
            bool any = false;
            for (Eigen::Index k = 0; k < values().size(); ++k) {
                if (blocked().size() != 0 && blocked().data()[k])
                    continue;
                const double v = values().data()[k];
                low = any ? std::min(low, v) : v;
                high = any ? std::max(high, v) : v;
                any = true;
            }
            if (colorMap == ColorMapId::RedBlue) {
                const double extent = std::max(std::abs(low), std::abs(high));
                low = -extent, high = extent;
            }
            if (!(high > low))
                high = low + 1;
            range = QCPRange(low, high);
        }
        map->setDataRange(range);
    }

    void fillMap()
    {
        // No more cells than the map has pixels (once the layout has given it a size).
        const QRect rect = plot->axisRect()->rect();
        const double ratio = plot->devicePixelRatioF();
        const auto limitFor = [&](int pixels) {
            return pixels > 0 ? std::clamp(static_cast<int>(pixels * ratio), 256, cellLimit) : cellLimit;
        };
        const auto stepFor = [](int cells, int limit) { return limit > 0 && cells > limit ? (cells + limit - 1) / limit : 1; };
        map->setSteps(stepFor(cols(), exportPixels > 0 ? exportPixels : limitFor(rect.width())),
                      stepFor(rows(), exportPixels > 0 ? exportPixels : limitFor(rect.height())));
        plot->xAxis->setRange(-0.5, cols() - 0.5);
        plot->yAxis->setRange(-0.5, rows() - 0.5);
        applyRange();
    }

    // The cell size of the layout being drawn: the window's, or an export's during export.
    QSizeF cellPixels() const
    {
        const QRect rect = plot->axisRect()->rect();
        return {double(rect.width()) / std::max(cols(), 1), double(rect.height()) / std::max(rows(), 1)};
    }

    bool wantsValueLabels() const
    {
        const QSizeF cell = cellPixels();
        return !compact && values().size() > 0 && values().size() <= kMaxValueLabels && cell.width() >= kMinLabelCellWidth
               && cell.height() >= kMinLabelCellHeight;
    }

    void updateValueLabels()
    {
        // The labels of the matrix before are kept and written over (a keystroke in an 8-token
        // lesson spent 0.4 ms deleting and making its 64 labels again); only the count changes them.
        qsizetype wanted = 0;
        if (wantsValueLabels())
            wanted = blocked().size() != 0 ? static_cast<qsizetype>(blocked().size() - blocked().count()) : values().size();
        while (valueLabels.size() > wanted)
            plot->removeItem(valueLabels.takeLast());
        while (valueLabels.size() < wanted) {
            auto *label = new QCPItemText(plot);
            label->position->setType(QCPItemPosition::ptPlotCoords);
            label->setClipToAxisRect(true);
            valueLabels.append(label);
        }
        if (wanted == 0)
            return;
        const QLocale cellLocale = numberLocale(); // 0,82 in French
        qsizetype next = 0;
        qsizetype longest = 0;
        for (int i = 0; i < rows(); ++i) {
            for (int j = 0; j < cols(); ++j) {
                if (blocked().size() != 0 && blocked()(i, j))
                    continue;
                const double v = values()(i, j);
                QCPItemText *label = valueLabels[next++];
                label->position->setCoords(j, i);
                label->setText(cellLocale.toString(v, 'f', std::abs(v) >= 100 ? 0 : 2));
                longest = std::max(longest, label->text().size());
                const double fraction = (v - range.lower) / std::max(range.size(), 1e-12);
                const bool darkBackground = colorMap == ColorMapId::RedBlue ? std::abs(fraction - 0.5) > 0.3
                                            : (colorMap == ColorMapId::Blues || colorMap == ColorMapId::Greys) ? fraction > 0.55
                                                                                                               : fraction < 0.6;
                label->setColor(darkBackground ? Qt::white : Qt::black);
            }
        }
        const QFont font = fitValueFont(plot->font(), cellPixels(), static_cast<int>(longest));
        for (QCPItemText *label : valueLabels)
            label->setFont(font);
    }

    /** Thins the token labels, or shrinks or turns them, to what the cells leave room for
     *  (fitTokenLabels); true when that changed. */
    bool updateLabelStrides()
    {
        const TokenLabelFit fit =
            fitTokenLabels(static_cast<int>(rowLabels.size()), static_cast<int>(columnLabels.size()), cellPixels(), plot->font(), compact);
        const bool turned = fit.columnRotation != plot->xAxis->tickLabelRotation();
        if (turned)
            plot->xAxis->setTickLabelRotation(fit.columnRotation);
        const bool fontsChanged = turned || fit.rowFont != plot->yAxis->tickLabelFont() || fit.columnFont != plot->xAxis->tickLabelFont();
        if (fontsChanged) {
            plot->yAxis->setTickLabelFont(fit.rowFont);
            plot->xAxis->setTickLabelFont(fit.columnFont);
            applyRowLabelReserve();
            updateOwnMargins();
        }
        if (fit.rowStride == rowStride && fit.columnStride == columnStride)
            return fontsChanged;
        rowStride = fit.rowStride;
        columnStride = fit.columnStride;
        plot->yAxis->setTicker(textTicker(rowLabels, rowStride));
        plot->xAxis->setTicker(textTicker(columnLabels, columnStride));
        return true;
    }

    void updateArgmax()
    {
        QVector<double> xs, ys;
        for (int i = 0; i < static_cast<int>(argmax.size()) && i < rows(); ++i) {
            if (argmax[i] >= 0 && argmax[i] < cols()) {
                xs.append(argmax[i]);
                ys.append(i);
            }
        }
        argmaxMarks->setData(xs, ys, true);
        const QSizeF cell = cellPixels();
        const double side = std::max(4.0, std::min(cell.width(), cell.height()) - 2);
        // Small squares are drawn as two nested outlines of one pixel, without antialiasing: the
        // raster engine draws those without its stroker (512 squares: 0.15 ms instead of 0.7).
        const bool small = side <= 8;
        argmaxMarks->setAntialiasedScatters(!small);
        argmaxMarks->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare,
                                                     QPen(kArgmaxColor, small       ? 1.0
                                                                        : side > 12 ? 2.5
                                                                                    : 1.5),
                                                     Qt::NoBrush, side));
        argmaxInnerMarks->setData(small ? xs : QVector<double>(), small ? ys : QVector<double>(), true);
        argmaxInnerMarks->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssSquare, QPen(kArgmaxColor, 1.0), Qt::NoBrush, side - 2));
    }

    void fitScaleTicks()
    {
        if (scale && fitTicksToHeight(scale->axis()))
            plot->replot(QCustomPlot::rpQueuedReplot);
    }

    void ensureScale()
    {
        const bool wanted = colorBar.value_or(!compact);
        if (!wanted && scale) {
            map->setColorScale(nullptr);
            plot->plotLayout()->remove(scale);
            plot->plotLayout()->simplify();
            scale = nullptr;
        } else if (wanted && !scale) {
            scale = new QCPColorScale(plot);
            plot->plotLayout()->addElement(1, 1, scale);
            scale->setType(QCPAxis::atRight);
            scale->setRangeDrag(false);
            scale->setRangeZoom(false);
            scale->setMarginGroup(QCP::msBottom | QCP::msTop, margins);
            map->setColorScale(scale);
            map->setGradient(makeGradient(colorMap));
            applyRange();
        }
        updateOwnMargins();
    }

    void applyFonts(const QFont &base)
    {
        QFont tick = base;
        if (compact)
            tick.setPointSizeF(std::max(6.0, base.pointSizeF() * 0.75));
        plot->setFont(tick);
        for (QCPAxis *axis : {plot->xAxis, plot->yAxis}) {
            axis->setTickLabelFont(tick);
            axis->setLabelFont(tick);
        }
        QFont titleFont = base;
        titleFont.setBold(true);
        titleFont.setPointSizeF(base.pointSizeF() * (compact ? 0.85 : 1.15));
        title->setFont(titleFont);
        QFont badgeFont = base;
        badgeFont.setItalic(true);
        badgeFont.setPointSizeF(base.pointSizeF() * (compact ? 0.75 : 0.95));
        badge->setFont(badgeFont);
        if (scale) {
            scale->axis()->setTickLabelFont(tick);
            scale->axis()->setLabelFont(tick);
        }
        updateOwnMargins();
    }
};

HeatmapView::HeatmapView(QWidget *parent) : QWidget(parent), d(std::make_unique<Private>())
{
    const TitledPlot titled = createTitledPlot(this);
    d->plot = titled.plot;
    d->title = titled.title;
    // The title and the badge share the header row: take the title out, put both in a grid.
    auto *header = new QCPLayoutGrid;
    d->plot->plotLayout()->take(d->title);
    d->plot->plotLayout()->addElement(0, 0, header);
    header->addElement(0, 0, d->title);
    d->badge = new WrappingText(d->plot);
    header->addElement(1, 0, d->badge);
    header->setRowSpacing(0);
    d->defaultMargins = d->plot->axisRect()->minimumMargins();
    d->plot->setMouseTracking(true);
    d->plot->setNoAntialiasingOnDrag(true);
    connect(d->plot, &QCustomPlot::afterLayout, this, [this] { d->fitScaleTicks(); });

    d->map = new MatrixColorMap(d->plot->xAxis, d->plot->yAxis);
    d->map->setInterpolate(false);
    d->map->setTightBoundary(false);
    d->map->setGradient(makeGradient(d->colorMap));
    d->margins = new QCPMarginGroup(d->plot);
    d->plot->axisRect()->setMarginGroup(QCP::msBottom | QCP::msTop, d->margins);

    for (QCPAxis *axis : {d->plot->xAxis, d->plot->yAxis}) {
        axis->grid()->setVisible(false);
        axis->setSubTicks(false);
        axis->setTickLength(0, 3);
        keepTickLabelPictures(axis, 2 * kMaxTickLabels); // the labels on show and those of the map before
    }
    d->plot->yAxis->setRangeReversed(true);
    d->plot->xAxis->setTickLabelRotation(45);

    d->argmaxMarks = d->plot->addGraph();
    d->argmaxMarks->setLineStyle(QCPGraph::lsNone);
    d->argmaxMarks->setName(tr("argmax"));
    d->argmaxInnerMarks = d->plot->addGraph();
    d->argmaxInnerMarks->setLineStyle(QCPGraph::lsNone);
    d->argmaxInnerMarks->setAntialiasedScatters(false);

    d->rowHighlight = new QCPItemRect(d->plot);
    d->rowHighlight->setPen(QPen(QColor(0xD9, 0x4F, 0x00), 3));
    d->rowHighlight->setBrush(Qt::NoBrush);
    d->rowHighlight->setVisible(false);
    for (QCPItemRect **band : {&d->hoverRow, &d->hoverColumn}) {
        *band = new QCPItemRect(d->plot);
        (*band)->setPen(QPen(QColor(0xE6, 0x55, 0x0D), 2, Qt::DashLine));
        (*band)->setBrush(QColor(0xE6, 0x55, 0x0D, 28));
        (*band)->setVisible(false);
    }

    d->ensureScale();
    d->applyFonts(font());
    setFocusPolicy(Qt::StrongFocus);
    d->plot->setFocusPolicy(Qt::NoFocus);

    // Whether values fit in their cells is known only once the layout is done, for the window
    // as for an export of another size.
    connect(d->plot, &QCustomPlot::afterLayout, this, [this] {
        if (d->wantsValueLabels() != !d->valueLabels.isEmpty())
            d->updateValueLabels();
        d->updateArgmax();
        if (d->updateLabelStrides())
            d->plot->replot(QCustomPlot::rpQueuedReplot);
    });
    connect(d->plot, &QCustomPlot::beforeReplot, this, [this] { d->forgetScaleMargins(); });
    connect(d->plot, &QCustomPlot::afterReplot, this, &HeatmapView::replotted);
    connect(d->plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        int row = -1, col = -1;
        const bool onCell = d->cellAt(event->pos(), row, col);
        if (d->crosshair) {
            d->hoverRow->setVisible(onCell);
            d->hoverColumn->setVisible(onCell);
            if (onCell) {
                d->hoverRow->topLeft->setCoords(-0.5, row - 0.5);
                d->hoverRow->bottomRight->setCoords(d->cols() - 0.5, row + 0.5);
                d->hoverColumn->topLeft->setCoords(col - 0.5, -0.5);
                d->hoverColumn->bottomRight->setCoords(col + 0.5, d->rows() - 0.5);
            }
            d->plot->replot(QCustomPlot::rpQueuedReplot);
        }
        if (!onCell) {
            QToolTip::hideText();
            d->hovered = QPoint(-1, -1);
            emit cellHovered(-1, -1);
            return;
        }
        if (d->hoverText)
            QToolTip::showText(event->globalPosition().toPoint(), d->hoverText(row, col), d->plot);
        d->hovered = {col, row};
        d->hoveredAt = event->globalPosition().toPoint();
        emit cellHovered(row, col);
    });
    connect(d->plot, &QCustomPlot::mousePress, this, [this](QMouseEvent *event) {
        int row = -1, col = -1;
        if (d->cellAt(event->pos(), row, col))
            emit cellClicked(row, col);
    });
}

HeatmapView::~HeatmapView() = default;

void HeatmapView::setMatrix(const Matrix &values, const Mask &blocked)
{
    setMatrix(std::make_shared<const Matrix>(values), std::make_shared<const Mask>(blocked));
}

void HeatmapView::setMatrix(std::shared_ptr<const Matrix> values, std::shared_ptr<const Mask> blocked)
{
    d->map->setCells(std::move(values), std::move(blocked));
    d->fillMap();
    d->updateValueLabels();
    d->updateArgmax();
    d->plot->replot(QCustomPlot::rpQueuedReplot);
    // The mouse still rests on a cell whose numbers just changed (an undo, a setting typed):
    // tell them again once the owner has taken the new result in, never the old ones.
    if (d->hovered.x() >= 0)
        QMetaObject::invokeMethod(
            this, [this] { refreshHover(); }, Qt::QueuedConnection);
}

void HeatmapView::refreshHover()
{
    const int row = d->hovered.y(), col = d->hovered.x();
    if (row < 0 || row >= d->rows() || col >= d->cols() || !underMouse()) {
        d->hovered = QPoint(-1, -1);
        return;
    }
    if (d->hoverText && QToolTip::isVisible())
        QToolTip::showText(d->hoveredAt, d->hoverText(row, col), d->plot);
    emit cellHovered(row, col);
}

void HeatmapView::setRowLabels(const QStringList &labels)
{
    d->rowLabels = labels;
    d->applyRowLabelReserve();
    // Thinned for the map's present size at once: a first layout with every one of 2048 labels
    // measured and drawn cost the window tens of milliseconds before the stride caught up.
    if (!d->updateLabelStrides())
        d->plot->yAxis->setTicker(textTicker(labels, d->rowStride));
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapView::setRowLabelReserve(const QStringList &labels)
{
    d->rowLabelReserve = labels;
    d->applyRowLabelReserve();
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

QPoint HeatmapView::labelStrides() const
{
    return {d->columnStride, d->rowStride};
}
double HeatmapView::columnLabelRotation() const
{
    return d->plot->xAxis->tickLabelRotation();
}

QFont HeatmapView::tokenLabelFont(Qt::Orientation axis) const
{
    return (axis == Qt::Vertical ? d->plot->yAxis : d->plot->xAxis)->tickLabelFont();
}

int HeatmapView::rowLabelPadding() const
{
    return d->plot->yAxis->padding();
}

void HeatmapView::setColumnLabels(const QStringList &labels)
{
    d->columnLabels = labels;
    if (!d->updateLabelStrides())
        d->plot->xAxis->setTicker(textTicker(labels, d->columnStride));
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapView::setRowLabelsShown(bool shown)
{
    d->showWords(d->plot->yAxis, shown, d->rowAxisTitle);
}
bool HeatmapView::rowLabelsShown() const
{
    return d->plot->yAxis->tickLabels();
}
void HeatmapView::setColumnLabelsShown(bool shown)
{
    d->showWords(d->plot->xAxis, shown, d->columnAxisTitle);
}
bool HeatmapView::columnLabelsShown() const
{
    return d->plot->xAxis->tickLabels();
}

void HeatmapView::setAxisTitles(const QString &rows, const QString &columns)
{
    d->rowAxisTitle = rows;
    d->columnAxisTitle = columns;
    d->plot->yAxis->setLabel(rowLabelsShown() ? rows : QString());
    d->plot->xAxis->setLabel(columnLabelsShown() ? columns : QString());
}

void HeatmapView::setTitle(const QString &title)
{
    d->title->setText(title);
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapView::setColorMap(ColorMapId id)
{
    d->colorMap = id;
    d->map->setGradient(makeGradient(id));
    d->applyRange();
    d->updateValueLabels();
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapView::setValueRange(double low, double high)
{
    d->fixedRange = true;
    d->range = QCPRange(low, high > low ? high : low + 1);
    d->applyRange();
}

void HeatmapView::setAutomaticRange()
{
    d->fixedRange = false;
    d->applyRange();
}

void HeatmapView::setArgmax(const std::vector<int> &columnPerRow)
{
    d->argmax = columnPerRow;
    d->updateArgmax();
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

int HeatmapView::highlightedRow() const
{
    return d->rowHighlight->visible() ? d->highlightedRow : -1;
}

void HeatmapView::setHighlightedRow(int row)
{
    d->highlightedRow = row;
    const bool visible = row >= 0 && row < d->rows();
    d->rowHighlight->setVisible(visible);
    if (visible) {
        d->rowHighlight->topLeft->setCoords(-0.5, row - 0.5);
        d->rowHighlight->bottomRight->setCoords(d->cols() - 0.5, row + 0.5);
    }
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapView::setCompact(bool compact)
{
    d->compact = compact;
    d->ensureScale();
    d->applyFonts(font());
    d->plot->xAxis->setTickLabelRotation(compact ? 90 : 45);
    d->updateValueLabels();
}

void HeatmapView::setColorBar(bool shown)
{
    d->colorBar = shown;
    d->ensureScale();
    d->applyFonts(font());
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

bool HeatmapView::hasColorBar() const
{
    return d->scale != nullptr;
}

void HeatmapView::setCrosshair(bool on)
{
    d->crosshair = on;
    if (!on) {
        d->hoverRow->setVisible(false);
        d->hoverColumn->setVisible(false);
        d->plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

bool HeatmapView::crosshair() const
{
    return d->crosshair;
}

void HeatmapView::setHoverTextProvider(std::function<QString(int, int)> provider)
{
    d->hoverText = std::move(provider);
}

const Matrix &HeatmapView::matrix() const
{
    return d->values();
}
const QStringList &HeatmapView::rowLabels() const
{
    return d->rowLabels;
}
const QStringList &HeatmapView::columnLabels() const
{
    return d->columnLabels;
}
QString HeatmapView::title() const
{
    return d->title->text();
}

void HeatmapView::setBadge(const QString &text, const QColor &color)
{
    d->badge->setText(text);
    d->badge->setTextColor(color);
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

QString HeatmapView::badge() const
{
    return d->badge->text();
}
ColorMapId HeatmapView::colorMap() const
{
    return d->colorMap;
}

bool HeatmapView::isBlocked(int row, int column) const
{
    return d->blocked().size() != 0 && row >= 0 && column >= 0 && row < d->rows() && column < d->cols() && d->blocked()(row, column);
}

double HeatmapView::drawnValue(int row, int column) const
{
    return d->map->drawnValue(row, column);
}

QSize HeatmapView::drawnCells() const
{
    return d->map->drawnCells();
}

/** For one export, the map drawn at the picture's pixels (a side of width x height x scale,
 *  the largest the map can take in it) instead of the screen's; the screen's blocks after. */
class HeatmapView::ExportCells
{
public:
    ExportCells(Private &d, int width, int height, double scale) : d(d), shownMargins(d.plot->axisRect()->minimumMargins())
    {
        const QSize size = width > 0 && height > 0 ? QSize(width, height) : d.plot->size();
        d.exportPixels = std::max(1, static_cast<int>(std::ceil(std::max(size.width(), size.height()) * std::max(scale, 1.0))));
        d.fillMap();
        d.map->setCellsAsRectangles(true);
        if (size != d.plot->size()) // a span lines cells up in the window, not in a picture of its own
            d.plot->axisRect()->setMinimumMargins(d.ownMinimumMargins);
    }
    ~ExportCells()
    {
        d.exportPixels = 0;
        d.fillMap();
        d.map->setCellsAsRectangles(false);
        d.plot->axisRect()->setMinimumMargins(shownMargins);
    }

private:
    Private &d;
    const QMargins shownMargins;
};
int HeatmapView::shownValueLabelCount() const
{
    return static_cast<int>(d->valueLabels.size());
}

QFont HeatmapView::valueLabelFont() const
{
    return d->valueLabels.isEmpty() ? QFont() : d->valueLabels.front()->font();
}

QStringList HeatmapView::valueLabelTexts() const
{
    QStringList texts;
    for (const QCPItemText *label : d->valueLabels)
        texts << label->text();
    return texts;
}
QPair<double, double> HeatmapView::valueRange() const
{
    return {d->map->dataRange().lower, d->map->dataRange().upper};
}
std::vector<int> HeatmapView::argmax() const
{
    return d->argmax;
}

QPoint HeatmapView::cellCentre(int row, int column) const
{
    const QPoint inPlot(static_cast<int>(d->plot->xAxis->coordToPixel(column)), static_cast<int>(d->plot->yAxis->coordToPixel(row)));
    return d->plot->mapTo(this, inPlot);
}

QRect HeatmapView::cellsRect() const
{
    return d->plot->axisRect()->rect().translated(d->plot->pos());
}

QRect HeatmapView::naturalCellsRect()
{
    d->plot->axisRect()->setMinimumMargins(d->ownMinimumMargins);
    d->layOut();
    const QRect natural = cellsRect();
    d->plot->axisRect()->setMinimumMargins(d->spanMargins());
    d->layOut(); // the cells back where they are drawn, for the mouse
    return natural;
}

void HeatmapView::setCellsWithin(const QRect &area)
{
    d->cellsArea = area;
    const QMargins margins = d->spanMargins();
    if (margins == d->plot->axisRect()->minimumMargins())
        return;
    d->plot->axisRect()->setMinimumMargins(margins);
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

QImage HeatmapView::renderImage(int width, int height, double scale)
{
    const ExportCells atPicturePixels(*d, width, height, scale);
    const QSize size = width > 0 && height > 0 ? QSize(width, height) : d->plot->size();
    return d->plot->toPixmap(size.width(), size.height(), scale).toImage();
}

QPicture HeatmapView::renderPicture(int width, int height, double scale)
{
    const ExportCells atPicturePixels(*d, width, height, scale);
    return plotPicture(d->plot, width, height, 2);
}

Outcome<void> HeatmapView::exportImage(const QString &path, int width, int height, double scale)
{
    const ExportCells atPicturePixels(*d, width, height, scale);
    return exportPlot(d->plot, path, width, height, scale, 2);
}

QPoint HeatmapView::keyboardCell() const
{
    return d->keyboard;
}

void HeatmapView::keyPressEvent(QKeyEvent *event)
{
    if (d->values().size() == 0) {
        QWidget::keyPressEvent(event);
        return;
    }
    QPoint cell = d->keyboard.x() < 0 ? QPoint(0, 0) : d->keyboard;
    switch (event->key()) {
    case Qt::Key_Left:
        cell.rx() -= 1;
        break;
    case Qt::Key_Right:
        cell.rx() += 1;
        break;
    case Qt::Key_Up:
        cell.ry() -= 1;
        break;
    case Qt::Key_Down:
        cell.ry() += 1;
        break;
    case Qt::Key_Home:
        cell = QPoint(0, cell.y());
        break;
    case Qt::Key_End:
        cell = QPoint(d->cols() - 1, cell.y());
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
    case Qt::Key_Space:
        if (d->keyboard.x() >= 0)
            emit cellClicked(d->keyboard.y(), d->keyboard.x());
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    d->keyboard = QPoint(std::clamp(cell.x(), 0, d->cols() - 1), std::clamp(cell.y(), 0, d->rows() - 1));
    const int row = d->keyboard.y(), col = d->keyboard.x();
    d->hoverRow->setVisible(true);
    d->hoverColumn->setVisible(true);
    d->hoverRow->topLeft->setCoords(-0.5, row - 0.5);
    d->hoverRow->bottomRight->setCoords(d->cols() - 0.5, row + 0.5);
    d->hoverColumn->topLeft->setCoords(col - 0.5, -0.5);
    d->hoverColumn->bottomRight->setCoords(col + 0.5, d->rows() - 0.5);
    d->plot->replot(QCustomPlot::rpQueuedReplot);
    if (d->hoverText)
        setToolTip(d->hoverText(row, col));
    emit cellHovered(row, col);
}

void HeatmapView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    d->updateValueLabels();
    d->updateArgmax();
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

void HeatmapView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        d->applyFonts(font());
        d->applyRowLabelReserve();
        d->updateValueLabels();
        d->plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

} // namespace attention
