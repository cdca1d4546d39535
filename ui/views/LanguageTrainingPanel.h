#pragma once

#include "core/training/DecoderTrainer.h"
#include "ui/formats/DecoderModelJson.h"

#include <QElapsedTimer>
#include <QWidget>

#include <memory>
#include <vector>

class QComboBox;
class QLabel;
class QProgressBar;
class QPushButton;

namespace attention {

class LineChartView;
template <typename Result> class LatestJob;

/**
 * Trains a language model for the Generate tab off the window's thread, as the Train tab does
 * for encoder-decoders: a task, Train/Pause, Reset, a progress bar up to kStepsToTrain, and
 * curves of the loss, what the task measures and the named head's attention. Every chunk
 * of steps hands the model, as it is then, to modelTrained(), so the tab can show
 * its heads specialise. The curves are a separate widget, for the tab to place.
 */
class LanguageTrainingPanel : public QWidget
{
    Q_OBJECT

public:
    explicit LanguageTrainingPanel(QWidget *parent = nullptr);
    ~LanguageTrainingPanel() override;

    LineChartView *curves() const { return mCurves; }
    void train();
    void pause();
    /** A fresh model of the chosen task, untrained, delivered at once. */
    void reset();
    bool isTraining() const { return mTraining; }
    /** A chunk of training, or the evaluation of a fresh model, is running in the background. */
    bool isBusy() const;
    /** Steps of the model last delivered (the worker may be a few further). */
    long steps() const { return mShown.steps; }
    /** Training stops by itself here: as long as the bundled grammar model trained; with seed 7
     *  the induction circuit has formed by step 2,300 (copying 99 %). */
    static constexpr long kStepsToTrain = 4000;

signals:
    void modelTrained(const attention::LanguageModelFile &file);

private:
    struct Snapshot
    {
        long steps = 0;
        training::LanguageEvaluation evaluation;
        double grammatical = 0;
        std::shared_ptr<const generation::DecoderModel> model;
    };

    /** The model as it is now, evaluated (and, for grammar, its sentences sampled). */
    static Snapshot snapshotOf(const training::DecoderTrainer &trainer);
    static constexpr int kStepsPerChunk = 10; // between two redraws
    void runChunk(int steps = kStepsPerChunk);
    void show(const Snapshot &snapshot);
    training::LanguageTaskKind task() const;

    QComboBox *mTask = nullptr;
    QPushButton *mTrainButton = nullptr;
    QProgressBar *mProgress = nullptr;
    QLabel *mStatus = nullptr;
    LineChartView *mCurves = nullptr;
    /** Only the worker steps it; a reset makes a new one and the old lives until its chunk ends. */
    std::shared_ptr<training::DecoderTrainer> mTrainer;
    std::unique_ptr<LatestJob<Snapshot>> mJob;
    bool mTraining = false;
    Snapshot mShown;
    QElapsedTimer mClock;
    double mSecondsBefore = 0; // trained before the last pause
    std::vector<double> mSteps, mLoss, mMeasure, mHeadScore;
};

} // namespace attention
