#pragma once

#include "ui/teach/TeachingPanel.h"

#include <QFutureWatcher>

#include <utility>
#include <vector>

class QLabel;

namespace attention {

class LineChartView;

/** What attention costs: operations and memory now, and measured time against length. */
class CostPanel : public TeachingPanel
{
    Q_OBJECT

public:
    explicit CostPanel(QWidget *parent = nullptr);
    void showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result) override;
    QString summary() const;
    LineChartView *timing() const { return mTiming; }
    bool isMeasuring() const { return mWatcher.isRunning(); }

private:
    QLabel *mSummary;
    LineChartView *mTiming;
    QFutureWatcher<std::vector<std::pair<int, double>>> mWatcher;
    Lesson mMeasured;
    bool mHaveMeasure = false;
};

} // namespace attention
