#include "ui/views/TrainingPlots.h"

#include "core/pipeline/RowSummaries.h"
#include "ui/formats/MatrixExport.h"
#include "ui/plots/HeatmapView.h"
#include "ui/plots/LineChartView.h"
#include "ui/plots/PaintedFile.h"
#include "ui/plots/WidgetPicture.h"

#include <QCoreApplication>
#include <QVBoxLayout>

namespace attention {

HeldOutAttention heldOutAttention(const training::Task &task, const training::Example &example, long steps,
                                  const training::MatrixD &weights)
{
    const auto labels = [](const std::vector<std::string> &tokens) {
        QStringList out;
        for (const std::string &token : tokens)
            out.append(QString::fromStdString(token));
        return out;
    };
    return {steps, weights, labels(task.targetTokens(example)), labels(task.sourceTokens(example))};
}

TrainingPlots::TrainingPlots(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    mHeatmap = new HeatmapView(this);
    mHeatmap->setObjectName(QStringLiteral("trainHeatmap"));
    mCurves = new LineChartView(this);
    mCurves->setObjectName(QStringLiteral("trainCurves"));
    mCurves->setTitle(tr("Held-out loss and accuracy"));
    mCurves->setAxisLabels(tr("training steps"), tr("loss"), tr("accuracy"));
    layout->addWidget(mHeatmap, 3);
    layout->addWidget(mCurves, 2);
}

void TrainingPlots::showHistory(const training::TrainingHistory &history)
{
    mCurves->clear();
    mCurves->addSeries(tr("loss"), history.steps, history.loss, QColor(0xD9, 0x4F, 0x00));
    mCurves->addSeries(tr("token accuracy"), history.steps, history.tokenAccuracy, QColor(0x31, 0xA3, 0x54), false,
                       LineChartView::Axis::Share);
    mCurves->addSeries(tr("alignment accuracy"), history.steps, history.alignmentAccuracy, QColor(0x08, 0x51, 0x9C), false,
                       LineChartView::Axis::Share);
}

void TrainingPlots::showAttention(const HeldOutAttention &attention)
{
    mHeatmap->setColorMap(ColorMapId::Blues);
    mHeatmap->setValueRange(0, 1);
    const Matrix shown = attention.weights.cast<Scalar>();
    mHeatmap->setMatrix(shown);
    mHeatmap->setRowLabels(attention.outputs);
    mHeatmap->setColumnLabels(attention.inputs);
    mHeatmap->setAxisTitles(tr("output"), tr("input"));
    mHeatmap->setTitle(tr("A held-out example after %1 steps").arg(attention.steps));
    mHeatmap->setArgmax(distinctArgmaxes(shown, Mask()));
    mCurves->setMarker(double(attention.steps), tr("step %1").arg(attention.steps));
}

Outcome<void> writeTrainingPicture(const training::TrainingHistory &history, const HeldOutAttention &attention, const QString &path,
                                   QSize size, double scale)
{
    TrainingPlots plots;
    plots.setAttribute(Qt::WA_DontShowOnScreen);
    plots.layout()->setSizeConstraint(QLayout::SetNoConstraint); // a window's minimum size: offscreen warns it cannot pass it on
    plots.resize(size);
    plots.showHistory(history);
    plots.showAttention(attention);
    plots.show(); // lays the plots out as on screen; nothing reaches the screen
    QCoreApplication::sendPostedEvents();
    const QPicture picture = widgetPicture(&plots);
    return writePictureFile(path, formatOfPath(path), plots.size(), scale, picture);
}

} // namespace attention
