#pragma once

#include "core/models/Bert.h"
#include "core/models/CausalLanguageModel.h"
#include "core/models/Marian.h"
#include "core/models/ModelConfig.h"
#include "core/models/ModelTokenizer.h"

#include <memory>
#include <string>

namespace attention::models {

/** A real model as a folder gave it: its configuration, its tokenizers and the network of its
 *  family (one of language, encoder and translator is set). Shared and read from any thread. */
struct LoadedModel
{
    std::string name; // the folder's name
    ModelConfig config;
    std::shared_ptr<const ModelTokenizer> tokenizer; // the text's (a translator's source side)
    std::shared_ptr<const ModelTokenizer> targetTokenizer; // a translator's target side
    std::shared_ptr<const CausalLanguageModel> language; // GPT-2, Llama, Qwen2
    std::shared_ptr<const Bert> encoder; // BERT, DistilBERT
    std::shared_ptr<const Marian> translator; // Marian
    double weightBytes = 0; // in memory, as float32
    bool weightsConverted = false; // float16 or bfloat16 in the file: converted copies
};

} // namespace attention::models
