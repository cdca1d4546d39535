#include "core/models/ModelConfig.h"

namespace attention::models {

const char *familyName(Family family)
{
    switch (family) {
    case Family::Gpt2:
        return "gpt2";
    case Family::Llama:
        return "llama";
    case Family::Qwen2:
        return "qwen2";
    case Family::Bert:
        return "bert";
    case Family::DistilBert:
        return "distilbert";
    case Family::Marian:
        return "marian";
    }
    return "";
}

} // namespace attention::models
