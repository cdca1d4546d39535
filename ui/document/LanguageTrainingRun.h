#pragma once

#include "core/training/DecoderTrainer.h"
#include "ui/formats/DecoderModelJson.h"
#include "ui/formats/LanguageTrainingSummary.h"

#include <QElapsedTimer>
#include <QObject>

#include <memory>
#include <vector>

namespace attention {

template <typename Result> class LatestJob;

/**
 * Trains a language model for the Generate tab off the window's thread, a chunk of steps at a
 * time: after each chunk the model as it is then is evaluated (for grammar, its sentences
 * sampled), kept in the curves and handed to modelTrained(), so the tab can show its heads
 * specialise. Stops by itself at kStepsToTrain.
 */
class LanguageTrainingRun : public QObject
{
    Q_OBJECT

public:
    /** Training stops by itself here: as long as the bundled grammar model trained; with seed 7
     *  the induction circuit has formed by step 2,300 (copying 99 %). */
    static constexpr long kStepsToTrain = 4000;

    explicit LanguageTrainingRun(QObject *parent = nullptr);
    ~LanguageTrainingRun() override;

    training::LanguageTaskKind task() const { return mTask; }
    /** Another task: a fresh model of it (reset()). */
    void setTask(training::LanguageTaskKind task);
    void train();
    void pause();
    /** A fresh model of the task, untrained, evaluated off the window's thread and then delivered. */
    void reset();
    bool isTraining() const { return mTraining; }
    /** A chunk of training, or the evaluation of a fresh model, is running in the background. */
    bool isBusy() const;
    /** Nothing delivered yet (no reset or train so far). */
    bool isEmpty() const { return !mTrainer; }

    /** The model as last delivered, and what it measured. */
    struct Progress
    {
        long steps = 0;
        training::LanguageEvaluation evaluation;
        double grammatical = 0; // grammar: the share of sampled sentences that agree
        std::shared_ptr<const generation::DecoderModel> model;
        /** What the task measures: grammatical sentences or copied letters. */
        double measure(training::LanguageTaskKind task) const;
    };
    const Progress &shown() const { return mShown; }
    /** Steps of the model last delivered (the worker may be a few further). */
    long steps() const { return mShown.steps; }
    /** One entry per delivery since the last reset: the curves the tab draws. */
    struct Curves
    {
        std::vector<double> steps, loss, measure, headScore;
    };
    const Curves &curves() const { return mCurves; }

signals:
    /** A new delivery: shown(), curves() and the model. */
    void progressed();
    void trainingChanged(bool training);
    void modelTrained(const attention::LanguageModelFile &file);

private:
    static constexpr int kStepsPerChunk = 10; // between two redraws
    static Progress progressOf(const training::DecoderTrainer &trainer);
    void runChunk(int steps = kStepsPerChunk);
    void deliver(const Progress &progress);

    training::LanguageTaskKind mTask = training::LanguageTaskKind::Induction;
    /** Only the worker steps it; a reset makes a new one and the old lives until its chunk ends. */
    std::shared_ptr<training::DecoderTrainer> mTrainer;
    std::unique_ptr<LatestJob<Progress>> mJob;
    bool mTraining = false;
    Progress mShown;
    Curves mCurves;
    QElapsedTimer mClock;
    double mSecondsBefore = 0; // trained before the last pause
};

} // namespace attention
