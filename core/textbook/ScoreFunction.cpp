#include "core/textbook/ScoreFunction.h"

#include "core/Message.h"

#include "core/NamedValues.h"

namespace attention {

namespace {

constexpr NamedValues<ScoreFunction, 5> kScoreIds = {{{ScoreFunction::Dot, "dot"},
                                                      {ScoreFunction::ScaledDot, "scaled_dot"},
                                                      {ScoreFunction::General, "general"},
                                                      {ScoreFunction::Additive, "additive"},
                                                      {ScoreFunction::MultiHead, "multihead"}}};
constexpr NamedValues<ScoreFunction, 5> kScoreNames = {{{ScoreFunction::Dot, ATTENTION_MESSAGE("Dot product")},
                                                        {ScoreFunction::ScaledDot, ATTENTION_MESSAGE("Scaled dot product")},
                                                        {ScoreFunction::General, ATTENTION_MESSAGE("Luong general")},
                                                        {ScoreFunction::Additive, ATTENTION_MESSAGE("Additive (Bahdanau)")},
                                                        {ScoreFunction::MultiHead, ATTENTION_MESSAGE("Multi-head")}}};

} // namespace

std::string_view scoreFunctionId(ScoreFunction score)
{
    return nameIn(kScoreIds, score);
}
std::string_view scoreFunctionName(ScoreFunction score)
{
    return nameIn(kScoreNames, score);
}
std::optional<ScoreFunction> scoreFunctionFromId(std::string_view id)
{
    return valueIn(kScoreIds, id);
}

} // namespace attention
