#pragma once

#include "core/generation/DecoderModel.h"
#include "core/training/GrammarTask.h"

#include <random>
#include <string>
#include <vector>

namespace attention::training {

enum class LanguageTaskKind { Induction, Grammar };

/** "induction" or "grammar", as the command line and model files name the task. */
const char *languageTaskName(LanguageTaskKind kind);

/** A place where theory says some head should look: from the query position to the key. */
struct AttentionProbe
{
    int query = 0, key = 0;
};

/** One training sequence, which of its next-token predictions count, and where theory says
 *  a head should look (the task's probes). */
/**
 * The induction task's filler rule: the letter after oneBack is one of two shuffles of the
 * alphabet applied to oneBack, the one chosen by the half of the alphabet twoBack is in. To
 * predict it a model needs a fact about the letter before the current one, so a previous-token
 * head pays for itself, as bigrams make it pay in text; the induction head then builds on it
 * (Olsson et al., 2022). With random filler and only the copy scored, every model learned a
 * shifted circuit instead, first-layer heads reading 3 to 6 back (docs/command-line.md, "train").
 */
int inductionRuleLetter(int twoBack, int oneBack, int letters);
constexpr int kInductionRulePercent = 80;

struct TextExample
{
    std::vector<int> tokens;
    std::vector<int> scored; // positions whose next token the loss counts
    std::vector<int> measured; // those whose prediction the task's accuracy counts (induction: the second copy)
    std::vector<AttentionProbe> probes;
};

/**
 * Sequences with a known right answer for a language model.
 * induction: 24 lowercase letters ("q x b m ..."), in which a segment of 4 to 8 distinct letters,
 *   used nowhere else, appears twice. From the second copy on the next letter is known: it
 *   follows the current one in the first copy. The other letters follow a rule 4 times in 5
 *   (inductionRuleLetter), else are random. Scored: from the second letter on, the successor of
 *   each letter's first occurrence, and of the second copy's letters; measured (the copy
 *   accuracy): the second copy. Probes: from each measured letter
 *   to the letter after its earlier occurrence (an induction head).
 * grammar: 32 words of sentences of Grammar, each ending with "." (the first after one, in half
 *   the sequences), the last one cut where the length ends. Scored: every position. Probes: in a sentence with a relative clause, from the
 *   word just before the main verb (the one predicting it) to the subject noun it agrees with.
 */
class LanguageTask
{
public:
    static LanguageTask make(LanguageTaskKind kind);

    LanguageTaskKind kind() const { return mKind; }
    const char *name() const { return languageTaskName(mKind); }
    static bool kindFromName(const std::string &name, LanguageTaskKind *kind);

    const std::vector<std::string> &vocabulary() const { return mVocabulary; }
    int length() const { return mLength; }
    /** The model shape this task trains (d_model 32, 2 layers, 2 heads, ffn 64). */
    generation::DecoderShape shape() const;

    TextExample sample(std::mt19937_64 &random) const;

    /** grammar: the sentence boundary "." (a generated sentence starts after it and ends with it). */
    int boundaryToken() const;
    const Grammar &grammar() const { return mGrammar; }

private:
    TextExample sampleInduction(std::mt19937_64 &random) const;
    TextExample sampleGrammar(std::mt19937_64 &random) const;

    LanguageTaskKind mKind = LanguageTaskKind::Induction;
    std::vector<std::string> mVocabulary;
    int mLength = 24;
    Grammar mGrammar;
};

} // namespace attention::training
