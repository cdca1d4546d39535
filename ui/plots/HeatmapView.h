#pragma once

#include "core/Outcome.h"
#include "core/Types.h"
#include "ui/plots/ColorMaps.h"

#include <QPicture>
#include <QStringList>
#include <QWidget>

#include <functional>
#include <memory>
#include <vector>

namespace attention {

/**
 * A labelled matrix heatmap with a colour bar: queries as rows from top to bottom, keys as
 * columns. Blocked cells are drawn in grey, never as a low value. The plotting library is an
 * implementation detail: nothing outside this class touches it.
 */
class HeatmapView : public QWidget
{
    Q_OBJECT

public:
    explicit HeatmapView(QWidget *parent = nullptr);
    ~HeatmapView() override;

    void setMatrix(const Matrix &values, const Mask &blocked = Mask());
    /** The same without a copy: the view shares the matrices (a result's, say) while it shows them. */
    void setMatrix(std::shared_ptr<const Matrix> values, std::shared_ptr<const Mask> blocked);
    void setRowLabels(const QStringList &labels);
    void setColumnLabels(const QStringList &labels);
    /** The row labels keep the width of the widest of these (empty: their own width). */
    void setRowLabelReserve(const QStringList &labels);
    /** Hides the row labels and the rows' axis title where a map beside this one names the rows. */
    void setRowLabelsShown(bool shown);
    bool rowLabelsShown() const;
    /** Hides the column labels and their axis title where a map below this one names the keys. */
    void setColumnLabelsShown(bool shown);
    bool columnLabelsShown() const;
    int rowLabelPadding() const;
    /** Every how many columns and rows a label is drawn (1: all), as (columns, rows). */
    QPoint labelStrides() const;
    /** How far the column labels are turned: 45 degrees, or 90 where that labels more columns. */
    double columnLabelRotation() const;
    /** The font of the row (Qt::Vertical) or column (Qt::Horizontal) token labels. */
    QFont tokenLabelFont(Qt::Orientation axis) const;
    void setAxisTitles(const QString &rows, const QString &columns);
    void setTitle(const QString &title);
    /** A line under the title saying where the weights come from, in a colour that tells at a
     *  glance whether the pattern means anything; empty: none. */
    void setBadge(const QString &text, const QColor &color);
    QString badge() const;
    void setColorMap(ColorMapId id);
    void setValueRange(double low, double high); // fixed range, e.g. 0..1 for weights
    void setAutomaticRange(); // min..max of the data (symmetric for RedBlue)
    void setArgmax(const std::vector<int> &columnPerRow); // -1: none in that row
    void setHighlightedRow(int row); // -1: none
    int highlightedRow() const;
    void setCompact(bool compact); // small multiples: no colour bar, no values, small margins
    /** Whether this map draws a colour bar: full maps do and small multiples do not, unless told
     *  (the one bar maps on the same scale share goes on one of them). */
    void setColorBar(bool shown);
    bool hasColorBar() const;
    /** Outlines the hovered cell's row and column, for a room watching a projector. */
    void setCrosshair(bool on);
    bool crosshair() const;
    void setHoverTextProvider(std::function<QString(int row, int column)> provider);

    const Matrix &matrix() const;
    const QStringList &rowLabels() const;
    const QStringList &columnLabels() const;
    QString title() const;
    ColorMapId colorMap() const;
    bool isBlocked(int row, int column) const;
    double drawnValue(int row, int column) const; // what the colour map was given; NaN = blocked
    /** How many cells the colour map draws: the matrix's, or blocks of it above 1024 a side. */
    QSize drawnCells() const;
    int shownValueLabelCount() const;
    /** What the cells' values are written in, and what they say (empty when none are shown). */
    QFont valueLabelFont() const;
    QStringList valueLabelTexts() const;
    QPair<double, double> valueRange() const;
    std::vector<int> argmax() const;
    /** The cell the keyboard is on, as (column, row): arrows move it, Enter or Space clicks it. */
    QPoint keyboardCell() const;
    /** The centre of a cell in widget pixels, for tests that move the mouse there. */
    QPoint cellCentre(int row, int column) const;
    /** Where the cells are, in widget pixels, as last laid out. */
    QRect cellsRect() const;
    /** Where the cells would be without setCellsWithin(): the plot laid out again at once (not drawn). */
    QRect naturalCellsRect();
    /** Lines the cells up with maps around this one: they keep within `area` (widget pixels; a
     *  null rectangle: where they would be). Exports at another size than the window's ignore it. */
    void setCellsWithin(const QRect &area);

    /** Writes PNG, SVG or PDF (from the suffix). width/height 0: the current size. */
    Outcome<void> exportImage(const QString &path, int width, int height, double scale);
    QImage renderImage(int width, int height, double scale);
    /** The plot drawn at a size as vector commands, to place in a larger picture that will have
     *  scale pixels per point (a vector picture: 2, sharp when zoomed twice). */
    QPicture renderPicture(int width, int height, double scale = 2);

signals:
    void cellHovered(int row, int column); // -1, -1 when the mouse leaves the cells
    void cellClicked(int row, int column);
    void replotted(); // the plot has drawn its current data

protected:
    void resizeEvent(QResizeEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void refreshHover();
    struct Private;
    class ExportCells;
    std::unique_ptr<Private> d;
};

} // namespace attention
