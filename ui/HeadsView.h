#pragma once

#include "ColorMaps.h"

#include <QWidget>

#include <vector>

class QGridLayout;
class QLabel;

namespace attention {

struct AttentionResult;
class HeatmapView;

/** One small heatmap per head and one of their mean; clicking one chooses it for the main map. */
class HeadsView : public QWidget
{
    Q_OBJECT

public:
    explicit HeadsView(QWidget *parent = nullptr);

    void showResult(const AttentionResult &result, ColorMapId colorMap, int chosenHead);
    void showMessage(const QString &message);

    /** The maps now shown: heads 1..H, then the mean. */
    std::vector<HeatmapView *> headViews() const;

signals:
    void headChosen(int head); // -1 = the mean

private:
    HeatmapView *view(int index);

    QGridLayout *mGrid = nullptr;
    QLabel *mMessage = nullptr;
    std::vector<HeatmapView *> mViews;
    int mShown = 0;
};

} // namespace attention
