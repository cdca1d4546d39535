// Real models from Hugging Face folders, against the reference outputs of tests/data/models/
// (tiny random checkpoints of each family in the real layouts; its README): the tokenizers' ids,
// every layer's attention, the greedy continuations and Marian's translation.
#include "core/generation/GenerationSession.h"
#include "core/models/ByteLevelBpe.h"
#include "core/models/LoadedModel.h"
#include "core/models/ModelGeneration.h"
#include "core/models/ModelLesson.h"
#include "core/models/WordPiece.h"
#include "core/pipeline/AttentionPipeline.h"
#include "tests/support/TestSupport.h"
#include "ui/formats/FileAccess.h"
#include "ui/formats/NpyReader.h"
#include "ui/formats/huggingface/ModelFolder.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <map>

using namespace attention;
using namespace attention::models;

namespace {

QString modelsDir()
{
    return test::dataPath(QStringLiteral("models"));
}

QJsonArray cases()
{
    QFile file(QDir(modelsDir()).filePath(QStringLiteral("cases.json")));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("cases.json missing");
    return QJsonDocument::fromJson(file.readAll()).array();
}

std::vector<int> idsOf(const QJsonValue &value)
{
    std::vector<int> ids;
    for (const QJsonValue &id : value.toArray())
        ids.push_back(id.toInt());
    return ids;
}

QString idsText(const std::vector<int> &ids)
{
    QStringList parts;
    for (int id : ids)
        parts.append(QString::number(id));
    return parts.join(QLatin1Char(' '));
}

/** The ids of idsText() again (the cases' data rows carry them as text). */
std::vector<int> idsFromText(const QString &text)
{
    std::vector<int> ids;
    for (const QString &id : text.split(QLatin1Char(' ')))
        ids.push_back(id.toInt());
    return ids;
}

/** The folder's model, opened once for all the cases that use it. */
std::shared_ptr<const LoadedModel> model(const QString &name)
{
    static std::map<QString, std::shared_ptr<const LoadedModel>> opened;
    auto &slot = opened[name];
    if (!slot) {
        auto loaded = openModelFolder(QDir(modelsDir()).filePath(name));
        if (!loaded)
            qFatal("%s: %s", qPrintable(name), loaded.error().c_str());
        slot = *loaded;
    }
    return slot;
}

NpyArray expectedArray(const QString &file)
{
    auto bytes = readFileBounded(QDir(modelsDir()).filePath(file), 64 << 20);
    if (!bytes)
        qFatal("%s", bytes.error().c_str());
    auto array = readNpy(*bytes);
    if (!array)
        qFatal("%s", array.error().c_str());
    return std::move(array.value());
}

/** Every layer's every head against [layers, heads, q, k]: the largest difference. */
double largestDifference(const LayerAttentions &got, const NpyArray &want, QString *where)
{
    const auto &shape = want.shape();
    if (shape.size() != 4 || std::int64_t(got.size()) != shape[0]) {
        *where = QStringLiteral("layers: got %1, want %2").arg(got.size()).arg(shape.empty() ? 0 : shape[0]);
        return 1e9;
    }
    double largest = 0;
    for (std::int64_t l = 0; l < shape[0]; ++l)
        for (std::int64_t h = 0; h < shape[1]; ++h) {
            const Matrix expected = *want.matrix(l * shape[1] + h);
            const Matrix &actual = got[std::size_t(l)][std::size_t(h)];
            if (actual.rows() != expected.rows() || actual.cols() != expected.cols()) {
                *where = QStringLiteral("layer %1 head %2: %3x%4, want %5x%6")
                             .arg(l)
                             .arg(h)
                             .arg(actual.rows())
                             .arg(actual.cols())
                             .arg(expected.rows())
                             .arg(expected.cols());
                return 1e9;
            }
            const double d = (actual - expected).cwiseAbs().maxCoeff();
            if (d > largest) {
                largest = d;
                *where = QStringLiteral("layer %1 head %2").arg(l).arg(h);
            }
        }
    return largest;
}

constexpr double kAttentionTolerance = 1e-4; // the reference cases' README

} // namespace

class RealModelsTest : public QObject
{
    Q_OBJECT

private slots:
    void tokenizersGiveTheReferenceIds_data();
    void tokenizersGiveTheReferenceIds();
    void everyLayersAttentionIsTheReferences_data();
    void everyLayersAttentionIsTheReferences();
    void decodersContinueAsTheReference_data();
    void decodersContinueAsTheReference();
    void aGenerationSessionStepsARealDecoder_data() { decodersContinueAsTheReference_data(); }
    void aGenerationSessionStepsARealDecoder();
    void marianScoresATranslationAndWritesItsOwn();
    void gpt2sPreTokenizationSplitsAsItsPattern();
    void bertsBasicPassFollowsBertTokenizer();
    void labelsShowWhatATokenStandsFor();
    void aCachedStepEqualsTheWholeSequence();
    void aLessonShowsTheModelsLayer();
    void typingReadsOnlyWhatChangedAsAFreshRunWould();
    void aTranslatorsLessonScoresTheTypedTarget();
    void badFoldersAreRefusedWithASentence();
};

void RealModelsTest::tokenizersGiveTheReferenceIds_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("ids");
    QTest::addColumn<QStringList>("tokens");
    for (const QJsonValue &c : cases()) {
        const QJsonObject o = c.toObject();
        QStringList tokens;
        for (const QJsonValue &t : o.value(QLatin1String("tokens")).toArray())
            tokens.append(t.toString());
        QTest::addRow("%s: %s", qPrintable(o.value(QLatin1String("model")).toString()),
                      qPrintable(o.value(QLatin1String("text")).toString()))
            << o.value(QLatin1String("model")).toString() << o.value(QLatin1String("text")).toString()
            << idsText(idsOf(o.value(QLatin1String("ids")))) << tokens;
    }
}

void RealModelsTest::tokenizersGiveTheReferenceIds()
{
    QFETCH(QString, model);
    QFETCH(QString, text);
    QFETCH(QString, ids);
    QFETCH(QStringList, tokens);
    const auto loaded = ::model(model);
    const std::vector<int> got = loaded->tokenizer->encode(text.toStdString());
    QCOMPARE(idsText(got), ids);
    if (!tokens.isEmpty()) {
        QStringList pieces;
        for (int id : got)
            pieces.append(QString::fromStdString(loaded->tokenizer->piece(id)));
        QCOMPARE(pieces, tokens);
    }
}

void RealModelsTest::everyLayersAttentionIsTheReferences_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("ids");
    QTest::addColumn<QString>("npy");
    for (const QJsonValue &c : cases()) {
        const QJsonObject o = c.toObject();
        if (!o.contains(QLatin1String("attentions")))
            continue;
        QTest::addRow("%s: %s", qPrintable(o.value(QLatin1String("model")).toString()),
                      qPrintable(o.value(QLatin1String("text")).toString()))
            << o.value(QLatin1String("model")).toString() << idsText(idsOf(o.value(QLatin1String("ids"))))
            << o.value(QLatin1String("attentions")).toString();
    }
}

void RealModelsTest::everyLayersAttentionIsTheReferences()
{
    QFETCH(QString, model);
    QFETCH(QString, ids);
    QFETCH(QString, npy);
    const auto loaded = ::model(model);
    const std::vector<int> tokens = idsFromText(ids);
    const auto pass = loaded->language ? loaded->language->forward(tokens, false) : loaded->encoder->forward(tokens);
    QVERIFY2(pass, pass ? "" : pass.error().c_str());
    QString where;
    const double difference = largestDifference(pass->attentions, expectedArray(npy), &where);
    QVERIFY2(difference <= kAttentionTolerance, qPrintable(QStringLiteral("%1 differs by %2").arg(where).arg(difference)));
}

void RealModelsTest::decodersContinueAsTheReference_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("ids");
    QTest::addColumn<QString>("greedy");
    for (const QJsonValue &c : cases()) {
        const QJsonObject o = c.toObject();
        if (!o.contains(QLatin1String("greedy_ids")))
            continue;
        QTest::addRow("%s: %s", qPrintable(o.value(QLatin1String("model")).toString()),
                      qPrintable(o.value(QLatin1String("text")).toString()))
            << o.value(QLatin1String("model")).toString() << idsText(idsOf(o.value(QLatin1String("ids"))))
            << idsText(idsOf(o.value(QLatin1String("greedy_ids"))));
    }
}

void RealModelsTest::decodersContinueAsTheReference()
{
    QFETCH(QString, model);
    QFETCH(QString, ids);
    QFETCH(QString, greedy);
    const std::vector<int> prompt = idsFromText(ids);
    const int count = int(greedy.split(QLatin1Char(' ')).size());
    const auto written = greedyContinuation(*::model(model)->language, prompt, count);
    QVERIFY2(written, written ? "" : written.error().c_str());
    QCOMPARE(idsText(*written), greedy);
}

void RealModelsTest::aGenerationSessionStepsARealDecoder()
{
    // The Generate tab's session over a real model: the prompt read in one pass, then a token a
    // step through the cache, writes the reference's greedy continuation and keeps, per layer and
    // head, the rows a whole forward pass over the text computes.
    QFETCH(QString, model);
    QFETCH(QString, ids);
    QFETCH(QString, greedy);
    const std::vector<int> prompt = idsFromText(ids);
    const auto loaded = ::model(model);
    generation::GenerationOptions options; // greedy
    generation::GenerationSession session(steppingDecoder(loaded->language), prompt, options);
    QVERIFY2(session.problem(), session.problem() ? "" : session.problem().error().c_str());
    const int count = int(greedy.split(QLatin1Char(' ')).size());
    for (int i = 0; i < count; ++i)
        QVERIFY(session.step());
    const std::vector<int> written(session.tokens().begin() + std::ptrdiff_t(prompt.size()), session.tokens().end());
    QCOMPARE(idsText(written), greedy);
    const generation::DecoderSizes &sizes = session.shape();
    QCOMPARE(sizes.layers, loaded->config.layers);
    QCOMPARE(session.cacheLength(), int(session.tokens().size()));
    QCOMPARE(int(session.cachedKeys(0).cols()), sizes.cacheWidth);
    const auto whole = loaded->language->forward(session.tokens(), false);
    QVERIFY(whole);
    for (int l = 0; l < sizes.layers; ++l)
        for (int h = 0; h < sizes.heads; ++h) {
            const Matrix stepped = session.attention(l, h), expected = whole->attentions[std::size_t(l)][std::size_t(h)];
            QVERIFY2((stepped - expected).cwiseAbs().maxCoeff() <= kAttentionTolerance,
                     qPrintable(QStringLiteral("layer %1 head %2").arg(l + 1).arg(h + 1)));
        }
    QVERIFY(session.workRecomputing() > session.workWithCache());
}

void RealModelsTest::marianScoresATranslationAndWritesItsOwn()
{
    const auto loaded = model(QStringLiteral("marian-tiny"));
    int checked = 0;
    for (const QJsonValue &c : cases()) {
        const QJsonObject o = c.toObject();
        if (o.value(QLatin1String("model")).toString() != QLatin1String("marian-tiny"))
            continue;
        const std::vector<int> source = idsOf(o.value(QLatin1String("ids")));
        QCOMPARE(idsText(loaded->tokenizer->encode(o.value(QLatin1String("text")).toString().toStdString())), idsText(source));
        const std::vector<int> labels = idsOf(o.value(QLatin1String("target_ids")));
        QCOMPARE(idsText(loaded->targetTokenizer->encode(o.value(QLatin1String("target")).toString().toStdString())), idsText(labels));
        const auto encoded = loaded->translator->encode(source);
        QVERIFY(encoded);
        // Teacher-forced: the start token and the labels but the last; one row per label.
        std::vector<int> input{loaded->config.decoderStartTokenId};
        input.insert(input.end(), labels.begin(), labels.end() - 1);
        const auto pass = loaded->translator->decode(*encoded, input);
        QVERIFY2(pass, pass ? "" : pass.error().c_str());
        QString where;
        const double difference =
            largestDifference(pass->cross, expectedArray(o.value(QLatin1String("cross_attentions")).toString()), &where);
        QVERIFY2(difference <= kAttentionTolerance,
                 qPrintable(QStringLiteral("cross attention %1 differs by %2").arg(where).arg(difference)));
        const auto written = loaded->translator->greedy(*encoded, loaded->config.maxLength);
        QVERIFY(written);
        QCOMPARE(idsText(*written), idsText(idsOf(o.value(QLatin1String("translation_ids")))));
        ++checked;
    }
    QCOMPARE(checked, 2);
}

void RealModelsTest::gpt2sPreTokenizationSplitsAsItsPattern()
{
    const auto words = [](const char *text) {
        QStringList out;
        for (std::string_view w : ByteLevelBpe::splitWords(text))
            out.append(QString::fromUtf8(w.data(), qsizetype(w.size())));
        return out;
    };
    QCOMPARE(words("Hello world"), (QStringList{QStringLiteral("Hello"), QStringLiteral(" world")}));
    QCOMPARE(words("it's we'll"), (QStringList{QStringLiteral("it"), QStringLiteral("'s"), QStringLiteral(" we"), QStringLiteral("'ll")}));
    // A run of spaces leaves its last one to the word after it; at the end it stays whole.
    QCOMPARE(words("a   b  "), (QStringList{QStringLiteral("a"), QStringLiteral("  "), QStringLiteral(" b"), QStringLiteral("  ")}));
    QCOMPARE(words("x2026!?"), (QStringList{QStringLiteral("x"), QStringLiteral("2026"), QStringLiteral("!?")}));
    QCOMPARE(words("\tout"), (QStringList{QStringLiteral("\t"), QStringLiteral("out")}));
}

void RealModelsTest::bertsBasicPassFollowsBertTokenizer()
{
    const WordPiece cased({"[PAD]", "[UNK]", "[CLS]", "[SEP]"}, false), uncased({"[PAD]", "[UNK]", "[CLS]", "[SEP]"}, true);
    const auto words = [](const WordPiece &t, const char *text) {
        QStringList out;
        for (const std::string &w : t.basicWords(text))
            out.append(QString::fromStdString(w));
        return out;
    };
    QCOMPARE(words(uncased, "Naïve CAFÉ-playing"),
             (QStringList{QStringLiteral("naive"), QStringLiteral("cafe"), QStringLiteral("-"), QStringLiteral("playing")}));
    QCOMPARE(words(cased, "Naïve"), QStringList{QStringLiteral("Naïve")}); // a cased model keeps its accents
    QCOMPARE(words(uncased, "日本語 ok"),
             (QStringList{QStringLiteral("日"), QStringLiteral("本"), QStringLiteral("語"), QStringLiteral("ok")}));
    QCOMPARE(words(uncased, "a\u200Bb [CLS] x"), (QStringList{QStringLiteral("ab"), QStringLiteral("[CLS]"), QStringLiteral("x")}));
}

void RealModelsTest::labelsShowWhatATokenStandsFor()
{
    const auto gpt2 = model(QStringLiteral("gpt2-tiny"));
    const std::vector<int> ids = gpt2->tokenizer->encode("  spaced\tout\n 🎉");
    QStringList labels;
    for (int id : ids)
        labels.append(QString::fromStdString(gpt2->tokenizer->label(id)));
    QCOMPARE(labels.first(), QStringLiteral("\u2423")); // a space
    QCOMPARE(labels.at(1), QStringLiteral("\u2423spaced")); // "Ġspaced"
    QVERIFY(labels.contains(QStringLiteral("\u21E5"))); // a tab
    QVERIFY(labels.join(QString()).contains(QStringLiteral("\u27E8F0\u27E9"))); // a byte of the emoji
    QCOMPARE(QString::fromStdString(gpt2->tokenizer->decode(ids)), QStringLiteral("  spaced\tout\n 🎉"));
    const auto marian = model(QStringLiteral("marian-tiny"));
    QCOMPARE(QString::fromStdString(marian->tokenizer->label(20)), QStringLiteral("\u2423The")); // "▁The"
    const auto bert = model(QStringLiteral("bert-tiny"));
    QCOMPARE(QString::fromStdString(bert->tokenizer->label(108)), QStringLiteral("s")); // "##s"
}

void RealModelsTest::aCachedStepEqualsTheWholeSequence()
{
    for (const char *name : {"gpt2-tiny", "llama-tiny", "qwen2-tiny"}) {
        const auto &lm = *model(QLatin1String(name))->language;
        const std::vector<int> ids{8086, 1463, 318, 477, 345, 761, 13};
        const auto whole = lm.forward(ids);
        QVERIFY(whole);
        KeyValueCache cache;
        auto first = lm.read(std::vector<int>(ids.begin(), ids.begin() + 3), cache, true, false);
        QVERIFY(first);
        for (std::size_t t = 3; t < ids.size(); ++t) {
            const auto step = lm.read({ids[t]}, cache, true, true);
            QVERIFY(step);
            QVERIFY2((step->logits.row(0) - whole->logits.row(Eigen::Index(t))).cwiseAbs().maxCoeff() < 1e-4f, name);
            for (std::size_t l = 0; l < step->attentions.size(); ++l)
                for (std::size_t h = 0; h < step->attentions[l].size(); ++h)
                    QVERIFY((step->attentions[l][h].row(0) - whole->attentions[l][h].row(Eigen::Index(t)).head(Eigen::Index(t) + 1))
                                .cwiseAbs()
                                .maxCoeff()
                            < 1e-5f);
        }
        QCOMPARE(cache.length, int(ids.size()));
    }
}

void RealModelsTest::aLessonShowsTheModelsLayer()
{
    const auto gpt2 = model(QStringLiteral("gpt2-tiny"));
    Lesson lesson;
    lesson.source = "Attention is all you need.";
    lesson.model = std::make_shared<ModelLesson>(gpt2, "gpt2-tiny");
    const auto result = computeAttention(lesson);
    QVERIFY2(result, result ? "" : result.error().c_str());
    const NpyArray all = expectedArray(QStringLiteral("gpt2-tiny-0.npy"));
    QCOMPARE(result->queryCount(), 7);
    QCOMPARE(result->headCount(), 4);
    Matrix mean = Matrix::Zero(7, 7);
    for (int h = 0; h < 4; ++h) { // the last layer by default, each head kept
        QVERIFY((result->headWeights[std::size_t(h)] - *all.matrix(2 * 4 + h)).cwiseAbs().maxCoeff() < 1e-4f);
        mean += *all.matrix(2 * 4 + h) / 4.0f;
    }
    QVERIFY((result->weights - mean).cwiseAbs().maxCoeff() < 1e-4f);
    QVERIFY(result->mask(0, 1) && !result->mask(1, 0)); // causal: later keys blocked
    QCOMPARE(QString::fromStdString(result->queryTokens[2].text), QStringLiteral("\u2423is"));
    QVERIFY(!result->model.empty());
    QCOMPARE(result->layerMeans.size(), std::size_t(3)); // every layer, for rollout and flow
    QVERIFY((result->layerMeans[2] - mean).cwiseAbs().maxCoeff() < 1e-4f);
    // Another layer is another lesson (an undoable edit), the same model.
    Lesson first = lesson;
    first.model = modelLessonOf(lesson)->withLayer(0);
    QVERIFY(first != lesson);
    const auto layer1 = computeAttention(first);
    QVERIFY((layer1->headWeights[1] - *all.matrix(1)).cwiseAbs().maxCoeff() < 1e-4f);
}

void RealModelsTest::typingReadsOnlyWhatChangedAsAFreshRunWould()
{
    for (const char *name : {"gpt2-tiny", "llama-tiny"}) {
        const auto loaded = model(QLatin1String(name));
        Lesson lesson;
        lesson.model = std::make_shared<ModelLesson>(loaded, name, 0);
        for (const char *text : {"The cat", "The cat sat", "The cat sat on", "The cat", "A dog sat on", "A dog sat on the mat."}) {
            lesson.source = text;
            const auto typed = computeAttention(lesson); // after the texts before it
            Lesson fresh = lesson;
            fresh.model = std::make_shared<ModelLesson>(loaded, name, 0); // nothing kept
            const auto whole = computeAttention(fresh);
            QVERIFY(typed && whole);
            QCOMPARE(typed->queryCount(), whole->queryCount());
            for (int h = 0; h < typed->headCount(); ++h)
                QVERIFY2((typed->headWeights[std::size_t(h)] - whole->headWeights[std::size_t(h)]).cwiseAbs().maxCoeff() < 1e-5f, text);
        }
    }
}

void RealModelsTest::aTranslatorsLessonScoresTheTypedTarget()
{
    const auto marian = model(QStringLiteral("marian-tiny"));
    const QJsonObject c = cases()[cases().size() - 2].toObject();
    QCOMPARE(c.value(QLatin1String("model")).toString(), QStringLiteral("marian-tiny"));
    Lesson lesson;
    lesson.source = c.value(QLatin1String("text")).toString().toStdString();
    lesson.target = c.value(QLatin1String("target")).toString().toStdString();
    lesson.model = std::make_shared<ModelLesson>(marian, "marian-tiny");
    const auto result = computeAttention(lesson);
    QVERIFY2(result, result ? "" : result.error().c_str());
    QCOMPARE(result->config.mode, AttentionMode::Cross);
    QVERIFY(result->layerMeans.empty()); // cross attention is not traced through layers
    const NpyArray cross = expectedArray(c.value(QLatin1String("cross_attentions")).toString());
    QCOMPARE(result->queryCount(), int(cross.shape()[2]));
    QCOMPARE(result->keyCount(), int(cross.shape()[3]));
    for (int h = 0; h < 4; ++h) // the last decoder layer's cross attention
        QVERIFY((result->headWeights[std::size_t(h)] - *cross.matrix(1 * 4 + h)).cwiseAbs().maxCoeff() < 1e-4f);
    // The encoder's self attention, chosen; and without a target, the model's own translation.
    Lesson encoder = lesson;
    encoder.model = modelLessonOf(lesson)->withSide(AttentionSide::Encoder);
    const auto self = computeAttention(encoder);
    QCOMPARE(self->queryCount(), result->keyCount());
    lesson.target.clear();
    const auto own = computeAttention(lesson);
    QVERIFY(own);
    QCOMPARE(own->queryCount(), int(c.value(QLatin1String("translation_ids")).toArray().size()));
    QCOMPARE(own->notes.size(), std::size_t(1));
}

void RealModelsTest::badFoldersAreRefusedWithASentence()
{
    QTemporaryDir dir;
    const auto copyOf = [&dir](const QString &name) {
        const QString to = dir.filePath(name);
        QDir().mkpath(to);
        for (const QString &file : QDir(QDir(modelsDir()).filePath(name)).entryList(QDir::Files))
            QFile::copy(QDir(QDir(modelsDir()).filePath(name)).filePath(file), QDir(to).filePath(file));
        return to;
    };
    const auto refusal = [](const QString &folder) {
        const auto opened = openModelFolder(folder);
        return opened ? std::string() : opened.problem().code;
    };
    QCOMPARE(refusal(dir.filePath(QStringLiteral("absent"))), std::string("model.folder"));
    const QString gpt2 = copyOf(QStringLiteral("gpt2-tiny"));
    QVERIFY(refusal(gpt2).empty());
    // An unknown family.
    QFile config(QDir(gpt2).filePath(QStringLiteral("config.json")));
    QVERIFY(config.open(QIODevice::ReadOnly));
    const QByteArray good = config.readAll();
    config.close();
    const auto writeConfig = [&](const QByteArray &bytes) {
        QFile f(QDir(gpt2).filePath(QStringLiteral("config.json")));
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(bytes);
    };
    writeConfig(QByteArray(good).replace("\"gpt2\"", "\"mamba\""));
    QCOMPARE(refusal(gpt2), std::string("model.config"));
    // Sizes the weights do not have.
    writeConfig(QByteArray(good).replace("\"n_embd\": 16", "\"n_embd\": 32"));
    QCOMPARE(refusal(gpt2), std::string("model.tensor_shape"));
    writeConfig(QByteArray(good).replace("\"n_layer\": 3", "\"n_layer\": 4"));
    QCOMPARE(refusal(gpt2), std::string("model.tensor_missing"));
    writeConfig(good);
    // A truncated weight file.
    const QString weights = QDir(gpt2).filePath(QStringLiteral("model.safetensors"));
    QFile file(weights);
    QVERIFY(file.open(QIODevice::ReadWrite));
    QVERIFY(file.resize(file.size() / 2));
    file.close();
    QCOMPARE(refusal(gpt2), std::string("model.safetensors_tensor"));
    QVERIFY(QFile::remove(weights));
    QCOMPARE(refusal(gpt2), std::string("model.weights_missing"));
    // A Marian folder without its target SentencePiece model.
    const QString marian = copyOf(QStringLiteral("marian-tiny"));
    QVERIFY(QFile::remove(QDir(marian).filePath(QStringLiteral("target.spm"))));
    QCOMPARE(refusal(marian), std::string("model.tokenizer_missing"));
}

QTEST_GUILESS_MAIN(RealModelsTest)
#include "tst_real_models.moc"
