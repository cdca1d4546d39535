#pragma once

#include "core/Outcome.h"

#include <QByteArray>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <map>
#include <vector>

namespace attention {

/** What readAttentionJson() found in a JSON object. */
struct AttentionJsonParts
{
    bool hasAttentions = false;
    std::vector<std::int64_t> shape; // the nested lists' sizes, outermost first
    QByteArray values;               // their numbers in C order, little-endian float64
    std::map<QString, QByteArray> kept; // the JSON text of each key asked for, as written (the last, if repeated)
};

/**
 * Reads a JSON object in one pass, without building a document: the numbers of its
 * "attentions" (nested lists, checked to be rectangular and equally deep) straight into
 * float64s, and the text of the keys named in `keep` (small values, for Qt's parser: at most
 * maxKeptBytes each). Every other value is checked and skipped. QJsonDocument held about 5 times the text's size for a
 * model's attention (52 MB of text, BERT-base's 12 x 12 heads over 128 tokens: 255 MB) and
 * was refused above 64 MB; this holds the text and 8 bytes a number. A syntax error gives Qt's
 * own message at its byte; more than maxValues numbers, or lists of numbers nested wrongly, a
 * message of its own; a text that is valid JSON but no object, hasAttentions false.
 */
Outcome<AttentionJsonParts> readAttentionJson(const QByteArray &text, const QStringList &keep, std::int64_t maxValues,
                                              qsizetype maxKeptBytes);

} // namespace attention
