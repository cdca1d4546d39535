#pragma once

#include "core/Outcome.h"
#include "core/Types.h"

#include <QPicture>
#include <QWidget>

#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QScrollArea;
class QSpinBox;

namespace attention {
namespace generation {
class GenerationSession;
struct GenerationOptions;
} // namespace generation
struct LanguageModelFile;

class AlignedMaps;
class GenerationDocument;
class HeatmapView;
class LanguageTrainingPanel;
class LineChartView;
class NextTokenCharts;

/**
 * The last chapter of the lesson: a language model writes one token at a time. The class sees
 * the text grow, the next-token distribution before and after temperature, top-k and top-p,
 * the causal attention map gaining a row per step, and the KV cache: the keys kept per layer,
 * the row added this step, and the multiply-adds the cache saved. It shows a GenerationDocument,
 * which owns the model, the session and the playing.
 */
class GenerateView : public QWidget
{
    Q_OBJECT

public:
    /** Shows `document`; without one, a document of its own. */
    explicit GenerateView(GenerationDocument *document = nullptr, QWidget *parent = nullptr);
    ~GenerateView() override;

    GenerationDocument &document() const { return *mDocument; }
    /** Plays a model file (made by train --task induction|grammar --model FILE); false and a message when it cannot be read. */
    bool openModel(const QString &path);
    /** The model choice at `index`: the bundled ones (0 induction, 1 grammar) from a prompt that
     *  shows what each learned, then any file opened and the model trained here. */
    void chooseModel(int index);
    LanguageTrainingPanel *trainingPanel() const { return mTraining; }

    /** The tab as it is: PNG, SVG or PDF of the text and the four charts at a size (0 x 0: as
     *  shown), or the attention map shown as CSV, JSON or NPY with its tokens (from the suffix). */
    Outcome<void> exportTo(const QString &path, QSize size, double scale);
    QImage renderImage(QSize size);
    const generation::GenerationSession *session() const;
    const LanguageModelFile &modelFile() const;
    enum class MapShows { Head, Rollout, Flow };
    void setMapShows(MapShows shows);
    /** With "Show every head" on: one small map per layer and head, row by row; empty otherwise. */
    std::vector<HeatmapView *> headMaps() const;

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    /** The controls' column: about 30 characters wide, or what its content needs. */
    void fitSideWidth();
    void buildControls();
    /** The document's model: its choice, its sizes, its heads. chooseHead: open on the head its
     *  training named (not while it trains: the user may be looking at another). */
    void showModel(bool chooseHead);
    /** The options as the controls set them, and the controls as the document's options are. */
    generation::GenerationOptions chosenOptions() const;
    void showOptions();
    QString statusText() const;
    void buildHeadsGrid();
    void showHeadsGrid(bool on);
    QPicture renderPicture(QSize size);
    void showSession();
    QString wordOf(int id) const;
    QStringList wordsOf(const std::vector<int> &ids) const;
    QStringList allWords() const;
    /** What the attention map shows now: one layer's head, or rollout or flow through every
     *  layer (Abnar & Zuidema 2020), with the name its numbers are exported under. */
    struct ShownMap
    {
        Matrix values;
        QString title, name;
    };
    ShownMap shownMap() const;

    GenerationDocument *mDocument = nullptr;
    int mShownLayers = 0, mShownHeads = 0; // the model's shape, which the heads grid takes
    bool mHeadsGridBuilt = false;
    bool mFollowNamedHead = true; // the map follows the head training names until the user picks one

    QScrollArea *mSide = nullptr;
    QComboBox *mModelChoice = nullptr;
    QLabel *mModelText = nullptr;
    QLineEdit *mPrompt = nullptr;
    QComboBox *mStrategy = nullptr;
    QDoubleSpinBox *mTemperature = nullptr;
    QSpinBox *mTopK = nullptr;
    QDoubleSpinBox *mTopP = nullptr;
    QSpinBox *mSeed = nullptr;
    QSpinBox *mNewTokens = nullptr;
    QComboBox *mMapShows = nullptr; // one head, or attention traced through every layer
    QSpinBox *mLayer = nullptr;
    QSpinBox *mHead = nullptr;
    QCheckBox *mAllHeads = nullptr;
    QComboBox *mCacheShows = nullptr; // keys or values
    QPushButton *mStepButton = nullptr;
    QPushButton *mPlayButton = nullptr;
    QLabel *mText = nullptr;
    QLabel *mStatus = nullptr;
    QLabel *mCacheText = nullptr;
    NextTokenCharts *mCharts = nullptr; // the next token's distribution, before and after the filters
    HeatmapView *mAttention = nullptr;
    HeatmapView *mKeys = nullptr;
    LanguageTrainingPanel *mTraining = nullptr;
    LineChartView *mTrainingCurves = nullptr; // in place of the distributions while nothing is written yet
    QWidget *mHeadsGrid = nullptr; // every layer and head at once, in place of the map and the cache
    std::vector<HeatmapView *> mHeadMaps; // [layer * heads + head]
    AlignedMaps *mAlignedHeads = nullptr; // the grid's words, once per row and column
};

} // namespace attention
