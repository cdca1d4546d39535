#pragma once

#include "core/Message.h"

#include <cstdio>
#include <cstdlib>
#include <optional>
#include <string>
#include <utility>

namespace attention {

namespace detail {
/** Asking a failed Outcome for its value is a bug in the caller: it stops here, saying why. */
[[noreturn]] inline void valueOfFailure(const Message &problem)
{
    std::fprintf(stderr, "attention: the value of a failed Outcome was used (%s: %s)\n", problem.code.c_str(), problem.text().c_str());
    std::abort();
}
} // namespace detail

/** A value, or the Message that says why there is none (its problem). Every layer reports impossible requests
 *  this way, so nothing throws into the window; value() of a failure stops the program. */
template <typename T> class [[nodiscard]] Outcome
{
public:
    Outcome(T value) : mValue(std::move(value)) {}
    Outcome(Message problem) : mProblem(std::move(problem)) {}

    bool ok() const { return mValue.has_value(); }
    explicit operator bool() const { return ok(); }
    /** Why there is no value; only on failure. */
    const Message &problem() const { return *mProblem; }
    /** The problem in English (for logs and tests); empty when there is a value. */
    std::string error() const { return mProblem ? mProblem->text() : std::string(); }

    const T &value() const & { return checked(), *mValue; }
    T &value() & { return checked(), *mValue; }
    T &&value() && { return checked(), std::move(*mValue); }
    const T *operator->() const { return &value(); }
    T *operator->() { return &value(); }
    const T &operator*() const & { return value(); }
    T &operator*() & { return value(); } // std::move(*outcome) moves: a const one copied a 256 MB result
    T &&operator*() && { return std::move(*this).value(); }

private:
    void checked() const
    {
        if (!mValue)
            detail::valueOfFailure(*mProblem);
    }

    std::optional<T> mValue;
    std::optional<Message> mProblem;
};

/** Success, or the Message that says why not. */
template <> class [[nodiscard]] Outcome<void>
{
public:
    Outcome() = default;
    Outcome(Message problem) : mProblem(std::move(problem)) {}
    static Outcome success() { return {}; }

    bool ok() const { return !mProblem.has_value(); }
    explicit operator bool() const { return ok(); }
    const Message &problem() const { return *mProblem; }
    std::string error() const { return mProblem ? mProblem->text() : std::string(); }

private:
    std::optional<Message> mProblem;
};

} // namespace attention
