#pragma once

#include "ui/formats/ColorMapId.h"

#include <QWidget>

#include <memory>
#include <vector>

class QGridLayout;
class QLabel;
class QPushButton;

namespace attention {

struct AttentionResult;
class AlignedMaps;
class HeatmapView;
template <typename Result> class LatestJob;

/** One small heatmap per head and one of their mean; clicking one chooses it for the main map. */
class HeadsView : public QWidget
{
    Q_OBJECT

public:
    explicit HeadsView(QWidget *parent = nullptr);
    ~HeadsView() override;

    /** Small lessons draw at once; when the result kept only the mean and its heads are large,
     *  they are computed in the background and drawn when ready (the window stays live). */
    void showResult(std::shared_ptr<const AttentionResult> result, ColorMapId colorMap, int chosenHead);
    bool isComputing() const;
    void showMessage(const QString &message);

    /** The maps now shown: heads 1..H, then the mean. */
    std::vector<HeatmapView *> headViews() const;

signals:
    void headChosen(int head); // -1 = the mean
    /** The lesson has a single head and the user asked for multi-head attention. */
    void multiHeadRequested();

private:
    HeatmapView *view(int index);
    void drawHeads(std::shared_ptr<const AttentionResult> result);

    QGridLayout *mGrid = nullptr;
    QLabel *mMessage = nullptr;
    QPushButton *mSwitch = nullptr;
    QWidget *mScroll = nullptr; // the maps' scroll area, hidden while there are none
    std::vector<HeatmapView *> mViews;
    int mShown = 0;
    std::shared_ptr<const AttentionResult> mResult; // on show
    AlignedMaps *mAligned = nullptr;
    ColorMapId mColorMap = ColorMapId::Blues;
    int mChosenHead = -1;
    std::unique_ptr<LatestJob<std::shared_ptr<const AttentionResult>>> mJob; // every head's weights, when large
};

} // namespace attention
