#pragma once

#include "core/training/TrainedModel.h"

#include <QJsonObject>

namespace attention {

/** A trained model in a lesson file: its task, score, sizes, accuracies and every weight in
 *  double precision, named as AttentionModel names them. */
QJsonObject trainedModelToJson(const training::TrainedModel &model);
/** Throws JsonFormatError naming the key when anything is missing, of the wrong shape or not finite. */
training::TrainedModel trainedModelFromJson(const QJsonValue &value);

} // namespace attention
