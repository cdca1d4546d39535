#pragma once

#include "core/Outcome.h"
#include "core/models/WeightSet.h"

#include <QString>

#include <memory>

namespace attention {

/**
 * A model's weights from safetensors files: model.safetensors, or the shards that
 * model.safetensors.index.json lists. Each file is mapped, not read: float32 tensors are used in
 * place, float16 and bfloat16 ones converted to float32 (twice their size in memory). Tensors of
 * other types (a checkpoint's integer buffers) are left out. A header that is not JSON, a tensor
 * whose offsets leave the file or do not match its shape, and an unknown type name are refused
 * with a sentence naming the file. LayerNorm's old "gamma" and "beta" are named "weight" and
 * "bias", as transformers does.
 */
Outcome<std::shared_ptr<models::WeightSet>> readSafeTensors(const QString &folder);

/** The bytes a folder's safetensors weights take on disk (0 where it has none). */
qint64 safeTensorsBytes(const QString &folder);

} // namespace attention
