// The Generate tab: the bundled model writes what the core writes, the charts show the
// distribution the token was drawn from, and a bad prompt says so instead of generating.
#include "core/explain/AttentionFlow.h"
#include "core/generation/Generation.h"
#include "ui/document/GenerationDocument.h"
#include "ui/document/LanguageTrainingRun.h"
#include "ui/plots/DistributionView.h"
#include "ui/plots/HeatmapView.h"
#include "ui/plots/LineChartView.h"
#include "ui/views/GenerateView.h"
#include "ui/views/LanguageTrainingPanel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>

#include <algorithm>

using namespace attention;

namespace {
/** What a user does: types in the prompt field and presses Enter (or leaves the field). */
void typePrompt(GenerateView &view, const QString &text)
{
    auto *prompt = view.findChild<QLineEdit *>(QStringLiteral("generatePrompt"));
    prompt->setText(text);
    emit prompt->editingFinished();
}
} // namespace

class GenerateViewTest : public QObject
{
    Q_OBJECT

private slots:
    void theBundledModelCopiesTheRepeatedLetters();
    void theGrammarModelMakesTheVerbAgree();
    void samplingShowsWhatTheFiltersKept();
    void topPShowsTheRunningTotalItCuts();
    void theNextChoiceShowsBeforeTheFirstStep();
    void allHeadsShowAtOnceAndOneClickEnlargesOne();
    void aModelTrainedHereShowsItsHeadsLearning();
    void unknownWordsAreNamedAndNothingIsGenerated();
    void playStopsAfterTheNewTokens();
    void exportsPicturesAndTheAttentionMap();
    void rolloutAndFlowTraceEveryLayer();
    void theWheelScrollsTheControlsPastTheirBoxes();
    void aViewDrawnAnewShowsTheDocumentAsItIs();
};

void GenerateViewTest::theBundledModelCopiesTheRepeatedLetters()
{
    GenerateView view;
    QVERIFY(view.session() && view.session()->problem());
    QCOMPARE(view.modelFile().task, QStringLiteral("induction"));
    // It opens on the head training named as the induction head.
    const QJsonObject named = view.modelFile().training.value(QLatin1String("induction_head")).toObject();
    QCOMPARE(view.findChild<QSpinBox *>(QStringLiteral("generateLayer"))->value(), named.value(QLatin1String("layer")).toInt() + 1);
    QCOMPARE(view.findChild<QSpinBox *>(QStringLiteral("generateHead"))->value(), named.value(QLatin1String("head")).toInt() + 1);
    typePrompt(view, QStringLiteral("q x b m k z q x"));
    auto *stepButton = view.findChild<QPushButton *>(QStringLiteral("generateStep"));
    for (int i = 0; i < 4; ++i)
        QTest::mouseClick(stepButton, Qt::LeftButton);
    QCOMPARE(view.session()->written(), 4);
    // What the core's generate() writes with the same model and prompt ...
    const auto model = std::make_shared<const generation::DecoderModel>(view.modelFile().model);
    generation::GenerationOptions greedy;
    greedy.maxNewTokens = 4;
    const std::vector<int> promptIds(view.session()->tokens().begin(), view.session()->tokens().begin() + 8);
    const auto written = generation::generate(*model, promptIds, greedy);
    QVERIFY(written);
    for (int i = 0; i < 4; ++i)
        QCOMPARE(view.session()->tokens()[std::size_t(8 + i)], (*written)[std::size_t(i)].token);
    // ... and, the model being trained, the continuation of the repeated segment.
    QString text = view.findChild<QLabel *>(QStringLiteral("generateText"))->text();
    text.remove(QRegularExpression(QStringLiteral("<[^>]*>"))).replace(QStringLiteral("&nbsp;"), QStringLiteral(" "));
    QCOMPARE(text.simplified(), QStringLiteral("q x b m k z q x b m k z"));
    // The cache shows the keys, or the values, of the chosen layer: one row per position read.
    auto *cacheMap = view.findChild<HeatmapView *>(QStringLiteral("generateCacheKeys"));
    const int layer = view.findChild<QSpinBox *>(QStringLiteral("generateLayer"))->value() - 1;
    QCOMPARE(cacheMap->matrix(), view.session()->cachedKeys(layer));
    QCOMPARE(view.session()->cacheLength(), 12);
    view.findChild<QComboBox *>(QStringLiteral("generateCacheShows"))->setCurrentIndex(1);
    QCOMPARE(cacheMap->matrix(), view.session()->cachedValues(layer));
    QVERIFY(cacheMap->title().contains(QStringLiteral("values")));
    // The attention map has a row per position read, nothing above the diagonal.
    auto *map = view.findChild<HeatmapView *>(QStringLiteral("generateAttention"));
    QCOMPARE(map->rowLabels().size(), 12);
    QCOMPARE(view.session()->attention(0, 0).rows(), 12);
    QVERIFY(view.findChild<QLabel *>(QStringLiteral("generateCacheText"))->text().contains(QStringLiteral("recomputing")));
}

void GenerateViewTest::theGrammarModelMakesTheVerbAgree()
{
    GenerateView view;
    auto *choice = view.findChild<QComboBox *>(QStringLiteral("generateModelChoice"));
    QVERIFY(choice);
    choice->setCurrentIndex(1);
    emit choice->activated(1); // as a click on the item does
    QCOMPARE(view.modelFile().task, QStringLiteral("grammar"));
    QCOMPARE(view.findChild<QLineEdit *>(QStringLiteral("generatePrompt"))->text(), QStringLiteral("the dogs that the cat"));
    QVERIFY(view.findChild<QLabel *>(QStringLiteral("generateModelText"))->text().contains(QLatin1String("grammatical")));
    auto *stepButton = view.findChild<QPushButton *>(QStringLiteral("generateStep"));
    QTest::mouseClick(stepButton, Qt::LeftButton);
    QTest::mouseClick(stepButton, Qt::LeftButton);
    // "the dogs that the cat sees ..." and then a plural verb: "run", "see", never "runs".
    const auto &tokens = view.session()->tokens();
    QCOMPARE(int(tokens.size()), 7);
    const std::string clauseVerb = view.modelFile().vocabulary[std::size_t(tokens[5])];
    const std::string mainVerb = view.modelFile().vocabulary[std::size_t(tokens[6])];
    QVERIFY2(clauseVerb.back() == 's' && mainVerb.back() != 's' && mainVerb != ".", (clauseVerb + " " + mainVerb).c_str());
    // Back to the letters.
    choice->setCurrentIndex(0);
    emit choice->activated(0);
    QCOMPARE(view.modelFile().task, QStringLiteral("induction"));
}

void GenerateViewTest::samplingShowsWhatTheFiltersKept()
{
    GenerateView view;
    view.findChild<QComboBox *>(QStringLiteral("generateStrategy"))->setCurrentIndex(1);
    view.findChild<QDoubleSpinBox *>(QStringLiteral("generateTemperature"))->setValue(3.0);
    view.findChild<QSpinBox *>(QStringLiteral("generateTopK"))->setValue(3);
    typePrompt(view, QStringLiteral("a"));
    for (int i = 0; i < 6; ++i) {
        view.document().step();
        const generation::SessionStep &last = view.session()->steps().back();
        QVERIFY(last.kept >= 1 && last.kept <= 3);
        QVERIFY(last.filteredDistribution[std::size_t(last.token)] > 0); // never a removed token
        const std::vector<double> &shown = view.findChild<DistributionView *>(QStringLiteral("generateFilteredDistribution"))->weights();
        int nonZero = 0;
        for (double p : shown)
            nonZero += p > 0 ? 1 : 0;
        QCOMPARE(nonZero, last.kept); // the kept ones are among the ten most likely shown
    }
    // The same seed writes the same text again.
    const std::vector<int> first = view.session()->tokens();
    view.document().restart();
    for (int i = 0; i < 6; ++i)
        view.document().step();
    QCOMPARE(view.session()->tokens(), first);
}

void GenerateViewTest::topPShowsTheRunningTotalItCuts()
{
    GenerateView view;
    view.findChild<QComboBox *>(QStringLiteral("generateStrategy"))->setCurrentIndex(1);
    view.findChild<QDoubleSpinBox *>(QStringLiteral("generateTemperature"))
        ->setValue(1.5); // top-p 0.3 then keeps a few tokens (1 to 6): the cut falls among the bars shown
    view.findChild<QDoubleSpinBox *>(QStringLiteral("generateTopP"))->setValue(0.3);
    typePrompt(view, QStringLiteral("a"));
    auto *after = view.findChild<DistributionView *>(QStringLiteral("generateFilteredDistribution"));
    int cutInside = 0;
    for (int i = 0; i < 5; ++i) {
        const std::vector<double> coming = after->cumulative(); // the next step's, before it is taken
        view.document().step();
        QVERIFY(!coming.empty());
        const std::vector<double> &total = after->cumulative();
        if (i == 0)
            QVERIFY(total == coming);
        const std::vector<double> &kept = after->weights();
        QCOMPARE(total.size(), kept.size());
        for (std::size_t j = 0; j < total.size(); ++j) {
            QVERIFY(total[j] > 0 && total[j] <= 1 + 1e-9);
            if (j > 0 && kept[j] > 0) // most likely first: the total grows down the kept bars
                QVERIFY(total[j] > total[j - 1]);
            // A token is kept exactly when the total before it had not reached p.
            if (j + 1 < total.size() && kept[j + 1] > 0)
                QVERIFY(total[j] < 0.3);
            if (kept[j] == 0 && j > 0 && kept[j - 1] > 0) {
                QVERIFY(total[j - 1] >= 0.3 - 1e-12);
                ++cutInside;
            }
        }
    }
    QVERIFY(cutInside > 0); // the cut was inside the chart at least once
    // Greedy draws no running total.
    view.findChild<QComboBox *>(QStringLiteral("generateStrategy"))->setCurrentIndex(0);
    view.document().step();
    QVERIFY(after->cumulative().empty());
}

void GenerateViewTest::theNextChoiceShowsBeforeTheFirstStep()
{
    // Every option restarts from the prompt: the charts then show what the next step picks
    // from, so a temperature moved changes them at once, with nothing stepped.
    GenerateView view;
    auto *before = view.findChild<DistributionView *>(QStringLiteral("generateModelDistribution"));
    auto *after = view.findChild<DistributionView *>(QStringLiteral("generateFilteredDistribution"));
    QVERIFY(before && after);
    QCOMPARE(view.session()->written(), 0);
    // Greedy names the token the step will write, and writes it.
    const generation::SessionStep greedy = view.session()->upcoming();
    QVERIFY(!before->weights().empty());
    const double largest = *std::max_element(before->weights().begin(), before->weights().end());
    QCOMPARE(largest, *std::max_element(greedy.modelDistribution.begin(), greedy.modelDistribution.end()));
    QVERIFY(after->title().contains(
        QStringLiteral("\u201C%1\u201D").arg(QString::fromStdString(view.modelFile().vocabulary[std::size_t(greedy.token)]))));
    view.document().step();
    QCOMPARE(view.session()->tokens().back(), greedy.token);
    // After the step the charts tell how the new word was written, and the map marks the row
    // that chose it (the word before), not the new word's row, which predicts the next one.
    const QStringList text = [&view] {
        QStringList words;
        for (int id : view.session()->tokens())
            words.append(QString::fromStdString(view.modelFile().vocabulary[std::size_t(id)]));
        return words;
    }();
    QCOMPARE(before->title(), QStringLiteral("Wrote \u201C%1\u201D: top %2 of %3 after \u201C%4\u201D")
                                  .arg(text.back())
                                  .arg(before->weights().size())
                                  .arg(view.session()->shape().vocab)
                                  .arg(text[text.size() - 2]));
    QCOMPARE(after->title(), QStringLiteral("Greedy wrote \u201C%1\u201D, the most likely").arg(text.back())); // greedy draws nothing
    auto *attention = view.findChild<HeatmapView *>(QStringLiteral("generateAttention"));
    QCOMPARE(attention->highlightedRow(), int(text.size()) - 2);
    // Sampling: a cooler temperature, with nothing stepped, sharpens the filtered chart.
    view.findChild<QComboBox *>(QStringLiteral("generateStrategy"))->setCurrentIndex(1);
    QCOMPARE(view.session()->written(), 0);
    auto *temperature = view.findChild<QDoubleSpinBox *>(QStringLiteral("generateTemperature"));
    const auto tallest = [after] { return *std::max_element(after->weights().begin(), after->weights().end()); };
    temperature->setValue(3.0);
    const double warm = tallest();
    temperature->setValue(0.3);
    const double cool = tallest();
    QVERIFY2(cool > warm + 0.05, qPrintable(QStringLiteral("%1 vs %2").arg(cool).arg(warm)));
    QVERIFY(after->title().contains(QStringLiteral("kept")));
    // Top-k 2 keeps two bars, at once.
    view.findChild<QSpinBox *>(QStringLiteral("generateTopK"))->setValue(2);
    QCOMPARE(int(std::count_if(after->weights().begin(), after->weights().end(), [](double p) { return p > 0; })), 2);
    QCOMPARE(view.session()->upcoming().kept, 2);
    // Hovering a bar of the filtered chart tells what the filters left of the model's number.
    const generation::SessionStep next = view.session()->upcoming();
    const auto wordAt = [&view](int id) { return QString::fromStdString(view.modelFile().vocabulary[std::size_t(id)]); };
    int hoveredKept = 0, hoveredRemoved = 0;
    for (int bar = 0; bar < int(after->weights().size()); ++bar) {
        const QString text = after->hoverText(bar);
        const bool kept = after->weights()[std::size_t(bar)] > 0;
        QVERIFY2(text.contains(kept ? QStringLiteral("after the filters") : QStringLiteral("removed by the filters")), qPrintable(text));
        for (int id = 0; id < int(next.modelDistribution.size()); ++id)
            if (text.startsWith(QStringLiteral("\u201C%1\u201D").arg(wordAt(id)))) {
                QVERIFY2(text.contains(QString::number(next.modelDistribution[std::size_t(id)], 'g', 6)), qPrintable(text));
                (kept ? hoveredKept : hoveredRemoved) += 1;
            }
        QVERIFY(text.contains(QStringLiteral("running total"))); // sampling draws it over the bars
    }
    QCOMPARE(hoveredKept, 2);
    QVERIFY(hoveredRemoved >= 1);
}

void GenerateViewTest::allHeadsShowAtOnceAndOneClickEnlargesOne()
{
    GenerateView view;
    view.resize(1200, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    view.document().step();
    view.document().step();
    QVERIFY(view.headMaps().empty());
    auto *allHeads = view.findChild<QCheckBox *>(QStringLiteral("generateAllHeads"));
    allHeads->setChecked(true);
    const generation::DecoderSizes &model = view.session()->shape();
    const std::vector<HeatmapView *> maps = view.headMaps();
    QCOMPARE(int(maps.size()), model.layers * model.heads);
    QVERIFY(!view.findChild<HeatmapView *>(QStringLiteral("generateAttention"))->isVisible());
    view.document().step(); // each map grows with the text
    for (int l = 0; l < model.layers; ++l)
        for (int h = 0; h < model.heads; ++h) {
            const HeatmapView *map = maps[std::size_t(l * model.heads + h)];
            QVERIFY(map->isVisible());
            QCOMPARE(map->matrix().rows(), Eigen::Index(view.session()->tokens().size()));
            QVERIFY(map->matrix().isApprox(view.session()->attention(l, h)));
            // The grid names the tokens once: the first head of a layer the queries, the last
            // layer the keys.
            QCOMPARE(map->rowLabelsShown(), h == 0);
            QCOMPARE(map->columnLabelsShown(), l + 1 == model.layers);
        }
    // Every head goes out as one matrix each, layer by layer.
    QTemporaryDir dir;
    const QString npy = dir.filePath(QStringLiteral("heads.npy"));
    QVERIFY(view.exportTo(npy, QSize(), 1));
    QFile npyFile(npy);
    QVERIFY(npyFile.open(QIODevice::ReadOnly));
    const int n = int(view.session()->tokens().size());
    QVERIFY(npyFile.readAll().contains(QStringLiteral("'shape': (%1, %2, %2)").arg(model.layers * model.heads).arg(n).toLatin1()));
    // A click on the last map shows that head large.
    HeatmapView *last = maps.back();
    QCoreApplication::processEvents(); // the queued replot lays the cells out
    const QPoint centre = last->cellCentre(n - 1, 0);
    QWidget *plot = last->childAt(centre);
    QVERIFY(plot);
    QTest::mouseClick(plot, Qt::LeftButton, {}, plot->mapFrom(last, centre));
    QVERIFY(!allHeads->isChecked());
    QCOMPARE(view.findChild<QSpinBox *>(QStringLiteral("generateLayer"))->value(), model.layers);
    QCOMPARE(view.findChild<QSpinBox *>(QStringLiteral("generateHead"))->value(), model.heads);
    QVERIFY(view.findChild<HeatmapView *>(QStringLiteral("generateAttention"))->isVisible());
}

void GenerateViewTest::aModelTrainedHereShowsItsHeadsLearning()
{
    GenerateView view;
    view.resize(1200, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    LanguageTrainingPanel *panel = view.trainingPanel();
    auto *task = panel->findChild<QComboBox *>(QStringLiteral("generateTrainTask"));
    task->setCurrentIndex(1);
    emit task->activated(1); // a fresh grammar model, untrained, shown once the worker has evaluated it
    QVERIFY(panel->run().isBusy()); // not on the window's thread
    QTRY_COMPARE_WITH_TIMEOUT(view.modelFile().task, QStringLiteral("grammar"), 60000); // over 5 s under ThreadSanitizer on a Zen 5 VM
    QCOMPARE(view.findChild<QLineEdit *>(QStringLiteral("generatePrompt"))->text(), QStringLiteral("the dogs that the cat"));
    const Matrix untrained = view.session()->attention(1, 1);
    QTest::mouseClick(panel->findChild<QPushButton *>(QStringLiteral("generateTrain")), Qt::LeftButton);
    QVERIFY(panel->run().isTraining());
    QTRY_VERIFY_WITH_TIMEOUT(panel->run().steps() >= 60, 400000); // over 60 s under ThreadSanitizer on a Zen 5 VM
    panel->run().pause();
    // The tab shows the model as it learns: its name, its curves and attention that has moved.
    auto *choice = view.findChild<QComboBox *>(QStringLiteral("generateModelChoice"));
    QVERIFY(choice->currentText().startsWith(QStringLiteral("Trained here")));
    QVERIFY(view.modelFile().training.value(QLatin1String("steps")).toInteger() >= 60);
    auto *curves = view.findChild<LineChartView *>(QStringLiteral("generateTrainCurves"));
    QVERIFY(curves->isVisible());
    QVERIFY(!view.findChild<DistributionView *>(QStringLiteral("generateModelDistribution"))->isVisible());
    const std::vector<double> loss = curves->seriesValues(QStringLiteral("loss"));
    QVERIFY(loss.size() >= 3);
    QVERIFY2(loss.back() < loss.front() - 0.3, qPrintable(QStringLiteral("%1 -> %2").arg(loss.front()).arg(loss.back())));
    QVERIFY((view.session()->attention(1, 1) - untrained).cwiseAbs().maxCoeff() > 0.05);
    // The map follows the head the training names as it learns, and its title says so.
    QTRY_VERIFY(!panel->run().isBusy()); // the last delivery has landed
    const GenerationDocument::NamedHead named = view.document().namedHead();
    QVERIFY(named.layer >= 0 && named.agreement);
    auto *layerBox = view.findChild<QSpinBox *>(QStringLiteral("generateLayer"));
    auto *headBox = view.findChild<QSpinBox *>(QStringLiteral("generateHead"));
    QCOMPARE(layerBox->value(), named.layer + 1);
    QCOMPARE(headBox->value(), named.head + 1);
    auto *map = view.findChild<HeatmapView *>(QStringLiteral("generateAttention"));
    QVERIFY2(map->title().contains(QStringLiteral("the agreement head")), qPrintable(map->title()));
    // A head the user picks stays: the next delivery does not take the map back.
    headBox->setValue(named.head == 0 ? 2 : 1);
    const int picked = headBox->value();
    QVERIFY(!map->title().contains(QStringLiteral("the agreement head")));
    panel->run().train();
    const long before = panel->run().steps();
    QTRY_VERIFY_WITH_TIMEOUT(panel->run().steps() > before, 60000);
    panel->run().pause();
    QCOMPARE(headBox->value(), picked);
    // Writing brings the distributions back; the bundled model is still a click away.
    view.document().step();
    QVERIFY(!curves->isVisible());
    QVERIFY(view.findChild<DistributionView *>(QStringLiteral("generateModelDistribution"))->isVisible());
    choice->setCurrentIndex(0);
    emit choice->activated(0);
    QCOMPARE(view.modelFile().task, QStringLiteral("induction"));
    QVERIFY(!curves->isVisible());
}

void GenerateViewTest::unknownWordsAreNamedAndNothingIsGenerated()
{
    GenerateView view;
    typePrompt(view, QStringLiteral("q Zebra"));
    QVERIFY(!view.session());
    QVERIFY(view.findChild<QLabel *>(QStringLiteral("generateStatus"))->text().contains(QStringLiteral("Zebra")));
    QVERIFY(!view.findChild<QPushButton *>(QStringLiteral("generateStep"))->isEnabled());
    view.document().step(); // and nothing happens
    QVERIFY(!view.session());
    // The empty maps keep no labels of the text before (the cache's 32 dimensions piled up).
    for (const char *name : {"generateAttention", "generateCacheKeys"}) {
        auto *map = view.findChild<HeatmapView *>(QLatin1String(name));
        QVERIFY(map);
        QVERIFY(map->columnLabels().isEmpty());
        QVERIFY(map->rowLabels().isEmpty());
    }
}

void GenerateViewTest::playStopsAfterTheNewTokens()
{
    GenerateView view;
    view.findChild<QSpinBox *>(QStringLiteral("generateNewTokens"))->setValue(3);
    view.document().play();
    QVERIFY(view.document().isPlaying());
    QTRY_VERIFY_WITH_TIMEOUT(!view.document().isPlaying(), 10000);
    QCOMPARE(view.session()->written(), 3);
}

void GenerateViewTest::exportsPicturesAndTheAttentionMap()
{
    GenerateView view;
    view.resize(1200, 700);
    view.findChild<QSpinBox *>(QStringLiteral("generateLayer"))->setValue(1); // it opens on the induction head, layer 2
    for (int i = 0; i < 3; ++i)
        view.document().step();
    QTemporaryDir dir;
    const QString png = dir.filePath(QStringLiteral("g.png"));
    QVERIFY(view.exportTo(png, QSize(800, 600), 2));
    const QImage image(png);
    QCOMPARE(image.size(), QSize(1600, 1200));
    const QString svg = dir.filePath(QStringLiteral("g.svg"));
    QVERIFY(view.exportTo(svg, QSize(800, 600), 1));
    QFile svgFile(svg);
    QVERIFY(svgFile.open(QIODevice::ReadOnly));
    const QByteArray drawing = svgFile.readAll();
    QVERIFY(drawing.contains("KV cache")); // the charts' titles are text in the drawing
    const QString csv = dir.filePath(QStringLiteral("g.csv"));
    QVERIFY(view.exportTo(csv, QSize(), 1));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QList<QByteArray> lines = csvFile.readAll().split('\n');
    // A header of the 11 tokens read (8 of the prompt and 3 written), then one row each.
    QCOMPARE(lines.first(), QByteArray("attention_layer1_head1,q,x,b,m,k,z,q,x,b,m,k"));
    QVERIFY(lines[1].startsWith("q,1,0,0,")); // the first position sees only itself
    const QString npy = dir.filePath(QStringLiteral("g.npy"));
    QVERIFY(view.exportTo(npy, QSize(), 1));
    QFile npyFile(npy);
    QVERIFY(npyFile.open(QIODevice::ReadOnly));
    QVERIFY(npyFile.readAll().contains("'shape': (11, 11)"));
    QVERIFY(!view.exportTo(dir.filePath(QStringLiteral("g.xyz")), QSize(), 1));
}

void GenerateViewTest::rolloutAndFlowTraceEveryLayer()
{
    GenerateView view;
    for (int s = 0; s < 4; ++s)
        view.document().step();
    const generation::GenerationSession &session = *view.session();
    const generation::DecoderSizes &model = session.shape();
    std::vector<Matrix> layers; // each layer's mean over its heads
    for (int l = 0; l < model.layers; ++l) {
        Matrix mean = Matrix::Zero(session.attention(l, 0).rows(), session.attention(l, 0).cols());
        for (int h = 0; h < model.heads; ++h)
            mean += session.attention(l, h) / Scalar(model.heads);
        layers.push_back(mean);
    }
    auto *shows = view.findChild<QComboBox *>(QStringLiteral("generateMapShows"));
    auto *head = view.findChild<QSpinBox *>(QStringLiteral("generateHead"));
    const HeatmapView *map = view.findChild<HeatmapView *>(QStringLiteral("generateAttention"));
    QVERIFY(head->isEnabled());
    shows->setCurrentIndex(int(GenerateView::MapShows::Rollout));
    QVERIFY(!head->isEnabled()); // every head of every layer goes in
    QVERIFY(map->matrix().isApprox(*attentionRollout(layers)));
    QVERIFY(map->title().startsWith(QStringLiteral("Rollout through %1 layers").arg(model.layers)));
    // Causal all the way up: nothing reaches a position from a later token.
    for (Eigen::Index i = 0; i < map->matrix().rows(); ++i)
        for (Eigen::Index j = i + 1; j < map->matrix().cols(); ++j)
            QCOMPARE(map->matrix()(i, j), Scalar(0));
    shows->setCurrentIndex(int(GenerateView::MapShows::Flow));
    QVERIFY(map->matrix().isApprox(flowShares(*attentionFlow(layers))));
    // The numbers exported are the map shown, under its name.
    QTemporaryDir dir;
    const QString json = dir.filePath(QStringLiteral("flow.json"));
    QVERIFY(view.exportTo(json, QSize(), 1));
    QFile file(json);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.readAll().contains("\"flow\""));
    // The next step grows the traced map too.
    view.document().step();
    QCOMPARE(map->matrix().rows(), Eigen::Index(session.tokens().size()));
    shows->setCurrentIndex(int(GenerateView::MapShows::Head));
    QVERIFY(head->isEnabled());
}

void GenerateViewTest::theWheelScrollsTheControlsPastTheirBoxes()
{
    GenerateView view;
    view.resize(900, 300); // controls taller than the view, as at 20 pt on a projector
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    auto *temperature = view.findChild<QDoubleSpinBox *>(QStringLiteral("generateTemperature"));
    QVERIFY(temperature);
    QScrollArea *area = nullptr;
    for (QWidget *outer = temperature->parentWidget(); outer && !area; outer = outer->parentWidget())
        area = qobject_cast<QScrollArea *>(outer);
    QVERIFY(area);
    QTRY_VERIFY(area->verticalScrollBar()->maximum() > 0);
    area->verticalScrollBar()->setValue(0);
    const double before = temperature->value();
    const QPointF at = temperature->rect().center();
    QWheelEvent wheel(at, temperature->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QCoreApplication::sendEvent(temperature, &wheel);
    QCOMPARE(temperature->value(), before); // the sampling temperature stays
    QVERIFY(area->verticalScrollBar()->value() > 0); // the controls scrolled
}

void GenerateViewTest::aViewDrawnAnewShowsTheDocumentAsItIs()
{
    // A window drawn in another language makes a new view of the same document: the session
    // written so far, its prompt and its options stay, and the new view shows them.
    GenerationDocument document;
    std::vector<int> written;
    {
        GenerateView first(&document);
        first.findChild<QComboBox *>(QStringLiteral("generateStrategy"))->setCurrentIndex(1);
        first.findChild<QDoubleSpinBox *>(QStringLiteral("generateTemperature"))->setValue(2.0);
        first.findChild<QDoubleSpinBox *>(QStringLiteral("generateTopP"))->setValue(0.9);
        typePrompt(first, QStringLiteral("q x b"));
        for (int i = 0; i < 3; ++i)
            QTest::mouseClick(first.findChild<QPushButton *>(QStringLiteral("generateStep")), Qt::LeftButton);
        written = document.session()->tokens();
    }
    QCOMPARE(int(written.size()), 6);
    GenerateView second(&document);
    QCOMPARE(second.session()->tokens(), written);
    QCOMPARE(second.findChild<QLineEdit *>(QStringLiteral("generatePrompt"))->text(), QStringLiteral("q x b"));
    QCOMPARE(second.findChild<QComboBox *>(QStringLiteral("generateStrategy"))->currentIndex(), 1);
    QCOMPARE(second.findChild<QDoubleSpinBox *>(QStringLiteral("generateTemperature"))->value(), 2.0);
    QCOMPARE(second.findChild<QDoubleSpinBox *>(QStringLiteral("generateTopP"))->value(), 0.9);
    QVERIFY(second.findChild<QDoubleSpinBox *>(QStringLiteral("generateTemperature"))->isEnabled()); // sampling's controls
    const QString text = second.findChild<QLabel *>(QStringLiteral("generateText"))->text();
    QCOMPARE(text.count(QStringLiteral("<b ")) + text.count(QStringLiteral("<span ")), 3); // the three written tokens, marked
}

QTEST_MAIN(GenerateViewTest)
#include "tst_generateview.moc"
