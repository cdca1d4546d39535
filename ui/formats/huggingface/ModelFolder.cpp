#include "ui/formats/huggingface/ModelFolder.h"

#include "core/models/Gpt2.h"
#include "core/models/Llama.h"
#include "core/models/ModelLesson.h"
#include "ui/formats/FileAccess.h"
#include "ui/formats/huggingface/ModelConfigJson.h"
#include "ui/formats/huggingface/SafeTensors.h"
#include "ui/formats/huggingface/TokenizerFiles.h"

#include <QDir>
#include <QFileInfo>

#if defined(Q_OS_UNIX)
#include <unistd.h>
#endif

namespace attention {

namespace {

double physicalMemoryBytes()
{
#if defined(Q_OS_UNIX)
    const long pages = sysconf(_SC_PHYS_PAGES), size = sysconf(_SC_PAGE_SIZE);
    if (pages > 0 && size > 0)
        return double(pages) * double(size);
#endif
    return 16.0 * 1024 * 1024 * 1024;
}

QString gigabytes(double bytes)
{
    return QString::number(bytes / (1024.0 * 1024 * 1024), 'f', 1);
}

} // namespace

Outcome<void> openNamedModel(LessonState &state)
{
    if (!state.model || state.lesson.model)
        return {};
    const auto model = openModelFolder(state.model->folder);
    if (!model)
        return model.problem();
    const QString &side = state.model->attention;
    state.lesson.model = std::make_shared<models::ModelLesson>(*model, state.model->folder.toStdString(), state.model->layer,
                                                               side == QLatin1String("encoder")   ? models::AttentionSide::Encoder
                                                               : side == QLatin1String("decoder") ? models::AttentionSide::Decoder
                                                               : side == QLatin1String("cross")   ? models::AttentionSide::Cross
                                                                                                  : models::AttentionSide::Default);
    state.model.reset();
    return {};
}

bool isModelFolder(const QString &path)
{
    const QFileInfo info(path);
    return info.isDir() && QFileInfo(QDir(path).filePath(QStringLiteral("config.json"))).isFile();
}

Outcome<std::shared_ptr<const models::LoadedModel>> openModelFolder(const QString &folder)
{
    const QFileInfo info(folder);
    if (!info.isDir())
        return Message("model.folder", ATTENTION_MESSAGE("%1 is not a folder: a model is opened as the folder that holds config.json"),
                       {folder});
    const QDir dir(folder);
    const auto configBytes = readFileBounded(dir.filePath(QStringLiteral("config.json")), kMaxModelConfigBytes);
    if (!configBytes)
        return configBytes.problem();
    auto config = modelConfigFromJson(*configBytes);
    if (!config)
        return Message("model.config", ATTENTION_MESSAGE("config.json: %1"), {config.problem()});
    const bool safetensors = QFileInfo::exists(dir.filePath(QStringLiteral("model.safetensors")))
                             || QFileInfo::exists(dir.filePath(QStringLiteral("model.safetensors.index.json")));
    if (!safetensors)
        return QFileInfo::exists(dir.filePath(QStringLiteral("pytorch_model.bin")))
                   ? Message("model.torch_bin", ATTENTION_MESSAGE("this app reads model.safetensors; pytorch_model.bin is not read yet"))
                   : Message("model.weights_missing",
                             ATTENTION_MESSAGE("the folder has no weights: model.safetensors or model.safetensors.index.json"));
    // Refused before the weights are read: a model must fit in half of this computer's memory.
    const double fileBytes = double(safeTensorsBytes(folder));
    const double memory = physicalMemoryBytes();
    if (fileBytes * 2 > memory / 2 && fileBytes > memory / 4)
        return Message(
            "model.too_large",
            ATTENTION_MESSAGE("the model's weights take %1 GB (up to twice that as float32), more than half of this computer's %2 GB"),
            {gigabytes(fileBytes).toStdString(), gigabytes(memory).toStdString()});
    auto weights = readSafeTensors(folder);
    if (!weights)
        return weights.problem();
    auto tokenizers = readTokenizers(folder, *config);
    if (!tokenizers)
        return tokenizers.problem();
    auto loaded = std::make_shared<models::LoadedModel>();
    loaded->name = info.fileName().toStdString();
    loaded->config = *config;
    loaded->tokenizer = tokenizers->source;
    loaded->targetTokenizer = tokenizers->target;
    loaded->weightBytes = (*weights)->bytes();
    loaded->weightsConverted = loaded->weightBytes > fileBytes * 1.01;
    if (loaded->weightBytes > memory / 2)
        return Message("model.too_large",
                       ATTENTION_MESSAGE("the model's weights take %1 GB as float32, more than half of this computer's %2 GB"),
                       {gigabytes(loaded->weightBytes).toStdString(), gigabytes(memory).toStdString()});
    const std::shared_ptr<const models::WeightSet> shared = std::move(*weights);
    using models::Family;
    switch (config->family) {
    case Family::Gpt2: {
        auto model = models::Gpt2::make(*config, shared);
        if (!model)
            return model.problem();
        loaded->language = std::move(model.value());
        break;
    }
    case Family::Llama:
    case Family::Qwen2: {
        auto model = models::Llama::make(*config, shared);
        if (!model)
            return model.problem();
        loaded->language = std::move(model.value());
        break;
    }
    case Family::Bert:
    case Family::DistilBert: {
        auto model = models::Bert::make(*config, shared);
        if (!model)
            return model.problem();
        loaded->encoder = std::move(model.value());
        break;
    }
    case Family::Marian: {
        auto model = models::Marian::make(*config, shared);
        if (!model)
            return model.problem();
        loaded->translator = std::move(model.value());
        break;
    }
    }
    return std::shared_ptr<const models::LoadedModel>(std::move(loaded));
}

} // namespace attention
