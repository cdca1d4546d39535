#include "ui/plots/MatrixColorMap.h"

#include "core/MapDrawing.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <vector>

namespace attention {

namespace {

constexpr double kNan = std::numeric_limits<double>::quiet_NaN();
/** Up to this many cells an export draws each cell as a rectangle. */
constexpr long kMostRectangleCells = 64L * 64L;

/** QCustomPlot cannot draw a dimension of one cell over a zero-width range: such a row or
 *  column is stored twice over half-cell ranges, which covers the same -0.5..0.5. */
int storedCells(int drawn)
{
    return drawn == 1 ? 2 : std::max(drawn, 1);
}

/** The centres of the drawn blocks along one axis, in the matrix's cell coordinates. */
QCPRange blockCentres(int drawn, int step)
{
    const double first = (step - 1) / 2.0;
    return drawn == 1 ? QCPRange(first - 0.25 * step, first + 0.25 * step) : QCPRange(first, first + double(drawn - 1) * step);
}

/** The value of a block farthest from zero, from its highest and lowest open values. */
double farthestFromZero(float high, float low)
{
    return std::abs(low) > std::abs(high) ? low : high;
}

/**
 * The gradient's colours for a range, looked up as QCPColorGradient::colorize() does (the level
 * is the truncated (value - lower) x (levels - 1) / size, clamped) from a table the gradient
 * itself coloured: the very colours, straight from the floats (a 512 x 512 map's replot: 1.5-1.7
 * ms, through colorize() 1.7-2.1 ms).
 * A logarithmic or periodic gradient is left to colorize().
 */
class Colours
{
public:
    Colours(QCPColorGradient &gradient, const QCPRange &range, bool logarithmic)
        : mGradient(gradient), mRange(range), mLogarithmic(logarithmic)
    {
        const int levels = gradient.levelCount();
        mDirect = !logarithmic && !gradient.periodic() && levels > 1 && range.size() > 0;
        if (!mDirect)
            return;
        mFactor = (levels - 1) / range.size();
        std::vector<double> centres(static_cast<std::size_t>(levels) + 1);
        for (int k = 0; k < levels; ++k)
            centres[static_cast<std::size_t>(k)] = range.lower + (k + 0.5) / mFactor;
        centres.back() = kNan;
        mTable.resize(centres.size());
        gradient.colorize(centres.data(), range, mTable.data(), static_cast<int>(centres.size()));
        mNanColour = mTable.back();
        mTable.pop_back();
    }
    bool direct() const { return mDirect; }

    template <typename Value> void paint(const Value *values, QRgb *pixels, int count) const
    {
        if (!mDirect) {
            std::vector<double> wide(values, values + count);
            mGradient.colorize(wide.data(), mRange, pixels, count, 1, mLogarithmic);
            return;
        }
        if (lookUpColours(values, count, mRange.lower, mFactor, mTable.data(), static_cast<int>(mTable.size()), mNanColour, pixels))
            return;
        const auto last = static_cast<double>(mTable.size() - 1);
        for (int i = 0; i < count; ++i) {
            const double value = values[i];
            // Clamped before the conversion: an int from 1e30 is undefined.
            pixels[i] =
                std::isnan(value) ? mNanColour : mTable[static_cast<std::size_t>(std::clamp((value - mRange.lower) * mFactor, 0.0, last))];
        }
    }

private:
    QCPColorGradient &mGradient;
    QCPRange mRange;
    bool mLogarithmic;
    bool mDirect = false;
    double mFactor = 1;
    std::vector<QRgb> mTable;
    QRgb mNanColour = 0;
};

} // namespace

MatrixColorMap::MatrixColorMap(QCPAxis *keyAxis, QCPAxis *valueAxis) : QCPColorMap(keyAxis, valueAxis) {}

int MatrixColorMap::drawnColumns() const
{
    return static_cast<int>((mValues->cols() + mStepX - 1) / mStepX);
}
int MatrixColorMap::drawnRows() const
{
    return static_cast<int>((mValues->rows() + mStepY - 1) / mStepY);
}

void MatrixColorMap::setCells(std::shared_ptr<const Matrix> values, std::shared_ptr<const Mask> blocked)
{
    mValues = values ? std::move(values) : std::make_shared<const Matrix>();
    const bool fits = blocked && blocked->rows() == mValues->rows() && blocked->cols() == mValues->cols();
    mBlocked = fits ? std::move(blocked) : std::make_shared<const Mask>();
    reshape();
}

void MatrixColorMap::setSteps(int stepX, int stepY)
{
    mStepX = std::max(stepX, 1);
    mStepY = std::max(stepY, 1);
    reshape();
}

void MatrixColorMap::reshape()
{
    mMapData->setSize(storedCells(drawnColumns()), storedCells(drawnRows()));
    mMapData->setRange(blockCentres(drawnColumns(), mStepX), blockCentres(drawnRows(), mStepY));
    mMapImageInvalidated = true;
}

void MatrixColorMap::setCellsAsRectangles(bool asRectangles)
{
    mCellsAsRectangles = asRectangles;
}

void MatrixColorMap::drawRectangles(QCPPainter *painter)
{
    const Matrix &values = *mValues;
    const Colours colours(mGradient, mDataRange, mDataScaleType == QCPAxis::stLogarithmic); // the very colours of the image
    painter->setAntialiasing(false); // no hairline seams between cells
    painter->setPen(Qt::NoPen);
    for (Eigen::Index i = 0; i < values.rows(); ++i) {
        const double top = mValueAxis->coordToPixel(double(i) - 0.5), bottom = mValueAxis->coordToPixel(double(i) + 0.5);
        for (Eigen::Index j = 0; j < values.cols(); ++j) {
            const double left = mKeyAxis->coordToPixel(double(j) - 0.5), right = mKeyAxis->coordToPixel(double(j) + 0.5);
            const double value = mBlocked->size() != 0 && (*mBlocked)(i, j) ? kNan : double(values(i, j));
            QRgb colour = 0;
            colours.paint(&value, &colour, 1);
            painter->setBrush(QColor::fromRgba(colour));
            painter->drawRect(
                QRectF(QPointF(std::min(left, right), std::min(top, bottom)), QPointF(std::max(left, right), std::max(top, bottom))));
        }
    }
}

QSize MatrixColorMap::drawnCells() const
{
    return {mMapData->keySize(), mMapData->valueSize()};
}

double MatrixColorMap::drawnValue(int row, int column) const
{
    if (row < 0 || column < 0 || row >= mValues->rows() || column >= mValues->cols())
        return kNan;
    std::vector<double> line(static_cast<std::size_t>(storedCells(drawnColumns())));
    BandScratch scratch;
    blockRow(row / mStepY, line.data(), scratch);
    return line[static_cast<std::size_t>(column / mStepX)];
}

const Scalar *MatrixColorMap::wholeRow(int blockRow) const
{
    const Matrix &values = *mValues;
    if (mStepX != 1 || mStepY != 1 || values.cols() < 2 || blockRow >= values.rows())
        return nullptr;
    const Scalar *row = values.data() + Eigen::Index(blockRow) * values.cols();
    if (mBlocked->size() != 0
        && std::memchr(mBlocked->data() + Eigen::Index(blockRow) * values.cols(), true, static_cast<std::size_t>(values.cols())))
        return nullptr;
    return row;
}

void MatrixColorMap::blockRow(int blockRow, double *into, BandScratch &scratch) const
{
    const Matrix &values = *mValues;
    const int drawn = drawnColumns();
    if (values.size() == 0) {
        std::fill(into, into + storedCells(drawn), kNan);
        return;
    }
    const auto cols = values.cols();
    if (const Scalar *row = wholeRow(blockRow)) {
        std::copy(row, row + cols, into);
        return;
    }
    // Each column's extremes down the band first, then each block's across its columns (element
    // by element, block by block, a 2048-token map took 4-6 ms of a keystroke): with AVX2 where
    // no row of the band has a blocked cell (blocksFarthestFromZero()), else in whole rows the
    // compiler runs 4 at a time where the row has nothing blocked and cell by cell where it has.
    const Eigen::Index first = Eigen::Index(blockRow) * mStepY;
    const Eigen::Index height = std::min<Eigen::Index>(values.rows(), first + mStepY) - first;
    std::vector<char> &rowOpen = scratch.rowOpen; // nothing blocked in the row
    rowOpen.assign(static_cast<std::size_t>(height), 1);
    if (mBlocked->size() != 0)
        for (Eigen::Index i = 0; i < height; ++i)
            rowOpen[static_cast<std::size_t>(i)] =
                !std::memchr(mBlocked->data() + (first + i) * cols, true, static_cast<std::size_t>(cols));
    std::vector<float> &columnHigh = scratch.high, &columnLow = scratch.low;
    columnHigh.resize(static_cast<std::size_t>(cols));
    columnLow.resize(static_cast<std::size_t>(cols));
    if (std::all_of(rowOpen.begin(), rowOpen.end(), [](char open) { return open; })
        && blocksFarthestFromZero(values.data() + first * cols, cols, height, cols, mStepX, columnHigh.data(), columnLow.data(), into)) {
        if (drawn == 1)
            into[1] = into[0];
        return;
    }
    std::fill(columnHigh.begin(), columnHigh.end(), -std::numeric_limits<float>::infinity());
    std::fill(columnLow.begin(), columnLow.end(), std::numeric_limits<float>::infinity());
    std::vector<char> &columnOpen = scratch.columnOpen;
    columnOpen.assign(static_cast<std::size_t>(cols), 0);
    bool aRowIsOpen = false; // a row with nothing blocked opens every column
    for (Eigen::Index i = first; i < first + height; ++i) {
        const Scalar *row = values.data() + i * cols;
        const bool *closed = mBlocked->size() != 0 ? mBlocked->data() + i * cols : nullptr;
        if (rowOpen[static_cast<std::size_t>(i - first)]) {
            for (Eigen::Index j = 0; j < cols; ++j) {
                columnHigh[static_cast<std::size_t>(j)] = std::max(columnHigh[static_cast<std::size_t>(j)], row[j]);
                columnLow[static_cast<std::size_t>(j)] = std::min(columnLow[static_cast<std::size_t>(j)], row[j]);
            }
            aRowIsOpen = true;
            continue;
        }
        for (Eigen::Index j = 0; j < cols; ++j) {
            if (closed[j])
                continue;
            columnHigh[static_cast<std::size_t>(j)] = std::max(columnHigh[static_cast<std::size_t>(j)], row[j]);
            columnLow[static_cast<std::size_t>(j)] = std::min(columnLow[static_cast<std::size_t>(j)], row[j]);
            columnOpen[static_cast<std::size_t>(j)] = 1;
        }
    }
    if (aRowIsOpen)
        std::fill(columnOpen.begin(), columnOpen.end(), 1);
    for (int b = 0; b < drawn; ++b) {
        float high = -std::numeric_limits<float>::infinity(), low = std::numeric_limits<float>::infinity();
        bool open = false;
        for (Eigen::Index j = Eigen::Index(b) * mStepX, end = std::min<Eigen::Index>(cols, j + mStepX); j < end; ++j) {
            if (!columnOpen[static_cast<std::size_t>(j)])
                continue;
            high = std::max(high, columnHigh[static_cast<std::size_t>(j)]);
            low = std::min(low, columnLow[static_cast<std::size_t>(j)]);
            open = true;
        }
        into[b] = open ? farthestFromZero(high, low) : kNan;
    }
    if (drawn == 1)
        into[1] = into[0];
}

void MatrixColorMap::updateMapImage()
{
    const int keyCells = mMapData->keySize(), valueCells = mMapData->valueSize();
    // As QCustomPlot does: a small map is drawn from an image of at least 100 pixels a side
    // (QPainter jitters the inner edges of a few stretched pixels).
    const int keyFactor = mInterpolate ? 1 : static_cast<int>(1.0 + 100.0 / keyCells);
    const int valueFactor = mInterpolate ? 1 : static_cast<int>(1.0 + 100.0 / valueCells);
    const bool oversampled = keyFactor > 1 || valueFactor > 1;
    QImage &image = oversampled ? mUndersampledMapImage : mMapImage;
    if (image.size() != QSize(keyCells, valueCells))
        image = QImage(keyCells, valueCells, QImage::Format_ARGB32_Premultiplied);
    // Built the way the axes run, so draw() needs no mirrored copy.
    mBuiltMirroredX = mKeyAxis->rangeReversed();
    mBuiltMirroredY = mValueAxis->rangeReversed();
    const Colours colours(mGradient, mDataRange, mDataScaleType == QCPAxis::stLogarithmic);
    uchar *const bits = image.bits(); // detached here, before the rows are shared out
    const qsizetype bytesPerLine = image.bytesPerLine();
    // Rows on every core above a few million cells' work: a 2048 x 2048 map (4 M cells) took
    // 4-6 ms of a keystroke on one; a 512 x 512 one stays on one (its 0.5 ms took as long on
    // two, the helper's wake-up eating what it saved).
    // (A gradient that colours the cells itself may fill its own table when first asked: one core.)
    constexpr double kWorkPerCell = 4; // a multiply-add's time each: a scale, a clamp, a table look-up
    inRowBlocks(valueCells, colours.direct() ? kWorkPerCell * double(mStepY) * double(mValues->cols()) : 0,
                [&](Eigen::Index begin, Eigen::Index end) {
                    std::vector<double> line(static_cast<std::size_t>(keyCells));
                    BandScratch scratch;
                    for (auto y = static_cast<int>(begin); y < end; ++y) {
                        // Scan lines run down the screen; values up it unless the value axis is reversed.
                        auto *pixels = reinterpret_cast<QRgb *>(bits + bytesPerLine * (mBuiltMirroredY ? y : valueCells - 1 - y));
                        const int row = drawnRows() == 1 ? 0 : y;
                        if (const Scalar *cells = wholeRow(row); cells && !mBuiltMirroredX && colours.direct()) {
                            colours.paint(cells, pixels, keyCells); // the usual case: one cell a pixel, nothing blocked
                            continue;
                        }
                        blockRow(row, line.data(), scratch);
                        if (mBuiltMirroredX)
                            std::reverse(line.begin(), line.end());
                        colours.paint(line.data(), pixels, keyCells);
                    }
                });
    if (oversampled)
        mMapImage =
            mUndersampledMapImage.scaled(keyCells * keyFactor, valueCells * valueFactor, Qt::IgnoreAspectRatio, Qt::FastTransformation);
    else if (!mUndersampledMapImage.isNull())
        mUndersampledMapImage = QImage();
    mMapImageInvalidated = false;
}

void MatrixColorMap::draw(QCPPainter *painter)
{
    if (mMapData->isEmpty() || !mKeyAxis || !mValueAxis)
        return;
    if (mCellsAsRectangles && mValues->size() > 0 && long(mValues->rows()) * long(mValues->cols()) <= kMostRectangleCells) {
        drawRectangles(painter);
        return;
    }
    applyDefaultAntialiasingHint(painter);
    if (mMapImageInvalidated || mBuiltMirroredX != mKeyAxis->rangeReversed() || mBuiltMirroredY != mValueAxis->rangeReversed())
        updateMapImage();
    // A vector painter (PDF) gets the image through a pixmap of three times the resolution, as
    // QCustomPlot's own map does.
    const bool vectorized = painter->modes().testFlag(QCPPainter::pmVectorized);
    QCPPainter *target = painter;
    std::unique_ptr<QCPPainter> bufferPainter;
    QRectF bufferRect;
    QPixmap buffer;
    if (vectorized) {
        constexpr double kBufferPixelRatio = 3;
        bufferRect = painter->clipRegion().boundingRect();
        buffer = QPixmap((bufferRect.size() * kBufferPixelRatio).toSize());
        buffer.fill(Qt::transparent);
        bufferPainter = std::make_unique<QCPPainter>(&buffer);
        bufferPainter->scale(kBufferPixelRatio, kBufferPixelRatio);
        bufferPainter->translate(-bufferRect.topLeft());
        target = bufferPainter.get();
    }
    const QCPRange keys = mMapData->keyRange(), values = mMapData->valueRange();
    QRectF imageRect = QRectF(coordsToPixels(keys.lower, values.lower), coordsToPixels(keys.upper, values.upper)).normalized();
    // The first and last cells are centred on the range's ends: widen it by half a cell.
    const double halfWidth = mMapData->keySize() > 1 ? 0.5 * imageRect.width() / (mMapData->keySize() - 1) : 0;
    const double halfHeight = mMapData->valueSize() > 1 ? 0.5 * imageRect.height() / (mMapData->valueSize() - 1) : 0;
    imageRect.adjust(-halfWidth, -halfHeight, halfWidth, halfHeight);
    const bool smooth = target->renderHints().testFlag(QPainter::SmoothPixmapTransform);
    target->setRenderHint(QPainter::SmoothPixmapTransform, mInterpolate);
    QRegion clip;
    if (mTightBoundary) {
        clip = target->clipRegion();
        target->setClipRect(QRectF(coordsToPixels(keys.lower, values.lower), coordsToPixels(keys.upper, values.upper)).normalized(),
                            Qt::IntersectClip);
    }
    target->drawImage(imageRect, mMapImage);
    if (mTightBoundary)
        target->setClipRegion(clip);
    target->setRenderHint(QPainter::SmoothPixmapTransform, smooth);
    if (vectorized) {
        bufferPainter.reset();
        painter->drawPixmap(bufferRect.toRect(), buffer);
    }
}

} // namespace attention
