// The Teach tab in the window, offscreen: every panel shows numbers that agree with the core.
#include "core/AttentionPipeline.h"
#include "core/Lexicon.h"
#include "ui/AlignmentPanel.h"
#include "ui/HeatmapView.h"
#include "ui/LessonDocument.h"
#include "ui/LessonRecovery.h"
#include "ui/LineChartView.h"
#include "ui/MainWindow.h"
#include "ui/TeachingPanels.h"
#include "ui/TeachingView.h"
#include "ui/TrainView.h"

#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

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
    void compareShowsTheDifference();
    void costIsQuadratic();
    void goldAlignmentIsScored();
    void anEditedLexiconIsUsed();
    void presentationMode();
    void trainingRunsLiveAndCanBeShown();

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
    QFile::remove(LessonRecovery::recoveryPath());
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
    QVERIFY(text.contains(QStringLiteral("58 more terms"))); // 64 terms, 6 shown
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
}

void TeachingViewTest::costIsQuadratic()
{
    showTeachPanel(5);
    CostPanel *cost = mWindow->teachingView()->cost();
    QVERIFY(cost->summary().contains(QStringLiteral("four times")));
    QTRY_VERIFY_WITH_TIMEOUT(cost->timing()->seriesValues(QStringLiteral("measured")).size() >= 3, 60000);
    const auto measured = cost->timing()->seriesValues(QStringLiteral("measured"));
    QVERIFY(measured.back() > measured.front()); // longer takes longer
}

void TeachingViewTest::goldAlignmentIsScored()
{
    QVERIFY(mWindow->openLessonFile(QStringLiteral(":/examples/07-translation-en-fr.json")));
    const QString text = mWindow->alignmentPanel()->goldAccuracyText();
    QVERIFY2(text.contains(QStringLiteral("of 9 target words")), qPrintable(text));
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
    QVERIFY(mWindow->textSize() >= 20);
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
    QCOMPARE(train->steps(), 0L);
    const double before = train->alignmentAccuracy();
    const Matrix untrained = train->heatmap()->matrix();
    train->play();
    QVERIFY(train->isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(train->steps() >= 100, 60000);
    QTRY_VERIFY_WITH_TIMEOUT(train->alignmentAccuracy() > before + 0.3, 60000);
    train->pause();
    QTRY_VERIFY(!train->isPlaying());
    QVERIFY(!train->heatmap()->matrix().isApprox(untrained));
    QVERIFY(!train->curves()->seriesValues(QStringLiteral("loss")).empty());
    emit train->showInMainViews();
    QVERIFY(mWindow->isShowingImport());
    QCOMPARE(mWindow->alignmentPanel()->heatmap()->matrix(), train->heatmap()->matrix());
    train->reset();
    QTRY_COMPARE(train->steps(), 0L);
}

QTEST_MAIN(TeachingViewTest)
#include "tst_teachingview.moc"
