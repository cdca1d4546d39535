#pragma once

#include "core/pipeline/AttentionConfig.h"

#include <QWidget>

#include <functional>

class QBoxLayout;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLayout;
class QLabel;
class QLineEdit;
class QSlider;
class QSpinBox;

namespace attention {

class LessonDocument;
class TokenListLabel;

/** The sentences, their tokens and every setting of the lesson. Edits go to the document
 *  (so they can be undone); the panel follows the document when it changes. */
class ControlPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ControlPanel(LessonDocument *document, QWidget *parent = nullptr);

    /** Temperature <-> slider position: the slider is logarithmic from 0.001 to 1000. */
    static int sliderFromTemperature(double temperature);
    static double temperatureFromSlider(int position);
    /** Three significant digits, never an exponent: "1000", "31.6", "1", "0.001" (not "1e+03"). */
    static QString temperatureText(double temperature);

    /** Labels above their fields and the starting points one under another, for a panel too
     *  narrow to hold them side by side (a translation at a projector's text size); or back,
     *  where only a row too long for the panel puts its label above its field. */
    void setStacked(bool stacked);
    /** Which of the panel's choice boxes ask for room to show every item whole; the others show
     *  what fits and end in "…". */
    enum class WholeChoices { Every, MainOnly, None };
    void setWholeChoices(WholeChoices whole);

protected:
    void changeEvent(QEvent *event) override;

signals:
    /** The "Trained model" starting point: the window trains one in view and the lesson uses it. */
    void trainedModelWanted();

private:
    void buildStartingPoints();
    void buildSentenceFields();
    void buildSettings();
    void buildTrainedModelBox();
    void buildModelBox();
    void forgetTheCachedNeed(); // after a change of layout: minimumSizeHint() tells the new need
    void fitToTheFont(); // room for "0.0001" and for each label's text as drawn, at the panel's font
    void refresh(); // the widgets follow the lesson's settings
    void showTokens(); // the tokens follow the result
    void editConfig(const QString &settingName, const std::function<void(AttentionConfig &)> &change);

    LessonDocument *mDocument;
    QLineEdit *mSource = nullptr;
    QLineEdit *mTarget = nullptr;
    TokenListLabel *mSourceTokens = nullptr;
    TokenListLabel *mTargetTokens = nullptr;
    QComboBox *mMode = nullptr;
    QComboBox *mScore = nullptr;
    QSpinBox *mDModel = nullptr;
    QSpinBox *mHeads = nullptr;
    QSpinBox *mAdditiveSize = nullptr;
    QSlider *mTemperature = nullptr;
    QLineEdit *mTemperatureValue = nullptr;
    QSpinBox *mSeed = nullptr;
    QComboBox *mProjections = nullptr;
    QComboBox *mEmbeddings = nullptr;
    QDoubleSpinBox *mNoise = nullptr;
    QCheckBox *mPositional = nullptr;
    QCheckBox *mCausal = nullptr;
    QSpinBox *mPadding = nullptr;
    QComboBox *mColorMap = nullptr;
    QFormLayout *mSettingsForm = nullptr;
    int mLabelGap = 0; // between a setting's label and its field, in the label (buildSettings())
    QBoxLayout *mStartingPointsRow = nullptr;
    QLayout *mTemperatureRow = nullptr;
    QGroupBox *mTrainedBox = nullptr;
    QLabel *mTrainedText = nullptr;
    QGroupBox *mModelBox = nullptr;
    QLabel *mModelText = nullptr;
};

} // namespace attention
