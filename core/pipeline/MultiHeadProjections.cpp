#include "core/pipeline/MultiHeadProjections.h"

#include "core/kernels/FewRowsLinear.h"
#include "core/kernels/RowBlocks.h"

#include <algorithm>

namespace attention {

bool PackedProjections::fit(Eigen::Index E) const
{
    for (const PackedPanels *w : {&q, &k, &v, &out})
        if (w->width() != E || w->depth() != E)
            return false;
    return true;
}

namespace {

// Above this d_model a packed copy would add hundreds of MB to weights of hundreds of MB: the
// products then go through BLAS, which packs as it goes.
constexpr Eigen::Index kLargestPackedDModel = 1024;

/** p's weights packed, or null where the panel kernel cannot run, d_model is too large or the
 *  shapes are wrong. */
std::shared_ptr<const PackedProjections> packedWeights(const MultiHeadParameters &p)
{
    const Eigen::Index E = p.embedDim;
    if (!panelKernelAvailable() || E < 1 || E > kLargestPackedDModel || p.inProjWeight.rows() != 3 * E || p.inProjWeight.cols() != E
        || p.outProjWeight.rows() != E || p.outProjWeight.cols() != E)
        return nullptr;
    auto packed = std::make_shared<PackedProjections>();
    packed->q.pack(p.inProjWeight.data(), E, E, E);
    packed->k.pack(p.inProjWeight.data() + E * E, E, E, E);
    packed->v.pack(p.inProjWeight.data() + 2 * E * E, E, E, E);
    packed->out.pack(p.outProjWeight.data(), E, E, E);
    return packed;
}

/** x W^T + b, as torch.nn.Linear. Blocks of output columns run side by side, so each core packs
 *  only its part of W (blocks of rows would each pack all of W, which for a short input costs
 *  more than the product: 64 tokens, d 512, 2.5 -> 2.0 ms). */
Matrix linear(const Matrix &x, const Eigen::Ref<const Matrix> &W, const Eigen::Ref<const Vector> &b)
{
    Matrix y(x.rows(), W.rows());
    forRowBlocks(W.rows(), double(x.rows()) * double(W.cols()), [&](Eigen::Index begin, Eigen::Index end) {
        if (W.outerStride() == W.cols()
            && linearFewRows(x.data(), x.rows(), x.cols(), W.data() + begin * W.cols(), end - begin, b.data() + begin, y.data() + begin,
                             y.cols()))
            return; // a short input: no packing of W
        auto columns = y.middleCols(begin, end - begin);
        columns.noalias() = x * W.middleRows(begin, end - begin).transpose();
        columns.rowwise() += b.segment(begin, end - begin).transpose();
    });
    return y;
}

const PackedPanels &packedOf(const PackedProjections &packed, int block)
{
    return block == 0 ? packed.q : block == 1 ? packed.k : block == 2 ? packed.v : packed.out;
}

/** W of block 0-3, [E][E]: p's own, or unpacked into storage when p keeps only the packed copy
 *  (and the CPU cannot run the panel kernel after all: a test switched AVX-512 off). */
Eigen::Ref<const Matrix> weightOf(const MultiHeadParameters &p, int block, Matrix &storage)
{
    const Eigen::Index E = p.embedDim;
    if (p.inProjWeight.size() == 0 && p.packed) {
        storage.resize(E, E);
        packedOf(*p.packed, block).unpackTransposed(storage.data(), E);
        return storage;
    }
    return block < 3 ? Eigen::Ref<const Matrix>(p.inProjWeight.middleRows(block * E, E)) : Eigen::Ref<const Matrix>(p.outProjWeight);
}

const Scalar *biasOf(const MultiHeadParameters &p, int block)
{
    return block < 3 ? p.inProjBias.data() + block * p.embedDim : p.outProjBias.data();
}

void projectWithPanels(const MultiHeadParameters &p, const PackedProjections &packed, const std::vector<Projection> &products)
{
    struct Piece
    {
        std::size_t product;
        Eigen::Index row, rows, panel;
    };
    std::vector<Piece> pieces;
    double work = 0;
    for (std::size_t i = 0; i < products.size(); ++i) {
        const Projection &product = products[i];
        const PanelView w = packedOf(packed, product.block).view();
        product.y->resize(product.x->rows(), w.width);
        for (Eigen::Index row = 0; row < product.x->rows(); row += kPanelChunkRows)
            for (Eigen::Index panel = 0; panel < w.panels(); ++panel)
                pieces.push_back({i, row, std::min(kPanelChunkRows, product.x->rows() - row), panel});
        work += double(product.x->rows()) * double(w.width) * double(w.depth);
    }
    forRowBlocks(static_cast<Eigen::Index>(pieces.size()), work / double(std::max<std::size_t>(pieces.size(), 1)),
                 [&](Eigen::Index begin, Eigen::Index end) {
                     for (Eigen::Index i = begin; i < end; ++i) {
                         const Piece &piece = pieces[static_cast<std::size_t>(i)];
                         const Projection &product = products[piece.product];
                         const Matrix &x = *product.x;
                         Matrix &y = *product.y;
                         multiplyPanels(x.data() + piece.row * x.cols(), x.cols(), piece.rows, packedOf(packed, product.block).view(),
                                        piece.panel, piece.panel + 1, product.withBias ? biasOf(p, product.block) : nullptr,
                                        y.data() + piece.row * y.cols(), y.cols());
                         if (product.written)
                             product.written(piece.row, piece.rows, piece.panel * kPanelWidth,
                                             std::min(kPanelWidth, y.cols() - piece.panel * kPanelWidth));
                     }
                 });
}

} // namespace

void packProjections(MultiHeadParameters &p)
{
    if (p.inProjWeight.size() == 0 && p.packed)
        return; // packed already, and only there
    p.packed = packedWeights(p);
}

void keepOnlyPackedWeights(MultiHeadParameters &p)
{
    packProjections(p);
    if (p.packed) {
        p.inProjWeight = Matrix();
        p.outProjWeight = Matrix();
    }
}

bool projectsInPieces(const MultiHeadParameters &p)
{
    return p.packed && panelKernelAvailable();
}

void project(const MultiHeadParameters &p, const std::vector<Projection> &products)
{
    if (projectsInPieces(p))
        return projectWithPanels(p, *p.packed, products);
    Matrix unpacked;
    const Vector noBias = Vector::Zero(p.embedDim);
    for (const Projection &product : products) {
        *product.y = linear(*product.x, weightOf(p, product.block, unpacked),
                            product.withBias ? Eigen::Map<const Vector>(biasOf(p, product.block), p.embedDim)
                                             : Eigen::Map<const Vector>(noBias.data(), p.embedDim));
        if (product.written)
            product.written(0, product.y->rows(), 0, product.y->cols());
    }
}

} // namespace attention
