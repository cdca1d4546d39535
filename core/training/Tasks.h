#pragma once

#include "core/Outcome.h"
#include "core/textbook/ScoreFunction.h"

#include <cstdint>
#include <optional>
#include <random>
#include <string>
#include <string_view>
#include <vector>

namespace attention::training {

/** One training pair and, for each output position, the source positions it truly comes from
 *  (empty where no source token is its origin, such as a separator). */
struct Example
{
    std::vector<int> source;
    std::vector<int> target;
    std::vector<std::vector<int>> alignment;
};

enum class TaskKind {
    Reverse, // 3 1 4 1 5 -> 5 1 4 1 3
    Dates, // "3 March 2021" -> "2021-03-03", character by character
    Translate, // English words -> their French glosses from the lexicon, in the same order
    Phrases // "the red cars and my sad dogs" -> "les voitures rouges et mes chiens tristes":
            // the adjective moves behind its noun, so the alignment crosses
};

/** A task whose true alignment is known. */
class Task
{
public:
    static Task make(TaskKind kind);

    TaskKind kind() const { return mKind; }
    std::string name() const { return nameOf(mKind); }
    static std::string nameOf(TaskKind kind);
    static std::optional<TaskKind> kindFromName(std::string_view name);
    /** The score a model of this task learns with unless told otherwise: the adjective swap of
     *  the phrases needs Bahdanau's tanh layer (a dot product of position codes stalls near 90 %). */
    static ScoreFunction preferredScore(TaskKind kind);
    const std::vector<std::string> &sourceVocabulary() const { return mSource; }
    const std::vector<std::string> &targetVocabulary() const { return mTarget; }
    Example sample(std::mt19937_64 &random) const;
    /** The right output for a source, with where each output token comes from. */
    Example exampleFor(const std::vector<int> &source) const;
    std::vector<std::string> sourceTokens(const Example &example) const;
    std::vector<std::string> targetTokens(const Example &example) const;

    /** A source as a person types it: "3 1 4", "3 March 2021", "the red car". */
    std::string sentence(const std::vector<int> &source) const;
    /** A typed source as the task's token ids, or why the model cannot read it. */
    Outcome<std::vector<int>> encode(const std::string &sentence) const;
    /** Longest source the model has position codes for. */
    static constexpr int kMaxSourceLength = 60;

private:
    Example reverse(std::mt19937_64 &random) const;
    Example date(std::mt19937_64 &random) const;
    Example gloss(std::mt19937_64 &random) const;
    Example phrases(std::mt19937_64 &random) const;

    TaskKind mKind = TaskKind::Reverse;
    std::vector<std::string> mSource, mTarget;
    int mAdjectives = 0; // phrases: how many adjectives follow the determiners and conjunctions
};

} // namespace attention::training
