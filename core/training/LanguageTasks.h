#pragma once

#include "core/generation/DecoderModel.h"

#include <random>
#include <string>
#include <vector>

namespace attention::training {

enum class LanguageTaskKind { Induction, Grammar };

/** One training sequence, which of its next-token predictions count, and where theory says
 *  an induction head looks from each of them (-1: nowhere in particular). */
struct TextExample
{
    std::vector<int> tokens;
    std::vector<int> scored;
    std::vector<int> inductionKey;
};

/**
 * Sequences with a known right answer for a language model.
 * induction: 24 lowercase letters ("q x b m ..."), random except that a segment of 4 to 8
 *   distinct letters, used nowhere else, appears twice. From the second copy on the next letter
 *   is known: it follows the current one in the first copy. Scored: the second copy.
 */
class LanguageTask
{
public:
    static LanguageTask make(LanguageTaskKind kind);

    LanguageTaskKind kind() const { return mKind; }
    const std::vector<std::string> &vocabulary() const { return mVocabulary; }
    int length() const { return mLength; }
    /** The model shape this task trains (d_model 32, 2 layers, 2 heads for induction). */
    generation::DecoderShape shape() const;

    TextExample sample(std::mt19937_64 &random) const;

private:
    LanguageTaskKind mKind = LanguageTaskKind::Induction;
    std::vector<std::string> mVocabulary;
    int mLength = 24;
};

} // namespace attention::training
