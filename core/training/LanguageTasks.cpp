#include "core/training/LanguageTasks.h"

#include <algorithm>
#include <numeric>

namespace attention::training {

LanguageTask LanguageTask::make(LanguageTaskKind kind)
{
    LanguageTask task;
    task.mKind = kind;
    if (kind == LanguageTaskKind::Grammar) {
        task.mVocabulary = task.mGrammar.words();
        task.mLength = 32;
        return task;
    }
    for (char letter = 'a'; letter <= 'z'; ++letter)
        task.mVocabulary.emplace_back(1, letter);
    return task;
}

int inductionRuleLetter(int twoBack, int oneBack, int letters)
{
    return twoBack < letters / 2 ? (5 * oneBack + 3) % letters : (11 * oneBack + 7) % letters; // 5, 11: prime to 26
}

const char *languageTaskName(LanguageTaskKind kind)
{
    return kind == LanguageTaskKind::Grammar ? "grammar" : "induction";
}

bool LanguageTask::kindFromName(const std::string &name, LanguageTaskKind *kind)
{
    if (name == "induction")
        *kind = LanguageTaskKind::Induction;
    else if (name == "grammar")
        *kind = LanguageTaskKind::Grammar;
    else
        return false;
    return true;
}

generation::DecoderShape LanguageTask::shape() const
{
    return {int(mVocabulary.size()), /*dModel*/ 32, /*heads*/ 2, /*layers*/ 2, /*ffn*/ 64, /*positions*/ mLength};
}

int LanguageTask::boundaryToken() const
{
    return int(std::find(mVocabulary.begin(), mVocabulary.end(), ".") - mVocabulary.begin());
}

TextExample LanguageTask::sample(std::mt19937_64 &random) const
{
    return mKind == LanguageTaskKind::Grammar ? sampleGrammar(random) : sampleInduction(random);
}

TextExample LanguageTask::sampleInduction(std::mt19937_64 &random) const
{
    const int letters = int(mVocabulary.size());
    const auto below = [&random](int n) { return int(std::uniform_int_distribution<int>(0, n - 1)(random)); };
    std::vector<int> alphabet(static_cast<std::size_t>(letters));
    std::iota(alphabet.begin(), alphabet.end(), 0);
    std::shuffle(alphabet.begin(), alphabet.end(), random);
    const int segment = 4 + below(5); // 4..8 letters
    const int first = below(mLength - 2 * segment + 1); // where the segment starts
    const int second = first + segment + below(mLength - first - 2 * segment + 1); // and starts again
    std::vector<int> segmentAt(std::size_t(mLength), -1); // which letter of the segment stands there
    for (int j = 0; j < segment; ++j)
        segmentAt[std::size_t(first + j)] = segmentAt[std::size_t(second + j)] = j;
    std::vector<bool> inSegment(std::size_t(letters), false);
    for (int j = 0; j < segment; ++j)
        inSegment[std::size_t(alphabet[std::size_t(j)])] = true;
    const int others = letters - segment; // the filler uses none of the segment's letters
    TextExample example;
    for (int i = 0; i < mLength; ++i) {
        int letter = segmentAt[std::size_t(i)] >= 0 ? alphabet[std::size_t(segmentAt[std::size_t(i)])]
                                                    : alphabet[std::size_t(segment + below(others))];
        if (segmentAt[std::size_t(i)] < 0 && i >= 2 && below(100) < kInductionRulePercent) {
            const int ruled = inductionRuleLetter(example.tokens[std::size_t(i - 2)], example.tokens[std::size_t(i - 1)], letters);
            if (!inSegment[std::size_t(ruled)])
                letter = ruled;
        }
        example.tokens.push_back(letter);
    }
    for (int j = 0; j + 1 < segment; ++j) {
        example.measured.push_back(second + j);
        example.probes.push_back({second + j, first + j + 1});
    }
    // Scored: the successor of a letter's first occurrence (the rule's, or chance's) and the
    // copy's. After a filler letter that came by chance again the rule still holds, but a model
    // scored there learned that a repeat need not be copied: it copied "q x b m k z q x" with
    // probability 0.43, against 0.99 without those positions.
    for (int i = 1; i + 1 < mLength; ++i) {
        const auto begin = example.tokens.begin();
        const bool repeated = std::find(begin, begin + i, example.tokens[std::size_t(i)]) != begin + i;
        const bool copy = std::find(example.measured.begin(), example.measured.end(), i) != example.measured.end();
        if (!repeated || copy)
            example.scored.push_back(i);
    }
    return example;
}

TextExample LanguageTask::sampleGrammar(std::mt19937_64 &random) const
{
    const auto idOf = [this](const std::string &word) {
        return int(std::find(mVocabulary.begin(), mVocabulary.end(), word) - mVocabulary.begin());
    };
    TextExample example;
    if (std::uniform_int_distribution<int>(0, 1)(random)) // half start after a ".", half at once: prompts may do either
        example.tokens.push_back(boundaryToken());
    while (int(example.tokens.size()) < mLength) {
        const GrammarSentence sentence = mGrammar.sample(random);
        const int start = int(example.tokens.size());
        for (const std::string &word : sentence.words)
            example.tokens.push_back(idOf(word));
        if (sentence.relativeClause && start + sentence.mainVerb < mLength)
            example.probes.push_back({start + sentence.mainVerb - 1, start + sentence.subjectNoun});
    }
    example.tokens.resize(std::size_t(mLength));
    example.scored.resize(std::size_t(mLength - 1));
    std::iota(example.scored.begin(), example.scored.end(), 0);
    example.measured = example.scored;
    return example;
}

} // namespace attention::training
