#pragma once

#include <QLabel>

#include <functional>

namespace attention {

/**
 * A sentence's tokens under its field, "12 tokens: The·4 little·5 …", in at most kLines lines at
 * the label's width: as many tokens as fit, then how many more there are. So typing in a long
 * sentence never changes the label's height, which relaid out the whole Lesson panel (a word
 * typed in the middle of 64 tokens: 10-17 ms every third word against 4-6, bench_window), and
 * the settings below stay on a projector's screen. Its menu copies every token.
 */
class TokenListLabel : public QLabel
{
    Q_OBJECT

public:
    static constexpr int kLines = 4;

    explicit TokenListLabel(QWidget *parent = nullptr);
    /** Token i's text ("boy·6"), asked for only of the tokens shown or copied: a sentence of 2048 words
     *  is not turned into 2048 strings at every keystroke. */
    using TokenText = std::function<QString(int)>;
    /** prefix ("12 tokens: "), then the tokens, as many as fit. */
    void setTokens(const QString &prefix, int count, TokenText tokenText);
    /** Every token, as the menu copies them. */
    QString allTokens() const;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void fit();
    int linesOf(const QString &text, int width) const;

    QString mPrefix;
    int mCount = 0;
    TokenText mTokenText;
    int mFittedWidth = -1;
};

} // namespace attention
