#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace attention {

class LanguageTrainingRun;
class LineChartView;

/**
 * Shows a language model's training for the Generate tab, as the Train tab does for
 * encoder-decoders: a task, Train/Pause, Reset, a progress bar up to the run's last step, and
 * curves of the loss, what the task measures and the named head's attention. The curves are a
 * separate widget, for the tab to place.
 */
class LanguageTrainingPanel : public QWidget
{
    Q_OBJECT

public:
    LanguageTrainingPanel(LanguageTrainingRun &run, QWidget *parent = nullptr);

    LanguageTrainingRun &run() const { return mRun; }
    LineChartView *curves() const { return mCurves; }

private:
    void showTraining(bool training);
    void showProgress();

    LanguageTrainingRun &mRun;
    QComboBox *mTask = nullptr;
    QPushButton *mTrainButton = nullptr;
    QProgressBar *mProgress = nullptr;
    QLabel *mStatus = nullptr;
    LineChartView *mCurves = nullptr;
};

} // namespace attention
