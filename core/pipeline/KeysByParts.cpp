#include "core/pipeline/KeysByParts.h"

#include "core/pipeline/HeadBands.h"
#include "core/pipeline/KnownRows.h"
#include "core/pipeline/MultiHeadProjections.h"

namespace attention {

KeysMadeByParts::KeysMadeByParts(const KeysByParts *parts, Eigen::Index nk, Eigen::Index E) : mParts(parts), mKeys(nk)
{
    const PositionProjections *positions = parts ? parts->positions.get() : nullptr;
    if (positions && parts->embeddings && parts->embeddings->rows() == nk && parts->embeddings->cols() == E && positions->keys.rows() >= nk
        && positions->keys.cols() == E && positions->values.rows() >= nk && positions->values.cols() == E)
        mPositions = positions;
}

bool KeysMadeByParts::serves(const KnownRows &known) const
{
    return known.embeddingProjections && static_cast<Eigen::Index>(known.earlierEmbeddingRow.size()) == mKeys;
}

void KeysMadeByParts::addProducts(std::vector<Projection> &products, const KnownRows *known, MultiHeadOutputs &out, PackedHeads *packing,
                                  Eigen::Index dk)
{
    for (Eigen::Index j = 0; j < mKeys; ++j) {
        mFrom.push_back(known ? known->earlierEmbeddingRow[static_cast<std::size_t>(j)] : -1);
        if (mFrom.back() < 0)
            mToProject.push_back(j);
    }
    if (mToProject.empty())
        return;
    const bool every = static_cast<Eigen::Index>(mToProject.size()) == mKeys;
    if (!every)
        mEmbeddingRows = gatherRows(*mParts->embeddings, mToProject);
    const auto placeInto = [&](PackedPart part, const Matrix &parts, const Matrix &ofPositions,
                               Matrix &into) -> decltype(Projection::written) {
        if (known)
            return {}; // finish() puts the keys that changed together
        into.resize(mKeys, ofPositions.cols());
        return [&parts, &ofPositions, &into, part, packing, dk](Eigen::Index row, Eigen::Index rows, Eigen::Index column,
                                                                Eigen::Index columns) {
            into.block(row, column, rows, columns) =
                parts.block(row, column, rows, columns) + ofPositions.block(row, column, rows, columns);
            if (packing)
                packIntoHeads(*packing, part, into, dk, row, rows, column, columns);
        };
    };
    const Matrix *embeddings = every ? mParts->embeddings : &mEmbeddingRows;
    products.push_back({embeddings, 1, mKeyParts.get(), placeInto(PackedPart::Keys, *mKeyParts, mPositions->keys, out.K), false});
    products.push_back({embeddings, 2, mValueParts.get(), placeInto(PackedPart::Values, *mValueParts, mPositions->values, out.V), false});
}

void KeysMadeByParts::finish(const KnownRows *known, const std::vector<Eigen::Index> &moved, MultiHeadOutputs &out)
{
    const auto made = [this](const SharedRows &earlier, std::shared_ptr<Matrix> fresh) {
        return SharedRows::picked(earlier, mFrom, fresh->size() != 0 ? std::move(fresh) : nullptr);
    };
    auto parts = std::make_shared<EmbeddingProjections>();
    parts->keys = made(known ? known->embeddingProjections->keys : SharedRows(), mKeyParts);
    parts->values = made(known ? known->embeddingProjections->values : SharedRows(), mValueParts);
    if (known) {
        const Eigen::Index E = out.K.cols();
        for (const Eigen::Index j : moved) {
            out.K.row(j) = Eigen::Map<const RowVector>(parts->keys.row(j), E) + mPositions->keys.row(j);
            out.V.row(j) = Eigen::Map<const RowVector>(parts->values.row(j), E) + mPositions->values.row(j);
        }
    }
    out.embeddingProjections = std::move(parts);
}

} // namespace attention
