#include "ui/formats/LanguageTrainingSummary.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

#include <cmath>

namespace attention {

namespace {

NamedHead bestOf(const std::vector<std::vector<double>> &scores, int fromLayer)
{
    NamedHead best;
    for (int l = fromLayer; l < int(scores.size()); ++l)
        for (int h = 0; h < int(scores[std::size_t(l)].size()); ++h)
            if (scores[std::size_t(l)][std::size_t(h)] > best.score)
                best = {l, h, scores[std::size_t(l)][std::size_t(h)]};
    return best;
}

QJsonArray scoresToJson(const std::vector<std::vector<double>> &scores)
{
    QJsonArray layers;
    for (const auto &layer : scores) {
        QJsonArray heads;
        for (double score : layer)
            heads.append(score);
        layers.append(heads);
    }
    return layers;
}

QJsonArray offsetsToJson(const std::vector<std::vector<std::vector<double>>> &shares)
{
    QJsonArray layers;
    for (const auto &layer : shares) {
        QJsonArray heads;
        for (const std::vector<double> &head : layer) {
            const StrongestOffset strongest = strongestOffset(head);
            heads.append(QJsonObject{{QStringLiteral("offset"), strongest.offset}, {QStringLiteral("share"), strongest.share}});
        }
        layers.append(heads);
    }
    return layers;
}

QJsonObject headToJson(const NamedHead &head)
{
    return {{QStringLiteral("layer"), head.layer}, {QStringLiteral("head"), head.head}, {QStringLiteral("score"), head.score}};
}

} // namespace

NamedHead probeHead(const training::LanguageEvaluation &evaluation, training::LanguageTaskKind task)
{
    return bestOf(evaluation.probeScore, task == training::LanguageTaskKind::Induction ? 1 : 0);
}

NamedHead previousTokenHead(const training::LanguageEvaluation &evaluation)
{
    return bestOf(evaluation.previousTokenScore, 0);
}

StrongestOffset strongestOffset(const std::vector<double> &shares)
{
    StrongestOffset strongest;
    for (std::size_t d = 0; d < shares.size(); ++d)
        if (shares[d] > strongest.share)
            strongest = {int(d), shares[d]};
    return strongest;
}

namespace {

/** The words of the circuit's description, translated like the window's. */
struct LanguageTrainingSummary
{
    Q_DECLARE_TR_FUNCTIONS(attention::LanguageTrainingSummary)
};

} // namespace

QString inductionCircuitText(const training::LanguageEvaluation &evaluation)
{
    QStringList heads;
    for (std::size_t l = 0; l < evaluation.lookBack.size(); ++l)
        for (std::size_t h = 0; h < evaluation.lookBack[l].size(); ++h) {
            const StrongestOffset back = strongestOffset(evaluation.lookBack[l][h]);
            const StrongestOffset after = l > 0 ? strongestOffset(evaluation.probeShift[l][h]) : StrongestOffset{};
            if (after.share > back.share)
                heads << LanguageTrainingSummary::tr("layer %1 head %2 looks %3 after the earlier occurrence (%4 %)")
                             .arg(l + 1)
                             .arg(h + 1)
                             .arg(after.offset)
                             .arg(std::lround(100 * after.share));
            else
                heads << LanguageTrainingSummary::tr("layer %1 head %2 reads %3 back (%4 %)")
                             .arg(l + 1)
                             .arg(h + 1)
                             .arg(back.offset)
                             .arg(std::lround(100 * back.share));
        }
    return heads.join(QStringLiteral("; "));
}

QJsonObject languageTrainingSummary(training::LanguageTaskKind task, long steps, double seconds,
                                    const training::LanguageEvaluation &evaluation, double grammaticalShare)
{
    const bool grammar = task == training::LanguageTaskKind::Grammar;
    QJsonObject summary{{QStringLiteral("task"), QString::fromLatin1(training::languageTaskName(task))},
                        {QStringLiteral("steps"), static_cast<qint64>(steps)},
                        {QStringLiteral("seconds"), seconds},
                        {QStringLiteral("loss"), evaluation.loss},
                        {QStringLiteral("previous_token_score"), scoresToJson(evaluation.previousTokenScore)},
                        {QStringLiteral("previous_token_head"), headToJson(previousTokenHead(evaluation))}};
    const NamedHead probe = probeHead(evaluation, task);
    if (grammar) {
        summary.insert(QStringLiteral("grammatical_share"), grammaticalShare);
        summary.insert(QStringLiteral("grammatical_temperature"), kGrammarTemperature);
        summary.insert(QStringLiteral("next_token_accuracy"), evaluation.accuracy);
        summary.insert(QStringLiteral("agreement_score"), scoresToJson(evaluation.probeScore));
        summary.insert(QStringLiteral("agreement_head"), headToJson(probe));
    } else {
        summary.insert(QStringLiteral("copy_accuracy"), evaluation.accuracy);
        summary.insert(QStringLiteral("induction_score"), scoresToJson(evaluation.probeScore));
        summary.insert(QStringLiteral("induction_head"), headToJson(probe));
        summary.insert(QStringLiteral("look_back"), offsetsToJson(evaluation.lookBack));
        summary.insert(QStringLiteral("after_occurrence"), offsetsToJson(evaluation.probeShift));
    }
    return summary;
}

} // namespace attention
