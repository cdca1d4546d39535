#pragma once

#include "core/Message.h"

#include <QString>

#include <string_view>

namespace attention {

/** The message in the user's language: its pattern translated (context "Message"), numbers in
 *  the locale's format, causes filled in the same way. The one place where core messages meet
 *  the translator. */
QString messageText(const Message &message);
/** A name the core gives ("Scaled dot product", marked ATTENTION_MESSAGE there) in the user's language. */
QString translatedName(std::string_view name);

} // namespace attention
