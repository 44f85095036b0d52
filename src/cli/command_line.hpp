#pragma once

namespace symtest::cli {

// The symtest command: parses the arguments, runs the subcommand given and returns the exit
// code (0 success, 2 usage or input error, 3 partial results, 1 internal error).
int runCommandLine(int argc, char** argv);

}  // namespace symtest::cli
