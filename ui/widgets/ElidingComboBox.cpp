#include "ui/widgets/ElidingComboBox.h"

#include <QStyleOptionComboBox>
#include <QStylePainter>

namespace attention {

int ElidingComboBox::textRoom() const
{
    QStyleOptionComboBox option;
    initStyleOption(&option);
    return style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, this).width();
}

QSize ElidingComboBox::minimumSizeHint() const
{
    return sizeHint();
}

QString ElidingComboBox::shownText(int index) const
{
    return fontMetrics().elidedText(itemText(index), Qt::ElideRight, textRoom());
}

void ElidingComboBox::paintEvent(QPaintEvent *)
{
    // QComboBox::paintEvent(), with the label's text elided.
    QStylePainter painter(this);
    painter.setPen(palette().color(QPalette::Text));
    QStyleOptionComboBox option;
    initStyleOption(&option);
    painter.drawComplexControl(QStyle::CC_ComboBox, option);
    if (currentIndex() >= 0)
        option.currentText = shownText(currentIndex());
    painter.drawControl(QStyle::CE_ComboBoxLabel, option);
}

} // namespace attention
