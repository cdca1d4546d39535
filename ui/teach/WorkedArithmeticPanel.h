#pragma once

#include "core/teaching/WorkedArithmetic.h"
#include "ui/teach/TeachingPanel.h"

#include <optional>

class QCheckBox;
class QComboBox;
class QTextBrowser;

namespace attention {

/** The numbers behind one cell: the score term by term, scaling, temperature, exp, row sum,
 *  weight, and the row's context vector; the cell is clicked on the map or picked here. */
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
    void fillPickers();

    QComboBox *mQuery;
    QComboBox *mKey;
    QCheckBox *mEveryTerm;
    QTextBrowser *mText;
    std::shared_ptr<const AttentionResult> mResult;
    std::optional<WorkedCell> mCell;
    int mRow = 0, mColumn = 0, mHead = -1;
};

} // namespace attention
