#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace attention::models {

/**
 * A real model's tokenizer, as the Hugging Face tokenizer of the model's folder encodes by
 * default: the special tokens it adds included (BERT's [CLS] and [SEP], Marian's </s>).
 */
class ModelTokenizer
{
public:
    virtual ~ModelTokenizer() = default;

    virtual std::vector<int> encode(std::string_view text) const = 0;
    virtual int vocabularySize() const = 0;
    /** The token as the vocabulary writes it ("Ġcat", "##ing", "▁chat"); empty for an unknown id. */
    virtual std::string piece(int id) const = 0;
    /** What the token stands for, for a label: its text with a leading space as "␣" (and a new
     *  line as "↵", a tab as "⇥"), a byte that is part of a character as ⟨F0⟩. */
    virtual std::string label(int id) const = 0;
    /** The text of the ids, as the model's decoder writes it (special tokens left out). */
    virtual std::string decode(const std::vector<int> &ids) const = 0;
};

/** A label's marks for what cannot be seen: spaces, new lines and tabs; other text unchanged. */
std::string visibleLabel(std::string_view text);

} // namespace attention::models
