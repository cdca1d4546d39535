#include "ui/widgets/WheelScrollsPast.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QScrollBar>

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
        for (QWidget *outer = widget->parentWidget(); outer; outer = outer->parentWidget())
            if (auto *area = qobject_cast<QAbstractScrollArea *>(outer)) {
                QCoreApplication::sendEvent(area->viewport(), event);
                break;
            }
        return true;
    }
};

template <typename Widget>
void watch(QWidget *panel, QObject *filter)
{
    for (Widget *widget : panel->findChildren<Widget *>()) {
        if (qobject_cast<QScrollBar *>(widget))
            continue; // a scroll bar (of a list inside the panel, of a box's popup) scrolls its own
        widget->setFocusPolicy(Qt::StrongFocus); // not WheelFocus: the wheel alone must not pick a box
        widget->installEventFilter(filter);
    }
}

} // namespace

void letTheWheelScrollPast(QWidget *panel)
{
    auto *filter = new WheelScrollsPast(panel);
    watch<QComboBox>(panel, filter);
    watch<QAbstractSpinBox>(panel, filter);
    watch<QAbstractSlider>(panel, filter);
}

} // namespace attention
