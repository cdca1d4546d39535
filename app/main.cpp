#include "app/BlasKernelRestart.h"
#include "app/CommandLine.h"
#include "app/ExitCode.h"
#include "app/ScaleFactorCheck.h"
#include "core/Platform.h"
#include "ui/document/HeapReuse.h"
#include "ui/document/LessonDocument.h"
#include "ui/document/LessonRecovery.h"
#include "ui/formats/FileAccess.h"
#include "ui/formats/InterfaceLanguage.h"
#include "ui/formats/MessageText.h"
#include "ui/formats/huggingface/ModelFolder.h"
#include "ui/window/MainWindow.h"

#include <QApplication>
#include <QFile>
#include <QFileInfo>
#include <QIcon>
#include <QRegularExpression>
#include <QTextStream>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>

#if defined(Q_OS_UNIX)
#include <sys/stat.h>
#include <unistd.h>
#endif

namespace {

/** Names the application (where its settings live) and speaks the user's language: the one
 *  chosen in View -> Language, else the system's. */
void setUpApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionExplorer"));
    QCoreApplication::setApplicationName(QStringLiteral("Attention Explorer"));
    QCoreApplication::setApplicationVersion(QStringLiteral(ATTENTION_EXPLORER_VERSION));
    attention::installInterfaceLanguage(attention::effectiveLanguage());
}

bool hasDisplay()
{
    return qEnvironmentVariableIsSet("DISPLAY") || qEnvironmentVariableIsSet("WAYLAND_DISPLAY")
           || qEnvironmentVariableIsSet("QT_QPA_PLATFORM");
}

/** Qt complains on every start when XDG_RUNTIME_DIR is unset (containers, ssh, CI): give it
 *  the private folder it would have chosen, so the commands print only what they mean to. */
void ensureRuntimeDirectory()
{
#if defined(Q_OS_UNIX)
    if (qEnvironmentVariableIsSet("XDG_RUNTIME_DIR"))
        return;
    const QByteArray path = QByteArray("/tmp/runtime-") + QByteArray::number(static_cast<qulonglong>(getuid()));
    if (mkdir(path.constData(), 0700) == 0 || errno == EEXIST)
        qputenv("XDG_RUNTIME_DIR", path);
#endif
}

const char *const kUsage =
    "Usage: attention-explorer [LESSON.json | ATTENTION]  open the window (on a lesson file, or a model's\n"
    "                                               attention: NPY or Hugging Face JSON)\n"
    "       attention-explorer compute CASE.json [-o OUT.json]\n"
    "       attention-explorer export [LESSON] -o FILE [options]   (export --help lists them)\n"
    "       attention-explorer bench [--json] [--quick] [--kernel avx512|avx2|portable]  measure this machine\n"
    "       attention-explorer train --task reverse|dates|translate|phrases [--seconds N | --steps N]\n"
    "                                [--seed S] [--score F] [--learning-rate R] [--json] [--lesson FILE] [--picture FILE]\n"
    "       attention-explorer train --task induction|grammar [--seconds N | --steps N] [--seed S] [--json] [--model FILE]\n"
    "       attention-explorer generate MODEL.json | --task induction|grammar --prompt TEXT [--strategy greedy|sample]\n"
    "                                [--temperature T]\n"
    "                                [--top-k K] [--top-p P] [--seed S] [--max-new-tokens N] [--json]\n"
    "       attention-explorer tokenize --model DIR TEXT [--target] [--json]\n"
    "       attention-explorer translate --model DIR --source TEXT [--beam N] [--layer N] [--json]\n"
    "       attention-explorer --version               the version, Qt's and the kernels this CPU gets\n"
    "Each command's --help lists its options; none of them needs a display.\n";

/** What --version prints: the program's, Qt's (built with and running) and the kernels chosen here. */
void printVersion()
{
    std::printf("Attention Explorer %s\nQt %s (built with %s)\n%s\n", ATTENTION_EXPLORER_VERSION, qVersion(), QT_VERSION_STR,
                attention::kernelsInUseDescription().c_str());
}

void warnOfChangedScale(const QString &sentences)
{
    for (const QString &sentence : sentences.split(QLatin1Char('\n'), Qt::SkipEmptyParts))
        std::fprintf(stderr, "attention-explorer: %s\n", qPrintable(sentence));
}

/** The arguments as text, or the first one whose bytes are not text in this system's encoding:
 *  Qt would replace those bytes, and a file would be read or written under another name. */
std::optional<QStringList> argumentsAsText(int argc, char *argv[], int &badArgument)
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i) {
        const QString text = QFile::decodeName(argv[i]);
        if (QFile::encodeName(text) != QByteArray(argv[i])) {
            badArgument = i;
            return std::nullopt;
        }
        arguments.append(text);
    }
    return arguments;
}

/** The arguments that name files: not options, and not the value of one of Qt's own options
 *  (-style fusion, -platform offscreen), which QApplication takes. */
QStringList fileArguments(const QStringList &arguments)
{
    static const QStringList qtOptionsWithValues{QStringLiteral("platform"),
                                                 QStringLiteral("platformpluginpath"),
                                                 QStringLiteral("platformtheme"),
                                                 QStringLiteral("plugin"),
                                                 QStringLiteral("qwindowgeometry"),
                                                 QStringLiteral("qwindowicon"),
                                                 QStringLiteral("qwindowtitle"),
                                                 QStringLiteral("session"),
                                                 QStringLiteral("style"),
                                                 QStringLiteral("stylesheet"),
                                                 QStringLiteral("display"),
                                                 QStringLiteral("geometry"),
                                                 QStringLiteral("name"),
                                                 QStringLiteral("title"),
                                                 QStringLiteral("visual")};
    QStringList files;
    for (qsizetype i = 0; i < arguments.size(); ++i) {
        const QString &argument = arguments[i];
        if (!argument.startsWith(QLatin1Char('-'))) {
            files.append(argument);
            continue;
        }
        QString option = argument;
        while (option.startsWith(QLatin1Char('-')))
            option.remove(0, 1);
        if (qtOptionsWithValues.contains(option) && !option.contains(QLatin1Char('=')))
            ++i; // its value
    }
    return files;
}

/** The code a headless command ends with once what it printed has reached standard output: a
 *  reader that left early (| head) or a closed output is said and exits 2, never a silent 0. */
int outputWritten(int code, QTextStream &out, QTextStream &err)
{
    errno = 0;
    out.flush();
    if (out.status() == QTextStream::Ok && std::fflush(stdout) == 0 && !std::ferror(stdout))
        return code;
    const QString why = errno != 0 ? QString::fromLocal8Bit(std::strerror(errno)) : QStringLiteral("the stream was closed");
    err << attention::messageText(attention::cannotWrite(QStringLiteral("stdout"), why)) << '\n';
    err.flush();
    return code == attention::cli::kSuccess ? attention::cli::kBadInput : code;
}

} // namespace

int main(int argc, char *argv[])
{
    attention::cli::restartWithBetterBlasKernels(argv);
    attention::keepLargeBlocksForReuse();
    ensureRuntimeDirectory();
    int badArgument = 0;
    const auto decoded = argumentsAsText(argc, argv, badArgument);
    if (!decoded) {
        std::fprintf(stderr,
                     "attention-explorer: argument %d holds bytes that are not text in this system's encoding (a file "
                     "name from another system?): rename the file, or run with a locale that reads it\n",
                     badArgument);
        return 2;
    }
    const QStringList &arguments = *decoded;

    if (attention::cli::isHeadlessCommand(arguments)) {
#if defined(Q_OS_UNIX)
        // A reader that leaves early (-o /dev/stdout | head) makes the write fail with a sentence,
        // rather than the signal ending the program without one.
        std::signal(SIGPIPE, SIG_IGN);
#endif
        QTextStream out(stdout);
        QTextStream err(stderr);
        // train --picture draws the Train tab's plots; the rest of compute, train and generate is numbers.
        const bool drawsPicture = !arguments.filter(QRegularExpression(QStringLiteral("^--picture"))).isEmpty();
        if (arguments.first() == QLatin1String("compute") || (arguments.first() == QLatin1String("train") && !drawsPicture)
            || arguments.first() == QLatin1String("generate") || arguments.first() == QLatin1String("tokenize")
            || arguments.first() == QLatin1String("translate")) {
            QCoreApplication app(argc, argv);
            setUpApplication();
            return outputWritten(attention::cli::runCommand(arguments, out, err), out, err);
        }
        // Exports draw without a window, so they never need a display.
        if (!hasDisplay())
            qputenv("QT_QPA_PLATFORM", "offscreen");
        warnOfChangedScale(attention::cli::keepScaleFactorsDrawable());
        QApplication app(argc, argv);
        setUpApplication();
        return outputWritten(attention::cli::runCommand(arguments, out, err), out, err);
    }
    if (!arguments.isEmpty() && (arguments.first() == QLatin1String("--help") || arguments.first() == QLatin1String("-h"))) {
        std::fputs(kUsage, stdout);
        return 0;
    }
    if (!arguments.isEmpty() && arguments.first() == QLatin1String("--version")) {
        printVersion();
        return 0;
    }
    // A word that is neither a command nor a file is a mistake, said at once (a window
    // opened on it would wait for an answer that no one may be there to give).
    const QStringList files = fileArguments(arguments);
    if (!files.isEmpty() && !QFileInfo(files.first()).isFile() && !attention::isModelFolder(files.first())) {
        std::fprintf(stderr, "attention-explorer: \"%s\" is neither a command nor a file\n%s", qPrintable(files.first()), kUsage);
        return 2;
    }
    if (!hasDisplay()) {
        std::fputs("attention-explorer: there is no display to open a window on; use the export command "
                   "to draw to a file.\n",
                   stderr);
        return 2;
    }
    warnOfChangedScale(attention::cli::keepScaleFactorsDrawable());
    QApplication app(argc, argv);
    // Qt takes its own options (-style, -platform...) out of argv; any other option is a mistake
    // that a window would silently ignore.
    for (int i = 1; i < argc; ++i)
        if (argv[i][0] == '-' && std::strcmp(argv[i], "--smoke-test") != 0) {
            std::fprintf(stderr, "attention-explorer: unknown option \"%s\"\n%s", argv[i], kUsage);
            return 2;
        }
    setUpApplication();
    QGuiApplication::setDesktopFileName(QStringLiteral(ATTENTION_APP_ID));
    QApplication::setWindowIcon(QIcon::fromTheme(QStringLiteral("attention-explorer"), QIcon(QStringLiteral(":/attention-explorer.svg"))));
    // On the heap: View → Language replaces the window with one built in the other language.
    auto *window = new attention::MainWindow;
    window->setAttribute(Qt::WA_DeleteOnClose);
    const bool smokeTest = arguments.contains(QLatin1String("--smoke-test"));
    if (smokeTest)
        window->recovery()->setEnabled(false); // never a question in an unattended run
    if (!files.isEmpty())
        window->openFile(files.first());
    if (smokeTest) {
        // Opens the real window, lets the event loop paint it once, reports and quits.
        window->show();
        QMetaObject::invokeMethod(
            &app,
            [window] {
                const QImage shot = window->grab().toImage();
                const bool ok = window->isVisible() && window->document()->result() && !shot.isNull();
                std::printf("smoke test: window %dx%d %s: %s\n", shot.width(), shot.height(), ok ? "painted" : "FAILED",
                            qPrintable(window->windowTitle()));
                QCoreApplication::exit(ok ? 0 : 1);
            },
            Qt::QueuedConnection);
        return app.exec();
    }
    if (window->hasRestoredGeometry())
        window->show();
    else
        window->showMaximized();
    return app.exec();
}
