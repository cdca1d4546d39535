#include "ui/views/ViewExport.h"

#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/Budget.h"
#include "core/pipeline/MultiHeadAttention.h"
#include "ui/formats/FileAccess.h"
#include "ui/plots/DistributionView.h"
#include "ui/plots/HeatmapView.h"
#include "ui/plots/PaintedFile.h"
#include "ui/views/LinesView.h"
#include "ui/views/PipelineView.h"
#include "ui/views/ResultPresentation.h"

#include <QImage>
#include <QPainter>
#include <QPicture>

#include <cmath>
#include <functional>

namespace attention {

namespace {

using CellPainter = std::function<void(QPainter &, const QRect &)>;

constexpr int kMaxSide = 16384;
constexpr int kMaxPdfSide = 14400; // the largest page PDF readers open
constexpr int kMaxMapsInPicture = 64; // a map is a widget of its own while it is drawn

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

CellPainter heatmapCell(std::shared_ptr<HeatmapView> view, double pixelsPerPoint)
{
    return [view, pixelsPerPoint](QPainter &painter, const QRect &target) {
        view->resize(target.size());
        painter.drawPicture(target.topLeft(), view->renderPicture(target.width(), target.height(), pixelsPerPoint));
    };
}

std::shared_ptr<HeatmapView> alignmentMap(const AttentionResult &r, ColorMapId colors, AlignmentMatrix which, int head, bool compact)
{
    auto view = std::make_shared<HeatmapView>();
    view->setCompact(compact);
    showAlignment(*view, r, which, colors, head);
    return view;
}

/** A token x dimension matrix of a result: context, Q, K or V. */
struct DimensionMatrix
{
    const Matrix *values;
    QStringList rows;
    QString title;
};

DimensionMatrix dimensionMatrix(const AttentionResult &r, ExportView view)
{
    const QStringList queries = tokenLabels(r.queryTokens);
    const QStringList keys = tokenLabels(r.keyTokens);
    switch (view) {
    case ExportView::Queries:
        return {&r.Q, queries, QObject::tr("Queries Q")};
    case ExportView::Keys:
        return {&r.K, keys, QObject::tr("Keys K")};
    case ExportView::Values:
        return {&r.V, keys, QObject::tr("Values V")};
    default:
        return {&r.context, queries, QObject::tr("Context vectors C = A V")};
    }
}

std::shared_ptr<HeatmapView> dimensionMap(const AttentionResult &r, ExportView view)
{
    const DimensionMatrix d = dimensionMatrix(r, view);
    auto map = std::make_shared<HeatmapView>();
    map->setColorMap(ColorMapId::RedBlue);
    map->setAutomaticRange();
    map->setMatrix(*d.values);
    map->setRowLabels(d.rows);
    map->setColumnLabels(dimensionLabels(d.values->cols()));
    map->setAxisTitles(QObject::tr("tokens"), QObject::tr("dimension"));
    map->setTitle(QStringLiteral("%1 (%2\u00D7%3)").arg(d.title).arg(d.values->rows()).arg(d.values->cols()));
    return map;
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
    case ExportView::Distribution:
        return {700, std::clamp(160 + 30 * r.keyCount(), 400, 8000)};
    default:
        return {side + 160, side};
    }
}

} // namespace

namespace {

const std::vector<std::pair<ExportView, QString>> &viewNames()
{
    static const std::vector<std::pair<ExportView, QString>> names = {
        {ExportView::Weights, QStringLiteral("weights")}, {ExportView::Scores, QStringLiteral("scores")},
        {ExportView::Context, QStringLiteral("context")}, {ExportView::Queries, QStringLiteral("q")},
        {ExportView::Keys, QStringLiteral("k")},          {ExportView::Values, QStringLiteral("v")},
        {ExportView::Heads, QStringLiteral("heads")},     {ExportView::Pipeline, QStringLiteral("pipeline")},
        {ExportView::Lines, QStringLiteral("lines")},     {ExportView::Distribution, QStringLiteral("distribution")}};
    return names;
}

} // namespace

std::optional<ExportView> exportViewFromName(const QString &name)
{
    for (const auto &[view, viewName] : viewNames())
        if (viewName == name)
            return view;
    return std::nullopt;
}

QString exportViewName(ExportView view)
{
    for (const auto &[candidate, viewName] : viewNames())
        if (candidate == view)
            return viewName;
    return {};
}

LabelledMatrices labelledMatrices(const AttentionResult &r, const ExportOptions &options)
{
    const ExportView view = options.view;
    const int head = options.head;
    LabelledMatrices m;
    m.rowLabels = tokenLabels(r.queryTokens);
    m.columnLabels = tokenLabels(r.keyTokens);
    const bool oneHead = head >= 0 && head < r.headCount();
    switch (view) {
    case ExportView::Scores:
        m.name = QStringLiteral("scores");
        m.layers.assign(1, oneHead ? headScores(r.Q, r.K, r.config.heads, head) : r.scores);
        break;
    case ExportView::Context:
    case ExportView::Queries:
    case ExportView::Keys:
    case ExportView::Values: {
        const DimensionMatrix d = dimensionMatrix(r, view);
        m.name = exportViewName(view);
        m.layers.assign(1, *d.values);
        m.rowLabels = d.rows;
        m.columnLabels = dimensionLabels(d.values->cols());
        break;
    }
    case ExportView::Heads:
        m.name = QStringLiteral("weights_per_head");
        m.layers.clear();
        for (int h = 0; h < r.headCount(); ++h) {
            Matrix storage;
            m.layers.push_back(headWeightsOf(r, h, storage));
        }
        if (m.layers.empty())
            m.layers.assign(1, r.weights);
        break;
    case ExportView::Distribution:
        m.name = QStringLiteral("distribution");
        {
            const int row = std::clamp(options.row, 0, std::max(r.queryCount() - 1, 0));
            m.layers.assign(1, oneHead ? Matrix(headWeightsRowOf(r, head, row)) : Matrix(r.weights.row(row)));
            m.rowLabels = QStringList{tokenText(r.queryTokens[static_cast<std::size_t>(row)])};
        }
        break;
    default:
        m.name = QStringLiteral("weights");
        Matrix storage;
        m.layers.assign(1, oneHead ? headWeightsOf(r, head, storage) : r.weights); // one copy: a braced list made two
        break;
    }
    return m;
}

namespace {

/** A view laid out for drawing; it owns the widgets it draws from. */
struct ViewDrawing
{
    QSize size;
    std::function<void(QPainter &)> paint;
    std::vector<std::shared_ptr<QWidget>> widgets;
};

std::function<void(QPainter &)> gridOfMaps(std::vector<std::shared_ptr<HeatmapView>> maps, int columns, QSize size, double pixelsPerPoint)
{
    std::vector<CellPainter> cells;
    for (const auto &map : maps)
        cells.push_back(heatmapCell(map, pixelsPerPoint));
    const int rows = static_cast<int>((cells.size() + columns - 1) / columns);
    return grid(std::move(cells), columns, QSize(size.width() / columns, size.height() / std::max(rows, 1)));
}

/** The picture's size in points, or why it cannot be drawn at it: said before its cost. */
Outcome<QSize> pictureSize(const AttentionResult &r, const ExportOptions &options, const QString &format)
{
    const bool vector = isVectorFormat(format);
    const QSize size = options.width > 0 && options.height > 0 ? QSize(options.width, options.height) : defaultSize(r, options.view);
    const int side = std::max(size.width(), size.height());
    if (vector && format == QLatin1String("pdf") && side > kMaxPdfSide)
        return Message("export.pdf_size",
                       ATTENTION_MESSAGE("a PDF page is at most %1 points a side (200 inches): give a smaller "
                                         "--width and --height, or write svg"),
                       {kMaxPdfSide});
    if (side > kMaxSide || (!vector && side * options.scale > kMaxSide))
        return Message("export.too_large",
                       ATTENTION_MESSAGE("the picture would be too large: at most %1 pixels a side (width or height times the scale)"),
                       {kMaxSide});
    return size;
}

/** The view drawn for a picture in a format: a raster one of options.scale pixels a point, or
 *  a vector one (svg, pdf) whose maps carry two cells a point at most. */
Outcome<ViewDrawing> drawingOf(const AttentionResult &r, ColorMapId colors, const ExportOptions &options, const QString &format)
{
    const bool vector = isVectorFormat(format);
    const double pixelsPerPoint = vector ? 2 : options.scale;
    ViewDrawing drawing;
    const auto checkedSize = pictureSize(r, options, format);
    if (!checkedSize)
        return checkedSize.problem();
    drawing.size = *checkedSize;
    const QSize size = drawing.size;
    if (r.scores.size() == 0 && options.view != ExportView::Weights && options.view != ExportView::Heads
        && options.view != ExportView::Lines)
        return Message("export.imported_view",
                       ATTENTION_MESSAGE("imported attention holds weights only: use --view weights, heads or lines"));

    switch (options.view) {
    case ExportView::Weights:
    case ExportView::Scores: {
        const auto which = options.view == ExportView::Weights ? AlignmentMatrix::Weights : AlignmentMatrix::Scores;
        drawing.paint = gridOfMaps({alignmentMap(r, colors, which, options.head, false)}, 1, size, pixelsPerPoint);
        break;
    }
    case ExportView::Context:
    case ExportView::Queries:
    case ExportView::Keys:
    case ExportView::Values:
        drawing.paint = gridOfMaps({dimensionMap(r, options.view)}, 1, size, pixelsPerPoint);
        break;
    case ExportView::Heads: {
        if (r.headCount() > kMaxMapsInPicture)
            return Message("export.too_many_heads",
                           ATTENTION_MESSAGE("the attention has %1 heads and a picture of heads shows at most %2: give --head N for "
                                             "one, or export the numbers (csv, json or npy)"),
                           {r.headCount(), kMaxMapsInPicture});
        std::vector<std::shared_ptr<HeatmapView>> maps;
        for (int h = 0; h < r.headCount(); ++h)
            maps.push_back(alignmentMap(r, colors, AlignmentMatrix::Weights, h, false));
        maps.push_back(alignmentMap(r, colors, AlignmentMatrix::Weights, -1, false));
        const int columns = static_cast<int>(std::ceil(std::sqrt(double(maps.size()))));
        drawing.paint = gridOfMaps(std::move(maps), columns, size, pixelsPerPoint);
        break;
    }
    case ExportView::Pipeline: {
        auto pipeline = std::make_shared<PipelineView>();
        pipeline->showResult(r, colors);
        std::vector<CellPainter> cells;
        for (HeatmapView *stage : pipeline->stageViews())
            cells.push_back([stage, pixelsPerPoint](QPainter &painter, const QRect &target) {
                painter.drawPicture(target.topLeft(), stage->renderPicture(target.width(), target.height(), pixelsPerPoint));
            });
        const int columns = 3;
        const int rows = static_cast<int>((cells.size() + columns - 1) / columns);
        drawing.paint = grid(std::move(cells), columns, QSize(size.width() / columns, size.height() / rows));
        drawing.widgets.push_back(pipeline);
        break;
    }
    case ExportView::Distribution: {
        if (options.row < 0 || options.row >= r.queryCount())
            return Message("export.no_query", ATTENTION_MESSAGE("there is no query %1 to chart"), {options.row + 1});
        auto chart = std::make_shared<DistributionView>();
        Matrix storage;
        const Matrix &w = options.head >= 0 && options.head < r.headCount() ? headWeightsOf(r, options.head, storage) : r.weights;
        std::vector<double> weights;
        std::vector<bool> blocked;
        for (int j = 0; j < r.keyCount(); ++j) {
            weights.push_back(w(options.row, j));
            blocked.push_back(r.mask(options.row, j));
        }
        chart->setDistribution(
            QObject::tr("Where \u201C%1\u201D looks").arg(tokenText(r.queryTokens[static_cast<std::size_t>(options.row)])),
            tokenLabels(r.keyTokens), weights, blocked, argmaxOfRow(w, r.mask, options.row));
        drawing.paint = [view = chart.get(), size](QPainter &painter) {
            painter.drawPicture(0, 0, view->renderPicture(size.width(), size.height()));
        };
        drawing.widgets.push_back(chart);
        break;
    }
    case ExportView::Lines: {
        auto lines = std::make_shared<LinesView>();
        Matrix storage;
        const Matrix &w = options.head >= 0 && options.head < r.headCount() ? headWeightsOf(r, options.head, storage) : r.weights;
        lines->setAttention(tokenLabels(r.queryTokens), tokenLabels(r.keyTokens), w, r.mask);
        lines->resize(size);
        drawing.paint = [view = lines.get()](QPainter &painter) { view->render(&painter); };
        drawing.widgets.push_back(lines);
        break;
    }
    }
    return drawing;
}

} // namespace

Cost exportCost(const AttentionResult &r, const ExportOptions &options, const QString &format)
{
    const bool heads = options.view == ExportView::Heads;
    const double maps = heads ? std::max(r.headCount(), 1) + 1.0 : options.view == ExportView::Pipeline ? 9.0 : 1.0;
    const double cells = double(r.queryCount()) * std::max(r.keyCount(), r.context.cols() > 0 ? int(r.context.cols()) : 0);
    // The program itself (Qt, its fonts: 30-50 MB measured) and the result, which stays while its
    // export is made: what the budget holds is the process's peak.
    constexpr double kProgramBytes = 64.0 * 1024 * 1024;
    Cost cost{0, kProgramBytes + heldBytes(r)};
    if (isMatrixFormat(format)) {
        // The matrices copied with their labels, then their text (json: measured through Qt).
        const double written = (heads ? std::max(r.headCount(), 1) : 1) * cells;
        const double perCell = format == QLatin1String("json")  ? jsonBytes(1)
                               : format == QLatin1String("csv") ? csvBytesPerCell
                                                                : sizeof(float);
        cost.work += written * (format == QLatin1String("npy") ? 1 : 50);
        cost.bytes += written * (sizeof(float) + perCell);
        return cost;
    }
    // Each map copies its matrix and mask and fills QCustomPlot's grid of doubles, and its image,
    // with at most a cell a pixel; the picture is painted, recorded and encoded.
    const QSize size = options.width > 0 && options.height > 0 ? QSize(options.width, options.height) : defaultSize(r, options.view);
    const double scale = isVectorFormat(format) ? 2 : options.scale;
    const double pixels = double(size.width()) * size.height() * scale * scale;
    const double across = std::max(size.width(), size.height()) * scale;
    const double drawnCells = std::min<double>(r.queryCount(), across) * std::min<double>(r.keyCount(), across);
    cost.work += maps * cells + 20 * pixels;
    cost.bytes +=
        maps * (cells * (sizeof(float) + sizeof(bool)) + drawnCells * (sizeof(double) + sizeof(QRgb))) + 3 * pixels * sizeof(QRgb);
    return cost;
}

Outcome<void> exportResultView(const AttentionResult &r, ColorMapId colors, const ExportOptions &options, const QString &path)
{
    const QString format = options.format.isEmpty() ? formatOfPath(path) : options.format;
    if (auto writable = checkWritable(path); !writable) // before anything is drawn for it
        return writable;
    if (!isMatrixFormat(format) && !isPictureFormat(format))
        return unknownFormat(path, format);
    if (isPictureFormat(format))
        if (auto size = pictureSize(r, options, format); !size)
            return size.problem();
    if (auto affordable = withinBudget(exportCost(r, options, format), Message("subject.export", ATTENTION_MESSAGE("This export")),
                                       Message("advice.export", ATTENTION_MESSAGE("export one head, a smaller picture, or write npy")));
        !affordable)
        return affordable.problem();
    if (isMatrixFormat(format)) {
        const LabelledMatrices matrices = labelledMatrices(r, options);
        if (matrices.layers.empty() || matrices.layers.front().size() == 0)
            return Message("export.imported_matrix", ATTENTION_MESSAGE("imported attention holds weights only: export weights or heads"));
        return writeMatrices(matrices, path, format);
    }
    const auto drawing = drawingOf(r, colors, options, format);
    if (!drawing)
        return drawing.problem();
    return writePaintedFile(path, format, drawing->size, options.scale, drawing->paint);
}

Outcome<QImage> renderResultView(const AttentionResult &r, ColorMapId colors, const ExportOptions &options)
{
    const auto drawing = drawingOf(r, colors, options, QStringLiteral("png"));
    if (!drawing)
        return drawing.problem();
    QImage image(drawing->size * options.scale, QImage::Format_ARGB32_Premultiplied);
    if (image.isNull())
        return Message("export.memory", ATTENTION_MESSAGE("the image is too large for this computer's memory"));
    image.setDevicePixelRatio(options.scale);
    image.fill(Qt::white);
    QPainter painter(&image);
    drawing->paint(painter);
    return image;
}

} // namespace attention
