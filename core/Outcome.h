#pragma once

#include <optional>
#include <string>
#include <utility>

namespace attention {

/** A value, or the message that says why there is none. The core reports every impossible
 *  request this way, so nothing throws into the window. */
template <typename T>
class Outcome
{
public:
    Outcome(T value) : mValue(std::move(value)) {}
    static Outcome failure(std::string message)
    {
        Outcome outcome;
        outcome.mError = std::move(message);
        return outcome;
    }

    bool ok() const { return mValue.has_value(); }
    explicit operator bool() const { return ok(); }
    const std::string &error() const { return mError; }

    const T &value() const & { return *mValue; }
    T &value() & { return *mValue; }
    T &&value() && { return std::move(*mValue); }
    const T *operator->() const { return &*mValue; }
    T *operator->() { return &*mValue; }
    const T &operator*() const { return *mValue; }

private:
    Outcome() = default;
    std::optional<T> mValue;
    std::string mError;
};

} // namespace attention
