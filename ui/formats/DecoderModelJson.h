#pragma once

#include "core/Outcome.h"
#include "core/generation/DecoderModel.h"

#include <QJsonObject>
#include <QString>

#include <string>
#include <vector>

namespace attention {

/** A language model file: the decoder's sizes and weights under the keys of the golden
 *  decoder_lm cases (shared/golden/README.md), the words its ids stand for, and what it was
 *  trained on. */
struct LanguageModelFile
{
    generation::DecoderModel model;
    std::vector<std::string> vocabulary; // one word per id
    QString task; // "induction", or empty
    QJsonObject training; // steps, seconds, accuracy and head scores, as train reported them
};

QJsonObject decoderModelToJson(const generation::DecoderModel &model);
/** Reads the decoder keys of a JSON object; throws JsonFormatError naming what is wrong. */
generation::DecoderModel decoderModelFromJson(const QJsonObject &object);

QJsonObject languageModelToJson(const LanguageModelFile &file);
Outcome<LanguageModelFile> readLanguageModelFile(const QString &path);
/** The same from the file's bytes (its messages name no file). */
Outcome<LanguageModelFile> parseLanguageModel(const QByteArray &bytes);
Outcome<void> saveLanguageModelFile(const LanguageModelFile &file, const QString &path);

} // namespace attention
