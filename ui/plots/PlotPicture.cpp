#include "ui/plots/PlotPicture.h"

#include "ui/formats/MatrixExport.h"
#include "ui/plots/PaintedFile.h"
#include "ui/plots/WrappingText.h"
#include "ui/widgets/WheelScrollsPast.h"

#include <qcustomplot.h>

#include <algorithm>

#include <QEvent>
#include <QVBoxLayout>
#include <QWheelEvent>

namespace attention {

namespace {

/** No plot of ours zooms: a wheel turned over one scrolls the page around it (QCustomPlot
 *  accepted every wheel event, so over a plot the Pipeline page would not move). */
class WheelToScrollArea : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        // Where nothing scrolls, the plot may have it.
        return event->type() == QEvent::Wheel && scrollTheAreaAround(static_cast<QWidget *>(watched), *static_cast<QWheelEvent *>(event));
    }
};

} // namespace

TitledPlot createTitledPlot(QWidget *owner)
{
    auto *layout = new QVBoxLayout(owner);
    layout->setContentsMargins(0, 0, 0, 0);
    auto *plot = new QCustomPlot(owner);
    plot->installEventFilter(new WheelToScrollArea(plot));
    // One paint buffer, not two: nothing of ours draws on QCustomPlot's buffered "overlay" layer,
    // yet every replot cleared its empty buffer of the plot's size and every paint blended it in.
    plot->layer(QStringLiteral("overlay"))->setMode(QCPLayer::lmLogical);
    layout->addWidget(plot);
    auto *title = new WrappingText(plot);
    plot->plotLayout()->insertRow(0);
    plot->plotLayout()->addElement(0, 0, title);
    // What the plot needs changes with its labels, its fonts and its title's lines; QCustomPlot
    // does not tell the layouts around it, so the window would squeeze it (or keep a large
    // minimum after the text got smaller again). A need that grew is told at once; one that
    // shrank only when by more than a few characters: typing "cat" <-> "cats" in a row label
    // told the layouts every keystroke, and their pass repainted half the window (3 of an
    // 8-token keystroke's 10 ms).
    QObject::connect(plot, &QCustomPlot::afterReplot, plot, [plot, needed = QSize()]() mutable {
        constexpr int kShrinkWorthTelling = 32; // pixels
        const QSize now = static_cast<const QWidget *>(plot)->minimumSizeHint(); // protected in QCustomPlot
        const bool grew = now.width() > needed.width() || now.height() > needed.height();
        const bool shrank = now.width() < needed.width() - kShrinkWorthTelling || now.height() < needed.height() - kShrinkWorthTelling;
        if (grew || shrank) {
            needed = now;
            plot->updateGeometry();
        }
    });
    return {plot, title};
}

QPicture plotPicture(QCustomPlot *plot, int width, int height, int passes)
{
    QPicture picture;
    for (int pass = 0; pass < passes; ++pass) {
        picture = QPicture();
        QCPPainter painter;
        if (painter.begin(&picture)) {
            plot->toPainter(&painter, width, height);
            painter.end();
        }
    }
    return picture;
}

bool fitTicksToHeight(QCPAxis *axis)
{
    const int line = QFontMetrics(axis->tickLabelFont()).height();
    const int count = std::clamp(axis->axisRect()->height() / (2 * std::max(line, 1)), 1, 5);
    if (count == axis->ticker()->tickCount())
        return false;
    axis->ticker()->setTickCount(count);
    return true;
}

Outcome<void> exportPlot(QCustomPlot *plot, const QString &path, int width, int height, double scale, int passes)
{
    const QSize size = width > 0 && height > 0 ? QSize(width, height) : plot->size();
    const QPicture picture = plotPicture(plot, size.width(), size.height(), passes);
    auto written = writePictureFile(path, formatOfPath(path), size, scale, picture);
    plot->replot(QCustomPlot::rpQueuedReplot); // back to the window's own layout
    return written;
}

} // namespace attention
