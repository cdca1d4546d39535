#include "ui/formats/MatrixJson.h"

#include "ui/formats/JsonCost.h"

#include <QJsonDocument>

#include <cmath>
#include <limits>

namespace attention {

namespace {

[[noreturn]] void fail(Message problem)
{
    throw JsonFormatError{std::move(problem)};
}

QJsonArray rowsOf(const QJsonValue &value, const QString &key)
{
    if (value.isUndefined())
        fail(Message("json.missing", ATTENTION_MESSAGE("\"%1\" is missing"), {key}));
    if (!value.isArray() || value.toArray().isEmpty())
        fail(Message("json.list", ATTENTION_MESSAGE("\"%1\" must be a non-empty list"), {key}));
    return value.toArray();
}

template <typename Cell, typename Read>
void readGrid(const QJsonValue &value, const QString &key, qsizetype maxCells, Read read, Eigen::Index &rows, Eigen::Index &cols,
              std::vector<Cell> &cells)
{
    const QJsonArray array = rowsOf(value, key);
    rows = array.size();
    cols = -1;
    for (qsizetype i = 0; i < array.size(); ++i) {
        if (!array[i].isArray())
            fail(Message("json.row", ATTENTION_MESSAGE("\"%1\" row %2 is not a list"), {key, i}));
        const QJsonArray row = array[i].toArray();
        if (cols < 0) {
            cols = row.size();
            if (cols == 0)
                fail(Message("json.empty_rows", ATTENTION_MESSAGE("\"%1\" has empty rows"), {key}));
            if (static_cast<qsizetype>(rows) * cols > maxCells)
                fail(Message("json.too_large", ATTENTION_MESSAGE("\"%1\" is too large (%2 x %3 cells)"), {key, rows, cols}));
            cells.reserve(static_cast<std::size_t>(rows * cols));
        } else if (row.size() != cols) {
            fail(Message("json.ragged", ATTENTION_MESSAGE("\"%1\" row %2 has %3 entries, row 0 has %4"), {key, i, row.size(), cols}));
        }
        for (qsizetype j = 0; j < row.size(); ++j)
            cells.push_back(read(row[j], QStringLiteral("%1[%2][%3]").arg(key).arg(i).arg(j)));
    }
}

Scalar readScalar(const QJsonValue &value, const QString &where)
{
    if (!value.isDouble())
        fail(Message("json.number", ATTENTION_MESSAGE("\"%1\" must be a number"), {where}));
    const double x = value.toDouble();
    if (!std::isfinite(x) || std::abs(x) > std::numeric_limits<Scalar>::max())
        fail(Message("json.range", ATTENTION_MESSAGE("\"%1\" is out of range"), {where}));
    return static_cast<Scalar>(x);
}

double readDouble(const QJsonValue &value, const QString &where)
{
    if (!value.isDouble() || !std::isfinite(value.toDouble()))
        fail(Message("json.number", ATTENTION_MESSAGE("\"%1\" must be a number"), {where}));
    return value.toDouble();
}

template <typename AnyMatrix> QJsonArray rowsToJson(const AnyMatrix &matrix)
{
    QJsonArray rows;
    for (Eigen::Index i = 0; i < matrix.rows(); ++i) {
        QJsonArray row;
        for (Eigen::Index j = 0; j < matrix.cols(); ++j)
            row.append(static_cast<double>(matrix(i, j)));
        rows.append(row);
    }
    return rows;
}

/** A list of rows of numbers as a row-major matrix of any scalar type. */
template <typename RowMajorMatrix, typename Read>
RowMajorMatrix numbersFromJson(const QJsonValue &value, const QString &key, qsizetype maxCells, Read read)
{
    Eigen::Index rows = 0, cols = 0;
    std::vector<typename RowMajorMatrix::Scalar> cells;
    readGrid<typename RowMajorMatrix::Scalar>(value, key, maxCells, read, rows, cols, cells);
    return Eigen::Map<const RowMajorMatrix>(cells.data(), rows, cols);
}

bool readFlag(const QJsonValue &value, const QString &where)
{
    if (!value.isBool())
        fail(Message("json.flag", ATTENTION_MESSAGE("\"%1\" must be true or false"), {where}));
    return value.toBool();
}

} // namespace

Message jsonSyntaxError(const QJsonParseError &error)
{
    return Message(kJsonSyntaxCode, ATTENTION_MESSAGE("not valid JSON at byte %1: %2"), {error.offset, error.errorString()});
}

Outcome<QJsonObject> jsonObjectOf(const QByteArray &bytes, Message notAnObject)
{
    const auto document = parseJsonWithinBudget(bytes);
    if (!document)
        return document.problem();
    if (!document->isObject())
        return notAnObject;
    return document->object();
}

QJsonArray vectorToJson(const Vector &vector)
{
    QJsonArray out;
    for (Eigen::Index i = 0; i < vector.size(); ++i)
        out.append(static_cast<double>(vector(i)));
    return out;
}

QJsonArray matrixToJson(const Matrix &matrix)
{
    return rowsToJson(matrix);
}

Matrix matrixFromJson(const QJsonValue &value, const QString &key, qsizetype maxCells)
{
    return numbersFromJson<Matrix>(value, key, maxCells, readScalar);
}

QJsonArray matrixToJson(const MatrixDouble &matrix)
{
    return rowsToJson(matrix);
}

MatrixDouble doubleMatrixFromJson(const QJsonValue &value, const QString &key, qsizetype maxCells)
{
    return numbersFromJson<MatrixDouble>(value, key, maxCells, readDouble);
}

Mask maskFromJson(const QJsonValue &value, const QString &key, qsizetype maxCells)
{
    Eigen::Index rows = 0, cols = 0;
    std::vector<bool> flags;
    readGrid<bool>(value, key, maxCells, readFlag, rows, cols, flags);
    Mask mask(rows, cols);
    for (Eigen::Index k = 0; k < mask.size(); ++k)
        mask.data()[k] = flags[static_cast<std::size_t>(k)];
    return mask;
}

Vector vectorFromJson(const QJsonValue &value, const QString &key, qsizetype maxCells)
{
    const QJsonArray array = rowsOf(value, key);
    if (array.size() > maxCells)
        fail(Message("json.too_long", ATTENTION_MESSAGE("\"%1\" is too long"), {key}));
    Vector out(array.size());
    for (qsizetype i = 0; i < array.size(); ++i)
        out(i) = readScalar(array[i], QStringLiteral("%1[%2]").arg(key).arg(i));
    return out;
}

std::vector<bool> flagsFromJson(const QJsonValue &value, const QString &key, qsizetype maxCells)
{
    const QJsonArray array = rowsOf(value, key);
    if (array.size() > maxCells)
        fail(Message("json.too_long", ATTENTION_MESSAGE("\"%1\" is too long"), {key}));
    std::vector<bool> out;
    for (qsizetype i = 0; i < array.size(); ++i)
        out.push_back(readFlag(array[i], QStringLiteral("%1[%2]").arg(key).arg(i)));
    return out;
}

double numberFromJson(const QJsonValue &value, const QString &key)
{
    if (value.isUndefined())
        fail(Message("json.missing", ATTENTION_MESSAGE("\"%1\" is missing"), {key}));
    if (!value.isDouble() || !std::isfinite(value.toDouble()))
        fail(Message("json.number", ATTENTION_MESSAGE("\"%1\" must be a number"), {key}));
    return value.toDouble();
}

int integerFromJson(const QJsonValue &value, const QString &key, int minimum, int maximum)
{
    const double x = numberFromJson(value, key);
    if (x != std::floor(x) || x < minimum || x > maximum)
        fail(Message("json.integer", ATTENTION_MESSAGE("\"%1\" must be a whole number from %2 to %3"), {key, minimum, maximum}));
    return static_cast<int>(x);
}

Matrix matrixAt(const QJsonObject &object, const char *key)
{
    return matrixFromJson(object.value(QLatin1String(key)), QLatin1String(key));
}

Vector vectorAt(const QJsonObject &object, const char *key)
{
    return vectorFromJson(object.value(QLatin1String(key)), QLatin1String(key));
}

Mask maskAt(const QJsonObject &object, const char *key)
{
    return maskFromJson(object.value(QLatin1String(key)), QLatin1String(key));
}

std::vector<bool> flagsAt(const QJsonObject &object, const char *key)
{
    return flagsFromJson(object.value(QLatin1String(key)), QLatin1String(key));
}

double numberAt(const QJsonObject &object, const char *key)
{
    return numberFromJson(object.value(QLatin1String(key)), QLatin1String(key));
}

int integerAt(const QJsonObject &object, const char *key, int minimum, int maximum)
{
    return integerFromJson(object.value(QLatin1String(key)), QLatin1String(key), minimum, maximum);
}

} // namespace attention
