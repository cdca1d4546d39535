// PNG exports go through our own encoder (rows deflated in parts on every core): what Qt's
// reader gets back must be every pixel and the resolution that went in.
#include "ui/plots/PngEncoder.h"

#include <QImage>
#include <QRandomGenerator>
#include <QTest>

using namespace attention;

class PngEncoderTest : public QObject
{
    Q_OBJECT

private slots:
    void everyPixelComesBack_data();
    void everyPixelComesBack();
    void flatPicturesCompress();
    void otherFormatsAreRefused();
};

void PngEncoderTest::everyPixelComesBack_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("one pixel") << QSize(1, 1);
    QTest::newRow("one part") << QSize(3, 63);
    QTest::newRow("two parts") << QSize(37, 130);
    QTest::newRow("sixteen parts, rows of odd length") << QSize(301, 1111);
}

void PngEncoderTest::everyPixelComesBack()
{
    QFETCH(QSize, size);
    QImage image(size, QImage::Format_RGB32);
    QRandomGenerator random(7);
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x) // noise on the left, cells repeating down the rows on the right
            image.setPixel(x, y, x < image.width() / 2 ? random.generate() | 0xFF000000u : qRgb(x * 7, (x * 13) % 256, 200));
    image.setDotsPerMeterX(11811); // 300 dpi
    image.setDotsPerMeterY(5906);
    const QByteArray png = encodeOpaquePng(image);
    QVERIFY(png.startsWith("\x89PNG\r\n\x1a\n"));
    QImage back;
    QVERIFY(back.loadFromData(png, "PNG"));
    QCOMPARE(back.size(), size);
    QCOMPARE(back.dotsPerMeterX(), 11811);
    QCOMPARE(back.dotsPerMeterY(), 5906);
    QVERIFY(!back.hasAlphaChannel());
    QCOMPARE(back.convertToFormat(QImage::Format_RGB32), image);
}

void PngEncoderTest::flatPicturesCompress()
{
    QImage image(3840, 2160, QImage::Format_RGB32); // a 4K export's size: 25 MB of RGB
    image.fill(Qt::white);
    for (int y = 0; y < image.height(); y += 540) // bands of cells, as a map draws them
        for (int row = y; row < y + 270; ++row)
            std::fill_n(reinterpret_cast<QRgb *>(image.scanLine(row)), image.width() / 2, qRgb(30, 90, 160));
    const QByteArray png = encodeOpaquePng(image);
    QVERIFY2(png.size() < 200 * 1024, qPrintable(QString::number(png.size())));
    QImage back;
    QVERIFY(back.loadFromData(png, "PNG"));
    QCOMPARE(back.convertToFormat(QImage::Format_RGB32), image);
}

void PngEncoderTest::otherFormatsAreRefused()
{
    QImage transparent(4, 4, QImage::Format_ARGB32);
    transparent.fill(Qt::transparent);
    QVERIFY(encodeOpaquePng(transparent).isEmpty()); // the encoder writes RGB only: it would lose the alpha
    QVERIFY(encodeOpaquePng(QImage()).isEmpty());
}

QTEST_GUILESS_MAIN(PngEncoderTest)
#include "tst_pngencoder.moc"
