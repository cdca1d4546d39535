#pragma once

#include <QObject>

class QAction;
class QWidget;

namespace attention {

class MainWindow;

/**
 * What a presenter's clicker sends, as presentation software takes it: Page Down (and → while
 * presenting) steps what the tab on show steps (the Generate tab's text, Step-through decoding,
 * the Train tab's training), Page Up (←) steps back; B blanks the screen until the next key or
 * click. Keys a text field or a number box uses stay theirs.
 */
class PresenterKeys : public QObject
{
    Q_OBJECT

public:
    explicit PresenterKeys(MainWindow &window);

    QAction *nextAction() const { return mNext; }
    QAction *previousAction() const { return mPrevious; }
    QAction *blankAction() const { return mBlank; }
    /** The arrows step too while presenting (elsewhere they move through the controls). */
    void setPresenting(bool on);
    bool isBlank() const;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void blank();

    MainWindow &mWindow;
    QAction *mNext, *mPrevious, *mBlank;
    QWidget *mCurtain = nullptr; // black, over the whole window while blank
};

} // namespace attention
