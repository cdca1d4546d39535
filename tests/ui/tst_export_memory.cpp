// The budget is kept at the process's peak: each export runs in a child process of the real
// program and its peak resident memory must stay within what exportCost() estimated before.
#include "tests/support/SystemAllocator.h"
#include "ui/formats/AttentionImport.h"
#include "ui/views/ViewExport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <algorithm>
#include <vector>

extern char **environ;

using namespace attention;

namespace {

constexpr int kTokens = 4096; // a 64 MB import: its CSV is about 250 MB of text
constexpr int kSmallTokens = 4; // the program with next to no data

/** Writes a [n][n] float32 NPY of rows summing to 1, a row at a time (this process stays small:
 *  a child's peak memory counts what its parent held when it started). */
bool writeAttentionNpy(const QString &path, int n)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return false;
    QByteArray header = QStringLiteral("{'descr': '<f4', 'fortran_order': False, 'shape': (%1, %1), }").arg(n).toLatin1();
    header.append(QByteArray(64 - (10 + header.size() + 1) % 64, ' ')).append('\n');
    file.write("\x93NUMPY\x01\x00", 8);
    const char length[2] = {char(header.size() & 0xff), char(header.size() >> 8)};
    file.write(length, 2);
    file.write(header);
    std::vector<float> row(std::size_t(n), 0.5f / float(n - 1));
    for (int i = 0; i < n; ++i) {
        row[std::size_t(i)] = 0.5f;
        file.write(reinterpret_cast<const char *>(row.data()), qint64(row.size() * sizeof(float)));
        row[std::size_t(i)] = 0.5f / float(n - 1);
    }
    return file.error() == QFileDevice::NoError;
}

/** Runs the program with arguments; its exit code and peak resident memory in bytes. */
std::pair<int, double> runMeasured(const QStringList &arguments)
{
    std::vector<QByteArray> bytes{QByteArray(ATTENTION_APP_PATH)};
    for (const QString &argument : arguments)
        bytes.push_back(QFile::encodeName(argument));
    std::vector<char *> argv;
    for (QByteArray &argument : bytes)
        argv.push_back(argument.data());
    argv.push_back(nullptr);
    pid_t child = 0;
    if (posix_spawn(&child, argv[0], nullptr, nullptr, argv.data(), environ) != 0)
        return {-1, 0};
    int status = 0;
    rusage usage{};
    if (wait4(child, &status, 0, &usage) != child)
        return {-1, 0};
    return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, double(usage.ru_maxrss) * 1024};
}

} // namespace

class ExportMemoryTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void theEstimateHoldsThePeak();

private:
    QTemporaryDir mDir;
    QString mImport;
    QString mSmallImport;
};

void ExportMemoryTest::initTestCase()
{
    qInfo("%s", qPrintable(test::allocatorNote()));
    QVERIFY(mDir.isValid());
    mImport = mDir.filePath(QStringLiteral("attention.npy"));
    QVERIFY(writeAttentionNpy(mImport, kTokens));
    mSmallImport = mDir.filePath(QStringLiteral("small.npy"));
    QVERIFY(writeAttentionNpy(mSmallImport, kSmallTokens));
}

void ExportMemoryTest::theEstimateHoldsThePeak()
{
    if (!test::mallocIsTheCLibrarys())
        QSKIP(qPrintable(test::foreignAllocatorReason()));
    // Every child runs before this process reads the import: a child's peak counts what its
    // parent had held at its start (the kernel carries the high-water mark across exec).
    const QStringList formats{QStringLiteral("csv"), QStringLiteral("npy"), QStringLiteral("png"), QStringLiteral("svg")};
    std::vector<double> peaks;
    std::vector<double> programPeaks;
    for (const QString &format : formats) {
        const QString output = mDir.filePath(QStringLiteral("out.") + format);
        const auto [code, peak] =
            runMeasured({QStringLiteral("export"), QStringLiteral("--import"), mImport, QStringLiteral("-o"), output});
        QCOMPARE(code, 0);
        const auto [smallCode, programPeak] =
            runMeasured({QStringLiteral("export"), QStringLiteral("--import"), mSmallImport, QStringLiteral("-o"), output});
        QCOMPARE(smallCode, 0);
        peaks.push_back(peak);
        programPeaks.push_back(programPeak);
    }
    const auto resultOf = [](const QString &path) {
        const auto imported = readAttentionFile(path);
        return imported ? importedResult(*imported, 0) : Outcome<AttentionResult>(imported.problem());
    };
    const auto result = resultOf(mImport);
    const auto small = resultOf(mSmallImport);
    QVERIFY2(result && small, "the imports written by this test are read back");
    for (std::size_t i = 0; i < peaks.size(); ++i) {
        const QString &format = formats[int(i)];
        const double estimate = exportCost(*result, ExportOptions{}, format).bytes;
        const double programEstimate = exportCost(*small, ExportOptions{}, format).bytes;
        qInfo("%s of %d x %d: peak %.0f MB, estimated %.0f MB; of %d x %d (the program): %.0f MB, estimated %.0f MB", qPrintable(format),
              kTokens, kTokens, peaks[i] / 1048576, estimate / 1048576, kSmallTokens, kSmallTokens, programPeaks[i] / 1048576,
              programEstimate / 1048576);
        // What the program itself takes depends on the system (its fonts, libraries): where it
        // takes more than its allowance, the data's part is held to the estimate's.
        const double allowed = estimate + std::max(0.0, programPeaks[i] - programEstimate);
        QVERIFY2(peaks[i] <= allowed,
                 qPrintable(
                     QStringLiteral("%1: peak %2 MB above the estimate %3 MB").arg(format).arg(peaks[i] / 1048576).arg(allowed / 1048576)));
        QVERIFY2(estimate <= 3 * peaks[i],
                 qPrintable(format + QStringLiteral(": the estimate is so far above the peak that it refuses what would fit")));
    }
}

int main(int argc, char **argv)
{
    test::restartWithoutPreloadedLibraries(argv); // the child inherits this environment
    QCoreApplication app(argc, argv);
    ExportMemoryTest test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_export_memory.moc"
