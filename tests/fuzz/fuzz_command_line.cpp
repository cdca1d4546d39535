// libFuzzer target: the export command's flags, one argument a line, read and checked and costed
// as the command does before anything is computed or written.
#include "app/ExportCommand.h"
#include "core/pipeline/Budget.h"

#include <QByteArray>
#include <QList>
#include <QStringList>

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    QStringList arguments{QStringLiteral("attention-explorer export")};
    for (const QByteArray &line : QByteArray(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size)).split('\n'))
        arguments.append(QString::fromUtf8(line));
    const auto request = attention::cli::parseExportRequest(arguments);
    if (!request) {
        if (request.problem().code.empty())
            __builtin_trap(); // every refusal says why
        return 0;
    }
    if (!request->help.isEmpty())
        return 0;
    if (request->options.scale < 0.1 || request->options.scale > 8 || request->path.isEmpty())
        __builtin_trap(); // what the request holds was checked
    const auto cost = attention::lessonCost(request->state.lesson, attention::HeadWeights::MeanOnly);
    if (!(cost.work >= 0 && cost.bytes >= 0))
        __builtin_trap(); // a cost for any request, never NaN
    return 0;
}
