#include "ui/views/LinesView.h"

#include "ui/plots/ColorMaps.h"

#include <QMouseEvent>
#include <QPainter>
#include <QPainterPath>

namespace attention {

namespace {
constexpr int kMargin = 16;
constexpr int kGap = 220;
} // namespace

LinesView::LinesView(QWidget *parent) : QWidget(parent)
{
    setMouseTracking(true);
    setBackgroundRole(QPalette::Base);
    setAutoFillBackground(true);
}

void LinesView::setAttention(const QStringList &queries, const QStringList &keys, const Matrix &weights, const Mask &blocked)
{
    mQueries = queries;
    mKeys = keys;
    mWeights = weights;
    mBlocked = blocked;
    mMessage.clear();
    measureColumns();
    if ((mFocusSide == Side::Query && mFocusIndex >= queries.size()) || (mFocusSide == Side::Key && mFocusIndex >= keys.size()))
        highlightToken(Side::None, -1);
    updateGeometry();
    update();
}

void LinesView::setMessage(const QString &message)
{
    mMessage = message;
    mQueries.clear();
    mKeys.clear();
    mWeights = Matrix();
    measureColumns();
    update();
}

void LinesView::highlightToken(Side side, int index)
{
    if (side == mFocusSide && index == mFocusIndex)
        return;
    mFocusSide = index < 0 ? Side::None : side;
    mFocusIndex = index < 0 ? -1 : index;
    update();
}

double LinesView::lineOpacity(int query, int key) const
{
    if (query < 0 || key < 0 || query >= mWeights.rows() || key >= mWeights.cols())
        return 0.0;
    if (mBlocked.size() != 0 && mBlocked(query, key))
        return 0.0;
    if ((mFocusSide == Side::Query && query != mFocusIndex) || (mFocusSide == Side::Key && key != mFocusIndex))
        return 0.0;
    return std::clamp(static_cast<double>(mWeights(query, key)), 0.0, 1.0);
}

// The drawing fills the tab (it sat in the top left corner of a large panel): the gap between
// the columns and the rows grow with the space, up to where the lines would look stretched.
int LinesView::rowHeight() const
{
    const int least = fontMetrics().height() + 10;
    const int rows = static_cast<int>(std::max<qsizetype>(1, std::max(mQueries.size(), mKeys.size())));
    const int available = (height() - headerHeight() - 2 * kMargin) / rows;
    return std::clamp(available, least, least * 5 / 2);
}

int LinesView::headerHeight() const
{
    return fontMetrics().height() + 12;
}

int LinesView::gap() const
{
    return std::clamp(width() - 2 * kMargin - 2 * columnWidth(), kGap, 4 * kGap);
}

QPoint LinesView::origin() const
{
    const int rows = static_cast<int>(std::max(mQueries.size(), mKeys.size()));
    const int drawnWidth = 2 * columnWidth() + gap();
    const int drawnHeight = headerHeight() + rows * rowHeight();
    return {std::max(kMargin, (width() - drawnWidth) / 2), std::max(kMargin, (height() - drawnHeight) / 2)};
}

int LinesView::columnWidth() const
{
    return mColumnWidth;
}

// Measured once a change, not per line: measuring every token for every line made a paint of
// n tokens cost n^3 text measurements (512 tokens: 18 s).
void LinesView::measureColumns()
{
    int widest = 60;
    for (const QStringList *tokens : {&mQueries, &mKeys})
        for (const QString &token : *tokens)
            widest = std::max(widest, fontMetrics().horizontalAdvance(token) + 16);
    mColumnWidth = std::min(widest, 320);
}

void LinesView::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        measureColumns();
        updateGeometry();
    }
}

QRect LinesView::tokenRect(Side side, int index) const
{
    const int w = columnWidth();
    const QPoint at = origin();
    const int x = side == Side::Query ? at.x() : at.x() + w + gap();
    const int top = at.y() + headerHeight();
    return QRect(x, top + index * rowHeight(), w, rowHeight());
}

QPoint LinesView::tokenCentre(Side side, int index) const
{
    return tokenRect(side, index).center();
}

QSize LinesView::sizeHint() const
{
    const int rows = static_cast<int>(std::max(mQueries.size(), mKeys.size()));
    return {2 * kMargin + 2 * columnWidth() + kGap, 2 * kMargin + headerHeight() + rows * (fontMetrics().height() + 10)};
}

void LinesView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    if (!mMessage.isEmpty()) {
        painter.drawText(rect().adjusted(kMargin, kMargin, -kMargin, -kMargin), Qt::AlignCenter | Qt::TextWordWrap, mMessage);
        return;
    }
    QFont bold = font();
    bold.setBold(true);
    painter.setFont(bold);
    painter.drawText(tokenRect(Side::Query, -1), Qt::AlignRight | Qt::AlignVCenter, tr("queries"));
    painter.drawText(tokenRect(Side::Key, -1), Qt::AlignLeft | Qt::AlignVCenter, tr("keys"));
    painter.setFont(font());

    const QColor lineColor = colorAt(ColorMapId::Blues, 0.8);
    for (int i = 0; i < mWeights.rows(); ++i) {
        const QPoint from = tokenRect(Side::Query, i).center() + QPoint(columnWidth() / 2 + 4, 0);
        for (int j = 0; j < mWeights.cols(); ++j) {
            const double opacity = lineOpacity(i, j);
            if (opacity < 0.01)
                continue;
            const QPoint to = tokenRect(Side::Key, j).center() - QPoint(columnWidth() / 2 + 4, 0);
            QColor color = lineColor;
            color.setAlphaF(static_cast<float>(opacity));
            painter.setPen(QPen(color, 1.5 + 3.0 * opacity));
            painter.drawLine(from, to);
        }
    }
    const auto drawTokens = [&](Side side, const QStringList &tokens) {
        for (int i = 0; i < tokens.size(); ++i) {
            const QRect r = tokenRect(side, i).adjusted(0, 2, 0, -2);
            const bool focused = mFocusSide == side && mFocusIndex == i;
            if (focused)
                painter.fillRect(r, colorAt(ColorMapId::Blues, 0.25));
            painter.setPen(palette().color(QPalette::Text));
            const QString text = fontMetrics().elidedText(tokens[i], Qt::ElideRight, r.width() - 8);
            painter.drawText(r.adjusted(4, 0, -4, 0), (side == Side::Query ? Qt::AlignRight : Qt::AlignLeft) | Qt::AlignVCenter, text);
        }
    };
    drawTokens(Side::Query, mQueries);
    drawTokens(Side::Key, mKeys);
}

void LinesView::mouseMoveEvent(QMouseEvent *event)
{
    const QPoint pos = event->position().toPoint();
    for (int i = 0; i < mQueries.size(); ++i)
        if (tokenRect(Side::Query, i).contains(pos))
            return highlightToken(Side::Query, i);
    for (int j = 0; j < mKeys.size(); ++j)
        if (tokenRect(Side::Key, j).contains(pos))
            return highlightToken(Side::Key, j);
    highlightToken(Side::None, -1);
}

void LinesView::leaveEvent(QEvent *event)
{
    QWidget::leaveEvent(event);
    highlightToken(Side::None, -1);
}

} // namespace attention
