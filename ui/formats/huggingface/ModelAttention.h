#pragma once

#include "core/Outcome.h"
#include "core/models/LoadedModel.h"
#include "ui/formats/AttentionImport.h"

#include <QString>

namespace attention {

using ModelAttentionKind = models::AttentionSide;
std::optional<ModelAttentionKind> modelAttentionKindNamed(const QString &name); // "encoder", "decoder", "cross"

/**
 * A real model run on the text, its attention as an import holds it: [layers][heads][queries][keys]
 * with the model's tokens as labels. A translator reads the source and the target as labels
 * (the target's tokens and </s>; without a target, the model's own greedy translation): the
 * decoder reads the start token and the labels but the last, so cross attention has one row per
 * label, the row that predicts it. Costed before it runs; refused beyond the budget.
 */
Outcome<ImportedAttention> modelAttention(const models::LoadedModel &model, const QString &source, const QString &target,
                                          ModelAttentionKind kind);

/** The labels of ids as the model's tokenizer shows them. */
QStringList tokenLabelsOf(const models::ModelTokenizer &tokenizer, const std::vector<int> &ids);

} // namespace attention
