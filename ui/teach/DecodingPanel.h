#pragma once

#include "ui/formats/ColorMapId.h"
#include "ui/teach/TeachingPanel.h"

#include <QTimer>

class QLabel;
class QPushButton;
class QSlider;

namespace attention {

class HeatmapView;

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

} // namespace attention
