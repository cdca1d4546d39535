#include "core/pipeline/AttentionResult.h"

#include "core/pipeline/KeysByParts.h"
#include "core/pipeline/SoftmaxRescaling.h"
#include "core/textbook/Softmax.h"

namespace attention {

Matrix AttentionResult::logits() const
{
    Matrix out = scores / static_cast<Scalar>(config.temperature);
    makeFinite(out);
    return out;
}

double heldBytes(const AttentionResult &r)
{
    double cells = 0;
    for (const Matrix *m : {&r.queryEmbeddings, &r.keyEmbeddings, &r.queryInput, &r.keyInput, &r.Q, &r.K, &r.V, &r.rawScores, &r.scores,
                            &r.weights, &r.context, &r.output, &r.additiveQueryPart, &r.additiveKeyPart})
        cells += double(m->size());
    for (const Matrix &head : r.headWeights)
        cells += double(head.size());
    for (const Matrix &layer : r.layerMeans)
        cells += double(layer.size());
    if (r.packedHeads)
        cells += double(r.K.size() + r.V.size());
    double bytes = cells * sizeof(Scalar) + double(r.mask.size()) * sizeof(bool);
    if (r.embeddingProjections)
        bytes += r.embeddingProjections->keys.heldBytes() + r.embeddingProjections->values.heldBytes();
    return r.headsWhileTyping ? bytes + heldBytes(*r.headsWhileTyping) : bytes;
}

double heldBytes(const HeadsWhileTyping &typing)
{
    double bytes = 0;
    if (typing.weights)
        for (const Matrix &head : *typing.weights)
            bytes += double(head.size()) * sizeof(Scalar);
    if (typing.logNormalisers)
        bytes += double(typing.logNormalisers->size()) * sizeof(double);
    if (typing.prefixContext)
        bytes += double(typing.prefixContext->size()) * sizeof(Scalar);
    return bytes;
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
