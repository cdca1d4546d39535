#pragma once

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
    static std::shared_ptr<const Lexicon> loadUserLexicon(); // null when there is none
    static bool saveUserLexicon(const Lexicon &lexicon);

private:
    void tryAccept();

    QPlainTextEdit *mText;
    QLabel *mProblem;
    std::shared_ptr<const Lexicon> mLexicon;
};

} // namespace attention
