#include "ui/plots/DistributionView.h"

#include "ui/formats/MessageText.h"
#include "ui/plots/ColorMaps.h"
#include "ui/plots/PlotPicture.h"
#include "ui/plots/TickLabels.h"

#include <qcustomplot.h>

#include <QFontMetricsF>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>

#include <cmath>

namespace attention {

struct DistributionView::Private
{
    QCustomPlot *plot = nullptr;
    QCPTextElement *title = nullptr;
    QCPBars *bars = nullptr;
    QCPBars *argmaxBar = nullptr;
    QCPBars *blockedBars = nullptr;
    QCPGraph *cumulativeLine = nullptr;
    QCPItemStraightLine *threshold = nullptr;
    QCPItemText *thresholdLabel = nullptr;
    std::vector<double> weights, cumulative;
    std::vector<bool> blocked;
    QStringList keys;
    int hovered = -1;
    std::function<QString(int)> hoverText;
    int keyStride = 0; // every keyStride-th key is labelled
    double weightStep = 0; // the weight axis' tick step

    /** Labels every key the axis has room for and ticks the weights 0, 0.5, 1, or only 0 and 1
     *  where three labels would touch: 150 keys at presentation size piled 38 labels on each
     *  other. A label needs 0.8 of a line (the Generate tab's three tokens at 20 pt stand 0.9 of a
     *  line apart, and read well). True when that changed. */
    bool fitTicksToSpace()
    {
        const QRect rect = plot->axisRect()->rect();
        const QFontMetricsF metrics(plot->yAxis->tickLabelFont());
        const double perKey = keys.isEmpty() ? 0 : rect.height() / double(keys.size());
        const int byMaximum = static_cast<int>(keys.size()) / 40 + 1;
        const int bySpace = perKey > 0 ? static_cast<int>(std::ceil(0.8 * metrics.height() / perKey)) : 1;
        const int stride = std::max({1, byMaximum, bySpace});
        const double step = rect.width() >= 4 * metrics.horizontalAdvance(QStringLiteral("0.5")) ? 0.5 : 1.0;
        if (stride == keyStride && step == weightStep)
            return false;
        keyStride = stride;
        weightStep = step;
        plot->yAxis->setTicker(textTicker(keys, stride));
        auto weightTicks = QSharedPointer<QCPAxisTickerFixed>::create();
        weightTicks->setTickStep(step);
        plot->xAxis->setTicker(weightTicks);
        return true;
    }

    /** The bar whose slot holds `pos` (the plot's coordinates), or -1. */
    int barAt(const QPoint &pos) const
    {
        if (weights.empty() || !plot->axisRect()->rect().contains(pos))
            return -1;
        const auto bar = static_cast<int>(std::lround(plot->yAxis->pixelToCoord(pos.y())));
        return bar >= 0 && bar < static_cast<int>(weights.size()) ? bar : -1;
    }

    void hideCumulative()
    {
        cumulative.clear();
        cumulativeLine->data()->clear();
        threshold->setVisible(false);
        thresholdLabel->setVisible(false);
    }

    void applyFonts(const QFont &base)
    {
        plot->xAxis->setTickLabelFont(base);
        plot->yAxis->setTickLabelFont(base);
        plot->xAxis->setLabelFont(base); // "weight": it stayed at the default size in presentation mode
        plot->yAxis->setLabelFont(base);
        QFont bold = base;
        bold.setBold(true);
        title->setFont(bold);
        thresholdLabel->setFont(base);
    }
};

DistributionView::DistributionView(QWidget *parent) : QWidget(parent), d(std::make_unique<Private>())
{
    const TitledPlot titled = createTitledPlot(this);
    d->plot = titled.plot;
    d->title = titled.title;
    keepTickLabelPictures(d->plot->yAxis, 128); // the key labels on show and those of the row before
    d->bars = new QCPBars(d->plot->yAxis, d->plot->xAxis);
    d->argmaxBar = new QCPBars(d->plot->yAxis, d->plot->xAxis);
    d->blockedBars = new QCPBars(d->plot->yAxis, d->plot->xAxis);
    for (QCPBars *bars : {d->bars, d->argmaxBar, d->blockedBars})
        bars->setWidth(0.8);
    d->bars->setBrush(colorAt(ColorMapId::Blues, 0.55));
    d->bars->setPen(Qt::NoPen);
    d->argmaxBar->setBrush(QColor(0xE6, 0x55, 0x0D));
    d->argmaxBar->setPen(Qt::NoPen);
    d->blockedBars->setBrush(QBrush(kBlockedColor, Qt::BDiagPattern));
    d->blockedBars->setPen(QPen(kBlockedColor));
    d->cumulativeLine = new QCPGraph(d->plot->yAxis, d->plot->xAxis); // keys down, totals across, as the bars
    d->cumulativeLine->setPen(QPen(QColor(0x31, 0x31, 0x31), 2));
    d->cumulativeLine->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, 6));
    d->cumulativeLine->setName(tr("running total"));
    d->threshold = new QCPItemStraightLine(d->plot);
    d->threshold->setPen(QPen(QColor(0x31, 0x31, 0x31), 1.5, Qt::DashLine));
    d->threshold->point1->setTypeX(QCPItemPosition::ptPlotCoords);
    d->threshold->point1->setTypeY(QCPItemPosition::ptAxisRectRatio);
    d->threshold->point2->setTypeX(QCPItemPosition::ptPlotCoords);
    d->threshold->point2->setTypeY(QCPItemPosition::ptAxisRectRatio);
    d->thresholdLabel = new QCPItemText(d->plot);
    d->thresholdLabel->position->setTypeX(QCPItemPosition::ptPlotCoords);
    d->thresholdLabel->position->setTypeY(QCPItemPosition::ptAxisRectRatio);
    d->thresholdLabel->setPositionAlignment(Qt::AlignRight | Qt::AlignBottom);
    d->thresholdLabel->setPadding(QMargins(4, 2, 4, 2));
    d->thresholdLabel->setBrush(QColor(255, 255, 255, 220)); // at the bottom, where the least likely tokens' bars are short
    d->thresholdLabel->setColor(QColor(0x31, 0x31, 0x31));
    d->hideCumulative();
    // Keys run down the vertical axis in the heatmap's column order; bars grow to the right.
    d->plot->yAxis->setRangeReversed(true);
    d->plot->xAxis->setRange(0, 1);
    // 0, 0.5, 1 (six labels overlapped in a 180 px panel at 20 pt), and the keys the axis has room
    // for: known once the layout has given the plot its size, for the window as for an export.
    d->plot->setMouseTracking(true);
    connect(d->plot, &QCustomPlot::mouseMove, this, [this](QMouseEvent *event) {
        const int bar = d->barAt(event->pos());
        d->hovered = bar;
        if (bar < 0)
            QToolTip::hideText();
        else
            QToolTip::showText(event->globalPosition().toPoint(), hoverText(bar), d->plot);
    });
    connect(d->plot, &QCustomPlot::afterLayout, this, [this] {
        if (d->fitTicksToSpace())
            d->plot->replot(QCustomPlot::rpQueuedReplot);
    });
    d->fitTicksToSpace();
    d->plot->xAxis->setLabel(tr("weight"));
    d->plot->yAxis->grid()->setVisible(false);
    d->plot->yAxis->setSubTicks(false);
    d->applyFonts(font());
    clear(tr("Click a row of the heatmap"));
}

DistributionView::~DistributionView() = default;

void DistributionView::setDistribution(const QString &title, const QStringList &keys, const std::vector<double> &weights,
                                       const std::vector<bool> &blocked, int argmax)
{
    d->weights = weights;
    d->blocked = blocked;
    d->blocked.resize(weights.size(), false);
    d->hideCumulative();
    QVector<double> positions, values, best, bestValue, blockedPositions, blockedValues;
    for (int j = 0; j < static_cast<int>(weights.size()); ++j) {
        const bool isBlocked = j < static_cast<int>(blocked.size()) && blocked[j];
        if (isBlocked) {
            blockedPositions.append(j);
            blockedValues.append(1.0);
        } else if (j == argmax) {
            best.append(j);
            bestValue.append(weights[j]);
        } else {
            positions.append(j);
            values.append(weights[j]);
        }
    }
    d->bars->setData(positions, values, true);
    d->argmaxBar->setData(best, bestValue, true);
    d->blockedBars->setData(blockedPositions, blockedValues, true);
    d->keys = keys;
    d->keyStride = 0; // labelled anew for these keys
    d->fitTicksToSpace();
    d->plot->yAxis->setRange(-0.6, keys.size() - 0.4);
    d->title->setText(title);
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

void DistributionView::clear(const QString &title)
{
    d->weights.clear();
    d->blocked.clear();
    d->hideCumulative();
    if (d->hovered >= 0) {
        d->hovered = -1;
        QToolTip::hideText();
    }
    for (QCPBars *bars : {d->bars, d->argmaxBar, d->blockedBars})
        bars->data()->clear();
    d->title->setText(title);
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

void DistributionView::setCumulative(const std::vector<double> &cumulative, double threshold, const QString &thresholdLabel)
{
    d->hideCumulative();
    d->cumulative = cumulative;
    QVector<double> keys, totals;
    for (std::size_t j = 0; j < cumulative.size(); ++j) {
        keys.append(double(j));
        totals.append(cumulative[j]);
    }
    d->cumulativeLine->setData(keys, totals, true);
    if (!std::isnan(threshold)) {
        d->threshold->point1->setCoords(threshold, 0);
        d->threshold->point2->setCoords(threshold, 1);
        d->threshold->setVisible(true);
        d->thresholdLabel->position->setCoords(threshold, 1); // inside, bottom, ending at the line
        d->thresholdLabel->setText(thresholdLabel);
        d->thresholdLabel->setVisible(true);
    }
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

const std::vector<double> &DistributionView::cumulative() const
{
    return d->cumulative;
}
const std::vector<double> &DistributionView::weights() const
{
    return d->weights;
}
QStringList DistributionView::labelledKeys() const
{
    QStringList labelled;
    for (int j = 0; j < d->keys.size(); j += std::max(d->keyStride, 1))
        labelled.append(d->keys[j]);
    return labelled;
}

double DistributionView::weightTickStep() const
{
    return d->weightStep;
}
QFont DistributionView::axisLabelFont() const
{
    return d->plot->xAxis->labelFont();
}
QString DistributionView::title() const
{
    return d->title->text();
}

QString DistributionView::key(int bar) const
{
    return bar >= 0 && bar < d->keys.size() ? d->keys[bar] : QString();
}

QString DistributionView::hoverText(int bar) const
{
    if (bar < 0 || bar >= static_cast<int>(d->weights.size()))
        return {};
    const QLocale locale = numberLocale();
    QString text = d->hoverText ? d->hoverText(bar)
                   : d->blocked[std::size_t(bar)]
                       ? tr("\u201C%1\u201D: blocked").arg(key(bar))
                       : tr("\u201C%1\u201D: %2").arg(key(bar), locale.toString(d->weights[std::size_t(bar)], 'g', 6));
    if (bar < static_cast<int>(d->cumulative.size()))
        text += QLatin1Char('\n') + tr("running total %1").arg(locale.toString(d->cumulative[std::size_t(bar)], 'g', 6));
    return text;
}

void DistributionView::setHoverTextProvider(std::function<QString(int)> provider)
{
    d->hoverText = std::move(provider);
}
int DistributionView::hoveredBar() const
{
    return d->hovered;
}

QPoint DistributionView::barCentre(int bar) const
{
    const QRect cells = d->plot->axisRect()->rect();
    const QPoint inPlot(cells.center().x(), static_cast<int>(std::lround(d->plot->yAxis->coordToPixel(bar))));
    return d->plot->mapTo(this, inPlot);
}

QPicture DistributionView::renderPicture(int width, int height)
{
    return plotPicture(d->plot, width, height, 2); // the first pass fits the labels to that size
}

Outcome<void> DistributionView::exportImage(const QString &path, int width, int height, double scale)
{
    return exportPlot(d->plot, path, width, height, scale, 2);
}

void DistributionView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        d->applyFonts(font());
        d->plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

} // namespace attention
