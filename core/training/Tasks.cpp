#include "Tasks.h"

#include "core/Lexicon.h"

namespace attention::training {

namespace {
const char *const kMonths[] = {"January", "February", "March",     "April",   "May",      "June",
                               "July",    "August",   "September", "October", "November", "December"};
constexpr int kDash = 10; // target vocabulary: digits 0-9, then '-'
constexpr int kFirstMonth = 10; // source vocabulary: digits 0-9, then the twelve months
// The words of the translation task: concepts of the built-in lexicon.
const char *const kGlossWords[] = {"man", "woman", "boy", "girl", "child", "friend", "cat", "dog", "bird", "fish",
                                   "horse", "house", "tree", "flower", "car", "book", "city", "water", "bread", "apple",
                                   "red", "big", "old", "new", "good", "sun", "moon", "sea", "river", "mountain",
                                   "school", "garden", "and", "with", "in", "on", "the", "a", "king", "queen"};
} // namespace

Task Task::make(TaskKind kind)
{
    Task task;
    task.mKind = kind;
    for (int digit = 0; digit < 10; ++digit) {
        task.mSource.push_back(std::to_string(digit));
        task.mTarget.push_back(std::to_string(digit));
    }
    if (kind == TaskKind::Translate) {
        task.mSource.clear();
        task.mTarget.clear();
        const auto lexicon = Lexicon::builtin();
        for (const char *word : kGlossWords) {
            const auto concept = lexicon->conceptOf(word, Lexicon::English);
            if (!concept)
                continue;
            task.mSource.emplace_back(word);
            task.mTarget.push_back(lexicon->firstForm(*concept, Lexicon::French));
        }
    }
    if (kind == TaskKind::Dates) {
        for (const char *month : kMonths)
            task.mSource.emplace_back(month);
        task.mTarget.emplace_back("-");
    }
    return task;
}

std::string Task::name() const
{
    switch (mKind) {
    case TaskKind::Reverse: return "reverse";
    case TaskKind::Dates: return "dates";
    case TaskKind::Translate: return "translate";
    }
    return {};
}

Example Task::sample(std::mt19937_64 &random) const
{
    switch (mKind) {
    case TaskKind::Dates: return date(random);
    case TaskKind::Translate: return gloss(random);
    case TaskKind::Reverse: break;
    }
    return reverse(random);
}

Example Task::gloss(std::mt19937_64 &random) const
{
    std::uniform_int_distribution<int> length(3, 8), word(0, static_cast<int>(mSource.size()) - 1);
    Example example;
    const int n = length(random);
    for (int i = 0; i < n; ++i) {
        const int w = word(random);
        example.source.push_back(w);
        example.target.push_back(w); // the same index in the target vocabulary is its French gloss
        example.alignment.push_back({i});
    }
    return example;
}

Example Task::reverse(std::mt19937_64 &random) const
{
    std::uniform_int_distribution<int> length(3, 10), digit(0, 9);
    Example example;
    const int n = length(random);
    for (int i = 0; i < n; ++i)
        example.source.push_back(digit(random));
    for (int t = 0; t < n; ++t) {
        example.target.push_back(example.source[static_cast<std::size_t>(n - 1 - t)]);
        example.alignment.push_back({n - 1 - t});
    }
    return example;
}

Example Task::date(std::mt19937_64 &random) const
{
    std::uniform_int_distribution<int> dayOf(1, 28), monthOf(1, 12), yearOf(1950, 2049);
    const int day = dayOf(random), month = monthOf(random), year = yearOf(random);
    Example example;
    // "3 March 2021": day digits, the month's name, the year's digits.
    const std::string dayText = std::to_string(day);
    for (char c : dayText)
        example.source.push_back(c - '0');
    const int monthPosition = static_cast<int>(example.source.size());
    example.source.push_back(kFirstMonth + month - 1);
    const int yearStart = static_cast<int>(example.source.size());
    for (char c : std::to_string(year))
        example.source.push_back(c - '0');
    // "2021-03-03", each character with where it comes from.
    const std::string yearText = std::to_string(year);
    for (int k = 0; k < 4; ++k) {
        example.target.push_back(yearText[static_cast<std::size_t>(k)] - '0');
        example.alignment.push_back({yearStart + k});
    }
    example.target.push_back(kDash);
    example.alignment.push_back({});
    example.target.push_back(month / 10);
    example.alignment.push_back({monthPosition});
    example.target.push_back(month % 10);
    example.alignment.push_back({monthPosition});
    example.target.push_back(kDash);
    example.alignment.push_back({});
    const int lastDay = static_cast<int>(dayText.size()) - 1;
    example.target.push_back(day / 10);
    example.alignment.push_back({0});
    example.target.push_back(day % 10);
    example.alignment.push_back({lastDay});
    return example;
}

std::vector<std::string> Task::sourceTokens(const Example &example) const
{
    std::vector<std::string> tokens;
    for (int id : example.source)
        tokens.push_back(mSource[static_cast<std::size_t>(id)]);
    return tokens;
}

std::vector<std::string> Task::targetTokens(const Example &example) const
{
    std::vector<std::string> tokens;
    for (int id : example.target)
        tokens.push_back(mTarget[static_cast<std::size_t>(id)]);
    return tokens;
}

} // namespace attention::training
