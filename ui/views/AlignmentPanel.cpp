#include "ui/views/AlignmentPanel.h"

#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/AttentionResult.h"
#include "core/teaching/AlignmentMeasures.h"
#include "ui/plots/DistributionView.h"
#include "ui/plots/HeatmapView.h"
#include "ui/widgets/ElidingComboBox.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QSplitter>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace attention {

AlignmentPanel::AlignmentPanel(QWidget *parent) : QWidget(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *bar = new QHBoxLayout;
    mMatrixChoice = new ElidingComboBox(this); // its size hint follows the font (F5 on 3840 px: 2 px short)
    mMatrixChoice->setObjectName(QStringLiteral("matrixCombo"));
    mMatrixChoice->addItem(tr("Weights (after softmax)"), static_cast<int>(AlignmentMatrix::Weights));
    mMatrixChoice->addItem(tr("Scores (before softmax)"), static_cast<int>(AlignmentMatrix::Scores));
    mMatrixChoice->addItem(tr("Scores \u00F7 temperature"), static_cast<int>(AlignmentMatrix::Logits));
    mMatrixChoice->setToolTip(tr("Which matrix the map shows: the weights, or the scores they were computed from."));
    // As wide as its longest choice: 16 characters' room cut "Gewichte (nach Softmax)" at F5.
    mMatrixChoice->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    auto *showLabel = new QLabel(tr("S&how"), this);
    showLabel->setBuddy(mMatrixChoice);
    bar->addWidget(showLabel);
    bar->addWidget(mMatrixChoice);
    auto *hint = new QLabel(this);
    hint->setObjectName(QStringLiteral("alignmentHint"));
    hint->setWordWrap(true);
    const auto explain = [this, hint] { // the squares are drawn on weights only
        hint->setText(shownMatrix() == AlignmentMatrix::Weights ? tr("Hover a cell for its numbers; click a row for its distribution. "
                                                                     "Orange squares mark each row's strongest key, where one stands out.")
                                                                : tr("Hover a cell for its numbers; click a row for its distribution."));
    };
    bar->addStretch(1);
    layout->addLayout(bar);
    layout->addWidget(hint); // a row of its own: beside the choice it took 4 lines at 20 pt
    mGold = new QLabel(this);
    mGold->setObjectName(QStringLiteral("goldAccuracy"));
    QFont bold = mGold->font();
    bold.setBold(true);
    mGold->setFont(bold);
    mGold->hide();
    layout->addWidget(mGold);

    mStack = new QStackedWidget(this);
    mMessage = new QLabel(mStack);
    mMessage->setObjectName(QStringLiteral("alignmentMessage"));
    mMessage->setAlignment(Qt::AlignCenter);
    mMessage->setWordWrap(true);
    QFont big = mMessage->font();
    big.setPointSizeF(big.pointSizeF() * 1.4);
    mMessage->setFont(big);

    auto *splitter = new QSplitter(Qt::Horizontal, mStack);
    mHeatmap = new HeatmapView(splitter);
    mHeatmap->setObjectName(QStringLiteral("alignmentHeatmap"));
    mDistribution = new DistributionView(splitter);
    mDistribution->setObjectName(QStringLiteral("rowDistribution"));
    splitter->addWidget(mHeatmap);
    splitter->addWidget(mDistribution);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    splitter->setSizes({750, 250});
    mStack->addWidget(splitter);
    mStack->addWidget(mMessage);
    layout->addWidget(mStack, 1);

    mHeatmap->setHoverTextProvider([this](int row, int column) { return mResult ? cellDetails(*mResult, row, column, mHead) : QString(); });
    connect(mHeatmap, &HeatmapView::cellClicked, this, [this](int row, int) { selectRow(row); });
    connect(mMatrixChoice, qOverload<int>(&QComboBox::currentIndexChanged), this, &AlignmentPanel::redraw);
    connect(mMatrixChoice, qOverload<int>(&QComboBox::currentIndexChanged), this, explain);
    explain();
}

void AlignmentPanel::showResult(std::shared_ptr<const AttentionResult> result, ColorMapId colorMap, int head,
                                const std::vector<std::pair<int, int>> &goldAlignment)
{
    const auto accuracy = result && result->config.mode == AttentionMode::Cross ? alignmentAccuracy(*result, goldAlignment) : std::nullopt;
    mGold->setVisible(accuracy.has_value());
    if (accuracy) {
        const double share = accuracy.value_or(0); // (value_or: GCC 12 at -O1 thinks *accuracy may be unset)
        const int total = static_cast<int>(goldAlignment.size());
        mGold->setText(tr("The strongest key is the true source for %1 of %2 target tokens (%3 %)")
                           .arg(static_cast<int>(std::lround(share * total)))
                           .arg(total)
                           .arg(std::lround(share * 100)));
    }
    mResult = std::move(result);
    mColorMap = colorMap;
    mHead = mResult && head < mResult->headCount() ? head : -1;
    if (mResult && (mSelectedRow < 0 || mSelectedRow >= mResult->queryCount()))
        mSelectedRow = 0; // a distribution is always on show: the first query's until a row is clicked
    redraw();
}

QString AlignmentPanel::goldAccuracyText() const
{
    return mGold->isVisible() ? mGold->text() : QString();
}

void AlignmentPanel::showMessage(const QString &message)
{
    mResult.reset();
    mMessage->setText(message);
    mStack->setCurrentWidget(mMessage);
}

AlignmentMatrix AlignmentPanel::shownMatrix() const
{
    return static_cast<AlignmentMatrix>(mMatrixChoice->currentData().toInt());
}

void AlignmentPanel::selectRow(int row)
{
    mSelectedRow = row;
    mHeatmap->setHighlightedRow(row);
    updateDistribution();
}

void AlignmentPanel::redraw()
{
    if (!mResult)
        return;
    mStack->setCurrentIndex(0);
    const auto which = static_cast<AlignmentMatrix>(mMatrixChoice->currentData().toInt());
    showAlignment(*mHeatmap, mResult, which, mColorMap, mHead);
    mHeatmap->setHighlightedRow(mSelectedRow);
    updateDistribution();
}

void AlignmentPanel::updateDistribution()
{
    if (!mResult || mSelectedRow < 0 || mSelectedRow >= mResult->queryCount()) {
        mDistribution->clear(tr("Click a row of the map"));
        return;
    }
    const RowVector w = mHead >= 0 ? headWeightsRowOf(*mResult, mHead, mSelectedRow) : RowVector(mResult->weights.row(mSelectedRow));
    std::vector<double> weights;
    std::vector<bool> blocked;
    for (int j = 0; j < mResult->keyCount(); ++j) {
        weights.push_back(w(j));
        blocked.push_back(mResult->mask(mSelectedRow, j));
    }
    const int argmax = argmaxOfRow(w, mResult->mask.row(mSelectedRow), 0);
    const QString query = tokenText(mResult->queryTokens[static_cast<std::size_t>(mSelectedRow)]);
    mDistribution->setDistribution(tr("Where \u201C%1\u201D looks").arg(query), tokenLabels(mResult->keyTokens), weights, blocked, argmax);
}

} // namespace attention
