#pragma once

#include "core/Outcome.h"
#include "core/models/ModelConfig.h"

#include <QByteArray>

namespace attention {

/**
 * A model folder's config.json as a ModelConfig: model_type picks the family (gpt2, llama,
 * qwen2, bert, distilbert, marian), each field is read under its family's name (n_embd,
 * hidden_size, dim, d_model...). Sizes that contradict each other (a hidden size that the heads
 * do not divide, more key/value heads than heads) are refused with a sentence naming the key.
 */
Outcome<models::ModelConfig> modelConfigFromJson(const QByteArray &json);

/** config.json is small; a larger file is no model's configuration. */
constexpr qint64 kMaxModelConfigBytes = 1 << 20;

} // namespace attention
