#include "ui/plots/DistributionView.h"

#include "ui/plots/ColorMaps.h"
#include "ui/plots/PlotPicture.h"

#include <qcustomplot.h>

#include <QVBoxLayout>

namespace attention {

struct DistributionView::Private
{
    QCustomPlot *plot = nullptr;
    QCPTextElement *title = nullptr;
    QCPBars *bars = nullptr;
    QCPBars *argmaxBar = nullptr;
    QCPBars *blockedBars = nullptr;
    std::vector<double> weights;

    void applyFonts(const QFont &base)
    {
        plot->xAxis->setTickLabelFont(base);
        plot->yAxis->setTickLabelFont(base);
        plot->yAxis->setLabelFont(base);
        QFont bold = base;
        bold.setBold(true);
        title->setFont(bold);
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
    for (QCPBars *bars : {d->bars, d->argmaxBar, d->blockedBars})
        bars->data()->clear();
    d->title->setText(title);
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

const std::vector<double> &DistributionView::weights() const { return d->weights; }
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
