// `symtest summaries DIR`: what a summary store holds, one line per method.
#pragma once

#include <string>

namespace symtest::cli {

// Prints the store's entries (method, cases or why none, hash, summaries it composed);
// exit code 2 when DIR is not a directory.
int runSummaries(const std::string& directory);

}  // namespace symtest::cli
