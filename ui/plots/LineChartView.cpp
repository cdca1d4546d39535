#include "ui/plots/LineChartView.h"

#include "ui/plots/PlotPicture.h"

#include <qcustomplot.h>

#include <QVBoxLayout>

#include <cmath>

namespace attention {

struct LineChartView::Private
{
    QCustomPlot *plot = nullptr;
    QCPTextElement *title = nullptr;
    QCPItemStraightLine *marker = nullptr;
    QCPItemText *markerLabel = nullptr;
    QMap<QString, std::vector<double>> values;
};

LineChartView::LineChartView(QWidget *parent) : QWidget(parent), d(std::make_unique<Private>())
{
    const TitledPlot titled = createTitledPlot(this);
    d->plot = titled.plot;
    d->title = titled.title;
    d->plot->legend->setVisible(true);
    d->plot->legend->setBrush(QColor(255, 255, 255, 220));
    d->marker = new QCPItemStraightLine(d->plot);
    d->marker->setPen(QPen(QColor(0xE6, 0x55, 0x0D), 2, Qt::DashLine));
    d->markerLabel = new QCPItemText(d->plot);
    d->markerLabel->setColor(QColor(0xE6, 0x55, 0x0D));
    d->markerLabel->setPositionAlignment(Qt::AlignLeft | Qt::AlignTop);
    d->marker->setVisible(false);
    d->markerLabel->setVisible(false);
    changeEvent(nullptr);
}

LineChartView::~LineChartView() = default;

void LineChartView::setTitle(const QString &title)
{
    d->title->setText(title);
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

void LineChartView::setAxisLabels(const QString &x, const QString &y)
{
    d->plot->xAxis->setLabel(x);
    d->plot->yAxis->setLabel(y);
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

void LineChartView::setLegendCorner(Qt::Alignment corner)
{
    d->plot->axisRect()->insetLayout()->setInsetAlignment(0, corner);
}

void LineChartView::clear()
{
    d->plot->clearGraphs();
    d->values.clear();
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

void LineChartView::addSeries(const QString &name, const std::vector<double> &xs, const std::vector<double> &ys,
                              const QColor &color, bool dashed)
{
    QCPGraph *graph = d->plot->addGraph();
    graph->setName(name);
    graph->setPen(QPen(color, 2.5, dashed ? Qt::DashLine : Qt::SolidLine));
    graph->setScatterStyle(QCPScatterStyle(QCPScatterStyle::ssCircle, color, Qt::white, 6));
    graph->setData(QVector<double>(xs.begin(), xs.end()), QVector<double>(ys.begin(), ys.end()), true);
    d->values.insert(name, ys);
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
        d->markerLabel->setText(QStringLiteral(" ") + label);
    }
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

void LineChartView::rescale()
{
    d->plot->rescaleAxes();
    d->plot->yAxis->scaleRange(1.1, d->plot->yAxis->range().center());
    d->plot->replot(QCustomPlot::rpQueuedReplot);
}

std::vector<double> LineChartView::seriesValues(const QString &name) const { return d->values.value(name); }
QStringList LineChartView::seriesNames() const { return d->values.keys(); }
QString LineChartView::title() const { return d->title->text(); }

void LineChartView::changeEvent(QEvent *event)
{
    if (event)
        QWidget::changeEvent(event);
    if (!event || event->type() == QEvent::FontChange) {
        for (QCPAxis *axis : {d->plot->xAxis, d->plot->yAxis}) {
            axis->setTickLabelFont(font());
            axis->setLabelFont(font());
        }
        d->plot->legend->setFont(font());
        QFont bold = font();
        bold.setBold(true);
        d->title->setFont(bold);
        d->markerLabel->setFont(font());
        d->plot->replot(QCustomPlot::rpQueuedReplot);
    }
}

} // namespace attention
