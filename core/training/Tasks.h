#pragma once

#include <cstdint>
#include <random>
#include <string>
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
    Reverse,  // 3 1 4 1 5 -> 5 1 4 1 3
    Dates,    // "3 March 2021" -> "2021-03-03", character by character
    Translate // English words -> their French glosses from the lexicon, in the same order
};

/** A task whose true alignment is known. */
class Task
{
public:
    static Task make(TaskKind kind);

    TaskKind kind() const { return mKind; }
    std::string name() const;
    const std::vector<std::string> &sourceVocabulary() const { return mSource; }
    const std::vector<std::string> &targetVocabulary() const { return mTarget; }
    Example sample(std::mt19937_64 &random) const;
    std::vector<std::string> sourceTokens(const Example &example) const;
    std::vector<std::string> targetTokens(const Example &example) const;

private:
    Example reverse(std::mt19937_64 &random) const;
    Example date(std::mt19937_64 &random) const;
    Example gloss(std::mt19937_64 &random) const;

    TaskKind mKind = TaskKind::Reverse;
    std::vector<std::string> mSource, mTarget;
};

} // namespace attention::training
