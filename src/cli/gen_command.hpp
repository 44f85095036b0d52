// `symtest gen`: test cases of the methods named, as a table, JSON, JUnit and an HTML report.
#pragma once

#include "cli/common_options.hpp"
#include "config/gen_run.hpp"
#include "solver/cancellation.hpp"

namespace symtest::cli {

// The run GenRun builds from the parsed options. Exit code 0, 3 when a result is partial, 2
// when no method could be tested.
int runGen(CommonOptions& options, config::GenRun& gen, solver::Cancellation& cancel);

}  // namespace symtest::cli
