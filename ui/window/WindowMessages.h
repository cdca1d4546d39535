#pragma once

#include <QString>

#include <functional>

namespace attention {

/** How a part of the main window tells the user something: a warning (a title and one sentence,
 *  a message box unless a test answers it) or a line in the status bar. */
struct WindowMessages
{
    std::function<void(const QString &title, const QString &message)> problem;
    std::function<void(const QString &text)> status;
};

/** The main window's tabs, in their order. */
enum WindowTab { AlignmentTab, PipelineTab, HeadsTab, LinesTab, TeachTab, TrainTab, GenerateTab, TabCount };

} // namespace attention
