#include "core/textbook/ScoreFunction.h"

#include "core/NamedValues.h"

namespace attention {

namespace {

constexpr NamedValues<ScoreFunction, 5> kScoreIds = {{{ScoreFunction::Dot, "dot"},
                                                      {ScoreFunction::ScaledDot, "scaled_dot"},
                                                      {ScoreFunction::General, "general"},
                                                      {ScoreFunction::Additive, "additive"},
                                                      {ScoreFunction::MultiHead, "multihead"}}};
constexpr NamedValues<ScoreFunction, 5> kScoreNames = {{{ScoreFunction::Dot, "Dot product"},
                                                        {ScoreFunction::ScaledDot, "Scaled dot product"},
                                                        {ScoreFunction::General, "Luong general"},
                                                        {ScoreFunction::Additive, "Additive (Bahdanau)"},
                                                        {ScoreFunction::MultiHead, "Multi-head"}}};

} // namespace

std::string_view scoreFunctionId(ScoreFunction score) { return nameIn(kScoreIds, score); }
std::string_view scoreFunctionName(ScoreFunction score) { return nameIn(kScoreNames, score); }
std::optional<ScoreFunction> scoreFunctionFromId(std::string_view id) { return valueIn(kScoreIds, id); }

} // namespace attention
