#include "ui/teach/DecodingPanel.h"

#include "core/pipeline/RowSummaries.h"
#include "ui/plots/HeatmapView.h"
#include "ui/views/ResultPresentation.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QStyle>
#include <QVBoxLayout>

namespace attention {

DecodingPanel::DecodingPanel(QWidget *parent) : TeachingPanel(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *controls = new QHBoxLayout;
    // The style's icons: the font's pause sign (U+23F8) drew as an empty box.
    mPlay = new QPushButton(style()->standardIcon(QStyle::SP_MediaPlay), tr("Play"), this);
    mPlay->setObjectName(QStringLiteral("decodingPlay"));
    mPlay->setToolTip(tr("Let the decoder write one target word after another."));
    auto *next = new QPushButton(style()->standardIcon(QStyle::SP_MediaSkipForward), tr("Step"), this);
    next->setObjectName(QStringLiteral("decodingNext"));
    next->setToolTip(tr("Write the next target word."));
    auto *restart = new QPushButton(style()->standardIcon(QStyle::SP_MediaSkipBackward), tr("Restart"), this);
    mSlider = new QSlider(Qt::Horizontal, this);
    mSlider->setObjectName(QStringLiteral("decodingStep"));
    mSlider->setToolTip(tr("Which target word the decoder is writing."));
    mCaption = new QLabel(this);
    mCaption->setWordWrap(true);
    controls->addWidget(restart);
    controls->addWidget(mPlay);
    controls->addWidget(next);
    controls->addWidget(mSlider, 1);
    layout->addLayout(controls);
    layout->addWidget(mCaption);
    mMap = new HeatmapView(this);
    mMap->setObjectName(QStringLiteral("decodingHeatmap"));
    mContext = new HeatmapView(this);
    mContext->setObjectName(QStringLiteral("decodingContext"));
    layout->addWidget(mMap, 3);
    layout->addWidget(mContext, 1);
    mTimer.setInterval(900);
    connect(&mTimer, &QTimer::timeout, this, [this] {
        if (mResult && mStep + 1 < mResult->queryCount())
            setStep(mStep + 1);
        else
            mPlay->click(); // pause at the last word
    });
    connect(mPlay, &QPushButton::clicked, this, [this] {
        if (mTimer.isActive()) {
            mTimer.stop();
        } else {
            if (mResult && mStep + 1 >= mResult->queryCount())
                setStep(0);
            mTimer.start();
        }
        mPlay->setText(mTimer.isActive() ? tr("Pause") : tr("Play"));
        mPlay->setIcon(style()->standardIcon(mTimer.isActive() ? QStyle::SP_MediaPause : QStyle::SP_MediaPlay));
    });
    connect(next, &QPushButton::clicked, this, [this] { setStep(mStep + 1); });
    connect(restart, &QPushButton::clicked, this, [this] { setStep(0); });
    connect(mSlider, &QSlider::valueChanged, this, &DecodingPanel::setStep);
}

void DecodingPanel::showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result)
{
    // Another sentence starts again at its first word; the same one (a colour, a setting) keeps
    // the step the class is on.
    const bool otherWords = !mResult || !result || tokenLabels(mResult->queryTokens) != tokenLabels(result->queryTokens);
    mResult = std::move(result);
    mColors = state.colorMap;
    if (otherWords) {
        mStep = 0;
        if (mTimer.isActive())
            mPlay->click();
    }
    if (mResult)
        mSlider->setRange(0, std::max(mResult->queryCount() - 1, 0));
    render();
}

void DecodingPanel::setStep(int step)
{
    const int last = mResult ? mResult->queryCount() - 1 : 0;
    mStep = std::clamp(step, 0, std::max(last, 0));
    const QSignalBlocker blocker(mSlider);
    mSlider->setValue(mStep);
    render();
}

void DecodingPanel::render()
{
    if (!mResult || mResult->queryCount() == 0) {
        mCaption->setText(tr("Nothing to decode."));
        return;
    }
    const AttentionResult &r = *mResult;
    mStep = std::min(mStep, r.queryCount() - 1);
    // Words not written yet are hidden: their rows are blocked and their labels blank.
    Mask hidden = r.mask;
    QStringList rows = tokenLabels(r.queryTokens);
    for (int i = mStep + 1; i < r.queryCount(); ++i) {
        hidden.row(i).setConstant(true);
        rows[i] = QStringLiteral("\u00B7");
    }
    mMap->setColorMap(mColors);
    mMap->setValueRange(0, 1);
    mMap->setMatrix(r.weights, hidden);
    mMap->setRowLabels(rows);
    mMap->setRowLabelReserve(tokenLabels(r.queryTokens)); // blank labels of words not written yet keep their width
    mMap->setColumnLabels(tokenLabels(r.keyTokens));
    mMap->setTitle(tr("Decoding step %1 of %2: writing \u201C%3\u201D").arg(mStep + 1).arg(r.queryCount()).arg(rows[mStep]));
    mMap->setHighlightedRow(mStep);
    std::vector<int> argmax(static_cast<std::size_t>(mStep + 1));
    for (int i = 0; i <= mStep; ++i)
        argmax[static_cast<std::size_t>(i)] = r.rows[static_cast<std::size_t>(i)].markedArgmax;
    mMap->setArgmax(argmax);
    mContext->setColorMap(ColorMapId::RedBlue);
    mContext->setAutomaticRange();
    mContext->setMatrix(r.context.row(mStep));
    mContext->setRowLabels({rows[mStep]});
    mContext->setColumnLabels(dimensionLabels(r.context.cols()));
    mContext->setTitle(tr("Context vector of step %1 = weights \u00D7 V").arg(mStep + 1));
    mCaption->setText(tr("The decoder writes the target one word at a time. At each step it attends over the source "
                         "and mixes the values into this step's context vector; later words are not written yet."));
}

} // namespace attention
