#pragma once

#include <QCoreApplication>

namespace attention::cli {

/** What the commands say to a person (help, errors, progress) goes through translation under
 *  this one context, as the window's words do; what they write for programs (JSON, CSV, NPY,
 *  lesson fields) never does. bench's figures stay English: they are compared across runs. */
struct CommandText
{
    Q_DECLARE_TR_FUNCTIONS(attention::cli::CommandText)
};

} // namespace attention::cli
