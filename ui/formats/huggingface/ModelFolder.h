#pragma once

#include "core/Outcome.h"
#include "core/models/LoadedModel.h"
#include "ui/formats/LessonState.h"

#include <QString>

#include <memory>

namespace attention {

/**
 * Opens a Hugging Face model folder (what huggingface-cli download or a git clone of the model's
 * repository gives): config.json, the weights (model.safetensors or its shards), the tokenizer
 * files. A folder that lacks one of them, contradicts itself, or needs more memory than half of
 * this computer's is refused with one sentence naming the file and the problem.
 */
Outcome<std::shared_ptr<const models::LoadedModel>> openModelFolder(const QString &folder);

/** Whether a path is a model folder to open (a folder holding config.json). */
bool isModelFolder(const QString &path);

/** A lesson that names a real model (state.model, from a file) gets it opened now, in this
 *  thread, and uses it: the headless commands' way (the window opens it in the background). */
Outcome<void> openNamedModel(LessonState &state);

} // namespace attention
