#include "ui/widgets/TokenListLabel.h"

#include <QAction>
#include <QClipboard>
#include <QEvent>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QTextLayout>

namespace attention {

TokenListLabel::TokenListLabel(QWidget *parent) : QLabel(parent)
{
    setTextFormat(Qt::PlainText); // a token such as <b> is a token, not markup
    setWordWrap(true);
    // Copied from a context menu, not selected: a selectable label lays its text out through a
    // rich-text document at each change, and a keystroke changes it (bench_window: the window's
    // layout work 0.6-0.95 -> 0.1-0.45 ms a classroom keystroke).
    auto *copy = new QAction(tr("Copy the tokens"), this);
    copy->setObjectName(QStringLiteral("copyTokens"));
    connect(copy, &QAction::triggered, this, [this] { QGuiApplication::clipboard()->setText(allTokens()); });
    addAction(copy);
    setContextMenuPolicy(Qt::ActionsContextMenu);
}

void TokenListLabel::setTokens(const QString &prefix, int count, TokenText tokenText)
{
    mPrefix = prefix;
    mCount = tokenText ? count : 0;
    mTokenText = std::move(tokenText);
    mFittedWidth = -1;
    fit();
}

QString TokenListLabel::allTokens() const
{
    QStringList tokens;
    for (int i = 0; i < mCount; ++i)
        tokens.append(mTokenText(i));
    return mPrefix + tokens.join(QLatin1Char(' '));
}

void TokenListLabel::resizeEvent(QResizeEvent *event)
{
    QLabel::resizeEvent(event);
    fit();
}

void TokenListLabel::changeEvent(QEvent *event)
{
    QLabel::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        mFittedWidth = -1;
        fit();
    }
}

int TokenListLabel::linesOf(const QString &text, int width) const
{
    QTextLayout layout(text, font(), this);
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere); // as a word-wrapped QLabel
    layout.setTextOption(option);
    layout.beginLayout();
    int lines = 0;
    for (QTextLine line = layout.createLine(); line.isValid() && lines <= kLines; line = layout.createLine()) {
        line.setLineWidth(width);
        ++lines;
    }
    layout.endLayout();
    return lines;
}

void TokenListLabel::fit()
{
    const int width = contentsRect().width() - 2 * margin(); // 100 px before the first layout: fitted again then
    if (width == mFittedWidth)
        return;
    mFittedWidth = width;
    QStringList shown; // the tokens measured so far
    const auto withFirst = [this, &shown](int count) {
        QStringList parts = shown.mid(0, count);
        if (count < mCount)
            parts.append(tr("\u2026 and %n more", nullptr, mCount - count));
        return mPrefix + parts.join(QLatin1Char(' '));
    };
    // No more tokens than their advance can fill kLines lines with: the layouts below stay short
    // whatever the sentence's length.
    const QFontMetrics metrics(font(), this);
    for (qint64 room = qint64(kLines) * width - metrics.horizontalAdvance(mPrefix); shown.size() < mCount && room > 0;) {
        shown.append(mTokenText(static_cast<int>(shown.size())));
        room -= metrics.horizontalAdvance(shown.last() + QLatin1Char(' '));
    }
    int fits = 0; // the most tokens that fit with the note, by halving
    for (int low = 0, high = static_cast<int>(shown.size()); low <= high;) {
        const int middle = (low + high) / 2;
        if (linesOf(withFirst(middle), width) <= kLines) {
            fits = middle;
            low = middle + 1;
        } else {
            high = middle - 1;
        }
    }
    if (const QString fitted = withFirst(fits); fitted != text()) // the same text again would lay the panel out again
        setText(fitted);
}

} // namespace attention
