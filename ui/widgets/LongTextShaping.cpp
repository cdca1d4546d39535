#include "ui/widgets/LongTextShaping.h"

#include <QFont>
#include <QLineEdit>

#include <algorithm>

namespace attention {

namespace {

constexpr qsizetype kLongText = 1000; // characters: ten times a long classroom sentence

bool readsTheSameUnshaped(const QString &text)
{
    return std::all_of(text.begin(), text.end(), [](QChar c) { return c.unicode() < 0x0300; });
}

void chooseShaping(QLineEdit *field, const QString &text)
{
    const auto strategy = text.size() > kLongText && readsTheSameUnshaped(text) ? QFont::PreferNoShaping : QFont::PreferDefault;
    if (field->font().styleStrategy() == strategy)
        return;
    QFont font; // only the strategy is set here: every other attribute is inherited
    font.setStyleStrategy(strategy);
    field->setFont(font);
}

} // namespace

void shapeOnlyWhereItShows(QLineEdit *field)
{
    QObject::connect(field, &QLineEdit::textChanged, field, [field](const QString &text) { chooseShaping(field, text); });
    chooseShaping(field, field->text());
}

} // namespace attention
