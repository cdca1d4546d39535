#pragma once

#include "core/pipeline/AttentionResult.h"
#include "ui/formats/LessonState.h"

#include <QWidget>

#include <memory>

namespace attention {

/** A panel of the Teach tab: it reads the lesson and its result, like every view. */
class TeachingPanel : public QWidget
{
    Q_OBJECT

public:
    using QWidget::QWidget;
    virtual void showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result) = 0;
    /** Whether what the panel shows is still on its way from a worker thread (an export waits
     *  for it). */
    virtual bool isComputing() const { return false; }
};

} // namespace attention
