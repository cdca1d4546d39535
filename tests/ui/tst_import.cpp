// Attention from real models: NPY and Hugging Face JSON, good and hostile, and the window's import mode.
#include "ui/document/LessonDocument.h"
#include "ui/formats/AttentionImport.h"
#include "ui/formats/AttentionJsonReader.h"
#include "ui/formats/InterfaceLanguage.h"
#include "ui/formats/LessonFile.h"
#include "ui/formats/MatrixExport.h"
#include "ui/formats/NpyReader.h"
#include "ui/plots/HeatmapView.h"
#include "ui/window/AttentionImporter.h"
#include "ui/window/MainWindow.h"

#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

#include <QtEndian>
#include <sys/stat.h>

#include <cmath>
#include <cstring>
#include <limits>

using namespace attention;

namespace {

QByteArray npyHeader(const QByteArray &dict)
{
    QByteArray header = dict;
    const int padded = ((10 + header.size() + 1 + 63) / 64) * 64;
    header.append(QByteArray(padded - 10 - header.size() - 1, ' '));
    header.append('\n');
    QByteArray out("\x93NUMPY\x01\x00", 8);
    const quint16 length = qToLittleEndian<quint16>(static_cast<quint16>(header.size()));
    out.append(reinterpret_cast<const char *>(&length), 2);
    return out + header;
}

template <typename T> QByteArray raw(const std::vector<T> &values, bool bigEndian = false)
{
    QByteArray out;
    for (T value : values) {
        char bytes[sizeof(T)];
        std::memcpy(bytes, &value, sizeof(T));
        if (bigEndian)
            std::reverse(bytes, bytes + sizeof(T));
        out.append(bytes, sizeof(T));
    }
    return out;
}

void writeFile(const QString &path, const QByteArray &bytes)
{
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

QByteArray modelJson(int layers, int batch, int heads, int n, const QStringList &tokens)
{
    QJsonArray layerList;
    for (int l = 0; l < layers; ++l) {
        QJsonArray batchList;
        for (int b = 0; b < batch; ++b) {
            QJsonArray headList;
            for (int h = 0; h < heads; ++h) {
                QJsonArray rows;
                for (int i = 0; i < n; ++i) {
                    QJsonArray row;
                    for (int j = 0; j < n; ++j)
                        row.append(j == (i + l + h) % n ? 1.0 : 0.0);
                    rows.append(row);
                }
                headList.append(rows);
            }
            batchList.append(headList);
        }
        layerList.append(batchList);
    }
    return QJsonDocument(
               QJsonObject{{QStringLiteral("tokens"), QJsonArray::fromStringList(tokens)}, {QStringLiteral("attentions"), layerList}})
        .toJson();
}

} // namespace

class ImportTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void exportThenImportGivesTheSameMatrix();
    void headsRoundTrip();
    void fortranOrderBigEndianFloat64();
    void everyLayerOfAFortranFileConvertsAlone();
    void hostileNpy_data();
    void hostileNpy();
    void sidecarNamesTheTokens();
    void aFileIsReadOneLayerAtATime();
    void millionsOfHeadsOrLayersAreRefusedBeforeTheyAreRead_data();
    void millionsOfHeadsOrLayersAreRefusedBeforeTheyAreRead();
    void mismatchedSidecarIsRefused();
    void theTokenDialogSaysHowManyTokens();
    void huggingFaceJson();
    void hostileHuggingFaceJson_data();
    void hostileHuggingFaceJson();
    void jsonIsReadAsQtReadsIt_data();
    void jsonIsReadAsQtReadsIt();
    void aJsonOverTheImportLimitIsRefusedBeforeItIsRead();
    void aLongReadTellsHowFarItIsAndStopsWhenNoLongerWanted();
    void windowShowsImportedLayers();
    void attentionJsonOpensWhereALessonWould();
    void theWindowSaysWhenALayerCannotBeRead();

private:
    QTemporaryDir mDir;
};

void ImportTest::initTestCase()
{
    QVERIFY(mDir.isValid());
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, mDir.filePath(QStringLiteral("settings")));
}

void ImportTest::exportThenImportGivesTheSameMatrix()
{
    Matrix weights(3, 4);
    weights << 0.1f, 0.2f, 0.3f, 0.4f, 1, 0, 0, 0, 0.25f, 0.25f, 0.25f, 0.25f;
    const LabelledMatrices exported{QStringLiteral("weights"), {weights}, {}, {}};
    const auto array = readNpy(toNpy(exported));
    QVERIFY2(array, array.error().c_str());
    QCOMPARE(array->shape(), (std::vector<std::int64_t>{3, 4}));
    const auto imported = attentionFromArray(*array, {}, {});
    QVERIFY2(imported, imported.error().c_str());
    QCOMPARE(imported->layers, 1);
    QCOMPARE(imported->heads, 1);
    QCOMPARE(*imported->at(0, 0), weights);
    QCOMPARE(imported->keyTokens, (QStringList{QStringLiteral("0"), QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}));
}

void ImportTest::headsRoundTrip()
{
    Matrix a = Matrix::Identity(2, 2), b(2, 2);
    b << 0.5f, 0.5f, 0.3f, 0.7f;
    const auto array = readNpy(toNpy({QStringLiteral("heads"), {a, b}, {}, {}}));
    QVERIFY(array);
    const auto imported =
        attentionFromArray(*array, {QStringLiteral("x"), QStringLiteral("y")}, {QStringLiteral("x"), QStringLiteral("y")});
    QVERIFY(imported);
    QCOMPARE(imported->heads, 2);
    QCOMPARE(*imported->at(0, 1), b);
    const AttentionResult result = *importedResult(*imported, 0);
    QCOMPARE(result.headCount(), 2);
    QVERIFY(result.weights.isApprox((a + b) / 2.0f));
    QCOMPARE(result.rows[1].argmax, 1);
}

void ImportTest::fortranOrderBigEndianFloat64()
{
    // A [2][3] matrix stored column by column: rows (1 2 3) and (4 5 6).
    const QByteArray bytes =
        npyHeader("{'descr': '>f8', 'fortran_order': True, 'shape': (2, 3), }") + raw<double>({1, 4, 2, 5, 3, 6}, true);
    const auto array = readNpy(bytes);
    QVERIFY2(array, array.error().c_str());
    for (int k = 0; k < 6; ++k)
        QCOMPARE(array->value(k), double(k + 1)); // C order, whatever the file's
    Matrix expected(2, 3);
    expected << 1, 2, 3, 4, 5, 6;
    QCOMPARE(*array->matrix(0), expected);
}

void ImportTest::everyLayerOfAFortranFileConvertsAlone()
{
    // [layers 2][heads 3][queries 2][keys 4], value = 1000 l + 100 h + 10 q + k, written
    // column-major (the first index fastest) as big-endian float32.
    const std::int64_t L = 2, H = 3, Q = 2, K = 4;
    std::vector<float> stored;
    for (std::int64_t k = 0; k < K; ++k)
        for (std::int64_t q = 0; q < Q; ++q)
            for (std::int64_t h = 0; h < H; ++h)
                for (std::int64_t l = 0; l < L; ++l)
                    stored.push_back(float(1000 * l + 100 * h + 10 * q + k) / 4096.0f);
    const QByteArray bytes = npyHeader("{'descr': '>f4', 'fortran_order': True, 'shape': (2, 3, 2, 4), }") + raw<float>(stored, true);
    auto array = readNpy(bytes);
    QVERIFY2(array, array.error().c_str());
    const auto imported = attentionFromArray(std::move(*array), {}, {});
    QVERIFY2(imported, imported.error().c_str());
    QCOMPARE(imported->layers, 2);
    QCOMPARE(imported->heads, 3);
    for (int l = 0; l < L; ++l)
        for (int h = 0; h < H; ++h) {
            const Matrix m = *imported->at(l, h);
            QCOMPARE(m.rows(), Eigen::Index(Q));
            for (int q = 0; q < Q; ++q)
                for (int k = 0; k < K; ++k)
                    QCOMPARE(m(q, k), float(1000 * l + 100 * h + 10 * q + k) / 4096.0f);
        }
    const AttentionResult last = *importedResult(*imported, 1);
    QCOMPARE(last.headCount(), 3);
    QCOMPARE(last.headWeights[2](1, 3), float(1000 + 200 + 10 + 3) / 4096.0f);
}

void ImportTest::hostileNpy_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("messagePart");
    const QByteArray good = npyHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (2, 2), }") + raw<float>({0.5f, 0.5f, 1, 0});
    QTest::newRow("not npy") << QByteArray("PK\x03\x04 a zip file") << QStringLiteral("not an NPY file");
    QTest::newRow("truncated data") << good.left(good.size() - 3) << QStringLiteral("truncated");
    QTest::newRow("truncated header") << good.left(20) << QStringLiteral("truncated");
    QTest::newRow("terabytes") << npyHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (1000000, 1000000, 1000), }")
                               << QStringLiteral("more than");
    QTest::newRow("integers") << npyHeader("{'descr': '<i8', 'fortran_order': False, 'shape': (1, 1), }") + raw<qint64>({1})
                              << QStringLiteral("float32 or float64");
    QTest::newRow("NaN") << npyHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (1, 2), }")
                                + raw<float>({0.5f, std::numeric_limits<float>::quiet_NaN()})
                         << QStringLiteral("NaN");
    QTest::newRow("infinity") << npyHeader("{'descr': '<f8', 'fortran_order': False, 'shape': (1, 2), }")
                                     + raw<double>({std::numeric_limits<double>::infinity(), 0})
                              << QStringLiteral("NaN or infinity");
    QTest::newRow("no shape") << npyHeader("{'descr': '<f4', 'fortran_order': False, }") << QStringLiteral("shape");
    QTest::newRow("garbage shape") << npyHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (a, b), }") << QStringLiteral("shape");
    QTest::newRow("scalar") << npyHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (), }") + raw<float>({1})
                            << QStringLiteral("single number");
    QTest::newRow("empty") << npyHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (0, 3), }") << QStringLiteral("empty");
    QTest::newRow("version 9") << QByteArray("\x93NUMPY\x09\x00\x10\x00{}", 12) << QStringLiteral("version 9");
}

void ImportTest::hostileNpy()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, messagePart);
    const auto array = readNpy(bytes);
    QVERIFY(!array);
    QVERIFY2(QString::fromStdString(array.error()).contains(messagePart), array.error().c_str());
}

void ImportTest::aFileIsReadOneLayerAtATime()
{
    // [layers 3][heads 2][2][2]: layer 2 holds a NaN, layer 1 is fine.
    std::vector<float> values;
    for (int layer = 0; layer < 3; ++layer)
        for (int i = 0; i < 8; ++i)
            values.push_back(layer == 2 && i == 5 ? std::numeric_limits<float>::quiet_NaN() : 0.5f);
    const QString path = mDir.filePath(QStringLiteral("layers.npy"));
    writeFile(path, npyHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (3, 2, 2, 2), }") + raw<float>(values));
    const auto imported = readAttentionFile(path);
    QVERIFY2(imported, imported.error().c_str()); // only the header is read on opening
    QCOMPARE(imported->layers, 3);
    QVERIFY(importedResult(*imported, 0));
    const auto poisoned = importedResult(*imported, 2); // read when shown, and checked then
    QVERIFY(!poisoned);
    QVERIFY2(QString::fromStdString(poisoned.error()).contains(QStringLiteral("NaN or infinity (at element 21)")),
             poisoned.error().c_str());

    // The file shrinks under the open import: a sentence, not a crash.
    QFile file(path);
    QVERIFY(file.resize(file.size() - 40)); // layer 1 ends 32 bytes before the end
    const auto shrunk = importedResult(*imported, 1);
    QVERIFY(!shrunk);
    QVERIFY2(QString::fromStdString(shrunk.error()).contains(QStringLiteral("layers.npy has changed since it was opened")),
             shrunk.error().c_str());
    QVERIFY(importedResult(*imported, 0)); // what is still there still reads
}

void ImportTest::millionsOfHeadsOrLayersAreRefusedBeforeTheyAreRead_data()
{
    QTest::addColumn<QByteArray>("shape");
    QTest::addColumn<bool>("everyLayer");
    QTest::newRow("64 M heads of 1 x 1") << QByteArray("(1, 67108864, 1, 1)") << false;
    QTest::newRow("64 M layers of 1 x 1, traced") << QByteArray("(67108864, 1, 1, 1)") << true;
}

// A 256 MB file of 1 x 1 matrices asked for gigabytes of objects (one per head) and minutes;
// the file here is sparse (its numbers never written), as nothing of it may be read.
void ImportTest::millionsOfHeadsOrLayersAreRefusedBeforeTheyAreRead()
{
    QFETCH(QByteArray, shape);
    QFETCH(bool, everyLayer);
    const QString path = mDir.filePath(QStringLiteral("many.npy"));
    const QByteArray header = npyHeader("{'descr': '<f4', 'fortran_order': False, 'shape': " + shape + ", }");
    writeFile(path, header);
    QFile file(path);
    QVERIFY(file.resize(header.size() + 67108864LL * 4));
    const auto imported = readAttentionFile(path);
    QVERIFY2(imported, imported.error().c_str());
    const auto refusal = [](const auto &read) { return read ? std::string("read") : read.problem().code; };
    QCOMPARE(everyLayer ? refusal(layerMeans(*imported)) : refusal(importedResult(*imported, 0)), std::string("budget.memory"));
}

namespace {

/** Every number of nested JSON lists, in order. */
void collectNumbers(const QJsonValue &value, std::vector<double> &into)
{
    if (value.isArray())
        for (const QJsonValue &item : value.toArray())
            collectNumbers(item, into);
    else
        into.push_back(value.toDouble());
}

/** A number that never ends: "1.000..." for ever, as a device. */
class EndlessNumber : public QIODevice
{
public:
    EndlessNumber() { open(QIODevice::ReadOnly | QIODevice::Unbuffered); }
    bool isSequential() const override { return true; }
    qint64 served = 0;

protected:
    qint64 readData(char *data, qint64 maxSize) override
    {
        static const QByteArray start = R"({"attentions": [[[[1.)";
        for (qint64 i = 0; i < maxSize; ++i, ++served)
            data[i] = served < start.size() ? start[served] : '0';
        return maxSize;
    }
    qint64 writeData(const char *, qint64) override { return -1; }
};

/** The reader's limits for these tests: 1000 numbers, kept values of 1000 bytes. */
AttentionJsonLimits smallLimits(qsizetype chunkBytes = 1 << 20)
{
    AttentionJsonLimits limits;
    limits.keep = {QStringLiteral("tokens")};
    limits.maxValues = 1000;
    limits.maxKeptBytes = 1000;
    limits.chunkBytes = chunkBytes;
    return limits;
}

} // namespace

void ImportTest::jsonIsReadAsQtReadsIt_data()
{
    QTest::addColumn<QByteArray>("json");
    const auto row = [](const char *name, const char *json) { QTest::newRow(name) << QByteArray(json); };
    row("plain", R"({"attentions": [[[[0.25, 0.75], [1e-3, 9.99e-1]]]]})");
    row("exponents and signs", R"({"attentions": [[[[1E2, -0.0, 2e+1, 3e-02, 0, -1.5, 123456789012345678901234567890]]]]})");
    row("float32 as Python writes it", R"({"attentions": [[[[0.10000000149011612, 0.8999999761581421]]]]})");
    row("below a double's range", R"({"attentions": [[[[1e-400]]]]})");
    row("subnormal", R"({"attentions": [[[[4.9e-324, -2e-320]]]]})");
    row("a point with digits on one side", R"({"attentions": [[[[-.5, 1., 1.e5]]]]})");
    row("a lone point", R"({"attentions": [[[[.]]]]})");
    row("invalid UTF-8 in a value skipped", "{\"x\": \"\xC3\x28\", \"attentions\": [[[[1]]]]}");
    row("overlong UTF-8", "{\"x\": \"\xE0\x80\xAF\", \"attentions\": [[[[1]]]]}");
    row("UTF-8 of a surrogate", "{\"x\": \"\xED\xA0\x80\", \"attentions\": [[[[1]]]]}");
    row("UTF-8 in a key and a token", "{\"tokens\": [\"na\xC3\xAFve \xF0\x9F\x98\x80\"], \"cl\xC3\xA9\": 1, \"attentions\": [[[[1]]]]}");
    row("beyond a double's range", R"({"attentions": [[[[1e400]]]]})");
    row("a UTF-8 byte-order mark", "\xEF\xBB\xBF{\"attentions\": [[[[1]]]]}");
    row("a byte-order mark further on", "{\"attentions\": [[[[1]]]]}\xEF\xBB\xBF");
    row("white space", "\n\t {\r \"attentions\"\n:\n[ [ [ [ 1 , 2 ] ] ] ]\n} \n");
    row("escaped key", R"({"att\u0065ntions": [[[[1]]]]})");
    row("other values skipped", R"({"meta": {"a": [1, {"b": null}], "c": "x\"y\\\u00e9\n", "d": true, "e": false, "f": []},)"
                                R"( "attentions": [[[[1]]]], "g": -2.5e-3, "h": {}})");
    row("tokens kept", R"({"tokens": ["[CLS]", "caf\u00e9", "\"q\""], "attentions": [[[[1, 0, 0], [0, 1, 0], [0, 0, 1]]]]})");
    row("a repeated key", R"({"attentions": [[[[1]]]], "attentions": [[[[2, 3]]]]})");
    row("not an object", R"([[[[1]]]])");
    row("no attentions", R"({"tokens": ["a"]})");
    row("trailing comma", R"({"attentions": [[[[1,]]]]})");
    row("leading zero", R"({"attentions": [[[[01]]]]})");
    row("plus sign", R"({"attentions": [[[[+1]]]]})");
    row("bare fraction", R"({"attentions": [[[[.5]]]]})");
    row("no digits after the point", R"({"attentions": [[[[1.]]]]})");
    row("no exponent digits", R"({"attentions": [[[[1e]]]]})");
    row("NaN", R"({"attentions": [[[[NaN]]]]})");
    row("Infinity", R"({"attentions": [[[[-Infinity]]]]})");
    row("a lone minus", R"({"attentions": [[[[-]]]]})");
    row("unterminated string", R"({"tokens": ["a, "attentions": [[[[1]]]]})");
    row("control character in a string", "{\"tokens\": [\"a\tb\"], \"attentions\": [[[[1]]]]}");
    row("bad escape", R"({"tokens": ["a\x"], "attentions": [[[[1]]]]})");
    row("short unicode escape", R"({"tokens": ["\u00e"], "attentions": [[[[1]]]]})");
    row("garbage after the object", R"({"attentions": [[[[1]]]]} x)");
    row("missing colon", R"({"attentions" [[[[1]]]]})");
    row("missing comma", R"({"attentions": [[[[1]]]] "x": 1})");
    row("missing comma in a list", R"({"attentions": [[[[1 2]]]]})");
    row("unquoted key", R"({attentions: [[[[1]]]]})");
    row("misspelt literal", R"({"x": nul, "attentions": [[[[1]]]]})");
    row("truncated", R"({"attentions": [[[[1, 0], [0)");
    // Found by fuzz_attention_json: lists nested wrongly, then brackets that close nothing.
    row("uneven, then no longer JSON", R"({"": ["a"], "attentions": [[0, [[0.5, 0,5]]}]})");
    row("empty", "");
    row("a number alone", "1");
    row("a string alone", R"("attentions")");
    // Longer than the smallest chunks the test reads them in: held whole across several.
    row("a long number", R"({"attentions": [[[[0.000000000000000000000000000000000000000000000000000000000000001234567890123]]]]})");
    row("a long key that is not wanted",
        R"({"attentions_with_a_name_much_longer_than_any_key_the_reader_looks_for": 1, "attentions": [[[[1]]]]})");
    row("a key fully escaped", R"({"\u0061\u0074\u0074\u0065\u006e\u0074\u0069\u006f\u006e\u0073": [[[[1]]]]})");
    row("a token list with nested values", R"({"tokens": ["a", ["b", {"c": [1e5, true]}]], "attentions": [[[[1]]]]})");
}

/** The one-pass reader agrees with Qt's parser: the same texts are JSON, and from those the same
 *  numbers in the same nesting, the same token lists, a repeated key's last value. */
void ImportTest::jsonIsReadAsQtReadsIt()
{
    QFETCH(QByteArray, json);
    QJsonParseError error{};
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    const auto parts = readAttentionJson(json, smallLimits());
    // The text is read a chunk at a time: whatever the chunks, the same outcome, to the byte of
    // an error and the text of a kept value.
    for (const qsizetype chunk : {1, 2, 3, 7, 64}) {
        const auto inChunks = readAttentionJson(json, smallLimits(chunk));
        QCOMPARE(bool(inChunks), bool(parts));
        if (!parts) {
            QCOMPARE(inChunks.error(), parts.error());
            continue;
        }
        QCOMPARE(inChunks->hasAttentions, parts->hasAttentions);
        QCOMPARE(inChunks->shape, parts->shape);
        QCOMPARE(inChunks->values, parts->values);
        QCOMPARE(inChunks->kept, parts->kept);
    }
    if (error.error != QJsonParseError::NoError) {
        QVERIFY(!parts);
        QVERIFY2(QString::fromStdString(parts.error()).contains(QStringLiteral("not valid JSON at byte")), parts.error().c_str());
        return;
    }
    QVERIFY2(parts, parts ? "" : parts.error().c_str());
    const bool hasAttentions = document.isObject() && document.object().contains(QLatin1String("attentions"));
    QCOMPARE(parts->hasAttentions, hasAttentions);
    if (!hasAttentions)
        return;
    const QJsonValue attentions = document.object().value(QLatin1String("attentions"));
    std::vector<double> want;
    collectNumbers(attentions, want);
    std::vector<std::int64_t> shape;
    for (QJsonValue v = attentions; v.isArray(); v = v.toArray().at(0))
        shape.push_back(v.toArray().size());
    QCOMPARE(parts->shape, shape);
    QCOMPARE(parts->values.size(), qsizetype(want.size() * sizeof(double)));
    for (std::size_t k = 0; k < want.size(); ++k) {
        const double got = qFromLittleEndian<double>(parts->values.constData() + k * sizeof(double));
        QVERIFY2(got == want[k] || (std::isnan(got) && std::isnan(want[k])),
                 qPrintable(QStringLiteral("%1: %2, Qt %3").arg(k).arg(got).arg(want[k])));
    }
    const auto kept = parts->kept.find(QStringLiteral("tokens"));
    QCOMPARE(kept != parts->kept.end(), document.object().contains(QLatin1String("tokens")));
    if (kept != parts->kept.end())
        QCOMPARE(QJsonDocument::fromJson('[' + kept->second + ']').array().at(0), document.object().value(QLatin1String("tokens")));
}

void ImportTest::aJsonOverTheImportLimitIsRefusedBeforeItIsRead()
{
    const QString path = mDir.filePath(QStringLiteral("huge.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"attentions\": [");
    QVERIFY(file.resize(kMaxImportFileBytes + 1)); // sparse: nothing written, nothing to read
    file.close();
    const auto imported = readAttentionFile(path);
    QVERIFY(!imported);
    QVERIFY2(QString::fromStdString(imported.error()).contains(QStringLiteral("larger than 512 MB")), imported.error().c_str());
    // Numbers past the reader's limit are refused as they come, not after.
    AttentionJsonLimits three = smallLimits(2);
    three.maxValues = 3;
    const auto many = readAttentionJson(R"({"attentions": [[[[1, 2, 3, 4]]]]})", three);
    QVERIFY(!many);
    QVERIFY2(QString::fromStdString(many.error()).contains(QStringLiteral("too many values")), many.error().c_str());
    // So are token lists past theirs: Qt's parser, which reads them, would hold several times their size.
    const QByteArray longTokens = R"({"tokens": [")" + QByteArray(2 * 1024 * 1024, 'x') + R"("], "attentions": [[[[1]]]]})";
    AttentionJsonLimits oneMegabyte = smallLimits(64 * 1024);
    oneMegabyte.maxKeptBytes = 1024 * 1024;
    const auto tokens = readAttentionJson(longTokens, oneMegabyte);
    QVERIFY(!tokens);
    QVERIFY2(QString::fromStdString(tokens.error()).contains(QStringLiteral("\"tokens\" is larger than 1 MB")), tokens.error().c_str());
    // A number is held whole to be read, up to 64 KB; a longer one is refused, not held.
    const QByteArray longest = "{\"attentions\": [[[[1." + QByteArray(64 * 1024 - 10, '0') + "]]]]}";
    QVERIFY(readAttentionJson(longest, smallLimits()));
    const QByteArray tooLong = "{\"attentions\": [[[[1." + QByteArray(64 * 1024, '0') + "]]]]}";
    QVERIFY(readAttentionJson(longest, smallLimits(1000))); // held across many chunks
    for (const qsizetype chunk : {1000, 1 << 20}) {
        const auto refused = readAttentionJson(tooLong, smallLimits(chunk));
        QVERIFY(!refused);
        QCOMPARE(refused.problem().code, std::string("import.long_number"));
    }
    EndlessNumber endless; // refused once it passes the limit, not read on until the text's
    AttentionJsonLimits upTo16MB = smallLimits(4096);
    upTo16MB.maxTextBytes = 16 * 1024 * 1024;
    const auto refused = readAttentionJson(endless, upTo16MB);
    QVERIFY(!refused);
    QCOMPARE(refused.problem().code, std::string("import.long_number"));
    QVERIFY2(endless.served <= 64 * 1024 + 2 * 4096 + 64, qPrintable(QString::number(endless.served)));
    // A text longer than it may be (a file grown since it was opened) is refused where it passes the limit.
    const QByteArray text = R"({"attentions": [[[[1, 0], [0, 1]]]]}           )";
    for (const qsizetype chunk : {4, 64}) { // the limit passed in the JSON's white space or its object, or in one read
        for (const qsizetype over : {1, 4, 20}) {
            AttentionJsonLimits shorter = smallLimits(chunk);
            shorter.maxTextBytes = text.size() - over;
            shorter.textTooLarge = Message("test.too_large", "longer than the test allows");
            const auto grown = readAttentionJson(text, shorter);
            QVERIFY(!grown);
            QCOMPARE(grown.error(), std::string("longer than the test allows"));
        }
        AttentionJsonLimits exact = smallLimits(chunk);
        exact.maxTextBytes = text.size();
        QVERIFY(readAttentionJson(text, exact));
    }
}

void ImportTest::aLongReadTellsHowFarItIsAndStopsWhenNoLongerWanted()
{
    const QByteArray json = modelJson(2, 1, 2, 8, {});
    std::vector<double> shares;
    AttentionJsonLimits limits = smallLimits(16);
    limits.progress = [&shares](double share) {
        shares.push_back(share);
        return true;
    };
    QVERIFY(readAttentionJson(json, limits));
    QCOMPARE(qsizetype(shares.size()), (json.size() + 15) / 16); // a chunk at a time
    QVERIFY(std::is_sorted(shares.begin(), shares.end()));
    QCOMPARE(shares.front(), 16.0 / double(json.size()));
    QCOMPARE(shares.back(), 1.0);
    // Whoever asked no longer wants it (another file opened): nothing more is read.
    shares.clear();
    limits.progress = [&shares](double share) {
        shares.push_back(share);
        return shares.size() < 3;
    };
    const auto stopped = readAttentionJson(json, limits);
    QVERIFY(!stopped);
    QCOMPARE(stopped.problem().code, readingStopped().code);
    QCOMPARE(shares.size(), std::size_t(3));

    // A Fortran-order NPY file is read whole too, a chunk at a time.
    const QString path = mDir.filePath(QStringLiteral("fortran.npy"));
    writeFile(path, npyHeader("{'descr': '<f4', 'fortran_order': True, 'shape': (2, 2), }") + raw<float>({0.5f, 1, 0.5f, 0}));
    shares.clear();
    const auto told = [&shares](double share) {
        shares.push_back(share);
        return true;
    };
    QVERIFY(readAttentionFile(path, {}, told));
    QCOMPARE(shares, std::vector<double>{1.0}); // one chunk
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    shares.clear();
    const auto whole = readInChunks(file, file.size(), told, 16);
    QVERIFY(whole);
    QCOMPARE(whole->size(), file.size());
    QCOMPARE(qsizetype(shares.size()), qsizetype((file.size() + 15) / 16));
    QCOMPARE(shares.back(), 1.0);
    const auto notWanted = readAttentionFile(path, {}, [](double) { return false; });
    QVERIFY(!notWanted);
    QVERIFY2(QString::fromStdString(notWanted.error()).contains(QStringLiteral("the reading was stopped")), notWanted.error().c_str());
    {
        QFile longer(path); // 8 MB more than its header says (appended since, say): not read
        QVERIFY(longer.open(QIODevice::Append));
        longer.write(QByteArray(8 << 20, '\0'));
    }
    shares.clear();
    QVERIFY(readAttentionFile(path, {}, told));
    QCOMPARE(shares, std::vector<double>{1.0});
}

void ImportTest::sidecarNamesTheTokens()
{
    const QString path = mDir.filePath(QStringLiteral("bert.npy"));
    Matrix m(2, 2);
    m << 0.9f, 0.1f, 0.2f, 0.8f;
    writeFile(path, toNpy({QStringLiteral("w"), {m, m, m, m}, {}, {}})); // [4, 2, 2]: 4 heads
    writeFile(mDir.filePath(QStringLiteral("bert.tokens.json")), R"({"tokens": ["[CLS]", "hello"]})");
    const auto imported = readAttentionFile(path);
    QVERIFY2(imported, imported.error().c_str());
    QCOMPARE(imported->queryTokens, (QStringList{QStringLiteral("[CLS]"), QStringLiteral("hello")}));
    QCOMPARE(imported->heads, 4);
    QCOMPARE(imported->name, QStringLiteral("bert.npy"));
}

void ImportTest::theTokenDialogSaysHowManyTokens()
{
    // An NPY file without a token file: the dialog asks for as many tokens as its header declares.
    installInterfaceLanguage(QStringLiteral("en")); // English's plural forms: "5 tokens"
    const QString path = mDir.filePath(QStringLiteral("heads.npy"));
    writeFile(path, toNpy({QStringLiteral("w"), {Matrix::Identity(5, 5), Matrix::Identity(5, 5)}, {}, {}})); // [2, 5, 5]
    QVERIFY2(AttentionImporter::tokensQuestion(path).contains(QStringLiteral("over 5 tokens")),
             qPrintable(AttentionImporter::tokensQuestion(path)));
    // A file that is no NPY, or a FIFO, is asked for plainly and never read to the end.
    writeFile(mDir.filePath(QStringLiteral("text.npy")), "not an array");
    QVERIFY(!AttentionImporter::tokensQuestion(mDir.filePath(QStringLiteral("text.npy"))).contains(QStringLiteral(" over ")));
    const QByteArray fifo = QFile::encodeName(mDir.filePath(QStringLiteral("pipe.npy")));
    QCOMPARE(::mkfifo(fifo.constData(), 0600), 0);
    QVERIFY(!AttentionImporter::tokensQuestion(QFile::decodeName(fifo)).contains(QStringLiteral(" over ")));
}

void ImportTest::mismatchedSidecarIsRefused()
{
    const QString path = mDir.filePath(QStringLiteral("short.npy"));
    writeFile(path, toNpy({QStringLiteral("w"), {Matrix::Identity(3, 3)}, {}, {}}));
    writeFile(mDir.filePath(QStringLiteral("short.tokens.json")), R"({"tokens": ["only", "two"]})");
    const auto imported = readAttentionFile(path);
    QVERIFY(!imported);
    QVERIFY2(QString::fromStdString(imported.error()).contains(QStringLiteral("3 x 3 but there are 2")), imported.error().c_str());
    const auto typed = readAttentionFile(mDir.filePath(QStringLiteral("missing.npy")));
    QVERIFY(!typed);
}

void ImportTest::huggingFaceJson()
{
    const QStringList tokens{QStringLiteral("[CLS]"), QStringLiteral("I"), QStringLiteral("love"), QStringLiteral("AI")};
    const auto imported = parseHuggingFaceJson(modelJson(3, 1, 2, 4, tokens));
    QVERIFY2(imported, imported.error().c_str());
    QCOMPARE(imported->layers, 3);
    QCOMPARE(imported->heads, 2);
    QCOMPARE(imported->queryTokens, tokens);
    QCOMPARE((*imported->at(2, 1))(0, 3), 1.0f); // (0 + 2 + 1) % 4
    QCOMPARE((*imported->at(2, 1))(0, 0), 0.0f);
}

void ImportTest::hostileHuggingFaceJson_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("messagePart");
    const QStringList two{QStringLiteral("a"), QStringLiteral("b")};
    QTest::newRow("batch of two") << modelJson(1, 2, 1, 2, two) << QStringLiteral("batch");
    QTest::newRow("token count") << modelJson(1, 1, 1, 3, two) << QStringLiteral("3 x 3 but there are 2");
    QTest::newRow("no attentions") << QByteArray(R"({"tokens": []})") << QStringLiteral("\"attentions\"");
    QTest::newRow("ragged") << QByteArray(R"({"attentions": [[[[1, 0], [1]]]]})") << QStringLiteral("not rectangular");
    // Found by fuzz_attention_json: a number beside a list once let the shape grow past the values.
    QTest::newRow("number beside a list") << QByteArray(R"({"": ["a"], "attentions": [[0, [[0.5, 0,5]]]]})") << QStringLiteral("uneven");
    QTest::newRow("strings") << QByteArray(R"({"attentions": [[[["x"]]]]})") << QStringLiteral("nested lists of numbers");
    QTest::newRow("too shallow") << QByteArray(R"({"attentions": [[1, 2]]})") << QStringLiteral("[layers][heads]");
    QTest::newRow("tokens not strings") << QByteArray(R"({"tokens": [1, 2], "attentions": [[[[1]]]]})") << QStringLiteral("token strings");
    QTest::newRow("truncated") << modelJson(1, 1, 1, 2, two).left(40) << QStringLiteral("not valid JSON");
    // Read twice (to tell which comes first): from a file, the file is read again from its start.
    QTest::newRow("uneven, then no longer JSON")
        << QByteArray(R"({"": ["a"], "attentions": [[0, [[0.5, 0,5]]}]})") << QStringLiteral("not valid JSON at byte 43");
}

void ImportTest::hostileHuggingFaceJson()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, messagePart);
    const auto imported = parseHuggingFaceJson(json);
    QVERIFY(!imported);
    QVERIFY2(QString::fromStdString(imported.error()).contains(messagePart), imported.error().c_str());
    // The same from a file, read a chunk at a time: the same message, after the file's name.
    const QString path = mDir.filePath(QStringLiteral("hostile.json"));
    writeFile(path, json);
    const auto fromFile = readAttentionFile(path);
    QVERIFY(!fromFile);
    QCOMPARE(fromFile.error(), "hostile.json: " + imported.error());
}

/** A file dropped on the window or named on the command line: a model's attention as JSON is
 *  imported as an NPY file is, a lesson still opens as a lesson. */
void ImportTest::attentionJsonOpensWhereALessonWould()
{
    const QStringList tokens{QStringLiteral("a"), QStringLiteral("b")};
    const QString model = mDir.filePath(QStringLiteral("dropped.json"));
    writeFile(model, modelJson(2, 1, 2, 2, tokens));
    const QString lesson = mDir.filePath(QStringLiteral("lesson.json"));
    QVERIFY(QFile::copy(QStringLiteral(":/examples/02-i-love-ai.json"), lesson));
    const QString large = mDir.filePath(QStringLiteral("large.json"));
    QFile file(large);
    QVERIFY(file.open(QIODevice::WriteOnly));
    QVERIFY(file.resize(kMaxLessonFileBytes + 1)); // larger than any lesson: attention or nothing
    file.close();
    QVERIFY(isAttentionFile(model));
    QVERIFY(!isAttentionFile(lesson));
    QVERIFY(isAttentionFile(large));
    QVERIFY(isAttentionFile(mDir.filePath(QStringLiteral("any.NPY"))));
    QVERIFY(!isAttentionFile(mDir.filePath(QStringLiteral("absent.json")))); // the lesson reader says what is wrong

    MainWindow window;
    QStringList problems;
    window.setProblemReporter([&problems](const QString &, const QString &message) { problems.append(message); });
    window.openFile(model);
    QTRY_VERIFY(window.isShowingImport());
    QCOMPARE(window.displayedResult()->queryTokens.size(), std::size_t(2));
    // No d_model in the status line: the lesson's has nothing to do with the model's.
    QCOMPARE(window.findChild<QLabel *>(QStringLiteral("statusMessage"))->text(),
             QStringLiteral("2 queries \u00D7 2 keys (imported attention)"));
    window.openFile(lesson);
    QVERIFY(!window.isShowingImport());
    QCOMPARE(QString::fromStdString(window.document()->lesson().source), QStringLiteral("I love AI"));
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
}

void ImportTest::windowShowsImportedLayers()
{
    const QString path = mDir.filePath(QStringLiteral("model.json"));
    const QStringList tokens{QStringLiteral("[CLS]"), QStringLiteral("I"), QStringLiteral("love"), QStringLiteral("AI")};
    writeFile(path, modelJson(3, 1, 2, 4, tokens));
    MainWindow window;
    QStringList problems;
    window.setProblemReporter([&problems](const QString &, const QString &message) { problems.append(message); });
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    auto *heatmap = window.findChild<HeatmapView *>(QStringLiteral("alignmentHeatmap"));
    window.importAttentionFile(path);
    QVERIFY(window.isImporting()); // off the window's thread
    QTRY_VERIFY(window.isShowingImport());
    const auto imported = parseHuggingFaceJson(modelJson(3, 1, 2, 4, tokens));
    QCOMPARE(heatmap->rowLabels(), tokens);
    QVERIFY(heatmap->matrix().isApprox((*imported->at(0, 0) + *imported->at(0, 1)) / 2.0f));
    QVERIFY(heatmap->title().contains(QStringLiteral("Imported")));
    auto *layers = window.findChild<QComboBox *>(QStringLiteral("layerCombo"));
    QCOMPARE(layers->count(), 3);
    window.setImportedLayer(2);
    QVERIFY(heatmap->matrix().isApprox((*imported->at(2, 0) + *imported->at(2, 1)) / 2.0f));
    QCOMPARE(window.displayedResult()->headCount(), 2);
    window.importAttentionFile(path); // still being read when the lesson is taken up again:
    QVERIFY(window.isImporting());
    window.document()->setSource(QStringLiteral("Back to my own sentence")); // an edit leaves the import
    QVERIFY(!window.isShowingImport());
    QVERIFY(!window.isImporting()); // it stops, and will not take the window back from the lesson
    QVERIFY(!window.findChild<QLabel *>(QStringLiteral("statusMessage"))->text().startsWith(QStringLiteral("Opening")));
    QCOMPARE(heatmap->columnLabels().first(), QStringLiteral("Back"));
    window.importAttentionFile(mDir.filePath(QStringLiteral("absent.json")));
    QTRY_COMPARE(problems.size(), 1);
    QVERIFY(!window.isShowingImport());
    window.document()->undoStack(); // keep the document alive until here
}

void ImportTest::theWindowSaysWhenALayerCannotBeRead()
{
    std::vector<float> values(3 * 2 * 2, 0.5f);
    values[2 * 4 + 1] = std::numeric_limits<float>::infinity(); // layer 3
    const QString path = mDir.filePath(QStringLiteral("poisoned.npy"));
    writeFile(path, npyHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (3, 1, 2, 2), }") + raw<float>(values));
    MainWindow window;
    QStringList problems;
    window.setProblemReporter([&problems](const QString &, const QString &message) { problems.append(message); });
    window.importAttentionFile(path, QStringLiteral("a b"));
    QTRY_VERIFY(window.isShowingImport()); // layers 1 and 2 are fine
    const Matrix first = window.displayedResult()->weights;
    window.setImportedLayer(2);
    QCOMPARE(problems.size(), 1);
    QVERIFY2(problems.first().contains(QStringLiteral("NaN or infinity")), qPrintable(problems.first()));
    QCOMPARE(window.displayedResult()->weights, first); // the layer on show stays
    auto *layers = window.findChild<QComboBox *>(QStringLiteral("layerCombo"));
    QCOMPARE(layers->currentIndex(), 0);
    // Chosen in the selector, as a user does: the selector goes back to the layer the map shows.
    layers->setCurrentIndex(2);
    emit layers->activated(2);
    QCOMPARE(problems.size(), 2);
    QCOMPARE(window.displayedResult()->weights, first);
    QCOMPARE(layers->currentIndex(), 0);
}

QTEST_MAIN(ImportTest)
#include "tst_import.moc"
