#pragma once

#include "ui/formats/AttentionImport.h"
#include "ui/teach/TeachingPanel.h"

#include <array>
#include <optional>

class QButtonGroup;

namespace attention {

class ExplainLayersPage;
class ExplainMeasuresPage;
class ExplainSwapPage;

/**
 * Is attention an explanation? Three pages, one click apart: what each key really does to the
 * output beside the weights; other attention that gives a trained model's same output; and
 * attention traced up through a model's layers. Only the page shown is computed.
 */
class ExplainPanel : public TeachingPanel
{
    Q_OBJECT

public:
    enum class Page { Measures, Swap, Layers };

    explicit ExplainPanel(QWidget *parent = nullptr);
    void showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result) override;
    /** The imported attention the window shows, or none; its layers are what the layers page traces. */
    void setImported(std::optional<ImportedAttention> imported);
    void showPage(Page page);
    Page page() const;
    bool isComputing() const override; // the layers page, where it is shown
    ExplainMeasuresPage *measures() const { return mMeasures; }
    ExplainSwapPage *swap() const { return mSwap; }
    ExplainLayersPage *layers() const { return mLayers; }

private:
    void refreshPage();

    QButtonGroup *mPages;
    std::array<QWidget *, 3> mPageWidgets;
    ExplainMeasuresPage *mMeasures;
    ExplainSwapPage *mSwap;
    ExplainLayersPage *mLayers;
    LessonState mState;
    std::shared_ptr<const AttentionResult> mResult;
    std::shared_ptr<const AttentionResult> mShownOn[3]; // the result each page drew since the last showResult()
};

} // namespace attention
