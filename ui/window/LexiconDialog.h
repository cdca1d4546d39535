#pragma once

#include "core/Outcome.h"

#include <QDialog>

#include <memory>

class QLabel;
class QPlainTextEdit;

namespace attention {

class Lexicon;

/** Edits the multilingual lexicon as text: one concept a line, English, French, German and
 *  Spanish separated by tabs, forms of a word separated by |. */
class LexiconDialog : public QDialog
{
    Q_OBJECT

public:
    LexiconDialog(const Lexicon &current, QWidget *parent = nullptr);

    /** The edited lexicon once accepted. */
    std::shared_ptr<const Lexicon> lexicon() const { return mLexicon; }

    /** Where an edited lexicon is kept between runs. */
    static QString userLexiconPath();
    static constexpr qint64 kMaxUserLexiconBytes = 16 * 1024 * 1024;
    /** The lexicon the user edited, null when there is none, or why it cannot be used. */
    static Outcome<std::shared_ptr<const Lexicon>> loadUserLexicon();
    static Outcome<void> saveUserLexicon(const Lexicon &lexicon);

private:
    void tryAccept();

    QPlainTextEdit *mText;
    QLabel *mProblem;
    std::shared_ptr<const Lexicon> mLexicon;
};

} // namespace attention
