#pragma once

#include <QElapsedTimer>

namespace attention::cli {

/** Steps a trainer until `seconds` have passed or it has taken `maxSteps`, evaluating and
 *  reporting every two seconds and once at the end; `clock` has been started. With
 *  `recordEverySteps` > 0 it also evaluates every that many steps (and at step 0) and calls
 *  `record`: the points of a training curve. */
template <typename Trainer, typename Evaluation, typename Report, typename Record>
void trainAndReport(Trainer &trainer, Evaluation &evaluation, const QElapsedTimer &clock, double seconds, long maxSteps, Report report,
                    long recordEverySteps, Record record)
{
    constexpr qint64 kReportEveryMs = 2000;
    qint64 nextReport = 0;
    if (recordEverySteps > 0) {
        evaluation = trainer.evaluate();
        record();
    }
    while (clock.elapsed() < seconds * 1000 && trainer.steps() < maxSteps) {
        trainer.step();
        const bool recordNow = recordEverySteps > 0 && trainer.steps() % recordEverySteps == 0;
        const bool reportNow = clock.elapsed() >= nextReport;
        if (recordNow || reportNow)
            evaluation = trainer.evaluate();
        if (recordNow)
            record();
        if (reportNow) {
            report();
            nextReport = clock.elapsed() + kReportEveryMs;
        }
    }
    evaluation = trainer.evaluate();
    if (recordEverySteps > 0 && trainer.steps() % recordEverySteps != 0)
        record();
    report();
}

template <typename Trainer, typename Evaluation, typename Report>
void trainAndReport(Trainer &trainer, Evaluation &evaluation, const QElapsedTimer &clock, double seconds, long maxSteps, Report report)
{
    trainAndReport(trainer, evaluation, clock, seconds, maxSteps, report, 0, [] {});
}

} // namespace attention::cli
