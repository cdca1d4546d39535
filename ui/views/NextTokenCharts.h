#pragma once

#include "core/generation/GenerationSession.h"

#include <QPicture>
#include <QStringList>
#include <QWidget>

#include <functional>

namespace attention {

class DistributionView;

/**
 * One step's choice of the next token, as two bar charts side by side: the model's distribution,
 * and what the filters (temperature, top-k, top-p) left, with top-p's running total. Only the
 * most likely tokens, as many as the charts' height holds, and the chosen one wherever it ranks.
 */
class NextTokenCharts : public QWidget
{
    Q_OBJECT

public:
    explicit NextTokenCharts(QWidget *parent = nullptr);

    /** What the charts show: a step's choice, the word each id stands for, the text so far, and
     *  whether the step is still to come (the choice of the next Step) or wrote the last word. */
    struct Choice
    {
        generation::SessionStep step;
        bool coming = true;
        bool greedy = true;
        double topP = 1;
        std::function<QString(int)> word; // what an id stands for
        QStringList text; // the prompt and every word written so far
    };
    void showChoice(Choice choice);
    /** Empty charts under a title that says why. */
    void showNothing(const QString &title);
    /** Both charts, side by side in `width` x `height`. */
    QPicture renderPicture(int width, int height);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    /** How many of the most likely tokens the bar charts show at their height now. */
    int tokensThatFit() const;
    void redraw();

    DistributionView *mModel = nullptr;
    DistributionView *mFiltered = nullptr;
    Choice mChoice;
    bool mHasChoice = false;
    int mShownTokens = 0; // bars in the charts on show
};

} // namespace attention
