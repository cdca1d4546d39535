#pragma once

#include "core/Outcome.h"
#include "core/models/ModelConfig.h"
#include "core/models/ModelTokenizer.h"

#include <QString>

#include <memory>

namespace attention {

/** A model's tokenizers as its folder holds them: the text's, and a translator's target side. */
struct ModelTokenizers
{
    std::shared_ptr<const models::ModelTokenizer> source, target;
};

/**
 * The tokenizer files of a model folder, as the family reads them: byte-level BPE from
 * tokenizer.json or vocab.json and merges.txt (GPT-2, Llama, Qwen2), WordPiece from vocab.txt
 * with tokenizer_config.json's do_lower_case (BERT, DistilBERT), SentencePiece from source.spm
 * and target.spm numbered by vocab.json (Marian). Missing or malformed files are refused with a
 * sentence naming the file.
 */
Outcome<ModelTokenizers> readTokenizers(const QString &folder, const models::ModelConfig &config);

} // namespace attention
