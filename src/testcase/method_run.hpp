// One method's exploration within a generation run: its set-up (translation, inputs, class
// initializers, bounds), the hooks techniques install, and the test cases it yields.
#pragma once

#include <memory>

#include "coverage/catalog.hpp"
#include "solver/solver.hpp"
#include "symexec/hooks.hpp"
#include "symexec/unfolding.hpp"
#include "testcase/generator.hpp"
#include "testcase/type_oracle.hpp"
#include "translate/translator.hpp"

namespace symtest::testcase {

// The block-k bound of the predicates of class `cls`: k, or inside the JDK's models the larger
// of k and the models' own bound (see GeneratorOptions::modelK).
uint32_t blockBound(classfile::ClassPath& classPath, const std::string& cls,
                    const GeneratorOptions& options);

// What the explorations of one generation run share.
class GenerationSession {
 public:
  GenerationSession(classfile::ClassPath& classPath, const GeneratorOptions& options);
  classfile::ClassPath& classPath() { return classPath_; }
  const GeneratorOptions& options() const { return options_; }
  translate::Translator& translator() { return translator_; }
  ClassPathOracle& oracle() { return oracle_; }
  coverage::CoverageCatalog& catalog() { return catalog_; }
  // Coverage of every test case kept so far: what JaCoCo measures for the whole suite.
  coverage::CoverageMap& suite() { return suite_; }
  // Block-k over the program translated so far, with the models' own bounds: the same for
  // every exploration of the run (methods under test and summaries alike).
  std::unique_ptr<symexec::UnfoldingRule> unfoldingRule();
  // Distinct for every session of the process: what is cached per program (indices of its
  // methods) is valid only in the session that translated it.
  uint64_t serial() const { return serial_; }

 private:
  static inline uint64_t nextSerial_ = 0;
  uint64_t serial_ = ++nextSerial_;
  classfile::ClassPath& classPath_;
  const GeneratorOptions& options_;
  translate::Translator translator_;
  ClassPathOracle oracle_;
  coverage::CoverageCatalog catalog_;
  coverage::CoverageMap suite_;
  std::vector<uint32_t> bounds_;         // block-k bound per predicate translated so far
  std::vector<bool> deterministicFree_;  // unfoldings with one rule left count toward k or not
  std::vector<uint32_t> splits_;         // symbolic index split per predicate
};

// The coverage of one derivation's invocations (analysed classes only), as JaCoCo counts it:
// the offsets covered and the probes fired, per method.
void recordCoverage(GenerationSession& session, const clp::Program& program,
                    const std::vector<symexec::InvocationRecord>& invocations,
                    std::map<classfile::MethodId, std::vector<uint32_t>>& coveredOffsets,
                    std::map<classfile::MethodId, std::vector<uint32_t>>& probes);

class MethodRun {
 public:
  MethodRun(GenerationSession& session, const classfile::MethodId& target);
  ~MethodRun();
  // Translation and set-up; false when the method is skipped (result().note says why).
  bool prepare();
  // Only what prepare() translates, in its order (a worker of -j passing over a method another
  // worker explores: the program, and the names of its predicates, then grow as in the run).
  void translate();
  // Explores the method with the default hooks plus those installed in hooks(), building a
  // test case from every finished derivation; fills result().
  void explore();
  // The coverage of result().tests, as they are once the techniques are done with them, for
  // the method and for the session's suite.
  void measure();

  GenerationSession& session() { return session_; }
  const classfile::MethodId& target() const { return target_; }
  results::MethodResult& result() { return result_; }
  // Hooks of the techniques. Call handlers come before the unhandled-call policy, path
  // observers after the one that builds test cases; resolver nullptr means lazy
  // initialization.
  symexec::EngineHooks& hooks() { return hooks_; }
  // Valid after prepare():
  const clp::Program& program() const { return session_.translator().program(); }
  clp::PredId entry() const { return entry_; }
  // The class initializers that run before the method (their predicates).
  const std::vector<clp::PredId>& initializers() const { return initializers_; }
  // What builds its inputs: the canonical constructors of input records and the receiver's
  // builder (those of the program's constructions this run required, in any process alike).
  const std::vector<clp::PredId>& constructions() const { return constructions_; }
  solver::ExprPool& pool() { return *pool_; }
  solver::Solver& solver() { return *solver_; }

 private:
  bool translateOnly_ = false;
  class Collector;
  void bindTypeVariables();
  std::vector<std::string> inputDescriptorsAsRun() const;
  std::vector<std::string> objectCandidates() const;
  std::vector<std::vector<uint64_t>> stringLiterals() const;
  std::vector<std::string> incompleteness(bool modelFailure) const;

  GenerationSession& session_;
  classfile::MethodId target_;
  classfile::MethodId code_;  // the method that runs: target_, or the one target_'s class inherits
  results::MethodResult result_;
  symexec::EngineHooks hooks_;
  clp::PredId entry_ = clp::kNoPred;
  std::vector<clp::PredId> initializers_;
  std::vector<std::string> receivers_;
  clp::PredId receiverBuilder_ = clp::kNoPred;  // builds the receiver (ReceiverBuilder)
  std::vector<clp::PredId> constructions_;
  std::vector<classfile::MethodId> measured_;  // the analysed methods the method may run
  std::unique_ptr<solver::ExprPool> pool_;
  std::unique_ptr<solver::Solver> solver_;
};

}  // namespace symtest::testcase
