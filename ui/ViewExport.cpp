#include "ViewExport.h"

#include "HeatmapView.h"
#include "LinesView.h"
#include "PipelineView.h"
#include "ResultPresentation.h"

#include <QFileInfo>
#include <QImage>
#include <QPageSize>
#include <QPainter>
#include <QPdfWriter>
#include <QPicture>
#include <QSvgGenerator>

#include <cmath>
#include <functional>

namespace attention {

namespace {

using CellPainter = std::function<void(QPainter &, const QRect &)>;

constexpr int kMaxSide = 16384;

QStringList dimensionLabels(Eigen::Index count)
{
    QStringList labels;
    for (Eigen::Index i = 0; i < count; ++i)
        labels.append(QString::number(i));
    return labels;
}

/** Paints on the device the suffix asks for, then writes it. */
Outcome<bool> paintToFile(const QString &path, QSize size, double scale, const std::function<void(QPainter &)> &paint)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const auto failure = [&path](const QString &why) {
        return Outcome<bool>::failure(QStringLiteral("could not write %1%2").arg(path, why).toStdString());
    };
    if (suffix == QLatin1String("png") || suffix == QLatin1String("jpg")) {
        QImage image(size * scale, QImage::Format_ARGB32_Premultiplied);
        if (image.isNull())
            return failure(QStringLiteral(": the image is too large"));
        image.setDevicePixelRatio(scale);
        image.fill(Qt::white);
        QPainter painter(&image);
        paint(painter);
        painter.end();
        return image.save(path) ? Outcome<bool>(true) : failure(QString());
    }
    if (suffix == QLatin1String("svg")) {
        QSvgGenerator generator;
        generator.setFileName(path);
        generator.setSize(size);
        generator.setViewBox(QRect(QPoint(0, 0), size));
        generator.setTitle(QStringLiteral("Attention Explorer"));
        QPainter painter;
        if (!painter.begin(&generator))
            return failure(QString());
        painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
        paint(painter);
        return painter.end() && QFileInfo(path).size() > 0 ? Outcome<bool>(true) : failure(QString());
    }
    if (suffix == QLatin1String("pdf")) {
        QPdfWriter writer(path);
        writer.setResolution(72);
        writer.setPageSize(QPageSize(QSizeF(size), QPageSize::Point));
        writer.setPageMargins(QMarginsF(0, 0, 0, 0));
        writer.setCreator(QStringLiteral("Attention Explorer"));
        QPainter painter;
        if (!painter.begin(&writer))
            return failure(QString());
        paint(painter);
        return painter.end() ? Outcome<bool>(true) : failure(QString());
    }
    return Outcome<bool>::failure(QStringLiteral("unknown format \"%1\": use png, svg, pdf, csv, json or npy").arg(suffix).toStdString());
}

/** Lays cells out in a grid, each painted into its rectangle. */
std::function<void(QPainter &)> grid(std::vector<CellPainter> cells, int columns, QSize cell)
{
    return [cells = std::move(cells), columns, cell](QPainter &painter) {
        for (std::size_t i = 0; i < cells.size(); ++i) {
            const QRect target(QPoint(static_cast<int>(i % columns) * cell.width(), static_cast<int>(i / columns) * cell.height()), cell);
            cells[i](painter, target);
        }
    };
}

CellPainter heatmapCell(std::shared_ptr<HeatmapView> view)
{
    return [view](QPainter &painter, const QRect &target) {
        view->resize(target.size());
        painter.drawPicture(target.topLeft(), view->renderPicture(target.width(), target.height()));
    };
}

std::shared_ptr<HeatmapView> alignmentMap(const AttentionResult &r, ColorMapId colors, AlignmentMatrix which, int head, bool compact)
{
    auto view = std::make_shared<HeatmapView>();
    view->setCompact(compact);
    showAlignment(*view, r, which, colors, head);
    return view;
}

std::shared_ptr<HeatmapView> contextMap(const AttentionResult &r)
{
    auto view = std::make_shared<HeatmapView>();
    view->setColorMap(ColorMapId::RedBlue);
    view->setAutomaticRange();
    view->setMatrix(r.context);
    view->setRowLabels(tokenLabels(r.queryTokens));
    view->setColumnLabels(dimensionLabels(r.context.cols()));
    view->setAxisTitles(QObject::tr("queries"), QObject::tr("dimension"));
    view->setTitle(QObject::tr("Context vectors C = A V (%1\u00D7%2)").arg(r.context.rows()).arg(r.context.cols()));
    return view;
}

QSize defaultSize(const AttentionResult &r, ExportView view)
{
    const int n = std::max(r.queryCount(), r.keyCount());
    const int side = std::clamp(260 + 36 * n, 700, 2400);
    switch (view) {
    case ExportView::Heads:
    case ExportView::Pipeline:
        return {1800, 1400};
    case ExportView::Lines:
        return {900, std::clamp(120 + 34 * n, 400, 8000)};
    default:
        return {side + 160, side};
    }
}

} // namespace

std::optional<ExportView> exportViewFromName(const QString &name)
{
    for (ExportView view : {ExportView::Weights, ExportView::Scores, ExportView::Context, ExportView::Heads,
                            ExportView::Pipeline, ExportView::Lines})
        if (exportViewName(view) == name)
            return view;
    return std::nullopt;
}

QString exportViewName(ExportView view)
{
    switch (view) {
    case ExportView::Weights: return QStringLiteral("weights");
    case ExportView::Scores: return QStringLiteral("scores");
    case ExportView::Context: return QStringLiteral("context");
    case ExportView::Heads: return QStringLiteral("heads");
    case ExportView::Pipeline: return QStringLiteral("pipeline");
    case ExportView::Lines: return QStringLiteral("lines");
    }
    return {};
}

LabelledMatrices labelledMatrices(const AttentionResult &r, ExportView view, int head)
{
    LabelledMatrices m;
    m.rowLabels = tokenLabels(r.queryTokens);
    m.columnLabels = tokenLabels(r.keyTokens);
    const bool oneHead = head >= 0 && head < r.headCount();
    switch (view) {
    case ExportView::Scores:
        m.name = QStringLiteral("scores");
        m.layers = {oneHead ? r.headScores[static_cast<std::size_t>(head)] : r.scores};
        break;
    case ExportView::Context:
        m.name = QStringLiteral("context");
        m.layers = {r.context};
        m.columnLabels = dimensionLabels(r.context.cols());
        break;
    case ExportView::Heads:
        m.name = QStringLiteral("weights_per_head");
        m.layers = r.headWeights.empty() ? std::vector<Matrix>{r.weights} : r.headWeights;
        break;
    default:
        m.name = QStringLiteral("weights");
        m.layers = {oneHead ? r.headWeights[static_cast<std::size_t>(head)] : r.weights};
        break;
    }
    return m;
}

Outcome<bool> exportResultView(const AttentionResult &r, ColorMapId colors, const ExportOptions &options, const QString &path)
{
    if (isMatrixFormat(path))
        return writeMatrices(labelledMatrices(r, options.view, options.head), path);
    QSize size = options.width > 0 && options.height > 0 ? QSize(options.width, options.height) : defaultSize(r, options.view);
    if (size.width() > kMaxSide || size.height() > kMaxSide || !(options.scale > 0) || options.scale > 8
        || size.width() * options.scale > kMaxSide || size.height() * options.scale > kMaxSide)
        return Outcome<bool>::failure(QStringLiteral("the image would be too large: at most %1 pixels a side, scale 0 to 8").arg(kMaxSide).toStdString());

    switch (options.view) {
    case ExportView::Weights:
    case ExportView::Scores: {
        const auto which = options.view == ExportView::Weights ? AlignmentMatrix::Weights : AlignmentMatrix::Scores;
        return paintToFile(path, size, options.scale, grid({heatmapCell(alignmentMap(r, colors, which, options.head, false))}, 1, size));
    }
    case ExportView::Context:
        return paintToFile(path, size, options.scale, grid({heatmapCell(contextMap(r))}, 1, size));
    case ExportView::Heads: {
        std::vector<CellPainter> cells;
        for (int h = 0; h < r.headCount(); ++h)
            cells.push_back(heatmapCell(alignmentMap(r, colors, AlignmentMatrix::Weights, h, false)));
        cells.push_back(heatmapCell(alignmentMap(r, colors, AlignmentMatrix::Weights, -1, false)));
        const int columns = static_cast<int>(std::ceil(std::sqrt(double(cells.size()))));
        const int rows = static_cast<int>((cells.size() + columns - 1) / columns);
        const QSize cell(size.width() / columns, size.height() / rows);
        return paintToFile(path, size, options.scale, grid(std::move(cells), columns, cell));
    }
    case ExportView::Pipeline: {
        PipelineView pipeline;
        pipeline.showResult(r, colors);
        std::vector<CellPainter> cells;
        for (HeatmapView *stage : pipeline.stageViews())
            cells.push_back([stage](QPainter &painter, const QRect &target) {
                painter.drawPicture(target.topLeft(), stage->renderPicture(target.width(), target.height()));
            });
        const int columns = 3;
        const int rows = static_cast<int>((cells.size() + columns - 1) / columns);
        const QSize cell(size.width() / columns, size.height() / rows);
        return paintToFile(path, size, options.scale, grid(std::move(cells), columns, cell));
    }
    case ExportView::Lines: {
        LinesView lines;
        const Matrix &w = options.head >= 0 && options.head < r.headCount() ? r.headWeights[static_cast<std::size_t>(options.head)] : r.weights;
        lines.setAttention(tokenLabels(r.queryTokens), tokenLabels(r.keyTokens), w, r.mask);
        lines.resize(size);
        return paintToFile(path, size, options.scale, [&lines](QPainter &painter) { lines.render(&painter); });
    }
    }
    return Outcome<bool>::failure("unknown view");
}

} // namespace attention
