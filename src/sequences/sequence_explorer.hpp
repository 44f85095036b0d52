// `symtest seq`: tests as sequences of public calls (Symstra). Each class's driver (see
// sequence_driver.hpp) is explored depth-first on the shared engine; a checkpoint after each
// call records it and prunes receiver states an earlier state subsumes (state_table.hpp);
// every finished sequence that adds coverage, a new exception or a new result is kept.
#pragma once

#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "sequences/sequence_result.hpp"
#include "testcase/generator.hpp"

namespace symtest::sequences {

struct SequenceOptions {
  uint32_t length = 3;                   // calls after the constructor
  bool subsumption = true;               // off: every state is extended (Symstra without pruning)
  bool observers = true;                 // off: observers are steps like the other methods
  testcase::GeneratorOptions generator;  // k, limits, solver, progress
};

// The public constructors and methods of `className` a sequence can call, what it passes them,
// which are observers (when `observers`), and the others with the reason; throws
// std::invalid_argument when the class cannot be found or has no public constructor.
std::vector<Operation> operationsOf(classfile::ClassPath& classPath, const std::string& className,
                                    std::vector<std::pair<results::MethodId, std::string>>& skipped,
                                    bool observers = true);

// Explores the sequences of each class (internal names).
SequenceRun exploreSequences(classfile::ClassPath& classPath,
                             const std::vector<std::string>& classNames,
                             const SequenceOptions& options);

}  // namespace symtest::sequences
