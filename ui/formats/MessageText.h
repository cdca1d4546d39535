#pragma once

#include "core/Message.h"

#include <QString>

namespace attention {

/** The message in the user's language: its pattern translated (context "Message"), numbers in
 *  the locale's format, causes filled in the same way. The one place where core messages meet
 *  the translator. */
QString messageText(const Message &message);

} // namespace attention
