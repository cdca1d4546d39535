#pragma once

#include <QString>

#include <optional>

class QTextStream;

namespace attention::cli {

struct LanguageTrainRequest
{
    QString task; // induction
    double seconds = 30;
    long maxSteps = 0;
    unsigned long long seed = 7;
    std::optional<double> learningRate;
    bool json = false;
    QString modelPath; // where to save the model, or empty
};

/** train --task induction: trains the decoder of the Generate tab, reports the copy accuracy
 *  and what each head does, and names the head that looks where an induction head would. */
int trainLanguageModel(const LanguageTrainRequest &request, QTextStream &out, QTextStream &err);

} // namespace attention::cli
