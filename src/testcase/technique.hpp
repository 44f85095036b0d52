// A test-generation technique (compositional summaries, guided search, costs, the heap
// solver, verification, ...) plugged into every method exploration of a generation run. It
// installs engine hooks (symexec/hooks.hpp) for the method, may annotate or drop each test
// case as it is built, and may adjust the method's result at the end.
#pragma once

#include "classfile/class_path.hpp"
#include "results/test_case.hpp"
#include "symexec/path_observer.hpp"
#include "translate/translator.hpp"

namespace symtest::testcase {

class MethodRun;

class Technique {
 public:
  virtual ~Technique() = default;
  // Before the method is explored: install hooks into run.hooks(); they must stay valid
  // until endMethod().
  virtual void beginMethod(MethodRun& run) { (void)run; }
  // A derivation finished: false when no test case is wanted from it (none is built, which
  // saves its model), e.g. paths that return normally when only errors are sought.
  virtual bool acceptsPath(const symexec::PathView& path) {
    (void)path;
    return true;
  }
  // A test case was built from `path` (its coverage already filled in): annotate it, or
  // return false to drop it.
  virtual bool keepTestCase(const symexec::PathView& path, results::TestCase& test) {
    (void)path;
    (void)test;
    return true;
  }
  // After the exploration, before the result is reported. It may drop test cases from
  // run.result().tests: coverage is measured afterwards, from the tests left.
  virtual void endMethod(MethodRun& run) { (void)run; }
  // After the last method: figures for the whole run, as a section of result.sections.
  virtual void endRun(results::GenerationResult& result) { (void)result; }
};

// How tests build the receiver of an instance method through its class's API (`gen --receivers
// api`): a predicate builder(Obj) -> (EF) whose derivations are the ways a public constructor and
// then public calls make the object, each recording the calls on it for the test to replay
// (protocol::argumentField). Without one, the receiver's fields are inputs (lazy
// initialization), as they are for a class the API cannot build.
class ReceiverBuilder {
 public:
  virtual ~ReceiverBuilder() = default;
  // The builder of `className`'s objects, translated into the translator's program (the same
  // predicate for every call of a session); kNoPred, with the reason in `why`, when the class
  // cannot be built through its API (no public constructor, abstract, an inner class, ...).
  virtual clp::PredId builder(translate::Translator& translator, classfile::ClassPath& classPath,
                              const std::string& className, std::string& why) = 0;
};

// Results of methods under test kept across runs (`gen --summaries DIR`): generate() asks
// before it explores a method and offers every result it explored.
class ResultCache {
 public:
  virtual ~ResultCache() = default;
  // Fills run.result()'s test cases, exploration figures, counters and annotations from a result
  // stored for exactly this method, code and options; true then, and nothing is explored.
  virtual bool load(MethodRun& run) = 0;
  // Whether load(run) would find a result, at less cost (it reads nothing in).
  virtual bool has(MethodRun& run) = 0;
  // After the techniques' endMethod, before coverage is measured.
  virtual void save(MethodRun& run) = 0;
};

}  // namespace symtest::testcase
