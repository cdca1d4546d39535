#pragma once

#include "core/Outcome.h"
#include "core/training/Trainer.h"

#include <QStringList>

#include <functional>

class QTextStream;

namespace attention::cli {

/** The Train tab's picture of a finished training (its plots are the window's code; the train
 *  command itself needs no GUI). check runs before training: a path it cannot write is said
 *  at once, not after minutes of training. */
struct TrainingPictureWriter
{
    std::function<Outcome<void>(const QString &path)> check;
    std::function<Outcome<void>(const training::TrainingHistory &history, const training::Trainer &trainer, const QString &path)> write;
};

/** attention-explorer train --task reverse|dates|... [--seconds N] [--seed S] [--score F] [--json] [--picture FILE] */
int runTrain(const QStringList &arguments, QTextStream &out, QTextStream &err, const TrainingPictureWriter &picture = {});

} // namespace attention::cli
