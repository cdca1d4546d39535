#include "ui/teach/ExplainPanel.h"

#include "ui/teach/explain/ExplainLayersPage.h"
#include "ui/teach/explain/ExplainMeasuresPage.h"
#include "ui/teach/explain/ExplainSwapPage.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QPushButton>
#include <QVBoxLayout>

namespace attention {

ExplainPanel::ExplainPanel(QWidget *parent) : TeachingPanel(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *buttons = new QHBoxLayout;
    mPages = new QButtonGroup(this);
    // Pages shown one at a time in one layout, not a QStackedWidget: a stack's height for a width
    // is its tallest page's, so in a scrolling panel at 20 pt on a 1280x800 projector the hidden
    // measures page pushed the swap page's summary out of sight.
    mMeasures = new ExplainMeasuresPage(this);
    mSwap = new ExplainSwapPage(this);
    mLayers = new ExplainLayersPage(this);
    mPageWidgets = {mMeasures, mSwap, mLayers};
    const struct
    {
        QString text, name, tip;
    } pages[] = {
        // Short words: at 20 pt on a 1280x800 projector, beside the Lesson dock, longer ones
        // made the panel wider than the window.
        {tr("What matters"), QStringLiteral("explainPageMeasures"),
         tr("The weights beside measures of how much each key changes the output.")},
        {tr("Same output"), QStringLiteral("explainPageSwap"),
         tr("A trained model's attention moved elsewhere, and what it writes unchanged.")},
        {tr("Through layers"), QStringLiteral("explainPageLayers"),
         tr("Attention rollout and flow: which input tokens reach each position through all the layers.")},
    };
    int id = 0;
    for (const auto &page : pages) {
        auto *button = new QPushButton(page.text, this);
        button->setObjectName(page.name);
        button->setToolTip(page.tip);
        button->setCheckable(true);
        mPages->addButton(button, id++);
        buttons->addWidget(button);
    }
    buttons->addStretch(1);
    layout->addLayout(buttons);
    for (QWidget *page : mPageWidgets)
        layout->addWidget(page, 1);
    showPage(Page::Measures);
    connect(mPages, &QButtonGroup::idClicked, this, [this](int page) { showPage(Page(page)); });
}

void ExplainPanel::showResult(const LessonState &state, std::shared_ptr<const AttentionResult> result)
{
    if (!result)
        return;
    mState = state;
    mResult = std::move(result);
    for (auto &shown : mShownOn)
        shown.reset(); // the colour map may have changed with the same result
    refreshPage();
}

void ExplainPanel::setImported(std::optional<ImportedAttention> imported)
{
    mLayers->setImported(std::move(imported));
    mShownOn[int(Page::Layers)].reset();
}

void ExplainPanel::showPage(Page page)
{
    mPages->button(int(page))->setChecked(true);
    for (int i = 0; i < int(mPageWidgets.size()); ++i)
        mPageWidgets[std::size_t(i)]->setVisible(i == int(page));
    refreshPage();
}

ExplainPanel::Page ExplainPanel::page() const
{
    return Page(mPages->checkedId());
}

bool ExplainPanel::isComputing() const
{
    return page() == Page::Layers && mLayers->isComputing();
}

void ExplainPanel::refreshPage()
{
    const int page = mPages->checkedId();
    if (!mResult || mShownOn[page] == mResult)
        return;
    mShownOn[page] = mResult;
    switch (Page(page)) {
    case Page::Measures:
        mMeasures->showResult(mState, *mResult);
        break;
    case Page::Swap:
        mSwap->showResult(mState, *mResult);
        break;
    case Page::Layers:
        mLayers->showResult(mState, *mResult);
        break;
    }
}

} // namespace attention
