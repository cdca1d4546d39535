#pragma once

#include "core/training/DecoderTrainer.h"

#include <QJsonObject>
#include <QString>

namespace attention {

/** Sampled sentences the grammatical share is measured on, and at what temperature (issue "Generate"). */
constexpr double kGrammarTemperature = 0.8;
constexpr int kGrammarSentences = 200;

/** A head and how much of its attention lands where theory says. */
struct NamedHead
{
    int layer = 0, head = 0;
    double score = -1;
};

/** The head that does the task's job: induction looks from the second layer on (it needs a
 *  previous-token head before it); agreement may sit in any layer. */
NamedHead probeHead(const training::LanguageEvaluation &evaluation, training::LanguageTaskKind task);
NamedHead previousTokenHead(const training::LanguageEvaluation &evaluation);

/** An offset and the mean weight a head puts there: the distance back it reads most, or how far
 *  after the earlier occurrence it looks (LanguageEvaluation::lookBack, probeShift). */
struct StrongestOffset
{
    int offset = 0;
    double share = 0;
};
StrongestOffset strongestOffset(const std::vector<double> &shares);

/** induction: what each head does, in words: "layer 1 head 1 reads 4 back (50 %)", or, from the
 *  second layer, "layer 2 head 1 looks 4 after the earlier occurrence (58 %)" where that is
 *  stronger; heads count from 1. */
QString inductionCircuitText(const training::LanguageEvaluation &evaluation);

/**
 * What training a language model reached, as `train --json` prints it and a model file keeps
 * it under "training": task, steps, seconds, loss, the previous-token scores and head, and
 * induction: copy_accuracy, induction_score, induction_head, look_back and after_occurrence
 * (per layer and head, the strongest offset and its share);
 * grammar: grammatical_share (of kGrammarSentences at kGrammarTemperature), next_token_accuracy,
 * agreement_score, agreement_head. Heads count from 0.
 */
QJsonObject languageTrainingSummary(training::LanguageTaskKind task, long steps, double seconds,
                                    const training::LanguageEvaluation &evaluation, double grammaticalShare);

} // namespace attention
