#pragma once

#include "core/Outcome.h"
#include "core/generation/DecoderModel.h"
#include "core/generation/Sampling.h"
#include "core/pipeline/Budget.h"
#include "core/pipeline/MultiHeadAttention.h"
#include "core/textbook/Attention.h"
#include "core/textbook/LinearSelfAttention.h"

#include <QJsonObject>
#include <QString>

namespace attention::cli {

/** One reference case (the format of shared/golden/README.md), read and checked. */
struct AttentionCase
{
    QString name;
    QString op; // softmax, attention, multihead, positional_encoding, self_attention_layer, decoder_lm, sample_filter
    double temperature = 1.0;

    Matrix scores; // softmax

    ScoreFunction score = ScoreFunction::Dot; // attention
    Matrix Q, K, V;
    Mask mask;
    ScoreParameters parameters;

    MultiHeadParameters multiHead; // multihead
    Matrix query, key, value;

    int length = 0, dim = 0; // positional_encoding

    Matrix x; // self_attention_layer
    LinearSelfAttentionWeights linear;

    generation::DecoderModel decoder; // decoder_lm
    std::vector<int> tokens;

    RowVector logits; // sample_filter
    generation::SamplingOptions sampling;

    QJsonObject expected; // kept for tests; never read by computeCase
};

constexpr qint64 kMaxCaseFileBytes = 64 * 1024 * 1024;

Outcome<AttentionCase> parseCase(const QByteArray &json);
Outcome<AttentionCase> readCaseFile(const QString &path);

/** What computing a case and writing its result would cost (see core/pipeline/Budget.h). */
Cost caseCost(const AttentionCase &attentionCase);

/** Computes a case with the core, unless its cost is beyond the budget; the object has the
 *  keys of the case's "expected". */
Outcome<QJsonObject> computeCase(const AttentionCase &attentionCase);

} // namespace attention::cli
