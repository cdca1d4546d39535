// The live window, offscreen: edits reach the heatmap's data, undo restores it, views agree.
#include "core/kernels/BlasKernels.h"
#include "core/pipeline/AttentionPipeline.h"
#include "core/training/Trainer.h"
#include "ui/views/AlignmentPanel.h"
#include "ui/window/ControlPanel.h"
#include "ui/plots/DistributionView.h"
#include "ui/formats/MessageText.h"
#include "ui/views/HeadsView.h"
#include "ui/window/ImageSizeDialog.h"
#include "ui/plots/HeatmapView.h"
#include "ui/plots/LineChartView.h"
#include "ui/document/LessonDocument.h"
#include "ui/formats/LessonFile.h"
#include "ui/document/LessonRecovery.h"
#include "ui/views/LinesView.h"
#include "ui/window/LessonFiles.h"
#include "ui/window/LexiconDialog.h"
#include "ui/window/MainWindow.h"
#include "ui/views/PipelineView.h"
#include "ui/views/ViewExport.h"
#include "ui/widgets/TokenListLabel.h"

#include <QApplication>
#include <QScopeGuard>
#include <QCheckBox>
#include <QSignalSpy>
#include <QToolTip>
#include <QWheelEvent>
#include <QScrollBar>
#include <QScrollArea>
#include <QDir>
#include <QClipboard>
#include <QImage>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileInfo>
#include <QMessageBox>
#include <QMimeData>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QTimer>
#include <QPushButton>
#include <QLineEdit>
#include <QSettings>
#include <QStandardPaths>
#include <QSlider>
#include <QSpinBox>
#include <QAction>
#include <QDockWidget>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <cmath>

using namespace attention;

namespace {

Matrix expectedWeights(const LessonDocument &document)
{
    return computeAttention(document.lesson())->weights;
}

void choose(QComboBox *combo, int data)
{
    const int index = combo->findData(data);
    QVERIFY(index >= 0);
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}

/** A words x words map of equal weights, its rows and columns labelled w0, w1, ... */
void showWordMap(HeatmapView &map, int words)
{
    QStringList labels;
    for (int i = 0; i < words; ++i)
        labels << QStringLiteral("w%1").arg(i);
    map.setMatrix(Matrix::Constant(words, words, 0.1f));
    map.setRowLabels(labels);
    map.setColumnLabels(labels);
    map.show();
}

/** The pixels between the data area's left edge and the key `first`, or between `last` and its
 *  right edge, whichever is fewer: the room a point's circle has at either end. */
double roomAtTheEnds(const LineChartView &chart, bool logarithmic, double first, double last)
{
    const auto along = [logarithmic](double key) { return logarithmic ? std::log(key) : key; };
    const auto [lower, upper] = chart.xRange();
    const double perPixel = (along(upper) - along(lower)) / chart.dataArea().width();
    return std::min(along(first) - along(lower), along(upper) - along(last)) / perPixel;
}

/** Why sqrt(d_k)'s axis in projector text: entropy against d_k from 2 to 1024, 20 pt, shown at
 *  400 x 400. */
void showDkChartInProjectorText(LineChartView &chart)
{
    QFont large = chart.font();
    large.setPointSizeF(20);
    chart.setFont(large);
    chart.setLogarithmic(true, false);
    chart.addSeries(QStringLiteral("entropy"), {2, 16, 128, 1024}, {1.5, 1.0, 0.5, 0.1}, Qt::blue);
    chart.resize(400, 400);
    chart.show();
}

} // namespace

class WindowTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
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
    void exportsRememberTheirFolderAndAskOnlyWhatTheFormatUses();
    void smallMapsKeepEveryLabelThatFits();
    void cellValuesFitTheirCellsAtEverySize();
    void tokenLabelsShrinkALittleRatherThanDropEveryOther();
    void aMapGivesBackTheRoomItsLabelsNoLongerNeed();
    void theLastKeysWordHasRoomWithoutAColourBar();
    void wordsStandUprightWhereTurnedTheyWouldBeThinned();
    void aMarkersLabelStaysInsideTheChart();
    void chartKeysCanBeWords();
    void aChartsEndPointsShowWhole();
    void aChartOfOnePointSettles();
    void aChartKeepsItsLastKeyNumber();
    void barChartsLabelOnlyTheKeysThatFit();
    void theBarChartsAxisTitleFollowsTheTextSize();
    void hoverAndClickTellTheNumbers();
    void headsCanBecomeTheMainMap();
    void headsNameTheirWordsOncePerRowAndColumn();
    void theLessonPanelStaysAsTheTeacherLeftIt();
    void pipelineInComputationOrder();
    void linesIsolateTheHoveredToken();
    void emptyAndForeignSentences();
    void impossibleHeadsShowAMessage();
    void textSizeGrows();
    void theSettingsLabelsShrinkBackWithTheText();
    void reopensWhereItWasLeft();
    void closingWithUnsavedChangesAsks();
    void brokenFilesAreRefusedAndNothingChanges();
    void droppedFileOpens();
    void exportsAndClipboard();
    void tenThousandTokensAreCappedWithAMessage();
    void onlyALastingComputationIsAnnounced();
    void unsavedChangesSurviveAKill();
    void restoredWorkSurvivesASecondKill();
    void aTrainedModelsLessonSurvivesAKill();
    void aCopyThatCannotBeKeptIsSaidOnce();
    void locksOfWindowsThatAreGoneAreCleared();
    void twoWindowsKeepTheirOwnCopies();
    void aFileChangedByAnotherWindowIsNotSilentlyReplaced();
    void anUnreadableEditedLexiconIsSaid();
    void theHeatmapWorksFromTheKeyboard();
    void largeMapsDrawBlocksOfThePixelsTheyHave();
    void everyCellIsDrawnInItsOwnPlace();
    void manyLargeHeadsAreComputedInTheBackground();
    void temperaturesReadWithoutExponents();
    void helpListsEveryShortcutAndTheVersion();

private:
    QTemporaryDir mSettingsDir;
    QStringList mProblems;
    MainWindow *mWindow = nullptr;
    HeatmapView *mHeatmap = nullptr;
};

void WindowTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true); // recovery files go to a test folder
    QVERIFY(mSettingsDir.isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, mSettingsDir.path());
    QCoreApplication::setOrganizationName(QStringLiteral("AttentionExplorerTests"));
    QCoreApplication::setApplicationName(QStringLiteral("WindowTest"));
}

void WindowTest::init()
{
    QSettings().clear();
    QDir(LessonRecovery::folder()).removeRecursively();
    mWindow = new MainWindow;
    mWindow->setRecoveryPrompt([](const QString &) { return false; });
    mWindow->resize(1400, 900);
    mWindow->show();
    QVERIFY(QTest::qWaitForWindowExposed(mWindow));
    mHeatmap = mWindow->findChild<HeatmapView *>(QStringLiteral("alignmentHeatmap"));
    QVERIFY(mHeatmap);
    mWindow->setUnsavedChangesPrompt([](const QString &) { return int(QMessageBox::Discard); });
    mWindow->setProblemReporter([this](const QString &, const QString &message) { mProblems.append(message); });
    mProblems.clear();
}

void WindowTest::cleanup()
{
    delete mWindow;
    mWindow = nullptr;
}

void WindowTest::opensOnTheDefaultLesson()
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

void WindowTest::theTokenListIsCopiedFromItsMenu()
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
void WindowTest::aLongSentencesTokensKeepAFewLines()
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
void WindowTest::theSettingsGiveEveryFieldItsWidth()
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

void WindowTest::onlyLongPlainSentencesAreLaidOutUnshaped()
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

void WindowTest::typingTheTargetChangesRowsAndValues()
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

void WindowTest::typingTheSourceChangesColumns()
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

void WindowTest::scoreFunctionSwitchShowsCoreValues()
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

void WindowTest::undoRestoresTheMatrix()
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

void WindowTest::typingIsOneUndoStep()
{
    auto *source = mWindow->findChild<QLineEdit *>(QStringLiteral("sourceEdit"));
    source->setFocus();
    source->end(false);
    QTest::keyClicks(source, " again");
    QCOMPARE(mWindow->document()->undoStack()->count(), 1);
    mWindow->document()->undoStack()->undo();
    QCOMPARE(source->text(), QStringLiteral("The little boy is playing football in the park."));
}

void WindowTest::causalMaskCellsAreReportedBlocked()
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

void WindowTest::temperatureSliderIsLogarithmic()
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
void WindowTest::showingALessonsSettingsEditsNothing()
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

void WindowTest::aFlatRowHasNoStrongestKey()
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

void WindowTest::theWheelScrollsTheLessonPanelPastItsBoxes()
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
        QWheelEvent wheel(at, widget->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                          Qt::NoScrollPhase, false);
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

void WindowTest::theLessonDockStepsAsideForTrainAndGenerate()
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

void WindowTest::theHeadsTabOffersMultiHead()
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

void WindowTest::aTypedTemperatureAndUndoRetellTheHoveredCell()
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

void WindowTest::exportsRememberTheirFolderAndAskOnlyWhatTheFormatUses()
{
    QTemporaryDir slides;
    QStringList suggested;
    mWindow->setExportPathPrompt([&](const QString &suggestion) {
        suggested.append(suggestion);
        return QDir(slides.path()).filePath(QStringLiteral("first.svg"));
    });
    QVERIFY(!mWindow->askExportPath(QStringLiteral("Export"), QStringLiteral("attention.png"), QString()).isEmpty());
    QVERIFY(!suggested.first().startsWith(slides.path()));
    mWindow->askExportPath(QStringLiteral("Export"), QStringLiteral("matrix.csv"), QString());
    QCOMPARE(suggested.last(), QDir(slides.path()).filePath(QStringLiteral("matrix.csv"))); // where the last one went
    mWindow->setExportPathPrompt({});
    QVERIFY(ImageSizeDialog(QSize(800, 600), QStringLiteral("png")).asksScale());
    QVERIFY(!ImageSizeDialog(QSize(800, 600), QStringLiteral("svg")).asksScale()); // vectors have no pixels
    QVERIFY(!ImageSizeDialog(QSize(800, 600), QStringLiteral("pdf")).asksScale());
}

void WindowTest::theBarChartsAxisTitleFollowsTheTextSize()
{
    mWindow->setTextSize(20); // "weight" stayed at the default size in presentation mode
    QCOMPARE(mWindow->alignmentPanel()->distribution()->axisLabelFont().pointSizeF(), 20.0);
}

void WindowTest::smallMapsKeepEveryLabelThatFits()
{
    HeatmapView map;
    map.setCompact(true); // column labels turned 90 degrees: one line apart is enough
    showWordMap(map, 10);
    QFont tick = map.font();
    tick.setPointSizeF(std::max(6.0, tick.pointSizeF() * 0.75)); // what small maps write their labels in
    const double line = QFontMetricsF(tick).height();
    int checked = 0;
    for (int width = 160; width <= 700; width += 10) {
        QSignalSpy drawn(&map, &HeatmapView::replotted);
        map.resize(width, 500);
        QVERIFY(drawn.wait(2000));
        const double cell = map.cellCentre(0, 1).x() - map.cellCentre(0, 0).x();
        if (cell >= line * 1.05 && cell < line * 1.6) { // room for every label; 1.15 x 1.4 lines were asked before
            QCOMPARE(map.labelStrides().x(), 1);
            ++checked;
        }
    }
    QVERIFY(checked > 0);
}

void WindowTest::aMapGivesBackTheRoomItsLabelsNoLongerNeed()
{
    // The colour bar shares the cells' bottom margin; it used to hold on to the largest one, so
    // long words once shown below the map kept taking their room after shorter ones came.
    HeatmapView map;
    QVERIFY(map.hasColorBar());
    map.setMatrix(Matrix::Constant(4, 4, 0.25f));
    map.resize(600, 600);
    map.show();
    QVERIFY(QTest::qWaitForWindowExposed(&map));
    const auto cellsEndWith = [&map](const QString &word) {
        QSignalSpy drawn(&map, &HeatmapView::replotted);
        map.setColumnLabels(QStringList(4, word));
        return drawn.wait(2000) ? map.cellsRect().bottom() : -1;
    };
    const int shortWords = cellsEndWith(QStringLiteral("a"));
    const int longWords = cellsEndWith(QStringLiteral("internationalisation"));
    QVERIFY2(longWords > 0 && longWords < shortWords - 40, qPrintable(QStringLiteral("%1 %2").arg(shortWords).arg(longWords)));
    QCOMPARE(cellsEndWith(QStringLiteral("a")), shortWords);
}

void WindowTest::theLastKeysWordHasRoomWithoutAColourBar()
{
    // QCustomPlot drops a tick label that would cross the plot's edge; turned 45 degrees, a word
    // reaches right of its key by most of a line (at 20 pt Compare's first map lost its last key).
    HeatmapView map;
    QFont large = map.font();
    large.setPointSizeF(20);
    map.setFont(large);
    map.setColorBar(false);
    map.setMatrix(Matrix::Constant(4, 4, 0.25f));
    map.setColumnLabels({QStringLiteral("The"), QStringLiteral("boy"), QStringLiteral("in"), QStringLiteral("park")});
    map.resize(600, 600);
    QSignalSpy drawn(&map, &HeatmapView::replotted);
    map.show();
    QVERIFY(QTest::qWaitForWindowExposed(&map));
    QTRY_VERIFY(!drawn.isEmpty());
    const double line = QFontMetricsF(map.tokenLabelFont(Qt::Horizontal)).height();
    const int room = map.width() - 1 - map.cellsRect().right();
    QVERIFY2(room >= 0.71 * line, qPrintable(QStringLiteral("%1 px for a %2 px line").arg(room).arg(line)));
}

void WindowTest::wordsStandUprightWhereTurnedTheyWouldBeThinned()
{
    // Turned 45 degrees a key's word needs a line times sqrt 2 of its cell's width, upright only
    // a line: Compare's maps at F5 on 1920x1080 named every other key in 34 px columns.
    HeatmapView map;
    showWordMap(map, 10);
    const double line = QFontMetricsF(map.font()).height();
    int turned = 0, upright = 0;
    for (int width = 200; width <= 900; width += 10) {
        QSignalSpy drawn(&map, &HeatmapView::replotted);
        map.resize(width, 700);
        QVERIFY(drawn.wait(2000));
        const double cell = map.cellCentre(0, 1).x() - map.cellCentre(0, 0).x();
        const QString where = QStringLiteral("%1 px columns, %2 px lines").arg(cell).arg(line);
        if (cell >= line * std::sqrt(2.0) * 1.02) { // every word fits turned
            QVERIFY2(map.columnLabelRotation() == 45 && map.labelStrides().x() == 1, qPrintable(where));
            ++turned;
        } else if (cell >= line * 1.02 && cell < line * std::sqrt(2.0) * 0.78) { // only upright
            QVERIFY2(map.columnLabelRotation() == 90 && map.labelStrides().x() == 1, qPrintable(where));
            ++upright;
        }
    }
    QVERIFY(turned > 0 && upright > 0);
}

void WindowTest::cellValuesFitTheirCellsAtEverySize()
{
    // Projector text in cells wider than their values need only at the widest: "0.00" at 20 pt
    // once ran into its neighbour, and a map that grew kept the font of its smaller size.
    HeatmapView map;
    QFont large = map.font();
    large.setPointSizeF(20);
    map.setFont(large);
    map.setMatrix(Matrix::Constant(10, 10, 0.25f));
    map.show();
    QVERIFY(QTest::qWaitForWindowExposed(&map));
    // Growing and shrinking in steps and at once (the font of the size before lagged one layout).
    for (const int width : {560, 800, 1040, 1400, 560, 1400}) {
        QSignalSpy drawn(&map, &HeatmapView::replotted);
        map.resize(width, 900);
        QVERIFY(drawn.wait(2000));
        QVERIFY(map.shownValueLabelCount() > 0);
        const double cell = map.cellCentre(0, 1).x() - map.cellCentre(0, 0).x();
        const QFont font = map.valueLabelFont();
        for (const QString &text : map.valueLabelTexts())
            QVERIFY2(QFontMetricsF(font).horizontalAdvance(text) <= 0.9 * cell + 0.5,
                     qPrintable(QStringLiteral("%1 in %2 pt: wider than 90 % of a %3 px cell").arg(text).arg(font.pointSizeF()).arg(cell)));
        if (width == 1400)
            QCOMPARE(font.pointSizeF(), 20.0); // wide cells: the plot's own size
    }
}

void WindowTest::tokenLabelsShrinkALittleRatherThanDropEveryOther()
{
    HeatmapView map;
    QFont large = map.font();
    large.setPointSizeF(20);
    map.setFont(large);
    showWordMap(map, 15);
    QVERIFY(QTest::qWaitForWindowExposed(&map));
    const double line = QFontMetricsF(large).height();
    int shrunk = 0, whole = 0, thinned = 0;
    for (int height = 260; height <= 760; height += 10) {
        QSignalSpy drawn(&map, &HeatmapView::replotted);
        map.resize(1400, height);
        QVERIFY(drawn.wait(2000));
        const double cell = map.cellCentre(1, 0).y() - map.cellCentre(0, 0).y();
        const double points = map.tokenLabelFont(Qt::Vertical).pointSizeF();
        const QString where = QStringLiteral("rows %1 px apart, lines of %2 px: stride %3, %4 pt").arg(cell).arg(line).arg(map.labelStrides().y()).arg(points);
        if (cell >= 1.02 * line) { // room at the plot's font
            QVERIFY2(map.labelStrides().y() == 1 && points == 20.0, qPrintable(where));
            ++whole;
        } else if (cell >= 0.82 * line && cell <= 0.98 * line) { // every word, a little smaller
            QVERIFY2(map.labelStrides().y() == 1 && points < 20.0 && points >= 20.0 * 0.8, qPrintable(where));
            ++shrunk;
        } else if (cell < 0.78 * line) { // too small to shrink into: every other word at the plot's font
            QVERIFY2(map.labelStrides().y() >= 2 && points == 20.0, qPrintable(where));
            ++thinned;
        }
    }
    QVERIFY(shrunk > 0 && whole > 0 && thinned > 0);
}

void WindowTest::chartKeysCanBeWords()
{
    // Without vs with attention puts each decoder step's word under its point: level where the
    // words fit side by side, turned where they do not, thinned where even that is too tight.
    LineChartView chart;
    QStringList words;
    std::vector<double> steps, values;
    for (int i = 0; i < 10; ++i) {
        words << QStringLiteral("longerword%1").arg(i); // much wider than a line is high
        steps.push_back(i);
        values.push_back(0.5 + 0.02 * i);
    }
    chart.addSeries(QStringLiteral("cosine"), steps, values, Qt::blue);
    chart.setKeyLabels(words);
    chart.setValueRange(0, 1.05);
    QCOMPARE(chart.valueRange(), qMakePair(0.0, 1.05)); // not the data's 0.5..0.68
    QCOMPARE(chart.xRange(), qMakePair(-0.5, 9.5));     // half a key of room for the end words
    chart.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const QFontMetricsF metrics(chart.font());
    const double wordWidth = metrics.horizontalAdvance(words.last());
    const auto laidOutAt = [&](int width) {
        QSignalSpy drawn(&chart, &LineChartView::replotted);
        chart.resize(width, 300);
        return drawn.wait(2000) || !drawn.isEmpty();
    };
    QVERIFY(laidOutAt(static_cast<int>(12 * 10 * wordWidth)));
    QTRY_VERIFY(chart.keyLabelStride() == 1 && chart.keyLabelsLevel());
    QVERIFY(laidOutAt(static_cast<int>(5 * wordWidth + 100))); // half a word a key
    QTRY_VERIFY(chart.keyLabelStride() == 1 && !chart.keyLabelsLevel());
    QVERIFY(laidOutAt(static_cast<int>(10 * metrics.height() / 2 + 100))); // half a line a key
    QTRY_VERIFY(chart.keyLabelStride() > 1 && !chart.keyLabelsLevel());
    // A lone series the title names needs no legend, and its row goes to the data.
    const int withLegend = chart.dataArea().height();
    QSignalSpy drawn(&chart, &LineChartView::replotted);
    chart.setLegendShown(false);
    QVERIFY(drawn.wait(2000));
    QVERIFY2(chart.dataArea().height() > withLegend + metrics.height() / 2,
             qPrintable(QStringLiteral("%1 -> %2").arg(withLegend).arg(chart.dataArea().height())));
    QCOMPARE(chart.valueRange(), qMakePair(0.0, 1.05));
}

void WindowTest::aChartsEndPointsShowWhole()
{
    // The circles at the first and last d_k of Why sqrt(d_k) were cut in half by the data area's
    // edges: the key axis ended at the data. Linear and logarithmic keys, at two widths.
    for (const bool logarithmic : {false, true}) {
        LineChartView chart;
        chart.setLogarithmic(logarithmic, false);
        chart.addSeries(QStringLiteral("entropy"), {2, 16, 128, 1024}, {1.5, 1.0, 0.5, 0.1}, Qt::blue);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        const auto room = [&] { return roomAtTheEnds(chart, logarithmic, 2, 1024); };
        for (const int width : {300, 900}) {
            chart.resize(width, 300);
            // The circle's radius (3 px) and its pen, from the data area's edges.
            QTRY_VERIFY2(room() >= 4 && chart.dataArea().width() < width,
                         qPrintable(QStringLiteral("%1 px at %2 px, logarithmic %3").arg(room()).arg(width).arg(logarithmic)));
            QVERIFY2(room() <= 12, qPrintable(QStringLiteral("%1 px: room, not a margin").arg(room())));
        }
    }
}

void WindowTest::aChartOfOnePointSettles()
{
    // One point (a first training step; a lone d_k) spans no keys: its circle gets room all the
    // same, and the chart settles instead of replotting while it tries.
    for (const bool logarithmic : {false, true}) {
        LineChartView chart;
        chart.setLogarithmic(logarithmic, false);
        chart.addSeries(QStringLiteral("loss"), {8}, {1.5}, Qt::blue);
        chart.resize(400, 300);
        chart.show();
        QVERIFY(QTest::qWaitForWindowExposed(&chart));
        QSignalSpy drawn(&chart, &LineChartView::replotted);
        for (int i = 0; i < 20; ++i)
            QCoreApplication::processEvents(); // each queued replot runs in one of these
        QVERIFY2(drawn.count() <= 3, qPrintable(QStringLiteral("%1 replots, logarithmic %2").arg(drawn.count()).arg(logarithmic)));
        const double room = roomAtTheEnds(chart, logarithmic, 8, 8);
        QVERIFY2(room >= 4, qPrintable(QStringLiteral("%1 px, logarithmic %2").arg(room).arg(logarithmic)));
    }
}

void WindowTest::aChartKeepsItsLastKeyNumber()
{
    // The plotting library leaves out a number under the keys that would reach past the chart's
    // edge: in presentation text Why sqrt(d_k) lost its "1000", the largest d_k.
    LineChartView chart;
    showDkChartInProjectorText(chart);
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    const auto describe = [&chart] {
        QStringList where;
        for (const auto &[text, rect] : chart.keyTickLabels())
            where << QStringLiteral("%1 %2-%3").arg(text).arg(rect.left()).arg(rect.right());
        return where.join(QStringLiteral(", ")) + QStringLiteral(" in %1 px").arg(chart.width());
    };
    const auto allInside = [&chart] {
        const auto labels = chart.keyTickLabels();
        return !labels.isEmpty() && labels.last().first == QStringLiteral("1000")
               && std::all_of(labels.begin(), labels.end(), [&chart](const auto &label) {
                      return label.second.left() >= 0 && label.second.right() <= chart.width();
                  });
    };
    QTRY_VERIFY2(allInside(), qPrintable(describe()));
}

void WindowTest::aMarkersLabelStaysInsideTheChart()
{
    // Why sqrt(d_k) marks the lesson's d_k on an axis up to 1024: at 256 in projector text its
    // label ran past the right edge and read "now:".
    LineChartView chart;
    showDkChartInProjectorText(chart);
    QVERIFY(QTest::qWaitForWindowExposed(&chart));
    for (const double dk : {2.0, 256.0, 1000.0}) {
        QSignalSpy drawn(&chart, &LineChartView::replotted);
        chart.setMarker(dk, QStringLiteral("now: %1").arg(dk));
        QVERIFY(drawn.wait(2000));
        const QRectF label = chart.markerLabelRect();
        QVERIFY2(QRectF(chart.dataArea()).contains(label),
                 qPrintable(QStringLiteral("d_k %1: label from %2 to %3 px, chart to %4").arg(dk).arg(label.left()).arg(label.right()).arg(chart.dataArea().right())));
    }
}

void WindowTest::barChartsLabelOnlyTheKeysThatFit()
{
    DistributionView chart;
    QFont large = chart.font();
    large.setPointSizeF(20); // presentation size
    chart.setFont(large);
    QStringList keys;
    for (int i = 0; i < 150; ++i)
        keys << QStringLiteral("word%1").arg(i);
    chart.setDistribution(QStringLiteral("Where one word looks"), keys, std::vector<double>(150, 1.0 / 150), {}, 0);
    chart.show();
    const double line = QFontMetricsF(large).height();
    int shortLabels = 0;
    for (const int height : {400, 1200}) {
        chart.resize(160, height);
        QTRY_VERIFY(chart.labelledKeys().size() * 0.8 * line <= height); // 150 keys once piled 38 labels on each other
        QVERIFY(chart.labelledKeys().size() >= 4);
        QCOMPARE(chart.labelledKeys().front(), QStringLiteral("word0"));
        if (height == 400)
            shortLabels = static_cast<int>(chart.labelledKeys().size());
    }
    QVERIFY(chart.labelledKeys().size() > shortLabels); // a taller chart labels more keys
    QCOMPARE(chart.weightTickStep(), 1.0); // 160 px: no room for 0, 0.5 and 1 at 20 pt
    chart.resize(600, 400);
    QTRY_COMPARE(chart.weightTickStep(), 0.5);
}

void WindowTest::hoverAndClickTellTheNumbers()
{
    const QPoint centre = mHeatmap->cellCentre(2, 2);
    QWidget *plot = mHeatmap->childAt(centre);
    QVERIFY(plot);
    QTest::mouseMove(plot, plot->mapFrom(mHeatmap, centre));
    QTRY_VERIFY(mWindow->findChild<QLabel *>(QStringLiteral("statusMessage"))->text().contains(QStringLiteral("\u201Cboy\u201D")));
    const QString status = mWindow->findChild<QLabel *>(QStringLiteral("statusMessage"))->text();
    const auto result = mWindow->document()->result();
    QVERIFY2(status.contains(QString::number(result->weights(2, 2), 'g', 6)), qPrintable(status));
    QVERIFY(status.contains(QString::number(result->rawScores(2, 2), 'g', 6)));

    const QPoint row4 = mHeatmap->cellCentre(4, 0);
    QTest::mouseClick(plot, Qt::LeftButton, {}, plot->mapFrom(mHeatmap, row4));
    auto *panel = mWindow->alignmentPanel();
    QCOMPARE(panel->selectedRow(), 4);
    const std::vector<double> &shown = panel->distribution()->weights();
    QCOMPARE(int(shown.size()), 10);
    for (int j = 0; j < 10; ++j)
        QCOMPARE(shown[j], double(result->weights(4, j)));
    QVERIFY(panel->distribution()->title().contains(QStringLiteral("au")));
    QCOMPARE(mHeatmap->argmax()[4], result->rows[4].argmax);
    // A bar hovered tells its key and weight in full.
    DistributionView *bars = panel->distribution();
    QTRY_VERIFY(bars->barCentre(2).y() != bars->barCentre(3).y()); // laid out
    QWidget *barPlot = bars->childAt(bars->barCentre(2));
    QVERIFY(barPlot);
    QTest::mouseMove(barPlot, barPlot->mapFrom(bars, bars->barCentre(2)));
    QTRY_COMPARE(bars->hoveredBar(), 2);
    const QString barText = bars->hoverText(2);
    QVERIFY2(barText.contains(QStringLiteral("\u201Cboy\u201D")) && barText.contains(QString::number(result->weights(4, 2), 'g', 6)),
             qPrintable(barText));
    QTest::mouseMove(barPlot, barPlot->mapFrom(bars, bars->barCentre(7)));
    QTRY_COMPARE(bars->hoveredBar(), 7);
}

void WindowTest::headsCanBecomeTheMainMap()
{
    choose(mWindow->findChild<QComboBox *>(QStringLiteral("scoreCombo")), int(ScoreFunction::MultiHead));
    auto *tabs = mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"));
    tabs->setCurrentIndex(2);
    const auto maps = mWindow->headsView()->headViews();
    QCOMPARE(int(maps.size()), 5); // 4 heads and the mean
    const auto result = mWindow->document()->result();
    QVERIFY(result->headWeights.empty()); // the window keeps the mean; a head is computed when shown
    const auto everyHead = computeAttention(mWindow->document()->lesson());
    QVERIFY(everyHead);
    const Matrix &head1 = everyHead->headWeights[1];
    QVERIFY((maps[1]->matrix() - head1).cwiseAbs().maxCoeff() < 1e-6f);
    QVERIFY(!maps[1]->matrix().isApprox(maps[2]->matrix()));
    QCOMPARE(maps[4]->matrix(), result->weights);
    QWidget *plot = maps[1]->childAt(maps[1]->cellCentre(0, 0));
    QTest::mouseClick(plot, Qt::LeftButton, {}, plot->mapFrom(maps[1], maps[1]->cellCentre(0, 0)));
    QCOMPARE(mWindow->chosenHead(), 1);
    QCOMPARE(tabs->currentIndex(), 0);
    QVERIFY((mHeatmap->matrix() - head1).cwiseAbs().maxCoeff() < 1e-6f);
    QVERIFY(mHeatmap->title().contains(QStringLiteral("head 2 of 4")));
}

void WindowTest::headsNameTheirWordsOncePerRowAndColumn()
{
    choose(mWindow->findChild<QComboBox *>(QStringLiteral("scoreCombo")), int(ScoreFunction::MultiHead));
    mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"))->setCurrentIndex(2);
    const auto maps = mWindow->headsView()->headViews();
    QCOMPARE(int(maps.size()), 5); // 4 heads and the mean: 2 above, 3 below
    std::vector<std::unique_ptr<QSignalSpy>> drawn;
    for (HeatmapView *map : maps)
        drawn.push_back(std::make_unique<QSignalSpy>(map, &HeatmapView::replotted));
    for (const auto &spy : drawn)
        QTRY_VERIFY(!spy->isEmpty());
    QWidget *grid = maps[0]->parentWidget();
    const auto cells = [&](int i) { return maps[i]->cellsRect().translated(maps[i]->mapTo(grid, QPoint())); };
    // The gap ends the first row, so the last row holds every column's last map.
    QCOMPARE(maps[0]->y(), maps[1]->y());
    QVERIFY(maps[2]->y() > maps[0]->y());
    QCOMPARE(maps[0]->x(), maps[2]->x());
    QCOMPARE(maps[1]->x(), maps[3]->x());
    for (int i = 0; i < 5; ++i) {
        QCOMPARE(maps[i]->rowLabelsShown(), i == 0 || i == 2);
        QCOMPARE(maps[i]->columnLabelsShown(), i >= 2);
    }
    // Rows line up across a row of the grid, keys down a column, and every head's cells are one size.
    const auto linedUp = [&] {
        const auto close = [](int a, int b) { return std::abs(a - b) <= 3; };
        return cells(0).top() == cells(1).top() && cells(0).bottom() == cells(1).bottom() && cells(2).top() == cells(4).top()
               && cells(2).bottom() == cells(3).bottom() && cells(0).left() == cells(2).left() && cells(0).right() == cells(2).right()
               && cells(1).left() == cells(3).left() && close(cells(0).width(), cells(4).width())
               && close(cells(0).height(), cells(4).height());
    };
    QTRY_VERIFY2(linedUp(), qPrintable(QStringLiteral("(%1,%2 %3x%4) (%5,%6 %7x%8)")
                                           .arg(cells(0).x()).arg(cells(0).y()).arg(cells(0).width()).arg(cells(0).height())
                                           .arg(cells(4).x()).arg(cells(4).y()).arg(cells(4).width()).arg(cells(4).height())));
    // A head without words of its own tells them, and its numbers, under the mouse.
    QWidget *plot = maps[3]->childAt(maps[3]->cellCentre(2, 5));
    QVERIFY(plot);
    QTest::mouseMove(plot, plot->mapFrom(maps[3], maps[3]->cellCentre(2, 5)));
    QTRY_COMPARE(QToolTip::text(), cellDetails(*mWindow->document()->result(), 2, 5, 3));
}

void WindowTest::theLessonPanelStaysAsTheTeacherLeftIt()
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
        QCOMPARE(panel->isVisible(), !tabs->tabText(tab).contains(QStringLiteral("rain")) && !tabs->tabText(tab).contains(QStringLiteral("enerate")));
    }
    tabs->setCurrentIndex(0);
    QVERIFY(panel->isVisible());
}

void WindowTest::pipelineInComputationOrder()
{
    mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"))->setCurrentIndex(1);
    const QStringList titles = mWindow->pipelineView()->stageTitles();
    const QStringList order{QStringLiteral("Positional encoding"), QStringLiteral("Query input"), QStringLiteral("Key/value input"),
                            QStringLiteral("Q ="), QStringLiteral("K ="), QStringLiteral("V ="), QStringLiteral("Scores"),
                            QStringLiteral("temperature"), QStringLiteral("Weights"), QStringLiteral("Context")};
    QCOMPARE(titles.size(), order.size());
    for (int i = 0; i < order.size(); ++i)
        QVERIFY2(titles[i].contains(order[i]), qPrintable(titles[i]));
    const auto result = mWindow->document()->result();
    const auto stages = mWindow->pipelineView()->stageViews();
    QCOMPARE(stages[3]->matrix(), result->Q);
    QCOMPARE(stages[8]->matrix(), result->weights);
    QCOMPARE(stages[9]->matrix(), result->context);
    QVERIFY(titles[3].contains(QStringLiteral("10\u00D7%1").arg(result->config.dModel)));

    // The wheel over a plot scrolls the page (the plot took it and the page stood still).
    auto *page = mWindow->pipelineView()->findChild<QScrollArea *>();
    QVERIFY(page);
    QTRY_VERIFY(page->verticalScrollBar()->maximum() > 0);
    const int before = page->verticalScrollBar()->value();
    QWidget *plot = stages[1]->childAt(stages[1]->rect().center());
    QVERIFY(plot);
    const QPointF at = QPointF(plot->rect().center());
    QWheelEvent wheel(at, plot->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(plot, &wheel);
    QVERIFY(page->verticalScrollBar()->value() > before);
}

void WindowTest::linesIsolateTheHoveredToken()
{
    mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"))->setCurrentIndex(3);
    LinesView *lines = mWindow->linesView();
    // The drawing fills the tab: it used to sit in the top left corner.
    QTRY_VERIFY(lines->width() > 600 && lines->height() > 400);
    const QRect firstQuery = lines->tokenRect(LinesView::Side::Query, 0);
    const QRect lastKey = lines->tokenRect(LinesView::Side::Key, mWindow->document()->result()->keyCount() - 1);
    QVERIFY2(lastKey.right() - firstQuery.left() > lines->width() * 3 / 5 || lastKey.right() - firstQuery.left() >= 2 * 320 + 4 * 220,
             qPrintable(QStringLiteral("%1 of %2").arg(lastKey.right() - firstQuery.left()).arg(lines->width())));
    QVERIFY2(lastKey.bottom() - firstQuery.top() > lines->height() / 2, qPrintable(QStringLiteral("%1 of %2").arg(lastKey.bottom()).arg(lines->height())));
    const auto result = mWindow->document()->result();
    QCOMPARE(lines->lineOpacity(1, 4), double(result->weights(1, 4)));
    QTest::mouseMove(lines, lines->tokenCentre(LinesView::Side::Query, 2));
    QTRY_COMPARE(lines->highlightedIndex(), 2);
    QCOMPARE(lines->highlightedSide(), LinesView::Side::Query);
    QCOMPARE(lines->lineOpacity(1, 4), 0.0);
    QCOMPARE(lines->lineOpacity(2, 4), double(result->weights(2, 4)));
    QTest::mouseMove(lines, lines->tokenCentre(LinesView::Side::Key, 5));
    QTRY_COMPARE(lines->highlightedSide(), LinesView::Side::Key);
    QCOMPARE(lines->lineOpacity(2, 4), 0.0);
    QCOMPARE(lines->lineOpacity(2, 5), double(result->weights(2, 5)));
}

void WindowTest::emptyAndForeignSentences()
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

void WindowTest::impossibleHeadsShowAMessage()
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

void WindowTest::textSizeGrows()
{
    mWindow->setTextSize(24);
    QCOMPARE(mHeatmap->font().pointSizeF(), 24.0);
    QCOMPARE(mWindow->findChild<QLineEdit *>(QStringLiteral("sourceEdit"))->font().pointSizeF(), 24.0);
    mWindow->setTextSize(400);
    QCOMPARE(mWindow->textSize(), 40.0);
}

void WindowTest::theSettingsLabelsShrinkBackWithTheText()
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

void WindowTest::reopensWhereItWasLeft()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("german.json"));
    mWindow->document()->setTarget(QStringLiteral("Der kleine Junge"));
    choose(mWindow->findChild<QComboBox *>(QStringLiteral("scoreCombo")), int(ScoreFunction::Additive));
    QVERIFY(mWindow->isWindowModified());
    QVERIFY(mWindow->saveLessonAs(path));
    QVERIFY(!mWindow->isWindowModified());
    QVERIFY(mWindow->windowTitle().startsWith(QStringLiteral("german.json")));
    mWindow->setTextSize(18);
    QVERIFY(mWindow->close());
    delete mWindow;
    mWindow = new MainWindow;
    mWindow->show();
    QVERIFY(QTest::qWaitForWindowExposed(mWindow));
    QCOMPARE(mWindow->findChild<QLineEdit *>(QStringLiteral("targetEdit"))->text(), QStringLiteral("Der kleine Junge"));
    QCOMPARE(mWindow->document()->config().score, ScoreFunction::Additive);
    QCOMPARE(mWindow->textSize(), 18.0);
    QVERIFY(mWindow->hasRestoredGeometry());
    QCOMPARE(mWindow->lessonFilePath(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(mWindow->recentFiles().first(), QFileInfo(path).absoluteFilePath());
    QCOMPARE(mWindow->document()->undoStack()->count(), 0);
}

void WindowTest::closingWithUnsavedChangesAsks()
{
    int asked = 0;
    mWindow->setUnsavedChangesPrompt([&asked](const QString &) { ++asked; return int(QMessageBox::Cancel); });
    QVERIFY(mWindow->close()); // nothing changed: no question
    QCOMPARE(asked, 0);
    mWindow->show();
    mWindow->document()->setSource(QStringLiteral("A changed sentence"));
    QVERIFY(!mWindow->close());
    QCOMPARE(asked, 1);
    QVERIFY(mWindow->isVisible());
    mWindow->setUnsavedChangesPrompt([&asked](const QString &) { ++asked; return int(QMessageBox::Discard); });
    QVERIFY(mWindow->close());
    QCOMPARE(asked, 2);
    delete mWindow;
    mWindow = new MainWindow;
    QCOMPARE(mWindow->document()->lesson(), defaultLesson()); // the discarded edit is gone
}

void WindowTest::brokenFilesAreRefusedAndNothingChanges()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("broken.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(R"({"format": "attention-explorer-lesson", "version": 7, "source": "x", "target": "y"})");
    file.close();
    mWindow->document()->setSource(QStringLiteral("Keep me"));
    QVERIFY(!mWindow->openLessonFile(path));
    QCOMPARE(mProblems.size(), 1);
    QVERIFY(mProblems.first().contains(QStringLiteral("newer")));
    QCOMPARE(mWindow->document()->lesson().source, std::string("Keep me"));
    QVERIFY(!mWindow->openLessonFile(dir.filePath(QStringLiteral("missing.json"))));
    QCOMPARE(mProblems.size(), 2);
    QVERIFY(!mWindow->saveLessonAs(QStringLiteral("/nonexistent-folder/lesson.json")));
    QCOMPARE(mProblems.size(), 3);
    QVERIFY(mWindow->isWindowModified());
}

void WindowTest::droppedFileOpens()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("dropped.json"));
    LessonState state;
    state.lesson.source = "Dropped source";
    QVERIFY(saveLessonFile(state, path));
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(mWindow, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(mWindow, &drop);
    QCOMPARE(mWindow->document()->lesson().source, std::string("Dropped source"));
    QCOMPARE(mHeatmap->columnLabels(), (QStringList{QStringLiteral("Dropped"), QStringLiteral("source")}));
}

void WindowTest::exportsAndClipboard()
{
    QTemporaryDir dir;
    ExportOptions options;
    options.view = mWindow->currentExportView();
    QCOMPARE(options.view, ExportView::Weights);
    options.width = 500;
    options.height = 400;
    options.scale = 3;
    const QString png = dir.filePath(QStringLiteral("view.png"));
    QVERIFY(mWindow->exportView(png, options));
    QCOMPARE(QImage(png).size(), QSize(1500, 1200));
    options.view = ExportView::Keys;
    const QString csv = dir.filePath(QStringLiteral("k.csv"));
    QVERIFY(mWindow->exportView(csv, options));
    QFile file(csv);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QStringList lines = QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(lines.size(), 11);
    QVERIFY(lines[0].startsWith(QStringLiteral("k,0,1,2")));
    QVERIFY(lines[1].startsWith(QStringLiteral("The,")));
    QCOMPARE(lines[1].split(QLatin1Char(',')).at(1).toFloat(), mWindow->document()->result()->K(0, 0));

    mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"))->setCurrentIndex(3);
    QCOMPARE(mWindow->currentExportView(), ExportView::Lines);
    QVERIFY(mWindow->copyCurrentViewToClipboard());
    const QImage copied = QGuiApplication::clipboard()->image();
    QVERIFY(!copied.isNull());
    QVERIFY(copied.width() >= mWindow->linesView()->width());
    QVERIFY(!mWindow->exportView(dir.filePath(QStringLiteral("view.bmpx")), options));
    QCOMPARE(mProblems.size(), 1);
}

void WindowTest::onlyALastingComputationIsAnnounced()
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

void WindowTest::tenThousandTokensAreCappedWithAMessage()
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

void WindowTest::unsavedChangesSurviveAKill()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("saved.json"));
    QVERIFY(mWindow->saveLessonAs(path));
    mWindow->document()->setSource(QStringLiteral("Changed after saving"));
    QString copy = mWindow->recovery()->path();
    QVERIFY(!QFile::exists(copy));
    QVERIFY(mWindow->recovery()->saveNow()); // what the timer does every few seconds
    QVERIFY(QFile::exists(copy));

    // A kill: the window goes without closing. The next start offers the changes back.
    delete mWindow;
    mWindow = new MainWindow;
    QString offered;
    mWindow->setRecoveryPrompt([&offered](const QString &name) { offered = name; return true; });
    QTRY_COMPARE(offered, QStringLiteral("saved.json"));
    QCOMPARE(mWindow->document()->lesson().source, std::string("Changed after saving"));
    QCOMPARE(mWindow->lessonFilePath(), QFileInfo(path).absoluteFilePath());
    QVERIFY(mWindow->isWindowModified());
    QVERIFY(!QFile::exists(copy)); // the copy offered is gone once restored
    mWindow->document()->undoStack()->undo(); // back to the saved file
    QCOMPARE(mWindow->document()->lesson().source, std::string("The little boy is playing football in the park."));
    QVERIFY(!QFile::exists(mWindow->recovery()->path())); // clean again: nothing to recover

    // Declining throws the copy away.
    mWindow->document()->setSource(QStringLiteral("Another change"));
    QVERIFY(mWindow->recovery()->saveNow());
    copy = mWindow->recovery()->path();
    delete mWindow;
    mWindow = new MainWindow;
    bool asked = false;
    mWindow->setRecoveryPrompt([&asked](const QString &) { asked = true; return false; });
    QTRY_VERIFY(asked);
    QVERIFY(!QFile::exists(copy));
    QCOMPARE(mWindow->document()->lesson().source, std::string("The little boy is playing football in the park."));
}

// Restoring once deleted the only copy, the work living in memory until the next autosave:
// a second kill at once lost it (4 of 15 cycles of a kill -9 loop).
void WindowTest::restoredWorkSurvivesASecondKill()
{
    mWindow->document()->setSource(QStringLiteral("Work that must survive two crashes"));
    QVERIFY(mWindow->recovery()->saveNow());
    for (int kill = 0; kill < 2; ++kill) {
        delete mWindow;
        mWindow = new MainWindow;
        bool offered = false;
        mWindow->setRecoveryPrompt([&offered](const QString &) { offered = true; return true; });
        QTRY_VERIFY(offered);
        QCOMPARE(mWindow->document()->lesson().source, std::string("Work that must survive two crashes"));
        QVERIFY(QFile::exists(mWindow->recovery()->path())); // kept at once, before any autosave
    }
    QCOMPARE(QDir(LessonRecovery::folder()).entryList({QStringLiteral("*.json")}, QDir::Files).size(), 1);
}

void WindowTest::aTrainedModelsLessonSurvivesAKill()
{
    training::Trainer trainer(training::TaskKind::Reverse, training::ModelShape(), 3);
    for (int step = 0; step < 20; ++step)
        trainer.step();
    LessonState state = mWindow->document()->state();
    state.lesson.model = std::make_shared<const training::TrainedModel>(trainer.trainedModel(trainer.evaluate()));
    state.lesson.source = "3 1 4 1 5";
    mWindow->document()->setState(state, QStringLiteral("Use the trained model"));
    QVERIFY(mWindow->recovery()->saveNow());
    delete mWindow;
    mWindow = new MainWindow;
    bool offered = false;
    mWindow->setRecoveryPrompt([&offered](const QString &) { offered = true; return true; });
    QTRY_VERIFY(offered);
    const auto model = training::trainedModelOf(mWindow->document()->lesson());
    QVERIFY(model);
    QCOMPARE(model->task, training::TaskKind::Reverse);
    QCOMPARE(mWindow->document()->lesson().source, std::string("3 1 4 1 5"));
}

void WindowTest::aCopyThatCannotBeKeptIsSaidOnce()
{
    QStringList problems;
    mWindow->setProblemReporter([&problems](const QString &, const QString &message) { problems.append(message); });
    QVERIFY(QDir().mkpath(mWindow->recovery()->path())); // a folder where the copy goes: every write fails
    const auto cleanUp = qScopeGuard([this] { QDir(mWindow->recovery()->path()).removeRecursively(); });
    mWindow->document()->setSource(QStringLiteral("First change"));
    QVERIFY(!mWindow->recovery()->saveNow());
    mWindow->document()->setSource(QStringLiteral("Second change"));
    QVERIFY(!mWindow->recovery()->saveNow());
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.first().contains(QStringLiteral("cannot be kept for recovery")), qPrintable(problems.first()));
    // Kept again, then failing again: said again.
    QDir(mWindow->recovery()->path()).removeRecursively();
    QVERIFY(mWindow->recovery()->saveNow());
    QVERIFY(QFile::remove(mWindow->recovery()->path()));
    QVERIFY(QDir().mkpath(mWindow->recovery()->path()));
    mWindow->document()->setSource(QStringLiteral("Third change"));
    QVERIFY(!mWindow->recovery()->saveNow());
    QCOMPARE(problems.size(), 2);
}

void WindowTest::locksOfWindowsThatAreGoneAreCleared()
{
    // A lock whose process is gone and whose copy was discarded: cleared at the next start.
    const QString stale = QDir(LessonRecovery::folder()).filePath(QStringLiteral("999999-deadbeef.lock"));
    QVERIFY(QDir().mkpath(LessonRecovery::folder()));
    QFile lock(stale);
    QVERIFY(lock.open(QIODevice::WriteOnly));
    lock.write(QByteArray::number(std::numeric_limits<qint32>::max()) + "\nattention-explorer\n" + QSysInfo::machineHostName().toUtf8() + "\n");
    lock.close();
    delete mWindow;
    mWindow = new MainWindow;
    mWindow->setRecoveryPrompt([](const QString &) { return false; });
    QTRY_VERIFY(!QFile::exists(stale));
    QVERIFY(QFile::exists(QFileInfo(mWindow->recovery()->path()).absolutePath() + QLatin1Char('/')
                          + QFileInfo(mWindow->recovery()->path()).completeBaseName() + QStringLiteral(".lock"))); // its own stays
}

// Window B saves "BBB", then window A saves "AAA": B's change was lost without a word.
void WindowTest::aFileChangedByAnotherWindowIsNotSilentlyReplaced()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("shared.json"));
    QVERIFY(mWindow->saveLessonAs(path));
    MainWindow other;
    other.setRecoveryPrompt([](const QString &) { return false; });
    QVERIFY(other.files()->open(path));
    other.document()->setSource(QStringLiteral("BBB"));
    QVERIFY(other.files()->save()); // nothing changed under it: saved without a question

    using Changed = LessonFiles::ChangedOnDisk;
    int asked = 0;
    Changed answer = Changed::Cancel;
    mWindow->files()->setChangedOnDiskPrompt([&](const QString &) { ++asked; return answer; });
    mWindow->document()->setSource(QStringLiteral("AAA"));
    QVERIFY(!mWindow->files()->save()); // cancelled: the other window's work stays
    QCOMPARE(asked, 1);
    QCOMPARE(openLessonFile(path)->lesson.source, std::string("BBB"));

    answer = Changed::Reload; // this window's change is given up for the file's
    QVERIFY(!mWindow->files()->save());
    QCOMPARE(mWindow->document()->lesson().source, std::string("BBB"));
    QVERIFY(!mWindow->isWindowModified());

    mWindow->document()->setSource(QStringLiteral("AAA"));
    QVERIFY(mWindow->files()->save()); // reloaded: the file is as this window knows it
    QCOMPARE(asked, 2);
    other.document()->setSource(QStringLiteral("CCC"));
    int otherAsked = 0;
    other.files()->setChangedOnDiskPrompt([&](const QString &) { ++otherAsked; return Changed::Overwrite; });
    QVERIFY(other.files()->save());
    QCOMPARE(otherAsked, 1);
    QCOMPARE(openLessonFile(path)->lesson.source, std::string("CCC"));
}

void WindowTest::twoWindowsKeepTheirOwnCopies()
{
    mWindow->document()->setSource(QStringLiteral("The first window's work"));
    QVERIFY(mWindow->recovery()->saveNow());
    const QString firstCopy = mWindow->recovery()->path();

    // A second window while the first runs: the first's live work is neither offered nor lost.
    auto second = std::make_unique<MainWindow>();
    bool asked = false;
    second->setRecoveryPrompt([&asked](const QString &) { asked = true; return false; });
    QCoreApplication::processEvents(); // the offer runs once the event loop does
    QVERIFY(!asked);
    QVERIFY(QFile::exists(firstCopy));
    second->document()->setSource(QStringLiteral("The second window's work"));
    QVERIFY(second->recovery()->saveNow());
    QVERIFY(second->recovery()->path() != firstCopy); // each writes its own: no last writer wins
    QVERIFY(QFile::exists(firstCopy));

    // The first is killed: the next window is offered its work, not the second's (still running).
    delete mWindow;
    mWindow = new MainWindow;
    QStringList offered;
    mWindow->setRecoveryPrompt([&offered](const QString &name) { offered.append(name); return true; });
    QTRY_COMPARE(offered.size(), 1);
    QCOMPARE(mWindow->document()->lesson().source, std::string("The first window's work"));
    QVERIFY(QFile::exists(second->recovery()->path()));
}

void WindowTest::anUnreadableEditedLexiconIsSaid()
{
    const QString path = LexiconDialog::userLexiconPath();
    QVERIFY(QDir().mkpath(QFileInfo(path).absolutePath()));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("cat\tchat\tKatze\tgato\ndog\tchien\n"); // line 2 has two columns, not four
    file.close();
    const auto removeIt = qScopeGuard([&path] { QFile::remove(path); });
    MainWindow window;
    QStringList problems;
    window.setProblemReporter([&problems](const QString &, const QString &message) { problems.append(message); });
    QTRY_COMPARE(problems.size(), 1);
    QVERIFY2(problems.first().contains(QStringLiteral("line 2")), qPrintable(problems.first()));
    QVERIFY(!window.document()->lexicon()); // the built-in one is used
}

void WindowTest::theHeatmapWorksFromTheKeyboard()
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

void WindowTest::temperaturesReadWithoutExponents()
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

void WindowTest::helpListsEveryShortcutAndTheVersion()
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

QTEST_MAIN(WindowTest)
void WindowTest::everyCellIsDrawnInItsOwnPlace()
{
    // Values grow to the right and downwards: on the Blues map every cell is darker than the
    // one left of it and the one above it, and the blocked cell is the mask's grey. Sizes below
    // and above 200 cells a side (small maps are drawn from an enlarged image).
    for (const QSize cells : {QSize(7, 5), QSize(300, 40)}) {
        HeatmapView view;
        view.resize(900, 700);
        view.show();
        QVERIFY(QTest::qWaitForWindowExposed(&view));
        Matrix values(cells.height(), cells.width());
        for (Eigen::Index i = 0; i < values.rows(); ++i)
            for (Eigen::Index j = 0; j < values.cols(); ++j)
                values(i, j) = 0.5f * float(j) / float(values.cols() - 1) + 0.5f * float(i) / float(values.rows() - 1);
        Mask blocked = Mask::Constant(values.rows(), values.cols(), false);
        blocked(values.rows() - 1, 0) = true;
        view.setColorMap(ColorMapId::Blues);
        view.setValueRange(0, 1);
        view.setMatrix(values, blocked);
        QSignalSpy replotted(&view, &HeatmapView::replotted);
        QVERIFY(replotted.wait());
        const QImage shown = view.grab().toImage();
        // Sampled off the centre, where a small map writes each cell's value.
        const QPoint offCentre = (view.cellCentre(1, 1) - view.cellCentre(0, 0)) * 0.35;
        const auto grey = [&](int row, int column) { return qGray(shown.pixel(view.cellCentre(row, column) + offCentre)); };
        const int across = std::max(1, cells.width() / 6);
        for (int i = 0; i < cells.height(); ++i)
            for (int j = 0; j < cells.width(); j += across) {
                if (j + across < cells.width() && !blocked(i, j))
                    QVERIFY2(grey(i, j + across) < grey(i, j), qPrintable(QStringLiteral("row %1, columns %2 and %3").arg(i).arg(j).arg(j + across)));
                if (i + 1 < cells.height() && !blocked(i + 1, j))
                    QVERIFY2(grey(i + 1, j) < grey(i, j), qPrintable(QStringLiteral("column %1, rows %2 and %3").arg(j).arg(i).arg(i + 1)));
            }
        QCOMPARE(QColor(shown.pixel(view.cellCentre(cells.height() - 1, 0) + offCentre)), kBlockedColor);
        // The ends of the range are the colour map's end colours exactly.
        QCOMPARE(QColor(shown.pixel(view.cellCentre(0, 0) + offCentre)), colorStops(ColorMapId::Blues).first());
        QCOMPARE(QColor(shown.pixel(view.cellCentre(cells.height() - 1, cells.width() - 1) + offCentre)),
                 colorStops(ColorMapId::Blues).last());
    }
}

void WindowTest::largeMapsDrawBlocksOfThePixelsTheyHave()
{
    HeatmapView view;
    view.resize(800, 600);
    const int n = 2100; // above 1024 a side: blocks of 3 x 3 cells on screen
    Matrix values = Matrix::Zero(n, n);
    for (int j = 1; j < n; j += 2)
        values.col(j).setConstant(0.5f); // columns alternate 0 and 0.5
    values(4, 6) = 0.7f;
    values(5, 7) = -0.9f; // the same block: the one farthest from zero is drawn
    values(10, 13) = -0.8f; // in a band of rows with nothing blocked (drawn by columns first)
    Mask blocked = Mask::Constant(n, n, false);
    blocked.topLeftCorner(3, 3).setConstant(true); // a whole block blocked
    blocked(3, 9) = true;                           // one cell of an open block
    view.setValueRange(0, 1); // 0 is white, 0.5 a middle blue
    view.setMatrix(values, blocked);
    QCOMPARE(view.drawnCells(), QSize(700, 700));
    QCOMPARE(view.drawnValue(4, 6), double(-0.9f));
    QCOMPARE(view.drawnValue(3, 6), double(-0.9f)); // any cell of the block reads its drawn value
    QVERIFY(std::isnan(view.drawnValue(0, 0)));
    QCOMPARE(view.drawnValue(3, 9), 0.5);
    QCOMPARE(view.drawnValue(9, 14), double(-0.8f));
    QCOMPARE(view.drawnValue(9, 15), 0.5);
    QCOMPARE(view.matrix()(5, 7), -0.9f); // the matrix itself is kept whole

    // An export draws every cell: half of the columns are light there, none on screen.
    const QImage image = view.renderImage(2 * n, 2 * n, 1);
    int light = 0, counted = 0;
    for (int y = n - 200; y < n + 200; y += 7)
        for (int x = n - 200; x < n + 200; ++x, ++counted)
            light += qGray(image.pixel(x, y)) > 200;
    QVERIFY2(light > counted / 4, qPrintable(QStringLiteral("%1 of %2 light").arg(light).arg(counted)));
    QCOMPARE(view.drawnCells(), QSize(700, 700)); // the screen's blocks are back

    // A picture smaller than the map draws blocks of its own pixels, each showing its cell
    // farthest from zero: no light column is left (an 8192-token map drawn cell by cell took
    // 16 GB, or came out blank once its image passed Qt's 128 MB).
    const QImage small = view.renderImage(500, 500, 1);
    int lightInSmall = 0, darkInSmall = 0;
    for (int y = 200; y < 300; y += 7)
        for (int x = 150; x < 350; ++x) {
            lightInSmall += qGray(small.pixel(x, y)) > 200;
            darkInSmall += qGray(small.pixel(x, y)) < 200;
        }
    QCOMPARE(lightInSmall, 0);
    QVERIFY(darkInSmall > 0);
}

void WindowTest::manyLargeHeadsAreComputedInTheBackground()
{
    LessonState state;
    QString source, target;
    for (int i = 0; i < 600; ++i) {
        source += QStringLiteral("s%1 ").arg(i % 53);
        target += QStringLiteral("t%1 ").arg(i % 59);
    }
    state.lesson.source = source.toStdString();
    state.lesson.target = target.toStdString();
    state.lesson.config.score = ScoreFunction::MultiHead;
    state.lesson.config.dModel = 16;
    state.lesson.config.heads = 8; // 8 x 600 x 600 cells: more than a frame's work
    LessonDocument *document = mWindow->document();
    document->reset(state);
    QTRY_VERIFY_WITH_TIMEOUT(document->result() && document->result()->queryCount() == 600, 60000);
    QVERIFY(document->result()->headWeights.empty());
    auto *tabs = mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"));
    tabs->setCurrentIndex(2);
    HeadsView *heads = mWindow->headsView();
    QVERIFY(heads->isComputing()); // the window went on while the heads were computed
    QTRY_VERIFY_WITH_TIMEOUT(!heads->isComputing(), 60000);
    QTRY_COMPARE(int(heads->headViews().size()), 9);
    const auto everyHead = computeAttention(document->lesson());
    QVERIFY(everyHead);
    QVERIFY((heads->headViews()[5]->matrix() - everyHead->headWeights[5]).cwiseAbs().maxCoeff() < 1e-6f);
}

#include "tst_window.moc"
