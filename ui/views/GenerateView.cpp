#include "ui/views/GenerateView.h"

#include "core/explain/AttentionFlow.h"
#include "core/generation/Sampling.h"
#include "ui/document/GenerationDocument.h"
#include "ui/document/LanguageTrainingRun.h"
#include "ui/formats/MatrixExport.h"
#include "ui/formats/MessageText.h"
#include "ui/plots/AlignedMaps.h"
#include "ui/plots/DistributionView.h"
#include "ui/plots/HeatmapView.h"
#include "ui/plots/LineChartView.h"
#include "ui/plots/PaintedFile.h"
#include "ui/views/LanguageTrainingPanel.h"
#include "ui/views/NextTokenCharts.h"
#include "ui/widgets/ElidingComboBox.h"
#include "ui/widgets/WheelScrollsPast.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>

#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPainter>
#include <QPushButton>
#include <QRegularExpression>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTextDocument>
#include <QVBoxLayout>
#include <algorithm>
#include <limits>

namespace attention {

namespace {

QString readableCount(double count)
{
    return QLocale().toString(count, 'f', 0);
}

} // namespace

GenerateView::GenerateView(GenerationDocument *document, QWidget *parent)
    : QWidget(parent), mDocument(document ? document : new GenerationDocument(this))
{
    setObjectName(QStringLiteral("generateView"));
    buildControls();
    showModel(true);
    changeEvent(nullptr);
}

GenerateView::~GenerateView() = default;

const generation::GenerationSession *GenerateView::session() const
{
    return mDocument->session();
}

const LanguageModelFile &GenerateView::modelFile() const
{
    return mDocument->modelFile();
}

void GenerateView::changeEvent(QEvent *event)
{
    if (event)
        QWidget::changeEvent(event);
    if (event && event->type() != QEvent::FontChange)
        return;
    QFont large = font(); // the text the model writes, larger than the controls at every text size
    large.setPointSizeF(large.pointSizeF() * 1.5);
    mText->setFont(large);
    fitSideWidth();
}

bool GenerateView::eventFilter(QObject *watched, QEvent *event)
{
    // The content's need changes after the font change reached the children, and with its texts
    // (German at 15 pt needed 311 px where the font change had measured 302).
    if (mSide && watched == mSide->widget() && event->type() == QEvent::LayoutRequest)
        fitSideWidth();
    return QWidget::eventFilter(watched, event);
}

void GenerateView::fitSideWidth()
{
    // About 30 characters wide: the controls' own width at 20 pt left the plots half the window.
    const int scrollBar = mSide->verticalScrollBar()->sizeHint().width();
    mSide->setFixedWidth(std::max(mSide->widget()->minimumSizeHint().width(), fontMetrics().averageCharWidth() * 30) + scrollBar);
}

void GenerateView::buildControls()
{
    auto *layout = new QHBoxLayout(this);
    auto *side = new QFormLayout;
    mModelText = new QLabel(this);
    mModelText->setObjectName(QStringLiteral("generateModelText"));
    mModelText->setWordWrap(true);
    mModelChoice = new ElidingComboBox(this);
    mModelChoice->setObjectName(QStringLiteral("generateModelChoice"));
    mModelChoice->setToolTip(tr("The models that come with the app: one learned to continue a repeated run of letters, "
                                "the other to write sentences whose verb agrees with its subject."));
    connect(mModelChoice, &QComboBox::activated, this, &GenerateView::chooseModel);
    auto *open = new QPushButton(tr("Open model\u2026"), this);
    open->setToolTip(tr("A language model made by: attention-explorer train --task induction|grammar --model FILE"));
    connect(open, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a language model"), QString(), tr("Language models (*.json)"));
        if (!path.isEmpty())
            openModel(path);
    });
    mPrompt = new QLineEdit(this);
    mPrompt->setObjectName(QStringLiteral("generatePrompt"));
    mPrompt->setToolTip(tr("The words the model continues, separated by spaces."));
    mStrategy = new ElidingComboBox(this);
    mStrategy->setObjectName(QStringLiteral("generateStrategy"));
    mStrategy->addItem(tr("Greedy"), int(generation::Strategy::Greedy));
    mStrategy->setToolTip(tr("Greedy writes the most likely token; Sample draws one from the distribution the filters leave."));
    mStrategy->addItem(tr("Sample"), int(generation::Strategy::Sample));
    mTemperature = new QDoubleSpinBox(this);
    mTemperature->setObjectName(QStringLiteral("generateTemperature"));
    mTemperature->setRange(0.05, 10);
    mTemperature->setSingleStep(0.1);
    mTemperature->setValue(1.0);
    mTemperature->setToolTip(tr("Divides the logits before the softmax: below 1 sharpens the distribution, above 1 flattens it."));
    mTopK = new QSpinBox(this);
    mTopK->setObjectName(QStringLiteral("generateTopK"));
    mTopK->setSpecialValueText(tr("off"));
    mTopK->setToolTip(tr("Keeps only the k most likely tokens (off: all)."));
    mTopP = new QDoubleSpinBox(this);
    mTopP->setObjectName(QStringLiteral("generateTopP"));
    mTopP->setRange(0.01, 1.0);
    mTopP->setSingleStep(0.05);
    mTopP->setValue(1.0);
    mTopP->setToolTip(tr("Keeps the fewest most likely tokens whose probabilities add up to p (1: all)."));
    mSeed = new QSpinBox(this);
    mSeed->setObjectName(QStringLiteral("generateSeed"));
    mSeed->setRange(0, 1000000);
    mSeed->setValue(1);
    mSeed->setToolTip(tr("The same seed draws the same text."));
    mNewTokens = new QSpinBox(this);
    mNewTokens->setObjectName(QStringLiteral("generateNewTokens"));
    mNewTokens->setRange(1, generation::decoderLimits::kMaxPositions);
    mNewTokens->setValue(mDocument->options().maxNewTokens);
    mStepButton = new QPushButton(tr("&Step"), this);
    mStepButton->setObjectName(QStringLiteral("generateStep"));
    mStepButton->setToolTip(tr("Write one token."));
    mPlayButton = new QPushButton(tr("Pla&y"), this);
    mPlayButton->setObjectName(QStringLiteral("generatePlay"));
    auto *restartButton = new QPushButton(tr("Restart"), this);
    restartButton->setObjectName(QStringLiteral("generateRestart"));
    restartButton->setToolTip(tr("Back to the prompt: the cache holds the prompt's keys and values only."));
    mMapShows = new ElidingComboBox(this);
    mMapShows->setObjectName(QStringLiteral("generateMapShows"));
    mMapShows->addItem(tr("One head"));
    mMapShows->addItem(tr("Rollout, all layers"));
    mMapShows->addItem(tr("Flow, all layers"));
    mMapShows->setToolTip(tr("The map shows one layer's head, or which earlier tokens reach each position through every "
                             "layer: rollout multiplies the layers' attention, flow finds how much can get through "
                             "(Abnar & Zuidema 2020)."));
    mLayer = new QSpinBox(this);
    mLayer->setObjectName(QStringLiteral("generateLayer"));
    mHead = new QSpinBox(this);
    mHead->setObjectName(QStringLiteral("generateHead"));
    mAllHeads = new QCheckBox(tr("Sho&w every head"), this);
    mAllHeads->setObjectName(QStringLiteral("generateAllHeads"));
    mAllHeads->setToolTip(tr("Every layer's heads at once, one small map each, in place of the map and the cache. "
                             "Click one to see it large."));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(mStepButton);
    buttons->addWidget(mPlayButton);
    buttons->addWidget(restartButton);
    mStatus = new QLabel(this);
    mStatus->setObjectName(QStringLiteral("generateStatus"));
    mStatus->setWordWrap(true);
    mCacheText = new QLabel(this);
    mCacheText->setObjectName(QStringLiteral("generateCacheText"));
    mCacheText->setWordWrap(true);
    side->addRow(tr("Mo&del"), mModelChoice);
    side->addRow(mModelText);
    side->addRow(open);
    side->addRow(tr("Pro&mpt"), mPrompt);
    side->addRow(tr("Strategy"), mStrategy);
    side->addRow(tr("Temperature"), mTemperature);
    side->addRow(tr("Top-k"), mTopK);
    side->addRow(tr("Top-p"), mTopP);
    side->addRow(tr("Seed"), mSeed);
    side->addRow(tr("New tokens"), mNewTokens);
    side->addRow(buttons);
    side->addRow(tr("Map"), mMapShows);
    side->addRow(tr("Layer"), mLayer);
    side->addRow(tr("Head"), mHead);
    side->addRow(mAllHeads);
    mCacheShows = new ElidingComboBox(this);
    mCacheShows->setObjectName(QStringLiteral("generateCacheShows"));
    mCacheShows->addItem(tr("Keys K"));
    mCacheShows->addItem(tr("Values V"));
    mCacheShows->setToolTip(tr("Which half of the layer's cache the map shows: the keys each new query is compared with, "
                               "or the values its attention mixes."));
    side->addRow(tr("&Cache"), mCacheShows);
    side->addRow(mStatus);
    side->addRow(mCacheText);
    auto *trainTitle = new QLabel(tr("<b>Train one here</b>"), this);
    side->addRow(trainTitle);
    mTraining = new LanguageTrainingPanel(*mDocument->training(), this);
    side->addRow(mTraining);
    // Their longest items at 20 pt made the controls 650 px wide, the window too wide for a
    // projector: the boxes take the column's width and end a longer item in "…".
    for (QComboBox *box : {mModelChoice, mStrategy, mMapShows, mCacheShows}) {
        box->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        box->setMinimumContentsLength(12);
    }
    auto *sideWidget = new QWidget;
    sideWidget->setLayout(side);
    mSide = new QScrollArea(this); // at 20 pt on a 1280x800 projector the controls need more height than there is
    mSide->setWidget(sideWidget);
    letTheWheelScrollPast(sideWidget);
    sideWidget->installEventFilter(this);
    mSide->setWidgetResizable(true);
    mSide->setFrameShape(QFrame::NoFrame);
    mSide->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    layout->addWidget(mSide);

    auto *views = new QVBoxLayout;
    mText = new QLabel(this);
    mText->setObjectName(QStringLiteral("generateText"));
    mText->setWordWrap(true);
    mText->setTextFormat(Qt::RichText);
    views->addWidget(mText);
    auto *grid = new QGridLayout;
    mCharts = new NextTokenCharts(this);
    mAttention = new HeatmapView(this);
    mAttention->setObjectName(QStringLiteral("generateAttention"));
    mAttention->setColorMap(ColorMapId::Blues);
    mAttention->setValueRange(0, 1);
    mAttention->setAxisTitles(tr("position (query)"), tr("position (key)"));
    mKeys = new HeatmapView(this);
    mKeys->setObjectName(QStringLiteral("generateCacheKeys"));
    mKeys->setColorMap(ColorMapId::RedBlue);
    mKeys->setAxisTitles(tr("cached position"), tr("key dimension"));
    grid->addWidget(mCharts, 0, 0, 1, 2);
    mTrainingCurves = mTraining->curves();
    mTrainingCurves->hide();
    grid->addWidget(mTrainingCurves, 0, 0, 1, 2);
    grid->addWidget(mAttention, 1, 0);
    grid->addWidget(mKeys, 1, 1);
    mHeadsGrid = new QWidget(this);
    mHeadsGrid->setObjectName(QStringLiteral("generateHeadsGrid"));
    new QGridLayout(mHeadsGrid);
    mAlignedHeads = new AlignedMaps(this);
    mHeadsGrid->hide();
    grid->addWidget(mHeadsGrid, 1, 0, 1, 2);
    // The maps carry a row per token, the bar charts a few bars: at 20 pt on 1280x800 equal rows
    // left the attention map 110 px high.
    grid->setRowStretch(0, 2);
    grid->setRowStretch(1, 3);
    views->addLayout(grid, 1);
    layout->addLayout(views, 1);

    showOptions(); // a window drawn anew shows the document as it is
    GenerationDocument *document = mDocument;
    connect(mStepButton, &QPushButton::clicked, document, &GenerationDocument::step);
    connect(mPlayButton, &QPushButton::clicked, document, [document] { document->isPlaying() ? document->pause() : document->play(); });
    connect(restartButton, &QPushButton::clicked, document, &GenerationDocument::restart);
    connect(mPrompt, &QLineEdit::editingFinished, this, [this] {
        if (mPrompt->text() != mDocument->prompt())
            mDocument->setPrompt(mPrompt->text());
    });
    const auto setOptions = [this] { mDocument->setOptions(chosenOptions()); };
    connect(mStrategy, &QComboBox::currentIndexChanged, this, setOptions);
    for (QDoubleSpinBox *box : {mTemperature, mTopP})
        connect(box, &QDoubleSpinBox::valueChanged, this, setOptions);
    for (QSpinBox *box : {mTopK, mSeed})
        connect(box, &QSpinBox::valueChanged, this, setOptions);
    connect(mNewTokens, &QSpinBox::valueChanged, document, &GenerationDocument::setNewTokens);
    connect(document, &GenerationDocument::modelChanged, this, &GenerateView::showModel);
    connect(document, &GenerationDocument::sessionChanged, this, &GenerateView::showSession);
    connect(document, &GenerationDocument::playingChanged, this,
            [this](bool playing) { mPlayButton->setText(playing ? tr("Pause") : tr("Pla&y")); });
    for (QSpinBox *box : {mLayer, mHead})
        connect(box, &QSpinBox::valueChanged, this, [this] {
            mFollowNamedHead = false; // the user's choice (showModel() sets them unheard)
            showSession();
        });
    connect(mAllHeads, &QCheckBox::toggled, this, &GenerateView::showHeadsGrid);
    connect(mMapShows, &QComboBox::currentIndexChanged, this, [this](int shows) { setMapShows(MapShows(shows)); });
    connect(mCacheShows, &QComboBox::currentIndexChanged, this, &GenerateView::showSession);
}

namespace {
// Flow is recomputed at every step: through 2 causal layers it takes 3.7 ms at 32 tokens and
// 53 ms at 64 (4 layers: 11 and 151 ms, AMD EPYC Zen 4), so live flow stops at 32.
constexpr int kMostLiveFlowTokens = 32;
} // namespace

bool GenerateView::openModel(const QString &path)
{
    const Outcome<void> opened = mDocument->openModel(path);
    if (!opened)
        mStatus->setText(messageText(opened.problem()));
    return bool(opened);
}

void GenerateView::chooseModel(int index)
{
    if (const Outcome<void> chosen = mDocument->choose(index); !chosen) {
        mModelChoice->setCurrentIndex(mDocument->currentChoice());
        mStatus->setText(messageText(chosen.problem()));
    }
}

void GenerateView::showModel(bool chooseHead)
{
    if (!mDocument->hasModel())
        return;
    const LanguageModelFile &file = mDocument->modelFile();
    const generation::DecoderSizes sizes = mDocument->sizes();
    mModelChoice->clear();
    for (const QString &origin : mDocument->origins()) {
        const int index = mModelChoice->count();
        mModelChoice->addItem(index == 0                                   ? tr("Induction")
                              : index == 1                                 ? tr("Grammar")
                              : origin == GenerationDocument::kTrainedHere ? tr("Trained here (%1)").arg(mDocument->trainedModelFile().task)
                                                                           : QFileInfo(origin).fileName(),
                              origin);
    }
    mModelChoice->setCurrentIndex(mDocument->currentChoice());
    if (const models::LoadedModel *real = mDocument->realModel()) {
        // GQA: the cache keeps fewer key/value heads than there are query heads.
        const QString shared =
            sizes.keyValueHeads < sizes.heads
                ? tr("; %1 key/value heads, each shared by %2 query heads").arg(sizes.keyValueHeads).arg(sizes.heads / sizes.keyValueHeads)
                : QString();
        mModelText->setText(
            tr("<b>%1</b> (%2): %3 layers \u00D7 %4 heads, d_model %5, %6 tokens in its vocabulary, context %7%8")
                .arg(QString::fromStdString(real->name).toHtmlEscaped(), QLatin1String(models::familyName(real->config.family)))
                .arg(sizes.layers)
                .arg(sizes.heads)
                .arg(real->config.hiddenSize)
                .arg(sizes.vocab)
                .arg(sizes.positions)
                .arg(shared));
        mPrompt->setToolTip(tr("The text the model continues, read by its own tokenizer."));
    } else {
        const double accuracy = file.training.value(QLatin1String("copy_accuracy")).toDouble(-1);
        const double grammatical = file.training.value(QLatin1String("grammatical_share")).toDouble(-1);
        const QString learned = accuracy >= 0 ? tr("; copies %1 % of repeated letters").arg(QLocale().toString(100 * accuracy, 'f', 1))
                                : grammatical >= 0
                                    ? tr("; %1 % of its sentences are grammatical").arg(QLocale().toString(100 * grammatical, 'f', 1))
                                    : QString();
        mModelText->setText(tr("<b>%1</b>: %2 layers \u00D7 %3 heads, d_model %4, %5 words%6")
                                .arg(file.task.isEmpty() ? tr("Language model") : file.task)
                                .arg(sizes.layers)
                                .arg(sizes.heads)
                                .arg(sizes.cacheWidth)
                                .arg(sizes.vocab)
                                .arg(learned));
        mPrompt->setToolTip(tr("The words the model continues, separated by spaces."));
    }
    mTopK->setRange(0, sizes.vocab);
    {
        // The session is drawn once both hold a head of this model (the first range alone
        // named a head the model does not have).
        const QSignalBlocker layerBlocker(mLayer), headBlocker(mHead);
        mLayer->setRange(1, sizes.layers);
        mHead->setRange(1, sizes.heads);
        // Open on the head that does the task's job, as training names it, and follow it while
        // the model trains here, until the user picks another (the class watched layer 2 head 2
        // while the summary named head 1).
        if (chooseHead)
            mFollowNamedHead = true;
        const GenerationDocument::NamedHead named = mDocument->namedHead();
        if (named.layer >= 0 && (chooseHead || (mFollowNamedHead && mDocument->showsTraining()))) {
            mLayer->setValue(named.layer + 1);
            mHead->setValue(named.head + 1);
        }
    }
    // The grid of every head is built when shown: a real model's 12 x 12 maps are not made for nothing.
    if (sizes.layers != mShownLayers || sizes.heads != mShownHeads) {
        mShownLayers = sizes.layers;
        mShownHeads = sizes.heads;
        mHeadsGridBuilt = false;
        if (mAllHeads->isChecked())
            buildHeadsGrid();
    }
    showSession();
}

void GenerateView::buildHeadsGrid()
{
    auto *layout = static_cast<QGridLayout *>(mHeadsGrid->layout());
    for (HeatmapView *map : mHeadMaps)
        delete map;
    mHeadMaps.clear();
    QList<AlignedMaps::Place> places;
    mHeadsGridBuilt = true;
    for (int layer = 0; layer < mShownLayers; ++layer)
        for (int head = 0; head < mShownHeads; ++head) {
            auto *map = new HeatmapView(mHeadsGrid);
            map->setObjectName(QStringLiteral("generateHeadL%1H%2").arg(layer + 1).arg(head + 1));
            map->setCompact(true);
            map->setColorMap(ColorMapId::Blues);
            map->setValueRange(0, 1);
            map->setTitle(tr("Layer %1 head %2").arg(layer + 1).arg(head + 1));
            map->setColorBar(layer + 1 == mShownLayers && head + 1 == mShownHeads); // one for all: they share 0..1
            connect(map, &HeatmapView::cellClicked, this, [this, layer, head] {
                mLayer->setValue(layer + 1);
                mHead->setValue(head + 1);
                mAllHeads->setChecked(false);
                setMapShows(MapShows::Head);
            });
            layout->addWidget(map, layer, head);
            places.append({map, layer, head});
            mHeadMaps.push_back(map);
        }
    mAlignedHeads->setMaps(places);
}

void GenerateView::showHeadsGrid(bool on)
{
    if (on && !mHeadsGridBuilt)
        buildHeadsGrid();
    mHeadsGrid->setVisible(on);
    mAttention->setVisible(!on);
    mKeys->setVisible(!on);
    mMapShows->setEnabled(!on);
    setMapShows(MapShows(mMapShows->currentIndex()));
}

void GenerateView::setMapShows(MapShows shows)
{
    mMapShows->setCurrentIndex(int(shows));
    mLayer->setEnabled(!mAllHeads->isChecked()); // rollout and flow take every layer; the cache map still shows one
    mHead->setEnabled(!mAllHeads->isChecked() && shows == MapShows::Head);
    showSession();
}

GenerateView::ShownMap GenerateView::shownMap() const
{
    const generation::GenerationSession &s = *session();
    const generation::DecoderSizes &shape = s.shape();
    const int layer = mLayer->value() - 1, head = mHead->value() - 1;
    const auto shows = MapShows(mMapShows->currentIndex());
    if (shows == MapShows::Head) {
        const GenerationDocument::NamedHead named = mDocument->namedHead();
        const QString title = named.layer != layer || named.head != head ? tr("Attention, layer %1 head %2")
                              : named.agreement                          ? tr("Attention, layer %1 head %2: the agreement head")
                                                                         : tr("Attention, layer %1 head %2: the induction head");
        return {s.attention(layer, head), title.arg(layer + 1).arg(head + 1),
                QStringLiteral("attention_layer%1_head%2").arg(layer + 1).arg(head + 1)};
    }
    std::vector<Matrix> layers;
    for (int l = 0; l < shape.layers; ++l) {
        Matrix mean = s.attention(l, 0);
        for (int h = 1; h < shape.heads; ++h)
            mean += s.attention(l, h);
        layers.push_back(mean / Scalar(shape.heads));
    }
    if (shows == MapShows::Flow && layers.front().rows() <= kMostLiveFlowTokens)
        return {flowShares(*attentionFlow(layers)), tr("Flow through %1 layers, shares of each row").arg(layers.size()),
                QStringLiteral("flow")};
    const QString note = shows == MapShows::Flow ? tr(" (flow: up to %1 tokens)").arg(kMostLiveFlowTokens) : QString();
    return {*attentionRollout(layers), tr("Rollout through %1 layers").arg(layers.size()) + note, QStringLiteral("rollout")};
}

std::vector<HeatmapView *> GenerateView::headMaps() const
{
    return mAllHeads->isChecked() ? mHeadMaps : std::vector<HeatmapView *>();
}

generation::GenerationOptions GenerateView::chosenOptions() const
{
    generation::GenerationOptions o;
    o.strategy = generation::Strategy(mStrategy->currentData().toInt());
    o.sampling = {mTemperature->value(), mTopK->value(), mTopP->value()};
    o.seed = std::uint64_t(mSeed->value());
    o.maxNewTokens = mNewTokens->value();
    return o;
}

void GenerateView::showOptions()
{
    const generation::GenerationOptions o = mDocument->options();
    mPrompt->setText(mDocument->prompt());
    mStrategy->setCurrentIndex(mStrategy->findData(int(o.strategy)));
    mTemperature->setValue(o.sampling.temperature);
    mTopK->setValue(o.sampling.topK);
    mTopP->setValue(o.sampling.topP);
    mSeed->setValue(int(o.seed));
    mNewTokens->setValue(o.maxNewTokens);
}

QString GenerateView::statusText() const
{
    switch (mDocument->state()) {
    case GenerationDocument::State::NoModel:
        return QString();
    case GenerationDocument::State::NoPrompt:
        return tr("Type a prompt: the words the model continues.");
    case GenerationDocument::State::UnknownWord:
        return tr("\u201C%1\u201D is not a word this model knows. It knows: %2")
            .arg(mDocument->unknownWord(), allWords().join(QLatin1Char(' ')));
    case GenerationDocument::State::NotStarted:
        return messageText(session()->problem().problem());
    case GenerationDocument::State::ContextFull:
        return tr("The context is full: the model reads at most %1 tokens.").arg(mDocument->sizes().positions);
    case GenerationDocument::State::Ready:
        break;
    }
    return tr("Step or play: the model writes one token at a time.");
}

QString GenerateView::wordOf(int id) const
{
    return mDocument->tokenText(id);
}

QStringList GenerateView::allWords() const
{
    QStringList words;
    for (const std::string &word : modelFile().vocabulary)
        words.append(QString::fromStdString(word));
    return words;
}

QStringList GenerateView::wordsOf(const std::vector<int> &ids) const
{
    QStringList words;
    for (int id : ids)
        words.append(wordOf(id));
    return words;
}

QPicture GenerateView::renderPicture(QSize size)
{
    // The written text on top, then the four charts two by two, as the tab lays them out.
    const int margin = 8;
    QTextDocument text;
    text.setDefaultFont(mText->font());
    text.setHtml(mText->text());
    text.setTextWidth(size.width() - 2 * margin);
    const int top = int(text.size().height()) + margin;
    const int cellWidth = size.width() / 2, cellHeight = std::max(1, (size.height() - top) / 2);
    QPicture picture;
    QPainter painter(&picture);
    painter.fillRect(QRect(QPoint(0, 0), size), Qt::white);
    painter.translate(margin, margin / 2);
    text.drawContents(&painter);
    painter.resetTransform();
    if (mTrainingCurves->isVisibleTo(this)) {
        painter.drawPicture(0, top, mTrainingCurves->renderPicture(size.width(), cellHeight));
    } else {
        painter.drawPicture(0, top, mCharts->renderPicture(size.width(), cellHeight));
    }
    if (mAllHeads->isChecked()) { // the grid, as shown: layers down, heads across
        const int heads = mShownHeads, layers = mShownLayers;
        const int w = size.width() / heads, h = cellHeight / layers;
        for (int l = 0; l < layers; ++l)
            for (int k = 0; k < heads; ++k)
                painter.drawPicture(k * w, top + cellHeight + l * h, mHeadMaps[std::size_t(l * heads + k)]->renderPicture(w, h));
    } else {
        painter.drawPicture(0, top + cellHeight, mAttention->renderPicture(cellWidth, cellHeight));
        painter.drawPicture(cellWidth, top + cellHeight, mKeys->renderPicture(cellWidth, cellHeight));
    }
    painter.end();
    return picture;
}

QImage GenerateView::renderImage(QSize size)
{
    QImage image(size, QImage::Format_RGB32);
    image.fill(Qt::white);
    QPainter painter(&image);
    painter.drawPicture(0, 0, renderPicture(size));
    return image;
}

Outcome<void> GenerateView::exportTo(const QString &path, QSize size, double scale)
{
    const generation::GenerationSession *s = session();
    if (!s || !s->problem())
        return Message("generate.nothing", ATTENTION_MESSAGE("There is nothing to export: the prompt has no words the model knows."));
    const QString format = formatOfPath(path);
    if (isMatrixFormat(format)) {
        const QStringList words = wordsOf(s->tokens());
        if (mAllHeads->isChecked()) { // every head, layer by layer: NPY [layers * heads][n][n]
            LabelledMatrices all{QStringLiteral("attention_all_heads"), {}, words, words};
            for (int l = 0; l < s->shape().layers; ++l)
                for (int h = 0; h < s->shape().heads; ++h)
                    all.layers.push_back(s->attention(l, h));
            return writeMatrices(all, path, format);
        }
        ShownMap shown = shownMap();
        return writeMatrices({shown.name, {std::move(shown.values)}, words, words}, path, format);
    }
    if (!isPictureFormat(format))
        return unknownFormat(path, format);
    const QSize drawn = size.isEmpty() ? this->size() : size;
    const QPicture picture = renderPicture(drawn);
    return writePictureFile(path, format, drawn, scale, picture);
}

void GenerateView::showSession()
{
    const generation::GenerationSession *session = mDocument->session();
    const bool ready = session && session->problem();
    if (mPrompt->text() != mDocument->prompt())
        mPrompt->setText(mDocument->prompt());
    const bool sampling = mDocument->options().strategy == generation::Strategy::Sample;
    for (QWidget *control : std::initializer_list<QWidget *>{mTemperature, mTopK, mTopP, mSeed})
        control->setEnabled(sampling);
    mStatus->setText(statusText());
    // While a model trains here, its curves stand where the distributions will once it writes.
    const bool curves = mDocument->showsTraining() && (!ready || session->steps().empty());
    mTrainingCurves->setVisible(curves);
    mCharts->setVisible(!curves);
    mStepButton->setEnabled(ready && session->canStep());
    mPlayButton->setEnabled(ready && session->canStep());
    if (!ready) {
        mText->clear();
        mCharts->showNothing(tr("The next token's distribution"));
        // Empty maps, without the labels and the marked row of the text before (the cache's 32
        // dimensions piled on each other).
        for (HeatmapView *map : mHeadMaps)
            map->setMatrix(Matrix());
        for (HeatmapView *map : {mAttention, mKeys}) {
            map->setRowLabels({});
            map->setColumnLabels({});
            map->setMatrix(Matrix());
            map->setHighlightedRow(-1);
        }
        mKeys->setTitle(tr("KV cache: %1 keys, layer %2").arg(0).arg(mLayer->value()));
        mCacheText->clear();
        return;
    }
    const generation::GenerationSession &s = *session;
    const generation::DecoderSizes &shape = s.shape();
    const QStringList words = wordsOf(s.tokens());
    // A small model's words with spaces between them; a real model's text as its tokens write it
    // (their own spaces kept), the written tokens marked.
    const models::LoadedModel *real = mDocument->realModel();
    QStringList shown;
    for (int i = 0; i < words.size(); ++i) {
        const int id = s.tokens()[std::size_t(i)];
        const QString word = (real ? QString::fromStdString(real->tokenizer->decode({id})) : words[i]).toHtmlEscaped();
        if (i < s.promptLength())
            shown.append(word);
        else if (i + 1 == words.size()) // the newest: a small model's word padded, a real token as it is
            shown.append(QStringLiteral("<span style=\"background:#E6550D; color:white\">%1</span>")
                             .arg(real ? word : QStringLiteral("&nbsp;%1&nbsp;").arg(word)));
        else
            shown.append(QStringLiteral("<b style=\"color:#A63603\">%1</b>").arg(word));
    }
    mText->setText(real ? QStringLiteral("<p style=\"white-space:pre-wrap\">%1</p>").arg(shown.join(QString()))
                        : shown.join(QLatin1Char(' ')));

    // Before the first step, and so after every change of strategy, temperature, top-k or top-p
    // (each restarts from the prompt): what the next step picks from, so that a control moved
    // shows its effect at once. After a step: what that step picked from, and its pick.
    const bool coming = s.steps().empty();
    const generation::SessionStep next = coming && s.canStep() ? s.upcoming() : generation::SessionStep{};
    const generation::SessionStep &last = coming ? next : s.steps().back();
    if (last.modelDistribution.empty())
        mCharts->showNothing(tr("The prompt fills the model's context: nothing more can be written"));
    else
        mCharts->showChoice({last, coming, mDocument->options().strategy == generation::Strategy::Greedy,
                             mDocument->options().sampling.topP, [this](int id) { return wordOf(id); }, words});

    // The row marked is the query that chose the word the charts show: the last word's for the
    // step to come, the one before for the step that wrote the last (students read the new
    // word's row as the one that wrote it).
    const int chooser = int(words.size()) - (coming ? 1 : 2);
    const int layer = mLayer->value() - 1;
    Mask future = Mask::Constant(Eigen::Index(words.size()), Eigen::Index(words.size()), false);
    for (Eigen::Index i = 0; i < future.rows(); ++i)
        for (Eigen::Index j = i + 1; j < future.cols(); ++j)
            future(i, j) = true;
    mAttention->setRowLabels(words);
    mAttention->setColumnLabels(words);
    const ShownMap map = shownMap();
    mAttention->setTitle(map.title);
    mAttention->setMatrix(map.values, future);
    mAttention->setHighlightedRow(chooser);
    if (mAllHeads->isChecked())
        for (int l = 0; l < shape.layers; ++l)
            for (int h = 0; h < shape.heads; ++h) {
                HeatmapView *map = mHeadMaps[std::size_t(l * shape.heads + h)];
                map->setRowLabels(words);
                map->setColumnLabels(words);
                map->setMatrix(s.attention(l, h), future);
                map->setHighlightedRow(chooser);
            }

    const int length = s.cacheLength();
    const bool values = mCacheShows->currentIndex() == 1;
    mKeys->setTitle(values ? tr("KV cache: %1 values, layer %2").arg(length).arg(layer + 1)
                           : tr("KV cache: %1 keys, layer %2").arg(length).arg(layer + 1));
    mKeys->setAxisTitles(tr("cached position"), values ? tr("value dimension") : tr("key dimension"));
    mKeys->setRowLabels(words);
    QStringList dimensions;
    for (int k = 0; k < shape.cacheWidth; ++k)
        dimensions.append(QString::number(k));
    mKeys->setColumnLabels(dimensions);
    mKeys->setMatrix(values ? s.cachedValues(layer) : s.cachedKeys(layer));
    mKeys->setHighlightedRow(length - 1);
    mCacheText->setText(tr("Multiply-adds so far: %1 with the cache, %2 recomputing every step (%3\u00D7).")
                            .arg(readableCount(s.workWithCache()), readableCount(s.workRecomputing()),
                                 QLocale().toString(s.workRecomputing() / std::max(1.0, s.workWithCache()), 'f', 1)));
}

} // namespace attention
