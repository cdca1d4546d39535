#pragma once

#include "ui/teach/TeachingPanel.h"
#include "core/teaching/ScalingStudy.h"

#include <QFutureWatcher>

class QLabel;

namespace attention {

class LineChartView;

/** Why scale by sqrt(d_k): variance, entropy and largest weight against d_k, with and without. */
class ScalingPanel : public TeachingPanel
{
    Q_OBJECT

public:
    explicit ScalingPanel(QWidget *parent = nullptr);
    void showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result) override;
    bool isComputing() const { return mWatcher.isRunning(); }
    LineChartView *varianceChart() const { return mVariance; }
    LineChartView *entropyChart() const { return mEntropy; }
    LineChartView *maxWeightChart() const { return mMaxWeight; }

signals:
    void studyShown();

private:
    void show(const std::vector<ScalingPoint> &points, int currentDk);

    LineChartView *mVariance, *mEntropy, *mMaxWeight;
    QLabel *mNote;
    QFutureWatcher<Outcome<std::vector<ScalingPoint>>> mWatcher;
    Lesson mStudied;
    bool mHaveStudy = false;
    int mCurrentDk = 0;
};

} // namespace attention
