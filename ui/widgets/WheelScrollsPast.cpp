#include "ui/widgets/WheelScrollsPast.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QScrollBar>
#include <QWheelEvent>

namespace attention {

namespace {

class WheelScrollsPast : public QObject
{
public:
    using QObject::QObject;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *widget = qobject_cast<QWidget *>(watched);
        if (event->type() != QEvent::Wheel || !widget || widget->hasFocus())
            return false;
        scrollTheAreaAround(widget, *static_cast<QWheelEvent *>(event));
        return true;
    }
};

template <typename Widget> void watch(QWidget *panel, QObject *filter)
{
    for (Widget *widget : panel->findChildren<Widget *>()) {
        if (qobject_cast<QScrollBar *>(widget))
            continue; // a scroll bar (of a list inside the panel, of a box's popup) scrolls its own
        widget->setFocusPolicy(Qt::StrongFocus); // not WheelFocus: the wheel alone must not pick a box
        widget->installEventFilter(filter);
    }
}

} // namespace

bool scrollTheAreaAround(QWidget *widget, const QWheelEvent &wheel)
{
    QWidget *area = widget->parentWidget();
    while (area && !qobject_cast<QAbstractScrollArea *>(area))
        area = area->parentWidget();
    if (!area)
        return false;
    QWidget *viewport = static_cast<QAbstractScrollArea *>(area)->viewport();
    QWheelEvent moved(viewport->mapFromGlobal(widget->mapToGlobal(wheel.position())), wheel.globalPosition(), wheel.pixelDelta(),
                      wheel.angleDelta(), wheel.buttons(), wheel.modifiers(), wheel.phase(), wheel.inverted(), wheel.source());
    QCoreApplication::sendEvent(viewport, &moved);
    return true;
}

void letTheWheelScrollPast(QWidget *panel)
{
    auto *filter = new WheelScrollsPast(panel);
    watch<QComboBox>(panel, filter);
    watch<QAbstractSpinBox>(panel, filter);
    watch<QAbstractSlider>(panel, filter);
}

} // namespace attention
