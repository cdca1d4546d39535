// The budget is kept at the process's peak: each export runs in a child process of the real
// program and its peak resident memory must stay within what exportCost() estimated before.
#include "ui/formats/AttentionImport.h"
#include "ui/views/ViewExport.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <spawn.h>
#include <sys/resource.h>
#include <sys/wait.h>

#include <vector>

extern char **environ;

using namespace attention;

namespace {

constexpr int kTokens = 4096; // a 64 MB import: its CSV is about 250 MB of text

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
    void theEstimateHoldsThePeak_data();
    void theEstimateHoldsThePeak();

private:
    QTemporaryDir mDir;
    QString mImport;
};

void ExportMemoryTest::initTestCase()
{
    QVERIFY(mDir.isValid());
    mImport = mDir.filePath(QStringLiteral("attention.npy"));
    QVERIFY(writeAttentionNpy(mImport, kTokens));
}

void ExportMemoryTest::theEstimateHoldsThePeak_data()
{
    QTest::addColumn<QString>("format");
    for (const char *format : {"csv", "npy", "png", "svg"})
        QTest::newRow(format) << QString::fromLatin1(format);
}

void ExportMemoryTest::theEstimateHoldsThePeak()
{
    QFETCH(QString, format);
    // The child first, while this process holds nothing large.
    const auto [code, peak] = runMeasured({QStringLiteral("export"), QStringLiteral("--import"), mImport, QStringLiteral("-o"),
                                           mDir.filePath(QStringLiteral("out.") + format)});
    QCOMPARE(code, 0);
    const auto imported = readAttentionFile(mImport);
    QVERIFY2(imported, imported.error().c_str());
    const auto result = importedResult(*imported, 0);
    QVERIFY2(result, result.error().c_str());
    const double estimate = exportCost(*result, ExportOptions{}, format).bytes;
    qInfo("%s of %d x %d: peak %.0f MB, estimated %.0f MB", qPrintable(format), kTokens, kTokens, peak / 1048576, estimate / 1048576);
    QVERIFY2(peak <= estimate, qPrintable(QStringLiteral("peak %1 MB above the estimate %2 MB").arg(peak / 1048576).arg(estimate / 1048576)));
    QVERIFY2(estimate <= 3 * peak, "the estimate is so far above the peak that it refuses what would fit");
}

QTEST_GUILESS_MAIN(ExportMemoryTest)
#include "tst_export_memory.moc"
