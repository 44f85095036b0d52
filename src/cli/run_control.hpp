// What a run needs from the process around it: SIGINT/SIGTERM turned into a stop request so
// that what is finished gets written. (Output paths: config/output_paths.hpp.)
#pragma once

#include "solver/cancellation.hpp"

namespace symtest::cli {

// From the first SIGINT or SIGTERM on, `cancel` is stopped with reason "interrupted" (the run
// writes what is finished and exits 3); a second one ends the process at once (exit 130).
// Call before any other thread starts: the signals are blocked in every thread but one that
// waits for them.
void stopOnSignals(solver::Cancellation& cancel);

}  // namespace symtest::cli
