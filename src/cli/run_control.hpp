// What a run needs from the process around it: output locations checked before any work, and
// SIGINT/SIGTERM turned into a stop request so that what is finished gets written.
#pragma once

#include <string>

#include "solver/cancellation.hpp"

namespace symtest::cli {

// Throws UsageError naming the option and the path unless the directory exists (it is created)
// and symtest can create files in it.
void checkOutputDirectory(const std::string& option, const std::string& dir);
// Throws UsageError unless `file` can be written (its directory exists and is writable, and it
// is not a directory). A file that did not exist before is not left behind.
void checkOutputFile(const std::string& option, const std::string& file);

// Writes `text` to `file` through a temporary file renamed over it: a reader (or a killed
// run) never sees half a file. Throws UsageError naming the file when it cannot.
void writeFileAtomically(const std::string& file, const std::string& text);

// From the first SIGINT or SIGTERM on, `cancel` is stopped with reason "interrupted" (the run
// writes what is finished and exits 3); a second one ends the process at once (exit 130).
// Call before any other thread starts: the signals are blocked in every thread but one that
// waits for them.
void stopOnSignals(solver::Cancellation& cancel);

}  // namespace symtest::cli
