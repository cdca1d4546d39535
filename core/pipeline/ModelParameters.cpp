#include "core/pipeline/ModelParameters.h"

#include "core/Random.h"

#include <cmath>

namespace attention {

namespace {

enum Stream : std::uint64_t { kWq = 1, kWk, kWv, kWo, kBq, kBk, kBv, kBo, kGeneral, kAddWq, kAddWk, kAddBq, kAddBk, kAddV };

Vector randomVector(int size, std::uint64_t seed, std::uint64_t stream, double scale)
{
    return randomNormalMatrix(size, 1, seed, stream, scale).col(0);
}

MultiHeadParameters asTorchParameters(const ModelParameters &p, int dModel, int heads)
{
    MultiHeadParameters t;
    t.embedDim = dModel;
    t.numHeads = heads;
    t.inProjWeight.resize(3 * dModel, dModel);
    t.inProjWeight << p.Wq, p.Wk, p.Wv;
    t.inProjBias.resize(3 * dModel);
    t.inProjBias << p.bq, p.bk, p.bv;
    t.outProjWeight = p.Wo;
    t.outProjBias = p.bo;
    return t;
}

} // namespace

ModelParameters makeParameters(const AttentionConfig &c)
{
    ModelParameters p;
    const int d = c.dModel;
    const double scale = 1.0 / std::sqrt(static_cast<double>(d));
    const std::uint64_t seed = c.seed;
    if (c.projections == ProjectionKind::Identity) {
        p.Wq = p.Wk = p.Wv = p.Wo = Matrix::Identity(d, d);
    } else {
        p.Wq = randomNormalMatrix(d, d, seed, kWq, scale);
        p.Wk = randomNormalMatrix(d, d, seed, kWk, scale);
        p.Wv = randomNormalMatrix(d, d, seed, kWv, scale);
        p.Wo = randomNormalMatrix(d, d, seed, kWo, scale);
    }
    const double biasScale = c.projectionBias ? scale : 0.0;
    p.bq = randomVector(d, seed, kBq, biasScale);
    p.bk = randomVector(d, seed, kBk, biasScale);
    p.bv = randomVector(d, seed, kBv, biasScale);
    p.bo = randomVector(d, seed, kBo, biasScale);
    if (c.score == ScoreFunction::General)
        p.score.general = randomNormalMatrix(d, d, seed, kGeneral, scale);
    if (c.score == ScoreFunction::Additive) {
        const int a = c.additiveSize;
        AdditiveParameters &add = p.score.additive;
        add.Wq = randomNormalMatrix(a, d, seed, kAddWq, scale);
        add.Wk = randomNormalMatrix(a, d, seed, kAddWk, scale);
        add.bq = randomVector(a, seed, kAddBq, biasScale);
        add.bk = randomVector(a, seed, kAddBk, biasScale);
        add.v = randomVector(a, seed, kAddV, 1.0 / std::sqrt(static_cast<double>(a)));
    }
    if (c.score == ScoreFunction::MultiHead) { // kept once, in the layout the computation reads
        p.torch = asTorchParameters(p, c.dModel, c.heads);
        keepOnlyPackedWeights(p.torch);
        p.Wq = p.Wk = p.Wv = p.Wo = Matrix();
    }
    return p;
}

} // namespace attention
