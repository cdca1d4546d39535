#include "HeatmapView.h"
#include "ResultPresentation.h"
#include "TeachingPanels.h"
#include "core/AttentionPipeline.h"

#include <QComboBox>
#include <QGridLayout>
#include <QLabel>

namespace attention {

namespace {

/** A preset: what changes between the left (A) and the right (B) map. */
struct Preset
{
    const char *name;
    void (*left)(AttentionConfig &);
    void (*right)(AttentionConfig &);
};

const Preset kPresets[] = {
    {"Dot product vs scaled dot product", [](AttentionConfig &c) { c.score = ScoreFunction::Dot; },
     [](AttentionConfig &c) { c.score = ScoreFunction::ScaledDot; }},
    {"Additive (Bahdanau) vs Luong general", [](AttentionConfig &c) { c.score = ScoreFunction::Additive; },
     [](AttentionConfig &c) { c.score = ScoreFunction::General; }},
    {"Positional encoding on vs off", [](AttentionConfig &c) { c.positionalEncoding = true; },
     [](AttentionConfig &c) { c.positionalEncoding = false; }},
    {"Lexicon vs random embeddings", [](AttentionConfig &c) { c.embeddings = EmbeddingKind::Lexicon; },
     [](AttentionConfig &c) { c.embeddings = EmbeddingKind::Random; }},
    {"The lesson's settings vs temperature \u00D7 4", [](AttentionConfig &) {},
     [](AttentionConfig &c) { c.temperature *= 4; }},
};

QString describe(const AttentionConfig &c)
{
    const auto name = scoreFunctionName(c.score);
    return QStringLiteral("%1, %2, %3 embeddings, T = %4")
        .arg(QString::fromUtf8(name.data(), static_cast<qsizetype>(name.size())))
        .arg(c.positionalEncoding ? ComparePanel::tr("with positions") : ComparePanel::tr("no positions"))
        .arg(c.embeddings == EmbeddingKind::Lexicon ? ComparePanel::tr("lexicon") : ComparePanel::tr("random"))
        .arg(c.temperature);
}

} // namespace

ComparePanel::ComparePanel(QWidget *parent) : TeachingPanel(parent)
{
    auto *layout = new QGridLayout(this);
    mPreset = new QComboBox(this);
    mPreset->setObjectName(QStringLiteral("comparePreset"));
    for (const Preset &preset : kPresets)
        mPreset->addItem(tr(preset.name));
    mPreset->setToolTip(tr("Which two configurations to put side by side on the same sentences."));
    mMessage = new QLabel(this);
    mMessage->setWordWrap(true);
    mLeft = new HeatmapView(this);
    mLeft->setObjectName(QStringLiteral("compareLeft"));
    mRight = new HeatmapView(this);
    mRight->setObjectName(QStringLiteral("compareRight"));
    mDifference = new HeatmapView(this);
    mDifference->setObjectName(QStringLiteral("compareDifference"));
    layout->addWidget(new QLabel(tr("Compare"), this), 0, 0);
    layout->addWidget(mPreset, 0, 1);
    layout->addWidget(mMessage, 0, 2);
    layout->addWidget(mLeft, 1, 0, 1, 2);
    layout->addWidget(mRight, 1, 2);
    layout->addWidget(mDifference, 1, 3);
    for (int column = 0; column < 4; ++column)
        layout->setColumnStretch(column, column == 0 ? 0 : 1);
    layout->setRowStretch(1, 1);
    connect(mPreset, qOverload<int>(&QComboBox::currentIndexChanged), this, &ComparePanel::recompute);
}

void ComparePanel::showResult(const LessonState &state, std::shared_ptr<const AttentionResult>)
{
    mState = state;
    recompute();
}

void ComparePanel::choosePreset(int preset) { mPreset->setCurrentIndex(preset); }

void ComparePanel::recompute()
{
    const Preset &preset = kPresets[std::clamp(mPreset->currentIndex(), 0, int(std::size(kPresets)) - 1)];
    Lesson a = mState.lesson, b = mState.lesson;
    preset.left(a.config);
    preset.right(b.config);
    if (estimatedWork(a) + estimatedWork(b) > 5e7) {
        mMessage->setText(tr("This lesson is too large to compare live: shorten the sentences or lower d_model."));
        return;
    }
    const auto left = computeAttention(a);
    const auto right = computeAttention(b);
    if (!left || !right) {
        mMessage->setText(QString::fromStdString(left ? right.error() : left.error()));
        return;
    }
    mMessage->setText(tr("Same sentences and seed; only the setting named on the left changes."));
    showAlignment(*mLeft, *left, AlignmentMatrix::Weights, mState.colorMap);
    showAlignment(*mRight, *right, AlignmentMatrix::Weights, mState.colorMap);
    mLeft->setTitle(tr("A: %1").arg(describe(a.config)));
    mRight->setTitle(tr("B: %1").arg(describe(b.config)));
    const Matrix difference = left->weights - right->weights;
    mDifference->setColorMap(ColorMapId::RedBlue);
    const double extent = std::max(difference.cwiseAbs().maxCoeff(), Scalar(1e-6));
    mDifference->setValueRange(-extent, extent);
    mDifference->setMatrix(difference, left->mask || right->mask);
    mDifference->setRowLabels(tokenLabels(left->queryTokens));
    mDifference->setColumnLabels(tokenLabels(left->keyTokens));
    mDifference->setTitle(tr("A \u2212 B (red: A attends more)"));
}

} // namespace attention
