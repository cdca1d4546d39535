#pragma once
// What the window's tests share: a main window opened offscreen before each test and closed after,
// with settings and recovery files in a folder of the test's own, and small helpers.
#include "core/pipeline/AttentionPipeline.h"
#include "ui/document/LessonDocument.h"
#include "ui/document/LessonRecovery.h"
#include "ui/plots/HeatmapView.h"
#include "ui/plots/LineChartView.h"
#include "ui/window/MainWindow.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QSettings>
#include <QStandardPaths>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

namespace attention::test {

inline Matrix expectedWeights(const LessonDocument &document)
{
    return computeAttention(document.lesson())->weights;
}

inline void choose(QComboBox *combo, int data)
{
    const int index = combo->findData(data);
    QVERIFY(index >= 0);
    combo->setCurrentIndex(index);
    emit combo->activated(index);
}

/** A words x words map of equal weights, its rows and columns labelled w0, w1, ... */
inline void showWordMap(HeatmapView &map, int words)
{
    QStringList labels;
    for (int i = 0; i < words; ++i)
        labels << QStringLiteral("w%1").arg(i);
    map.setMatrix(Matrix::Constant(words, words, 0.1f));
    map.setRowLabels(labels);
    map.setColumnLabels(labels);
    map.show();
}

/** The pixels between the data area's left edge and the key `first`, or between `last` and its
 *  right edge, whichever is fewer: the room a point's circle has at either end. */
inline double roomAtTheEnds(const LineChartView &chart, bool logarithmic, double first, double last)
{
    const auto along = [logarithmic](double key) { return logarithmic ? std::log(key) : key; };
    const auto [lower, upper] = chart.xRange();
    const double perPixel = (along(upper) - along(lower)) / chart.dataArea().width();
    return std::min(along(first) - along(lower), along(upper) - along(last)) / perPixel;
}

/** Why sqrt(d_k)'s axis in projector text: entropy against d_k from 2 to 1024, 20 pt, shown at
 *  400 x 400. */
inline void showDkChartInProjectorText(LineChartView &chart)
{
    QFont large = chart.font();
    large.setPointSizeF(20);
    chart.setFont(large);
    chart.setLogarithmic(true, false);
    chart.addSeries(QStringLiteral("entropy"), {2, 16, 128, 1024}, {1.5, 1.0, 0.5, 0.1}, Qt::blue);
    chart.resize(400, 400);
    chart.show();
}

/** The window a test works on: call startTestCase() from initTestCase(), openWindow() from init()
 *  and closeWindow() from cleanup(). Problems the window reports are collected in mProblems. */
class WindowFixture
{
protected:
    void startTestCase()
    {
        QStandardPaths::setTestModeEnabled(true); // recovery files go to a test folder
        QVERIFY(mSettingsDir.isValid());
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, mSettingsDir.path());
        QCoreApplication::setOrganizationName(QStringLiteral("AttentionExplorerTests"));
        // Each test program its own recovery folder: they run side by side.
        QCoreApplication::setApplicationName(QFileInfo(QCoreApplication::applicationFilePath()).completeBaseName());
    }

    void openWindow()
    {
        QSettings().clear();
        QDir(LessonRecovery::folder()).removeRecursively();
        mWindow = new MainWindow;
        mWindow->setRecoveryPrompt([](const QString &) { return false; });
        mWindow->resize(1400, 900);
        mWindow->show();
        QVERIFY(QTest::qWaitForWindowExposed(mWindow));
        mHeatmap = mWindow->findChild<HeatmapView *>(QStringLiteral("alignmentHeatmap"));
        QVERIFY(mHeatmap);
        mWindow->setUnsavedChangesPrompt([](const QString &) { return int(QMessageBox::Discard); });
        mWindow->setProblemReporter([this](const QString &, const QString &message) { mProblems.append(message); });
        mProblems.clear();
    }

    void closeWindow()
    {
        delete mWindow;
        mWindow = nullptr;
    }

    QTemporaryDir mSettingsDir;
    QStringList mProblems;
    MainWindow *mWindow = nullptr;
    HeatmapView *mHeatmap = nullptr;
};

} // namespace attention::test
