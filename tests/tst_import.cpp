// Attention from real models: NPY and Hugging Face JSON, good and hostile, and the window's import mode.
#include "ui/formats/AttentionImport.h"
#include "ui/plots/HeatmapView.h"
#include "ui/document/LessonDocument.h"
#include "ui/window/MainWindow.h"
#include "ui/formats/MatrixExport.h"
#include "ui/formats/NpyReader.h"

#include <QComboBox>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QtEndian>

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

template <typename T>
QByteArray raw(const std::vector<T> &values, bool bigEndian = false)
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
    return QJsonDocument(QJsonObject{{QStringLiteral("tokens"), QJsonArray::fromStringList(tokens)},
                                     {QStringLiteral("attentions"), layerList}})
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
    void mismatchedSidecarIsRefused();
    void huggingFaceJson();
    void hostileHuggingFaceJson_data();
    void hostileHuggingFaceJson();
    void aHugeJsonIsRefusedBeforeItIsRead();
    void windowShowsImportedLayers();
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
    const auto imported = attentionFromArray(*array, {QStringLiteral("x"), QStringLiteral("y")}, {QStringLiteral("x"), QStringLiteral("y")});
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
    const QByteArray bytes = npyHeader("{'descr': '>f8', 'fortran_order': True, 'shape': (2, 3), }")
                             + raw<double>({1, 4, 2, 5, 3, 6}, true);
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
    QTest::newRow("scalar") << npyHeader("{'descr': '<f4', 'fortran_order': False, 'shape': (), }") + raw<float>({1}) << QStringLiteral("single number");
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
    QVERIFY2(QString::fromStdString(poisoned.error()).contains(QStringLiteral("NaN or infinity (at element 21)")), poisoned.error().c_str());

    // The file shrinks under the open import: a sentence, not a crash.
    QFile file(path);
    QVERIFY(file.resize(file.size() - 40)); // layer 1 ends 32 bytes before the end
    const auto shrunk = importedResult(*imported, 1);
    QVERIFY(!shrunk);
    QVERIFY2(QString::fromStdString(shrunk.error()).contains(QStringLiteral("layers.npy has changed since it was opened")), shrunk.error().c_str());
    QVERIFY(importedResult(*imported, 0)); // what is still there still reads
}

void ImportTest::aHugeJsonIsRefusedBeforeItIsRead()
{
    const QString path = mDir.filePath(QStringLiteral("huge.json"));
    QFile file(path);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("{\"attentions\": [");
    QVERIFY(file.resize(kMaxImportJsonBytes + 1)); // sparse: nothing written, nothing to read
    file.close();
    const auto imported = readAttentionFile(path);
    QVERIFY(!imported);
    QVERIFY2(QString::fromStdString(imported.error()).contains(QStringLiteral("save it as NPY")), imported.error().c_str());
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
}

void ImportTest::hostileHuggingFaceJson()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, messagePart);
    const auto imported = parseHuggingFaceJson(json);
    QVERIFY(!imported);
    QVERIFY2(QString::fromStdString(imported.error()).contains(messagePart), imported.error().c_str());
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
    window.document()->setSource(QStringLiteral("Back to my own sentence")); // an edit leaves the import
    QVERIFY(!window.isShowingImport());
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
    QCOMPARE(window.findChild<QComboBox *>(QStringLiteral("layerCombo"))->currentIndex(), 0);
}

QTEST_MAIN(ImportTest)
#include "tst_import.moc"
