#pragma once

#include "ui/teach/TeachingPanel.h"

#include <utility>
#include <vector>

class QLabel;

namespace attention {

class LineChartView;
template <typename Result> class LatestJob;

/** What attention costs: operations and memory now, and measured time against length. */
class CostPanel : public TeachingPanel
{
    Q_OBJECT

public:
    explicit CostPanel(QWidget *parent = nullptr);
    ~CostPanel() override;
    void showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result) override;
    QString summary() const;
    LineChartView *timing() const { return mTiming; }
    bool isComputing() const override; // its curve is being measured
    /** The settings the curve on show (or on its way) was measured with; sentences left out. */
    const Lesson &measuredSettings() const { return mMeasured; }

private:
    void showTiming(const std::vector<std::pair<int, double>> &points);

    QLabel *mSummary;
    LineChartView *mTiming;
    std::unique_ptr<LatestJob<std::vector<std::pair<int, double>>>> mJob;
    Lesson mMeasured; // the settings whose curve is on show (or on its way)
    bool mHaveMeasure = false;
};

} // namespace attention
