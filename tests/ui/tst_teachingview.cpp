// The Teach tab in the window, offscreen: every panel shows numbers that agree with the core.
#include "core/explain/Agreement.h"
#include "core/explain/AttentionFlow.h"
#include "core/explain/AttentionSwap.h"
#include "core/explain/GradientTimesInput.h"
#include "core/explain/LeaveOneOut.h"
#include "core/explain/ValueNorm.h"
#include "core/pipeline/AttentionPipeline.h"
#include "core/pipeline/RowSummaries.h"
#include "core/teaching/AlignmentMeasures.h"
#include "core/teaching/ScalingStudy.h"
#include "core/text/Lexicon.h"
#include "core/training/Trainer.h"
#include "ui/document/LessonDocument.h"
#include "ui/document/LessonRecovery.h"
#include "ui/document/TrainingRun.h"
#include "ui/formats/AttentionImport.h"
#include "ui/plots/HeatmapView.h"
#include "ui/plots/LineChartView.h"
#include "ui/teach/ComparePanel.h"
#include "ui/teach/ContextComparisonPanel.h"
#include "ui/teach/CostPanel.h"
#include "ui/teach/DecodingPanel.h"
#include "ui/teach/ExplainPanel.h"
#include "ui/teach/ScalingPanel.h"
#include "ui/teach/TeachingView.h"
#include "ui/teach/WorkedArithmeticPanel.h"
#include "ui/teach/explain/ExplainLayersPage.h"
#include "ui/teach/explain/ExplainMeasuresPage.h"
#include "ui/teach/explain/ExplainSwapPage.h"
#include "ui/views/AlignmentPanel.h"
#include "ui/views/ResultPresentation.h"
#include "ui/views/TrainView.h"
#include "ui/window/MainWindow.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFile>
#include <QImage>
#include <QLineEdit>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSlider>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QUndoStack>

using namespace attention;

class TeachingViewTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();
    void decodingShowsRowsUpToTheStep();
    void workedArithmeticFollowsTheClickedCell();
    void scalingPanelDrawsTheStudy();
    void theTeachTabExportsWhatIsOnScreen();
    void contextsAreComparedStepByStep();
    void compareShowsTheDifference();
    void compareNamesTheRowsOnceAndLinesThemUp();
    void costIsQuadratic();
    void explainShowsWhereTheWeightsMislead();
    void explainFindsOtherAttentionForATrainedModel();
    void explainTracesEveryImportedLayer();
    void panelsFollowTheLatestLesson();
    void goldAlignmentIsScored();
    void anEditedLexiconIsUsed();
    void presentationMode();
    void trainingRunsLiveAndCanBeShown();
    void startingPointsAreOneClickApart();

private:
    void showTeachPanel(int panel)
    {
        mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"))->setCurrentIndex(4);
        mWindow->teachingView()->setCurrentIndex(panel);
    }

    QTemporaryDir mDir;
    MainWindow *mWindow = nullptr;
};

void TeachingViewTest::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, mDir.path());
}

void TeachingViewTest::init()
{
    QSettings().clear();
    QDir(LessonRecovery::folder()).removeRecursively();
    mWindow = new MainWindow;
    mWindow->setRecoveryPrompt([](const QString &) { return false; });
    mWindow->setUnsavedChangesPrompt([](const QString &) { return 0x00800000; }); // Discard
    mWindow->resize(1500, 950);
    mWindow->show();
    QVERIFY(QTest::qWaitForWindowExposed(mWindow));
}

void TeachingViewTest::cleanup()
{
    delete mWindow;
    mWindow = nullptr;
}

void TeachingViewTest::decodingShowsRowsUpToTheStep()
{
    showTeachPanel(2);
    DecodingPanel *decoding = mWindow->teachingView()->decoding();
    const auto result = mWindow->document()->result();
    decoding->setStep(3);
    HeatmapView *map = decoding->map();
    for (int i = 0; i < result->queryCount(); ++i)
        for (int j = 0; j < result->keyCount(); ++j)
            QCOMPARE(map->isBlocked(i, j), i > 3);
    QCOMPARE(map->rowLabels().at(3), QStringLiteral("joue"));
    QCOMPARE(map->rowLabels().at(4), QStringLiteral("\u00B7")); // not written yet
    QCOMPARE(decoding->contextMap()->matrix(), Matrix(result->context.row(3)));
    auto *next = decoding->findChild<QPushButton *>(QStringLiteral("decodingNext"));
    QTest::mouseClick(next, Qt::LeftButton);
    QCOMPARE(decoding->step(), 4);
    QVERIFY(!map->isBlocked(4, 0));
    auto *play = decoding->findChild<QPushButton *>(QStringLiteral("decodingPlay"));
    QTest::mouseClick(play, Qt::LeftButton);
    QVERIFY(decoding->isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(decoding->step() > 4, 5000);
    QTest::mouseClick(play, Qt::LeftButton);
    QVERIFY(!decoding->isPlaying());
    QVERIFY(!play->icon().isNull()); // the style's pause and play signs, not a font's missing glyph
    QVERIFY(!play->text().contains(QChar(0x23F8)));

    // The map keeps its place as words appear: the row labels keep the widest word's width.
    decoding->setStep(0);
    const int paddingAtFirst = map->rowLabelPadding();
    decoding->setStep(result->queryCount() - 1);
    QVERIFY(paddingAtFirst > map->rowLabelPadding()); // all words shown: no reserve needed
    // Another sentence starts at its first word again; a setting of the same one keeps the step.
    decoding->setStep(2);
    auto *target = mWindow->findChild<QLineEdit *>(QStringLiteral("targetEdit"));
    target->selectAll();
    QTest::keyClicks(target, QStringLiteral("Le chat dort"));
    QTRY_COMPARE(mWindow->document()->result()->queryCount(), 3);
    QTRY_COMPARE(decoding->step(), 0);
}

void TeachingViewTest::workedArithmeticFollowsTheClickedCell()
{
    HeatmapView *heatmap = mWindow->alignmentPanel()->heatmap();
    const QPoint centre = heatmap->cellCentre(2, 5);
    QWidget *plot = heatmap->childAt(centre);
    QTest::mouseClick(plot, Qt::LeftButton, {}, plot->mapFrom(heatmap, centre));
    showTeachPanel(1);
    const WorkedCell *cell = mWindow->teachingView()->worked()->shownCell();
    QVERIFY(cell);
    QCOMPARE(cell->row, 2);
    QCOMPARE(cell->column, 5);
    const auto result = mWindow->document()->result();
    QVERIFY(std::abs(cell->weight - result->weights(2, 5)) < 1e-5);
    const QString text = mWindow->teachingView()->worked()->text();
    QVERIFY(text.contains(QStringLiteral("gar\u00E7on")));
    QVERIFY(text.contains(QString::number(cell->weight, 'g', 6)));
    QVERIFY2(text.contains(QStringLiteral("%1 more terms").arg(result->config.dModel - 6)), qPrintable(text)); // d_model terms, 6 shown
    // The context vector closes the worked example: the numbers the result holds.
    QVERIFY(text.contains(QStringLiteral("6. Context vector")));
    QVERIFY2(text.contains(QString::number(result->context(2, 0), 'g', 6)), qPrintable(text));
    // Every term on demand.
    WorkedArithmeticPanel *worked = mWindow->teachingView()->worked();
    worked->findChild<QCheckBox *>(QStringLiteral("workedEveryTerm"))->setChecked(true);
    QVERIFY(!worked->text().contains(QStringLiteral("more terms")));
    QVERIFY(worked->text().contains(QStringLiteral("q%1 \u00D7 k%1").arg(result->config.dModel - 1)));
    // A cell picked inside the panel.
    auto *query = worked->findChild<QComboBox *>(QStringLiteral("workedQuery"));
    query->setCurrentIndex(4);
    emit query->activated(4);
    QCOMPARE(worked->shownCell()->row, 4);
    QCOMPARE(worked->shownCell()->column, 5);
    // Without scaling the steps still count 1, 2, 3 ...: no gap where "Scaling" was.
    AttentionConfig dot = mWindow->document()->config();
    dot.score = ScoreFunction::Dot;
    mWindow->document()->setConfig(dot, QStringLiteral("score"));
    QTRY_VERIFY(worked->text().contains(QStringLiteral("2. Temperature")));
    QVERIFY(!worked->text().contains(QStringLiteral("Scaling")));
}

void TeachingViewTest::scalingPanelDrawsTheStudy()
{
    showTeachPanel(0);
    ScalingPanel *scaling = mWindow->teachingView()->scaling();
    QTRY_VERIFY_WITH_TIMEOUT(!scaling->entropyChart()->seriesValues(QStringLiteral("without scaling")).empty(), 30000);
    const auto unscaled = scaling->entropyChart()->seriesValues(QStringLiteral("without scaling"));
    const auto scaled = scaling->entropyChart()->seriesValues(QStringLiteral("scaled by \u221Ad_k"));
    QCOMPARE(int(unscaled.size()), int(defaultScalingDimensions().size()));
    QVERIFY(unscaled.back() < 0.5 * unscaled.front());
    QVERIFY(scaled.back() > 0.6 * scaled.front());
    // The variance: q·k's grows with d_k, the scaled one stays flat, beside theory's line y = d_k.
    LineChartView *variance = scaling->varianceChart();
    const auto raw = variance->seriesValues(QStringLiteral("q\u00B7k"));
    const auto flat = variance->seriesValues(QStringLiteral("q\u00B7k / \u221Ad_k"));
    const auto theory = variance->seriesValues(QStringLiteral("d_k (unit-variance q and k)"));
    QCOMPARE(theory.front(), double(defaultScalingDimensions().front()));
    QCOMPARE(theory.back(), double(defaultScalingDimensions().back()));
    QVERIFY(raw.back() > 100 * raw.front());
    QVERIFY(*std::max_element(flat.begin(), flat.end()) < 4 * *std::min_element(flat.begin(), flat.end()));
}

void TeachingViewTest::theTeachTabExportsWhatIsOnScreen()
{
    showTeachPanel(0);
    ScalingPanel *scaling = mWindow->teachingView()->scaling();
    QTRY_VERIFY_WITH_TIMEOUT(!scaling->entropyChart()->seriesValues(QStringLiteral("without scaling")).empty(), 30000);
    // SVG: the panel's own charts and words, as vectors and text, not the Alignment map.
    const QString svg = mDir.filePath(QStringLiteral("teach.svg"));
    QVERIFY(mWindow->exportTabPicture(svg));
    QFile file(svg);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString drawing = QString::fromUtf8(file.readAll());
    QVERIFY(drawing.contains(QStringLiteral("Softmax entropy")));
    QVERIFY(drawing.contains(QStringLiteral("Why divide by")));
    QVERIFY(!drawing.contains(QStringLiteral("attention weights"))); // the Alignment map's title
    QVERIFY(drawing.count(QStringLiteral("<path")) + drawing.count(QStringLiteral("<polyline")) > 20); // the curves are vectors
    // PNG and the clipboard: the tab at two pixels a point.
    const QString png = mDir.filePath(QStringLiteral("teach.png"));
    QVERIFY(mWindow->exportTabPicture(png));
    QWidget *tab = mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"))->currentWidget();
    QCOMPARE(QImage(png).size(), tab->size() * 2);
    // The Train tab goes out as itself too.
    mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"))->setCurrentIndex(5);
    const QString trainSvg = mDir.filePath(QStringLiteral("train.svg"));
    QVERIFY(mWindow->exportTabPicture(trainSvg));
    QFile trainFile(trainSvg);
    QVERIFY(trainFile.open(QIODevice::ReadOnly));
    QVERIFY(QString::fromUtf8(trainFile.readAll()).contains(QStringLiteral("held-out")));
}

void TeachingViewTest::contextsAreComparedStepByStep()
{
    showTeachPanel(3);
    const auto result = mWindow->document()->result();
    auto *chart = mWindow->findChild<LineChartView *>(QStringLiteral("contextSimilarity"));
    QVERIFY(chart && result);
    const std::vector<double> expected = compareWithFixedContext(*result).cosine;
    const std::vector<double> shown = chart->seriesValues(chart->seriesNames().value(0));
    QCOMPARE(shown.size(), expected.size());
    for (std::size_t i = 0; i < shown.size(); ++i)
        QCOMPARE(shown[i], expected[i]);
    // Each step under its target word, on a scale that reaches 1 (the same as the fixed context).
    QCOMPARE(chart->keyLabels(), tokenLabels(result->queryTokens));
    QVERIFY(chart->valueRange().second >= 1.0);
    QVERIFY(chart->valueRange().first <= std::min(0.0, *std::min_element(expected.begin(), expected.end())));
}

void TeachingViewTest::compareShowsTheDifference()
{
    showTeachPanel(4);
    ComparePanel *compare = mWindow->teachingView()->compare();
    compare->choosePreset(2); // positional encoding on vs off
    QCOMPARE(compare->left()->title(), QStringLiteral("A: with positions"));
    QCOMPARE(compare->right()->title(), QStringLiteral("B: no positions"));
    const Matrix difference = compare->left()->matrix() - compare->right()->matrix();
    QVERIFY(difference.isApprox(compare->difference()->matrix()));
    QVERIFY(difference.cwiseAbs().maxCoeff() > 0.01);
    // A and B share their 0..1 scale: one colour bar, B's; the difference has its own.
    QVERIFY(!compare->left()->hasColorBar());
    QVERIFY(compare->right()->hasColorBar() && compare->difference()->hasColorBar());
}

void TeachingViewTest::compareNamesTheRowsOnceAndLinesThemUp()
{
    ComparePanel *compare = mWindow->teachingView()->compare();
    const QList<HeatmapView *> maps{compare->left(), compare->right(), compare->difference()};
    showTeachPanel(4);
    compare->choosePreset(0); // A and B have a badge under their titles, the difference none
    std::vector<std::unique_ptr<QSignalSpy>> drawn; // the maps drawn with what they show now
    for (HeatmapView *map : maps)
        drawn.push_back(std::make_unique<QSignalSpy>(map, &HeatmapView::replotted));
    for (const auto &spy : drawn)
        QTRY_VERIFY(!spy->isEmpty());
    QVERIFY(maps[0]->rowLabelsShown());
    QVERIFY(!maps[1]->rowLabelsShown() && !maps[2]->rowLabelsShown());
    const int rows = static_cast<int>(maps[0]->matrix().rows());
    QVERIFY(rows >= 8);
    // The first and last row's heights on A, B and A - B.
    const auto rowHeights = [&] {
        QStringList ys;
        for (int row : {0, rows - 1})
            for (HeatmapView *map : maps)
                ys << QString::number(map->mapTo(compare, map->cellCentre(row, 0)).y());
        return ys;
    };
    const auto linedUp = [](const QStringList &ys) { return ys[0] == ys[1] && ys[0] == ys[2] && ys[3] == ys[4] && ys[3] == ys[5]; };
    // Each row at one height on all three maps, whatever their headers and axis titles.
    QTRY_VERIFY2(linedUp(rowHeights()), qPrintable(rowHeights().join(' ')));
    // And as wide as each other: A's words and the colour bars take their room beside the cells.
    const auto cellWidths = [&] {
        QList<int> widths;
        for (HeatmapView *map : maps)
            widths << map->cellsRect().width();
        return widths;
    };
    const auto even = [](const QList<int> &w) {
        return *std::max_element(w.begin(), w.end()) - *std::min_element(w.begin(), w.end()) <= 3;
    };
    QTRY_VERIFY2(even(cellWidths()), qPrintable(QStringLiteral("%1 %2 %3").arg(cellWidths()[0]).arg(cellWidths()[1]).arg(cellWidths()[2])));
    // Only A names the rows: hovering B tells the words and the cell's numbers on all three maps.
    const Matrix &a = maps[0]->matrix(), &b = maps[1]->matrix();
    QWidget *plot = maps[1]->childAt(maps[1]->cellCentre(3, 2));
    QVERIFY(plot);
    QTest::mouseMove(plot, plot->mapFrom(maps[1], maps[1]->cellCentre(3, 2)));
    const QString expected = numberText(a(3, 2) - b(3, 2));
    QTRY_VERIFY2(QToolTip::isVisible() && QToolTip::text().contains(expected), qPrintable(QToolTip::text()));
    QVERIFY(QToolTip::text().contains(maps[0]->rowLabels().at(3)) && QToolTip::text().contains(maps[0]->columnLabels().at(2)));
    QVERIFY(QToolTip::text().contains(numberText(a(3, 2))) && QToolTip::text().contains(numberText(b(3, 2))));
}

void TeachingViewTest::costIsQuadratic()
{
    showTeachPanel(5);
    CostPanel *cost = mWindow->teachingView()->cost();
    QVERIFY(cost->summary().contains(QStringLiteral("four times")));
    QVERIFY2(!cost->summary().contains(QStringLiteral("e+")), qPrintable(cost->summary())); // counts read as numbers
    QTRY_VERIFY_WITH_TIMEOUT(cost->timing()->seriesValues(QStringLiteral("measured")).size() >= 3, 60000);
    const auto measured = cost->timing()->seriesValues(QStringLiteral("measured"));
    QVERIFY(measured.back() > measured.front()); // longer takes longer
}

void TeachingViewTest::explainShowsWhereTheWeightsMislead()
{
    // An untrained multi-head network: random weights, where what a key does and how much it is
    // attended part ways somewhere.
    LessonState state;
    state.lesson.source = "the cat sat on the mat with a hat today";
    state.lesson.target = "le chat est assis sur le tapis avec un chapeau";
    state.lesson.config.score = ScoreFunction::MultiHead;
    state.lesson.config.dModel = 32;
    state.lesson.config.heads = 4;
    state.lesson.config.embeddings = EmbeddingKind::Random;
    state.lesson.config.projections = ProjectionKind::Random;
    const auto result = std::make_shared<const AttentionResult>(computeAttention(state.lesson).value());
    ExplainPanel explain;
    explain.showResult(state, result);
    const ExplainMeasuresPage &panel = *explain.measures();
    QCOMPARE(panel.weights()->matrix(), result->weights);
    QVERIFY(panel.valueNorms()->matrix().isApprox(*valueWeightedNorms(*result)));
    const Matrix leftOut = *leaveOneOut(*result);
    QVERIFY(panel.leftOut()->matrix().isApprox(leftOut));
    QVERIFY(panel.gradient()->isHidden()); // not a trained model
    // Agreement row by row, one line per measure.
    QCOMPARE(panel.agreement()->seriesNames().size(), 2);
    const auto perRow = panel.agreement()->seriesValues(QStringLiteral("key left out"));
    const auto expected = rowRankCorrelations(result->weights, *leaveOneOut(*result), result->mask);
    QCOMPARE(perRow.size(), expected.size());
    for (std::size_t i = 0; i < perRow.size(); ++i)
        QCOMPARE(perRow[i], expected[i]);
    const auto disagreement = strongestDisagreement(result->weights, leftOut, result->mask, kVisibleWeightMargin);
    QVERIFY(disagreement); // this lesson has one
    const QString query = tokenText(result->queryTokens[std::size_t(disagreement->row)]);
    QVERIFY2(panel.summary().contains(QStringLiteral("<b>\u201C%1\u201D</b> looks most at").arg(query)), qPrintable(panel.summary()));
    QVERIFY(panel.summary().contains(QStringLiteral("Spearman")));
    // Imported attention has no values: the panel says so instead of drawing.
    AttentionResult imported = *result;
    imported.origin = "bert.npy, layer 1 of 12";
    explain.showResult(state, std::make_shared<const AttentionResult>(imported));
    QVERIFY2(panel.summary().contains(QStringLiteral("value vectors")), qPrintable(panel.summary()));
}

void TeachingViewTest::explainFindsOtherAttentionForATrainedModel()
{
    training::Trainer trainer(training::TaskKind::Reverse, training::ModelShape(), 7);
    for (int s = 0; s < 300; ++s)
        trainer.step();
    LessonState state;
    state.lesson.source = "2 7 1 8 2 8";
    state.lesson.model = std::make_shared<const training::TrainedModel>(trainer.trainedModel(trainer.evaluate()));
    const auto result = std::make_shared<const AttentionResult>(computeAttention(state.lesson).value());
    ExplainPanel explain;
    explain.showResult(state, result);
    // A trained model adds gradient x input to the measures.
    QVERIFY(!explain.measures()->gradient()->isHidden());
    QVERIFY(explain.measures()->gradient()->matrix().isApprox(
        *gradientTimesInput(*training::trainedModelOf(state.lesson), state.lesson.source)));
    QVERIFY2(explain.measures()->summary().contains(QStringLiteral("gradient \u00D7 input")), qPrintable(explain.measures()->summary()));
    QCOMPARE(explain.measures()->agreement()->seriesNames().size(), 3);

    // One click shows other attention with the same output.
    QVERIFY(explain.swap()->learned()->matrix().size() == 0); // not computed before it is shown
    QTest::mouseClick(explain.findChild<QPushButton *>(QStringLiteral("explainPageSwap")), Qt::LeftButton);
    QCOMPARE(explain.page(), ExplainPanel::Page::Swap);
    const auto swap = swapAttention(*training::trainedModelOf(state.lesson), state.lesson.source, 1);
    QVERIFY(explain.swap()->learned()->matrix().isApprox(result->weights, 1e-5f));
    QCOMPARE(explain.swap()->swapped()->matrix(), swap->swapped);
    QVERIFY(explain.swap()->swapped()->matrix() != explain.swap()->learned()->matrix());
    const QString writes = tokenLabels(result->queryTokens).join(QLatin1Char(' '));
    QVERIFY2(explain.swap()->summary().contains(QStringLiteral("Both write \u201C%1\u201D").arg(writes)),
             qPrintable(explain.swap()->summary()));
    QVERIFY(explain.swap()->summary().contains(QStringLiteral("%1 of %2 outputs").arg(swap->rowsSwapped()).arg(swap->written.size())));

    // A lesson without a trained model: the page says where to get one.
    LessonState plain;
    explain.showResult(plain, std::make_shared<const AttentionResult>(computeAttention(plain.lesson).value()));
    QVERIFY(explain.swap()->swapped()->isHidden());
    QVERIFY2(explain.swap()->summary().contains(QStringLiteral("Train tab")), qPrintable(explain.swap()->summary()));
}

void TeachingViewTest::explainTracesEveryImportedLayer()
{
    // Two layers of one head over three tokens, as a file would hold them.
    const std::vector<double> values{1, 0, 0, 0.5, 0.5, 0, 0.2, 0.3, 0.5, //
                                     0, 1, 0, 0,   0,   1, 1,   0,   0};
    auto imported = attentionFromArray(NpyArray::fromValues({2, 1, 3, 3}, values), {"a", "b", "c"}, {"a", "b", "c"});
    QVERIFY(imported);
    std::vector<Matrix> layers(2, Matrix(3, 3));
    for (int l = 0; l < 2; ++l)
        for (int i = 0; i < 3; ++i)
            for (int j = 0; j < 3; ++j)
                layers[std::size_t(l)](i, j) = float(values[std::size_t(9 * l + 3 * i + j)]);
    ExplainPanel explain;
    explain.setImported(*imported);
    explain.showResult(LessonState(), std::make_shared<const AttentionResult>(importedResult(*imported, 0).value()));
    explain.showPage(ExplainPanel::Page::Layers);
    const ExplainLayersPage &page = *explain.layers();
    QTRY_VERIFY_WITH_TIMEOUT(!page.isComputing(), 20000);
    QVERIFY(page.lastLayer()->matrix().isApprox(layers[1]));
    QVERIFY(page.rollout()->matrix().isApprox(*attentionRollout(layers)));
    QVERIFY(!page.flow()->isHidden());
    QVERIFY(page.flow()->matrix().isApprox(flowShares(*attentionFlow(layers))));
    QVERIFY2(page.summary().contains(QStringLiteral("Through 2 layers")), qPrintable(page.summary()));
    // Each map has its own colour bar: rollout's and flow's scales end at their largest share.
    for (const HeatmapView *map : {page.lastLayer(), page.rollout(), page.flow()})
        QVERIFY(map->hasColorBar());

    // 48 layers of 64 tokens: flow is beyond the budget (16 s), rollout is still drawn and the
    // summary says why flow is not.
    std::vector<double> uniform(48 * 64 * 64, 1.0 / 64);
    QStringList words;
    for (int i = 0; i < 64; ++i)
        words << QStringLiteral("w%1").arg(i);
    auto deep = attentionFromArray(NpyArray::fromValues({48, 1, 64, 64}, uniform), words, words);
    QVERIFY(deep);
    explain.setImported(*deep);
    explain.showResult(LessonState(), std::make_shared<const AttentionResult>(importedResult(*deep, 0).value()));
    QTRY_VERIFY_WITH_TIMEOUT(!page.isComputing(), 20000);
    QVERIFY(page.flow()->isHidden());
    QCOMPARE(page.rollout()->matrix().rows(), Eigen::Index(64));
    QVERIFY2(page.summary().contains(QStringLiteral("Attention flow through these layers would take")), qPrintable(page.summary()));

    // Back to a lesson of self attention: its one layer.
    explain.setImported(std::nullopt);
    LessonState self;
    self.lesson.config.mode = AttentionMode::SelfSource;
    const auto lesson = std::make_shared<const AttentionResult>(computeAttention(self.lesson).value());
    explain.showResult(self, lesson);
    QTRY_VERIFY_WITH_TIMEOUT(!page.isComputing(), 20000);
    QVERIFY(page.rollout()->matrix().isApprox(withResidual(lesson->weights)));
    QVERIFY2(page.summary().contains(QStringLiteral("one layer")), qPrintable(page.summary()));
    // Cross attention cannot be traced up a stack: one sentence says so.
    explain.showResult(LessonState(), std::make_shared<const AttentionResult>(computeAttention(LessonState().lesson).value()));
    QVERIFY2(page.summary().contains(QStringLiteral("self attention")), qPrintable(page.summary()));
    QVERIFY(page.rollout()->isHidden() && page.lastLayer()->isHidden()); // the sentence, not three empty axes
}

void TeachingViewTest::panelsFollowTheLatestLesson()
{
    // A second lesson arrives while the first one's study is still being computed: the panels
    // end on the second, never on the first.
    LessonState first, second;
    first.lesson.source = "The cat sat on the mat.";
    first.lesson.target = "Le chat est sur le tapis.";
    second.lesson.source = "A long sentence about something else entirely, with many more words.";
    second.lesson.target = "Une autre phrase.";
    second.lesson.config.dModel = 32;
    const auto firstResult = std::make_shared<const AttentionResult>(computeAttention(first.lesson).value());
    const auto secondResult = std::make_shared<const AttentionResult>(computeAttention(second.lesson).value());

    ScalingPanel scaling;
    scaling.showResult(first, firstResult);
    scaling.showResult(second, secondResult);
    QTRY_VERIFY_WITH_TIMEOUT(!scaling.isComputing(), 60000);
    const auto study = scalingStudy(second.lesson, defaultScalingDimensions());
    QVERIFY(study.ok());
    const auto shown = scaling.entropyChart()->seriesValues(QStringLiteral("without scaling"));
    QCOMPARE(shown.size(), study->size());
    for (std::size_t i = 0; i < shown.size(); ++i)
        QCOMPARE(shown[i], (*study)[i].entropyUnscaled);

    CostPanel cost;
    cost.showResult(first, firstResult);
    cost.showResult(second, secondResult);
    QCOMPARE(cost.measuredSettings().config.dModel, 32);
    QTRY_VERIFY_WITH_TIMEOUT(!cost.isComputing(), 60000);
    QCOMPARE(cost.measuredSettings().config.dModel, 32);
    QVERIFY(!cost.timing()->seriesValues(QStringLiteral("measured")).empty());
}

void TeachingViewTest::goldAlignmentIsScored()
{
    QVERIFY(mWindow->openLessonFile(QStringLiteral(":/examples/07-translation-en-fr.json")));
    const QString text = mWindow->alignmentPanel()->goldAccuracyText();
    QVERIFY2(text.contains(QStringLiteral("of 9 target tokens")), qPrintable(text));
    const auto accuracy = alignmentAccuracy(*mWindow->document()->result(), mWindow->document()->state().goldAlignment);
    QVERIFY(text.contains(QStringLiteral("(%1 %)").arg(std::lround(*accuracy * 100))));
    QVERIFY(*accuracy >= 0.9);
    QVERIFY(mWindow->openLessonFile(QStringLiteral(":/examples/01-little-boy-football.json")));
    QVERIFY(mWindow->alignmentPanel()->goldAccuracyText().isEmpty()); // no gold, no score
}

void TeachingViewTest::anEditedLexiconIsUsed()
{
    LessonDocument *document = mWindow->document();
    LessonState state;
    state.lesson.source = "zebra sky tree";
    state.lesson.target = "bonjour";
    state.lesson.config.embeddings = EmbeddingKind::Lexicon;
    state.lesson.config.projections = ProjectionKind::Identity;
    state.lesson.config.positionalEncoding = false;
    document->reset(state);
    auto edited = Lexicon::parse("zebra\tbonjour\tzebra\tcebra\n");
    QVERIFY(edited);
    document->setLexicon(std::make_shared<const Lexicon>(std::move(edited.value())));
    QCOMPARE(document->result()->rows[0].argmax, 0);
    QVERIFY(document->result()->weights(0, 0) > 0.9f);
}

void TeachingViewTest::presentationMode()
{
    mWindow->setTextSize(10);
    mWindow->setPresentationMode(true);
    QVERIFY(mWindow->isPresentationMode());
    QTRY_COMPARE(mWindow->textSize(), mWindow->presentationTextSize()); // once the window fills the screen
    QVERIFY(mWindow->windowState() & Qt::WindowFullScreen);
    QVERIFY(mWindow->alignmentPanel()->heatmap()->crosshair());
    mWindow->setPresentationMode(false);
    QCOMPARE(mWindow->textSize(), 10.0);
    QVERIFY(!(mWindow->windowState() & Qt::WindowFullScreen));
    QVERIFY(!mWindow->alignmentPanel()->heatmap()->crosshair());
}

void TeachingViewTest::trainingRunsLiveAndCanBeShown()
{
    mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"))->setCurrentIndex(5);
    TrainView *train = mWindow->trainView();
    QCOMPARE(train->run().steps(), 0L);
    // One point at step 0: the step axis starts there, less the room for its circle (it ran
    // from -2 to 2).
    QTRY_VERIFY(train->curves()->xRange().first < 0 && train->curves()->xRange().first > -1);
    QVERIFY(train->curves()->xRange().second > 0);
    // Accuracies read against their own 0..1 axis, the loss against its own.
    QVERIFY(train->curves()->isOnShareAxis(QStringLiteral("token accuracy")));
    QVERIFY(!train->curves()->isOnShareAxis(QStringLiteral("loss")));
    const double before = train->run().shown().evaluation.alignmentAccuracy;
    const Matrix untrained = train->heatmap()->matrix();
    train->findChild<QSlider *>(QStringLiteral("trainSpeed"))->setValue(20); // unpaced: the slow speeds wait for the class
    train->run().play();
    QVERIFY(train->run().isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(train->run().steps() >= 100, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(train->run().shown().evaluation.alignmentAccuracy > before + 0.3, 60000);
    train->run().pause();
    QTRY_VERIFY(!train->run().isPlaying());
    QVERIFY(!train->heatmap()->matrix().isApprox(untrained));
    QVERIFY(!train->curves()->seriesValues(QStringLiteral("loss")).empty());
    QTRY_VERIFY(!train->run().isBusy()); // the last chunk has landed: the heatmap and the model agree

    // Replay: the slider brings back the map of an earlier redraw, and its end shows now.
    QSlider *replay = train->replay();
    QVERIFY(replay->maximum() >= 2);
    const Matrix now = train->heatmap()->matrix();
    replay->setValue(0);
    QVERIFY(train->shownTitle().contains(QStringLiteral("after 0 steps")));
    QVERIFY(train->heatmap()->matrix().isApprox(untrained));
    replay->setValue(replay->maximum());
    QCOMPARE(train->heatmap()->matrix(), now);
    // One step: exactly one more.
    const long before1 = train->run().steps();
    QTest::mouseClick(train->findChild<QPushButton *>(QStringLiteral("trainStep")), Qt::LeftButton);
    QTRY_COMPARE(train->run().steps(), before1 + 1);
    QVERIFY(!train->run().isPlaying());

    // The lesson takes the trained model: the main views show its attention on the showcase.
    LessonDocument *document = mWindow->document();
    QTest::mouseClick(train->findChild<QPushButton *>(QStringLiteral("trainUse")), Qt::LeftButton);
    QVERIFY(training::trainedModelOf(document->lesson()));
    QCOMPARE(QString::fromStdString(document->lesson().source), train->showcaseSource());
    QCOMPARE(mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"))->currentIndex(), 0);
    QTRY_VERIFY(document->result() && document->result()->weights.isApprox(train->heatmap()->matrix(), 1e-5f));
    QTRY_VERIFY(mWindow->alignmentPanel()->heatmap()->matrix().isApprox(train->heatmap()->matrix(), 1e-5f));
    QVERIFY(!mWindow->findChild<QLineEdit *>(QStringLiteral("targetEdit"))->isEnabled());
    QVERIFY(mWindow->findChild<QWidget *>(QStringLiteral("trainedModelBox"))->isVisibleTo(mWindow));
    QVERIFY(!mWindow->findChild<QWidget *>(QStringLiteral("scoreCombo"))->isVisibleTo(mWindow)); // settings it ignores

    // Typing a new source runs the trained model on it; the task knows the true alignment.
    auto *source = mWindow->findChild<QLineEdit *>(QStringLiteral("sourceEdit"));
    source->selectAll();
    QTest::keyClicks(source, QStringLiteral("7 1 3"));
    QTRY_VERIFY(document->result() && document->result()->keyCount() == 3);
    QCOMPARE(document->result()->queryCount(), 3);
    const std::vector<std::pair<int, int>> reversed{{0, 2}, {1, 1}, {2, 0}};
    QCOMPARE(document->result()->trueAlignment, reversed);
    QVERIFY(mWindow->alignmentPanel()->goldAccuracyText().contains(QStringLiteral("of 3")));

    // Letters are not digits: a clear message, and the lesson keeps what was typed.
    QTest::keyClicks(source, QStringLiteral("x"));
    QTRY_VERIFY(!document->result());
    QVERIFY(document->errorMessage().contains(QStringLiteral("digits")));
    QCOMPARE(source->text(), QStringLiteral("7 1 3x"));
    QTest::keyClick(source, Qt::Key_Backspace);
    QTRY_VERIFY(document->result());

    // Back to untrained attention, and Undo brings the model back.
    QTest::mouseClick(mWindow->findChild<QPushButton *>(QStringLiteral("forgetTrainedModel")), Qt::LeftButton);
    QVERIFY(!training::trainedModelOf(document->lesson()));
    QVERIFY(mWindow->findChild<QLineEdit *>(QStringLiteral("targetEdit"))->isEnabled());
    QVERIFY(mWindow->findChild<QWidget *>(QStringLiteral("scoreCombo"))->isVisibleTo(mWindow));
    QCOMPARE(document->lesson().target.size(), std::size_t(5)); // what the model wrote for "7 1 3": "d d d"
    document->undoStack()->undo();
    QVERIFY(training::trainedModelOf(document->lesson()));
    train->run().reset();
    QTRY_COMPARE(train->run().steps(), 0L);
}

void TeachingViewTest::startingPointsAreOneClickApart()
{
    LessonDocument *document = mWindow->document();
    QCOMPARE(document->config().embeddings, EmbeddingKind::Lexicon); // the first picture means something
    const auto diagonalMass = [&] { return document->result() ? document->result()->weights.diagonal().sum() : -1.0f; };
    QTRY_VERIFY(document->result());
    const float meaningful = diagonalMass();

    QTest::mouseClick(mWindow->findChild<QPushButton *>(QStringLiteral("startUntrained")), Qt::LeftButton);
    QCOMPARE(document->config().embeddings, EmbeddingKind::Random);
    QCOMPARE(document->config().projections, ProjectionKind::Random);
    QTRY_VERIFY(document->result() && diagonalMass() < meaningful);

    QTest::mouseClick(mWindow->findChild<QPushButton *>(QStringLiteral("startLexicon")), Qt::LeftButton);
    QCOMPARE(document->config().embeddings, EmbeddingKind::Lexicon);
    QCOMPARE(document->config().projections, ProjectionKind::Identity);
    QTRY_COMPARE(diagonalMass(), meaningful);

    // "Trained": the Train tab trains in view and hands over a model that found the alignment.
    QTest::mouseClick(mWindow->findChild<QPushButton *>(QStringLiteral("startTrained")), Qt::LeftButton);
    TrainView *train = mWindow->trainView();
    QCOMPARE(mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"))->currentWidget(), static_cast<QWidget *>(train));
    QVERIFY(train->run().isTrainingToUse());
    QTRY_VERIFY_WITH_TIMEOUT(training::trainedModelOf(document->lesson()), 120000);
    QVERIFY(!train->run().isTrainingToUse());
    QVERIFY(!train->run().isPlaying());
    QCOMPARE(training::trainedModelOf(document->lesson())->task, training::TaskKind::Phrases);
    QVERIFY2(train->run().shown().evaluation.alignmentAccuracy >= 0.95,
             qPrintable(QString::number(train->run().shown().evaluation.alignmentAccuracy)));
    QCOMPARE(mWindow->findChild<QTabWidget *>(QStringLiteral("viewTabs"))->currentIndex(), 0);

    // Lexicon again leaves the trained model (one Undo brings it back).
    QTest::mouseClick(mWindow->findChild<QPushButton *>(QStringLiteral("startLexicon")), Qt::LeftButton);
    QVERIFY(!training::trainedModelOf(document->lesson()));
    QCOMPARE(document->config().embeddings, EmbeddingKind::Lexicon);
}

QTEST_MAIN(TeachingViewTest)
#include "tst_teachingview.moc"
