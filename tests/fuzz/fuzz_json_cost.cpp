// libFuzzer target: the one pass that costs JSON before Qt parses it. Whatever the bytes, it
// agrees with Qt: the same syntax errors, and on a document Qt reads, the values and lists Qt
// holds counted exactly.
#include "ui/formats/JsonCost.h"
#include "ui/formats/MatrixJson.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

namespace {

void count(const QJsonValue &value, double &values, double &containers, int depth, int &deepest)
{
    if (value.isArray() || value.isObject()) {
        ++containers;
        deepest = std::max(deepest, depth + 1);
        if (value.isArray()) {
            for (const QJsonValue &item : value.toArray())
                count(item, values, containers, depth + 1, deepest);
        } else {
            const QJsonObject object = value.toObject();
            for (auto it = object.begin(); it != object.end(); ++it) {
                ++values; // the key
                count(it.value(), values, containers, depth + 1, deepest);
            }
        }
        return;
    }
    ++values;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    QJsonParseError error{};
    const QJsonDocument qt = QJsonDocument::fromJson(bytes, &error);
    const attention::JsonShape shape = attention::jsonShapeOf(bytes);
    const auto ours = attention::parseJsonWithinBudget(bytes);
    if (error.error != QJsonParseError::NoError) {
        // Refused too: for its syntax, or earlier for its depth or cost.
        if (ours)
            __builtin_trap();
        return 0;
    }
    double values = 0, containers = 0;
    int deepest = 0;
    count(qt.isArray() ? QJsonValue(qt.array()) : QJsonValue(qt.object()), values, containers, 0, deepest);
    // A key repeated in an object keeps its last value in Qt's document: the text counts more
    // (never less); without repeated keys, exactly as much.
    const bool repeatedKeys = shape.values > values;
    if (repeatedKeys ? (shape.containers < containers || shape.depth < deepest)
                     : (shape.values != values || shape.containers != containers || shape.depth != deepest))
        __builtin_trap();
    if (bool(ours) != (shape.depth <= attention::kMaxJsonDepth))
        __builtin_trap(); // fuzz inputs are small: only the depth refuses a readable one
    return 0;
}
