#pragma once

#include "core/Outcome.h"
#include "core/Types.h"
#include "core/text/Tokenizer.h"

#include <array>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace attention {

/**
 * A multilingual lexicon: each concept has its forms in English, French, German and Spanish.
 * With it, a word and its translations share one embedding (plus a little noise), so attention
 * finds the right word without any training.
 */
class Lexicon
{
public:
    enum Language { English, French, German, Spanish, LanguageCount };

    /** The lexicon shipped with the app (resources/lexicon/lexicon.tsv). */
    static std::shared_ptr<const Lexicon> builtin();
    /** Tab-separated: one concept a line, four columns, forms separated by '|', '#' comments. */
    static Outcome<Lexicon> parse(std::string_view tsv);

    int conceptCount() const { return static_cast<int>(mConcepts.size()); }
    const std::string &text() const { return mText; }
    /** The concept a (lower-case) word names in a language, or in any language with -1. */
    std::optional<int> conceptOf(const std::string &word, int language) const;
    /** The language most of the tokens belong to. */
    int detectLanguage(const std::vector<Token> &tokens) const;
    /** The first form a concept lists for a language ("chat" for cat in French). */
    const std::string &firstForm(int concept, int language) const;

private:
    std::string mText;
    std::vector<std::string> mConcepts; // the English name of each concept
    std::vector<std::array<std::string, LanguageCount>> mFirstForms;
    std::array<std::unordered_map<std::string, int>, LanguageCount> mForms;
};

/** Lower-cases Latin letters (ASCII and Latin-1), as the lexicon stores its forms. */
std::string lowerCase(std::string_view text);

/**
 * Embeddings where tokens of one concept share a N(0, 1) vector drawn from (seed, concept),
 * plus noise times a vector of the token's own; tokens the lexicon does not know get their
 * own random vector, as embedTokens() gives.
 */
Matrix lexiconEmbeddings(const std::vector<Token> &tokens, const Lexicon &lexicon, int dModel, std::uint64_t seed, double noise);

} // namespace attention
