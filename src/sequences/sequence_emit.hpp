// Output of `symtest seq`: the table on stdout, JSON for tools (docs/json-format.md,
// "Sequences"), and JUnit 5 tests made only of public calls (no reflection).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "sequences/sequence_result.hpp"

namespace symtest::sequences {

std::string sequenceTable(const SequenceRun& run);
std::string sequenceJson(const SequenceRun& run);
// "b.push(3)", "new BoundedIntStack(2)": the Java text of one call on receiver `var`, with
// its arguments' text (sequence_arguments.hpp).
std::string callText(const ClassSequences& cls, const SequenceCall& call, const std::string& var,
                     const std::string& arguments);
// The JUnit source of the tests of one class: class <Simple>SequenceTest in its package.
std::string sequenceJUnit(const ClassSequences& cls);
std::vector<std::filesystem::path> writeSequenceJUnit(const SequenceRun& run,
                                                      const std::filesystem::path& dir);

}  // namespace symtest::sequences
