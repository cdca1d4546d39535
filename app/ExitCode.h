#pragma once

namespace attention::cli {

/** Exit codes of every command. */
enum ExitCode { kSuccess = 0, kFailure = 1, kBadInput = 2 };

} // namespace attention::cli
