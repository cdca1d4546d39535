#pragma once

#include <array>
#include <optional>
#include <string_view>
#include <utility>

namespace attention {

/** A fixed table of an enum's values and their names, read both ways. */
template <typename Enum, std::size_t N> using NamedValues = std::array<std::pair<Enum, std::string_view>, N>;

template <typename Enum, std::size_t N> std::string_view nameIn(const NamedValues<Enum, N> &names, Enum value)
{
    for (const auto &[key, name] : names)
        if (key == value)
            return name;
    return {};
}

template <typename Enum, std::size_t N> std::optional<Enum> valueIn(const NamedValues<Enum, N> &names, std::string_view text)
{
    for (const auto &[key, name] : names)
        if (name == text)
            return key;
    return std::nullopt;
}

} // namespace attention
