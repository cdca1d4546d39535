#include "ui/formats/JsonCost.h"

#include "core/pipeline/Budget.h"
#include "ui/formats/MatrixJson.h"

#include <algorithm>

namespace attention {

JsonShape jsonShapeOf(const QByteArray &text)
{
    JsonShape shape;
    int depth = 0;
    bool valueMayStart = true; // after the start, '[', '{', ',' or ':'
    const char *c = text.constData();
    const char *const end = c + text.size();
    if (text.startsWith("\xEF\xBB\xBF"))
        c += 3; // a UTF-8 byte-order mark, which Qt skips
    for (; c < end; ++c) {
        switch (*c) {
        case '"': {
            ++shape.values;
            const char *const opening = c;
            for (++c; c < end && *c != '"'; ++c)
                if (*c == '\\')
                    ++c; // the escaped character, a quote too
            shape.stringBytes += double(c - opening - 1);
            valueMayStart = false;
            break;
        }
        case '[':
        case '{':
            ++shape.containers;
            shape.depth = std::max(shape.depth, ++depth);
            valueMayStart = true;
            break;
        case ']':
        case '}':
            --depth;
            valueMayStart = false;
            break;
        case ',':
        case ':':
            valueMayStart = true;
            break;
        case ' ':
        case '\t':
        case '\n':
        case '\r':
            break;
        default: // a number or a literal: counted at its first character
            if (valueMayStart)
                ++shape.values;
            valueMayStart = false;
            break;
        }
    }
    return shape;
}

double jsonParseBytes(const JsonShape &shape)
{
    return 2.0 * (16.0 * shape.values + 120.0 * shape.containers + 2.0 * shape.stringBytes);
}

Outcome<QJsonDocument> parseJsonWithinBudget(const QByteArray &text)
{
    const JsonShape shape = jsonShapeOf(text);
    if (shape.depth > kMaxJsonDepth)
        return Message("json.depth", ATTENTION_MESSAGE("its lists and objects nest %1 deep; at most %2 levels are read"),
                       {shape.depth, kMaxJsonDepth});
    // Parsing is a pass or two over the text: its work counts a few operations a byte.
    const Cost cost{8.0 * double(text.size()), jsonParseBytes(shape)};
    if (auto ok = withinBudget(cost, Message("json.what", ATTENTION_MESSAGE("Reading this JSON")),
                               Message("json.advice", ATTENTION_MESSAGE("use a file with fewer lists and values")));
        !ok)
        return ok.problem();
    QJsonParseError error{};
    QJsonDocument document = QJsonDocument::fromJson(text, &error);
    if (error.error != QJsonParseError::NoError)
        return jsonSyntaxError(error);
    return document;
}

} // namespace attention
