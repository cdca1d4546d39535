#pragma once

#include "core/Types.h"
#include "core/pipeline/AttentionConfig.h"
#include "core/pipeline/ModelParameters.h"
#include "core/pipeline/RowSummaries.h"
#include "core/text/Tokenizer.h"
#include "core/text/Vocabulary.h"
#include "core/textbook/Attention.h"

#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace attention {

struct PackedHeads; // K and V as the panel kernel reads them
struct HeadsWhileTyping; // each head's weights while the user types in the source
struct EmbeddingProjections; // each key's embedding projected, apart from its position

/** Every intermediate of one lesson, computed once; views only read it. */
struct AttentionResult
{
    AttentionConfig config;
    std::vector<Token> sourceTokens, targetTokens; // as the sentences were split
    std::vector<Token> queryTokens, keyTokens; // matrix rows and columns (keys may end in <pad>)
    Vocabulary vocabulary;

    Matrix queryEmbeddings, keyEmbeddings; // token embeddings [n][d]
    std::shared_ptr<const Matrix> positionalEncoding; // [max(nq, nk)][d], shared with the cache; null when switched off
    Matrix queryInput, keyInput; // embeddings + positional encoding
    std::optional<Message> queryInputMeaning, keyInputMeaning; // what the inputs are made of, when not embedding (+ P)
    std::shared_ptr<const ModelParameters> parameters; // never null in a result

    Matrix Q, K, V; // projected [n][d]
    Matrix rawScores; // before scaling; empty for multi-head, where it is scores x sqrt(d_k)
    Matrix scores; // the score function's output (multi-head: mean over heads)
    Mask mask; // [nq][nk], true = blocked; always full size
    Matrix weights; // the alignment matrix (multi-head: mean over heads)
    Matrix context; // weights x V (multi-head: heads side by side, before W_o)
    Matrix output; // multi-head: context W_o^T + b_o; otherwise the context
    std::vector<Matrix> headWeights; // multi-head, when kept (see headWeightsOf()); a head's scores: headScores()
    std::shared_ptr<const PackedHeads> packedHeads; // multi-head, the means only: K and V packed for the next keystroke
    std::shared_ptr<const HeadsWhileTyping> headsWhileTyping; // multi-head, the means only, typing in the source
    std::shared_ptr<const EmbeddingProjections> embeddingProjections; // multi-head with positions: for words moved by the next keystroke
    Matrix additiveQueryPart, additiveKeyPart; // additive only
    std::vector<QueryRowSummary> rows;
    std::vector<Message> notes; // what the user should know, such as a cut sentence
    std::vector<std::pair<int, int>> trueAlignment; // (query, key) pairs a trained model's task knows are right
    std::string origin; // set when the weights were imported rather than computed: where from
    std::string model; // set when a real model computed them: its name (origin then says which layer)
    std::vector<Matrix> layerMeans; // a real model's self attention: every layer's mean over heads (what rollout traces)
    /** Where the weights come from when not from the lesson's settings: a trained model, a file. */
    std::optional<Message> provenance;

    /** scores / temperature, as the softmax sees them (blocked cells included); computed on
     *  demand, since it is the scores rescaled. */
    Matrix logits() const;

    int queryCount() const { return static_cast<int>(queryTokens.size()); }
    int keyCount() const { return static_cast<int>(keyTokens.size()); }
    /** Heads of a multi-head computation (kept or not), or of imported attention. */
    int headCount() const
    {
        return config.score == ScoreFunction::MultiHead && origin.empty() ? config.heads : static_cast<int>(headWeights.size());
    }
};

/** Where a result's weights come from, which decides whether its pattern means anything. */
enum class WeightsSource {
    Untrained, // random embeddings and projections: the pattern means nothing yet
    LexiconThroughRandom, // lexicon embeddings turned by random projections: still nothing
    Lexicon, // lexicon embeddings, identity projections: translations find each other
    Trained, // a model trained in the Train tab
    Imported // attention read from a file
};
WeightsSource weightsSource(const AttentionResult &r);
/** The badge every map of the result wears: "untrained: random weights, the pattern means
 *  nothing yet", "trained for 800 steps on reverse", ... */
Message weightsSourceText(const AttentionResult &r);

/** The memory a result's numbers hold, in bytes: its matrices and mask, the heads kept for typing
 *  and the packed keys and values (counted as K and V again). A computation that replaces the
 *  result on show allocates about as much while that one stays. */
double heldBytes(const AttentionResult &r);
/** The same of typing's heads alone (those remembered beside a result). */
double heldBytes(const HeadsWhileTyping &typing);

/** Moves one head's intermediates into a result (a single-head lesson's scores, weights, context). */
void takeSingleHead(AttentionResult &r, HeadOutputs head);

} // namespace attention
