#include "ui/formats/TrainedModelJson.h"

#include "ui/formats/MatrixJson.h"

namespace attention {

namespace {

QString fromView(std::string_view text)
{
    return QString::fromUtf8(text.data(), static_cast<qsizetype>(text.size()));
}

const std::pair<const char *, int training::ModelShape::*> kSizes[] = {
    {"embedding", &training::ModelShape::embedding}, {"positions", &training::ModelShape::positions},
    {"attention", &training::ModelShape::attention}, {"hidden", &training::ModelShape::hidden},
    {"additive", &training::ModelShape::additive},
};

double accuracyAt(const QJsonObject &o, const char *key)
{
    const double x = numberAt(o, key);
    if (x < 0 || x > 1)
        throw JsonFormatError{Message("json.accuracy", ATTENTION_MESSAGE("\"%1\" must lie between 0 and 1"), {key})};
    return x;
}

} // namespace

QJsonObject trainedModelToJson(const training::TrainedModel &model)
{
    QJsonObject sizes;
    for (const auto &[name, member] : kSizes)
        sizes.insert(QLatin1String(name), model.shape.*member);
    QJsonObject weights;
    const std::vector<std::string> &names = training::AttentionModel::parameterNames();
    for (std::size_t i = 0; i < names.size() && i < model.parameters.size(); ++i)
        weights.insert(QString::fromStdString(names[i]), matrixToJson(model.parameters[i]));
    return {
        {QStringLiteral("task"), QString::fromStdString(training::Task::nameOf(model.task))},
        {QStringLiteral("score"), fromView(scoreFunctionId(model.shape.score))},
        {QStringLiteral("sizes"), sizes},
        {QStringLiteral("steps"), static_cast<qint64>(model.steps)},
        {QStringLiteral("token_accuracy"), model.tokenAccuracy},
        {QStringLiteral("alignment_accuracy"), model.alignmentAccuracy},
        {QStringLiteral("weights"), weights},
    };
}

training::TrainedModel trainedModelFromJson(const QJsonValue &value)
{
    if (!value.isObject())
        throw JsonFormatError{Message("trained.object", ATTENTION_MESSAGE("\"trained_model\" must be an object"))};
    const QJsonObject o = value.toObject();
    training::TrainedModel model;
    const auto task = training::Task::kindFromName(o.value(QLatin1String("task")).toString().toStdString());
    if (!task)
        throw JsonFormatError{Message("trained.task", ATTENTION_MESSAGE("\"task\" must be reverse, dates, translate or phrases"))};
    model.task = *task;
    const auto score = scoreFunctionFromId(o.value(QLatin1String("score")).toString().toStdString());
    if (!score)
        throw JsonFormatError{Message("trained.score", ATTENTION_MESSAGE("\"trained_model\" has an unknown \"score\""))};
    model.shape.score = *score;
    const QJsonObject sizes = o.value(QLatin1String("sizes")).toObject();
    for (const auto &[name, member] : kSizes)
        model.shape.*member = integerAt(sizes, name, 1, 1024);
    model.steps = integerAt(o, "steps", 0, 2147483647);
    model.tokenAccuracy = accuracyAt(o, "token_accuracy");
    model.alignmentAccuracy = accuracyAt(o, "alignment_accuracy");
    const QJsonObject weights = o.value(QLatin1String("weights")).toObject();
    for (const std::string &name : training::AttentionModel::parameterNames()) {
        const QString key = QString::fromStdString(name);
        model.parameters.push_back(doubleMatrixFromJson(weights.value(key), key, 1024 * 1024));
    }
    if (auto usable = training::checkTrainedModel(model); !usable)
        throw JsonFormatError{Message("trained.check", ATTENTION_MESSAGE("\"trained_model\": %1"), {usable.problem()})};
    return model;
}

} // namespace attention
