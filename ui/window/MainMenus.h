#pragma once

#include <QString>

namespace attention {

class MainWindow;

/** The menu bar of the main window: File, Edit, View (with the languages) and Help, each
 *  action calling the window's part that does the job. */
void buildMainMenus(MainWindow &window);

/** The Help menu's texts: every action's shortcut (read from the window's actions themselves,
 *  so the list cannot fall behind the menus), and the version with the kernels in use. */
QString shortcutsText(const MainWindow &window);
QString aboutText();

} // namespace attention
