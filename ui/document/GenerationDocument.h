#pragma once

#include "core/generation/GenerationSession.h"
#include "core/models/LoadedModel.h"
#include "ui/formats/DecoderModelJson.h"

#include <QObject>
#include <QStringList>
#include <QTimer>

#include <map>
#include <memory>

namespace attention {

class LanguageTrainingRun;

/**
 * What the Generate tab plays: the language model chosen (bundled, opened from a file, trained
 * here, or a real decoder the lesson opened: GPT-2, Llama, Qwen2), the prompt, the decoding options and the session writing one token at a
 * time, stepped or played at a pace a class can follow. The tab only shows it, so a window drawn anew (another language) takes it over as
 * it is. Every change of prompt, model or option restarts the session from the prompt; the lesson's undo stack does not see it (nothing
 * here is part of a lesson file).
 */
class GenerationDocument : public QObject
{
    Q_OBJECT

public:
    /** The origin of the model trained here; other origins are a bundled model's resource or a file's path. */
    static const QString kTrainedHere;
    /** The models that come with the app, in the order of the choices. */
    static constexpr int kBundledModels = 2;
    static constexpr int kPlayIntervalMs = 700; // a step a class can follow

    explicit GenerationDocument(QObject *parent = nullptr);
    ~GenerationDocument() override;

    /** The models one can choose: the bundled ones (0 induction, 1 grammar), then the files
     *  opened and the model trained here, by origin. */
    const QStringList &origins() const { return mOrigins; }
    int currentChoice() const { return int(mOrigins.indexOf(mOrigin)); }
    /** Plays the choice at `index`; a bundled model comes with the prompt that shows what it learned. */
    Outcome<void> choose(int index);
    /** Plays a model file (made by train --task induction|grammar --model FILE); nothing changes when it cannot be read. */
    Outcome<void> openModel(const QString &path);
    /** The training run's latest model: played as it learns (a fresh run starts on its task's prompt). */
    void useTrainedModel(const LanguageModelFile &file);
    /** A real decoder-only model (its `language` set), opened from `folder`: a choice of its own,
     *  played at once from `prompt` (the lesson's text), which its tokenizer reads as typed. */
    void useRealModel(std::shared_ptr<const models::LoadedModel> model, const QString &folder, const QString &prompt);
    /** The real model played, or null for the small models. */
    const models::LoadedModel *realModel() const;
    /** Whether an origin of origins() is a real model's folder. */
    bool isRealModel(const QString &origin) const { return mRealModels.count(origin) > 0; }
    LanguageTrainingRun *training() const { return mTraining; }

    QString prompt() const { return mPrompt; }
    void setPrompt(const QString &prompt);
    generation::GenerationOptions options() const { return mOptions; }
    void setOptions(const generation::GenerationOptions &options);
    /** Play stops after writing this many tokens (the options' maxNewTokens); the session goes on. */
    void setNewTokens(int count) { mOptions.maxNewTokens = count; }

    void step();
    /** The text as it was a step before: the session replayed from the prompt (the seed draws the same). */
    void stepBack();
    void play();
    void pause();
    /** Back to the prompt: the cache holds the prompt's keys and values only. */
    void restart();
    bool isPlaying() const { return mTimer.isActive(); }

    /** Why the session may not step, or that it may. */
    enum class State { NoModel, NoPrompt, UnknownWord, NotStarted, ContextFull, Ready };
    State state() const;
    /** The prompt's first word the model does not know (State::UnknownWord). */
    QString unknownWord() const { return mUnknownWord; }

    /** Null while the prompt is empty or has a word the model does not know. */
    const generation::GenerationSession *session() const { return mSession.get(); }
    /** The small model played (an empty file while a real model plays). */
    const LanguageModelFile &modelFile() const { return mFile; }
    /** The sizes of the model played. */
    generation::DecoderSizes sizes() const;
    /** What a token id stands for: a small model's word, a real model's token text ("␣cat"). */
    QString tokenText(int id) const;
    /** The training run's latest model, played or not. */
    const LanguageModelFile &trainedModelFile() const { return mTrainedFile; }
    /** The small model played, or null while a real model plays. */
    const generation::DecoderModel *model() const { return mModel.get(); }
    bool hasModel() const { return mModel || realModel(); }
    /** The model shown is the one training here: its curves stand in for what is not written yet. */
    bool showsTraining() const { return mOrigin == kTrainedHere; }
    /** The head (0-based) the model's training named as doing its task's job; layer -1 when none. */
    struct NamedHead
    {
        int layer = -1, head = -1;
        bool agreement = false; // the grammar model's agreement head; else the induction head
    };
    NamedHead namedHead() const;

signals:
    /** Another model, or the trained one anew; chooseHead: show the head its training named. */
    void modelChanged(bool chooseHead);
    /** The session restarted or wrote a token. */
    void sessionChanged();
    void playingChanged(bool playing);

private:
    void useModel(LanguageModelFile file, const QString &origin, bool chooseHead);
    /** The model just set (mModel or a real one at `origin`) becomes the one played, from the prompt. */
    void playModel(const QString &origin, int vocab, bool chooseHead);

    QStringList mOrigins;
    QString mOrigin;
    LanguageModelFile mFile;
    LanguageModelFile mTrainedFile; // the latest model of the training run
    std::shared_ptr<const generation::DecoderModel> mModel;
    std::map<QString, std::shared_ptr<const models::LoadedModel>> mRealModels; // by folder
    std::unique_ptr<generation::GenerationSession> mSession;
    QString mPrompt;
    QString mUnknownWord;
    generation::GenerationOptions mOptions;
    QTimer mTimer;
    LanguageTrainingRun *mTraining = nullptr;
};

} // namespace attention
