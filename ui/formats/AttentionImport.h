#pragma once

#include "core/Outcome.h"
#include "core/pipeline/AttentionResult.h"
#include "ui/formats/AttentionJsonReader.h"
#include "ui/formats/NpyReader.h"

#include <QString>
#include <QStringList>

#include <limits>
#include <memory>
#include <optional>
#include <vector>

namespace attention {

/** Attention weights computed elsewhere (a notebook, a Hugging Face model), by layer and head. */
struct ImportedAttention
{
    QString name; // the file it came from
    int layers = 1;
    int heads = 1;
    QStringList queryTokens, keyTokens;
    /** [layers][heads][queries][keys] as the file holds them, checked and shared by copies. */
    std::shared_ptr<const NpyArray> values;

    /** One head's [queries][keys] matrix, read (a large NPY file's) and converted now. */
    Outcome<Matrix> at(int layer, int head) const { return values->matrix(static_cast<std::int64_t>(layer) * heads + head); }
};

/** NPY or JSON. A JSON import holds 8 bytes a number (at most kMaxNpyElements), never its
 *  whole text, under the 2 GB every request is held to. */
constexpr qint64 kMaxImportFileBytes = 512LL * 1024 * 1024;
constexpr qint64 kMaxSidecarBytes = 16LL * 1024 * 1024; // tokens of the largest attention an import takes, with room

/** [q, k], [heads, q, k] or [layers, heads, q, k] (values checked by readNpy); empty token
 *  lists number the positions. Keeps the array; converts nothing. */
Outcome<ImportedAttention> attentionFromArray(NpyArray array, QStringList queryTokens, QStringList keyTokens);

/** {"tokens": [...]} for self attention, or {"query_tokens": [...], "key_tokens": [...]}. */
Outcome<std::pair<QStringList, QStringList>> parseTokenSidecar(const QByteArray &json);

/**
 * The JSON form of a Hugging Face model's outputs.attentions: {"tokens": [...],
 * "attentions": [layer][batch of 1][head][query][key]} (the batch level may be left out).
 */
Outcome<ImportedAttention> parseHuggingFaceJson(const QByteArray &json);
/** The same read from a device a chunk at a time (its text is never held whole), at most
 *  maxBytes of it (more: tooLarge, else a syntax error there), telling progress how far it is.
 *  The device must be able to seek. */
Outcome<ImportedAttention> readHuggingFaceJson(QIODevice &json, qint64 maxBytes = std::numeric_limits<qint64>::max() - 1,
                                               std::optional<Message> tooLarge = std::nullopt, ReadProgress progress = {});

/** Reads FILE.npy (tokens from FILE.tokens.json or FILE.json beside it, else the typed ones,
 *  else numbers) or a Hugging Face JSON file; progress is told how far the reading of a JSON
 *  or a Fortran-order NPY file is (of a C-order NPY file only the header is read now). */
Outcome<ImportedAttention> readAttentionFile(const QString &path, const QStringList &typedTokens = {}, ReadProgress progress = {});
/** The sidecar the reader looks for beside an NPY file, or an empty string. */
QString tokenSidecarFor(const QString &npyPath);
/** Whether a file opened or dropped on the window is attention to import rather than a lesson:
 *  an NPY file, or JSON that a lesson cannot be (larger than a lesson file may be, or an object
 *  with "attentions" and no lesson "format"). */
bool isAttentionFile(const QString &path);

/** One layer as a result the views can show: the mean over heads as the alignment, every head
 *  kept; nothing is masked and there are no scores. Only this layer is read from the file: one
 *  that changed since it was opened gives a message. */
Outcome<AttentionResult> importedResult(const ImportedAttention &imported, int layer);

/** Every layer's attention, the mean over its heads, read from the file one layer at a time
 *  (what rollout and flow trace). */
Outcome<std::vector<Matrix>> layerMeans(const ImportedAttention &imported);

} // namespace attention
