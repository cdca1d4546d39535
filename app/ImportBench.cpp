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

#include <random>


namespace attention::cli {

namespace {
constexpr int kLayers = 12, kHeads = 12, kTokens = 512;
}

QString writeBenchAttentionFile(const QString &folder)
{
    const QString path = QDir(folder).filePath(QStringLiteral("bert-sized.npy"));
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return {};
    QByteArray header = QStringLiteral("{'descr': '<f4', 'fortran_order': False, 'shape': (%1, %2, %3, %3), }")
                            .arg(kLayers).arg(kHeads).arg(kTokens).toLatin1();
    while ((10 + header.size() + 1) % 64 != 0)
        header.append(' ');
    header.append('\n');
    QByteArray preamble("\x93NUMPY\x01\x00", 8);
    char length[2];
    qToLittleEndian<quint16>(quint16(header.size()), length);
    preamble.append(length, 2);
    file.write(preamble + header);
    std::mt19937 random(7);
    std::uniform_real_distribution<float> uniform(0.0f, 1.0f);
    std::vector<float> row(kTokens);
    for (long r = 0; r < long(kLayers) * kHeads * kTokens; ++r) {
        float sum = 0;
        for (float &w : row)
            sum += w = uniform(random);
        for (float &w : row)
            w /= sum;
        file.write(reinterpret_cast<const char *>(row.data()), qint64(row.size() * sizeof(float))); // little-endian machines
    }
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

ImportTiming timeImport(const QString &folder)
{
    ImportTiming timing;
    const QString path = writeBenchAttentionFile(folder);
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
