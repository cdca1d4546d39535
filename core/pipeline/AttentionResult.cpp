#include "core/pipeline/AttentionResult.h"

#include "core/textbook/Softmax.h"

namespace attention {

Matrix AttentionResult::logits() const
{
    Matrix out = scores / static_cast<Scalar>(config.temperature);
    makeFinite(out);
    return out;
}

WeightsSource weightsSource(const AttentionResult &r)
{
    if (!r.origin.empty())
        return WeightsSource::Imported;
    if (r.provenance)
        return WeightsSource::Trained;
    if (r.config.embeddings == EmbeddingKind::Lexicon)
        return r.config.projections == ProjectionKind::Identity ? WeightsSource::Lexicon : WeightsSource::LexiconThroughRandom;
    return WeightsSource::Untrained;
}

Message weightsSourceText(const AttentionResult &r)
{
    switch (weightsSource(r)) {
    case WeightsSource::Imported:
    case WeightsSource::Trained:
        if (r.provenance)
            return *r.provenance;
        return Message("source.imported", ATTENTION_MESSAGE("imported from %1"), {r.origin});
    case WeightsSource::Lexicon:
        return Message("source.lexicon", ATTENTION_MESSAGE("lexicon: translations share a vector"));
    case WeightsSource::LexiconThroughRandom:
        return Message("source.lexicon_random",
                       ATTENTION_MESSAGE("lexicon embeddings through random projections: the pattern means nothing yet"));
    case WeightsSource::Untrained:
        break;
    }
    return Message("source.untrained", ATTENTION_MESSAGE("untrained: random weights, the pattern means nothing yet"));
}

void takeSingleHead(AttentionResult &r, HeadOutputs head)
{
    r.rawScores = std::move(head.rawScores);
    r.scores = std::move(head.scores);
    r.weights = std::move(head.weights);
    r.context = std::move(head.context);
    r.output = r.context;
    r.additiveQueryPart = std::move(head.additiveQueryPart);
    r.additiveKeyPart = std::move(head.additiveKeyPart);
}

} // namespace attention
