#pragma once

#include <QDialog>

class QDoubleSpinBox;
class QSpinBox;

namespace attention {

/** Asks for the size of an exported picture: width and height in logical pixels and the scale
 *  of a PNG (2 by default, for slides). */
class ImageSizeDialog : public QDialog
{
    Q_OBJECT

public:
    /** format: "png", "svg", "pdf", ...: the scale is asked for raster images only. */
    ImageSizeDialog(QSize suggested, const QString &format, QWidget *parent = nullptr);
    bool asksScale() const;

    QSize imageSize() const;
    double scale() const;

private:
    QSpinBox *mWidth = nullptr;
    QSpinBox *mHeight = nullptr;
    QDoubleSpinBox *mScale = nullptr;
};

} // namespace attention
