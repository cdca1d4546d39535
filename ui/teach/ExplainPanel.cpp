#include "ui/teach/ExplainPanel.h"

#include "ui/teach/explain/ExplainLayersPage.h"
#include "ui/teach/explain/ExplainMeasuresPage.h"
#include "ui/teach/explain/ExplainSwapPage.h"

#include <QButtonGroup>
#include <QHBoxLayout>
#include <QPushButton>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace attention {

ExplainPanel::ExplainPanel(QWidget *parent) : TeachingPanel(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *buttons = new QHBoxLayout;
    mPages = new QButtonGroup(this);
    mStack = new QStackedWidget(this);
    mMeasures = new ExplainMeasuresPage(mStack);
    mSwap = new ExplainSwapPage(mStack);
    mLayers = new ExplainLayersPage(mStack);
    const struct
    {
        QString text, name, tip;
        QWidget *page;
    } pages[] = {
        {tr("What moves the output"), QStringLiteral("explainPageMeasures"),
         tr("The weights beside measures of how much each key changes the output."), mMeasures},
        {tr("Other attention, same output"), QStringLiteral("explainPageSwap"),
         tr("A trained model's attention moved elsewhere, and what it writes unchanged."), mSwap},
        {tr("Through the layers"), QStringLiteral("explainPageLayers"),
         tr("Attention rollout and flow: which input tokens reach each position through all the layers."), mLayers},
    };
    int id = 0;
    for (const auto &page : pages) {
        auto *button = new QPushButton(page.text, this);
        button->setObjectName(page.name);
        button->setToolTip(page.tip);
        button->setCheckable(true);
        mPages->addButton(button, id++);
        buttons->addWidget(button);
        mStack->addWidget(page.page);
    }
    buttons->addStretch(1);
    mPages->button(0)->setChecked(true);
    connect(mPages, &QButtonGroup::idClicked, this, [this](int page) { showPage(Page(page)); });
    layout->addLayout(buttons);
    layout->addWidget(mStack, 1);
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
    mStack->setCurrentIndex(int(page));
    refreshPage();
}

ExplainPanel::Page ExplainPanel::page() const { return Page(mStack->currentIndex()); }

void ExplainPanel::refreshPage()
{
    const int page = mStack->currentIndex();
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
