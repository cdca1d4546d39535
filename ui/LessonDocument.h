#pragma once

#include "ColorMaps.h"
#include "core/AttentionConfig.h"
#include "core/AttentionResult.h"

#include <QObject>
#include <QString>

#include <memory>

class QUndoStack;

namespace attention {

class ComputeCache;

/** What a lesson file and the undo history hold: the lesson and how it is drawn. */
struct LessonState
{
    Lesson lesson = defaultLesson();
    ColorMapId colorMap = ColorMapId::Blues;
    QString title; // optional, e.g. an example's name

    bool operator==(const LessonState &other) const
    {
        return lesson == other.lesson && colorMap == other.colorMap && title == other.title;
    }
    bool operator!=(const LessonState &other) const { return !(*this == other); }
};

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

    /** The current result; null while the lesson cannot be computed (see errorMessage()). */
    std::shared_ptr<const AttentionResult> result() const { return mResult; }
    QString errorMessage() const { return mError; }

    void setSource(const QString &text);
    void setTarget(const QString &text);
    /** settingName names the edit in the Undo menu ("Set d_model"); edits of the same
     *  setting in a row merge, so a slider drag is one undo step. */
    void setConfig(const AttentionConfig &config, const QString &settingName);
    void setColorMap(ColorMapId id);
    void setState(const LessonState &state, const QString &description);

    /** Replaces the lesson without undo history (opening a file). */
    void reset(const LessonState &state);

    /** Used by the undo commands only. */
    void applyState(const LessonState &state);

signals:
    void stateChanged();
    void resultChanged();

private:
    void push(const LessonState &after, const QString &text, int mergeKey);
    void recompute();

    LessonState mState;
    QUndoStack *mUndoStack = nullptr;
    std::shared_ptr<const AttentionResult> mResult;
    QString mError;
    std::unique_ptr<ComputeCache> mCache;
};

} // namespace attention
