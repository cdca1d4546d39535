#pragma once

#include "core/pipeline/MultiHeadAttention.h"
#include "core/pipeline/SharedRows.h"

#include <memory>
#include <vector>

namespace attention {

struct PackedHeads;
struct Projection;

/** Each position's encoding projected to keys and values, their biases included:
 *  P W_k^T + b_k and P W_v^T + b_v, [positions][E] (ComputeCache::positionProjections()). */
struct PositionProjections
{
    Matrix keys, values;
};

/**
 * Keys and values whose one input is embeddings plus positions, given in those two parts: each
 * key is then its embedding's projection plus its position's, K = (E W_k^T) + (P W_k^T + b_k),
 * and a key that only moved (every word after one typed in the middle of the source) keeps the
 * projection of its embedding: a word typed in the middle projects again only its own key.
 */
struct KeysByParts
{
    const Matrix *embeddings = nullptr; // [nk][E]: the input less the positions
    std::shared_ptr<const PositionProjections> positions; // at least nk rows
};

/** Each key's embedding projected to a key and a value, without position or bias (KeysByParts). */
struct EmbeddingProjections
{
    SharedRows keys, values;
};

/** multiHeadAttention()'s keys and values by parts: the embeddings it projects (those the
 *  earlier call has no projection of; every one from scratch) and the keys put together. */
class KeysMadeByParts
{
public:
    /** Unused (used() false) where parts is null or does not describe nk keys of E columns. */
    KeysMadeByParts(const KeysByParts *parts, Eigen::Index nk, Eigen::Index E);
    bool used() const { return mPositions != nullptr; }
    /** Whether known can serve a call by parts: it has the earlier call's embedding projections. */
    bool serves(const KnownRows &known) const;
    /** Adds the products of the embeddings known has not projected. From scratch (no known),
     *  each block of them is placed into out.K and out.V (and packed into packing) as it is made. */
    void addProducts(std::vector<Projection> &products, const KnownRows *known, MultiHeadOutputs &out, PackedHeads *packing,
                     Eigen::Index dk);
    /** After the products: out.embeddingProjections; with known, the keys and values of `moved`
     *  (the key rows whose input changed) put together in out.K and out.V. */
    void finish(const KnownRows *known, const std::vector<Eigen::Index> &moved, MultiHeadOutputs &out);

private:
    const KeysByParts *mParts = nullptr;
    const PositionProjections *mPositions = nullptr;
    Eigen::Index mKeys = 0;
    std::vector<Eigen::Index> mFrom; // per key: the earlier row of its embedding's projection, or -1
    std::vector<Eigen::Index> mToProject;
    Matrix mEmbeddingRows; // those of mToProject, where not every one
    std::shared_ptr<Matrix> mKeyParts = std::make_shared<Matrix>(), mValueParts = std::make_shared<Matrix>();
};

} // namespace attention
