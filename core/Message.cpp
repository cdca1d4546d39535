#include "core/Message.h"

#include <charconv>

namespace attention {

namespace {

std::string formatted(const MessageArgument &argument)
{
    switch (argument.kind()) {
    case MessageArgument::Kind::Text:
        return argument.text();
    case MessageArgument::Kind::Integer:
        return std::to_string(argument.integer());
    case MessageArgument::Kind::Real: {
        char buffer[64];
        const auto end = std::to_chars(buffer, buffer + sizeof buffer, argument.real()).ptr; // shortest exact form
        return std::string(buffer, end);
    }
    case MessageArgument::Kind::Cause:
        return argument.cause().text();
    }
    return {};
}

} // namespace

std::string fillTemplate(const std::string &pattern, const std::vector<std::string> &arguments)
{
    std::string out;
    out.reserve(pattern.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '%' && i + 1 < pattern.size()) {
            const char next = pattern[i + 1];
            if (next >= '1' && next <= '9' && static_cast<std::size_t>(next - '1') < arguments.size()) {
                out += arguments[static_cast<std::size_t>(next - '1')];
                ++i;
                continue;
            }
            if (next == '%') {
                out += '%';
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::string Message::text() const
{
    std::vector<std::string> filled;
    filled.reserve(arguments.size());
    for (const MessageArgument &argument : arguments)
        filled.push_back(formatted(argument));
    return fillTemplate(pattern, filled);
}

} // namespace attention
