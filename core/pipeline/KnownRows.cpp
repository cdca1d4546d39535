#include "core/pipeline/KnownRows.h"

#include "core/kernels/RowBlocks.h"

#include <utility>

namespace attention {

Matrix gatherRows(const Matrix &m, const std::vector<Eigen::Index> &rows)
{
    if (static_cast<Eigen::Index>(rows.size()) == m.rows())
        return m; // every row, in order
    Matrix out(static_cast<Eigen::Index>(rows.size()), m.cols());
    for (std::size_t k = 0; k < rows.size(); ++k)
        out.row(static_cast<Eigen::Index>(k)) = m.row(rows[k]);
    return out;
}

void scatterRows(const Matrix &from, const std::vector<Eigen::Index> &rows, Matrix &to)
{
    if (static_cast<Eigen::Index>(rows.size()) == to.rows()) {
        to = from;
        return;
    }
    for (std::size_t k = 0; k < rows.size(); ++k)
        to.row(rows[k]) = from.row(static_cast<Eigen::Index>(k));
}

void copyKnownRows(const KnownRows &known, const Mask &mask, MultiHeadOutputs &out)
{
    std::vector<std::pair<Eigen::Index, Eigen::Index>> pairs; // (row, earlier row)
    for (std::size_t i = 0; i < known.earlierRow.size(); ++i)
        if (known.earlierRow[i] >= 0)
            pairs.emplace_back(static_cast<Eigen::Index>(i), known.earlierRow[i]);
    const Eigen::Index nk = out.weightsMean.cols();
    forRowBlocks(static_cast<Eigen::Index>(pairs.size()), double(out.headWeights.size() + 2) * double(nk) * 4,
                 [&](Eigen::Index begin, Eigen::Index end) {
                     for (Eigen::Index k = begin; k < end; ++k) {
                         const auto [row, earlier] = pairs[static_cast<std::size_t>(k)];
                         out.scoresMean.row(row) = known.scoresMean->row(earlier);
                         out.weightsMean.row(row) = known.weightsMean->row(earlier);
                         out.rows[static_cast<std::size_t>(row)] =
                             known.rows ? (*known.rows)[static_cast<std::size_t>(earlier)] : summariseRow(out.weightsMean, mask, row);
                         out.context.row(row) = known.context->row(earlier);
                         if (out.output.rows() > 0 && known.output && known.output->rows() > 0)
                             out.output.row(row) = known.output->row(earlier);
                         for (std::size_t h = 0; h < out.headWeights.size(); ++h) // empty unless head weights are kept
                             out.headWeights[h].row(row) = (*known.headWeights)[h].row(earlier);
                     }
                 });
}

} // namespace attention
