// Tokenisation across scripts: what a teacher's class may type.
#include "core/text/Tokenizer.h"
#include "core/text/Unicode.h"
#include "core/text/Vocabulary.h"

#include <QTest>

using namespace attention;

class TokenizerTest : public QObject
{
    Q_OBJECT

private slots:
    void splits_data();
    void splits();
    void keepsOriginalText_data() { splits_data(); }
    void keepsOriginalText();
    void survivesInvalidUtf8();
    void labelsAreCutTheSameWithOrWithoutAccents();
    void aWordKeepsItsIdAcrossSentences();
};

void TokenizerTest::splits_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QStringList>("tokens");
    const auto t = [](const char *joined) { return QString::fromUtf8(joined).split(QLatin1Char('|'), Qt::SkipEmptyParts); };
    QTest::newRow("english") << QStringLiteral("The little boy is playing football in the park.")
                             << t("The|little|boy|is|playing|football|in|the|park|.");
    QTest::newRow("french elisions") << QStringLiteral("J'aime l'IA.") << t("J'|aime|l'|IA|.");
    QTest::newRow("typographic apostrophe") << QString::fromUtf8("l\u2019\u00E9cole d\u2019\u00E9t\u00E9")
                                            << t("l\u2019|\u00E9cole|d\u2019|\u00E9t\u00E9");
    QTest::newRow("qu elision") << QStringLiteral("Qu'il vienne jusqu'ici") << t("Qu'|il|vienne|jusqu'|ici");
    QTest::newRow("english contraction") << QStringLiteral("I don't know, it's fine") << t("I|don't|know|,|it's|fine");
    QTest::newRow("french accents") << QString::fromUtf8("Le petit gar\u00E7on joue au football dans le parc.")
                                    << t("Le|petit|gar\u00E7on|joue|au|football|dans|le|parc|.");
    QTest::newRow("german") << QString::fromUtf8("Der Junge spielt Fu\u00DFball im Park!") << t("Der|Junge|spielt|Fu\u00DFball|im|Park|!");
    QTest::newRow("chinese") << QString::fromUtf8("\u6211\u7231\u4F60\u3002") << t("\u6211|\u7231|\u4F60|\u3002");
    QTest::newRow("japanese") << QString::fromUtf8("\u3053\u308C\u306F") << t("\u3053|\u308C|\u306F");
    QTest::newRow("arabic") << QString::fromUtf8("\u0623\u0646\u0627 \u0623\u062D\u0628 \u0627\u0644\u0630\u0643\u0627\u0621\u061F")
                            << t("\u0623\u0646\u0627|\u0623\u062D\u0628|\u0627\u0644\u0630\u0643\u0627\u0621|\u061F");
    QTest::newRow("arabic harakat") << QString::fromUtf8("\u0643\u064E\u062A\u064E\u0628\u064E")
                                    << t("\u0643\u064E\u062A\u064E\u0628\u064E");
    QTest::newRow("emoji family") << QString::fromUtf8("hi \U0001F468\u200D\U0001F469\u200D\U0001F467 there")
                                  << t("hi|\U0001F468\u200D\U0001F469\u200D\U0001F467|there");
    QTest::newRow("emoji skin tone") << QString::fromUtf8("ok\U0001F44D\U0001F3FD") << t("ok|\U0001F44D\U0001F3FD");
    QTest::newRow("two emoji") << QString::fromUtf8("\U0001F600\U0001F600") << t("\U0001F600|\U0001F600");
    QTest::newRow("flag") << QString::fromUtf8("\U0001F1EB\U0001F1F7\U0001F1E9\U0001F1EA")
                          << t("\U0001F1EB\U0001F1F7|\U0001F1E9\U0001F1EA");
    QTest::newRow("combining marks") << QString::fromUtf8("cafe\u0301 na\u0303o") << t("cafe\u0301|na\u0303o");
    QTest::newRow("zero-width space") << QString::fromUtf8("a\u200Bb") << t("a|b");
    QTest::newRow("numbers") << QStringLiteral("3.14 and 10,000 in 2022.") << t("3.14|and|10,000|in|2022|.");
    QTest::newRow("ellipsis") << QStringLiteral("Wait... what?!") << t("Wait|...|what|?|!");
    QTest::newRow("hyphen") << QStringLiteral("state-of-the-art") << t("state|-|of|-|the|-|art");
    QTest::newRow("only punctuation") << QStringLiteral("?!") << t("?|!");
    QTest::newRow("empty") << QString() << QStringList();
    QTest::newRow("only spaces") << QStringLiteral("  \t \n ") << QStringList();
}

void TokenizerTest::splits()
{
    QFETCH(QString, text);
    QFETCH(QStringList, tokens);
    QStringList got;
    for (const Token &token : tokenize(text.toStdString()))
        got.append(QString::fromStdString(token.text));
    QCOMPARE(got, tokens);
}

void TokenizerTest::keepsOriginalText()
{
    QFETCH(QString, text);
    const std::string utf8 = text.toStdString();
    for (const Token &token : tokenize(utf8)) {
        QVERIFY(token.offset + token.length <= utf8.size());
        QCOMPARE(utf8.substr(token.offset, token.length), token.text);
    }
}

void TokenizerTest::survivesInvalidUtf8()
{
    const std::string broken("ab\xff\xfe c\xe2\x82 d\xf0\x9f", 12);
    const auto tokens = tokenize(broken);
    QVERIFY(!tokens.empty());
    for (const Token &token : tokens)
        QVERIFY(token.offset + token.length <= broken.size() && token.length > 0);
}

void TokenizerTest::labelsAreCutTheSameWithOrWithoutAccents()
{
    // Plain ASCII takes a shortcut past the decoder: both paths must cut the same way.
    bool changed = true;
    QCOMPARE(unicode::limitCombiningMarks("plain words", 1, &changed), std::string("plain words"));
    QVERIFY(!changed);
    QCOMPARE(unicode::limitCombiningMarks("e\u0301\u0301\u0301x", 2, &changed), std::string("e\u0301\u0301x"));
    QVERIFY(changed);
    QCOMPARE(unicode::shortLabel("abcdef", 6), std::string("abcdef"));
    QCOMPARE(unicode::shortLabel("abcdefg", 6), std::string("abcdef\u2026"));
    QCOMPARE(unicode::shortLabel("abcdefg", 0), std::string("abcdefg"));
    QCOMPARE(unicode::shortLabel("\u00E9bcdefg", 6), std::string("\u00E9bcdef\u2026")); // six code points, seven bytes
}

void TokenizerTest::aWordKeepsItsIdAcrossSentences()
{
    Vocabulary vocabulary;
    const int specials = vocabulary.size();
    std::vector<Token> first = tokenize("the cat saw the dog");
    vocabulary.assignIds(first);
    QCOMPARE(first[0].id, specials);
    QCOMPARE(first[1].id, specials + 1);
    QCOMPARE(first[3].id, first[0].id); // "the" again
    QCOMPARE(vocabulary.size(), specials + 4);
    // Many short sentences after it, each with one new word and the known ones.
    for (int i = 0; i < 300; ++i) {
        std::vector<Token> next = tokenize("the dog w" + std::to_string(i));
        vocabulary.assignIds(next);
        QCOMPARE(next[0].id, first[0].id);
        QCOMPARE(next[1].id, first[4].id);
        QCOMPARE(next[2].id, specials + 4 + i);
        QCOMPARE(vocabulary.textOf(next[2].id), next[2].text);
    }
    QCOMPARE(vocabulary.idOf("cat"), first[1].id);
    QCOMPARE(vocabulary.idOf("bird"), Vocabulary::kUnknownId);
    std::vector<Token> padded(1);
    padded[0].text = "cat";
    padded[0].padding = true;
    vocabulary.assignIds(padded);
    QCOMPARE(padded[0].id, Vocabulary::kPadId);
}

QTEST_GUILESS_MAIN(TokenizerTest)
#include "tst_tokenizer.moc"
