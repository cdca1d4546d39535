#include "ui/formats/MatrixExport.h"

#include "ui/formats/FileAccess.h"
#include "ui/formats/MatrixJson.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QtEndian>

#include <charconv>
#include <cstring>

namespace attention {

namespace {

/** A token as a CSV field. A token a spreadsheet would read as a formula (=, +, -, @, a tab or a
 *  carriage return first: "=HYPERLINK(...)" typed as a word) gets a leading apostrophe, which
 *  spreadsheets show as text and do not display. */
QString csvField(const QString &token)
{
    static const QString kFormulaStarts = QStringLiteral("=+-@\t\r");
    const QString text = !token.isEmpty() && kFormulaStarts.contains(token.front()) ? QLatin1Char('\'') + token : token;
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')) && !text.contains(QLatin1Char('\n')))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1String("\""), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

} // namespace

QByteArray toCsv(const LabelledMatrices &m)
{
    // Written as UTF-8 into one buffer sized beforehand: built as a QString, then converted,
    // an 8192 x 8192 export held the text three times over (4 GB for 1 GB of text).
    QByteArray out;
    out.reserve(static_cast<qsizetype>(csvBytesPerCell * double(m.layers.size()) * double(m.layers.front().size())) + (1 << 16));
    const auto line = [&out](const QString &label, const auto &cell, Eigen::Index cells) {
        out += csvField(label).toUtf8();
        for (Eigen::Index j = 0; j < cells; ++j) {
            out += ',';
            cell(j);
        }
        out += '\n';
    };
    for (std::size_t layer = 0; layer < m.layers.size(); ++layer) {
        const Matrix &values = m.layers[layer];
        if (m.layerCount > 0)
            out += QStringLiteral("# layer %1 head %2\n")
                       .arg(int(layer) / m.headsPerLayer() + 1)
                       .arg(int(layer) % m.headsPerLayer() + 1)
                       .toUtf8();
        else if (m.layers.size() > 1)
            out += QStringLiteral("# head %1\n").arg(layer + 1).toUtf8();
        line(
            m.name, [&](Eigen::Index j) { out += csvField(j < m.columnLabels.size() ? m.columnLabels[j] : QString::number(j)).toUtf8(); },
            values.cols());
        for (Eigen::Index i = 0; i < values.rows(); ++i) {
            line(
                i < m.rowLabels.size() ? m.rowLabels[i] : QString::number(i),
                [&](Eigen::Index j) {
                    char number[32]; // as printf's %.9g: 9 significant digits bring a float back exactly
                    const auto written = std::to_chars(number, number + sizeof number, double(values(i, j)), std::chars_format::general, 9);
                    out.append(number, written.ptr - number);
                },
                values.cols());
        }
    }
    return out;
}

QByteArray toJson(const LabelledMatrices &m)
{
    QJsonArray shape;
    if (m.layerCount > 0)
        shape = QJsonArray{m.layerCount, m.headsPerLayer()};
    else if (m.layers.size() > 1)
        shape.append(static_cast<int>(m.layers.size()));
    const Matrix &first = m.layers.front();
    shape.append(static_cast<int>(first.rows()));
    shape.append(static_cast<int>(first.cols()));
    QJsonValue values;
    if (m.layerCount > 0) {
        QJsonArray layers;
        for (int l = 0; l < m.layerCount; ++l) {
            QJsonArray heads;
            for (int h = 0; h < m.headsPerLayer(); ++h)
                heads.append(matrixToJson(m.layers[std::size_t(l * m.headsPerLayer() + h)]));
            layers.append(heads);
        }
        values = layers;
    } else if (m.layers.size() > 1) {
        QJsonArray stack;
        for (const Matrix &layer : m.layers)
            stack.append(matrixToJson(layer));
        values = stack;
    } else {
        values = matrixToJson(first);
    }
    const QJsonObject object{{QStringLiteral("name"), m.name},
                             {QStringLiteral("shape"), shape},
                             {QStringLiteral("row_labels"), QJsonArray::fromStringList(m.rowLabels)},
                             {QStringLiteral("column_labels"), QJsonArray::fromStringList(m.columnLabels)},
                             {QStringLiteral("values"), values}};
    return QJsonDocument(object).toJson(QJsonDocument::Indented);
}

QByteArray toNpy(const LabelledMatrices &m)
{
    const Matrix &first = m.layers.front();
    QString shape = m.layerCount > 0
                        ? QStringLiteral("(%1, %2, %3, %4)").arg(m.layerCount).arg(m.headsPerLayer()).arg(first.rows()).arg(first.cols())
                    : m.layers.size() > 1 ? QStringLiteral("(%1, %2, %3)").arg(m.layers.size()).arg(first.rows()).arg(first.cols())
                                          : QStringLiteral("(%1, %2)").arg(first.rows()).arg(first.cols());
    QByteArray header = QStringLiteral("{'descr': '<f4', 'fortran_order': False, 'shape': %1, }").arg(shape).toLatin1();
    const int preamble = 10; // magic (6) + version (2) + header length (2)
    const int padded = ((preamble + header.size() + 1 + 63) / 64) * 64;
    header.append(QByteArray(padded - preamble - header.size() - 1, ' '));
    header.append('\n');
    QByteArray out("\x93NUMPY\x01\x00", 8);
    const quint16 length = qToLittleEndian<quint16>(static_cast<quint16>(header.size()));
    out.append(reinterpret_cast<const char *>(&length), 2);
    out.append(header);
    out.reserve(out.size() + static_cast<qsizetype>(m.layers.size() * first.size() * sizeof(float)));
    for (const Matrix &layer : m.layers) {
        if constexpr (QSysInfo::ByteOrder == QSysInfo::LittleEndian) {
            out.append(reinterpret_cast<const char *>(layer.data()), static_cast<qsizetype>(layer.size() * sizeof(float)));
            continue; // row-major float32 is already the file's layout
        }
        for (Eigen::Index k = 0; k < layer.size(); ++k) {
            quint32 bits;
            std::memcpy(&bits, layer.data() + k, sizeof bits);
            bits = qToLittleEndian(bits);
            out.append(reinterpret_cast<const char *>(&bits), 4);
        }
    }
    return out;
}

QString formatOfPath(const QString &path)
{
    return QFileInfo(path).suffix().toLower();
}

bool isMatrixFormat(const QString &format)
{
    return format == QLatin1String("csv") || format == QLatin1String("json") || format == QLatin1String("npy");
}

Outcome<void> writeMatrices(const LabelledMatrices &m, const QString &path, const QString &format)
{
    if (m.layers.empty() || m.layers.front().size() == 0)
        return Message("export.no_matrix", ATTENTION_MESSAGE("there is no matrix to write"));
    const QByteArray bytes = format == QLatin1String("csv")    ? toCsv(m)
                             : format == QLatin1String("json") ? toJson(m)
                             : format == QLatin1String("npy")  ? toNpy(m)
                                                               : QByteArray();
    if (bytes.isEmpty())
        return Message("export.matrix_format", ATTENTION_MESSAGE("unknown matrix format \"%1\": use csv, json or npy"), {format});
    return writeFileSafely(path, bytes);
}

} // namespace attention
