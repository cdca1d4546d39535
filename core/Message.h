#pragma once

#include <memory>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

/** Marks an English message template for translation: the core has no Qt, so the window
 *  translates the template where it shows it (lupdate reads this as QT_TRANSLATE_NOOP). */
#define ATTENTION_MESSAGE(text) text

namespace attention {

struct Message;

/** One argument of a message: a text, a number (formatted where it is shown, in the reader's
 *  locale) or the message that caused this one. */
class MessageArgument
{
public:
    enum class Kind { Text, Integer, Real, Cause };

    MessageArgument(std::string text) : mKind(Kind::Text), mText(std::move(text)) {}
    MessageArgument(const char *text) : mKind(Kind::Text), mText(text) {}
    template <typename Integer, std::enable_if_t<std::is_integral_v<Integer>, int> = 0>
    MessageArgument(Integer number) : mKind(Kind::Integer), mInteger(static_cast<long long>(number))
    {
    }
    MessageArgument(double number) : mKind(Kind::Real), mReal(number) {}
    /** Any string type that converts itself to UTF-8 (QString), so layers above the core need
     *  no conversion at every message. */
    template <typename String, typename = decltype(std::declval<const String &>().toStdString())>
    MessageArgument(const String &text) : MessageArgument(text.toStdString())
    {
    }
    MessageArgument(Message cause);

    Kind kind() const { return mKind; }
    const std::string &text() const { return mText; }
    long long integer() const { return mInteger; }
    double real() const { return mReal; }
    const Message &cause() const { return *mCause; }

private:
    Kind mKind;
    std::string mText;
    long long mInteger = 0;
    double mReal = 0;
    std::shared_ptr<const Message> mCause;
};

/**
 * A sentence for a person, built where it can still be translated: a stable code (tests and
 * tools match it), an English pattern whose %1..%9 the arguments fill, marked with
 * ATTENTION_MESSAGE so that the window shows it in the user's language. Every layer reports
 * failures as a Message (see Outcome); notes on a result are Messages too.
 */
struct Message
{
    std::string code; // "config.d_model"
    const char *pattern; // "d_model must be between %1 and %2 (it is %3)"; static storage
    std::vector<MessageArgument> arguments;

    Message(std::string code, const char *pattern, std::vector<MessageArgument> arguments = {})
        : code(std::move(code)), pattern(pattern), arguments(std::move(arguments))
    {
    }

    /** A message already in the user's words (made by a layer that translates as it writes). */
    static Message inWords(std::string text) { return Message("text", "%1", {std::move(text)}); }

    /** The message in English with its arguments filled in (numbers as C++ writes them). */
    std::string text() const;
};

inline MessageArgument::MessageArgument(Message cause) : mKind(Kind::Cause), mCause(std::make_shared<const Message>(std::move(cause))) {}

/** Fills %1..%9 of a template with already formatted arguments ("%%" is a percent sign). */
std::string fillTemplate(const std::string &pattern, const std::vector<std::string> &arguments);

} // namespace attention
