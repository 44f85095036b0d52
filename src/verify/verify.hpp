// symtest verify: checks a program in the SV-COMP Java conventions (Verifier.nondet* inputs,
// Verifier.assume, assert; one Main.main) for a reachable assertion violation, by iterative
// deepening of the block-k bound, and confirms every violation on the JVM before reporting it.
#pragma once

#include <chrono>
#include <functional>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "testcase/generator.hpp"

namespace symtest::verify {

struct VerifyOptions {
  // Derivation steps for the whole verification, over all rounds: the deterministic budget
  // that decides where an `unknown` verdict stops deepening.
  uint64_t maxSteps = 20'000'000;
  // A wall-clock safety net for the whole verification (interrupts the engine and Z3); a
  // verdict it cuts is `unknown`, the only verdict that may differ between runs.
  std::chrono::milliseconds timeLimit{600000};
  uint32_t firstK = 1;
  uint32_t maxK = 64;  // the deepest bound tried before giving up (unknown)
  // The replaying Verifier (symtest-replay.jar) and the java launcher; the class path the
  // program runs with on the JVM (the user's entries).
  std::string replayJar;
  std::string java = "java";
  std::vector<std::string> classPath;
  testcase::GeneratorOptions generation;   // bounds inside models, solver, input sources, ...
  solver::Cancellation* cancel = nullptr;  // stops the verification from outside (signals)
  std::function<void(const std::string&)> progress;
};

enum class Verdict { True, False, Unknown };

struct VerifyResult {
  Verdict verdict = Verdict::Unknown;
  std::string reason;  // why: the violation and its witness, the exhaustive bound, ...
  uint32_t k = 0;      // the bound of the last round
  // The values the nondet calls returned on the violating path, in call order
  // ("nondetInt() = 5").
  std::vector<std::string> witness;
  double seconds = 0;
  // "true: ...", "false: ...", "unknown: ...": the one line `symtest verify` prints.
  std::string line() const;
};

// Verifies mainClass.main(String[]) (internal name).
VerifyResult verify(classfile::ClassPath& classPath, const std::string& mainClass,
                    const VerifyOptions& options);

}  // namespace symtest::verify
