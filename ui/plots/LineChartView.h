#pragma once

#include <QColor>
#include <QMap>
#include <QString>
#include <QWidget>

#include <memory>
#include <vector>

namespace attention {

/** A small line chart (several named series, optional logarithmic axes, a marked x) in our own
 *  words; like HeatmapView, it keeps the plotting library to itself. */
class LineChartView : public QWidget
{
    Q_OBJECT

public:
    explicit LineChartView(QWidget *parent = nullptr);
    ~LineChartView() override;

    void setTitle(const QString &title);
    void setAxisLabels(const QString &x, const QString &y);
    void setLogarithmic(bool x, bool y);
    void setLegendCorner(Qt::Alignment corner); // where the legend sits inside the plot
    void clear();
    void addSeries(const QString &name, const std::vector<double> &xs, const std::vector<double> &ys, const QColor &color,
                   bool dashed = false);
    void setMarker(double x, const QString &label); // a vertical line; NaN removes it
    void rescale();

    std::vector<double> seriesValues(const QString &name) const;
    QStringList seriesNames() const;
    QString title() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace attention
