// The interface in the class's language (issue "Teach in the class's language"): View →
// Language builds the window anew in the language and keeps the lesson; core messages and
// numbers follow; English comes back.
#include "core/pipeline/AttentionPipeline.h"
#include "tests/support/TestSupport.h"
#include "ui/document/GenerationDocument.h"
#include "ui/document/LanguageTrainingRun.h"
#include "ui/document/LessonDocument.h"
#include "ui/document/LessonRecovery.h"
#include "ui/document/TrainingRun.h"
#include "ui/formats/InterfaceLanguage.h"
#include "ui/formats/LessonFile.h"
#include "ui/formats/MessageText.h"
#include "ui/teach/TeachingView.h"
#include "ui/views/GenerateView.h"
#include "ui/views/ResultPresentation.h"
#include "ui/views/TrainView.h"
#include "ui/window/MainWindow.h"

#include <QAction>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <memory>

using namespace attention;

class LanguageTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanup();
    void everyCompleteLanguageIsOffered();
    void switchingTranslatesTheWindowAndKeepsTheLesson();
    void eachLanguageTranslatesMenusTabsAndTeaching_data();
    void eachLanguageTranslatesMenusTabsAndTeaching();
    void coreMessagesAndNumbersFollow();
    void theChoiceIsRemembered();
    void switchingKeepsTheGenerateTabAndTheTrainings();
    void followingTheSystemNamesTheLanguageItFollows();

private:
    QTemporaryDir mSettingsDir;
};

namespace {

QStringList menuTitles(const MainWindow &window)
{
    QStringList titles;
    for (QAction *action : window.menuBar()->actions())
        titles.append(action->text());
    return titles;
}

QStringList tabTitles(const MainWindow &window)
{
    QStringList titles;
    const auto *tabs = window.findChild<QTabWidget *>(QStringLiteral("viewTabs"));
    for (int i = 0; i < tabs->count(); ++i)
        titles.append(tabs->tabText(i));
    return titles;
}

/** The first words of the Teach tab's Why √d_k panel. */
QString scalingCaption(const MainWindow &window)
{
    for (const QLabel *label : window.teachingView()->findChildren<QLabel *>())
        if (label->text().contains(QStringLiteral("d_k")) && label->text().size() > 100)
            return label->text();
    return {};
}

} // namespace

void LanguageTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QVERIFY(mSettingsDir.isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, mSettingsDir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionExplorerTests"));
    QCoreApplication::setApplicationName(QStringLiteral("LanguageTest"));
    QSettings().clear();
    QDir(LessonRecovery::folder()).removeRecursively();
}

void LanguageTest::cleanup()
{
    installInterfaceLanguage(QStringLiteral("en"));
    setChosenLanguage(QString());
}

void LanguageTest::everyCompleteLanguageIsOffered()
{
    const QStringList languages = interfaceLanguages();
    QCOMPARE(languages.first(), QStringLiteral("en"));
    QVERIFY2(languages.contains(QStringLiteral("fr")), qPrintable(languages.join(QLatin1Char(' '))));
    QCOMPARE(languageName(QStringLiteral("fr")), QStringLiteral("Français"));
    // A language the app does not speak falls back to English.
    QCOMPARE(installInterfaceLanguage(QStringLiteral("tlh")), QStringLiteral("en"));
    // English has its plural forms too: "1 token", "2 tokens", not "token(s)".
    QCOMPARE(QCoreApplication::translate("attention::ControlPanel", "%n token(s): ", nullptr, 1), QStringLiteral("1 token: "));
    QCOMPARE(QCoreApplication::translate("attention::ControlPanel", "%n token(s): ", nullptr, 2), QStringLiteral("2 tokens: "));
    installInterfaceLanguage(QStringLiteral("fr"));
    QCOMPARE(QCoreApplication::translate("attention::ControlPanel", "%n token(s): ", nullptr, 2), QStringLiteral("2 jetons\u00A0: "));
}

void LanguageTest::switchingTranslatesTheWindowAndKeepsTheLesson()
{
    auto *window = new MainWindow;
    window->setRecoveryPrompt([](const QString &) { return false; });
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    QCOMPARE(menuTitles(*window).first(), QStringLiteral("&File"));
    // An edit to keep, undo history and all.
    LessonDocument *document = window->document();
    document->setSource(QStringLiteral("the cat sleeps"));
    const int undoSteps = document->undoStack()->count();
    QVERIFY(undoSteps > 0);
    window->findChild<QTabWidget *>(QStringLiteral("viewTabs"))->setCurrentIndex(4); // Teach

    QPointer<MainWindow> old = window;
    MainWindow *french = window->switchLanguage(QStringLiteral("fr"));
    QVERIFY(french != window);
    QTRY_VERIFY(old.isNull()); // the old window goes once control returns to the event loop
    QVERIFY(QTest::qWaitForWindowExposed(french));
    QCOMPARE(menuTitles(*french), (QStringList{QStringLiteral("&Fichier"), QStringLiteral("\u00C9&dition"), QStringLiteral("Affic&hage"),
                                               QStringLiteral("A&ide")}));
    QCOMPARE(tabTitles(*french).first(), QStringLiteral("&Alignement"));
    QVERIFY(tabTitles(*french).contains(QStringLiteral("&Enseigner")));
    QVERIFY2(scalingCaption(*french).startsWith(QStringLiteral("Pourquoi diviser par \u221Ad_k")), qPrintable(scalingCaption(*french)));
    // The same document: the lesson, its undo history, the tab.
    QCOMPARE(french->document(), document);
    QCOMPARE(QString::fromStdString(document->state().lesson.source), QStringLiteral("the cat sleeps"));
    QCOMPARE(document->undoStack()->count(), undoSteps);
    QCOMPARE(french->findChild<QTabWidget *>(QStringLiteral("viewTabs"))->currentIndex(), 4);
    // Edits still reach the new window's views.
    document->setSource(QStringLiteral("the dogs run"));
    QTRY_COMPARE(document->result()->keyTokens.size(), std::size_t(3));

    // Back to English.
    QPointer<MainWindow> frenchWindow = french;
    MainWindow *english = french->switchLanguage(QStringLiteral("en"));
    QTRY_VERIFY(frenchWindow.isNull());
    QCOMPARE(menuTitles(*english).first(), QStringLiteral("&File"));
    QVERIFY(scalingCaption(*english).startsWith(QStringLiteral("Why divide by")));
    QCOMPARE(english->document(), document);
    delete english;
}

void LanguageTest::eachLanguageTranslatesMenusTabsAndTeaching_data()
{
    QTest::addColumn<QString>("language");
    QTest::addColumn<QStringList>("menus");
    QTest::addColumn<QString>("firstTab");
    QTest::addColumn<QString>("caption");
    QTest::addColumn<QString>("number");
    QTest::newRow("fr") << QStringLiteral("fr")
                        << QStringList{QStringLiteral("&Fichier"), QStringLiteral("\u00C9&dition"), QStringLiteral("Affic&hage"),
                                       QStringLiteral("A&ide")}
                        << QStringLiteral("&Alignement") << QStringLiteral("Pourquoi diviser par") << QStringLiteral("0,42");
    QTest::newRow("de") << QStringLiteral(
        "de") << QStringList{QStringLiteral("&Datei"), QStringLiteral("&Bearbeiten"), QStringLiteral("&Ansicht"), QStringLiteral("&Hilfe")}
                        << QStringLiteral("A&usrichtung") << QStringLiteral("Warum durch") << QStringLiteral("0,42");
    QTest::newRow("es") << QStringLiteral(
        "es") << QStringList{QStringLiteral("&Archivo"), QStringLiteral("&Editar"), QStringLiteral("&Ver"), QStringLiteral("A&yuda")}
                        << QStringLiteral("Ali&neaci\u00F3n") << QStringLiteral("\u00BFPor qu\u00E9 dividir") << QStringLiteral("0,42");
}

void LanguageTest::eachLanguageTranslatesMenusTabsAndTeaching()
{
    QFETCH(QString, language);
    QFETCH(QStringList, menus);
    QFETCH(QString, firstTab);
    QFETCH(QString, caption);
    QFETCH(QString, number);
    QVERIFY(interfaceLanguages().contains(language));
    auto *window = new MainWindow;
    window->setRecoveryPrompt([](const QString &) { return false; });
    MainWindow *translated = window->switchLanguage(language);
    QCOMPARE(menuTitles(*translated), menus);
    QCOMPARE(tabTitles(*translated).first(), firstTab);
    QVERIFY2(scalingCaption(*translated).startsWith(caption), qPrintable(scalingCaption(*translated)));
    QCOMPARE(QLocale().toString(0.42, 'f', 2), number);
    // Messages from the core too: a file that is no lesson, in the class's language.
    const QString english = QStringLiteral("a lesson file must hold one JSON object");
    const QString said = messageText(Message("lesson.object", ATTENTION_MESSAGE("a lesson file must hold one JSON object")));
    QVERIFY2(!said.isEmpty() && said != english, qPrintable(said));
    // A map's title begins with a capital, whichever word the language puts first.
    const auto result = computeAttention(defaultLesson());
    QVERIFY(result);
    for (AlignmentMatrix matrix : {AlignmentMatrix::Weights, AlignmentMatrix::Scores, AlignmentMatrix::Logits}) {
        const QString title = alignmentTitle(*result, matrix);
        QVERIFY2(title.front().isUpper(), qPrintable(title));
    }
    delete translated;
}

void LanguageTest::coreMessagesAndNumbersFollow()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"format\": \"attention-explorer-lesson\", ");
    file.close();
    const auto opened = openLessonFile(path);
    QVERIFY(!opened);
    QVERIFY2(messageText(opened.problem()).contains(QStringLiteral("not valid JSON")), qPrintable(messageText(opened.problem())));
    installInterfaceLanguage(QStringLiteral("fr"));
    QVERIFY2(messageText(opened.problem()).contains(QStringLiteral("JSON invalide \u00E0 l\u2019octet")),
             qPrintable(messageText(opened.problem())));
    QCOMPARE(QLocale().toString(0.42, 'f', 2), QStringLiteral("0,42"));
    // Qt's own dialogs come in French too.
    QCOMPARE(QCoreApplication::translate("QPlatformTheme", "Cancel"), QStringLiteral("Annuler"));
    installInterfaceLanguage(QStringLiteral("en"));
    QVERIFY(messageText(opened.problem()).contains(QStringLiteral("not valid JSON")));
}

void LanguageTest::theChoiceIsRemembered()
{
    QCOMPARE(chosenLanguage(), QString()); // follows the system until chosen
    auto *window = new MainWindow;
    window->setRecoveryPrompt([](const QString &) { return false; });
    MainWindow *french = window->switchLanguage(QStringLiteral("fr"));
    QCOMPARE(chosenLanguage(), QStringLiteral("fr"));
    QCOMPARE(effectiveLanguage(), QStringLiteral("fr"));
    delete french;
    setChosenLanguage(QString());
    QVERIFY(effectiveLanguage() == QStringLiteral("en") || interfaceLanguages().contains(effectiveLanguage()));
}

void LanguageTest::switchingKeepsTheGenerateTabAndTheTrainings()
{
    // A class trains a model on Generate, samples from it and trains on Train, then the teacher
    // switches the language: nothing of that is lost, and both trainings go on.
    auto *window = new MainWindow;
    window->setRecoveryPrompt([](const QString &) { return false; });
    window->show();
    QVERIFY(QTest::qWaitForWindowExposed(window));
    GenerationDocument &generation = window->generateView()->document();
    generation::GenerationOptions options = generation.options();
    options.strategy = generation::Strategy::Sample;
    options.sampling.temperature = 2;
    options.sampling.topP = 0.9;
    generation.setOptions(options);
    for (int i = 0; i < 3; ++i)
        generation.step();
    const std::vector<int> written = generation.session()->tokens();
    LanguageTrainingRun &languageRun = *generation.training();
    languageRun.train();
    TrainingRun &run = window->trainView()->run();
    run.setSpeed(20); // unpaced
    run.play();
    QTRY_VERIFY_WITH_TIMEOUT(run.steps() > 0 && languageRun.steps() > 0, 60000);

    QPointer<MainWindow> old = window;
    MainWindow *french = window->switchLanguage(QStringLiteral("fr"));
    QTRY_VERIFY(old.isNull());
    QCOMPARE(&french->generateView()->document(), &generation);
    QCOMPARE(&french->trainView()->run(), &run);
    QVERIFY(run.isPlaying());
    QVERIFY(languageRun.isTraining());
    // Still sampling at T = 2 from the same text; the new window shows it, in French.
    QCOMPARE(generation.options().sampling.temperature, 2.0);
    QCOMPARE(french->generateView()->findChild<QComboBox *>(QStringLiteral("generateStrategy"))->currentText(),
             QStringLiteral("\u00C9chantillonner"));
    const long trained = run.steps(), languageTrained = languageRun.steps();
    QTRY_VERIFY_WITH_TIMEOUT(run.steps() > trained && languageRun.steps() > languageTrained, 60000);
    // The Train tab's new view draws the steps the run goes on making.
    QTRY_VERIFY(french->trainView()->shownTitle().contains(QString::number(run.steps())));
    run.pause();
    languageRun.pause();
    if (generation.showsTraining()) // the training's model took over the tab meanwhile, as it does
        QVERIFY(generation.session());
    else
        QCOMPARE(generation.session()->tokens(), written);
    delete french;
}

void LanguageTest::followingTheSystemNamesTheLanguageItFollows()
{
    // "As the system ()" under the C locale: the item names the language the app then speaks.
    QVERIFY(interfaceLanguages().contains(systemLanguage()));
    MainWindow window;
    window.setRecoveryPrompt([](const QString &) { return false; });
    auto *system = window.findChild<QAction *>(QStringLiteral("language_system"));
    QVERIFY(system);
    QCOMPARE(system->text(), QStringLiteral("As the system (%1)").arg(languageName(systemLanguage())));
    QVERIFY(!system->text().contains(QStringLiteral("()")));
}

QTEST_MAIN(LanguageTest)
#include "tst_language.moc"
