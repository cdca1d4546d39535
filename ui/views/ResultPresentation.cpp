#include "ui/views/ResultPresentation.h"
#include "core/pipeline/RowSummaries.h"
#include "ui/formats/MessageText.h"

#include "core/text/Unicode.h"

#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/MultiHeadAttention.h"
#include "ui/plots/HeatmapView.h"

#include <QCoreApplication>

namespace attention {

namespace {

/** The words of these captions, under one translation context (lupdate names it as Qt does). */
struct ResultPresentation
{
    Q_DECLARE_TR_FUNCTIONS(attention::ResultPresentation)
};

/** The matrix to show; the ones that are computed on demand go into storage. */
const Matrix &pick(const AttentionResult &r, AlignmentMatrix which, int head, Matrix &storage)
{
    const bool oneHead = head >= 0 && head < r.headCount();
    switch (which) {
    case AlignmentMatrix::Scores:
        if (!oneHead)
            return r.scores;
        storage = headScores(r.Q, r.K, r.config.heads, head);
        return storage;
    case AlignmentMatrix::Logits:
        storage = r.logits();
        return storage;
    case AlignmentMatrix::Weights:
        break;
    }
    return oneHead ? headWeightsOf(r, head, storage) : r.weights;
}

} // namespace

QString tokenText(const Token &token)
{
    // What a label draws of a token: any token, even one letter under 50,000 accents or a
    // 100 KB word, lays out within a frame.
    return QString::fromStdString(unicode::shortLabel(unicode::limitCombiningMarks(token.text, 4), 48));
}

QStringList tokenLabels(const std::vector<Token> &tokens)
{
    QStringList labels;
    labels.reserve(static_cast<qsizetype>(tokens.size()));
    for (const Token &token : tokens)
        labels.append(tokenText(token));
    return labels;
}

QStringList dimensionLabels(Eigen::Index count)
{
    QStringList labels;
    for (Eigen::Index i = 0; i < count; ++i)
        labels.append(QString::number(i));
    return labels;
}

QString tokenWithId(const Token &token)
{
    return QStringLiteral("%1\u00B7%2").arg(tokenText(token)).arg(token.id);
}

QString alignmentTitle(const AttentionResult &r, AlignmentMatrix which, int head)
{
    if (!r.origin.empty()) {
        const QString heads = r.headCount() == 0 ? QString()
                              : head >= 0        ? ResultPresentation::tr(", head %1 of %2").arg(head + 1).arg(r.headCount())
                                                 : ResultPresentation::tr(", mean of %1 heads").arg(r.headCount());
        if (!r.model.empty()) { // a real model run here: "gpt2, layer 12 of 12"
            const QString kind = r.config.mode == AttentionMode::Cross        ? ResultPresentation::tr("cross attention")
                                 : r.config.mode == AttentionMode::SelfTarget ? ResultPresentation::tr("decoder self attention")
                                 : r.config.causalMask                        ? ResultPresentation::tr("causal self attention")
                                                                              : ResultPresentation::tr("self attention");
            QString title = ResultPresentation::tr("%1 of %2%3").arg(kind, QString::fromStdString(r.origin), heads);
            title[0] = title[0].toUpper();
            return title;
        }
        return ResultPresentation::tr("Imported attention weights (%1%2)").arg(QString::fromStdString(r.origin), heads);
    }
    const QString score = translatedName(scoreFunctionName(r.config.score));
    QString what = which == AlignmentMatrix::Weights  ? ResultPresentation::tr("attention weights")
                   : which == AlignmentMatrix::Scores ? ResultPresentation::tr("scores")
                                                      : ResultPresentation::tr("scores / temperature");
    QString headPart;
    if (r.config.score == ScoreFunction::MultiHead)
        headPart = head >= 0 ? ResultPresentation::tr(", head %1 of %2").arg(head + 1).arg(r.headCount())
                             : ResultPresentation::tr(", mean of %1 heads").arg(r.headCount());
    QString title = ResultPresentation::tr("%1 %2 (%3%4)", "score function, matrix, (mode, heads)")
                        .arg(score, what, translatedName(attentionModeName(r.config.mode)).toLower(), headPart);
    if (!title.isEmpty()) // French and Spanish name the matrix first: "poids d'attention — ..."
        title[0] = title[0].toUpper();
    return title;
}

void showAlignment(HeatmapView &view, const AttentionResult &r, AlignmentMatrix which, ColorMapId colorMap, int head)
{
    // A result on the stack cannot be shared: the view copies what it shows.
    showAlignment(view, std::shared_ptr<const AttentionResult>(std::shared_ptr<const AttentionResult>(), &r), which, colorMap, head);
}

void showAlignment(HeatmapView &view, const std::shared_ptr<const AttentionResult> &shared, AlignmentMatrix which, ColorMapId colorMap,
                   int head)
{
    const AttentionResult &r = *shared;
    if (r.scores.size() == 0)
        which = AlignmentMatrix::Weights; // imported attention has weights only
    const bool weights = which == AlignmentMatrix::Weights;
    Matrix storage;
    const Matrix &shown = pick(r, which, head, storage);
    // Computed weights come out of a softmax; imported ones are checked.
    const bool probabilities = (weights && r.origin.empty()) || shown.size() == 0 || (shown.minCoeff() >= 0 && shown.maxCoeff() <= 1);
    view.setColorMap(weights ? colorMap : ColorMapId::RedBlue);
    if (weights && probabilities)
        view.setValueRange(0.0, 1.0);
    else
        view.setAutomaticRange();
    if (shared.use_count() > 0 && &shown != &storage) // shared with the result for as long as it is shown
        view.setMatrix(std::shared_ptr<const Matrix>(shared, &shown), std::shared_ptr<const Mask>(shared, &r.mask));
    else
        view.setMatrix(shown, r.mask);
    view.setRowLabels(tokenLabels(r.queryTokens));
    view.setColumnLabels(tokenLabels(r.keyTokens));
    view.setAxisTitles(ResultPresentation::tr("queries"), ResultPresentation::tr("keys"));
    view.setTitle(alignmentTitle(r, which, head));
    showWeightsSource(view, r);
    std::vector<int> argmax;
    if (weights && &shown == &r.weights) {
        for (const QueryRowSummary &row : r.rows) // the core already found them
            argmax.push_back(row.markedArgmax);
    } else if (weights) {
        argmax = distinctArgmaxes(shown, r.mask);
    }
    view.setArgmax(argmax);
}

QColor weightsSourceTone(const AttentionResult &r)
{
    switch (weightsSource(r)) {
    case WeightsSource::Untrained:
    case WeightsSource::LexiconThroughRandom:
        return QColor(0xA6, 0x4B, 0x00); // a warning: nothing to read yet
    case WeightsSource::Lexicon:
        return QColor(0x1B, 0x78, 0x37);
    case WeightsSource::Trained:
        return QColor(0x21, 0x66, 0xAC);
    case WeightsSource::Imported:
        break;
    }
    return QColor(0x52, 0x52, 0x52);
}

void showWeightsSource(HeatmapView &view, const AttentionResult &r)
{
    view.setBadge(messageText(weightsSourceText(r)), weightsSourceTone(r));
}

QString numberText(double value)
{
    return numberLocale().toString(value, 'g', 6);
}

QString cellDetails(const AttentionResult &r, int row, int column, int head)
{
    if (row < 0 || column < 0 || row >= r.queryCount() || column >= r.keyCount())
        return {};
    const auto i = static_cast<Eigen::Index>(row);
    const auto j = static_cast<Eigen::Index>(column);
    // Positions count from 1, as Worked arithmetic and the command line count them.
    QString text = ResultPresentation::tr("query %1 \u201C%2\u201D \u2192 key %3 \u201C%4\u201D")
                       .arg(row + 1)
                       .arg(tokenText(r.queryTokens[static_cast<std::size_t>(row)]))
                       .arg(column + 1)
                       .arg(tokenText(r.keyTokens[static_cast<std::size_t>(column)]));
    if (r.mask(i, j))
        return text + QLatin1Char('\n') + ResultPresentation::tr("blocked by the mask: weight 0, the key is not seen");
    const bool oneHead = head >= 0 && head < r.headCount();
    if (r.scores.size() == 0) { // imported: there are weights only
        const double weight = oneHead ? r.headWeights[static_cast<std::size_t>(head)](i, j) : r.weights(i, j);
        return text + QLatin1Char('\n') + ResultPresentation::tr("weight: %1").arg(numberText(weight));
    }
    if (oneHead) {
        const double dk = static_cast<double>(r.config.dModel / r.config.heads);
        const auto dkColumns = static_cast<Eigen::Index>(dk);
        const double score =
            r.Q.row(i).segment(head * dkColumns, dkColumns).dot(r.K.row(j).segment(head * dkColumns, dkColumns)) / std::sqrt(dk);
        const RowVector weights = headWeightsRowOf(r, head, row);
        text += QLatin1Char('\n') + ResultPresentation::tr("head %1").arg(head + 1);
        text += QLatin1Char('\n') + ResultPresentation::tr("raw score q\u00B7k: %1").arg(numberText(score * std::sqrt(dk)));
        text += QLatin1Char('\n') + ResultPresentation::tr("scaled score (\u00F7\u221A%1): %2").arg(dk).arg(numberText(score));
        text +=
            QLatin1Char('\n')
            + ResultPresentation::tr("\u00F7 temperature %1: %2").arg(r.config.temperature).arg(numberText(score / r.config.temperature));
        text += QLatin1Char('\n') + ResultPresentation::tr("weight: %1").arg(numberText(weights(j)));
        return text;
    }
    const double raw = r.rawScores.size() != 0 ? double(r.rawScores(i, j))
                                               : r.scores(i, j) * std::sqrt(double(r.config.dModel / std::max(r.config.heads, 1)));
    text += QLatin1Char('\n') + ResultPresentation::tr("raw score: %1").arg(numberText(raw));
    text += QLatin1Char('\n') + ResultPresentation::tr("scaled score: %1").arg(numberText(r.scores(i, j)));
    text += QLatin1Char('\n')
            + ResultPresentation::tr("\u00F7 temperature %1: %2")
                  .arg(r.config.temperature)
                  .arg(numberText(r.scores(i, j) / r.config.temperature));
    text += QLatin1Char('\n') + ResultPresentation::tr("weight: %1").arg(numberText(r.weights(i, j)));
    return text;
}

} // namespace attention
