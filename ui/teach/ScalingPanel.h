#pragma once

#include "core/teaching/ScalingStudy.h"
#include "ui/teach/TeachingPanel.h"

class QLabel;

namespace attention {

class LineChartView;
template <typename Result> class LatestJob;

/** Why scale by sqrt(d_k): variance, entropy and largest weight against d_k, with and without. */
class ScalingPanel : public TeachingPanel
{
    Q_OBJECT

public:
    explicit ScalingPanel(QWidget *parent = nullptr);
    ~ScalingPanel() override;
    void showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result) override;
    bool isComputing() const override;
    LineChartView *varianceChart() const { return mVariance; }
    LineChartView *entropyChart() const { return mEntropy; }

signals:
    void studyShown();

private:
    void show(const std::vector<ScalingPoint> &points, int currentDk);

    LineChartView *mVariance, *mEntropy, *mMaxWeight;
    QLabel *mNote;
    std::unique_ptr<LatestJob<Outcome<std::vector<ScalingPoint>>>> mJob;
    Lesson mStudied; // what the study on show (or on its way) was made of
    bool mHaveStudy = false;
    int mCurrentDk = 0;
};

} // namespace attention
