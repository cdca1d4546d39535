#pragma once

#include <QPicture>

class QWidget;

namespace attention {

/**
 * A widget as it is on screen, drawn as vector commands: every plot of ours (heatmaps, bar and
 * line charts) as its own vector picture, every other widget (labels, text, buttons) by its own
 * paint code, each clipped to what its scroll areas and parents show. Exported to SVG or PDF it
 * stays sharp and its text stays text; QWidget::render alone would paint the plots' cached
 * bitmaps. Used for the tabs whose content is a panel of its own (Teach, Train, Generate).
 */
QPicture widgetPicture(QWidget *root);

} // namespace attention
