#pragma once

#include <QByteArray>
#include <QObject>

namespace attention {

class MainWindow;

/**
 * The window's text size, presentation mode (F5: full screen, the text grown for the projector,
 * a crosshair on the hovered cell) and the Lesson panel's place and width, which both change.
 */
class PresentationMode : public QObject
{
    Q_OBJECT

public:
    explicit PresentationMode(MainWindow &window);

    double textSize() const;
    /** Every widget's text, the menus' and the tooltips' too, within 8 to 40 pt. */
    void setTextSize(double points);
    /** The text size presentation mode grows to on the window's screen (never shrinks to it). */
    double presentationTextSize() const;

    bool isOn() const { return mOn; }
    void setOn(bool on);
    /** The window was resized: the presentation's text waits for the full screen. */
    void windowResized();

    /** The teacher's choice of showing the Lesson panel (F9, the menu, its close button). */
    bool lessonPanelWanted() const { return mLessonPanelWanted; }
    void setLessonPanelWanted(bool wanted);
    /** Shows the panel where the teacher wants it, except on the tabs whose models it does not set. */
    void placeLessonPanel();
    /** As wide as the lesson's controls need, at most a third of the screen. */
    void fitLessonPanel();

private:
    void applyTextOnceFullScreen();

    MainWindow &mWindow;
    bool mOn = false;
    double mTextSizeBefore = 0;
    QByteArray mGeometryBefore;
    bool mLessonPanelBefore = true;
    // The teacher's choice; the tabs that hide the panel leave it as it is (it came back on every
    // change of tab, after F9 on a small projector).
    bool mLessonPanelWanted = true;
    bool mPlacingLessonPanel = false;
    bool mTextPending = false;
};

} // namespace attention
