#include "testcase/exploration_estimate.hpp"

#include "testcase/class_initializers.hpp"

namespace symtest::testcase {

std::vector<uint64_t> explorationEstimates(const clp::Program& program,
                                           const std::vector<clp::PredId>& entries) {
  std::vector<uint64_t> clauses(program.methods.size());
  for (const clp::Predicate& p : program.predicates) clauses[p.method] += p.rules.size();
  std::vector<uint64_t> out;
  out.reserve(entries.size());
  for (clp::PredId entry : entries) {
    uint64_t sum = 0;
    if (entry != clp::kNoPred)
      for (uint32_t m : reachableMethods(program, entry)) sum += clauses[m];
    out.push_back(sum);
  }
  return out;
}

}  // namespace symtest::testcase
