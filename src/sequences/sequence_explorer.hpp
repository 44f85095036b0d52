// `symtest seq`: tests as sequences of public calls (Symstra). Each class's driver (see
// sequence_driver.hpp) is explored depth-first on the shared engine; a checkpoint after each
// call records it and prunes receiver states an earlier state subsumes (state_table.hpp);
// every finished sequence that adds coverage, a new exception or a new result is kept.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "sequences/sequence_result.hpp"
#include "testcase/generator.hpp"

namespace symtest::sequences {

class SharedSequences;

struct SequenceOptions {
  uint32_t length = 3;      // calls after the constructor
  bool subsumption = true;  // off: every state is extended (Symstra without pruning)
  bool observers = true;    // off: observers are steps like the other methods
  // Calls after the constructor of an object built as an argument (Operation::ObjectArgument).
  uint32_t argumentCalls = 1;
  testcase::GeneratorOptions generator;  // k, limits, solver, progress
  SharedSequences* shared = nullptr;     // -j: the classes shared with worker processes
  // Per class (internal name): the methods that may be calls of its sequences, each a name or
  // a name with its descriptor ("push", "push(I)V"); a class without an entry calls its whole
  // API. Constructors are always there (every sequence starts with one), and so are observers
  // (asserted after the last call, never calls themselves).
  std::map<std::string, std::vector<std::string>> methods;
};

// The operations of `all` that `only` allows (see SequenceOptions::methods): the constructors,
// the observers and the methods named there; all of them when `only` is empty.
std::vector<Operation> selectOperations(std::vector<Operation> all,
                                        const std::vector<std::string>& only);

// How the processes of `seq -j` share its classes (cli/seq_command.cpp implements it): each
// explores the classes it claims, workers from the last class on and the command from the
// first; a worker hands over what it explored, and the command loads it, so that its output
// is the output of -j 1.
class SharedSequences {
 public:
  virtual ~SharedSequences() = default;
  // True for the first process to claim the class, false for every other.
  virtual bool claim(const std::string& className) = 0;
  // A worker: the class it explored, for the command.
  virtual void store(const ClassSequences& explored) = 0;
  // The command: the class if a worker stored it, else nothing.
  virtual std::optional<ClassSequences> stored(const std::string& className) = 0;
  // The command: returns once the class is stored, no worker is left to store it, or the run
  // is stopped.
  virtual void await(const std::string& className) = 0;
};

// The public constructors and methods of `className` a sequence can call, what it passes them,
// which are observers (when `observers`), and the others with the reason; throws
// std::invalid_argument when the class cannot be found or has no public constructor.
std::vector<Operation> operationsOf(classfile::ClassPath& classPath, const std::string& className,
                                    std::vector<std::pair<results::MethodId, std::string>>& skipped,
                                    bool observers = true);

// Translates `op` (its entry, its parameters' source names); empty, or why it cannot be called.
std::string translateOperation(translate::Translator& translator, Operation& op);

// Explores the sequences of each class (internal names); with `options.shared`, those no
// worker explores.
SequenceRun exploreSequences(classfile::ClassPath& classPath,
                             const std::vector<std::string>& classNames,
                             const SequenceOptions& options);

// A worker of -j: explores and stores the classes it claims, from the last one on; returns
// how many.
size_t exploreClaimedSequences(classfile::ClassPath& classPath,
                               const std::vector<std::string>& classNames,
                               const SequenceOptions& options, SharedSequences& shared);

}  // namespace symtest::sequences
