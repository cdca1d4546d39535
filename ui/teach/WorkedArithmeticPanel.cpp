#include "ui/views/ResultPresentation.h"
#include "ui/formats/MessageText.h"
#include "ui/teach/WorkedArithmeticPanel.h"

#include <QTextBrowser>
#include <QVBoxLayout>

namespace attention {

namespace {

constexpr int kTermsShown = 6;

QString n(double value) { return QString::number(value, 'g', 6); }

} // namespace

WorkedArithmeticPanel::WorkedArithmeticPanel(QWidget *parent) : TeachingPanel(parent)
{
    auto *layout = new QVBoxLayout(this);
    mText = new QTextBrowser(this);
    mText->setObjectName(QStringLiteral("workedText"));
    layout->addWidget(mText);
}

void WorkedArithmeticPanel::showResult(const LessonState &, std::shared_ptr<const AttentionResult> result)
{
    mResult = std::move(result);
    render();
}

void WorkedArithmeticPanel::setCell(int row, int column, int head)
{
    mRow = row;
    mColumn = column;
    mHead = head;
    render();
}

QString WorkedArithmeticPanel::text() const { return mText->toPlainText(); }

void WorkedArithmeticPanel::render()
{
    mCell.reset();
    if (!mResult) {
        mText->setPlainText(tr("Nothing to show: the lesson cannot be computed."));
        return;
    }
    const auto cell = workedArithmetic(*mResult, mRow, mColumn, mHead);
    if (!cell) {
        mText->setPlainText(tr("Click a cell of the alignment map to see its arithmetic. (%1)").arg(messageText(cell.problem())));
        return;
    }
    mCell = *cell;
    const WorkedCell &c = *cell;
    const QString query = tokenText(mResult->queryTokens[static_cast<std::size_t>(c.row)]).toHtmlEscaped();
    const QString key = tokenText(mResult->keyTokens[static_cast<std::size_t>(c.column)]).toHtmlEscaped();
    QString html = tr("<h2>How \u201C%1\u201D attends to \u201C%2\u201D</h2>").arg(query, key);
    if (c.head >= 0)
        html += tr("<p>Head %1 of %2.</p>").arg(c.head + 1).arg(mResult->config.heads);
    if (c.blocked) {
        html += tr("<p>This key is <b>blocked by the mask</b>: its score is replaced by \u2212\u221E, so exp gives 0 "
                   "and its weight is 0.</p>");
        mText->setHtml(html);
        return;
    }
    html += tr("<h3>1. Score: %1</h3><table cellspacing=6>").arg(QString::fromStdString(c.formula).toHtmlEscaped());
    for (int t = 0; t < int(c.terms.size()) && t < kTermsShown; ++t) {
        const WorkedTerm &term = c.terms[static_cast<std::size_t>(t)];
        html += QStringLiteral("<tr><td>%1</td><td align=right>%2 \u00D7 %3</td><td>=</td><td align=right>%4</td></tr>")
                    .arg(QString::fromStdString(term.label).toHtmlEscaped(), n(term.left), n(term.right), n(term.product));
    }
    if (int(c.terms.size()) > kTermsShown)
        html += tr("<tr><td colspan=4>\u2026 and %1 more terms</td></tr>").arg(c.terms.size() - kTermsShown);
    html += tr("</table><p>Sum of the %1 terms%2 = <b>%3</b></p>")
                .arg(c.terms.size())
                .arg(mResult->config.score == ScoreFunction::Additive ? tr(" + b") : QString())
                .arg(n(c.sum));
    if (c.scale != 1.0)
        html += tr("<h3>2. Scaling</h3><p>%1 \u00D7 1/\u221A%2 = %1 \u00D7 %3 = <b>%4</b></p>")
                    .arg(n(c.sum))
                    .arg(n(1.0 / (c.scale * c.scale)))
                    .arg(n(c.scale))
                    .arg(n(c.score));
    html += tr("<h3>3. Temperature</h3><p>%1 / %2 = <b>%3</b></p>").arg(n(c.score), n(c.temperature), n(c.logit));
    html += tr("<h3>4. Softmax over the row</h3><p>The row's largest value is %1; subtracting it keeps exp finite.</p>"
               "<p>exp(%2 \u2212 %1) = <b>%3</b></p><p>Sum of exp over the row's open keys = <b>%4</b></p>")
                .arg(n(c.rowMax), n(c.logit), n(c.exponential), n(c.rowSum));
    html += tr("<h3>5. Weight</h3><p>%1 / %2 = <b style='font-size:large'>%3</b></p>").arg(n(c.exponential), n(c.rowSum), n(c.weight));
    mText->setHtml(html);
}

} // namespace attention
