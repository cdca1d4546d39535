#include "ui/plots/DistributionView.h"

#include "ui/plots/ColorMaps.h"
#include "ui/plots/PlotPicture.h"

#include <qcustomplot.h>

#include <QVBoxLayout>

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
    auto halves = QSharedPointer<QCPAxisTickerFixed>::create(); // 0, 0.5, 1: six labels overlapped in a 180 px panel at 20 pt
    halves->setTickStep(0.5);
    d->plot->xAxis->setTicker(halves);
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
    auto ticker = QSharedPointer<QCPAxisTickerText>::create();
    const int stride = std::max(1, static_cast<int>(keys.size()) / 40 + 1);
    for (int j = 0; j < keys.size(); j += stride)
        ticker->addTick(j, keys[j]);
    d->plot->yAxis->setTicker(ticker);
    d->plot->yAxis->setRange(-0.6, keys.size() - 0.4);
    d->title->setText(title);
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

void DistributionView::clear(const QString &title)
{
    d->weights.clear();
    d->hideCumulative();
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

const std::vector<double> &DistributionView::cumulative() const { return d->cumulative; }
const std::vector<double> &DistributionView::weights() const { return d->weights; }
QFont DistributionView::axisLabelFont() const { return d->plot->xAxis->labelFont(); }
QString DistributionView::title() const { return d->title->text(); }

QPicture DistributionView::renderPicture(int width, int height)
{
    return plotPicture(d->plot, width, height);
}

Outcome<void> DistributionView::exportImage(const QString &path, int width, int height, double scale)
{
    return exportPlot(d->plot, path, width, height, scale, 1);
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
