#include "app/EditLatency.h"

#include "ui/document/LessonDocument.h"
#include "ui/plots/HeatmapView.h"
#include "ui/window/MainWindow.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QKeyEvent>
#include <QLineEdit>
#include <QTimer>

#include <algorithm>
#include <vector>

namespace attention::cli {

QString withWordsTypedAtTheEnd(const QString &sentence, int keys)
{
    return sentence + QStringLiteral(" x").repeated(keys / 2) + (keys % 2 ? QStringLiteral(" ") : QString());
}

QString withWordsTypedInTheMiddle(const QString &sentence, int keys)
{
    const qsizetype middle = sentence.indexOf(QLatin1Char(' '), sentence.size() / 2);
    if (middle < 0)
        return withWordsTypedAtTheEnd(sentence, keys);
    return withWordsTypedAtTheEnd(sentence.left(middle), keys) + sentence.mid(middle);
}

double percentile(std::vector<double> values, double p)
{
    if (values.empty())
        return 0;
    std::sort(values.begin(), values.end());
    return values[static_cast<std::size_t>(p * (values.size() - 1) + 0.5)];
}

namespace {

/** Types what turns the field's text into `text` where the two differ, as a person would: the
 *  cursor put after the part that differs, Backspaces over it, then the new characters, as key
 *  presses the field handles itself (its own layout of a long line is part of a keystroke). A
 *  word erased in the middle is then one Backspace, not the sentence's second half typed again. */
void typeInto(QLineEdit *field, const QString &text)
{
    const QString now = field->text();
    qsizetype common = 0;
    while (common < now.size() && common < text.size() && now[common] == text[common])
        ++common;
    qsizetype tail = 0; // characters the two share at their ends, after the common start
    while (tail < now.size() - common && tail < text.size() - common && now[now.size() - 1 - tail] == text[text.size() - 1 - tail])
        ++tail;
    field->setCursorPosition(static_cast<int>(now.size() - tail));
    const auto press = [field](int key, const QString &typed) {
        QKeyEvent event(QEvent::KeyPress, key, Qt::NoModifier, typed);
        QCoreApplication::sendEvent(field, &event);
    };
    for (qsizetype k = now.size() - tail; k > common; --k)
        press(Qt::Key_Backspace, QString());
    for (const QChar c : text.mid(common, text.size() - tail - common))
        press(Qt::Key_unknown, QString(c));
}

} // namespace

EditLatency measureEditLatency(MainWindow &window, const LessonState &lesson, int edits, const std::function<QString(int)> &textOfEdit,
                               EditedSentence edited)
{
    LessonDocument *document = window.document();
    auto *heatmap = window.findChild<HeatmapView *>(QStringLiteral("alignmentHeatmap"));
    auto *field =
        window.findChild<QLineEdit *>(edited == EditedSentence::Target ? QStringLiteral("targetEdit") : QStringLiteral("sourceEdit"));
    // An edit ends at the first repaint after its own result arrived (not at a repaint still
    // queued from before it).
    QEventLoop loop;
    bool arrived = false;
    const auto quitWhenShown = QObject::connect(heatmap, &HeatmapView::replotted, &loop, [&] {
        if (arrived && !document->isComputing())
            loop.quit();
    });
    QElapsedTimer timer;
    qint64 arrivedAt = 0; // ns after the keystroke, at the edit's last result
    const auto noteArrival = QObject::connect(document, &LessonDocument::resultChanged, &loop, [&] {
        arrived = true;
        arrivedAt = timer.isValid() ? timer.nsecsElapsed() : 0;
    });
    document->reset(lesson);
    loop.exec(); // the first picture of a lesson is not a keystroke
    // Nor is what the load still has queued (its labels are thinned once the layout is known,
    // and that repaints once more): edits start from a settled window.
    for (int round = 0; round < 3; ++round) {
        QEventLoop settle;
        QTimer::singleShot(0, &settle, &QEventLoop::quit);
        settle.exec();
    }
    // And from a window that has readied itself for the next keystroke (the heads for typing,
    // the heap), as it does while a person looks at the first picture
    // (LessonDocument::isReadyingForEdits()).
    if (document->isReadyingForEdits()) {
        QEventLoop ready;
        QObject::connect(document, &LessonDocument::readyForEdits, &ready, &QEventLoop::quit);
        ready.exec();
    }
    std::vector<double> ms, keys, result, drawn;
    for (int i = 1; i <= edits; ++i) {
        const QString text = textOfEdit(i); // made before the keystroke: no part of it
        timer.start();
        arrived = false;
        if (field)
            typeInto(field, text);
        else if (edited == EditedSentence::Target)
            document->setTarget(text);
        else
            document->setSource(text);
        const qint64 keysDone = timer.nsecsElapsed();
        loop.exec();
        const qint64 shown = timer.nsecsElapsed();
        const qint64 resultDone = std::max(arrivedAt, keysDone);
        ms.push_back(shown / 1e6);
        keys.push_back(keysDone / 1e6);
        result.push_back((resultDone - keysDone) / 1e6);
        drawn.push_back((shown - resultDone) / 1e6);
    }
    QObject::disconnect(quitWhenShown);
    QObject::disconnect(noteArrival);
    const auto span = [](const std::vector<double> &values) {
        return EditLatency::Span{percentile(values, 0.5), percentile(values, 0.95)};
    };
    return {percentile(ms, 0.5), percentile(ms, 0.95), span(keys), span(result), span(drawn)};
}

double timeFirstWeights(MainWindow &window, int dModel, int keystrokes)
{
    LessonDocument *document = window.document();
    QEventLoop loop;
    const auto done = QObject::connect(document, &LessonDocument::resultChanged, &loop, [&] {
        if (!document->isComputing())
            loop.quit();
    });
    LessonState state;
    state.lesson.config.score = ScoreFunction::MultiHead;
    state.lesson.config.heads = 8;
    state.lesson.config.dModel = 64;
    document->reset(state);
    if (document->isComputing())
        loop.exec();
    QElapsedTimer timer;
    timer.start();
    AttentionConfig large = document->config();
    large.dModel = dModel;
    large.seed = 4096; // weights of a seed the window has not drawn at any size
    document->setConfig(large, QStringLiteral("Set d_model"));
    for (int i = 0; i < keystrokes; ++i)
        document->setTarget(QString::fromStdString(state.lesson.target) + QStringLiteral(" mot%1").arg(i));
    if (document->isComputing())
        loop.exec();
    QObject::disconnect(done);
    return timer.nsecsElapsed() / 1e6;
}

} // namespace attention::cli
