#include "ui/document/LessonDocument.h"
#include "ui/formats/MessageText.h"

#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/ComputeCache.h"

#include <QFutureWatcher>
#include <QUndoCommand>
#include <QtConcurrent/QtConcurrentRun>

#include "ui/document/BackgroundWork.h"
#include <QUndoStack>

namespace attention {

namespace {

/** Swaps the document between two states; consecutive edits of one kind merge. */
class EditLessonCommand : public QUndoCommand
{
public:
    EditLessonCommand(LessonDocument *document, LessonState before, LessonState after, const QString &text,
                      int mergeKey)
        : QUndoCommand(text), mDocument(document), mBefore(std::move(before)), mAfter(std::move(after)),
          mMergeKey(mergeKey)
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

LessonDocument::LessonDocument(QObject *parent)
    : QObject(parent), mUndoStack(new QUndoStack(this)), mCache(std::make_shared<ComputeCache>())
{
    recompute();
}

LessonDocument::~LessonDocument() = default;

void LessonDocument::setSource(const QString &text)
{
    LessonState next = mState;
    next.lesson.source = text.toStdString();
    push(next, tr("Edit source sentence"), SourceText);
}

void LessonDocument::setTarget(const QString &text)
{
    LessonState next = mState;
    next.lesson.target = text.toStdString();
    push(next, tr("Edit target sentence"), TargetText);
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
    const quint64 generation = ++mGeneration;
    mLatest->store(generation);
    Lesson lesson = mState.lesson;
    if (!lesson.lexicon)
        lesson.lexicon = mLexicon;
    if (estimatedWork(lesson) + mCache->missingWork(lesson.config) < kBackgroundWork) {
        accept(generation, computeAttention(lesson, mCache.get(), {}, HeadWeights::MeanOnly));
        return;
    }
    // Too much for one frame: compute off the window's thread; the latest edit wins.
    if (mRunning++ == 0)
        emit computingChanged(true);
    auto *watcher = new QFutureWatcher<Outcome<AttentionResult>>(this);
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, generation] {
        watcher->deleteLater();
        if (--mRunning == 0)
            emit computingChanged(false);
        accept(generation, watcher->future().takeResult()); // moved, not copied: it can be hundreds of MB
    });
    // A job whose edit is overtaken gives up at its next stage, so the latest edit gets the thread.
    watcher->setFuture(QtConcurrent::run(backgroundPool(), [lesson, cache = mCache, latest = mLatest, generation] {
        return computeAttention(lesson, cache.get(), [&latest, generation] { return latest->load() == generation; },
                                HeadWeights::MeanOnly);
    }));
}

void LessonDocument::accept(quint64 generation, Outcome<AttentionResult> outcome)
{
    if (generation != mGeneration)
        return; // the lesson changed while this was computed
    if (outcome) {
        mResult = std::make_shared<const AttentionResult>(std::move(outcome.value()));
        mCache->rememberResult(mResult); // the next keystroke recomputes only the rows it changes
        mError.clear();
    } else {
        mResult.reset();
        mError = messageText(outcome.problem());
    }
    emit resultChanged();
}

} // namespace attention
