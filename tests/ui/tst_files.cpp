// Reading and writing files whatever stands at the path: folders, FIFOs, devices, links to
// /dev/zero, full disks. Nothing blocks, nothing reads without limit, nothing is replaced.
#include "ui/formats/FileAccess.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <chrono>
#include <future>

#include <csignal>

#include <sys/resource.h>
#include <sys/stat.h>

using namespace attention;

namespace {

constexpr auto kHung = std::chrono::seconds(20); // a bound for a failing run only

QString text(const Message &message)
{
    return QString::fromStdString(message.text());
}

} // namespace

class FilesTest : public QObject
{
    Q_OBJECT

private slots:
    void specialFilesAreRefusedWithoutBlocking();
    void readsAreBounded();
    void aFolderIsNeitherReadNorWritten();
    void devicesAndFifosAreWrittenIntoNotReplaced();
    void aFifoNobodyReadsIsRefusedWithoutBlocking();
    void aLinkKeepsPointingAtItsNewTarget();
    void aFullDiskIsSaidSo();
    void aFailedWriteKeepsTheOldFile();

private:
    QTemporaryDir mDir;
};

void FilesTest::specialFilesAreRefusedWithoutBlocking()
{
    const QString fifo = mDir.filePath(QStringLiteral("pipe"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    const QString zero = mDir.filePath(QStringLiteral("zero.tokens.json"));
    QVERIFY(QFile::link(QStringLiteral("/dev/zero"), zero));
    for (const QString &path : {fifo, zero}) {
        auto read = std::async(std::launch::async, [path] { return readFileBounded(path, 1024 * 1024); });
        QVERIFY2(read.wait_for(kHung) == std::future_status::ready, qPrintable(path + QStringLiteral(" blocked")));
        const auto bytes = read.get();
        QVERIFY(!bytes);
        QCOMPARE(bytes.problem().code, std::string("file.not_regular"));
        QVERIFY(text(bytes.problem()).contains(path));
    }
}

void FilesTest::readsAreBounded()
{
    const QString path = mDir.filePath(QStringLiteral("big.bin"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(10 * 1024 * 1024 + 1)); // sparse
    file.close();
    const auto tooLarge = readFileBounded(path, 10 * 1024 * 1024);
    QVERIFY(!tooLarge);
    QCOMPARE(tooLarge.problem().code, std::string("file.too_large"));
    const auto fits = readFileBounded(path, 11 * 1024 * 1024);
    QVERIFY(fits);
    QCOMPARE(fits->size(), qsizetype(10 * 1024 * 1024 + 1));
    const auto missing = readFileBounded(mDir.filePath(QStringLiteral("nowhere")), 100);
    QCOMPARE(missing.problem().code, std::string("file.open"));
    const auto resource = readFileBounded(QStringLiteral(":/nowhere"), 100);
    QCOMPARE(resource.problem().code, std::string("file.open"));
}

void FilesTest::aFolderIsNeitherReadNorWritten()
{
    const QString folder = mDir.filePath(QStringLiteral("folder"));
    QVERIFY(QDir().mkpath(folder));
    QCOMPARE(readFileBounded(folder, 100).problem().code, std::string("file.not_regular"));
    const auto written = writeFileSafely(folder, "x");
    QCOMPARE(written.problem().code, std::string("file.folder"));
    QVERIFY(QFileInfo(folder).isDir());
    const auto nowhere = writeFileSafely(mDir.filePath(QStringLiteral("no/such/folder/x.png")), "x");
    QCOMPARE(nowhere.problem().code, std::string("file.no_folder"));
    const QString aFile = mDir.filePath(QStringLiteral("plain.txt"));
    QVERIFY(writeFileSafely(aFile, "x").ok());
    const auto underAFile = writeFileSafely(aFile + QStringLiteral("/deeper/x.png"), "x");
    QCOMPARE(underAFile.problem().code, std::string("file.not_folder"));
    QVERIFY2(text(underAFile.problem()).contains(QStringLiteral("plain.txt is a file")), qPrintable(text(underAFile.problem())));
}

void FilesTest::devicesAndFifosAreWrittenIntoNotReplaced()
{
    // A link to /dev/null stands in for /dev/null itself: replacing it would show as a regular file here.
    const QString null = mDir.filePath(QStringLiteral("null.csv"));
    QVERIFY(QFile::link(QStringLiteral("/dev/null"), null));
    QVERIFY(writeFileSafely(null, "a,b\n").ok());
    QVERIFY(QFileInfo(null).isSymLink());
    QCOMPARE(QFileInfo(null).symLinkTarget(), QStringLiteral("/dev/null"));

    const QString fifo = mDir.filePath(QStringLiteral("out.fifo"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    auto reader = std::async(std::launch::async, [fifo] {
        QFile in(fifo);
        return in.open(QIODevice::ReadOnly) ? in.readAll() : QByteArray("not opened");
    });
    QVERIFY(writeFileSafely(fifo, "through the pipe").ok());
    QVERIFY(reader.wait_for(kHung) == std::future_status::ready);
    QCOMPARE(reader.get(), QByteArray("through the pipe"));
    struct stat info
    {
    };
    QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &info), 0);
    QVERIFY(S_ISFIFO(info.st_mode));
}

void FilesTest::aFifoNobodyReadsIsRefusedWithoutBlocking()
{
    const QString fifo = mDir.filePath(QStringLiteral("unread.png"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
    auto write = std::async(std::launch::async, [fifo] { return writeFileSafely(fifo, "nobody reads this"); });
    QVERIFY2(write.wait_for(kHung) == std::future_status::ready, "the write blocked");
    const auto written = write.get();
    QVERIFY(!written);
    QCOMPARE(written.problem().code, std::string("file.no_reader"));
    QVERIFY(text(written.problem()).contains(fifo));
    struct stat info
    {
    };
    QCOMPARE(::stat(QFile::encodeName(fifo).constData(), &info), 0);
    QVERIFY(S_ISFIFO(info.st_mode)); // left as it was
}

void FilesTest::aLinkKeepsPointingAtItsNewTarget()
{
    const QString target = mDir.filePath(QStringLiteral("real.json"));
    const QString link = mDir.filePath(QStringLiteral("link.json"));
    QVERIFY(writeFileSafely(target, "old").ok());
    QVERIFY(QFile::link(target, link));
    QVERIFY(writeFileSafely(link, "new").ok());
    QVERIFY(QFileInfo(link).isSymLink());
    QFile file(target);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), QByteArray("new"));
}

void FilesTest::aFullDiskIsSaidSo()
{
    if (!QFileInfo::exists(QStringLiteral("/dev/full")))
        QSKIP("this system has no /dev/full to stand for a full disk");
    const auto written = writeFileSafely(QStringLiteral("/dev/full"), QByteArray(4096, 'x'));
    QVERIFY(!written);
    QCOMPARE(written.problem().code, std::string("file.write"));
    QVERIFY2(text(written.problem()).contains(QStringLiteral("No space left")), qPrintable(text(written.problem())));
}

// A file-size limit makes the kernel refuse the write as a full disk does, without needing root
// to mount a small file system. The payload is small enough for Qt to buffer it, so the failure
// shows only when the file is flushed: the case that once replaced the old file by an empty one.
void FilesTest::aFailedWriteKeepsTheOldFile()
{
    const QString path = mDir.filePath(QStringLiteral("kept.csv"));
    const QByteArray old("the old contents\n");
    QVERIFY(writeFileSafely(path, old).ok());

    rlimit before{};
    QVERIFY(getrlimit(RLIMIT_FSIZE, &before) == 0);
    const auto oldSignal = std::signal(SIGXFSZ, SIG_IGN); // EFBIG instead of the process dying
    rlimit small = before;
    small.rlim_cur = 8;
    QVERIFY(setrlimit(RLIMIT_FSIZE, &small) == 0);
    const auto written = writeFileSafely(path, QByteArray(4096, 'x'));
    setrlimit(RLIMIT_FSIZE, &before);
    std::signal(SIGXFSZ, oldSignal);

    QVERIFY(!written);
    QCOMPARE(written.problem().code, std::string("file.write"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(file.readAll(), old);
    QCOMPARE(QDir(mDir.path()).entryList(QDir::Files | QDir::Hidden).filter(QStringLiteral("kept")).size(), 1); // no temporary left behind
}

QTEST_GUILESS_MAIN(FilesTest)
#include "tst_files.moc"
