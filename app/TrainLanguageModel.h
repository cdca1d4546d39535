#pragma once

#include "core/training/LanguageTasks.h"

#include <QString>

#include <optional>

class QTextStream;

namespace attention::cli {

struct LanguageTrainRequest
{
    training::LanguageTaskKind task = training::LanguageTaskKind::Induction;
    double seconds = 30;
    long maxSteps = 0;
    unsigned long long seed = 7;
    std::optional<double> learningRate;
    bool json = false;
    QString modelPath; // where to save the model, or empty
};

/** train --task induction|grammar: trains the decoder of the Generate tab and reports how it
 *  does (induction: the copy accuracy; grammar: the share of sampled sentences the grammar
 *  accepts) and what each head does, naming the head that looks where theory says (induction:
 *  the token after the earlier occurrence; grammar: the subject noun before its verb). */
int trainLanguageModel(const LanguageTrainRequest &request, QTextStream &out, QTextStream &err);

} // namespace attention::cli
