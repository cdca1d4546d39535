#pragma once

#include "core/Message.h"

#include <QLocale>
#include <QString>

#include <string_view>

namespace attention {

/** The message in the user's language: its pattern translated (context "Message"), numbers in
 *  the locale's format, causes filled in the same way. The one place where core messages meet
 *  the translator. */
QString messageText(const Message &message);
/** The user's locale as the app writes numbers for a person: 0,42 in French, and no group
 *  separators (sizes, positions and arithmetic read as they are typed, never 1,234.5). */
QLocale numberLocale();
/** A name the core gives ("Scaled dot product", marked ATTENTION_MESSAGE there) in the user's language. */
QString translatedName(std::string_view name);

} // namespace attention
