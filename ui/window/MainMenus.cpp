#include "ui/window/MainMenus.h"

#include "core/Platform.h"
#include "core/text/Lexicon.h"
#include "ui/document/LessonDocument.h"
#include "ui/formats/InterfaceLanguage.h"
#include "ui/formats/LessonFile.h"
#include "ui/formats/MessageText.h"
#include "ui/window/AttentionImporter.h"
#include "ui/window/LessonFiles.h"
#include "ui/window/LexiconDialog.h"
#include "ui/window/MainWindow.h"
#include "ui/window/ModelOpener.h"
#include "ui/window/PresentationMode.h"
#include "ui/window/PresenterKeys.h"
#include "ui/window/ViewExporter.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QUndoStack>

namespace attention {

// The menus' words stay in the window's translation context (MainWindow::tr).
namespace {

void buildFileMenu(MainWindow &window)
{
    LessonFiles *files = window.files();
    ViewExporter *exporter = window.exporter();
    QMenu *file = window.menuBar()->addMenu(MainWindow::tr("&File"));
    file->addAction(MainWindow::tr("&New lesson"), files, &LessonFiles::newLesson)->setShortcut(QKeySequence::New);
    file->addAction(MainWindow::tr("&Open\u2026"), files, &LessonFiles::openDialog)->setShortcut(QKeySequence::Open);
    files->setRecentMenu(file->addMenu(MainWindow::tr("Open &recent")));
    QMenu *examples = file->addMenu(MainWindow::tr("E&xamples"));
    for (const QString &name : QDir(QStringLiteral(":/examples")).entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        const QString path = QStringLiteral(":/examples/") + name;
        const auto example = openLessonFile(path);
        if (example)
            examples->addAction(example->title.isEmpty() ? name : example->title, files, [files, path] { files->openExample(path); });
    }
    file->addAction(MainWindow::tr("Open a &model folder\u2026"), window.modelOpener(), &ModelOpener::openDialog)
        ->setShortcut(QKeySequence(MainWindow::tr("Ctrl+Shift+O")));
    file->addAction(MainWindow::tr("&Import attention from a model\u2026"), window.importer(), &AttentionImporter::importDialog)
        ->setShortcut(QKeySequence(MainWindow::tr("Ctrl+I")));
    file->addAction(MainWindow::tr("&Save"), files, &LessonFiles::save)->setShortcut(QKeySequence::Save);
    file->addAction(MainWindow::tr("Save &as\u2026"), files, &LessonFiles::saveAsDialog)->setShortcut(QKeySequence::SaveAs);
    file->addSeparator();
    file->addAction(MainWindow::tr("&Export view as image\u2026"), exporter, &ViewExporter::exportCurrentViewDialog)
        ->setShortcut(QKeySequence(MainWindow::tr("Ctrl+E")));
    QMenu *matrices = file->addMenu(MainWindow::tr("Export &matrix"));
    const std::pair<ExportView, QString> matrixChoices[] = {{ExportView::Weights, MainWindow::tr("&Weights (CSV, JSON or NPY)\u2026")},
                                                            {ExportView::Scores, MainWindow::tr("&Scores\u2026")},
                                                            {ExportView::Heads, MainWindow::tr("Weights of every &head\u2026")},
                                                            {ExportView::Context, MainWindow::tr("&Context vectors\u2026")},
                                                            {ExportView::Queries, MainWindow::tr("&Queries Q\u2026")},
                                                            {ExportView::Keys, MainWindow::tr("&Keys K\u2026")},
                                                            {ExportView::Values, MainWindow::tr("&Values V\u2026")}};
    for (const auto &[view, label] : matrixChoices)
        matrices->addAction(label, exporter, [exporter, view = view] { exporter->exportMatrixDialog(view); });
    file->addAction(MainWindow::tr("Export the row's &bar chart\u2026"), exporter, &ViewExporter::exportRowChartDialog);
    file->addAction(MainWindow::tr("&Copy view as image"), exporter, &ViewExporter::copyToClipboard)
        ->setShortcut(QKeySequence(MainWindow::tr("Ctrl+Shift+C")));
    file->addSeparator();
    file->addAction(MainWindow::tr("&Quit"), &window, &QWidget::close)->setShortcut(QKeySequence::Quit);
}

void buildEditMenu(MainWindow &window)
{
    LessonDocument *document = window.document();
    QMenu *edit = window.menuBar()->addMenu(MainWindow::tr("&Edit"));
    QAction *undo = document->undoStack()->createUndoAction(&window, MainWindow::tr("&Undo"));
    undo->setShortcut(QKeySequence::Undo);
    QAction *redo = document->undoStack()->createRedoAction(&window, MainWindow::tr("&Redo"));
    redo->setShortcuts({QKeySequence(MainWindow::tr("Ctrl+Shift+Z")), QKeySequence(MainWindow::tr("Ctrl+Y"))});
    edit->addAction(undo);
    edit->addAction(redo);
    edit->addSeparator();
    edit->addAction(MainWindow::tr("Edit the &lexicon\u2026"), &window, [&window, document] {
        LexiconDialog dialog(document->lexicon() ? *document->lexicon() : *Lexicon::builtin(), &window);
        if (dialog.exec() != QDialog::Accepted)
            return;
        if (auto saved = LexiconDialog::saveUserLexicon(*dialog.lexicon()); !saved)
            window.messages().problem(MainWindow::tr("Lexicon not saved"),
                                      MainWindow::tr("The edited lexicon is used now but could not be saved for next time: %1")
                                          .arg(messageText(saved.problem())));
        document->setLexicon(dialog.lexicon());
    });
    edit->addAction(MainWindow::tr("Reset to the &default lesson"), document, [document] {
        LessonState reset;
        reset.title = document->state().title;
        document->setState(reset, MainWindow::tr("Reset lesson"));
    });
}

void buildLanguageMenu(MainWindow &window, QMenu *view)
{
    QMenu *languages = view->addMenu(MainWindow::tr("L&anguage"));
    languages->setObjectName(QStringLiteral("languageMenu"));
    auto *group = new QActionGroup(languages);
    const QString chosen = chosenLanguage();
    const auto add = [&](const QString &code, const QString &name) {
        QAction *action = languages->addAction(name);
        action->setObjectName(QStringLiteral("language_") + (code.isEmpty() ? QStringLiteral("system") : code));
        action->setCheckable(true);
        action->setChecked(code == chosen);
        group->addAction(action);
        // Queued: the window that owns this menu is replaced.
        QObject::connect(action, &QAction::triggered, &window, [&window, code] {
            QMetaObject::invokeMethod(
                &window, [&window, code] { window.switchLanguage(code); }, Qt::QueuedConnection);
        });
    };
    add(QString(), MainWindow::tr("As the system (%1)").arg(languageName(systemLanguage())));
    for (const QString &code : interfaceLanguages())
        add(code, languageName(code));
}

void buildViewMenu(MainWindow &window)
{
    PresentationMode *presentation = window.presentation();
    QMenu *view = window.menuBar()->addMenu(MainWindow::tr("&View"));
    view->addAction(MainWindow::tr("&Larger text"), presentation,
                    [presentation] { presentation->setTextSize(presentation->textSize() + 2); })
        ->setShortcuts({QKeySequence::ZoomIn, QKeySequence(MainWindow::tr("Ctrl+="))});
    view->addAction(MainWindow::tr("&Smaller text"), presentation,
                    [presentation] { presentation->setTextSize(presentation->textSize() - 2); })
        ->setShortcut(QKeySequence::ZoomOut);
    view->addAction(MainWindow::tr("&Projector text (20 pt)"), presentation, [presentation] { presentation->setTextSize(20); });
    view->addAction(MainWindow::tr("&Normal text"), presentation,
                    [presentation] { presentation->setTextSize(QApplication::font().pointSizeF()); });
    view->addSeparator();
    QAction *fullScreen = view->addAction(MainWindow::tr("&Full screen"), &window,
                                          [&window] { window.setWindowState(window.windowState() ^ Qt::WindowFullScreen); });
    fullScreen->setShortcuts({QKeySequence(Qt::Key_F11), QKeySequence::FullScreen});
    QAction *presenting = view->addAction(MainWindow::tr("&Presentation mode"), presentation, &PresentationMode::setOn);
    presenting->setCheckable(true);
    presenting->setShortcut(QKeySequence(Qt::Key_F5));
    presenting->setObjectName(QStringLiteral("presentationAction"));
    presenting->setToolTip(
        MainWindow::tr("Full screen, large text, a crosshair on the hovered cell. F9 hides the lesson panel; F5 again to leave."));
    view->addAction(window.lessonDock()->toggleViewAction());
    view->addSeparator(); // what a presenter's clicker sends
    PresenterKeys *keys = window.presenterKeys();
    for (QAction *action : {keys->nextAction(), keys->previousAction(), keys->blankAction()})
        view->addAction(action);
    buildLanguageMenu(window, view);
}

void buildHelpMenu(MainWindow &window)
{
    QMenu *help = window.menuBar()->addMenu(MainWindow::tr("&Help"));
    help->addAction(MainWindow::tr("&Keyboard shortcuts"), &window,
                    [&window] { QMessageBox::information(&window, MainWindow::tr("Keyboard shortcuts"), shortcutsText(window)); })
        ->setShortcut(QKeySequence::HelpContents);
    help->addAction(MainWindow::tr("&About Attention Explorer"), &window,
                    [&window] { QMessageBox::about(&window, MainWindow::tr("About Attention Explorer"), aboutText()); });
}

} // namespace

void buildMainMenus(MainWindow &window)
{
    buildFileMenu(window);
    buildEditMenu(window);
    buildViewMenu(window);
    buildHelpMenu(window);
}

QString shortcutsText(const MainWindow &window)
{
    QString rows;
    for (const QAction *action : window.findChildren<QAction *>()) {
        if (action->shortcuts().isEmpty() || action->text().isEmpty())
            continue;
        QStringList keys;
        for (const QKeySequence &key : action->shortcuts())
            if (!key.isEmpty()) // a standard key this platform leaves unbound (FullScreen on X11)
                keys.append(key.toString(QKeySequence::NativeText).toHtmlEscaped());
        if (keys.isEmpty())
            continue;
        rows += QStringLiteral("<tr><td>%1</td><td>%2</td></tr>")
                    .arg(action->text().remove(QLatin1Char('&')).toHtmlEscaped(), keys.join(QStringLiteral(", ")));
    }
    const QStringList views{MainWindow::tr("Alignment map: arrow keys move a cell cursor, Enter shows its row's distribution."),
                            MainWindow::tr("Generate tab: Alt+S writes one token, Alt+Y plays or pauses."),
                            MainWindow::tr("Alt + the underlined letter of a tab or a label goes there.")};
    return QStringLiteral("<table cellspacing=\"6\">%1</table><p>%2</p>").arg(rows, views.join(QStringLiteral("<br>")));
}

QString aboutText()
{
    const QString blas = QLatin1String(blasKernelsInUse());
    return MainWindow::tr("<p><b>Attention Explorer %1</b></p>"
                          "<p>Shows how the attention of neural networks works: type two sentences and watch the scores, "
                          "weights and context vectors change; train small models; watch a language model write.</p>"
                          "<p>Qt %2 \u00B7 products on this CPU: the %3 kernel</p>")
               .arg(QCoreApplication::applicationVersion().isEmpty() ? MainWindow::tr("(development build)")
                                                                     : QCoreApplication::applicationVersion(),
                    QString::fromLatin1(qVersion()), QString::fromLatin1(vectorKernelsInUse()))
           + (blas == QLatin1String("none") ? QString() : MainWindow::tr("<p>OpenBLAS kernels: %1</p>").arg(blas));
}

} // namespace attention
