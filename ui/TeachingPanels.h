#pragma once

#include "ColorMaps.h"
#include "LessonDocument.h"
#include "core/AttentionResult.h"
#include "core/Teaching.h"

#include <QFutureWatcher>
#include <QTimer>
#include <QWidget>

#include <memory>

class QCheckBox;
class QComboBox;
class QLabel;
class QPushButton;
class QSlider;
class QTextBrowser;

namespace attention {

class HeatmapView;
class LineChartView;

/** A panel of the Teach tab: it reads the lesson and its result, like every view. */
class TeachingPanel : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;
    virtual void showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result) = 0;
};

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

/** The numbers behind one cell: q . k term by term, scaling, temperature, exp, row sum, weight. */
class WorkedArithmeticPanel : public TeachingPanel
{
    Q_OBJECT

public:
    explicit WorkedArithmeticPanel(QWidget *parent = nullptr);
    void showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result) override;
    void setCell(int row, int column, int head);
    QString text() const;
    const WorkedCell *shownCell() const { return mCell ? &*mCell : nullptr; }

private:
    void render();

    QTextBrowser *mText;
    std::shared_ptr<const AttentionResult> mResult;
    std::optional<WorkedCell> mCell;
    int mRow = 0, mColumn = 0, mHead = -1;
};

/** A decoder writing one target token at a time: rows up to the step, the step's context. */
class DecodingPanel : public TeachingPanel
{
    Q_OBJECT

public:
    explicit DecodingPanel(QWidget *parent = nullptr);
    void showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result) override;
    void setStep(int step);
    int step() const { return mStep; }
    bool isPlaying() const { return mTimer.isActive(); }
    HeatmapView *map() const { return mMap; }
    HeatmapView *contextMap() const { return mContext; }

private:
    void render();

    HeatmapView *mMap, *mContext;
    QSlider *mSlider;
    QPushButton *mPlay;
    QLabel *mCaption;
    QTimer mTimer;
    std::shared_ptr<const AttentionResult> mResult;
    ColorMapId mColors = ColorMapId::Blues;
    int mStep = 0;
};

/** Seq2seq without attention (one fixed context) beside the per-step contexts of attention. */
class ContextComparisonPanel : public TeachingPanel
{
    Q_OBJECT

public:
    explicit ContextComparisonPanel(QWidget *parent = nullptr);
    void showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result) override;
    HeatmapView *contexts() const { return mContexts; }
    LineChartView *similarity() const { return mSimilarity; }

private:
    HeatmapView *mContexts;
    LineChartView *mSimilarity;
};

/** Two configurations on the same sentences, and their difference. */
class ComparePanel : public TeachingPanel
{
    Q_OBJECT

public:
    explicit ComparePanel(QWidget *parent = nullptr);
    void showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result) override;
    /** Presets: 0 dot vs scaled dot, 1 additive vs general, 2 positional encoding off, 3 random embeddings. */
    void choosePreset(int preset);
    HeatmapView *left() const { return mLeft; }
    HeatmapView *right() const { return mRight; }
    HeatmapView *difference() const { return mDifference; }

private:
    void recompute();

    QComboBox *mPreset;
    HeatmapView *mLeft, *mRight, *mDifference;
    QLabel *mMessage;
    LessonState mState;
};

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
