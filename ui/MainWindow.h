#pragma once

#include <QMainWindow>

class QTabWidget;
class QLabel;

namespace attention {

class AlignmentPanel;
class ControlPanel;
class HeadsView;
class LessonDocument;
class LinesView;
class PipelineView;

/** The explorer: lesson controls on the left, the views of one result in the middle. */
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    explicit MainWindow(QWidget *parent = nullptr);
    ~MainWindow() override;

    LessonDocument *document() const { return mDocument; }
    AlignmentPanel *alignmentPanel() const { return mAlignment; }
    PipelineView *pipelineView() const { return mPipeline; }
    HeadsView *headsView() const { return mHeads; }
    LinesView *linesView() const { return mLines; }
    int chosenHead() const { return mChosenHead; }
    bool hasRestoredGeometry() const { return mRestoredGeometry; }
    double textSize() const;
    void setTextSize(double points);

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void buildMenus();
    void showResult();
    void refreshCurrentView();
    void exportCurrentView();
    void exportMatrices();
    void restoreSettings();
    void saveSettings() const;

    LessonDocument *mDocument = nullptr;
    ControlPanel *mControls = nullptr;
    QTabWidget *mTabs = nullptr;
    AlignmentPanel *mAlignment = nullptr;
    PipelineView *mPipeline = nullptr;
    HeadsView *mHeads = nullptr;
    LinesView *mLines = nullptr;
    QLabel *mStatus = nullptr;
    int mChosenHead = -1;
    bool mRestoredGeometry = false;
    std::vector<bool> mStale; // per tab: needs a redraw when it is shown
};

} // namespace attention
