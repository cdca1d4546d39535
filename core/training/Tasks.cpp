#include "core/training/Tasks.h"

#include "core/text/Lexicon.h"
#include "core/text/Tokenizer.h"

#include <algorithm>
#include <cctype>
#include <iterator>
#include <utility>

namespace attention::training {

namespace {
const char *const kMonths[] = {"January", "February", "March",     "April",   "May",      "June",
                               "July",    "August",   "September", "October", "November", "December"};
constexpr int kDash = 10; // target vocabulary: digits 0-9, then '-'
constexpr int kFirstMonth = 10; // source vocabulary: digits 0-9, then the twelve months
// The words of the translation task: concepts of the built-in lexicon.
const char *const kGlossWords[] = {"man",    "woman",  "boy",  "girl",   "child", "friend", "cat",  "dog",   "bird",  "fish",
                                   "horse",  "house",  "tree", "flower", "car",   "book",   "city", "water", "bread", "apple",
                                   "red",    "big",    "old",  "new",    "good",  "sun",    "moon", "sea",   "river", "mountain",
                                   "school", "garden", "and",  "with",   "in",    "on",     "the",  "a",     "king",  "queen"};
// The phrases task: adjectives whose French form is the same for both genders and follows the
// noun, and nouns whose plural is the singular with an s in both languages; "the" is "les" in the
// plural whatever the gender, so nothing but word order separates the two sentences.
const char *const kPhraseAdjectives[] = {"red", "yellow", "fast", "clean", "free", "empty",
                                         "sad", "rich",   "poor", "easy",  "dark", "difficult"};
const char *const kPhraseNouns[] = {"cat",    "dog",   "car",      "house",  "book", "flower", "tree", "apple",  "door", "table",  "friend",
                                    "garden", "river", "mountain", "school", "road", "star",   "lamp", "window", "song", "bridge", "cloud"};
// Determiners and conjunctions vary, so that the model must read them rather than write them
// from their position alone; in the plural each French determiner serves both genders.
const std::pair<const char *, const char *> kDeterminers[] = {
    {"the", "les"}, {"my", "mes"}, {"our", "nos"}, {"these", "ces"}, {"some", "des"}};
const std::pair<const char *, const char *> kConjunctions[] = {{"and", "et"}, {"or", "ou"}, {"with", "avec"}};
constexpr int kFirstConjunction = static_cast<int>(std::size(kDeterminers));
constexpr int kFirstAdjective = kFirstConjunction + static_cast<int>(std::size(kConjunctions));
constexpr int kMaxPhrases = 3;
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
    if (kind == TaskKind::Phrases) {
        task.mSource.clear();
        task.mTarget.clear();
        for (const auto &[english, french] : kDeterminers) {
            task.mSource.emplace_back(english);
            task.mTarget.emplace_back(french);
        }
        for (const auto &[english, french] : kConjunctions) {
            task.mSource.emplace_back(english);
            task.mTarget.emplace_back(french);
        }
        const auto lexicon = Lexicon::builtin();
        // English adjectives stay as they are; French ones, and nouns in both, take an s.
        const auto add = [&](const char *word, const char *englishPlural) {
            const auto concept = lexicon->conceptOf(word, Lexicon::English);
            if (!concept)
                return false;
            task.mSource.push_back(std::string(word) + englishPlural);
            task.mTarget.push_back(lexicon->firstForm(*concept, Lexicon::French) + "s");
            return true;
        };
        for (const char *adjective : kPhraseAdjectives)
            task.mAdjectives += add(adjective, "") ? 1 : 0;
        for (const char *noun : kPhraseNouns)
            add(noun, "s");
    }
    if (kind == TaskKind::Dates) {
        for (const char *month : kMonths)
            task.mSource.emplace_back(month);
        task.mTarget.emplace_back("-");
    }
    return task;
}

std::string Task::nameOf(TaskKind kind)
{
    switch (kind) {
    case TaskKind::Reverse:
        return "reverse";
    case TaskKind::Dates:
        return "dates";
    case TaskKind::Translate:
        return "translate";
    case TaskKind::Phrases:
        return "phrases";
    }
    return {};
}

std::optional<TaskKind> Task::kindFromName(std::string_view name)
{
    for (TaskKind kind : {TaskKind::Reverse, TaskKind::Dates, TaskKind::Translate, TaskKind::Phrases})
        if (nameOf(kind) == name)
            return kind;
    return std::nullopt;
}

ScoreFunction Task::preferredScore(TaskKind kind)
{
    return kind == TaskKind::Phrases ? ScoreFunction::Additive : ScoreFunction::ScaledDot;
}

Example Task::sample(std::mt19937_64 &random) const
{
    switch (mKind) {
    case TaskKind::Dates:
        return date(random);
    case TaskKind::Translate:
        return gloss(random);
    case TaskKind::Phrases:
        return phrases(random);
    case TaskKind::Reverse:
        break;
    }
    return reverse(random);
}

Example Task::gloss(std::mt19937_64 &random) const
{
    std::uniform_int_distribution<int> length(3, 8), word(0, static_cast<int>(mSource.size()) - 1);
    std::vector<int> source(static_cast<std::size_t>(length(random)));
    for (int &w : source)
        w = word(random);
    return exampleFor(source);
}

Example Task::phrases(std::mt19937_64 &random) const
{
    const int nouns = static_cast<int>(mSource.size()) - kFirstAdjective - mAdjectives;
    std::uniform_int_distribution<int> count(1, kMaxPhrases), determiner(0, kFirstConjunction - 1),
        conjunction(kFirstConjunction, kFirstAdjective - 1), adjective(0, mAdjectives - 1), noun(0, nouns - 1);
    std::vector<int> source;
    for (int k = count(random); k > 0; --k) {
        if (!source.empty())
            source.push_back(conjunction(random));
        source.push_back(determiner(random));
        source.push_back(kFirstAdjective + adjective(random));
        source.push_back(kFirstAdjective + mAdjectives + noun(random));
    }
    return exampleFor(source);
}

Example Task::reverse(std::mt19937_64 &random) const
{
    std::uniform_int_distribution<int> length(3, 10), digit(0, 9);
    std::vector<int> source(static_cast<std::size_t>(length(random)));
    for (int &d : source)
        d = digit(random);
    return exampleFor(source);
}

Example Task::date(std::mt19937_64 &random) const
{
    std::uniform_int_distribution<int> dayOf(1, 28), monthOf(1, 12), yearOf(1950, 2049);
    const int day = dayOf(random), month = monthOf(random), year = yearOf(random);
    // "3 March 2021": day digits, the month's name, the year's digits.
    std::vector<int> source;
    for (char c : std::to_string(day))
        source.push_back(c - '0');
    source.push_back(kFirstMonth + month - 1);
    for (char c : std::to_string(year))
        source.push_back(c - '0');
    return exampleFor(source);
}

Example Task::exampleFor(const std::vector<int> &source) const
{
    Example example;
    example.source = source;
    const int n = static_cast<int>(source.size());
    const auto add = [&example](int token, std::vector<int> origin) {
        example.target.push_back(token);
        example.alignment.push_back(std::move(origin));
    };
    switch (mKind) {
    case TaskKind::Reverse:
        for (int t = 0; t < n; ++t)
            add(source[static_cast<std::size_t>(n - 1 - t)], {n - 1 - t});
        break;
    case TaskKind::Translate:
        for (int i = 0; i < n; ++i)
            add(source[static_cast<std::size_t>(i)], {i}); // the same index in the target vocabulary is its gloss
        break;
    case TaskKind::Phrases:
        // "the ADJ NOUN": "les NOUN ADJ"; "and": "et". The same index in the target vocabulary
        // is a word's translation.
        for (int i = 0; i < n; ++i) {
            const int id = source[static_cast<std::size_t>(i)];
            const auto isAdjective = [this](int word) { return word >= kFirstAdjective && word < kFirstAdjective + mAdjectives; };
            const bool adjective = isAdjective(id);
            const bool nounAfterAdjective =
                i > 0 && id >= kFirstAdjective + mAdjectives && isAdjective(source[static_cast<std::size_t>(i - 1)]);
            if (adjective && i + 1 < n) // swapped with the noun that follows
                add(source[static_cast<std::size_t>(i + 1)], {i + 1});
            else if (nounAfterAdjective)
                add(source[static_cast<std::size_t>(i - 1)], {i - 1});
            else
                add(id, {i});
        }
        break;
    case TaskKind::Dates: {
        // "2021-03-03", each character with where it comes from.
        const auto monthAt = std::find_if(source.begin(), source.end(), [](int id) { return id >= kFirstMonth; });
        const int monthPosition = static_cast<int>(monthAt - source.begin());
        if (monthAt == source.end() || monthPosition < 1 || n - monthPosition - 1 != 4)
            break; // not a date: encode() and sample() never make one
        const int month = *monthAt - kFirstMonth + 1;
        for (int k = 0; k < 4; ++k)
            add(source[static_cast<std::size_t>(monthPosition + 1 + k)], {monthPosition + 1 + k});
        add(kDash, {});
        add(month / 10, {monthPosition});
        add(month % 10, {monthPosition});
        add(kDash, {});
        const int lastDay = monthPosition - 1;
        add(monthPosition == 1 ? 0 : source[0], {0});
        add(source[static_cast<std::size_t>(lastDay)], {lastDay});
        break;
    }
    }
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

std::string Task::sentence(const std::vector<int> &source) const
{
    std::string text;
    for (int id : source) {
        // A date's day is written as one number: "12 May", not "1 2 May".
        const bool digitAfterDigit =
            mKind == TaskKind::Dates && !text.empty() && std::isdigit(static_cast<unsigned char>(text.back())) && id < 10;
        if (!text.empty() && !digitAfterDigit)
            text += ' ';
        text += mSource[static_cast<std::size_t>(id)];
    }
    return text;
}

Outcome<std::vector<int>> Task::encode(const std::string &sentence) const
{
    std::vector<int> ids;
    const auto idOf = [this](const std::string &word) {
        const std::string lower = lowerCase(word);
        for (std::size_t i = 0; i < mSource.size(); ++i)
            if (lowerCase(mSource[i]) == lower)
                return static_cast<int>(i);
        return -1;
    };
    switch (mKind) {
    case TaskKind::Reverse:
        for (unsigned char c : sentence) {
            if (std::isdigit(c))
                ids.push_back(c - '0');
            else if (!std::isspace(c) && c != ',')
                return Message("task.reverse_input",
                               ATTENTION_MESSAGE("The reverse model reads digits only: type a few, such as \"3 1 4 1 5\"."));
        }
        break;
    case TaskKind::Dates: {
        const Message hint(
            "task.dates_input",
            ATTENTION_MESSAGE("The dates model reads a day, a month's name and a four-digit year, such as \"3 March 2021\"."));
        std::vector<Token> words = tokenize(sentence);
        if (words.size() != 3)
            return hint;
        const std::string &day = words[0].text, &year = words[2].text;
        const int month = idOf(words[1].text);
        const auto allDigits = [](const std::string &w) {
            return std::all_of(w.begin(), w.end(), [](unsigned char c) { return std::isdigit(c); });
        };
        if (day.empty() || day.size() > 2 || !allDigits(day) || std::stoi(day) < 1 || std::stoi(day) > 31 || month < kFirstMonth
            || year.size() != 4 || !allDigits(year))
            return hint;
        for (char c : day)
            ids.push_back(c - '0');
        ids.push_back(month);
        for (char c : year)
            ids.push_back(c - '0');
        break;
    }
    case TaskKind::Phrases: {
        const auto phrasesHint = [](Message detail) {
            return Message("task.phrases_input",
                           ATTENTION_MESSAGE("The phrases model reads noun phrases joined by \"and\", \"or\" or \"with\", each a "
                                             "determiner (the, my, our, these, some), an adjective and a plural noun, such as "
                                             "\"the red cars and my sad dogs\"%1"),
                           {std::move(detail)});
        };
        const auto words = tokenize(sentence);
        for (std::size_t i = 0; i < words.size(); ++i) {
            const int id = idOf(words[i].text);
            const std::size_t slot = i % 4; // the, adjective, noun, and
            const bool fits = slot == 0   ? id >= 0 && id < kFirstConjunction
                              : slot == 1 ? id >= kFirstAdjective && id < kFirstAdjective + mAdjectives
                              : slot == 2 ? id >= kFirstAdjective + mAdjectives
                                          : id >= kFirstConjunction && id < kFirstAdjective;
            if (!fits) {
                std::string known;
                const int first = slot == 2 ? kFirstAdjective + mAdjectives : kFirstAdjective;
                for (int k = first; k < first + 6 && k < static_cast<int>(mSource.size()); ++k)
                    known += (k > first ? ", " : "") + mSource[static_cast<std::size_t>(k)];
                return phrasesHint(
                    slot == 1 ? Message("task.phrases_adjective", ATTENTION_MESSAGE(" (adjectives such as %1): \"%2\" does not fit there."),
                                        {known, words[i].text})
                    : slot == 2 ? Message("task.phrases_noun", ATTENTION_MESSAGE(" (nouns such as %1): \"%2\" does not fit there."),
                                          {known, words[i].text})
                                : Message("task.phrases_word", ATTENTION_MESSAGE(": \"%1\" does not fit there."), {words[i].text}));
            }
            ids.push_back(id);
        }
        if (!ids.empty() && ids.size() % 4 != 3)
            return phrasesHint(Message("task.phrases_unfinished", ATTENTION_MESSAGE(": the last phrase is not finished.")));
        break;
    }
    case TaskKind::Translate:
        for (const Token &word : tokenize(sentence)) {
            const int id = idOf(word.text);
            if (id < 0) {
                std::string known;
                for (std::size_t i = 0; i < mSource.size() && i < 12; ++i)
                    known += (i ? ", " : "") + mSource[i];
                return Message("task.translate_word",
                               ATTENTION_MESSAGE("The translation model learned %1 English words (%2, ...); \"%3\" is not one of them."),
                               {mSource.size(), known, word.text});
            }
            ids.push_back(id);
        }
        break;
    }
    if (ids.empty())
        return Message("task.empty", ATTENTION_MESSAGE("Type a source sentence for the trained model to read."));
    if (static_cast<int>(ids.size()) > kMaxSourceLength)
        return Message("task.too_long", ATTENTION_MESSAGE("The trained model knows positions up to %1: shorten the source."),
                       {kMaxSourceLength});
    return ids;
}

} // namespace attention::training
