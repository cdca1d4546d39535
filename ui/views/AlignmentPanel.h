#pragma once

#include "ui/formats/ColorMapId.h"
#include "ui/views/ResultPresentation.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QStackedWidget;

namespace attention {

struct AttentionResult;
class DistributionView;
class HeatmapView;

/** The centre of the window: the alignment heatmap, and beside it the distribution of the
 *  query row that was clicked. */
class AlignmentPanel : public QWidget
{
    Q_OBJECT

public:
    explicit AlignmentPanel(QWidget *parent = nullptr);

    void showResult(std::shared_ptr<const AttentionResult> result, ColorMapId colorMap, int head,
                    const std::vector<std::pair<int, int>> &goldAlignment = {});
    QString goldAccuracyText() const;
    void showMessage(const QString &message);

    HeatmapView *heatmap() const { return mHeatmap; }
    DistributionView *distribution() const { return mDistribution; }
    int selectedRow() const { return mSelectedRow; }
    AlignmentMatrix shownMatrix() const;
    void selectRow(int row);

private:
    void redraw();
    void updateDistribution();

    QComboBox *mMatrixChoice = nullptr;
    QLabel *mGold = nullptr;
    QStackedWidget *mStack = nullptr;
    QLabel *mMessage = nullptr;
    HeatmapView *mHeatmap = nullptr;
    DistributionView *mDistribution = nullptr;
    std::shared_ptr<const AttentionResult> mResult;
    ColorMapId mColorMap = ColorMapId::Blues;
    int mHead = -1;
    int mSelectedRow = -1;
};

} // namespace attention
