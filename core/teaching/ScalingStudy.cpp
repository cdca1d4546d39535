#include "core/teaching/ScalingStudy.h"

#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/RowSummaries.h"
#include "core/textbook/Softmax.h"

#include <cmath>

namespace attention {

namespace {

struct RowMeans
{
    double entropy = 0;
    double maxWeight = 0;
};

RowMeans rowMeans(const Matrix &weights)
{
    RowMeans means;
    for (Eigen::Index i = 0; i < weights.rows(); ++i) {
        means.entropy += rowEntropy(weights, i);
        means.maxWeight += weights.row(i).maxCoeff();
    }
    if (weights.rows() > 0) {
        means.entropy /= static_cast<double>(weights.rows());
        means.maxWeight /= static_cast<double>(weights.rows());
    }
    return means;
}

} // namespace

std::vector<int> defaultScalingDimensions()
{
    std::vector<int> dims;
    for (int d = 2; d <= 1024; d *= 2)
        dims.push_back(d);
    return dims;
}

Outcome<std::vector<ScalingPoint>> scalingStudy(const Lesson &lesson, const std::vector<int> &dimensions, int draws,
                                                const std::function<bool()> &stillWanted)
{
    std::vector<ScalingPoint> points;
    draws = std::max(draws, 1);
    for (int dk : dimensions) {
        if (stillWanted && !stillWanted())
            return givenUpProblem();
        ScalingPoint point;
        point.dk = dk;
        for (int draw = 0; draw < draws; ++draw) {
            Lesson probe = lesson;
            probe.config.dModel = dk;
            probe.config.score = ScoreFunction::Dot;
            probe.config.temperature = 1.0;
            probe.config.seed = lesson.config.seed + static_cast<std::uint64_t>(draw);
            // Random queries and keys, as an untrained network has: the case the scaling is for.
            // (Lexicon embeddings through identity projections make a word's dot product with its
            // translation grow as d_k itself, which collapses scaled and unscaled softmaxes alike.)
            probe.config.embeddings = EmbeddingKind::Random;
            probe.config.projections = ProjectionKind::Random;
            probe.model.reset();
            const auto result = computeAttention(probe);
            if (!result)
                return result.problem();
            double sum = 0, sumSquares = 0, count = 0;
            for (Eigen::Index i = 0; i < result->rawScores.rows(); ++i)
                for (Eigen::Index j = 0; j < result->rawScores.cols(); ++j)
                    if (!result->mask(i, j)) {
                        const double s = result->rawScores(i, j);
                        sum += s;
                        sumSquares += s * s;
                        ++count;
                    }
            point.rawVariance += count > 0 ? sumSquares / count - (sum / count) * (sum / count) : 0;
            const RowMeans unscaled = rowMeans(result->weights);
            const RowMeans scaled = rowMeans(maskedSoftmax(result->rawScores / std::sqrt(Scalar(dk)), result->mask, 1.0));
            point.entropyUnscaled += unscaled.entropy;
            point.maxWeightUnscaled += unscaled.maxWeight;
            point.entropyScaled += scaled.entropy;
            point.maxWeightScaled += scaled.maxWeight;
        }
        for (double *value :
             {&point.rawVariance, &point.entropyUnscaled, &point.entropyScaled, &point.maxWeightUnscaled, &point.maxWeightScaled})
            *value /= draws;
        points.push_back(point);
    }
    return points;
}

} // namespace attention
