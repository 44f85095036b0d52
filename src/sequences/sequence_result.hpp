// What `symtest seq` finds for a class: the operations it called, the states it explored and
// pruned, and the tests kept (each a sequence of public calls with concrete arguments).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "results/test_case.hpp"
#include "sequences/sequence_driver.hpp"

namespace symtest::sequences {

struct SequenceCall {
  size_t operation = 0;  // index into ClassSequences::operations
  // Primitives, or references into SequenceTest::objects (negative: null).
  std::vector<results::ConcreteValue> args;
  // The arguments that are the receiver itself (pushAll(stack) on stack), by index.
  std::vector<size_t> receiverArguments;
  // A primitive result; for references only whether it is null (`returnsNull`).
  std::optional<results::ConcreteValue> result;
  std::optional<bool> returnsNull;
  std::string exceptionClass;  // internal name, when the call threw (it ends the sequence)
};

struct SequenceTest {
  uint32_t number = 0;  // 1-based within its class
  std::vector<SequenceCall> calls;
  // The observers' results on the state the last call left (it returned normally).
  std::vector<SequenceCall> observations;
  // The objects the arguments refer to (strings, boxed values, arrays, enum constants), as
  // the objects of a test case whose input sources are the arguments.
  results::TestCase objects;
  std::vector<std::string> constraints;  // the path condition over the arguments
  // The same in the API's terms (s.length() for a string's array length), implied bounds
  // left out: the JUnit comment.
  std::vector<std::string> readableConstraints;
  std::string kept;  // why: "new coverage", "new exception", "new result"
  std::map<results::MethodId, std::vector<uint32_t>> coveredOffsets, probes;
};

struct SequenceStats {
  uint64_t states = 0;     // receiver states explored (reached after a call that returned)
  uint64_t subsumed = 0;   // states an earlier state subsumed: not extended
  uint64_t sequences = 0;  // finished call sequences (paths)
  uint64_t subsumptionChecks = 0, solverCalls = 0;
};

struct ClassSequences {
  std::string className;  // internal name
  // A generic class's type arguments in tests: Integer for every type parameter it fits
  // ("<Integer>"); `rawType` when some bound rules Integer out (the tests name the class raw).
  std::string typeArguments;
  bool rawType = false;
  uint32_t length = 0;
  std::vector<Operation> operations;
  // Public constructors and methods not called, with the reason.
  std::vector<std::pair<results::MethodId, std::string>> skipped;
  std::vector<SequenceTest> tests;
  SequenceStats stats;
  results::ExplorationStats exploration;
  results::Counter instructions, branches;  // of the class's methods, by the kept tests
  std::string note;                         // why the exploration is partial, or skipped
  bool partial = false;
  double seconds = 0;
};

struct SequenceRun {
  uint32_t k = 2, length = 3;
  std::vector<ClassSequences> classes;
  // Coverage of all kept tests, per method of the classes: what JaCoCo measures.
  std::vector<results::MethodCoverageReport> classCoverage;
  double seconds = 0;
  bool partial() const;
};

}  // namespace symtest::sequences
