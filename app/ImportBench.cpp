#include "app/ImportBench.h"

#include "app/ExitCode.h"
#include "app/PeakMemory.h"
#include "ui/formats/AttentionImport.h"
#include "ui/views/ViewExport.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QTextStream>
#include <QtEndian>

#include <charconv>
#include <random>

namespace attention::cli {

namespace {
constexpr int kLayers = 12, kHeads = 12, kTokens = 512, kJsonTokens = 128;

/** Rows of `tokens` random weights that sum to 1, one after another, the same every run. */
class RandomRows
{
public:
    explicit RandomRows(int tokens) : mRow(static_cast<std::size_t>(tokens)) {}
    const std::vector<float> &next()
    {
        float sum = 0;
        for (float &w : mRow)
            sum += w = mUniform(mRandom);
        for (float &w : mRow)
            w /= sum;
        return mRow;
    }

private:
    std::mt19937 mRandom{7};
    std::uniform_real_distribution<float> mUniform{0.0f, 1.0f};
    std::vector<float> mRow;
};
} // namespace

QString writeBenchAttentionFile(const QString &folder)
{
    const QString path = QDir(folder).filePath(QStringLiteral("bert-sized.npy"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    QByteArray header = QStringLiteral("{'descr': '<f4', 'fortran_order': False, 'shape': (%1, %2, %3, %3), }")
                            .arg(kLayers)
                            .arg(kHeads)
                            .arg(kTokens)
                            .toLatin1();
    while ((10 + header.size() + 1) % 64 != 0)
        header.append(' ');
    header.append('\n');
    QByteArray preamble("\x93NUMPY\x01\x00", 8);
    char length[2];
    qToLittleEndian<quint16>(quint16(header.size()), length);
    preamble.append(length, 2);
    file.write(preamble + header);
    RandomRows rows(kTokens);
    for (long r = 0; r < long(kLayers) * kHeads * kTokens; ++r) {
        const std::vector<float> &row = rows.next();
        file.write(reinterpret_cast<const char *>(row.data()), qint64(row.size() * sizeof(float))); // little-endian machines
    }
    return file.error() == QFileDevice::NoError ? path : QString();
}

QString writeBenchAttentionJson(const QString &folder)
{
    const QString path = QDir(folder).filePath(QStringLiteral("bert-sized.json"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    QByteArray text = "{\"tokens\": [";
    for (int t = 0; t < kJsonTokens; ++t)
        text += (t ? ", \"" : "\"") + QByteArray::number(t) + '"';
    text += "], \"attentions\": [";
    RandomRows rows(kJsonTokens);
    char number[32];
    for (int l = 0; l < kLayers; ++l) {
        text += l ? ", [[" : "[[";
        for (int h = 0; h < kHeads; ++h) {
            text += h ? ", [" : "[";
            for (int q = 0; q < kJsonTokens; ++q) {
                text += q ? ", [" : "[";
                const std::vector<float> &row = rows.next();
                for (std::size_t k = 0; k < row.size(); ++k) {
                    if (k)
                        text += ", ";
                    // A float32 as a double, in the fewest digits that give it back, as Python's repr.
                    text.append(number, std::to_chars(number, number + sizeof number, double(row[k])).ptr - number);
                }
                text += ']';
            }
            text += ']';
        }
        text += "]]";
        file.write(text);
        text.clear();
    }
    file.write("]}");
    return file.error() == QFileDevice::NoError ? path : QString();
}

int runImportProbe(const QString &path, QTextStream &out)
{
    QElapsedTimer timer;
    timer.start();
    const auto imported = readAttentionFile(path);
    if (!imported)
        return kFailure;
    const auto last = importedResult(*imported, imported->layers - 1);
    if (!last)
        return kFailure;
    ExportOptions options;
    options.width = 1000;
    options.height = 800;
    options.scale = 1;
    const auto image = renderResultView(*last, ColorMapId::Blues, options);
    const double ms = timer.nsecsElapsed() / 1e6;
    out << ms << ' ' << peakResidentMb() << '\n';
    return image ? kSuccess : kFailure;
}

ImportTiming timeImport(const QString &path)
{
    ImportTiming timing;
    if (path.isEmpty())
        return timing;
    timing.fileMb = QFileInfo(path).size() / (1024.0 * 1024.0);
    QProcess child;
    child.start(QCoreApplication::applicationFilePath(), {QStringLiteral("bench"), QStringLiteral("--import-probe"), path});
    if (child.waitForFinished(600000) && child.exitCode() == 0) {
        const QStringList figures = QString::fromUtf8(child.readAllStandardOutput()).split(QLatin1Char(' '));
        if (figures.size() == 2) {
            timing.ms = figures[0].toDouble();
            timing.peakRssMb = figures[1].trimmed().toDouble();
        }
    }
    QFile::remove(path);
    return timing;
}

} // namespace attention::cli
