#include "ui/views/ExplanationExport.h"

#include "ui/formats/FileAccess.h"
#include "ui/formats/MatrixExport.h"
#include "ui/plots/HeatmapView.h"
#include "ui/plots/PaintedFile.h"

#include <algorithm>

namespace attention {

Outcome<void> exportExplanation(const ExplanationMatrix &e, ColorMapId colors, const ExportOptions &options, const QString &path)
{
    const QString format = options.format.isEmpty() ? formatOfPath(path) : options.format;
    if (auto writable = checkWritable(path); !writable)
        return writable;
    if (isMatrixFormat(format))
        return writeMatrices(LabelledMatrices{e.name, {e.values}, e.rowLabels, e.columnLabels}, path, format);
    if (!isPictureFormat(format))
        return unknownFormat(path, format);
    const QSize size = options.width > 0 && options.height > 0 ? QSize(options.width, options.height)
                                                               : QSize(std::clamp(int(220 + 16 * e.values.cols()), 520, 1400),
                                                                       std::clamp(int(180 + 16 * e.values.rows()), 440, 1200));
    HeatmapView map;
    map.setColorMap(colors);
    map.setValueRange(0, std::max(1.0, double(e.values.maxCoeff()))); // shares and flows up to 1, as the weights
    map.setMatrix(e.values);
    map.setRowLabels(e.rowLabels);
    map.setColumnLabels(e.columnLabels);
    map.setAxisTitles(e.rowAxis, e.columnAxis);
    map.setTitle(e.title);
    map.resize(size);
    const bool vector = isVectorFormat(format);
    const QPicture picture = map.renderPicture(size.width(), size.height(), vector ? 2 : options.scale);
    return writePictureFile(path, format, size, options.scale, picture);
}

} // namespace attention
