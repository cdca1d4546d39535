#pragma once

#include "core/training/Trainer.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QPushButton;
class QSlider;

namespace attention {

class HeatmapView;
class LineChartView;
class TrainingPlots;
class TrainingRun;

/**
 * Shows a small attention model training live (a TrainingRun): the attention of one held-out
 * example, the loss and the accuracies as it learns, a replay of every redraw.
 */
class TrainView : public QWidget
{
    Q_OBJECT

public:
    /** Shows `run`; without one, a run of its own. */
    explicit TrainView(TrainingRun *run = nullptr, QWidget *parent = nullptr);
    ~TrainView() override;

    TrainingRun &run() const { return *mRun; }
    /** The replay slider: which redraw of this training the map shows (the last: now). */
    QSlider *replay() const { return mReplay; }
    /** The steps of the attention the map shows (a replayed redraw's, or now). */
    QString shownTitle() const;
    HeatmapView *heatmap() const;
    LineChartView *curves() const;
    /** The model as of the last redraw (null before the tab was first shown). */
    std::shared_ptr<const training::TrainedModel> trainedModel() const;
    /** The held-out example on show, typed as a person would type it. */
    QString showcaseSource() const;

signals:
    /** The user asked to use the trained model in the lesson, where every view can explore it. */
    void useInLesson();

protected:
    void showEvent(QShowEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void showProgress();
    void showSettings();
    void drawAttention(long steps, const training::MatrixD &attention);

    TrainingRun *mRun;
    QComboBox *mTask, *mScore;
    QDoubleSpinBox *mRate;
    QSlider *mSpeed;
    QSlider *mReplay;
    QPushButton *mPlayButton;
    QLabel *mStatus;
    QWidget *mSide;
    TrainingPlots *mPlots;
};

} // namespace attention
