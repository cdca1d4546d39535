#include "ui/plots/LineChartView.h"

#include "ui/plots/PlotPicture.h"
#include "ui/plots/TickLabels.h"

#include <qcustomplot.h>

#include <QVBoxLayout>

#include <cmath>
#include <optional>

namespace attention {

namespace {
constexpr double kMarkerSize = 6; // px, the circle at each point
} // namespace

struct LineChartView::Private
{
    QCustomPlot *plot = nullptr;
    QCPTextElement *title = nullptr;
    QCPItemStraightLine *marker = nullptr;
    QCPItemText *markerLabel = nullptr;
    QString markerText;
    QMap<QString, std::vector<double>> values;
    std::optional<QCPRange> fixedValues;
    QStringList keyLabels;
    int keyStride = 0;
    std::optional<QCPRange> dataKeys; // the keys the series span, before room for the end markers

    /** The key axis widened so that the first and last points' markers show whole: with the axis
     *  ending at the data, the circles at both ends of every curve of Why sqrt(d_k) were cut in
     *  half. In pixels, as the markers are; true when the range changed. */
    bool fitKeysToMarkers()
    {
        constexpr double kRoom = kMarkerSize / 2 + 3; // the circle's radius, its pen and a gap
        const double width = plot->axisRect()->width();
        if (!dataKeys || !keyLabels.isEmpty() || width <= 4 * kRoom)
            return false;
        const bool log = plot->xAxis->scaleType() == QCPAxis::stLogarithmic;
        if (log && !(dataKeys->lower > 0))
            return false;
        const auto along = [log](double key) { return log ? std::log(key) : key; };
        const auto back = [log](double at) { return log ? std::exp(at) : at; };
        const double low = along(dataKeys->lower), high = along(dataKeys->upper);
        if (!(high > low)) // no range to widen (QCustomPlot would refuse one of no size, and replot for ever)
            return false;
        const double perPixel = (high - low) / (width - 2 * kRoom);
        const QCPRange wanted(back(low - kRoom * perPixel), back(high + kRoom * perPixel));
        const QCPRange now = plot->xAxis->range();
        const double tolerance = 0.25 * perPixel;
        if (std::abs(along(now.lower) - along(wanted.lower)) <= tolerance && std::abs(along(now.upper) - along(wanted.upper)) <= tolerance)
            return false;
        plot->xAxis->setRange(wanted);
        return true;
    }

    /** Room right of the data area for half the last key label where no right axis gives it:
     *  QCustomPlot leaves out a tick label that would reach past the chart's edge, and "1000",
     *  the largest d_k of Why sqrt(d_k), was missing in presentation text. It only grows until
     *  the data or the font change (forgetKeyLabelRoom()), so that two layouts, each asking for
     *  the other's room, cannot take turns for ever. True when it changed. */
    bool fitLastKeyLabel()
    {
        const QVector<QString> labels = plot->xAxis->tickVectorLabels();
        if (plot->yAxis2->visible() || plot->xAxis->tickLabelRotation() != 0 || labels.isEmpty())
            return false;
        const int wanted = QFontMetrics(plot->xAxis->tickLabelFont()).horizontalAdvance(labels.last()) / 2 + 3;
        QMargins margins = plot->axisRect()->minimumMargins();
        if (wanted <= margins.right())
            return false;
        margins.setRight(wanted);
        plot->axisRect()->setMinimumMargins(margins);
        return true;
    }

    void forgetKeyLabelRoom()
    {
        QMargins margins = plot->axisRect()->minimumMargins();
        margins.setRight(0);
        plot->axisRect()->setMinimumMargins(margins);
    }

    /** Writes the key words level where every one fits so, and otherwise turned 45 degrees as
     *  the maps' are, thinned to one per line's width; true when that changed. */
    bool updateKeyStride()
    {
        if (keyLabels.isEmpty())
            return false;
        const QFontMetricsF metrics(plot->xAxis->tickLabelFont());
        const double perKey = std::max(1.0, plot->axisRect()->width() / std::max(plot->xAxis->range().size(), 1.0));
        bool level = true; // each two neighbours, centred on their keys, a character apart
        for (qsizetype i = 1; i < keyLabels.size() && level; ++i)
            level = (metrics.horizontalAdvance(keyLabels[i - 1]) + metrics.horizontalAdvance(keyLabels[i])) / 2 + metrics.averageCharWidth()
                    <= perKey;
        const int stride =
            level ? 1 : labelStride(static_cast<int>(keyLabels.size()), perKey, turnedWordSpacing(plot->xAxis->tickLabelFont()));
        const double rotation = level ? 0 : 45;
        if (stride == keyStride && rotation == plot->xAxis->tickLabelRotation())
            return false;
        keyStride = stride;
        plot->xAxis->setTickLabelRotation(rotation);
        plot->xAxis->setTicker(textTicker(keyLabels, stride));
        return true;
    }

    /** The marker's label beside its line, on the side with room for it: right of a line near
     *  the right edge it was cut ("now: 256" on d_k up to 1024 read "now:"). */
    void placeMarkerLabel()
    {
        if (!markerLabel->visible())
            return;
        const double line = plot->xAxis->coordToPixel(markerLabel->position->coords().x());
        const double room = plot->axisRect()->rect().right() - line;
        const bool right = QFontMetricsF(markerLabel->font()).horizontalAdvance(QLatin1Char(' ') + markerText) <= room;
        markerLabel->setPositionAlignment((right ? Qt::AlignLeft : Qt::AlignRight) | Qt::AlignTop);
        markerLabel->setText(right ? QLatin1Char(' ') + markerText : markerText + QLatin1Char(' '));
    }
};

LineChartView::LineChartView(QWidget *parent) : QWidget(parent), d(std::make_unique<Private>())
{
    const TitledPlot titled = createTitledPlot(this);
    d->plot = titled.plot;
    d->title = titled.title;
    // The legend goes under the chart, in a row: inside it sat on the curves (issue "Classroom-ready").
    d->plot->legend->setVisible(true);
    d->plot->axisRect()->insetLayout()->take(d->plot->legend);
    d->plot->plotLayout()->addElement(d->plot->plotLayout()->rowCount(), 0, d->plot->legend);
    d->plot->plotLayout()->setRowStretchFactor(d->plot->plotLayout()->rowCount() - 1, 0.001);
    d->plot->legend->setFillOrder(QCPLayoutGrid::foColumnsFirst);
    // The names fill rows as wide as the chart (resizeEvent): all in one row at 20 pt made the
    // Train tab 1527 px wide. So that the legend's width never sets the chart's minimum, the
    // minimum is set here, from the font (changeEvent).
    d->plot->legend->setBorderPen(Qt::NoPen);
    d->plot->legend->setMargins(QMargins(3, 2, 3, 6)); // without them the first symbol and the descenders were cut off
    d->plot->yAxis2->setRange(0, 1.05);
    d->plot->yAxis2->setTickLabels(true);
    d->marker = new QCPItemStraightLine(d->plot);
    d->marker->setPen(QPen(QColor(0xE6, 0x55, 0x0D), 2, Qt::DashLine));
    d->markerLabel = new QCPItemText(d->plot);
    d->markerLabel->setColor(QColor(0xE6, 0x55, 0x0D));
    d->markerLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    d->marker->setVisible(false);
    d->markerLabel->setVisible(false);
    // Five value labels of 20 pt overlapped on the 50 px a chart had at 1024x768.
    connect(d->plot, &QCustomPlot::afterLayout, this, [this] {
        d->placeMarkerLabel();
        const bool left = fitTicksToHeight(d->plot->yAxis), right = fitTicksToHeight(d->plot->yAxis2);
        const bool keys = d->updateKeyStride(), ends = d->fitKeysToMarkers(), lastLabel = d->fitLastKeyLabel();
        if (left || right || keys || ends || lastLabel)
            d->plot->replot(QCustomPlot::rpQueuedReplot);
    });
    connect(d->plot, &QCustomPlot::afterReplot, this, &LineChartView::replotted);
    changeEvent(nullptr);
}

LineChartView::~LineChartView() = default;

void LineChartView::setTitle(const QString &title)
{
    d->title->setText(title);
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

void LineChartView::setAxisLabels(const QString &x, const QString &y, const QString &shares)
{
    d->plot->xAxis->setLabel(x);
    d->plot->yAxis->setLabel(y);
    d->plot->yAxis2->setLabel(shares);
}

void LineChartView::setLogarithmic(bool x, bool y)
{
    const auto apply = [](QCPAxis *axis, bool log) {
        axis->setScaleType(log ? QCPAxis::stLogarithmic : QCPAxis::stLinear);
        if (log)
            axis->setTicker(QSharedPointer<QCPAxisTickerLog>::create());
        else
            axis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    };
    apply(d->plot->xAxis, x);
    apply(d->plot->yAxis, y);
}

void LineChartView::clear()
{
    d->plot->clearGraphs();
    d->plot->yAxis2->setVisible(false);
    d->values.clear();
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

void LineChartView::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrangeLegend();
}

void LineChartView::arrangeLegend()
{
    QCPLegend *legend = d->plot->legend;
    int widest = 1;
    for (int i = 0; i < legend->itemCount(); ++i) // counts the grid's empty cells too
        if (const QCPAbstractLegendItem *item = legend->item(i))
            widest = std::max(widest, item->minimumOuterSizeHint().width() + legend->columnSpacing());
    const int columns = std::max(1, (width() - 10) / widest);
    if (columns != legend->wrap()) {
        legend->setWrap(columns);
        legend->setFillOrder(QCPLayoutGrid::foColumnsFirst, true); // re-lays the items out with the new wrap
        d->plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

void LineChartView::addSeries(const QString &name, const std::vector<double> &xs, const std::vector<double> &ys, const QColor &color,
                              bool dashed, Axis axis)
{
    const bool share = axis == Axis::Share;
    QCPGraph *graph = d->plot->addGraph(d->plot->xAxis, share ? d->plot->yAxis2 : d->plot->yAxis);
    d->plot->yAxis2->setVisible(d->plot->yAxis2->visible() || share);
    graph->setName(name);
    // Two more pixels under each entry: DejaVu's underscore hangs below its descent, and "√d_k"
    // of Why sqrt(d_k) lost it at 15 pt.
    if (QCPPlottableLegendItem *entry = d->plot->legend->itemWithPlottable(graph))
        entry->setMargins(entry->margins() + QMargins(0, 0, 0, 2));
    graph->setPen(QPen(color, 2.5, dashed ? Qt::DashLine : Qt::SolidLine));
    graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, color, Qt::white, kMarkerSize));
    graph->setData(QVector<double>(xs.begin(), xs.end()), QVector<double>(ys.begin(), ys.end()), true);
    d->values.insert(name, ys);
    arrangeLegend();
    rescale();
}

void LineChartView::setMarker(double x, const QString &label)
{
    const bool visible = std::isfinite(x);
    d->marker->setVisible(visible);
    d->markerLabel->setVisible(visible);
    if (visible) {
        d->marker->point1->setCoords(x, 0);
        d->marker->point2->setCoords(x, 1);
        d->markerLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
        d->markerLabel->position->setCoords(x, 0.5);
        d->markerText = label;
        d->markerLabel->setText(QStringLiteral(" ") + label);
    }
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

void LineChartView::setValueRange(double low, double high)
{
    d->fixedValues = QCPRange(low, high > low ? high : low + 1);
    rescale();
}

void LineChartView::setKeyLabels(const QStringList &labels)
{
    d->keyLabels = labels;
    d->keyStride = 0;
    d->plot->xAxis->setTickLabelRotation(0);
    if (labels.isEmpty())
        d->plot->xAxis->setTicker(QSharedPointer<QCPAxisTicker>::create());
    rescale(); // half a key of room at each end, where the first and last words go
}

QStringList LineChartView::keyLabels() const
{
    return d->keyLabels;
}
int LineChartView::keyLabelStride() const
{
    return d->keyStride;
}
bool LineChartView::keyLabelsLevel() const
{
    return d->plot->xAxis->tickLabelRotation() == 0;
}

void LineChartView::setLegendShown(bool shown)
{
    QCPLayoutGrid *layout = d->plot->plotLayout();
    if (shown == d->plot->legend->visible())
        return;
    d->plot->legend->setVisible(shown);
    if (shown) {
        layout->addElement(layout->rowCount(), 0, d->plot->legend);
        layout->setRowStretchFactor(layout->rowCount() - 1, 0.001);
    } else {
        layout->take(d->plot->legend); // an invisible legend would still take its row
        layout->simplify();
    }
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

QRectF LineChartView::markerLabelRect() const
{
    return d->markerLabel->visible() ? QRectF(d->markerLabel->topLeft->pixelPosition(), d->markerLabel->bottomRight->pixelPosition())
                                     : QRectF();
}

QRect LineChartView::dataArea() const
{
    return d->plot->axisRect()->rect();
}

QList<QPair<QString, QRectF>> LineChartView::keyTickLabels() const
{
    QList<QPair<QString, QRectF>> labels;
    const QCPAxis *keys = d->plot->xAxis;
    const QFontMetricsF metrics(keys->tickLabelFont());
    const QVector<double> ticks = keys->tickVector();
    const QVector<QString> texts = keys->tickVectorLabels();
    const double top = keys->axisRect()->bottom() + keys->tickLengthOut() + keys->tickLabelPadding();
    for (qsizetype i = 0; i < ticks.size() && i < texts.size(); ++i) {
        const double width = metrics.horizontalAdvance(texts[i]);
        labels.append({texts[i], QRectF(keys->coordToPixel(ticks[i]) - width / 2, top, width, metrics.height())});
    }
    return labels;
}

void LineChartView::rescale()
{
    d->plot->rescaleAxes();
    // One point (a first training step) spans no range, and QCustomPlot then keeps the old
    // range's width around it: the step axis ran from -2 to 2. Start where the data starts.
    bool anyKey = false, anyValue = false;
    QCPRange keys, values;
    for (int i = 0; i < d->plot->graphCount(); ++i) {
        QCPGraph *graph = d->plot->graph(i);
        bool found = false;
        const QCPRange k = graph->getKeyRange(found);
        if (found)
            keys = anyKey ? QCPRange(std::min(keys.lower, k.lower), std::max(keys.upper, k.upper)) : k, anyKey = true;
        if (graph->valueAxis() != d->plot->yAxis)
            continue;
        const QCPRange v = graph->getValueRange(found);
        if (found)
            values = anyValue ? QCPRange(std::min(values.lower, v.lower), std::max(values.upper, v.upper)) : v, anyValue = true;
    }
    const bool linear = d->plot->xAxis->scaleType() == QCPAxis::stLinear && d->plot->yAxis->scaleType() == QCPAxis::stLinear;
    if (linear && anyKey && keys.size() <= 0)
        d->plot->xAxis->setRange(keys.lower, keys.lower + 10);
    if (linear && anyValue && values.size() <= 0)
        d->plot->yAxis->setRange(values.lower > 0 ? QCPRange(0, 2 * values.lower) : QCPRange(values.lower - 1, values.lower + 1));
    d->plot->yAxis->scaleRange(1.1, d->plot->yAxis->range().center());
    if (d->fixedValues)
        d->plot->yAxis->setRange(*d->fixedValues);
    if (!d->keyLabels.isEmpty())
        d->plot->xAxis->setRange(-0.5, d->keyLabels.size() - 0.5);
    d->dataKeys = anyKey ? std::optional<QCPRange>(d->plot->xAxis->range()) : std::nullopt;
    d->forgetKeyLabelRoom();
    d->updateKeyStride();
    d->fitKeysToMarkers();
    d->plot->yAxis2->setRange(0, 1.05); // shares keep their whole scale: 0.9 must look high
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

std::vector<double> LineChartView::seriesValues(const QString &name) const
{
    return d->values.value(name);
}
QStringList LineChartView::seriesNames() const
{
    return d->values.keys();
}
QString LineChartView::title() const
{
    return d->title->text();
}

QPair<double, double> LineChartView::xRange() const
{
    return {d->plot->xAxis->range().lower, d->plot->xAxis->range().upper};
}
QPair<double, double> LineChartView::valueRange() const
{
    return {d->plot->yAxis->range().lower, d->plot->yAxis->range().upper};
}

bool LineChartView::isOnShareAxis(const QString &name) const
{
    for (int i = 0; i < d->plot->graphCount(); ++i)
        if (d->plot->graph(i)->name() == name)
            return d->plot->graph(i)->valueAxis() == d->plot->yAxis2;
    return false;
}

void LineChartView::changeEvent(QEvent *event)
{
    if (event)
        QWidget::changeEvent(event);
    if (!event || event->type() == QEvent::FontChange) {
        for (QCPAxis *axis : {d->plot->xAxis, d->plot->yAxis, d->plot->yAxis2}) {
            axis->setTickLabelFont(font());
            axis->setLabelFont(font());
        }
        // A little smaller than the axes, with short line samples: one column of names at 20 pt
        // must fit the narrowest chart (the Train tab's on a 1024-pixel screen).
        QFont legendFont = font();
        legendFont.setPointSizeF(font().pointSizeF() * 0.85);
        d->plot->legend->setFont(legendFont);
        d->plot->legend->setIconSize(fontMetrics().averageCharWidth() * 2, fontMetrics().height() / 2);
        QFont bold = font();
        bold.setBold(true);
        d->title->setFont(bold);
        d->markerLabel->setFont(font());
        d->forgetKeyLabelRoom();
        setMinimumWidth(fontMetrics().averageCharWidth() * 20);
        arrangeLegend();
        d->plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

QPicture LineChartView::renderPicture(int width, int height)
{
    return plotPicture(d->plot, width, height);
}

Outcome<void> LineChartView::exportImage(const QString &path, int width, int height, double scale)
{
    return exportPlot(d->plot, path, width, height, scale, 1);
}

} // namespace attention
