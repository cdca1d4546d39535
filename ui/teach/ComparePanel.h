#pragma once

#include "ui/teach/TeachingPanel.h"

class QComboBox;
class QLabel;

namespace attention {

class HeatmapView;

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
    QString cellText(int row, int column) const;

    QComboBox *mPreset;
    HeatmapView *mLeft, *mRight, *mDifference;
    QLabel *mMessage;
    LessonState mState;
    std::shared_ptr<const AttentionResult> mA, mB; // on show
};

} // namespace attention
