#pragma once

#include "core/Message.h"
#include "core/Outcome.h"
#include "ui/formats/FileAccess.h"

#include <QByteArray>
#include <QIODevice>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <functional>
#include <limits>
#include <map>
#include <optional>
#include <vector>

namespace attention {

/** What readAttentionJson() found in a JSON object. */
struct AttentionJsonParts
{
    bool hasAttentions = false;
    std::vector<std::int64_t> shape; // the nested lists' sizes, outermost first
    QByteArray values; // their numbers in C order, little-endian float64
    std::map<QString, QByteArray> kept; // the JSON text of each key asked for, as written (the last, if repeated)
};

/** What readAttentionJson() keeps and how much it reads. */
struct AttentionJsonLimits
{
    QStringList keep; // the keys whose values' text to keep (small: for Qt's parser)
    std::int64_t maxValues = 0; // numbers in "attentions"
    qsizetype maxKeptBytes = 0; // a kept value's text
    /** More text than this (a file grown since it was opened) ends the reading with textTooLarge. */
    qint64 maxTextBytes = std::numeric_limits<qint64>::max() - 1;
    std::optional<Message> textTooLarge;
    qsizetype chunkBytes = 1 << 20; // read at a time
    /** Called after each chunk; where it says no, the reading stops (readingStopped()). */
    ReadProgress progress;
};

/**
 * Reads a JSON object in one pass, a chunk at a time, without building a document or holding
 * the text: the numbers of its "attentions" (nested lists, checked to be rectangular and
 * equally deep) straight into float64s, and the text of the keys named in limits.keep. Every
 * other value is checked and skipped. QJsonDocument held about 5 times the text's size for a
 * model's attention (52 MB of text, BERT-base's 12 x 12 heads over 128 tokens: 255 MB) and
 * was refused above 64 MB; this holds 8 bytes a number, a chunk, and the longest number or key
 * it must read whole. A syntax error gives Qt's own message at its byte; more than maxValues
 * numbers, or lists of numbers nested wrongly, a message of its own; a text that is valid JSON
 * but no object, hasAttentions false. Where numbers are nested wrongly the device is read again
 * from its start (to tell whether the text is JSON at all): it must be able to seek.
 */
Outcome<AttentionJsonParts> readAttentionJson(QIODevice &device, const AttentionJsonLimits &limits);
Outcome<AttentionJsonParts> readAttentionJson(const QByteArray &text, const AttentionJsonLimits &limits);

} // namespace attention
