#pragma once

#include "core/Types.h"

#include <QStringList>
#include <QWidget>

namespace attention {

/**
 * BertViz's head view: queries in the left column, keys in the right, one line per pair with
 * its opacity the attention weight. Hovering a token keeps only its lines.
 */
class LinesView : public QWidget
{
    Q_OBJECT

public:
    enum class Side { None, Query, Key };

    explicit LinesView(QWidget *parent = nullptr);

    void setAttention(const QStringList &queries, const QStringList &keys, const Matrix &weights, const Mask &blocked);
    void setMessage(const QString &message);
    void highlightToken(Side side, int index); // what hovering does

    Side highlightedSide() const { return mFocusSide; }
    int highlightedIndex() const { return mFocusIndex; }
    /** How opaque the line from query i to key j is drawn now (0 = not drawn). */
    double lineOpacity(int query, int key) const;
    QPoint tokenCentre(Side side, int index) const;
    /** Where a token is drawn (index -1: the column's heading). */
    QRect tokenRect(Side side, int index) const;
    QSize sizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void leaveEvent(QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    int rowHeight() const;
    int columnWidth() const;
    void measureColumns();
    int headerHeight() const;
    int gap() const; // between the two columns
    QPoint origin() const; // where the drawing starts, centred in the widget

    QStringList mQueries, mKeys;
    Matrix mWeights;
    Mask mBlocked;
    QString mMessage;
    Side mFocusSide = Side::None;
    int mFocusIndex = -1;
    int mColumnWidth = 60;
};

} // namespace attention
