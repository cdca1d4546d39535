#pragma once

#include "core/Message.h"
#include "core/Outcome.h"
#include "core/Types.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QString>

#include <vector>

namespace attention {

/** Reading a JSON value failed; the message names the key and the problem. Thrown only inside
 *  the readers of this folder and of case files, and caught at their edge into an Outcome. */
struct JsonFormatError
{
    Message problem;
};

/** Where and why bytes stop being JSON, in Qt's words; its code is kJsonSyntaxCode. */
Message jsonSyntaxError(const QJsonParseError &error);
constexpr const char *kJsonSyntaxCode = "json.syntax";

/** The one JSON object in bytes, or why not: the byte where it stops being JSON, or notAnObject. */
Outcome<QJsonObject> jsonObjectOf(const QByteArray &bytes, Message notAnObject);

/** Matrices as JSON lists of rows, in both directions. The readers check every shape and
 *  number, refuse anything over maxCells and throw JsonFormatError naming the key. */
QJsonArray matrixToJson(const Matrix &matrix);
QJsonArray vectorToJson(const Vector &vector);
/** Double precision, for weights that must come back exactly (a trained model's). */
using MatrixDouble = Eigen::Matrix<double, Eigen::Dynamic, Eigen::Dynamic, Eigen::RowMajor>;
QJsonArray matrixToJson(const MatrixDouble &matrix);

constexpr qsizetype kMaxJsonCells = 16 * 1024 * 1024;

Matrix matrixFromJson(const QJsonValue &value, const QString &key, qsizetype maxCells = kMaxJsonCells);
Vector vectorFromJson(const QJsonValue &value, const QString &key, qsizetype maxCells = kMaxJsonCells);
MatrixDouble doubleMatrixFromJson(const QJsonValue &value, const QString &key, qsizetype maxCells = kMaxJsonCells);
Mask maskFromJson(const QJsonValue &value, const QString &key, qsizetype maxCells = kMaxJsonCells);
std::vector<bool> flagsFromJson(const QJsonValue &value, const QString &key, qsizetype maxCells = kMaxJsonCells);
double numberFromJson(const QJsonValue &value, const QString &key);

/** The same readers for the value of `key` in an object, named by the key in messages. */
Matrix matrixAt(const QJsonObject &object, const char *key);
Vector vectorAt(const QJsonObject &object, const char *key);
Mask maskAt(const QJsonObject &object, const char *key);
std::vector<bool> flagsAt(const QJsonObject &object, const char *key);
double numberAt(const QJsonObject &object, const char *key);
int integerAt(const QJsonObject &object, const char *key, int minimum, int maximum);
int integerFromJson(const QJsonValue &value, const QString &key, int minimum, int maximum);

} // namespace attention
