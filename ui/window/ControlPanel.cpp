#include "ui/window/ControlPanel.h"
#include "ui/formats/MessageText.h"

#include "core/models/ModelLesson.h"
#include "core/training/TrainedModel.h"
#include "ui/document/LessonDocument.h"
#include "ui/views/ResultPresentation.h"
#include "ui/widgets/ElidingComboBox.h"
#include "ui/widgets/LongTextShaping.h"
#include "ui/widgets/TokenListLabel.h"
#include "ui/widgets/WheelScrollsPast.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QDoubleValidator>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <QValidator>

#include <cmath>

namespace attention {

namespace {

constexpr int kShortestChoice = 12; // characters a choice box has room for, at least

TokenListLabel *tokenLabel(QWidget *parent, const QString &name)
{
    auto *label = new TokenListLabel(parent);
    label->setObjectName(name);
    label->setToolTip(ControlPanel::tr("The tokens the sentence was split into, each with its id in the lesson's vocabulary "
                                       "(right-click to copy them all)."));
    QPalette grey = label->palette(); // not a style sheet: it would stop the font following the window's text size
    grey.setColor(QPalette::WindowText, QColor(0x4a, 0x4a, 0x4a));
    label->setPalette(grey);
    return label;
}

QSpinBox *spinBox(QWidget *parent, const QString &name, int minimum, int maximum, const QString &tip)
{
    auto *spin = new QSpinBox(parent);
    spin->setObjectName(name);
    spin->setRange(minimum, maximum);
    spin->setToolTip(tip);
    spin->setKeyboardTracking(true);
    spin->setAccelerated(true);
    return spin;
}

/** The label shows the result's tokens of one sentence, with their ids. */
void showTokensOf(TokenListLabel &label, const LessonDocument &document, bool source)
{
    const auto result = document.result();
    if (!result) {
        label.setTokens(QString(), 0, {});
        return;
    }
    const auto &tokens = source ? result->sourceTokens : result->targetTokens;
    const int count = static_cast<int>(tokens.size());
    const QString prefix = !source && training::trainedModelOf(document.lesson())
                               ? ControlPanel::tr("The trained model writes %n token(s): ", nullptr, count)
                               : ControlPanel::tr("%n token(s): ", nullptr, count);
    label.setTokens(prefix, count, [result, &tokens](int i) { return tokenWithId(tokens[static_cast<std::size_t>(i)]); });
}

} // namespace

ControlPanel::ControlPanel(LessonDocument *document, QWidget *parent) : QWidget(parent), mDocument(document)
{
    auto *layout = new QVBoxLayout(this);
    // The group boxes have margins of their own; the panel's sides gave the rows 10 px less of
    // the third of a screen they may take (at 20 pt on 1024 px, the rows needed 2 px more).
    QMargins margins = layout->contentsMargins();
    margins.setLeft(margins.left() / 2);
    margins.setRight(margins.right() / 2);
    layout->setContentsMargins(margins);
    buildTrainedModelBox();
    buildModelBox();
    buildSentenceFields();
    buildStartingPoints();
    buildSettings();
    letTheWheelScrollPast(this);
    layout->addStretch(1);
    connect(mDocument, &LessonDocument::stateChanged, this, &ControlPanel::refresh);
    connect(mDocument, &LessonDocument::resultChanged, this, &ControlPanel::showTokens);
    refresh();
    showTokens();
}

int ControlPanel::sliderFromTemperature(double temperature)
{
    return static_cast<int>(std::lround(std::log10(std::clamp(temperature, 1e-3, 1e3)) * 100.0));
}

double ControlPanel::temperatureFromSlider(int position)
{
    return std::pow(10.0, position / 100.0);
}

QString ControlPanel::temperatureText(double temperature)
{
    if (!(temperature > 0) || !std::isfinite(temperature))
        return QString::number(temperature);
    const int decimals = std::max(0, 2 - static_cast<int>(std::floor(std::log10(temperature))));
    QString text = QString::number(temperature, 'f', decimals);
    if (text.contains(QLatin1Char('.'))) {
        while (text.endsWith(QLatin1Char('0')))
            text.chop(1);
        if (text.endsWith(QLatin1Char('.')))
            text.chop(1);
    }
    return text;
}

void ControlPanel::setStacked(bool stacked)
{
    mSettingsForm->setRowWrapPolicy(stacked ? QFormLayout::WrapAllRows : QFormLayout::WrapLongRows);
    mStartingPointsRow->setDirection(stacked ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight);
    forgetTheCachedNeed();
}

void ControlPanel::forgetTheCachedNeed()
{
    // So that minimumSizeHint() tells the new need at once, not the one its layouts cached.
    mSettingsForm->parentWidget()->updateGeometry();
    mStartingPointsRow->parentWidget()->updateGeometry();
    if (layout()) // not yet while the panel is built
        layout()->invalidate();
}

namespace {

int textWidthWithMnemonic(const QLabel *label)
{
    // The underlined letter is laid out apart, without kerning against its neighbours: "Te" of
    // "T&emperature" came out wider than QLabel measured it, and the label cut its last letter
    // at F5 on 1920 x 1080 (171 px given, a few more drawn).
    const QString text = label->text();
    const QFontMetrics metrics = label->fontMetrics();
    const qsizetype mnemonic = text.indexOf(QLatin1Char('&'));
    if (mnemonic < 0 || mnemonic + 1 >= text.size() || text.at(mnemonic + 1) == QLatin1Char('&'))
        return metrics.horizontalAdvance(text);
    return metrics.horizontalAdvance(text.left(mnemonic)) + metrics.horizontalAdvance(text.mid(mnemonic + 1, 1))
           + metrics.horizontalAdvance(text.mid(mnemonic + 2));
}

} // namespace

void ControlPanel::fitToTheFont()
{
    const QFontMetrics metrics = mTemperatureValue->fontMetrics();
    mTemperatureValue->setMaximumWidth(metrics.horizontalAdvance(QStringLiteral("0.0001")) + metrics.averageCharWidth() * 3);
    for (int row = 0; row < mSettingsForm->rowCount(); ++row)
        if (QLayoutItem *item = mSettingsForm->itemAt(row, QFormLayout::LabelRole))
            if (auto *label = qobject_cast<QLabel *>(item->widget())) {
                label->setContentsMargins(0, 0, mLabelGap, 0);
                label->setMinimumWidth(textWidthWithMnemonic(label) + label->margin() * 2 + 1 + mLabelGap);
                // QLabel's cached size hint is at least the minimum width it had when it was
                // made, and a new minimum does not clear it: back from 20 pt, "Mode" (39 px)
                // kept the 80 px of its large text and five rows went above their fields.
                // Setting the indent again makes the label measure itself anew.
                label->setIndent(label->indent());
            }
}

void ControlPanel::changeEvent(QEvent *event)
{
    // The children have their new font by now: a width set at the first font squeezed the typed
    // temperature to 60 px of the 105 its text needs at F5 on a 3840 x 2160 screen.
    if (event->type() == QEvent::FontChange)
        fitToTheFont();
    QWidget::changeEvent(event);
}

void ControlPanel::setWholeChoices(WholeChoices whole)
{
    // The mode and score come first: what a class switches most.
    for (QComboBox *combo : {mMode, mScore, mProjections, mEmbeddings, mColorMap}) {
        const bool main = combo == mMode || combo == mScore;
        const bool asksForAll = whole == WholeChoices::Every || (whole == WholeChoices::MainOnly && main);
        combo->setSizeAdjustPolicy(asksForAll ? QComboBox::AdjustToContents : QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(asksForAll ? 0 : kShortestChoice);
    }
    forgetTheCachedNeed();
}

void ControlPanel::buildModelBox()
{
    mModelBox = new QGroupBox(tr("Model"), this);
    mModelBox->setObjectName(QStringLiteral("modelBox"));
    auto *box = new QVBoxLayout(mModelBox);
    mModelText = new QLabel(mModelBox);
    mModelText->setObjectName(QStringLiteral("modelText"));
    mModelText->setWordWrap(true);
    auto *leave = new QPushButton(tr("Back to the lesson's own attention"), mModelBox);
    leave->setObjectName(QStringLiteral("leaveModelInPanel"));
    leave->setToolTip(tr("The lesson leaves the model and uses its own settings again (Undo brings the model back)."));
    box->addWidget(mModelText);
    box->addWidget(leave);
    layout()->addWidget(mModelBox);
    connect(leave, &QPushButton::clicked, this, [this] {
        LessonState state = mDocument->state();
        state.lesson.model.reset();
        state.title.clear();
        mDocument->setState(state, tr("Leave the model"));
    });
}

void ControlPanel::buildTrainedModelBox()
{
    mTrainedBox = new QGroupBox(tr("Trained model"), this);
    mTrainedBox->setObjectName(QStringLiteral("trainedModelBox"));
    auto *box = new QVBoxLayout(mTrainedBox);
    mTrainedText = new QLabel(mTrainedBox);
    mTrainedText->setObjectName(QStringLiteral("trainedModelText"));
    mTrainedText->setWordWrap(true);
    auto *forget = new QPushButton(tr("Back to untrained attention"), mTrainedBox);
    forget->setObjectName(QStringLiteral("forgetTrainedModel"));
    forget->setToolTip(tr("The lesson drops the trained weights and uses its own settings again (Undo brings them back)."));
    box->addWidget(mTrainedText);
    box->addWidget(forget);
    layout()->addWidget(mTrainedBox);
    connect(forget, &QPushButton::clicked, this, [this] {
        LessonState state = mDocument->state();
        state.lesson.model.reset();
        state.title.clear();
        if (const auto result = mDocument->result()) { // what the model wrote becomes the target to explore
            std::string written;
            for (const Token &token : result->targetTokens)
                written += (written.empty() ? "" : " ") + token.text;
            state.lesson.target = written;
        }
        mDocument->setState(state, tr("Back to untrained attention"));
    });
}

namespace {

/** Cuts runs of combining marks as they are typed or pasted, before the field lays them out
 *  (laying out 20,000 accents on one letter took half a second, each time it was drawn). */
class SentenceValidator : public QValidator
{
public:
    using QValidator::QValidator;
    State validate(QString &input, int &position) const override
    {
        bool shortened = false;
        const std::string kept = lessonSentence(input, &shortened);
        if (shortened) {
            const QString before = input.left(position);
            input = QString::fromStdString(kept);
            position =
                std::min<int>(static_cast<int>(QString::fromStdString(lessonSentence(before)).size()), static_cast<int>(input.size()));
        }
        return Acceptable;
    }
};

} // namespace

void ControlPanel::buildSentenceFields()
{
    auto *box = new QGroupBox(tr("Sentences"), this);
    auto *form = new QVBoxLayout(box);
    mSource = new QLineEdit(box);
    mSource->setObjectName(QStringLiteral("sourceEdit"));
    mSource->setPlaceholderText(tr("Source sentence (the keys in cross attention)"));
    mSource->setToolTip(tr("The sentence being translated: in cross attention its words are the keys and values."));
    mSource->setClearButtonEnabled(true);
    mSourceTokens = tokenLabel(box, QStringLiteral("sourceTokens"));
    mTarget = new QLineEdit(box);
    mTarget->setObjectName(QStringLiteral("targetEdit"));
    mTarget->setToolTip(tr("The translation: in cross attention each of its words asks which source words matter."));
    mTarget->setClearButtonEnabled(true);
    mTargetTokens = tokenLabel(box, QStringLiteral("targetTokens"));
    auto *sourceLabel = new QLabel(tr("&Source"), box);
    sourceLabel->setBuddy(mSource);
    auto *targetLabel = new QLabel(tr("&Target"), box);
    targetLabel->setBuddy(mTarget);
    for (QLineEdit *field : {mSource, mTarget}) {
        field->setValidator(new SentenceValidator(field));
        shapeOnlyWhereItShows(field);
    }
    for (QWidget *w : std::initializer_list<QWidget *>{sourceLabel, mSource, mSourceTokens, targetLabel, mTarget, mTargetTokens})
        form->addWidget(w);
    layout()->addWidget(box);
    connect(mSource, &QLineEdit::textEdited, mDocument, &LessonDocument::setSource);
    connect(mTarget, &QLineEdit::textEdited, mDocument, &LessonDocument::setTarget);
}

/** Three starting points one click apart, so the class sees what makes attention meaningful:
 *  shared meanings (the lexicon), nothing at all (random weights), or learning (a trained model). */
void ControlPanel::buildStartingPoints()
{
    auto *box = new QGroupBox(tr("Start from"), this);
    box->setObjectName(QStringLiteral("startingPoints"));
    auto *row = mStartingPointsRow = new QHBoxLayout(box);
    auto *lexicon = new QPushButton(tr("Lexicon"), box);
    lexicon->setObjectName(QStringLiteral("startLexicon"));
    lexicon->setToolTip(tr("Meaningful alignment without training: a word and its translations share an embedding and "
                           "the projections are the identity, so each word attends to its translation."));
    auto *untrained = new QPushButton(tr("Untrained"), box);
    untrained->setObjectName(QStringLiteral("startUntrained"));
    untrained->setToolTip(tr("What a network knows before training: random embeddings and random projections give "
                             "a pattern that means nothing."));
    auto *trained = new QPushButton(tr("Trained"), box);
    trained->setObjectName(QStringLiteral("startTrained"));
    trained->setToolTip(tr("Trains a small model on phrase translation in the Train tab (a few seconds, in view), "
                           "then the lesson uses what it learned."));
    for (QPushButton *button : {lexicon, untrained, trained}) {
        button->setSizePolicy(QSizePolicy::Minimum, QSizePolicy::Fixed);
        row->addWidget(button);
    }
    layout()->addWidget(box);
    const auto startFrom = [this](EmbeddingKind embeddings, ProjectionKind projections, const QString &name) {
        if (mDocument->lesson().model) { // leave the trained or real model first; Undo brings it back
            LessonState state = mDocument->state();
            state.lesson.model.reset();
            state.title.clear();
            mDocument->setState(state, name);
        }
        editConfig(name, [=](AttentionConfig &c) {
            c.embeddings = embeddings;
            c.projections = projections;
        });
    };
    connect(lexicon, &QPushButton::clicked, this,
            [=] { startFrom(EmbeddingKind::Lexicon, ProjectionKind::Identity, tr("Start from the lexicon")); });
    connect(untrained, &QPushButton::clicked, this,
            [=] { startFrom(EmbeddingKind::Random, ProjectionKind::Random, tr("Start from an untrained network")); });
    connect(trained, &QPushButton::clicked, this, &ControlPanel::trainedModelWanted);
}

void ControlPanel::buildSettings()
{
    auto *box = new QGroupBox(tr("Attention"), this);
    auto *form = mSettingsForm = new QFormLayout(box);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    // The gap between a label and its field is the label's own right margin (fitToTheFont()):
    // QFormLayout keeps a long row side by side while label + field fit, the gap not counted,
    // and then squeezes the field by up to the gap (the colour map's box got 180 of its 181 px
    // in a 302 px panel at 1920 x 1080). Counted in the label, the row goes onto two lines.
    mLabelGap = form->horizontalSpacing();
    form->setHorizontalSpacing(0);

    mMode = new ElidingComboBox(box);
    mMode->setObjectName(QStringLiteral("modeCombo"));
    for (AttentionMode mode : {AttentionMode::Cross, AttentionMode::SelfSource, AttentionMode::SelfTarget})
        mMode->addItem(translatedName(attentionModeName(mode)), static_cast<int>(mode));
    mMode->setToolTip(tr("Cross: target words look at source words; self: a sentence looks at its own words."));

    mScore = new ElidingComboBox(box);
    mScore->setObjectName(QStringLiteral("scoreCombo"));
    for (ScoreFunction score :
         {ScoreFunction::Dot, ScoreFunction::ScaledDot, ScoreFunction::General, ScoreFunction::Additive, ScoreFunction::MultiHead})
        mScore->addItem(translatedName(scoreFunctionName(score)), static_cast<int>(score));
    mScore->setToolTip(tr("How a query and a key are turned into a score before the softmax."));

    mDModel = spinBox(box, QStringLiteral("dModelSpin"), 1, limits::kMaxDModel,
                      tr("The length of every embedding, query, key and value vector."));
    mHeads = spinBox(box, QStringLiteral("headsSpin"), 1, limits::kMaxHeads,
                     tr("Multi-head only: how many smaller attentions run side by side (must divide d_model)."));
    mAdditiveSize = spinBox(box, QStringLiteral("additiveSpin"), 1, limits::kMaxAdditiveSize,
                            tr("Additive only: the width of the small tanh layer that scores each pair."));

    mTemperature = new QSlider(Qt::Horizontal, box);
    mTemperature->setObjectName(QStringLiteral("temperatureSlider"));
    mTemperature->setRange(-300, 300);
    mTemperature->setPageStep(25);
    mTemperature->setToolTip(tr("Scores are divided by the temperature: low makes attention sharp, high makes it even."));
    // Typed too: the slider's steps are 10^(1/100) apart, and a lesson may want exactly 0.5.
    mTemperatureValue = new QLineEdit(box);
    mTemperatureValue->setObjectName(QStringLiteral("temperatureValue"));
    mTemperatureValue->setToolTip(tr("Type a temperature from 0.001 to 1000 and press Enter."));
    auto *typed = new QDoubleValidator(1e-3, 1e3, 6, mTemperatureValue);
    typed->setNotation(QDoubleValidator::StandardNotation);
    mTemperatureValue->setValidator(typed);
    auto *temperatureRow = new QHBoxLayout;
    mTemperatureRow = temperatureRow;
    temperatureRow->addWidget(mTemperature, 1);
    temperatureRow->addWidget(mTemperatureValue);

    mSeed = spinBox(box, QStringLiteral("seedSpin"), 0, 2147483647,
                    tr("The random seed for embeddings and weights: the same seed always gives the same numbers."));
    mProjections = new ElidingComboBox(box);
    mProjections->setObjectName(QStringLiteral("projectionCombo"));
    mProjections->addItem(tr("Random (seeded)"), static_cast<int>(ProjectionKind::Random));
    mProjections->addItem(tr("Identity (Q = K = V = X)"), static_cast<int>(ProjectionKind::Identity));
    mProjections->setToolTip(tr("The matrices W_q, W_k, W_v that turn embeddings into queries, keys and values."));
    mEmbeddings = new ElidingComboBox(box);
    mEmbeddings->setObjectName(QStringLiteral("embeddingsCombo"));
    mEmbeddings->addItem(tr("Random (one vector per word)"), static_cast<int>(EmbeddingKind::Random));
    mEmbeddings->addItem(tr("Lexicon (translations share a vector)"), static_cast<int>(EmbeddingKind::Lexicon));
    mEmbeddings->setToolTip(tr("Random embeddings know nothing; lexicon embeddings give a word and its translations one "
                               "vector, so attention can align them without training."));
    mNoise = new QDoubleSpinBox(box);
    mNoise->setObjectName(QStringLiteral("noiseSpin"));
    mNoise->setRange(0, 10);
    mNoise->setSingleStep(0.1);
    mNoise->setToolTip(tr("Lexicon only: how far each word strays from the meaning it shares with its translations."));
    mPositional = new QCheckBox(tr("Positional encoding"), box);
    mPositional->setObjectName(QStringLiteral("positionalCheck"));
    mPositional->setToolTip(tr("Adds sine and cosine waves to each embedding so that word order can matter."));
    mCausal = new QCheckBox(tr("Causal mask"), box); // short: a check box cannot wrap, and the dock is narrow at 20 pt
    mCausal->setObjectName(QStringLiteral("causalCheck"));
    mCausal->setToolTip(tr("No peeking ahead: query i may only look at keys 0 to i, as a decoder that writes left to right."));
    mPadding = spinBox(box, QStringLiteral("paddingSpin"), 0, limits::kMaxTokens,
                       tr("Pads the keys with <pad> tokens up to this length; the padding mask hides them (0: none)."));
    mPadding->setSpecialValueText(tr("no padding"));
    mColorMap = new ElidingComboBox(box);
    mColorMap->setObjectName(QStringLiteral("colorMapCombo"));
    for (ColorMapId id : sequentialColorMaps())
        mColorMap->addItem(colorMapName(id), colorMapKey(id));
    mColorMap->setToolTip(tr("The colours of the weights: darker means more attention."));

    setWholeChoices(WholeChoices::Every);
    form->addRow(tr("&Mode"), mMode);
    form->addRow(tr("S&core"), mScore);
    form->addRow(tr("&d_model"), mDModel);
    form->addRow(tr("&Heads"), mHeads);
    form->addRow(tr("&Additive size"), mAdditiveSize);
    auto *temperatureLabel = new QLabel(tr("T&emperature"), box);
    temperatureLabel->setBuddy(mTemperature);
    form->addRow(temperatureLabel, temperatureRow);
    form->addRow(tr("See&d"), mSeed);
    form->addRow(tr("&Projections"), mProjections);
    form->addRow(tr("E&mbeddings"), mEmbeddings);
    form->addRow(tr("Lexicon &noise"), mNoise);
    form->addRow(mPositional);
    form->addRow(mCausal);
    form->addRow(tr("Pad &keys to"), mPadding);
    form->addRow(tr("C&olours"), mColorMap);
    fitToTheFont();
    layout()->addWidget(box);

    connect(mMode, qOverload<int>(&QComboBox::activated), this, [this] {
        editConfig(tr("Change mode"), [this](AttentionConfig &c) { c.mode = static_cast<AttentionMode>(mMode->currentData().toInt()); });
    });
    connect(mScore, qOverload<int>(&QComboBox::activated), this, [this] {
        editConfig(tr("Change score function"),
                   [this](AttentionConfig &c) { c.score = static_cast<ScoreFunction>(mScore->currentData().toInt()); });
    });
    connect(mDModel, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int v) { editConfig(tr("Set d_model"), [v](AttentionConfig &c) { c.dModel = v; }); });
    connect(mHeads, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int v) { editConfig(tr("Set heads"), [v](AttentionConfig &c) { c.heads = v; }); });
    connect(mAdditiveSize, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int v) { editConfig(tr("Set additive size"), [v](AttentionConfig &c) { c.additiveSize = v; }); });
    connect(mTemperatureValue, &QLineEdit::editingFinished, this, [this] {
        bool ok = false;
        double typed = QLocale().toDouble(mTemperatureValue->text(), &ok);
        if (!ok)
            typed = QLocale::c().toDouble(mTemperatureValue->text(), &ok);
        if (!ok || !(typed >= 1e-3 && typed <= 1e3) || typed == mDocument->config().temperature) {
            mTemperatureValue->setText(temperatureText(mDocument->config().temperature)); // back to what is in force
            return;
        }
        editConfig(tr("Set temperature"), [typed](AttentionConfig &c) { c.temperature = typed; });
    });
    connect(mTemperature, &QSlider::valueChanged, this, [this](int v) {
        if (v == sliderFromTemperature(mDocument->config().temperature))
            return; // the slider shows the temperature in force (a typed one may lie between its steps)
        editConfig(tr("Set temperature"), [v](AttentionConfig &c) { c.temperature = temperatureFromSlider(v); });
    });
    connect(mSeed, qOverload<int>(&QSpinBox::valueChanged), this, [this](int v) {
        const auto shown = std::min<std::uint64_t>(mDocument->config().seed, std::uint64_t(mSeed->maximum()));
        if (std::uint64_t(v) == shown)
            return; // the seed in force, as the field can hold it (a lesson file's may be larger)
        editConfig(tr("Set seed"), [v](AttentionConfig &c) { c.seed = static_cast<std::uint64_t>(v); });
    });
    connect(mProjections, qOverload<int>(&QComboBox::activated), this, [this] {
        editConfig(tr("Change projections"),
                   [this](AttentionConfig &c) { c.projections = static_cast<ProjectionKind>(mProjections->currentData().toInt()); });
    });
    connect(mEmbeddings, qOverload<int>(&QComboBox::activated), this, [this] {
        editConfig(tr("Change embeddings"),
                   [this](AttentionConfig &c) { c.embeddings = static_cast<EmbeddingKind>(mEmbeddings->currentData().toInt()); });
    });
    connect(mNoise, qOverload<double>(&QDoubleSpinBox::valueChanged), this, [this](double v) {
        if (std::abs(v - mDocument->config().lexiconNoise) < 0.5 * std::pow(10.0, -mNoise->decimals()))
            return; // the noise in force, as the field rounds it
        editConfig(tr("Set lexicon noise"), [v](AttentionConfig &c) { c.lexiconNoise = v; });
    });
    connect(mPositional, &QCheckBox::toggled, this,
            [this](bool on) { editConfig(tr("Toggle positional encoding"), [on](AttentionConfig &c) { c.positionalEncoding = on; }); });
    connect(mCausal, &QCheckBox::toggled, this,
            [this](bool on) { editConfig(tr("Toggle causal mask"), [on](AttentionConfig &c) { c.causalMask = on; }); });
    connect(mPadding, qOverload<int>(&QSpinBox::valueChanged), this,
            [this](int v) { editConfig(tr("Set padding"), [v](AttentionConfig &c) { c.padKeysTo = v; }); });
    connect(mColorMap, qOverload<int>(&QComboBox::activated), this,
            [this] { mDocument->setColorMap(colorMapFromKey(mColorMap->currentData().toString()).value_or(ColorMapId::Blues)); });
}

void ControlPanel::editConfig(const QString &settingName, const std::function<void(AttentionConfig &)> &change)
{
    if (mDocument->lesson().model) // the fields show the model's values, which no edit changes
        return;
    AttentionConfig config = mDocument->config();
    change(config);
    mDocument->setConfig(config, settingName);
}

void ControlPanel::refresh()
{
    const LessonState &state = mDocument->state();
    const AttentionConfig &c = state.lesson.config;
    const QString source = QString::fromStdString(state.lesson.source);
    const QString target = QString::fromStdString(state.lesson.target);
    // No signal blockers: the choices answer the user only (activated), and every other field,
    // shown the document's value, edits nothing (an edit to the value in force is no edit).
    for (auto [field, text] : {std::pair{mSource, source}, std::pair{mTarget, target}}) {
        if (field->text() != text) { // a lesson opened or undone: show its first words, not its last
            field->setText(text);
            field->setCursorPosition(0);
        }
    }
    mMode->setCurrentIndex(mMode->findData(static_cast<int>(c.mode)));
    mScore->setCurrentIndex(mScore->findData(static_cast<int>(c.score)));
    mDModel->setValue(c.dModel);
    mHeads->setValue(c.heads);
    mAdditiveSize->setValue(c.additiveSize);
    mTemperature->setValue(sliderFromTemperature(c.temperature));
    mTemperatureValue->setText(temperatureText(c.temperature));
    mSeed->setValue(static_cast<int>(std::min<std::uint64_t>(c.seed, std::uint64_t(mSeed->maximum()))));
    mProjections->setCurrentIndex(mProjections->findData(static_cast<int>(c.projections)));
    mEmbeddings->setCurrentIndex(mEmbeddings->findData(static_cast<int>(c.embeddings)));
    mNoise->setValue(c.lexiconNoise);
    mPositional->setChecked(c.positionalEncoding);
    mCausal->setChecked(c.causalMask);
    mPadding->setValue(c.padKeysTo);
    mColorMap->setCurrentIndex(mColorMap->findData(colorMapKey(state.colorMap)));

    // A trained model brings its own sizes and weights and writes the target itself.
    const auto &trained = training::trainedModelOf(state.lesson);
    const auto real = models::modelLessonOf(state.lesson);
    const bool own = trained == nullptr && real == nullptr;
    mTarget->setEnabled(own || (real && real->model().translator));
    // The lesson's own settings stay as they were for "Back to untrained attention": out of sight
    // under a trained model; under a real model, its own values shown and not to be changed.
    for (QWidget *setting : std::initializer_list<QWidget *>{mMode, mScore, mDModel, mHeads, mAdditiveSize, mSeed, mProjections,
                                                             mEmbeddings, mNoise, mPositional, mCausal, mPadding}) {
        mSettingsForm->setRowVisible(setting, trained == nullptr);
        setting->setEnabled(own);
    }
    mSettingsForm->setRowVisible(mTemperatureRow, trained == nullptr);
    mTemperature->setEnabled(own);
    mTemperatureValue->setEnabled(own);
    mNoise->setEnabled(own && c.embeddings == EmbeddingKind::Lexicon);
    mHeads->setEnabled(own && c.score == ScoreFunction::MultiHead);
    mAdditiveSize->setEnabled(own && c.score == ScoreFunction::Additive);
    mTrainedBox->setVisible(trained != nullptr);
    mModelBox->setVisible(real != nullptr);
    if (real) { // the model's own sizes, where the lesson's would be
        const models::ModelConfig &m = real->model().config;
        const bool translator = bool(real->model().translator);
        const auto side = real->side();
        mMode->setCurrentIndex(mMode->findData(int(!translator || side == models::AttentionSide::Encoder ? AttentionMode::SelfSource
                                                   : side == models::AttentionSide::Decoder              ? AttentionMode::SelfTarget
                                                                                                         : AttentionMode::Cross)));
        mScore->setCurrentIndex(mScore->findData(int(ScoreFunction::MultiHead)));
        mDModel->setValue(m.hiddenSize);
        mHeads->setValue(translator && side != models::AttentionSide::Encoder ? m.decoderHeads : m.heads);
        mCausal->setChecked(real->model().language || (translator && side == models::AttentionSide::Decoder));
        mModelText->setText(tr("The lesson uses the model %1 (%2). Type: every keystroke runs it, and every tab shows the "
                               "attention of the layer chosen above the map.%3")
                                .arg(QString::fromStdString(real->model().name), QLatin1String(models::familyName(m.family)),
                                     translator ? tr(" Leave the target empty to see the model's own translation.") : QString()));
    }
    mTarget->setPlaceholderText(own ? tr("Target sentence (the queries in cross attention)")
                                    : tr("Written by the trained model (see below)"));
    if (trained && !real)
        mTrainedText->setText(tr("The lesson uses the model trained on %1. Type a source: the model writes the target, "
                                 "and every tab shows its attention.")
                                  .arg(messageText(training::describeTrainedModel(*trained))));
}

void ControlPanel::showTokens()
{
    showTokensOf(*mSourceTokens, *mDocument, true);
    showTokensOf(*mTargetTokens, *mDocument, false);
}

} // namespace attention
