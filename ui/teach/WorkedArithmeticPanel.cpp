#include "ui/teach/WorkedArithmeticPanel.h"

#include "ui/formats/MessageText.h"
#include "ui/views/ResultPresentation.h"
#include "ui/widgets/ElidingComboBox.h"

#include <QCheckBox>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <limits>

namespace attention {

namespace {

constexpr int kTermsShown = 6;

} // namespace

WorkedArithmeticPanel::WorkedArithmeticPanel(QWidget *parent) : TeachingPanel(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *pick = new QHBoxLayout;
    mQuery = new ElidingComboBox(this);
    mQuery->setObjectName(QStringLiteral("workedQuery"));
    mQuery->setToolTip(tr("The query: whose attention is worked out."));
    mKey = new ElidingComboBox(this);
    mKey->setObjectName(QStringLiteral("workedKey"));
    mKey->setToolTip(tr("The key it attends to."));
    mEveryTerm = new QCheckBox(tr("Every term"), this);
    mEveryTerm->setObjectName(QStringLiteral("workedEveryTerm"));
    mEveryTerm->setToolTip(tr("Show all the terms of the score and of the context vector, not the first %1.").arg(kTermsShown));
    auto *queryLabel = new QLabel(tr("&Query"), this);
    queryLabel->setBuddy(mQuery);
    auto *keyLabel = new QLabel(tr("&Key"), this);
    keyLabel->setBuddy(mKey);
    pick->addWidget(queryLabel);
    pick->addWidget(mQuery);
    pick->addWidget(keyLabel);
    pick->addWidget(mKey);
    pick->addWidget(mEveryTerm);
    pick->addStretch(1);
    layout->addLayout(pick);
    mText = new QTextBrowser(this);
    mText->setObjectName(QStringLiteral("workedText"));
    layout->addWidget(mText);
    connect(mQuery, &QComboBox::activated, this, [this](int row) { setCell(row, mColumn, mHead); });
    connect(mKey, &QComboBox::activated, this, [this](int column) { setCell(mRow, column, mHead); });
    connect(mEveryTerm, &QCheckBox::toggled, this, &WorkedArithmeticPanel::render);
}

void WorkedArithmeticPanel::showResult(const LessonState &, std::shared_ptr<const AttentionResult> result)
{
    mResult = std::move(result);
    fillPickers();
    render();
}

void WorkedArithmeticPanel::fillPickers()
{
    const auto fill = [](QComboBox *box, const std::vector<Token> &tokens) {
        const QSignalBlocker blocker(box);
        box->clear();
        for (std::size_t t = 0; t < tokens.size(); ++t)
            box->addItem(QStringLiteral("%1 %2").arg(t + 1).arg(tokenText(tokens[t])));
    };
    fill(mQuery, mResult ? mResult->queryTokens : std::vector<Token>());
    fill(mKey, mResult ? mResult->keyTokens : std::vector<Token>());
}

void WorkedArithmeticPanel::setCell(int row, int column, int head)
{
    mRow = row;
    mColumn = column;
    mHead = head;
    render();
}

QString WorkedArithmeticPanel::text() const
{
    return mText->toPlainText();
}

void WorkedArithmeticPanel::render()
{
    mCell.reset();
    if (!mResult) {
        mText->setPlainText(tr("Nothing to show: the lesson cannot be computed."));
        return;
    }
    const auto cell = workedArithmetic(*mResult, mRow, mColumn, mHead);
    if (!cell) {
        mText->setPlainText(tr("Click a cell of the alignment map, or pick a query and a key above, to see its arithmetic. (%1)")
                                .arg(messageText(cell.problem())));
        return;
    }
    {
        const QSignalBlocker queryBlocker(mQuery), keyBlocker(mKey);
        mQuery->setCurrentIndex(mRow);
        mKey->setCurrentIndex(mColumn);
    }
    mCell = *cell;
    const WorkedCell &c = *cell;
    const int shownTerms = mEveryTerm->isChecked() ? std::numeric_limits<int>::max() : kTermsShown;
    int step = 0; // steps are numbered as they are shown: without scaling there is no "2. Scaling"
    const auto heading = [&step](const QString &title) { return QStringLiteral("<h3>%1. %2</h3>").arg(++step).arg(title); };
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
    html += heading(tr("Score: %1").arg(QString::fromStdString(c.formula).toHtmlEscaped())) + QStringLiteral("<table cellspacing=6>");
    for (int t = 0; t < int(c.terms.size()) && t < shownTerms; ++t) {
        const WorkedTerm &term = c.terms[static_cast<std::size_t>(t)];
        html += QStringLiteral("<tr><td>%1</td><td align=right>%2 \u00D7 %3</td><td>=</td><td align=right>%4</td></tr>")
                    .arg(QString::fromStdString(term.label).toHtmlEscaped(), numberText(term.left), numberText(term.right),
                         numberText(term.product));
    }
    if (int(c.terms.size()) > shownTerms)
        html += tr("<tr><td colspan=4>\u2026 and %1 more terms (tick <i>Every term</i>)</td></tr>").arg(c.terms.size() - shownTerms);
    html += tr("</table><p>Sum of the %1 terms%2 = <b>%3</b></p>")
                .arg(c.terms.size())
                .arg(mResult->config.score == ScoreFunction::Additive ? tr(" + b") : QString())
                .arg(numberText(c.sum));
    if (c.scale != 1.0)
        html += heading(tr("Scaling"))
                + tr("<p>%1 \u00D7 1/\u221A%2 = %1 \u00D7 %3 = <b>%4</b></p>")
                      .arg(numberText(c.sum))
                      .arg(numberText(1.0 / (c.scale * c.scale)))
                      .arg(numberText(c.scale))
                      .arg(numberText(c.score));
    html += heading(tr("Temperature"))
            + tr("<p>%1 / %2 = <b>%3</b></p>").arg(numberText(c.score), numberText(c.temperature), numberText(c.logit));
    html += heading(tr("Softmax over the row"))
            + tr("<p>The row's largest value is %1; subtracting it keeps exp finite.</p>"
                 "<p>exp(%2 \u2212 %1) = <b>%3</b></p><p>Sum of exp over the row's open keys = <b>%4</b></p>")
                  .arg(numberText(c.rowMax), numberText(c.logit), numberText(c.exponential), numberText(c.rowSum));
    html += heading(tr("Weight"))
            + tr("<p>%1 / %2 = <b style='font-size:large'>%3</b></p>")
                  .arg(numberText(c.exponential), numberText(c.rowSum), numberText(c.weight));

    // The context vector: every key's value, weighted, added up; shown dimension by dimension.
    html += heading(tr("Context vector of \u201C%1\u201D: c = \u03A3 w\u2C7C v\u2C7C").arg(query));
    if (c.head >= 0)
        html += tr("<p>This head's part of V (dimensions %1 to %2), before the output projection W\u2092.</p>")
                    .arg(c.head * c.values.cols())
                    .arg((c.head + 1) * c.values.cols() - 1);
    const int dimensions = std::min<int>(int(c.context.size()), shownTerms);
    html += QStringLiteral("<table cellspacing=6><tr><td></td><td align=right>w</td>");
    for (int d = 0; d < dimensions; ++d)
        html += QStringLiteral("<td align=right>v<sub>%1</sub></td>").arg(d);
    html += QStringLiteral("</tr>");
    for (int k = 0; k < int(c.rowWeights.size()); ++k) {
        const bool thisKey = k == c.column;
        html += QStringLiteral("<tr><td>%1</td><td align=right>%2</td>")
                    .arg(tokenText(mResult->keyTokens[std::size_t(k)]).toHtmlEscaped(),
                         thisKey ? QStringLiteral("<b>%1</b>").arg(numberText(c.rowWeights[std::size_t(k)]))
                                 : numberText(c.rowWeights[std::size_t(k)]));
        for (int d = 0; d < dimensions; ++d)
            html += QStringLiteral("<td align=right>%1</td>").arg(numberText(c.values(k, d)));
        html += QStringLiteral("</tr>");
    }
    html += tr("<tr><td><b>c</b></td><td align=right>\u03A3 w v =</td>");
    for (int d = 0; d < dimensions; ++d)
        html += QStringLiteral("<td align=right><b>%1</b></td>").arg(numberText(c.context[std::size_t(d)]));
    html += QStringLiteral("</tr></table>");
    if (int(c.context.size()) > dimensions)
        html += tr("<p>\u2026 and %1 more dimensions (tick <i>Every term</i>).</p>").arg(int(c.context.size()) - dimensions);
    html += tr("<p>For example c<sub>0</sub> = %1.</p>").arg([&] {
        QStringList parts;
        for (int k = 0; k < int(c.rowWeights.size()) && (k < shownTerms); ++k)
            parts.append(QStringLiteral("%1 \u00D7 %2").arg(numberText(c.rowWeights[std::size_t(k)]), numberText(c.values(k, 0))));
        if (int(c.rowWeights.size()) > shownTerms)
            parts.append(QStringLiteral("\u2026"));
        return parts.join(QStringLiteral(" + ")) + QStringLiteral(" = ") + numberText(c.context.empty() ? 0.0 : c.context[0]);
    }());
    mText->setHtml(html);
}

} // namespace attention
