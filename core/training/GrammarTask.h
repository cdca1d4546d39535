#pragma once

#include <random>
#include <string>
#include <vector>

namespace attention::training {

/** One sentence of the grammar, its last word ".", with where its subject noun and main verb are. */
struct GrammarSentence
{
    std::vector<std::string> words;
    int subjectNoun = 0;
    int mainVerb = 0;
    bool relativeClause = false; // a clause stands between the subject and its verb
};

/**
 * A small English grammar with number agreement, over words of the app's lexicon:
 *   S      -> NP(n) [that RC(n)] VP(n) .
 *   NP(n)  -> Det(n) Adj{0..2} Noun(n)
 *   RC(n)  -> Vt(n) NP(m)          "the dog that sees the cats"  (subject relative)
 *           | NP(m) Vt(m)          "the dogs that the cat sees"  (object relative)
 *   VP(n)  -> Vi(n) | Vt(n) NP(m)
 * n and m are singular or plural; "the" serves both, "a" only singular, "some" only plural.
 * The verb after a clause agrees with the noun before it: "the dogs that the cat sees run".
 */
class Grammar
{
public:
    Grammar();

    /** Every word the grammar writes, "." last. */
    const std::vector<std::string> &words() const { return mWords; }

    GrammarSentence sample(std::mt19937_64 &random) const;

    /** Whether the words (with or without the final ".") are one sentence of the grammar. */
    bool accepts(const std::vector<std::string> &words) const;

private:
    std::vector<std::string> mWords;
};

} // namespace attention::training
