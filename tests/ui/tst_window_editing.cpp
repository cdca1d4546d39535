// The live window, offscreen: edits reach the heatmap's data, undo restores it, the settings and
// the lesson panel show the lesson, the keyboard and the text size work.
#include "core/kernels/BlasKernels.h"
#include "core/pipeline/AttentionPipeline.h"
#include "core/training/Trainer.h"
#include "tests/ui/WindowFixture.h"
#include "ui/document/GenerationDocument.h"
#include "ui/document/LessonDocument.h"
#include "ui/document/LessonRecovery.h"
#include "ui/formats/LessonFile.h"
#include "ui/formats/MessageText.h"
#include "ui/plots/DistributionView.h"
#include "ui/plots/HeatmapView.h"
#include "ui/plots/LineChartView.h"
#include "ui/teach/DecodingPanel.h"
#include "ui/teach/TeachingView.h"
#include "ui/views/AlignmentPanel.h"
#include "ui/views/GenerateView.h"
#include "ui/views/HeadsView.h"
#include "ui/views/LinesView.h"
#include "ui/views/PipelineView.h"
#include "ui/views/ViewExport.h"
#include "ui/widgets/TokenListLabel.h"
#include "ui/window/ControlPanel.h"
#include "ui/window/ImageSizeDialog.h"
#include "ui/window/LessonFiles.h"
#include "ui/window/LexiconDialog.h"
#include "ui/window/MainWindow.h"
#include "ui/window/WindowMessages.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QFormLayout>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QMimeData>
#include <QPushButton>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolTip>
#include <QUndoStack>
#include <QWheelEvent>

#include <cmath>

using namespace attention;
using namespace attention::test;

class WindowEditingTest : public QObject, protected WindowFixture
{
    Q_OBJECT

private slots:
    void initTestCase() { startTestCase(); }
    void init() { openWindow(); }
    void cleanup() { closeWindow(); }
    void aPresentersClickerStepsTheTabShown();
    void opensOnTheDefaultLesson();
    void theTokenListIsCopiedFromItsMenu();
    void aLongSentencesTokensKeepAFewLines();
    void theSettingsGiveEveryFieldItsWidth();
    void onlyLongPlainSentencesAreLaidOutUnshaped();
    void typingTheTargetChangesRowsAndValues();
    void typingTheSourceChangesColumns();
    void scoreFunctionSwitchShowsCoreValues();
    void undoRestoresTheMatrix();
    void typingIsOneUndoStep();
    void causalMaskCellsAreReportedBlocked();
    void temperatureSliderIsLogarithmic();
    void showingALessonsSettingsEditsNothing();
    void aFlatRowHasNoStrongestKey();
    void theHeadsTabOffersMultiHead();
    void theLessonDockStepsAsideForTrainAndGenerate();
    void theWheelScrollsTheLessonPanelPastItsBoxes();
    void aTypedTemperatureAndUndoRetellTheHoveredCell();
    void theLessonPanelStaysAsTheTeacherLeftIt();
    void emptyAndForeignSentences();
    void impossibleHeadsShowAMessage();
    void textSizeGrows();
    void theSettingsLabelsShrinkBackWithTheText();
    void tenThousandTokensAreCappedWithAMessage();
    void onlyALastingComputationIsAnnounced();
    void theHeatmapWorksFromTheKeyboard();
    void temperaturesReadWithoutExponents();
    void helpListsEveryShortcutAndTheVersion();
};

void WindowEditingTest::opensOnTheDefaultLesson()
{
    QCOMPARE(mWindow->findChild<QLineEdit *>(QStringLiteral("sourceEdit"))->text(),
             QStringLiteral("The little boy is playing football in the park."));
    QCOMPARE(mHeatmap->rowLabels().first(), QStringLiteral("Le"));
    QCOMPARE(mHeatmap->rowLabels().at(2), QStringLiteral("gar\u00E7on"));
    QCOMPARE(mHeatmap->columnLabels().at(2), QStringLiteral("boy"));
    QCOMPARE(mHeatmap->matrix(), expectedWeights(*mWindow->document()));
    QVERIFY(mHeatmap->title().contains(QStringLiteral("Scaled dot product")));
    QCOMPARE(mHeatmap->valueRange(), qMakePair(0.0, 1.0));
    QVERIFY(mHeatmap->shownValueLabelCount() > 0); // 10x10 cells are big enough to print
    QVERIFY(mWindow->findChild<QLabel *>(QStringLiteral("sourceTokens"))->text().contains(QStringLiteral("boy\u00B76")));
}

void WindowEditingTest::theTokenListIsCopiedFromItsMenu()
{
    for (const char *name : {"sourceTokens", "targetTokens"}) {
        auto *label = mWindow->findChild<QLabel *>(QLatin1String(name));
        QCOMPARE(label->contextMenuPolicy(), Qt::ActionsContextMenu);
        auto *copy = label->findChild<QAction *>(QStringLiteral("copyTokens"));
        QVERIFY(copy && label->actions().contains(copy));
        QGuiApplication::clipboard()->clear();
        copy->trigger();
        QCOMPARE(QGuiApplication::clipboard()->text(), label->text());
        QVERIFY(label->text().contains(QStringLiteral("\u00B7"))); // tokens with their ids
    }
}

/** A long sentence's tokens take kLines lines under its field, as many as fit and how many more
 *  there are, and a word typed among them leaves the Lesson panel's layout as it was (every
 *  third word relaid the whole panel out: 10-17 ms against 4-6 at 64 tokens); the menu copies
 *  every token. */
void WindowEditingTest::aLongSentencesTokensKeepAFewLines()
{
    auto *label = mWindow->findChild<TokenListLabel *>(QStringLiteral("sourceTokens"));
    auto *panel = mWindow->findChild<ControlPanel *>(QStringLiteral("controlPanel"));
    QVERIFY(label && panel);
    QStringList words;
    for (int i = 0; i < 80; ++i)
        words.append(QStringLiteral("w%1").arg(i));
    const auto tall = [label] { return label->heightForWidth(label->width()); };
    const int mostLines = TokenListLabel::kLines * label->fontMetrics().lineSpacing() + 2 * label->margin() + 1;
    mWindow->document()->setSource(words.join(QLatin1Char(' ')));
    QTRY_VERIFY2(label->text().startsWith(QStringLiteral("80 token")), qPrintable(label->text()));
    QVERIFY(label->text().contains(QStringLiteral(": w0\u00B7")));
    QVERIFY2(tall() <= mostLines, qPrintable(QStringLiteral("%1 px for %2").arg(tall()).arg(mostLines)));
    QVERIFY(tall() > mostLines - label->fontMetrics().lineSpacing()); // all of them, not fewer
    QVERIFY(label->text().endsWith(QStringLiteral("more")));
    QVERIFY(!label->text().contains(QStringLiteral("w79\u00B7")));
    QTRY_COMPARE(label->height(), tall());
    const int panelHeight = panel->height();
    for (int typed = 0; typed < 12; ++typed) { // one-letter words typed in the middle, every later token moved
        words.insert(40, QStringLiteral("x"));
        mWindow->document()->setSource(words.join(QLatin1Char(' ')));
        QCoreApplication::processEvents(); // the layouts a change asked for
        QCOMPARE(label->height(), tall());
        QCOMPARE(panel->height(), panelHeight);
    }
    QGuiApplication::clipboard()->clear();
    label->findChild<QAction *>(QStringLiteral("copyTokens"))->trigger();
    const QString copied = QGuiApplication::clipboard()->text();
    QVERIFY(copied.startsWith(QStringLiteral("92 token")) && copied.contains(QStringLiteral(": w0\u00B7")));
    QVERIFY(copied.contains(QStringLiteral(" w79\u00B7")));
    QVERIFY(!copied.contains(QStringLiteral("more")));
}

/** At every width of the lesson's settings, side by side or with a long row's label above its
 *  field, no field is narrower than it needs: QFormLayout keeps a row side by side while label and
 *  field fit without the gap between them, and then took up to the gap from the field (the colour
 *  map's box 180 of 181 px in a 302 px panel at 1920 x 1080). */
void WindowEditingTest::theSettingsGiveEveryFieldItsWidth()
{
    auto *colours = mWindow->findChild<QComboBox *>(QStringLiteral("colorMapCombo"));
    QVERIFY(colours);
    QWidget *box = colours->parentWidget();
    auto *form = qobject_cast<QFormLayout *>(box->layout());
    auto *panel = mWindow->findChild<ControlPanel *>(QStringLiteral("controlPanel"));
    QVERIFY(form && panel);
    const bool stacked = form->rowWrapPolicy() == QFormLayout::WrapAllRows; // as the window fitted it to this screen
    panel->setStacked(false);
    const auto restore = qScopeGuard([panel, stacked] { panel->setStacked(stacked); });
    const auto squeezed = [box] {
        QStringList narrow;
        for (QWidget *widget : box->findChildren<QWidget *>(QString(), Qt::FindDirectChildrenOnly)) {
            const int need = std::max(widget->minimumWidth(), widget->minimumSizeHint().width());
            if (widget->isVisibleTo(box) && widget->width() < need)
                narrow.append(QStringLiteral("%1 %2 < %3").arg(widget->objectName()).arg(widget->width()).arg(need));
        }
        return narrow.join(QStringLiteral(", "));
    };
    const QRect kept = form->geometry();
    int sideBySide = 0, wrapped = 0;
    for (int width = form->minimumSize().width(); width <= form->sizeHint().width() + 8; ++width) {
        form->setGeometry(QRect(0, 0, width, form->totalHeightForWidth(width)));
        QVERIFY2(squeezed().isEmpty(), qPrintable(QStringLiteral("at %1 px: %2").arg(width).arg(squeezed())));
        (colours->x() > form->contentsMargins().left() ? sideBySide : wrapped) += 1; // beside "Colours" or below it
    }
    QVERIFY(sideBySide > 0 && wrapped > 0); // both ways of the colour map's row were laid out
    form->setGeometry(kept);
}

void WindowEditingTest::onlyLongPlainSentencesAreLaidOutUnshaped()
{
    auto *source = mWindow->findChild<QLineEdit *>(QStringLiteral("sourceEdit"));
    auto *target = mWindow->findChild<QLineEdit *>(QStringLiteral("targetEdit"));
    for (QLineEdit *field : {source, target})
        QCOMPARE(field->font().styleStrategy(), QFont::PreferDefault); // a classroom sentence keeps its kerning
    QStringList words;
    for (int i = 0; i < 200; ++i)
        words.append(QStringLiteral("m\u00F6t%1").arg(i));
    const QString latin = words.join(QLatin1Char(' '));
    QVERIFY(latin.size() > 1000);
    mWindow->document()->setSource(latin);
    QCOMPARE(source->text(), latin);
    QCOMPARE(source->font().styleStrategy(), QFont::PreferNoShaping);
    QCOMPARE(target->font().styleStrategy(), QFont::PreferDefault);
    mWindow->setTextSize(21);
    QCOMPARE(source->font().pointSizeF(), 21.0); // only the strategy is the field's own
    // Typed past the length, as a teacher adds to a pasted text.
    mWindow->document()->setTarget(QStringLiteral("word ").repeated(200).trimmed());
    QCOMPARE(target->font().styleStrategy(), QFont::PreferDefault); // 999 characters
    target->setFocus();
    target->end(false);
    QTest::keyClicks(target, QStringLiteral(" ok"));
    QCOMPARE(target->font().styleStrategy(), QFont::PreferNoShaping);
    const QString joined = QStringLiteral("\u0643\u0644\u0645\u0629 ").repeated(300).trimmed(); // Arabic letters join
    mWindow->document()->setSource(joined);
    QCOMPARE(source->text(), joined);
    QCOMPARE(source->font().styleStrategy(), QFont::PreferDefault);
    mWindow->document()->setSource(latin);
    QCOMPARE(source->font().styleStrategy(), QFont::PreferNoShaping);
    mWindow->document()->setSource(QStringLiteral("The cat sat"));
    QCOMPARE(source->font().styleStrategy(), QFont::PreferDefault);
}

void WindowEditingTest::typingTheTargetChangesRowsAndValues()
{
    auto *target = mWindow->findChild<QLineEdit *>(QStringLiteral("targetEdit"));
    const Matrix before = mHeatmap->matrix();
    target->setFocus();
    target->end(false);
    QTest::keyClicks(target, " Bravo");
    QCOMPARE(mHeatmap->rowLabels().size(), 11);
    QCOMPARE(mHeatmap->rowLabels().last(), QStringLiteral("Bravo"));
    QCOMPARE(mHeatmap->matrix().rows(), 11);
    QCOMPARE(mHeatmap->matrix(), expectedWeights(*mWindow->document()));
    QCOMPARE(Matrix(mHeatmap->matrix().topRows(10)), before); // queries do not see each other in cross attention
    QVERIFY(std::abs(mHeatmap->matrix().row(10).sum() - 1.0f) < 1e-5f);
}

void WindowEditingTest::typingTheSourceChangesColumns()
{
    auto *source = mWindow->findChild<QLineEdit *>(QStringLiteral("sourceEdit"));
    const Matrix before = mHeatmap->matrix();
    source->setFocus();
    source->end(false);
    QTest::keyClicks(source, " Today");
    QCOMPARE(mHeatmap->columnLabels().last(), QStringLiteral("Today"));
    QCOMPARE(mHeatmap->matrix().cols(), 11);
    QCOMPARE(mHeatmap->matrix(), expectedWeights(*mWindow->document()));
    QVERIFY(!mHeatmap->matrix().leftCols(10).isApprox(before)); // a new key takes weight from the others
}

void WindowEditingTest::scoreFunctionSwitchShowsCoreValues()
{
    auto *score = mWindow->findChild<QComboBox *>(QStringLiteral("scoreCombo"));
    const Matrix scaled = mHeatmap->matrix();
    for (ScoreFunction f : {ScoreFunction::Dot, ScoreFunction::General, ScoreFunction::Additive, ScoreFunction::MultiHead}) {
        choose(score, int(f));
        QCOMPARE(mWindow->document()->config().score, f);
        QCOMPARE(mHeatmap->matrix(), expectedWeights(*mWindow->document()));
        QVERIFY(!mHeatmap->matrix().isApprox(scaled));
    }
    QVERIFY(mHeatmap->title().contains(QStringLiteral("Multi-head")));
}

void WindowEditingTest::undoRestoresTheMatrix()
{
    const Matrix original = mHeatmap->matrix();
    const QStringList labels = mHeatmap->rowLabels();
    choose(mWindow->findChild<QComboBox *>(QStringLiteral("scoreCombo")), int(ScoreFunction::Dot));
    mWindow->findChild<QSpinBox *>(QStringLiteral("dModelSpin"))->setValue(16);
    mWindow->document()->setTarget(QStringLiteral("Un autre texte"));
    QVERIFY(mHeatmap->matrix().rows() != original.rows());
    QUndoStack *stack = mWindow->document()->undoStack();
    QCOMPARE(stack->count(), 3);
    stack->undo();
    QCOMPARE(mWindow->findChild<QLineEdit *>(QStringLiteral("targetEdit"))->text(),
             QStringLiteral("Le petit gar\u00E7on joue au football dans le parc."));
    stack->undo();
    QCOMPARE(mWindow->findChild<QSpinBox *>(QStringLiteral("dModelSpin"))->value(), defaultLesson().config.dModel);
    stack->undo();
    QCOMPARE(mHeatmap->matrix(), original);
    QCOMPARE(mHeatmap->rowLabels(), labels);
    stack->redo();
    QCOMPARE(mWindow->document()->config().score, ScoreFunction::Dot);
    QCOMPARE(mHeatmap->matrix(), expectedWeights(*mWindow->document()));
}

void WindowEditingTest::typingIsOneUndoStep()
{
    auto *source = mWindow->findChild<QLineEdit *>(QStringLiteral("sourceEdit"));
    source->setFocus();
    source->end(false);
    QTest::keyClicks(source, " again");
    QCOMPARE(mWindow->document()->undoStack()->count(), 1);
    mWindow->document()->undoStack()->undo();
    QCOMPARE(source->text(), QStringLiteral("The little boy is playing football in the park."));
}

void WindowEditingTest::causalMaskCellsAreReportedBlocked()
{
    auto *causal = mWindow->findChild<QCheckBox *>(QStringLiteral("causalCheck"));
    QVERIFY(!mHeatmap->isBlocked(0, 1));
    QTest::mouseClick(causal, Qt::LeftButton, {}, QPoint(8, causal->height() / 2));
    QVERIFY(mWindow->document()->config().causalMask);
    QVERIFY(mHeatmap->isBlocked(0, 1));
    QVERIFY(std::isnan(mHeatmap->drawnValue(0, 1)));
    QVERIFY(!mHeatmap->isBlocked(1, 0));
    QCOMPARE(mHeatmap->drawnValue(0, 0), 1.0);
    auto *padding = mWindow->findChild<QSpinBox *>(QStringLiteral("paddingSpin"));
    padding->setValue(12);
    QCOMPARE(mHeatmap->columnLabels().last(), QStringLiteral("<pad>"));
    QVERIFY(mHeatmap->isBlocked(9, 11));
}

void WindowEditingTest::temperatureSliderIsLogarithmic()
{
    auto *slider = mWindow->findChild<QSlider *>(QStringLiteral("temperatureSlider"));
    QCOMPARE(slider->value(), 0);
    slider->setValue(-100);
    QVERIFY(std::abs(mWindow->document()->config().temperature - 0.1) < 1e-12);
    QCOMPARE(mWindow->findChild<QLineEdit *>(QStringLiteral("temperatureValue"))->text(), QStringLiteral("0.1"));
    QCOMPARE(mHeatmap->matrix(), expectedWeights(*mWindow->document()));
    QCOMPARE(ControlPanel::sliderFromTemperature(1000), 300);
    QCOMPARE(ControlPanel::sliderFromTemperature(0), -300); // clamped, never log(0)
}

/** The panel shows a lesson's settings without editing them, even where a field cannot hold
 *  the value exactly: a temperature between the slider's steps, a noise finer than the field's
 *  decimals, a seed larger than the field. */
void WindowEditingTest::showingALessonsSettingsEditsNothing()
{
    LessonState state = mWindow->document()->state();
    state.lesson.config.temperature = 0.37;
    state.lesson.config.embeddings = EmbeddingKind::Lexicon;
    state.lesson.config.lexiconNoise = 0.305;
    state.lesson.config.seed = 3000000000u;
    mWindow->document()->reset(state);
    QCOMPARE(mWindow->document()->undoStack()->count(), 0);
    QCOMPARE(mWindow->document()->config().temperature, 0.37);
    QCOMPARE(mWindow->document()->config().lexiconNoise, 0.305);
    QCOMPARE(mWindow->document()->config().seed, std::uint64_t(3000000000u));
    // The user's own moves still edit.
    mWindow->findChild<QSlider *>(QStringLiteral("temperatureSlider"))->setValue(100);
    QVERIFY(std::abs(mWindow->document()->config().temperature - 10) < 1e-9);
    QCOMPARE(mWindow->document()->undoStack()->count(), 1);
}

void WindowEditingTest::aFlatRowHasNoStrongestKey()
{
    QVERIFY(mWindow->findChild<QLabel *>(QStringLiteral("alignmentHint"))->text().contains(QStringLiteral("Orange squares")));
    const std::vector<int> sharp = mHeatmap->argmax();
    QVERIFY(std::count(sharp.begin(), sharp.end(), -1) < 3); // the lexicon lesson: most rows have a clear winner
    mWindow->findChild<QSlider *>(QStringLiteral("temperatureSlider"))->setValue(300); // temperature 1000
    QTRY_COMPARE(mWindow->document()->config().temperature, 1000.0);
    QTRY_VERIFY(mHeatmap->matrix() == expectedWeights(*mWindow->document()));
    const std::vector<int> flat = mHeatmap->argmax();
    QCOMPARE(int(flat.size()), int(mHeatmap->matrix().rows()));
    QCOMPARE(std::count(flat.begin(), flat.end(), -1), long(flat.size())); // every row uniform: no square
    // The Scores view draws no squares, and its hint does not mention them.
    mWindow->findChild<QComboBox *>(QStringLiteral("matrixCombo"))->setCurrentIndex(1);
    QVERIFY(!mWindow->findChild<QLabel *>(QStringLiteral("alignmentHint"))->text().contains(QStringLiteral("Orange")));
}

void WindowEditingTest::theWheelScrollsTheLessonPanelPastItsBoxes()
{
    mWindow->resize(1000, 500); // a panel that scrolls, as at F5 on a projector
    auto *area = mWindow->findChild<QScrollArea *>(QStringLiteral("controlsScroll"));
    auto *mode = mWindow->findChild<QComboBox *>(QStringLiteral("modeCombo"));
    auto *dModel = mWindow->findChild<QSpinBox *>(QStringLiteral("dModelSpin"));
    QVERIFY(area && mode && dModel);
    QTRY_VERIFY(area->verticalScrollBar()->maximum() > 0);
    const AttentionConfig before = mWindow->document()->config();
    const auto turnTheWheelOver = [](QWidget *widget) {
        const QPointF at = widget->rect().center();
        QWheelEvent wheel(at, widget->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QCoreApplication::sendEvent(widget, &wheel);
    };
    for (QWidget *box : {static_cast<QWidget *>(mode), static_cast<QWidget *>(dModel)}) {
        area->verticalScrollBar()->setValue(0);
        turnTheWheelOver(box);
        QVERIFY2(area->verticalScrollBar()->value() > 0, qPrintable(box->objectName())); // the panel scrolled
    }
    QCOMPARE(mWindow->document()->config().mode, before.mode);
    QCOMPARE(mWindow->document()->config().dModel, before.dModel);
    QCOMPARE(mWindow->document()->undoStack()->count(), 0);
    // A box the user clicked takes the wheel.
    mWindow->activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(mWindow));
    mode->setFocus(Qt::MouseFocusReason);
    QTRY_VERIFY(mode->hasFocus());
    turnTheWheelOver(mode);
    QVERIFY(mWindow->document()->config().mode != before.mode);
}

void WindowEditingTest::theLessonDockStepsAsideForTrainAndGenerate()
{
    auto *tabs = mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"));
    auto *dock = mWindow->findChild<QDockWidget *>(QStringLiteral("lessonDock"));
    auto *status = mWindow->findChild<QLabel *>(QStringLiteral("statusMessage"));
    QVERIFY(dock->isVisible());
    QTRY_VERIFY2(status->text().contains(QStringLiteral("queries")), qPrintable(status->text()));
    for (const QString &tab : {QStringLiteral("Train"), QStringLiteral("Generate"), QStringLiteral("Alignment"), QStringLiteral("Teach")}) {
        int index = 0;
        while (index < tabs->count() && tabs->tabText(index).remove(QLatin1Char('&')) != tab)
            ++index;
        QVERIFY2(index < tabs->count(), qPrintable(tab));
        tabs->setCurrentIndex(index);
        // The lesson's controls change neither the Train tab's model nor the Generate tab's.
        QCOMPARE(dock->isVisible(), tab != QLatin1String("Train") && tab != QLatin1String("Generate"));
        // Nor does the status bar speak of the lesson's sizes there.
        QCOMPARE(status->text().contains(QStringLiteral("queries")), dock->isVisible());
    }
}

void WindowEditingTest::theHeadsTabOffersMultiHead()
{
    auto *tabs = mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"));
    tabs->setCurrentIndex(2);
    auto *heads = mWindow->findChild<HeadsView *>(QStringLiteral("headsView"));
    auto *offer = heads->findChild<QPushButton *>(QStringLiteral("headsSwitch"));
    QVERIFY(mWindow->document()->config().score != ScoreFunction::MultiHead);
    QTRY_VERIFY(offer->isVisible()); // one head: not an empty page, a way there
    QVERIFY(heads->headViews().empty());
    QTest::mouseClick(offer, Qt::LeftButton);
    QCOMPARE(mWindow->document()->config().score, ScoreFunction::MultiHead);
    QTRY_VERIFY(!heads->headViews().empty());
    QVERIFY(!offer->isVisible());
    const std::vector<HeatmapView *> maps = heads->headViews();
    for (std::size_t i = 0; i < maps.size(); ++i) { // one shared colour bar, on the mean
        QCOMPARE(maps[i]->hasColorBar(), i + 1 == maps.size());
        QVERIFY(maps[i]->badge().isEmpty()); // the weights' source is said once, above the maps
    }
    const QString source = messageText(weightsSourceText(*mWindow->document()->result()));
    QVERIFY(!source.isEmpty());
    QVERIFY2(heads->findChild<QLabel *>(QStringLiteral("headsMessage"))->text().contains(source.toHtmlEscaped()),
             qPrintable(heads->findChild<QLabel *>(QStringLiteral("headsMessage"))->text()));
    mWindow->document()->undoStack()->undo();
    QVERIFY(mWindow->document()->config().score != ScoreFunction::MultiHead);
    QTRY_VERIFY(offer->isVisible());
}

void WindowEditingTest::aTypedTemperatureAndUndoRetellTheHoveredCell()
{
    const QPoint centre = mHeatmap->cellCentre(4, 2);
    QWidget *plot = mHeatmap->childAt(centre);
    QVERIFY(plot);
    QTest::mouseMove(plot, plot->mapFrom(mHeatmap, centre));
    auto *status = mWindow->findChild<QLabel *>(QStringLiteral("statusMessage"));
    const auto weightOfCell = [this] { return QString::number(mWindow->document()->result()->weights(4, 2), 'g', 6); };
    QTRY_VERIFY(status->text().contains(weightOfCell()));
    const QString atOne = weightOfCell();
    // An exact temperature, typed: the slider's steps could not give 0.5.
    auto *typed = mWindow->findChild<QLineEdit *>(QStringLiteral("temperatureValue"));
    typed->selectAll();
    QTest::keyClicks(typed, QStringLiteral("0.5"));
    QTest::keyClick(typed, Qt::Key_Return);
    QCOMPARE(mWindow->document()->config().temperature, 0.5);
    QTRY_VERIFY(mWindow->document()->result() && mWindow->document()->result()->config.temperature == 0.5);
    QVERIFY(weightOfCell() != atOne);
    QTRY_VERIFY2(status->text().contains(weightOfCell()), qPrintable(status->text())); // the mouse has not moved
    mWindow->document()->undoStack()->undo();
    QTRY_VERIFY(mWindow->document()->result() && mWindow->document()->result()->config.temperature == 1.0);
    QTRY_VERIFY2(status->text().contains(atOne), qPrintable(status->text()));
    QCOMPARE(typed->text(), QStringLiteral("1"));
}

void WindowEditingTest::theLessonPanelStaysAsTheTeacherLeftIt()
{
    // Hidden with F9 to give a small projector to the plots, it came back on every change of tab.
    auto *panel = mWindow->findChild<QDockWidget *>(QStringLiteral("lessonDock"));
    auto *toggle = mWindow->findChild<QAction *>(QStringLiteral("lessonPanelAction"));
    auto *tabs = mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"));
    QVERIFY(panel && toggle && tabs);
    QVERIFY(panel->isVisible());
    toggle->trigger();
    QVERIFY(!panel->isVisible());
    for (int tab = 0; tab < tabs->count(); ++tab) {
        tabs->setCurrentIndex(tab);
        QVERIFY2(!panel->isVisible(), qPrintable(tabs->tabText(tab)));
    }
    toggle->trigger();
    tabs->setCurrentIndex(0);
    QVERIFY(panel->isVisible());
    // The Train and Generate tabs have controls of their own: they still take the panel's room,
    // and give it back.
    for (int tab = 0; tab < tabs->count(); ++tab) {
        tabs->setCurrentIndex(tab);
        QCOMPARE(panel->isVisible(),
                 !tabs->tabText(tab).contains(QStringLiteral("rain")) && !tabs->tabText(tab).contains(QStringLiteral("enerate")));
    }
    tabs->setCurrentIndex(0);
    QVERIFY(panel->isVisible());
}

void WindowEditingTest::emptyAndForeignSentences()
{
    LessonDocument *document = mWindow->document();
    document->setSource(QString());
    auto *message = mWindow->findChild<QLabel *>(QStringLiteral("alignmentMessage"));
    QVERIFY(message->isVisible());
    QVERIFY(message->text().contains(QStringLiteral("source sentence")));
    document->setSource(QString::fromUtf8("\u6211\u7231\u4F60 \U0001F468\u200D\U0001F469\u200D\U0001F467 \u0623\u062D\u0628 cafe\u0301"));
    QVERIFY(!message->isVisible());
    QCOMPARE(mHeatmap->columnLabels(), (QStringList{QString::fromUtf8("\u6211"), QString::fromUtf8("\u7231"), QString::fromUtf8("\u4F60"),
                                                    QString::fromUtf8("\U0001F468\u200D\U0001F469\u200D\U0001F467"),
                                                    QString::fromUtf8("\u0623\u062D\u0628"), QString::fromUtf8("cafe\u0301")}));
    QVERIFY(mHeatmap->matrix().allFinite());
}

void WindowEditingTest::impossibleHeadsShowAMessage()
{
    choose(mWindow->findChild<QComboBox *>(QStringLiteral("scoreCombo")), int(ScoreFunction::MultiHead));
    mWindow->findChild<QSpinBox *>(QStringLiteral("headsSpin"))->setValue(5);
    auto *message = mWindow->findChild<QLabel *>(QStringLiteral("alignmentMessage"));
    QVERIFY(message->isVisible());
    QVERIFY(message->text().contains(QStringLiteral("cannot be split into 5")));
    QVERIFY(mWindow->findChild<QLabel *>(QStringLiteral("statusMessage"))->text().contains(QStringLiteral("5")));
    mWindow->findChild<QSpinBox *>(QStringLiteral("headsSpin"))->setValue(8);
    QVERIFY(!message->isVisible());
}

void WindowEditingTest::textSizeGrows()
{
    mWindow->setTextSize(24);
    QCOMPARE(mHeatmap->font().pointSizeF(), 24.0);
    QCOMPARE(mWindow->findChild<QLineEdit *>(QStringLiteral("sourceEdit"))->font().pointSizeF(), 24.0);
    mWindow->setTextSize(400);
    QCOMPARE(mWindow->textSize(), 40.0);
}

void WindowEditingTest::theSettingsLabelsShrinkBackWithTheText()
{
    // Back from the projector's text, "Mode" kept the 80 px its large text had taken (QLabel's
    // cached size hint is at least the minimum width it had), and at 1280 x 800 five settings
    // went above their fields.
    auto *colours = mWindow->findChild<QComboBox *>(QStringLiteral("colorMapCombo"));
    QVERIFY(colours);
    auto *form = qobject_cast<QFormLayout *>(colours->parentWidget()->layout());
    QVERIFY(form);
    const auto labelWidths = [form] {
        QStringList widths;
        for (int row = 0; row < form->rowCount(); ++row)
            if (QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole))
                if (auto *label = qobject_cast<QLabel *>(item->widget()))
                    widths << QStringLiteral("%1 %2").arg(label->text()).arg(label->sizeHint().width());
        return widths.join(QStringLiteral(", "));
    };
    const QString before = labelWidths();
    const double text = mWindow->textSize();
    mWindow->setTextSize(20);
    QVERIFY(labelWidths() != before);
    mWindow->setTextSize(text);
    QCOMPARE(labelWidths(), before);
}

void WindowEditingTest::onlyALastingComputationIsAnnounced()
{
    auto *status = mWindow->findChild<QLabel *>(QStringLiteral("statusMessage"));
    auto *notice = mWindow->findChild<QTimer *>(QStringLiteral("computingNotice"));
    QVERIFY(notice);
    QStringList words;
    for (int i = 0; i < 2048; ++i)
        words.append(QStringLiteral("mot%1").arg(i));
    mWindow->document()->setSource(words.join(QLatin1Char(' ')));
    QTRY_VERIFY_WITH_TIMEOUT(!mWindow->document()->isComputing(), 60000);
    // A keystroke computed in the background says nothing until its wait has lasted.
    mWindow->document()->setTarget(words.join(QLatin1Char(' ')));
    QVERIFY(mWindow->document()->isComputing());
    QVERIFY(notice->isActive());
    QVERIFY2(!status->text().contains(QStringLiteral("Computing")), qPrintable(status->text()));
    QTRY_VERIFY_WITH_TIMEOUT(!mWindow->document()->isComputing(), 60000);
    QVERIFY(!notice->isActive());
    QVERIFY2(status->text().contains(QStringLiteral("2048 queries")), qPrintable(status->text()));
    // One that lasts (here: the wait made nothing) is announced while it runs.
    notice->setInterval(0);
    mWindow->document()->setTarget(words.mid(1).join(QLatin1Char(' ')));
    QVERIFY(mWindow->document()->isComputing());
    QTRY_VERIFY2(status->text().contains(QStringLiteral("Computing")) || !mWindow->document()->isComputing(), qPrintable(status->text()));
    const bool announced = status->text().contains(QStringLiteral("Computing"));
    if (announced) { // a look at another tab and back says so still (no event runs in between)
        auto *tabs = mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"));
        tabs->setCurrentIndex(tabs->count() - 1);
        tabs->setCurrentIndex(0);
        QVERIFY2(status->text().contains(QStringLiteral("Computing")), qPrintable(status->text()));
    }
    QTRY_VERIFY_WITH_TIMEOUT(!mWindow->document()->isComputing(), 60000);
    QVERIFY2(status->text().contains(QStringLiteral("2047 queries")), qPrintable(status->text()));
    if (!announced)
        QSKIP("the computation ended before the event loop ran the notice's timer");
}

void WindowEditingTest::tenThousandTokensAreCappedWithAMessage()
{
    QStringList words;
    for (int i = 0; i < 10000; ++i)
        words.append(QStringLiteral("mot%1").arg(i));
    mWindow->document()->setTarget(words.join(QLatin1Char(' ')));
    auto *status = mWindow->findChild<QLabel *>(QStringLiteral("statusMessage"));
    QTRY_VERIFY_WITH_TIMEOUT(!mWindow->document()->isComputing(), 60000);
    QTRY_COMPARE(mHeatmap->matrix().rows(), 2048);
    QVERIFY2(status->text().contains(QStringLiteral("only the first 2048")), qPrintable(status->text()));
    QCOMPARE(mHeatmap->rowLabels().last(), QStringLiteral("mot2047"));
    QVERIFY(mHeatmap->matrix().allFinite());
    QCOMPARE(mHeatmap->shownValueLabelCount(), 0); // far too small to print
}

void WindowEditingTest::theHeatmapWorksFromTheKeyboard()
{
    mHeatmap->setFocus();
    QTest::keyClick(mHeatmap, Qt::Key_Down);
    QTest::keyClick(mHeatmap, Qt::Key_Down);
    QTest::keyClick(mHeatmap, Qt::Key_Right);
    QCOMPARE(mHeatmap->keyboardCell(), QPoint(1, 2));
    auto *status = mWindow->findChild<QLabel *>(QStringLiteral("statusMessage"));
    QVERIFY(status->text().contains(QStringLiteral("\u201Cgar\u00E7on\u201D")));
    QVERIFY(status->text().contains(QStringLiteral("\u201Clittle\u201D")));
    QTest::keyClick(mHeatmap, Qt::Key_Return);
    QCOMPARE(mWindow->alignmentPanel()->selectedRow(), 2);
    for (int i = 0; i < 20; ++i)
        QTest::keyClick(mHeatmap, Qt::Key_Down); // stops at the last row
    QCOMPARE(mHeatmap->keyboardCell().y(), 9);
}

void WindowEditingTest::temperaturesReadWithoutExponents()
{
    QCOMPARE(ControlPanel::temperatureText(1000), QStringLiteral("1000"));
    QCOMPARE(ControlPanel::temperatureText(31.6228), QStringLiteral("31.6"));
    QCOMPARE(ControlPanel::temperatureText(1.0), QStringLiteral("1"));
    QCOMPARE(ControlPanel::temperatureText(0.1), QStringLiteral("0.1"));
    QCOMPARE(ControlPanel::temperatureText(0.001), QStringLiteral("0.001"));
    QCOMPARE(ControlPanel::temperatureText(0.0316228), QStringLiteral("0.0316"));
    // At the slider's top the label in the window says 1000.
    auto *slider = mWindow->findChild<QSlider *>(QStringLiteral("temperatureSlider"));
    QVERIFY(slider);
    slider->setValue(slider->maximum());
    QTRY_COMPARE(mWindow->findChild<QLineEdit *>(QStringLiteral("temperatureValue"))->text(), QStringLiteral("1000"));
}

void WindowEditingTest::helpListsEveryShortcutAndTheVersion()
{
    const QString shortcuts = mWindow->shortcutsText();
    for (const QKeySequence &key : {QKeySequence(QKeySequence::Undo), QKeySequence(Qt::Key_F5), QKeySequence(QKeySequence::Save),
                                    QKeySequence(QStringLiteral("Ctrl+Shift+C"))})
        QVERIFY2(shortcuts.contains(key.toString(QKeySequence::NativeText).toHtmlEscaped()), qPrintable(key.toString()));
    QVERIFY(shortcuts.contains(QStringLiteral("Presentation mode")));
    QCoreApplication::setApplicationVersion(QStringLiteral("9.8.7"));
    QVERIFY(mWindow->aboutText().contains(QStringLiteral("9.8.7")));
    QVERIFY(mWindow->aboutText().contains(QString::fromLatin1(qVersion())));
#ifdef ATTENTION_USE_OPENBLAS
    QVERIFY(mWindow->aboutText().contains(QStringLiteral("OpenBLAS kernels: %1").arg(QLatin1String(blasKernelsInUse()))));
#endif
}

void WindowEditingTest::aPresentersClickerStepsTheTabShown()
{
    // A clicker sends Page Down and Page Up (and the arrows while presenting), and B for black.
    QVERIFY(QTest::qWaitForWindowActive(mWindow)); // the keys are the window's shortcuts
    auto *tabs = mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"));
    tabs->setCurrentIndex(GenerateTab);
    GenerationDocument &generation = mWindow->generateView()->document();
    QCOMPARE(generation.session()->written(), 0);
    QTest::keyClick(mWindow, Qt::Key_PageDown);
    QTest::keyClick(mWindow, Qt::Key_PageDown);
    QCOMPARE(generation.session()->written(), 2);
    const std::vector<int> two = generation.session()->tokens();
    QTest::keyClick(mWindow, Qt::Key_PageDown);
    QTest::keyClick(mWindow, Qt::Key_PageUp); // back a step: the same text as after two
    QCOMPARE(generation.session()->tokens(), two);
    // Step-through decoding on the Teach tab.
    tabs->setCurrentIndex(TeachTab);
    mWindow->teachingView()->setCurrentIndex(2); // Step-through decoding
    QTRY_VERIFY(mWindow->teachingView()->decoding()->map()->matrix().rows() > 1); // the panel shows the lesson
    const int step = mWindow->teachingView()->decoding()->step();
    QTest::keyClick(mWindow, Qt::Key_PageDown);
    QCOMPARE(mWindow->teachingView()->decoding()->step(), step + 1);
    // B: black until the next key, which does nothing else.
    QTest::keyClick(mWindow, Qt::Key_B);
    auto *curtain = mWindow->findChild<QWidget *>(QStringLiteral("blankScreen"));
    QVERIFY(curtain && curtain->isVisible());
    QCOMPARE(curtain->geometry(), mWindow->rect());
    QTest::keyClick(curtain, Qt::Key_PageDown);
    QVERIFY(!curtain->isVisible());
    QCOMPARE(mWindow->teachingView()->decoding()->step(), step + 1);
    // Typing keeps its keys: a B in the source is a letter.
    auto *source = mWindow->findChild<QLineEdit *>(QStringLiteral("sourceEdit"));
    QVERIFY(source);
    source->setFocus();
    QTest::keyClick(source, Qt::Key_End);
    QTest::keyClicks(source, QStringLiteral(" B"));
    QVERIFY(source->text().endsWith(QStringLiteral(" B")));
    QVERIFY(!curtain->isVisible());
}

QTEST_MAIN(WindowEditingTest)
#include "tst_window_editing.moc"
