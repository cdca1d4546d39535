#pragma once

#include <QString>

#include <functional>
#include <vector>

namespace attention {

class MainWindow;
struct LessonState;

namespace cli {

struct EditLatency
{
    double p50 = 0, p95 = 0; // ms, from the keystroke to the repainted heatmap
    /** Where an edit's time went, in three spans that follow one another (ms, each span's own
     *  percentiles, so they need not add up to the edit's): the key presses handled (the field's
     *  work and the document's, up to a job posted), the result computed and handed to the views,
     *  and the window drawn. A result computed inside the key presses leaves the second span 0. */
    struct Span
    {
        double p50 = 0, p95 = 0;
    };
    Span keys, result, drawn;
};

enum class EditedSentence { Target, Source };

/**
 * Opens the lesson in the window, lets it settle, then times `edits` edits of one sentence
 * (textOfEdit(i) for i = 1..edits, typed into its field as key presses where the texts differ:
 * the cursor put there, Backspaces, then the new characters), each from the keystroke to the
 * first repaint of the alignment heatmap that shows its own result. Editing the target changes
 * queries (the rows it touched are recomputed); editing the source changes keys (every row is).
 */
EditLatency measureEditLatency(MainWindow &window, const LessonState &lesson, int edits, const std::function<QString(int)> &textOfEdit,
                               EditedSentence edited = EditedSentence::Target);

/**
 * Sets d_model to dModel (weights the window has never drawn), types `keystrokes` more target
 * words while they are drawn, and returns the time until the result of the last keystroke is
 * shown (ms). The window must stay live meanwhile: a BlockWatch around it tells.
 */
double timeFirstWeights(MainWindow &window, int dModel, int keystrokes);

/** sentence after `keys` keys typed at its end, one-letter words a key at a time: a space, then a
 *  letter, as many times (an odd count ends on the space). */
QString withWordsTypedAtTheEnd(const QString &sentence, int keys);

/** The same keys typed after the word that ends the sentence's first half: every word after
 *  them moves one place at each new word (and back at each word erased). */
QString withWordsTypedInTheMiddle(const QString &sentence, int keys);

/** The value below which a share p of the values lie (nearest rank). */
double percentile(std::vector<double> values, double p);

} // namespace cli
} // namespace attention
