#include "ui/document/GenerationDocument.h"

#include "core/models/ModelGeneration.h"
#include "ui/document/LanguageTrainingRun.h"

#include <QRegularExpression>
#include <QSignalBlocker>

#include <algorithm>

namespace attention {

namespace {

/** The models bundled with the app, and a prompt that shows what each one learned. */
struct BundledModel
{
    const char *path;
    const char *prompt;
};
constexpr BundledModel kBundled[GenerationDocument::kBundledModels] = {{":/models/induction.json", "q x b m k z q x"},
                                                                       {":/models/grammar.json", "the dogs that the cat"}};

} // namespace

const QString GenerationDocument::kTrainedHere = QStringLiteral("trained-here");

GenerationDocument::GenerationDocument(QObject *parent) : QObject(parent), mTraining(new LanguageTrainingRun(this))
{
    for (const BundledModel &model : kBundled)
        mOrigins.append(QString::fromLatin1(model.path));
    mOptions.maxNewTokens = 12;
    mTimer.setInterval(kPlayIntervalMs);
    connect(&mTimer, &QTimer::timeout, this, [this] {
        if (state() != State::Ready || mSession->written() >= mOptions.maxNewTokens)
            pause();
        else
            step();
    });
    connect(mTraining, &LanguageTrainingRun::modelTrained, this, &GenerationDocument::useTrainedModel);
    const Outcome<void> bundled = choose(0);
    Q_ASSERT(bundled); // the bundled models are resources of the build
}

GenerationDocument::~GenerationDocument() = default;

Outcome<void> GenerationDocument::choose(int index)
{
    if (index < 0 || index >= mOrigins.size())
        return {};
    const QString origin = mOrigins[index];
    if (origin == kTrainedHere) {
        useModel(mTrainedFile, kTrainedHere, false);
        return {};
    }
    if (const auto real = mRealModels.find(origin); real != mRealModels.end()) {
        useRealModel(real->second, origin, mPrompt);
        return {};
    }
    if (index < kBundledModels)
        mPrompt = QString::fromLatin1(kBundled[index].prompt);
    return openModel(origin);
}

Outcome<void> GenerationDocument::openModel(const QString &path)
{
    auto file = readLanguageModelFile(path);
    if (!file)
        return file.problem();
    useModel(std::move(*file), path, true);
    return {};
}

void GenerationDocument::useTrainedModel(const LanguageModelFile &file)
{
    const bool fresh = file.training.value(QLatin1String("steps")).toInteger() == 0;
    if (fresh) // a new run: the prompt that shows the task's job
        mPrompt = QString::fromLatin1(kBundled[file.task == QLatin1String("grammar") ? 1 : 0].prompt);
    mTrainedFile = file;
    useModel(file, kTrainedHere, fresh);
}

void GenerationDocument::useRealModel(std::shared_ptr<const models::LoadedModel> model, const QString &folder, const QString &prompt)
{
    pause();
    mSession.reset();
    const int vocab = model->config.vocabSize;
    mRealModels[folder] = std::move(model);
    mModel.reset();
    mFile = {};
    mPrompt = prompt;
    playModel(folder, vocab, false);
}

void GenerationDocument::playModel(const QString &origin, int vocab, bool chooseHead)
{
    mOrigin = origin;
    if (!mOrigins.contains(origin))
        mOrigins.append(origin);
    mOptions.sampling.topK = std::min(mOptions.sampling.topK, vocab);
    emit modelChanged(chooseHead);
    restart();
}

const models::LoadedModel *GenerationDocument::realModel() const
{
    const auto real = mRealModels.find(mOrigin);
    return real == mRealModels.end() ? nullptr : real->second.get();
}

generation::DecoderSizes GenerationDocument::sizes() const
{
    if (const models::LoadedModel *real = realModel())
        return models::decoderSizes(real->config);
    return mModel ? generation::decoderSizes(*mModel) : generation::DecoderSizes{};
}

QString GenerationDocument::tokenText(int id) const
{
    if (const models::LoadedModel *real = realModel())
        return QString::fromStdString(real->tokenizer->label(id));
    return id >= 0 && std::size_t(id) < mFile.vocabulary.size() ? QString::fromStdString(mFile.vocabulary[std::size_t(id)]) : QString();
}

void GenerationDocument::useModel(LanguageModelFile file, const QString &origin, bool chooseHead)
{
    pause();
    mSession.reset(); // it reads the old model's words until restart() makes the new one's
    mFile = std::move(file);
    mModel = std::make_shared<const generation::DecoderModel>(mFile.model);
    playModel(origin, mModel->vocab, chooseHead);
}

GenerationDocument::NamedHead GenerationDocument::namedHead() const
{
    for (const QLatin1String key : {QLatin1String("agreement_head"), QLatin1String("induction_head")}) {
        const QJsonObject head = mFile.training.value(key).toObject();
        if (!head.isEmpty())
            return {head.value(QLatin1String("layer")).toInt(), head.value(QLatin1String("head")).toInt(),
                    key == QLatin1String("agreement_head")};
    }
    return {};
}

void GenerationDocument::setPrompt(const QString &prompt)
{
    mPrompt = prompt;
    restart();
}

void GenerationDocument::setOptions(const generation::GenerationOptions &options)
{
    mOptions = options;
    restart();
}

GenerationDocument::State GenerationDocument::state() const
{
    if (!hasModel())
        return State::NoModel;
    if (!mUnknownWord.isEmpty())
        return State::UnknownWord;
    if (!mSession)
        return State::NoPrompt;
    if (!mSession->problem())
        return State::NotStarted;
    return mSession->canStep() ? State::Ready : State::ContextFull;
}

void GenerationDocument::restart()
{
    if (!hasModel())
        return;
    mSession.reset();
    mUnknownWord.clear();
    if (const models::LoadedModel *real = realModel()) { // its tokenizer reads the prompt as the Hugging Face tokenizer does
        const std::vector<int> ids = real->tokenizer->encode(mPrompt.toStdString());
        if (!ids.empty())
            mSession = std::make_unique<generation::GenerationSession>(models::steppingDecoder(real->language), ids, mOptions);
        if (state() != State::Ready)
            pause();
        emit sessionChanged();
        return;
    }
    std::vector<int> prompt;
    const std::vector<std::string> &words = mFile.vocabulary;
    for (const QString &word : mPrompt.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts)) {
        const auto found = std::find(words.begin(), words.end(), word.toStdString());
        if (found == words.end()) {
            mUnknownWord = word;
            break;
        }
        prompt.push_back(int(found - words.begin()));
    }
    if (mUnknownWord.isEmpty() && !prompt.empty())
        mSession = std::make_unique<generation::GenerationSession>(mModel, prompt, mOptions);
    if (state() != State::Ready)
        pause();
    emit sessionChanged();
}

void GenerationDocument::step()
{
    if (state() != State::Ready || !mSession->step()) {
        pause();
        return;
    }
    emit sessionChanged();
}

void GenerationDocument::stepBack()
{
    if (!mSession || mSession->written() == 0)
        return;
    pause();
    const int written = mSession->written() - 1;
    QSignalBlocker quiet(this); // one redraw, of the text as it ends
    restart();
    while (mSession && mSession->written() < written && mSession->step()) {}
    quiet.unblock();
    emit sessionChanged();
}

void GenerationDocument::play()
{
    if (state() != State::Ready)
        return;
    if (mSession->written() >= mOptions.maxNewTokens)
        restart();
    mTimer.start();
    emit playingChanged(true);
}

void GenerationDocument::pause()
{
    if (!mTimer.isActive())
        return;
    mTimer.stop();
    emit playingChanged(false);
}

} // namespace attention
