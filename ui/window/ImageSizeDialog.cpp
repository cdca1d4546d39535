#include "ui/window/ImageSizeDialog.h"

#include "ui/plots/PaintedFile.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QSpinBox>

namespace attention {

ImageSizeDialog::ImageSizeDialog(QSize suggested, const QString &format, QWidget *parent) : QDialog(parent)
{
    const bool vector = isVectorFormat(format);
    setWindowTitle(vector ? tr("Drawing size") : tr("Image size"));
    auto *form = new QFormLayout(this);
    mWidth = new QSpinBox(this);
    mWidth->setRange(16, 16384);
    mWidth->setValue(suggested.width());
    mWidth->setSuffix(tr(" px"));
    mHeight = new QSpinBox(this);
    mHeight->setRange(16, 16384);
    mHeight->setValue(suggested.height());
    mHeight->setSuffix(tr(" px"));
    mScale = new QDoubleSpinBox(this);
    mScale->setRange(0.5, 8);
    mScale->setSingleStep(0.5);
    mScale->setValue(2);
    mScale->setSuffix(tr(" \u00D7"));
    mScale->setToolTip(tr("PNG pixels per logical pixel: 2 makes sharp slides; SVG and PDF are vectors."));
    form->addRow(tr("&Width"), mWidth);
    form->addRow(tr("&Height"), mHeight);
    form->addRow(tr("PNG &scale"), mScale);
    form->setRowVisible(mScale, !vector); // vectors have no pixels to scale
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

QSize ImageSizeDialog::imageSize() const
{
    return {mWidth->value(), mHeight->value()};
}
double ImageSizeDialog::scale() const
{
    return mScale->value();
}
bool ImageSizeDialog::asksScale() const
{
    return !mScale->isHidden();
}

} // namespace attention
