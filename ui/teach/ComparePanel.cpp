#include "ui/teach/ComparePanel.h"
#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/Budget.h"
#include "ui/formats/MessageText.h"
#include "ui/plots/AlignedMaps.h"
#include "ui/plots/HeatmapView.h"
#include "ui/views/ResultPresentation.h"
#include "ui/widgets/ElidingComboBox.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace attention {

namespace {

/** A preset: what changes between the left (A) and the right (B) map. */
struct Preset
{
    const char *name;
    const char *leftName; // short: the maps' titles must fit three side by side
    const char *rightName;
    void (*left)(AttentionConfig &);
    void (*right)(AttentionConfig &);
};

const Preset kPresets[] = {
    {QT_TRANSLATE_NOOP("attention::ComparePanel", "Dot product vs scaled dot product"),
     QT_TRANSLATE_NOOP("attention::ComparePanel", "dot product"), QT_TRANSLATE_NOOP("attention::ComparePanel", "scaled dot product"),
     [](AttentionConfig &c) { c.score = ScoreFunction::Dot; }, [](AttentionConfig &c) { c.score = ScoreFunction::ScaledDot; }},
    {QT_TRANSLATE_NOOP("attention::ComparePanel", "Additive (Bahdanau) vs Luong general"),
     QT_TRANSLATE_NOOP("attention::ComparePanel", "additive"), QT_TRANSLATE_NOOP("attention::ComparePanel", "Luong general"),
     [](AttentionConfig &c) { c.score = ScoreFunction::Additive; }, [](AttentionConfig &c) { c.score = ScoreFunction::General; }},
    {QT_TRANSLATE_NOOP("attention::ComparePanel", "Positional encoding on vs off"),
     QT_TRANSLATE_NOOP("attention::ComparePanel", "with positions"), QT_TRANSLATE_NOOP("attention::ComparePanel", "no positions"),
     [](AttentionConfig &c) { c.positionalEncoding = true; }, [](AttentionConfig &c) { c.positionalEncoding = false; }},
    {QT_TRANSLATE_NOOP("attention::ComparePanel", "Lexicon (identity projections) vs an untrained network"),
     QT_TRANSLATE_NOOP("attention::ComparePanel", "lexicon"), QT_TRANSLATE_NOOP("attention::ComparePanel", "untrained"),
     [](AttentionConfig &c) {
         c.embeddings = EmbeddingKind::Lexicon; // identity projections keep what the lexicon shares
         c.projections = ProjectionKind::Identity;
     },
     [](AttentionConfig &c) {
         c.embeddings = EmbeddingKind::Random;
         c.projections = ProjectionKind::Random;
     }},
    {QT_TRANSLATE_NOOP("attention::ComparePanel", "The lesson's settings vs temperature \u00D7 4"),
     QT_TRANSLATE_NOOP("attention::ComparePanel", "as set"), QT_TRANSLATE_NOOP("attention::ComparePanel", "temperature \u00D7 4"),
     [](AttentionConfig &) {}, [](AttentionConfig &c) { c.temperature *= 4; }},
};

} // namespace

ComparePanel::ComparePanel(QWidget *parent) : TeachingPanel(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *controls = new QHBoxLayout;
    mPreset = new ElidingComboBox(this);
    mPreset->setObjectName(QStringLiteral("comparePreset"));
    for (const Preset &preset : kPresets)
        mPreset->addItem(tr(preset.name));
    mPreset->setToolTip(tr("Which two configurations to put side by side on the same sentences."));
    // A long translated choice must not widen the panel past the window (it did at F5 in German).
    mPreset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mPreset->setMinimumContentsLength(24);
    mMessage = new QLabel(this);
    mMessage->setWordWrap(true);
    auto *compareLabel = new QLabel(tr("C&ompare"), this);
    compareLabel->setBuddy(mPreset);
    controls->addWidget(compareLabel);
    controls->addWidget(mPreset);
    controls->addStretch(1);
    layout->addLayout(controls);
    layout->addWidget(mMessage); // under the choice: beside it, a translated sentence was squeezed into a column
    auto *maps = new QHBoxLayout;
    mLeft = new HeatmapView(this);
    mLeft->setObjectName(QStringLiteral("compareLeft"));
    mRight = new HeatmapView(this);
    mRight->setObjectName(QStringLiteral("compareRight"));
    mDifference = new HeatmapView(this);
    mDifference->setObjectName(QStringLiteral("compareDifference"));
    // A and B share their 0..1 scale, so B's colour bar serves both, and their rows, so A's
    // words name them for all three: at F5 on 1280x800 B's map was 95 px wide, now 175 as A's.
    mLeft->setColorBar(false);
    for (HeatmapView *map : {mLeft, mRight, mDifference}) {
        maps->addWidget(map, 1);
        map->setHoverTextProvider([this](int row, int column) { return cellText(row, column); });
    }
    (new AlignedMaps(this))->setMaps({{mLeft, 0, 0}, {mRight, 0, 1}, {mDifference, 0, 2}});
    layout->addLayout(maps, 1);
    connect(mPreset, qOverload<int>(&QComboBox::currentIndexChanged), this, &ComparePanel::recompute);
}

void ComparePanel::showResult(const LessonState &state, std::shared_ptr<const AttentionResult>)
{
    mState = state;
    recompute();
}

void ComparePanel::choosePreset(int preset)
{
    mPreset->setCurrentIndex(preset);
}

void ComparePanel::recompute()
{
    const Preset &preset = kPresets[std::clamp(mPreset->currentIndex(), 0, int(std::size(kPresets)) - 1)];
    Lesson a = mState.lesson, b = mState.lesson;
    a.model.reset(); // settings are compared, so a trained model (which ignores them) is left out
    b.model.reset();
    preset.left(a.config);
    preset.right(b.config);
    if (lessonCost(a, HeadWeights::Keep).work + lessonCost(b, HeadWeights::Keep).work > 5e7) {
        mMessage->setText(tr("This lesson is too large to compare live: shorten the sentences or lower d_model."));
        return;
    }
    auto left = computeAttention(a);
    auto right = computeAttention(b);
    if (!left || !right) {
        mMessage->setText(messageText(left ? right.problem() : left.problem()));
        return;
    }
    mA = std::make_shared<const AttentionResult>(std::move(left.value()));
    mB = std::make_shared<const AttentionResult>(std::move(right.value()));
    mMessage->setText(mState.lesson.model ? tr("The lesson's own settings, not its trained model: only the setting named on "
                                               "the left changes.")
                                          : tr("Same sentences and seed; only the setting named on the left changes."));
    showAlignment(*mLeft, mA, AlignmentMatrix::Weights, mState.colorMap);
    showAlignment(*mRight, mB, AlignmentMatrix::Weights, mState.colorMap);
    mLeft->setTitle(tr("A: %1").arg(tr(preset.leftName)));
    mRight->setTitle(tr("B: %1").arg(tr(preset.rightName)));
    const Matrix difference = mA->weights - mB->weights;
    mDifference->setColorMap(ColorMapId::RedBlue);
    const double extent = std::max(difference.cwiseAbs().maxCoeff(), Scalar(1e-6));
    mDifference->setValueRange(-extent, extent);
    mDifference->setMatrix(difference, mA->mask || mB->mask);
    mDifference->setRowLabels(tokenLabels(mA->queryTokens));
    mDifference->setColumnLabels(tokenLabels(mA->keyTokens));
    mDifference->setTitle(tr("A \u2212 B (red: A more)"));
}

/** The words of a cell and its weight in A and B: only A names the rows on screen. */
QString ComparePanel::cellText(int row, int column) const
{
    if (!mA || !mB || row >= mA->weights.rows() || column >= mA->weights.cols())
        return QString();
    const double a = mA->weights(row, column), b = mB->weights(row, column);
    return tr("%1 \u2192 %2\nA: %3\nB: %4\nA \u2212 B: %5")
        .arg(tokenLabels(mA->queryTokens).value(row), tokenLabels(mA->keyTokens).value(column), numberText(a), numberText(b),
             numberText(a - b));
}

} // namespace attention
