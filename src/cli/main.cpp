// symtest: test-case generation for Java bytecode by symbolic execution of its
// CLP translation. Exit codes: 0 success, 2 usage or input error, 3 partial results. The
// command is in the cli module (command_line.cpp), compiled in its batches.
#include "cli/command_line.hpp"

int main(int argc, char** argv) {
  return symtest::cli::runCommandLine(argc, argv);
}
