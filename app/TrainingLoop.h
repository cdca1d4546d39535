#pragma once

#include <QElapsedTimer>

namespace attention::cli {

/** Steps a trainer until `seconds` have passed or it has taken `maxSteps`, evaluating and
 *  reporting every two seconds and once at the end; `clock` has been started. */
template <typename Trainer, typename Evaluation, typename Report>
void trainAndReport(Trainer &trainer, Evaluation &evaluation, const QElapsedTimer &clock, double seconds, long maxSteps,
                    Report report)
{
    constexpr qint64 kReportEveryMs = 2000;
    qint64 nextReport = 0;
    while (clock.elapsed() < seconds * 1000 && trainer.steps() < maxSteps) {
        trainer.step();
        if (clock.elapsed() >= nextReport) {
            evaluation = trainer.evaluate();
            report();
            nextReport = clock.elapsed() + kReportEveryMs;
        }
    }
    evaluation = trainer.evaluate();
    report();
}

} // namespace attention::cli
