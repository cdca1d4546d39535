#pragma once

#include "core/Outcome.h"

#include <QPicture>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <memory>
#include <vector>

namespace attention {

/** One query's attention distribution as a bar chart over the keys; the argmax bar stands out
 *  and blocked keys show as empty grey slots. Hovering a bar tells its numbers. */
class DistributionView : public QWidget
{
    Q_OBJECT

public:
    explicit DistributionView(QWidget *parent = nullptr);
    ~DistributionView() override;

    void setDistribution(const QString &title, const QStringList &keys, const std::vector<double> &weights,
                         const std::vector<bool> &blocked, int argmax);
    void clear(const QString &title);
    /** A running total drawn over the bars (one value per bar) and, unless NaN, a vertical line
     *  at `threshold` named `thresholdLabel`: how top-p decides. Empty: none. setDistribution
     *  and clear take it away. */
    void setCumulative(const std::vector<double> &cumulative, double threshold, const QString &thresholdLabel);
    const std::vector<double> &cumulative() const;

    const std::vector<double> &weights() const;
    /** The keys that carry a label: as many as the axis has lines for. */
    QStringList labelledKeys() const;
    /** 0.5, or 1 where the weight axis has no room for three labels. */
    double weightTickStep() const;
    QFont axisLabelFont() const;
    QString title() const;
    /** The key of bar `bar` (empty outside the bars). */
    QString key(int bar) const;

    /** What hovering bar `bar` shows: its key and weight in full, or the provider's text; then
     *  the running total, where one is drawn. */
    QString hoverText(int bar) const;
    void setHoverTextProvider(std::function<QString(int)> provider);
    int hoveredBar() const;
    /** The middle of bar `bar`'s slot, in this widget's coordinates (as laid out last). */
    QPoint barCentre(int bar) const;
    Outcome<void> exportImage(const QString &path, int width, int height, double scale);
    /** The chart drawn at a size as vector commands, to place in a larger picture. */
    QPicture renderPicture(int width, int height);

protected:
    void changeEvent(QEvent *event) override;

private:
    struct Private;
    std::unique_ptr<Private> d;
};

} // namespace attention
