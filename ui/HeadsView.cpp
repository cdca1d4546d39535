#include "HeadsView.h"

#include "HeatmapView.h"
#include "ResultPresentation.h"
#include "core/AttentionResult.h"

#include <QGridLayout>
#include <QLabel>
#include <QScrollArea>
#include <QVBoxLayout>

#include <cmath>

namespace attention {

HeadsView::HeadsView(QWidget *parent) : QWidget(parent)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    mMessage = new QLabel(this);
    mMessage->setAlignment(Qt::AlignCenter);
    mMessage->setWordWrap(true);
    outer->addWidget(mMessage);
    auto *scroll = new QScrollArea(this);
    scroll->setWidgetResizable(true);
    auto *content = new QWidget(scroll);
    mGrid = new QGridLayout(content);
    scroll->setWidget(content);
    outer->addWidget(scroll, 1);
}

HeatmapView *HeadsView::view(int index)
{
    while (static_cast<int>(mViews.size()) <= index) {
        const int head = static_cast<int>(mViews.size());
        auto *map = new HeatmapView(mGrid->parentWidget());
        map->setObjectName(QStringLiteral("headMap%1").arg(head));
        map->setCompact(true);
        map->setMinimumSize(240, 220);
        map->setCursor(Qt::PointingHandCursor);
        connect(map, &HeatmapView::cellClicked, this, [this, map] {
            const auto it = std::find(mViews.begin(), mViews.end(), map);
            const int index = static_cast<int>(it - mViews.begin());
            emit headChosen(index == mShown - 1 ? -1 : index);
        });
        mViews.push_back(map);
    }
    return mViews[static_cast<std::size_t>(index)];
}

void HeadsView::showResult(const AttentionResult &result, ColorMapId colorMap, int chosenHead)
{
    const int heads = result.headCount();
    if (heads == 0) {
        showMessage(tr("Choose the multi-head score function to see one map per head."));
        return;
    }
    mMessage->setText(tr("Click a head to show it as the main alignment map."));
    for (HeatmapView *map : mViews) {
        mGrid->removeWidget(map);
        map->hide();
    }
    const int count = heads + 1;
    const int columns = std::max(2, static_cast<int>(std::ceil(std::sqrt(double(count)))));
    for (int i = 0; i < count; ++i) {
        HeatmapView *map = view(i);
        const int head = i < heads ? i : -1;
        showAlignment(*map, result, AlignmentMatrix::Weights, colorMap, head);
        const bool chosen = head == chosenHead;
        map->setTitle((head >= 0 ? tr("Head %1").arg(head + 1) : tr("Mean of heads")) + (chosen ? tr(" (shown)") : QString()));
        mGrid->addWidget(map, i / columns, i % columns);
        map->show();
    }
    mShown = count;
}

void HeadsView::showMessage(const QString &message)
{
    mMessage->setText(message);
    for (HeatmapView *map : mViews)
        map->hide();
    mShown = 0;
}

std::vector<HeatmapView *> HeadsView::headViews() const { return {mViews.begin(), mViews.begin() + mShown}; }

} // namespace attention
