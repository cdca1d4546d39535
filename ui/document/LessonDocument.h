#pragma once

#include "core/Outcome.h"
#include "core/pipeline/AttentionConfig.h"
#include "core/pipeline/AttentionResult.h"
#include "ui/formats/LessonState.h"

#include <QObject>
#include <QString>

#include <memory>

class QTimer;
class QUndoStack;

namespace attention {

class ComputeCache;
template <typename Result> class LatestJob;
class Lexicon;

/**
 * The open lesson: its sentences and settings, their undo history, and the one result the
 * core computed from them. Every edit goes through an undo command; views only read result().
 */
class LessonDocument : public QObject
{
    Q_OBJECT

public:
    /** Which edits merge into one undo step when they follow each other (typing, dragging). */
    enum EditKind { SourceText = 1, TargetText, Setting, ColorMapping, WholeLesson };

    explicit LessonDocument(QObject *parent = nullptr);
    ~LessonDocument() override;

    const LessonState &state() const { return mState; }
    const Lesson &lesson() const { return mState.lesson; }
    const AttentionConfig &config() const { return mState.lesson.config; }
    QUndoStack *undoStack() const { return mUndoStack; }

    /** The result of the current lesson; null while it cannot be computed (see errorMessage()).
     *  While a large lesson computes in the background it is the previous result. */
    std::shared_ptr<const AttentionResult> result() const { return mResult; }
    QString errorMessage() const { return mError; }
    bool isComputing() const;
    /** Once the window has been left alone for kIdleDelayMs after a result, until an edit
     *  comes, the document readies itself for the next keystroke in the background: a
     *  multi-head cross-attention result computed from scratch gets each head's weights for
     *  typing in the source (typingHeadsOf(): the computation no longer writes them, 128 MB at
     *  2048 tokens, for a keystroke that may not come), and a large result the heap for the
     *  next one (makeRoomOnTheHeap(): its first keystroke would fault hundreds of MB in).
     *  readyForEdits() says when that is done. */
    bool isReadyingForEdits() const;
    static constexpr double kRoomWorthMaking = 4.0 * 1024 * 1024; // bytes a result holds
    /** Not at once: the window is drawing the result then, and its own fresh pages faulted in
     *  more slowly beside the room's. */
    static constexpr int kIdleDelayMs = 250;

    /** Lessons estimated above this many multiply-adds compute off the window's thread. */
    static constexpr double kBackgroundWork = 2.0e7;

    void setSource(const QString &text);
    void setTarget(const QString &text);
    /** settingName names the edit in the Undo menu ("Set d_model"); edits of the same
     *  setting in a row merge, so a slider drag is one undo step. */
    void setConfig(const AttentionConfig &config, const QString &settingName);
    void setColorMap(ColorMapId id);
    void setState(const LessonState &state, const QString &description);

    /** The lexicon for lessons that name none (the built-in one until an edited one is set). */
    void setLexicon(std::shared_ptr<const Lexicon> lexicon);
    std::shared_ptr<const Lexicon> lexicon() const { return mLexicon; }

    /** Replaces the lesson without undo history (opening a file). */
    void reset(const LessonState &state);

    /** Used by the undo commands only. */
    void applyState(const LessonState &state);

signals:
    void stateChanged();
    void resultChanged();
    void computingChanged(bool computing);
    /** A typed sentence had a run of more than 30 accents on one letter, which was cut. */
    void textShortened();
    /** The document is ready for the next keystroke (see isReadyingForEdits()). */
    void readyForEdits();

private:
    void push(const LessonState &after, const QString &text, int mergeKey);
    void recompute();
    void accept(Outcome<AttentionResult> outcome);
    void readyWhenIdle();
    bool roomWorthMaking(double bytes) const;
    void makeRoom();
    struct TypingHeads; // typingHeadsOf() a result

    LessonState mState;
    QUndoStack *mUndoStack = nullptr;
    std::shared_ptr<const AttentionResult> mResult;
    Lesson mResultLesson; // what mResult was computed from
    Lesson mRequestedLesson; // what the latest computation computes
    QString mError;
    std::shared_ptr<ComputeCache> mCache;
    std::shared_ptr<const Lexicon> mLexicon;
    std::unique_ptr<LatestJob<Outcome<AttentionResult>>> mJob; // large lessons, off the window's thread
    std::unique_ptr<LatestJob<TypingHeads>> mTypingHeads; // for a result that kept none
    std::unique_ptr<LatestJob<std::size_t>> mRoom; // the heap readied for the next result
    QTimer *mIdleDelay = nullptr;
};

} // namespace attention
