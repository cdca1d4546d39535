#include "ui/window/PresenterKeys.h"

#include "ui/window/MainWindow.h"

#include <QAction>
#include <QEvent>
#include <QKeySequence>
#include <QWidget>

namespace attention {

PresenterKeys::PresenterKeys(MainWindow &window) : QObject(&window), mWindow(window)
{
    mNext = new QAction(MainWindow::tr("Ne&xt step"), &window);
    mNext->setObjectName(QStringLiteral("nextStepAction"));
    mNext->setToolTip(MainWindow::tr("Generate writes a token, Step-through decoding shows the next step, Train trains one."));
    connect(mNext, &QAction::triggered, this, [this] { mWindow.stepShown(1); });
    mPrevious = new QAction(MainWindow::tr("P&revious step"), &window);
    mPrevious->setObjectName(QStringLiteral("previousStepAction"));
    connect(mPrevious, &QAction::triggered, this, [this] { mWindow.stepShown(-1); });
    mBlank = new QAction(MainWindow::tr("&Blank the screen"), &window);
    mBlank->setObjectName(QStringLiteral("blankAction"));
    mBlank->setShortcut(QKeySequence(Qt::Key_B));
    mBlank->setToolTip(MainWindow::tr("A black screen until the next key or click, as presentation software does."));
    connect(mBlank, &QAction::triggered, this, &PresenterKeys::blank);
    setPresenting(false);
}

void PresenterKeys::setPresenting(bool on)
{
    QList<QKeySequence> next{QKeySequence(Qt::Key_PageDown)}, previous{QKeySequence(Qt::Key_PageUp)};
    if (on) {
        next.append(QKeySequence(Qt::Key_Right));
        previous.append(QKeySequence(Qt::Key_Left));
    }
    mNext->setShortcuts(next);
    mPrevious->setShortcuts(previous);
}

bool PresenterKeys::isBlank() const
{
    return mCurtain && mCurtain->isVisible();
}

void PresenterKeys::blank()
{
    if (!mCurtain) {
        mCurtain = new QWidget(&mWindow);
        mCurtain->setObjectName(QStringLiteral("blankScreen"));
        mCurtain->setAutoFillBackground(true);
        QPalette black = mCurtain->palette();
        black.setColor(QPalette::Window, Qt::black);
        mCurtain->setPalette(black);
        mCurtain->setFocusPolicy(Qt::StrongFocus);
        mCurtain->installEventFilter(this);
    }
    mCurtain->setGeometry(mWindow.rect());
    mCurtain->show();
    mCurtain->raise();
    mCurtain->setFocus();
}

bool PresenterKeys::eventFilter(QObject *watched, QEvent *event)
{
    // Any key or click brings the picture back; it does nothing else (the curtain takes the key
    // before a shortcut can).
    if (watched == mCurtain && event->type() == QEvent::ShortcutOverride) {
        event->accept();
        return true;
    }
    if (watched == mCurtain && (event->type() == QEvent::KeyPress || event->type() == QEvent::MouseButtonPress)) {
        mCurtain->hide();
        mWindow.activateWindow();
        return true;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace attention
