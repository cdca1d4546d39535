#pragma once

class QWheelEvent;
class QWidget;

namespace attention {

/**
 * A turn of the mouse wheel over one of panel's choice boxes, spin boxes or sliders that the
 * user has not clicked (or tabbed to) scrolls the area around the panel instead of changing
 * the value: scrolling the Lesson panel at F5 switched the lesson's mode and d_model on the
 * way down. Once the user has clicked a box, the wheel changes it as usual. Call once the
 * panel's widgets are made; for any panel that scrolls (the Lesson panel, the Generate tab's
 * controls, the Teach panels).
 */
void letTheWheelScrollPast(QWidget *panel);

/** Sends wheel, turned over widget, to the viewport of the nearest scroll area around widget,
 *  at the same place on the screen (Qt hands an ignored wheel event on to the parents only when
 *  it came from the window system). Returns false, sending nothing, where there is none. */
bool scrollTheAreaAround(QWidget *widget, const QWheelEvent &wheel);

} // namespace attention
