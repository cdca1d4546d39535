#include "ui/views/HeadsView.h"

#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/AttentionResult.h"
#include "ui/document/BackgroundJob.h"
#include "ui/formats/MessageText.h"
#include "ui/plots/AlignedMaps.h"
#include "ui/plots/HeatmapView.h"
#include "ui/views/ResultPresentation.h"

#include <QGridLayout>
#include <QLabel>
#include <QPushButton>
#include <QScrollArea>
#include <QVBoxLayout>

#include <cmath>

namespace attention {

HeadsView::HeadsView(QWidget *parent)
    : QWidget(parent),
      mJob(std::make_unique<LatestJob<std::shared_ptr<const AttentionResult>>>(
          [this](std::shared_ptr<const AttentionResult> withHeads) { drawHeads(std::move(withHeads)); }))
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    mMessage = new QLabel(this);
    mMessage->setObjectName(QStringLiteral("headsMessage"));
    mMessage->setAlignment(Qt::AlignCenter);
    mMessage->setWordWrap(true);
    outer->addStretch(); // with no maps, the message and the offer stand in the middle
    outer->addWidget(mMessage);
    mSwitch = new QPushButton(tr("Use multi-head attention"), this);
    mSwitch->setObjectName(QStringLiteral("headsSwitch"));
    mSwitch->setToolTip(tr("Switch the lesson's score function to multi-head attention (undo brings the old one back)."));
    mSwitch->hide();
    connect(mSwitch, &QPushButton::clicked, this, &HeadsView::multiHeadRequested);
    outer->addWidget(mSwitch, 0, Qt::AlignHCenter);
    outer->addStretch();
    auto *scroll = new QScrollArea(this);
    mScroll = scroll;
    scroll->setWidgetResizable(true);
    auto *content = new QWidget(scroll);
    mGrid = new QGridLayout(content);
    // Heads share their queries and keys: the first map of a row names the queries for the row
    // and the last of a column the keys for the column (at F5 on 1280x800 fifteen words had
    // room for every other label on each head).
    mAligned = new AlignedMaps(this);
    scroll->setWidget(content);
    outer->addWidget(scroll, 1);
}

HeadsView::~HeadsView() = default;

bool HeadsView::isComputing() const
{
    return mJob->isRunning();
}

namespace {
// At most this many maps (widgets of their own) are shown: a file may hold 100,000 heads.
constexpr int kMaxMaps = 64;
// Above this many cells over all heads (8 heads of 512 x 512), computing them takes more than a
// frame: it moves to the background.
constexpr double kHeadCellsOnTheSpot = 8.0 * 512 * 512;
} // namespace

HeatmapView *HeadsView::view(int index)
{
    while (static_cast<int>(mViews.size()) <= index) {
        const int head = static_cast<int>(mViews.size());
        auto *map = new HeatmapView(mGrid->parentWidget());
        map->setObjectName(QStringLiteral("headMap%1").arg(head));
        map->setCompact(true);
        map->setMinimumSize(240, 220);
        map->setCursor(Qt::PointingHandCursor);
        // Head `head` of the result, or -1 for the mean (the last map shown).
        const auto headOf = [this, map] {
            const int index = static_cast<int>(std::find(mViews.begin(), mViews.end(), map) - mViews.begin());
            return index == mShown - 1 ? -1 : index;
        };
        connect(map, &HeatmapView::cellClicked, this, [this, headOf] { emit headChosen(headOf()); });
        map->setHoverTextProvider(
            [this, headOf](int row, int column) { return mResult ? cellDetails(*mResult, row, column, headOf()) : QString(); });
        mViews.push_back(map);
    }
    return mViews[static_cast<std::size_t>(index)];
}

void HeadsView::showResult(std::shared_ptr<const AttentionResult> result, ColorMapId colorMap, int chosenHead)
{
    const int heads = result ? result->headCount() : 0;
    if (heads == 0) {
        showMessage(tr("This lesson has one attention head. Multi-head attention runs several side by side, "
                       "each with its own projections: switch to it to see one map per head."));
        mSwitch->show();
        mScroll->hide();
        return;
    }
    mSwitch->hide();
    mScroll->show();
    mColorMap = colorMap;
    mChosenHead = chosenHead;
    const double cells = double(result->queryCount()) * double(result->keyCount()) * std::min(heads, kMaxMaps);
    if (!result->headWeights.empty() || cells <= kHeadCellsOnTheSpot) {
        mJob->cancel();
        drawHeads(result);
        return;
    }
    mMessage->setText(tr("Computing the weights of %n head(s)\u2026", nullptr, heads));
    mJob->start([result](const std::function<bool()> &stillWanted) -> std::shared_ptr<const AttentionResult> {
        auto withHeads = std::make_shared<AttentionResult>(*result);
        for (int h = 0; h < std::min(result->headCount(), kMaxMaps) && stillWanted(); ++h) {
            Matrix storage;
            const Matrix &weights = headWeightsOf(*result, h, storage);
            withHeads->headWeights.push_back(&weights == &storage ? std::move(storage) : weights);
        }
        return withHeads; // incomplete only when no longer wanted, and then never shown
    });
}

void HeadsView::drawHeads(std::shared_ptr<const AttentionResult> shown)
{
    mResult = std::move(shown);
    const AttentionResult &result = *mResult;
    const int heads = std::min(result.headCount(), kMaxMaps);
    // Every head's weights come from the same place: said once above the maps, where on each
    // small map the badge took three lines of the 300 px a map has at 20 pt.
    const QString source = QStringLiteral("<i style=\"color:%1\">%2</i><br>")
                               .arg(weightsSourceTone(result).name(), messageText(weightsSourceText(result)).toHtmlEscaped());
    mMessage->setText(source
                      + (heads < result.headCount()
                             ? tr("The first %1 of %2 heads and the mean of all; click a head to show it as the main alignment map.")
                                   .arg(heads)
                                   .arg(result.headCount())
                             : tr("Click a head to show it as the main alignment map.")));
    for (HeatmapView *map : mViews) {
        mGrid->removeWidget(map);
        map->hide();
    }
    const int count = heads + 1;
    const int columns = std::max(2, static_cast<int>(std::ceil(std::sqrt(double(count)))));
    // A short grid's gaps end its first row, so that every column's last map is in the last row,
    // which alone names the keys: the rows above give that room to their cells.
    const int rows = (count + columns - 1) / columns;
    const int firstRow = count - (rows - 1) * columns;
    const auto placeOf = [&](int i) {
        return i < firstRow ? QPoint(i, 0) : QPoint((i - firstRow) % columns, 1 + (i - firstRow) / columns);
    };
    QList<AlignedMaps::Place> places;
    for (int i = 0; i < count; ++i) {
        HeatmapView *map = view(i);
        const int head = i < heads ? i : -1;
        showAlignment(*map, mResult, AlignmentMatrix::Weights, mColorMap, head);
        map->setBadge(QString(), QColor()); // said above the grid
        map->setColorBar(i + 1 == count); // one colour bar for all: they share 0..1
        const bool chosen = head == mChosenHead;
        map->setTitle((head >= 0 ? tr("Head %1").arg(head + 1) : tr("Mean")) + (chosen ? tr(" (shown)") : QString()));
        const QPoint place = placeOf(i);
        mGrid->addWidget(map, place.y(), place.x());
        places.append({map, place.y(), place.x()});
        map->show();
    }
    mShown = count;
    mAligned->setMaps(places);
}

void HeadsView::showMessage(const QString &message)
{
    mJob->cancel();
    mSwitch->hide();
    mMessage->setText(message);
    for (HeatmapView *map : mViews)
        map->hide();
    mShown = 0;
}

std::vector<HeatmapView *> HeadsView::headViews() const
{
    return {mViews.begin(), mViews.begin() + mShown};
}

} // namespace attention
