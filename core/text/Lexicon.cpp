#include "core/text/Lexicon.h"

#include "core/Random.h"
#include "core/text/Embedding.h"
#include "core/text/Unicode.h"

#include <sstream>

namespace attention {

extern const char *const kBuiltinLexiconTsv; // generated from resources/lexicon/lexicon.tsv

std::string lowerCase(std::string_view text)
{
    std::string out;
    for (const unicode::CodePoint &cp : unicode::decodeUtf8(text))
        out += unicode::encodeUtf8(unicode::toLowerSimple(cp.value));
    return out;
}

std::shared_ptr<const Lexicon> Lexicon::builtin()
{
    static const std::shared_ptr<const Lexicon> lexicon = [] {
        auto parsed = parse(kBuiltinLexiconTsv);
        return std::make_shared<const Lexicon>(parsed ? std::move(parsed.value()) : Lexicon());
    }();
    return lexicon;
}

Outcome<Lexicon> Lexicon::parse(std::string_view tsv)
{
    Lexicon lexicon;
    lexicon.mText = std::string(tsv);
    std::istringstream lines(lexicon.mText);
    std::string line;
    int lineNumber = 0;
    while (std::getline(lines, line)) {
        ++lineNumber;
        if (!line.empty() && line.back() == '\r')
            line.pop_back();
        if (line.empty() || line[0] == '#')
            continue;
        std::vector<std::string> columns;
        std::size_t start = 0;
        for (std::size_t tab = line.find('\t');; tab = line.find('\t', start)) {
            columns.push_back(line.substr(start, tab == std::string::npos ? std::string::npos : tab - start));
            if (tab == std::string::npos)
                break;
            start = tab + 1;
        }
        if (columns.size() != LanguageCount)
            return Message("lexicon.columns",
                           ATTENTION_MESSAGE("line %1 needs four columns separated by tabs (English, French, German, Spanish)"),
                           {lineNumber});
        const int concept = lexicon.conceptCount();
        lexicon.mConcepts.push_back(columns[0]);
        lexicon.mFirstForms.emplace_back();
        for (int language = 0; language < LanguageCount; ++language) {
            std::size_t from = 0;
            const std::string &cell = columns[static_cast<std::size_t>(language)];
            while (from <= cell.size()) {
                const std::size_t bar = cell.find('|', from);
                const std::string form = lowerCase(cell.substr(from, bar == std::string::npos ? std::string::npos : bar - from));
                if (!form.empty()) {
                    lexicon.mForms[static_cast<std::size_t>(language)].emplace(form, concept); // the first meaning wins
                    std::string &first = lexicon.mFirstForms.back()[static_cast<std::size_t>(language)];
                    if (first.empty())
                        first = form;
                }
                if (bar == std::string::npos)
                    break;
                from = bar + 1;
            }
        }
    }
    if (lexicon.mConcepts.empty())
        return Message("lexicon.empty", ATTENTION_MESSAGE("the lexicon has no concepts"));
    return lexicon;
}

std::optional<int> Lexicon::conceptOf(const std::string &word, int language) const
{
    if (language >= 0 && language < LanguageCount) {
        const auto &forms = mForms[static_cast<std::size_t>(language)];
        if (const auto it = forms.find(word); it != forms.end())
            return it->second;
    }
    for (const auto &forms : mForms)
        if (const auto it = forms.find(word); it != forms.end())
            return it->second;
    return std::nullopt;
}

const std::string &Lexicon::firstForm(int concept, int language) const
{
    return mFirstForms.at(static_cast<std::size_t>(concept)).at(static_cast<std::size_t>(language));
}

int Lexicon::detectLanguage(const std::vector<Token> &tokens) const
{
    std::array<int, LanguageCount> hits{};
    for (const Token &token : tokens) {
        const std::string word = lowerCase(token.text);
        for (int language = 0; language < LanguageCount; ++language)
            hits[static_cast<std::size_t>(language)] += mForms[static_cast<std::size_t>(language)].count(word) ? 1 : 0;
    }
    int best = English;
    for (int language = 1; language < LanguageCount; ++language)
        if (hits[static_cast<std::size_t>(language)] > hits[static_cast<std::size_t>(best)])
            best = language;
    return best;
}

Matrix lexiconEmbeddings(const std::vector<Token> &tokens, const Lexicon &lexicon, int dModel, std::uint64_t seed, double noise)
{
    Matrix out = embedTokens(tokens, dModel, seed); // each token's own vector
    const int language = lexicon.detectLanguage(tokens);
    for (std::size_t i = 0; i < tokens.size(); ++i) {
        if (tokens[i].padding)
            continue;
        const auto concept = lexicon.conceptOf(lowerCase(tokens[i].text), language);
        if (!concept)
            continue;
        const Matrix shared = randomNormalMatrix(1, dModel, seed, 0x1E81C0ull + static_cast<std::uint64_t>(*concept), 1.0);
        out.row(static_cast<Eigen::Index>(i)) = shared + static_cast<Scalar>(noise) * out.row(static_cast<Eigen::Index>(i));
    }
    return out;
}

} // namespace attention
