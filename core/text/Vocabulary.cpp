#include "core/text/Vocabulary.h"

namespace attention {

Vocabulary::Vocabulary()
{
    for (const char *special : {kPadText, "<unk>", "<bos>", "<eos>"})
        add(special);
}

void Vocabulary::assignIds(std::vector<Token> &tokens)
{
    for (Token &token : tokens)
        token.id = token.padding ? kPadId : add(token.text);
}

int Vocabulary::idOf(const std::string &text) const
{
    const auto it = mIds.find(text);
    return it == mIds.end() ? kUnknownId : it->second;
}

const std::string &Vocabulary::textOf(int id) const
{
    return id >= 0 && id < size() ? mTexts[static_cast<std::size_t>(id)] : mTexts[kUnknownId];
}

int Vocabulary::add(const std::string &text)
{
    const auto [it, inserted] = mIds.emplace(text, size());
    if (inserted)
        mTexts.push_back(text);
    return it->second;
}

} // namespace attention
