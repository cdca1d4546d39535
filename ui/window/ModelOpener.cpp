#include "ui/window/ModelOpener.h"

#include "core/models/ModelLesson.h"
#include "ui/document/BackgroundJob.h"
#include "ui/document/LessonDocument.h"
#include "ui/formats/MessageText.h"
#include "ui/formats/huggingface/ModelFolder.h"
#include "ui/window/WindowMessages.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QMainWindow>
#include <QSignalBlocker>
#include <QToolBar>

namespace attention {

using models::AttentionSide;

struct ModelOpener::Loaded
{
    QString folder;
    ModelReference at;
    std::shared_ptr<const models::LoadedModel> model;
    std::optional<Message> problem;
};

ModelOpener::ModelOpener(QMainWindow *window, LessonDocument *document, const WindowMessages &messages)
    : QObject(window), mDocument(document), mMessages(messages), mWindow(window)
{
    mJob = std::make_unique<LatestJob<std::shared_ptr<Loaded>>>([this](std::shared_ptr<Loaded> loaded) {
        mMessages.status(QString());
        if (loaded->problem)
            mMessages.problem(tr("Cannot open the model"), messageText(*loaded->problem));
        else
            use(std::move(loaded->model), loaded->folder, loaded->at);
    });
    mBar = window->addToolBar(tr("Model"));
    mBar->setObjectName(QStringLiteral("modelBar"));
    mName = new QLabel(mBar);
    mName->setObjectName(QStringLiteral("modelName"));
    mBar->addWidget(mName);
    mBar->addSeparator();
    mSideActions.push_back(mBar->addWidget(new QLabel(tr(" Attention "), mBar)));
    mSides = new QComboBox(mBar);
    mSides->setObjectName(QStringLiteral("modelSide"));
    mSides->addItem(tr("Cross (decoder to source)"), int(AttentionSide::Cross));
    mSides->addItem(tr("Encoder (source to source)"), int(AttentionSide::Encoder));
    mSides->addItem(tr("Decoder (target to target)"), int(AttentionSide::Decoder));
    mSides->setToolTip(tr("Which attention of the translation model the views show."));
    mSideActions.push_back(mBar->addWidget(mSides));
    mBar->addWidget(new QLabel(tr(" Layer "), mBar));
    mLayers = new QComboBox(mBar);
    mLayers->setObjectName(QStringLiteral("modelLayer"));
    mLayers->setToolTip(tr("Which layer of the model the views show; the Heads tab shows its heads."));
    mBar->addWidget(mLayers);
    mBar->addSeparator();
    mBar->addAction(tr("Leave the model"), this, &ModelOpener::leave)->setObjectName(QStringLiteral("leaveModel"));
    mBar->hide();
    connect(mLayers, qOverload<int>(&QComboBox::activated), this, [this](int layer) {
        const auto lessonModel = models::modelLessonOf(mDocument->lesson());
        if (!lessonModel || layer == lessonModel->layer())
            return;
        LessonState state = mDocument->state();
        state.lesson.model = lessonModel->withLayer(layer);
        mDocument->setState(state, tr("Show layer %1").arg(layer + 1));
    });
    connect(mSides, qOverload<int>(&QComboBox::activated), this, [this] {
        const auto lessonModel = models::modelLessonOf(mDocument->lesson());
        const auto side = AttentionSide(mSides->currentData().toInt());
        if (!lessonModel || side == lessonModel->side())
            return;
        LessonState state = mDocument->state();
        state.lesson.model = lessonModel->withSide(side);
        mDocument->setState(state, tr("Show the %1 attention").arg(mSides->currentText()));
    });
    connect(mDocument, &LessonDocument::stateChanged, this, &ModelOpener::showLessonModel);
}

ModelOpener::~ModelOpener() = default;

void ModelOpener::open(const QString &folder, const ModelReference &at)
{
    mMessages.status(tr("Opening the model %1\u2026").arg(QFileInfo(folder).fileName()));
    mJob->start([folder, at](const std::function<bool()> &) {
        auto loaded = std::make_shared<Loaded>();
        loaded->folder = QFileInfo(folder).absoluteFilePath();
        loaded->at = at;
        auto model = openModelFolder(folder);
        if (model)
            loaded->model = std::move(model.value());
        else
            loaded->problem = model.problem();
        return loaded;
    });
}

void ModelOpener::openDialog()
{
    const QString folder =
        QFileDialog::getExistingDirectory(mWindow, tr("Open a model folder (config.json, model.safetensors, tokenizer)"));
    if (!folder.isEmpty())
        open(folder);
}

bool ModelOpener::isOpening() const
{
    return mJob->isRunning();
}

void ModelOpener::use(std::shared_ptr<const models::LoadedModel> model, const QString &folder, const ModelReference &at)
{
    const AttentionSide side = at.attention == QLatin1String("encoder")   ? AttentionSide::Encoder
                               : at.attention == QLatin1String("decoder") ? AttentionSide::Decoder
                               : at.attention == QLatin1String("cross")   ? AttentionSide::Cross
                                                                          : AttentionSide::Default;
    LessonState state = mDocument->state();
    state.lesson.model = std::make_shared<models::ModelLesson>(std::move(model), folder.toStdString(), at.layer, side);
    state.model.reset(); // named no more: in use
    state.title = QFileInfo(folder).fileName();
    state.goldAlignment.clear();
    mDocument->setState(state, tr("Open the model %1").arg(QFileInfo(folder).fileName()));
    emit opened(folder);
}

void ModelOpener::leave()
{
    if (!models::modelLessonOf(mDocument->lesson()))
        return;
    LessonState state = mDocument->state();
    state.lesson.model.reset();
    state.title.clear();
    mDocument->setState(state, tr("Leave the model"));
}

void ModelOpener::openNamedModel()
{
    const auto &named = mDocument->state().model;
    if (!named || mDocument->lesson().model || named->folder == mNamedTried)
        return;
    mNamedTried = named->folder;
    open(named->folder, *named);
}

void ModelOpener::showLessonModel()
{
    openNamedModel();
    const auto lessonModel = models::modelLessonOf(mDocument->lesson());
    mBar->setVisible(bool(lessonModel));
    if (!lessonModel)
        return;
    const models::ModelConfig &c = lessonModel->model().config;
    mName->setText(tr("  Model: %1 (%2, %3 layers \u00D7 %4 heads, d_model %5)  ")
                       .arg(QString::fromStdString(lessonModel->model().name), QLatin1String(models::familyName(c.family)))
                       .arg(lessonModel->layerCount())
                       .arg(c.family == models::Family::Marian && lessonModel->side() != AttentionSide::Encoder ? c.decoderHeads : c.heads)
                       .arg(c.hiddenSize));
    const QSignalBlocker layersQuiet(mLayers), sidesQuiet(mSides); // shown, not chosen
    mLayers->clear();
    for (int l = 0; l < lessonModel->layerCount(); ++l)
        mLayers->addItem(tr("%1 of %2").arg(l + 1).arg(lessonModel->layerCount()));
    mLayers->setCurrentIndex(lessonModel->layer());
    for (QAction *action : mSideActions) // only a translator has sides to choose
        action->setVisible(bool(lessonModel->model().translator));
    mSides->setCurrentIndex(mSides->findData(int(lessonModel->side())));
}

} // namespace attention
