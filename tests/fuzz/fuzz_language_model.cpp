// libFuzzer target: language model files (train --model, generate MODEL), and a few tokens of
// whatever model they describe.
#include "core/generation/Generation.h"
#include "ui/formats/DecoderModelJson.h"

#include <QStringList>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const auto file = attention::parseLanguageModel(QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)));
    if (!file) {
        if (file.problem().code.empty())
            __builtin_trap(); // every refusal says why
        return 0;
    }
    for (const std::string &word : file->vocabulary) {
        const QString text = QString::fromStdString(word);
        if (text.isEmpty())
            __builtin_trap(); // a word can be typed and printed
        for (const QChar c : text)
            if (c.isSpace() || c.category() == QChar::Other_Control)
                __builtin_trap();
    }
    // A short continuation: finite probabilities, or a sentence.
    if (file->model.dModel > 64 || file->model.layers() > 2 || file->model.vocab > 256)
        return 0;
    attention::generation::GenerationOptions options;
    options.maxNewTokens = 3;
    options.strategy = attention::generation::Strategy::Sample;
    const auto written = attention::generation::generate(file->model, {0}, options);
    if (written) {
        for (const auto &step : *written)
            if (!(step.probability > 0 && step.probability <= 1))
                __builtin_trap();
    } else if (written.problem().code.empty()) {
        __builtin_trap();
    }
    return 0;
}
