#pragma once

#include "ui/teach/TeachingPanel.h"
#include "core/teaching/WorkedArithmetic.h"

#include <optional>

class QTextBrowser;

namespace attention {

/** The numbers behind one cell: q . k term by term, scaling, temperature, exp, row sum, weight. */
class WorkedArithmeticPanel : public TeachingPanel
{
    Q_OBJECT

public:
    explicit WorkedArithmeticPanel(QWidget *parent = nullptr);
    void showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result) override;
    void setCell(int row, int column, int head);
    QString text() const;
    const WorkedCell *shownCell() const { return mCell ? &*mCell : nullptr; }

private:
    void render();

    QTextBrowser *mText;
    std::shared_ptr<const AttentionResult> mResult;
    std::optional<WorkedCell> mCell;
    int mRow = 0, mColumn = 0, mHead = -1;
};

} // namespace attention
