#include "core/training/GrammarTask.h"

#include <algorithm>
#include <array>

namespace attention::training {

namespace {

enum Number { Singular = 0, Plural = 1 };

struct Pair
{
    const char *singular, *plural;
};

constexpr std::array<Pair, 5> kNouns{
    {{"dog", "dogs"}, {"cat", "cats"}, {"bird", "birds"}, {"teacher", "teachers"}, {"student", "students"}}};
constexpr std::array<Pair, 4> kIntransitive{{{"runs", "run"}, {"sleeps", "sleep"}, {"sings", "sing"}, {"waits", "wait"}}};
constexpr std::array<Pair, 4> kTransitive{{{"sees", "see"}, {"likes", "like"}, {"follows", "follow"}, {"hears", "hear"}}};
constexpr std::array<const char *, 4> kAdjectives{"big", "small", "old", "young"};
constexpr const char *kEnd = ".";

const char *form(const Pair &pair, Number number)
{
    return number == Singular ? pair.singular : pair.plural;
}

/** Finds `word` among the pairs: its number, or -1. */
template <std::size_t N> int numberIn(const std::array<Pair, N> &pairs, const std::string &word)
{
    for (const Pair &pair : pairs) {
        if (word == pair.singular)
            return Singular;
        if (word == pair.plural)
            return Plural;
    }
    return -1;
}

bool isAdjective(const std::string &word)
{
    return std::find(kAdjectives.begin(), kAdjectives.end(), word) != kAdjectives.end();
}

/** Recursive descent over the words; every function returns false without consuming on failure. */
class Parser
{
public:
    explicit Parser(const std::vector<std::string> &words) : mWords(words) {}

    bool sentence()
    {
        int number = -1;
        if (!nounPhrase(&number))
            return false;
        if (peek() == "that") {
            ++mAt;
            if (!relativeClause(number))
                return false;
        }
        if (!verbPhrase(number))
            return false;
        if (peek() == kEnd)
            ++mAt;
        return mAt == mWords.size();
    }

private:
    std::string peek() const { return mAt < mWords.size() ? mWords[mAt] : std::string(); }

    bool nounPhrase(int *number)
    {
        const std::string determiner = peek();
        if (determiner != "the" && determiner != "a" && determiner != "some")
            return false;
        ++mAt;
        int adjectives = 0;
        while (isAdjective(peek()) && adjectives < 2) {
            ++mAt;
            ++adjectives;
        }
        const int noun = numberIn(kNouns, peek());
        if (noun < 0 || (determiner == "a" && noun != Singular) || (determiner == "some" && noun != Plural))
            return false;
        ++mAt;
        *number = noun;
        return true;
    }

    bool relativeClause(int headNumber)
    {
        const int verb = numberIn(kTransitive, peek());
        if (verb >= 0) { // subject relative: that sees the cat
            if (verb != headNumber)
                return false;
            ++mAt;
            int object = -1;
            return nounPhrase(&object);
        }
        int subject = -1; // object relative: that the cat sees
        if (!nounPhrase(&subject))
            return false;
        if (numberIn(kTransitive, peek()) != subject)
            return false;
        ++mAt;
        return true;
    }

    bool verbPhrase(int number)
    {
        if (numberIn(kIntransitive, peek()) == number) {
            ++mAt;
            return true;
        }
        if (numberIn(kTransitive, peek()) != number)
            return false;
        ++mAt;
        int object = -1;
        return nounPhrase(&object);
    }

    const std::vector<std::string> &mWords;
    std::size_t mAt = 0;
};

} // namespace

Grammar::Grammar()
{
    const auto add = [this](const std::string &word) {
        if (std::find(mWords.begin(), mWords.end(), word) == mWords.end())
            mWords.push_back(word);
    };
    for (const char *word : {"the", "a", "some", "that"})
        add(word);
    for (const char *word : kAdjectives)
        add(word);
    const auto addPairs = [&add](const auto &pairs) {
        for (const Pair &pair : pairs) {
            add(pair.singular);
            add(pair.plural);
        }
    };
    addPairs(kNouns);
    addPairs(kIntransitive);
    addPairs(kTransitive);
    add(kEnd);
}

GrammarSentence Grammar::sample(std::mt19937_64 &random) const
{
    const auto below = [&random](int n) { return int(std::uniform_int_distribution<int>(0, n - 1)(random)); };
    GrammarSentence sentence;
    auto &words = sentence.words;
    const auto nounPhrase = [&](Number number) {
        words.emplace_back(number == Plural ? (below(2) ? "the" : "some") : (below(2) ? "the" : "a"));
        for (int adjectives = below(3); adjectives > 0; --adjectives)
            words.emplace_back(kAdjectives[std::size_t(below(int(kAdjectives.size())))]);
        words.emplace_back(form(kNouns[std::size_t(below(int(kNouns.size())))], number));
    };
    const auto anyNumber = [&] { return below(2) ? Plural : Singular; };
    const auto transitive = [&](Number number) { return form(kTransitive[std::size_t(below(int(kTransitive.size())))], number); };

    const Number subject = anyNumber();
    nounPhrase(subject);
    sentence.subjectNoun = int(words.size()) - 1;
    if (below(2) == 0) { // half the sentences put a clause between subject and verb
        sentence.relativeClause = true;
        words.emplace_back("that");
        if (below(2)) {
            words.emplace_back(transitive(subject));
            nounPhrase(anyNumber());
        } else {
            const Number inner = anyNumber();
            nounPhrase(inner);
            words.emplace_back(transitive(inner));
        }
    }
    sentence.mainVerb = int(words.size());
    if (below(2)) {
        words.emplace_back(form(kIntransitive[std::size_t(below(int(kIntransitive.size())))], subject));
    } else {
        words.emplace_back(transitive(subject));
        nounPhrase(anyNumber());
    }
    words.emplace_back(kEnd);
    return sentence;
}

bool Grammar::accepts(const std::vector<std::string> &words) const
{
    return Parser(words).sentence();
}

} // namespace attention::training
