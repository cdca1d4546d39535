#pragma once

#include <QComboBox>

namespace attention {

/** A choice box that ends a choice too long for it in "…" instead of cutting it mid-letter
 *  ("Lexicon (translations sl" in the lesson's panel on a 1280 px projector). */
class ElidingComboBox : public QComboBox
{
    Q_OBJECT

public:
    using QComboBox::QComboBox;

    /** The text the box shows for its item index: whole where it fits, else elided. */
    QString shownText(int index) const;
    /** The size hint: room for every item whole with AdjustToContents, else for the minimum
     *  contents length. (QComboBox kept the minimum it computed at the first font through later
     *  font changes: 164 x 22 px at F5 for a 252 x 32 px choice.) */
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    int textRoom() const;
};

} // namespace attention
