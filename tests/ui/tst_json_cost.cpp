// JSON is parsed by Qt only once its shape is known to fit: the estimate, the refusals, and the
// estimate held against what Qt's document really takes.
#include "tests/support/SystemAllocator.h"
#include "ui/formats/AttentionImport.h"
#include "ui/formats/JsonCost.h"

#include <QTest>

#if defined(__GLIBC__)
#include <malloc.h>
#endif

using namespace attention;

namespace {

QByteArray repeated(const QByteArray &item, int times)
{
    QByteArray out = "[";
    out.reserve(item.size() * times + 2);
    for (int i = 0; i < times; ++i) {
        if (i)
            out += ',';
        out += item;
    }
    return out + ']';
}

} // namespace

class JsonCostTest : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase() { qInfo("%s", qPrintable(test::allocatorNote())); }
    void theShapeCountsWhatQtWouldBuild();
    void deepNestingIsRefused();
    void aSmallFileOfNestedListsIsRefusedBeforeParsing();
    void theEstimateCoversWhatQtHolds_data();
    void theEstimateCoversWhatQtHolds();
    void importedTokensMustBeAFlatList();
};

void JsonCostTest::theShapeCountsWhatQtWouldBuild()
{
    const JsonShape shape = jsonShapeOf(R"({"a": [1, -2.5e3, "x"], "b": {"c": true, "d": null}})");
    QCOMPARE(shape.values, 9.0); // keys a, b, c, d and the values 1, -2.5e3, "x", true, null
    QCOMPARE(shape.containers, 3.0);
    QCOMPARE(shape.depth, 2);
    QCOMPARE(shape.stringBytes, 5.0);
    // Brackets, quotes and backslashes inside strings are text, not structure.
    const JsonShape text = jsonShapeOf(R"(["[\"]{", "\\", "}"])");
    QCOMPARE(text.values, 3.0);
    QCOMPARE(text.containers, 1.0);
    QCOMPARE(text.depth, 1);
}

void JsonCostTest::deepNestingIsRefused()
{
    const auto nested = [](int depth) { return QByteArray(depth, '[') + QByteArray(depth, ']'); };
    QVERIFY(parseJsonWithinBudget(nested(kMaxJsonDepth)));
    const auto deeper = parseJsonWithinBudget(nested(kMaxJsonDepth + 1));
    QVERIFY(!deeper);
    QCOMPARE(deeper.problem().code, std::string("json.depth"));
}

// 24 MB of "[[[[[[[[]]]]]]]]" would take Qt about 1.4 GB: refused from its shape alone.
void JsonCostTest::aSmallFileOfNestedListsIsRefusedBeforeParsing()
{
    const QByteArray bomb = repeated("[[[[[[[[]]]]]]]]", 1500000);
    const auto parsed = parseJsonWithinBudget(bomb);
    QVERIFY(!parsed);
    QCOMPARE(parsed.problem().code, std::string("budget.memory"));
}

void JsonCostTest::theEstimateCoversWhatQtHolds_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::newRow("nested empty lists") << repeated("[[[[]]]]", 200000);
    QTest::newRow("rows of numbers") << repeated("[0.5,1,2,3,4,5,6,7]", 50000);
    QTest::newRow("numbers") << repeated("0.123456", 400000);
    QTest::newRow("strings") << repeated("\"token\"", 400000);
    QTest::newRow("objects") << repeated("{\"k\":{\"v\":[1]}}", 100000);
}

void JsonCostTest::theEstimateCoversWhatQtHolds()
{
#if defined(__GLIBC__)
    if (!test::mallocIsTheCLibrarys())
        QSKIP(qPrintable(test::foreignAllocatorReason()));
    QFETCH(QByteArray, text);
    const auto heap = [] {
        const struct mallinfo2 info = mallinfo2();
        return double(info.uordblks + info.hblkhd);
    };
    const double before = heap();
    const auto parsed = parseJsonWithinBudget(text);
    QVERIFY(parsed);
    const double held = heap() - before;
    const double estimate = jsonParseBytes(jsonShapeOf(text));
    qInfo("estimated %.1f MB, Qt holds %.1f MB", estimate / 1e6, held / 1e6);
    QVERIFY2(estimate >= held && estimate <= 6 * held,
             qPrintable(QStringLiteral("estimated %1 MB, Qt holds %2 MB").arg(estimate / 1e6).arg(held / 1e6)));
#else
    QSKIP("measures the heap with glibc's mallinfo2");
#endif
}

void JsonCostTest::importedTokensMustBeAFlatList()
{
    const auto nested = parseHuggingFaceJson(R"({"tokens": [["a"], ["b"]], "attentions": [[[[[1.0, 0.0], [0.5, 0.5]]]]]})");
    QVERIFY(!nested);
    QCOMPARE(nested.problem().code, std::string("import.tokens"));
    const auto flat = parseHuggingFaceJson(R"({"tokens": ["a", "b"], "attentions": [[[[[1.0, 0.0], [0.5, 0.5]]]]]})");
    QVERIFY2(flat, flat ? "" : flat.problem().code.c_str());
    QCOMPARE(flat->queryTokens, (QStringList{QStringLiteral("a"), QStringLiteral("b")}));
}

int main(int argc, char **argv)
{
    test::restartWithoutPreloadedLibraries(argv);
    QCoreApplication app(argc, argv);
    JsonCostTest test;
    return QTest::qExec(&test, argc, argv);
}
#include "tst_json_cost.moc"
