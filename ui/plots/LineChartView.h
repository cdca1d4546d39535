#pragma once

#include "core/Outcome.h"

#include <QColor>
#include <QMap>
#include <QPicture>
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
    /** `shares`: the right axis, 0 to 1, of the series added with Axis::Share. */
    void setAxisLabels(const QString &x, const QString &y, const QString &shares = QString());
    void setLogarithmic(bool x, bool y);
    void clear();
    /** Left: the left axis, scaled to the data. Share: the right axis, 0 to 1 (accuracies beside a loss). */
    enum class Axis { Left, Share };
    void addSeries(const QString &name, const std::vector<double> &xs, const std::vector<double> &ys, const QColor &color,
                   bool dashed = false, Axis axis = Axis::Left);
    void setMarker(double x, const QString &label); // a vertical line; NaN removes it
    /** The left axis from low to high whatever the data (the default: scaled to the data). */
    void setValueRange(double low, double high);
    /** Words under the keys 0, 1, 2 ... instead of numbers, turned, as many as have room
     *  (empty: numbers again). */
    void setKeyLabels(const QStringList &labels);
    QStringList keyLabels() const;
    /** Every how many keys a word is written (1: all; 0 without words), and whether level. */
    int keyLabelStride() const;
    bool keyLabelsLevel() const;
    /** The legend under the chart, shown by default; a lone series the title names needs none. */
    void setLegendShown(bool shown);
    /** Where the marker's label is drawn, and the data area that clips it (pixels). */
    QRectF markerLabelRect() const;
    QRect dataArea() const;
    /** Each number under the keys and where it goes, level and centred on its tick (pixels);
     *  one that would reach past the chart's edges is left out by the plotting library. */
    QList<QPair<QString, QRectF>> keyTickLabels() const;
    void rescale();

    std::vector<double> seriesValues(const QString &name) const;
    QStringList seriesNames() const;
    QString title() const;
    QPair<double, double> xRange() const;
    QPair<double, double> valueRange() const; // of the left axis
    bool isOnShareAxis(const QString &name) const;
    Outcome<void> exportImage(const QString &path, int width, int height, double scale);
    /** The chart drawn at a size as vector commands, to place in a larger picture. */
    QPicture renderPicture(int width, int height);

signals:
    void replotted(); // the chart has drawn its current data

protected:
    void changeEvent(QEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void arrangeLegend();
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace attention
