#pragma once

#include "core/Outcome.h"

#include <QByteArray>
#include <QJsonDocument>

namespace attention {

/** The shape of JSON text, found in one pass without building anything: how many values
 *  (numbers, strings, keys, literals), how many lists and objects, the bytes of its strings
 *  and keys, and the deepest nesting. */
struct JsonShape
{
    double values = 0;
    double containers = 0;
    double stringBytes = 0;
    int depth = 0;
};
JsonShape jsonShapeOf(const QByteArray &text);

/** Memory Qt 6.4's JSON document holds at its peak for text of this shape (measured: about
 *  16 bytes a value, up to 120 a list or object, and a string's text in UTF-16, so that 4.5 MB
 *  of "[[[[]]]]" took 237 MB), counted twice for room. */
double jsonParseBytes(const JsonShape &shape);

/** Lists and objects nest at most this deep in every file the app reads (a tokenizer's, the
 *  deepest, nests about six). */
constexpr int kMaxJsonDepth = 64;

/**
 * The JSON document in text, parsed by Qt only once its shape is known to fit: deeper than
 * kMaxJsonDepth, or beyond the memory budget (a small file of nested empty lists takes 50 times
 * its size), is refused with a sentence before any of it is built; bad syntax says at which byte.
 */
Outcome<QJsonDocument> parseJsonWithinBudget(const QByteArray &text);

} // namespace attention
