// libFuzzer target: Hugging Face attention JSON and token sidecars.
#include "ui/formats/AttentionImport.h"
#include "ui/formats/AttentionJsonReader.h"
#include "ui/formats/MatrixJson.h"

#include <QJsonDocument>
#include <QJsonObject>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const auto imported = attention::parseHuggingFaceJson(bytes);
    if (imported) {
        const auto result = attention::importedResult(*imported, 0);
        if (!result || !result->weights.allFinite())
            __builtin_trap(); // imported weights are finite or refused when read
    }
    // The one-pass reader takes as JSON what Qt's parser takes, and finds "attentions" where it does.
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(bytes, &error);
    attention::AttentionJsonLimits limits;
    limits.keep = {QStringLiteral("tokens")};
    limits.maxValues = limits.maxKeptBytes = 1 << 20;
    const auto parts = attention::readAttentionJson(bytes, limits);
    const bool syntaxRefused = !parts && parts.problem().code == attention::kJsonSyntaxCode;
    if (syntaxRefused != (error.error != QJsonParseError::NoError))
        __builtin_trap();
    if (parts && parts->hasAttentions != (document.isObject() && document.object().contains(QLatin1String("attentions"))))
        __builtin_trap();
    // Read a few bytes at a time (the size from the input's length), the same outcome.
    limits.chunkBytes = 1 + static_cast<qsizetype>(size % 7);
    const auto inChunks = attention::readAttentionJson(bytes, limits);
    if (bool(inChunks) != bool(parts) || (!parts && inChunks.error() != parts.error())
        || (parts && (inChunks->values != parts->values || inChunks->shape != parts->shape || inChunks->kept != parts->kept)))
        __builtin_trap();
    const auto tokens = attention::parseTokenSidecar(bytes);
    if (!tokens && tokens.problem().code.empty())
        __builtin_trap(); // every refusal says why
    return 0;
}
