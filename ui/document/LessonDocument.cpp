#include "ui/document/LessonDocument.h"
#include "ui/formats/MessageText.h"

#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/Budget.h"
#include "core/pipeline/ComputeCache.h"

#include <QTimer>
#include <QUndoCommand>

#include "ui/document/BackgroundJob.h"
#include "ui/document/HeapReuse.h"
#include <QUndoStack>

namespace attention {

namespace {

/** Swaps the document between two states; consecutive edits of one kind merge. */
class EditLessonCommand : public QUndoCommand
{
public:
    EditLessonCommand(LessonDocument *document, LessonState before, LessonState after, const QString &text, int mergeKey)
        : QUndoCommand(text), mDocument(document), mBefore(std::move(before)), mAfter(std::move(after)), mMergeKey(mergeKey)
    {
    }

    void redo() override { mDocument->applyState(mAfter); }
    void undo() override { mDocument->applyState(mBefore); }
    int id() const override { return mMergeKey; }

    bool mergeWith(const QUndoCommand *other) override
    {
        const auto *next = static_cast<const EditLessonCommand *>(other);
        if (next->text() != text())
            return false;
        mAfter = next->mAfter;
        if (mAfter == mBefore)
            setObsolete(true);
        return true;
    }

private:
    LessonDocument *mDocument;
    LessonState mBefore;
    LessonState mAfter;
    int mMergeKey;
};

} // namespace

struct LessonDocument::TypingHeads
{
    std::shared_ptr<const AttentionResult> of;
    std::shared_ptr<const HeadsWhileTyping> heads;
};

LessonDocument::LessonDocument(QObject *parent)
    : QObject(parent),
      mUndoStack(new QUndoStack(this)),
      mCache(std::make_shared<ComputeCache>()),
      mJob(std::make_unique<LatestJob<Outcome<AttentionResult>>>([this](Outcome<AttentionResult> outcome) {
          emit computingChanged(false);
          accept(std::move(outcome)); // moved, not copied: it can be hundreds of MB
      })),
      mTypingHeads(std::make_unique<LatestJob<TypingHeads>>([this](TypingHeads made) {
          if (made.heads)
              mCache->rememberTypingHeads(*made.of, std::move(made.heads)); // the result on show: edits cancel the job
          makeRoom();
      })),
      mRoom(std::make_unique<LatestJob<std::size_t>>([this](std::size_t) { emit readyForEdits(); })),
      mIdleDelay(new QTimer(this))
{
    mIdleDelay->setSingleShot(true);
    mIdleDelay->setInterval(kIdleDelayMs);
    connect(mIdleDelay, &QTimer::timeout, this, [this] {
        // The result that started the delay: any edit since stopped it. Its heads first: the
        // room is made for the next result, which will hold them too.
        if (!makesTypingHeads(*mResult) || mCache->rememberedTypingHeads(*mResult)) {
            makeRoom();
            return;
        }
        mTypingHeads->start([result = mResult](const std::function<bool()> &stillWanted) {
            return TypingHeads{result, typingHeadsOf(*result, stillWanted)};
        });
    });
    recompute();
}

bool LessonDocument::isComputing() const
{
    return mJob->isRunning();
}

bool LessonDocument::isReadyingForEdits() const
{
    return mIdleDelay->isActive() || mTypingHeads->isRunning() || mRoom->isRunning();
}

bool LessonDocument::roomWorthMaking(double bytes) const
{
    // Typing computes the lesson again (an imported result is not typed on); the room, a quarter
    // more than the result and its heads, is held beside them, within the memory budget.
    return mResult->origin.empty() && bytes >= kRoomWorthMaking && fitsTheBudget(Cost{0, bytes * 2.25});
}

void LessonDocument::readyWhenIdle()
{
    if (mResult && (makesTypingHeads(*mResult) || roomWorthMaking(heldBytes(*mResult))))
        mIdleDelay->start();
}

void LessonDocument::makeRoom()
{
    const auto heads = mCache->rememberedTypingHeads(*mResult);
    const double bytes = heldBytes(*mResult) + (heads ? heldBytes(*heads) : 0.0);
    if (!roomWorthMaking(bytes)) {
        emit readyForEdits();
        return;
    }
    mRoom->start(
        [bytes](const std::function<bool()> &stillWanted) { return makeRoomOnTheHeap(static_cast<std::size_t>(bytes), stillWanted); });
}

LessonDocument::~LessonDocument() = default;

void LessonDocument::setSource(const QString &text)
{
    LessonState next = mState;
    bool shortened = false;
    next.lesson.source = lessonSentence(text, &shortened);
    push(next, tr("Edit source sentence"), SourceText);
    if (shortened)
        emit textShortened();
}

void LessonDocument::setTarget(const QString &text)
{
    LessonState next = mState;
    bool shortened = false;
    next.lesson.target = lessonSentence(text, &shortened);
    push(next, tr("Edit target sentence"), TargetText);
    if (shortened)
        emit textShortened();
}

void LessonDocument::setConfig(const AttentionConfig &config, const QString &settingName)
{
    LessonState next = mState;
    next.lesson.config = config;
    push(next, settingName, Setting);
}

void LessonDocument::setColorMap(ColorMapId id)
{
    LessonState next = mState;
    next.colorMap = id;
    push(next, tr("Change colour map"), ColorMapping);
}

void LessonDocument::setState(const LessonState &state, const QString &description)
{
    push(state, description, -1);
}

void LessonDocument::reset(const LessonState &state)
{
    mUndoStack->clear();
    applyState(state);
    mUndoStack->setClean();
}

void LessonDocument::push(const LessonState &after, const QString &text, int mergeKey)
{
    if (after == mState)
        return;
    mUndoStack->push(new EditLessonCommand(this, mState, after, text, mergeKey));
}

void LessonDocument::applyState(const LessonState &state)
{
    const bool lessonChanged = state.lesson != mState.lesson;
    mState = state;
    emit stateChanged();
    if (lessonChanged)
        recompute();
    else
        emit resultChanged(); // the colours changed: views redraw the same result
}

void LessonDocument::setLexicon(std::shared_ptr<const Lexicon> lexicon)
{
    mLexicon = std::move(lexicon);
    recompute();
}

void LessonDocument::recompute()
{
    Lesson lesson = mState.lesson;
    if (!lesson.lexicon)
        lesson.lexicon = mLexicon;
    const bool wasComputing = mJob->isRunning();
    mIdleDelay->stop(); // a computation may come: the room made so far serves it
    mTypingHeads->cancel();
    mRoom->cancel();
    if (mResult && mResult->origin.empty() && sameTokensAndSettings(lesson, mResultLesson, *mCache)) {
        // Nothing to compute (a space typed after the last word): the result on show stays, and
        // a computation still on its way, for words since taken back, must not replace it.
        mJob->cancel();
        if (wasComputing)
            emit computingChanged(false);
        readyWhenIdle(); // what the edit stopped, for the same result
        emit resultChanged();
        return;
    }
    mRequestedLesson = lesson;
    const TokenSplitter tokensOf = [cache = mCache.get()](const std::string &sentence) { return cache->tokens(sentence); };
    if (lessonCost(lesson, HeadWeights::MeanOnly, tokensOf).work + mCache->missingWork(lesson.config) < kBackgroundWork) {
        mJob->cancel(); // an older lesson's result, still on its way, must not replace this one
        if (wasComputing)
            emit computingChanged(false);
        accept(computeAttention(lesson, mCache.get(), {}, HeadWeights::MeanOnly, OutputProjection::WhenShown));
        return;
    }
    // Too much for one frame: compute off the window's thread; the latest edit wins, and a job
    // whose edit was overtaken gives up at its next stage.
    mJob->start([lesson, cache = mCache](const std::function<bool()> &stillWanted) {
        return computeAttention(lesson, cache.get(), stillWanted, HeadWeights::MeanOnly, OutputProjection::WhenShown);
    });
    if (!wasComputing)
        emit computingChanged(true);
}

void LessonDocument::accept(Outcome<AttentionResult> outcome)
{
    if (outcome) {
        mResult = std::make_shared<const AttentionResult>(std::move(outcome.value()));
        mResultLesson = mRequestedLesson;
        mCache->rememberResult(mResult); // the next keystroke recomputes only the rows it changes
        mError.clear();
        readyWhenIdle();
    } else {
        mResult.reset();
        mError = messageText(outcome.problem());
    }
    emit resultChanged();
}

} // namespace attention
