// Guided test-case generation (thesis Ch. 5) as a technique: the selection criterion steers
// each method's exploration (only derivations that can still cover an open goal are explored)
// and chooses which test cases are kept; suite reduction then keeps the fewest test cases with
// the same coverage.
#pragma once

#include <memory>

#include "guide/criterion.hpp"
#include "testcase/technique.hpp"

namespace symtest::guide {

struct GuideOptions {
  Criterion criterion;
  bool keepAll = false;  // no suite reduction
  // A method ends once this much work (symexec::explorationWork) passed since a kept test case
  // last covered something new, with goals left open: the long tail of a search for goals it
  // cannot reach. 0: never.
  uint64_t stall = kDefaultStall;
  static constexpr uint64_t kDefaultStall = 3'000'000;
};

class GuidedGeneration final : public testcase::Technique {
 public:
  explicit GuidedGeneration(GuideOptions options);
  ~GuidedGeneration() override;
  void beginMethod(testcase::MethodRun& run) override;
  bool keepTestCase(const symexec::PathView& path, results::TestCase& test) override;
  void endMethod(testcase::MethodRun& run) override;

 private:
  struct MethodState;
  GuideOptions options_;
  std::unique_ptr<MethodState> state_;
};

}  // namespace symtest::guide
