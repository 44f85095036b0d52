// The call graph of a CLP program, method to method (a Call of another method's entry
// predicate is an edge; virtual calls are calls of each target's entry after dispatch), and
// its strongly connected components, callees before callers (Tarjan): the order in which
// summaries are computed.
#pragma once

#include <cstdint>
#include <vector>

#include "clp/program.hpp"

namespace symtest::compose {

class CallGraph {
 public:
  explicit CallGraph(const clp::Program& program);
  size_t size() const { return callees_.size(); }  // methods of the program when built
  const std::vector<uint32_t>& callees(uint32_t method) const { return callees_[method]; }
  // Components in reverse topological order: every callee's component comes first.
  const std::vector<std::vector<uint32_t>>& components() const { return components_; }
  uint32_t componentOf(uint32_t method) const { return componentOf_[method]; }
  // A component whose methods can call themselves (two or more, or one calling itself).
  bool recursive(uint32_t component) const { return recursive_[component]; }
  // Methods reachable from `method` by calls, itself included, in no particular order.
  std::vector<uint32_t> reachableFrom(uint32_t method) const;
  // A method's predicates in program order: a predicate's index there (its ordinal) does not
  // depend on what else the run translated.
  const std::vector<clp::PredId>& predicatesOf(uint32_t method) const {
    return predicates_[method];
  }
  uint32_t ordinalOf(clp::PredId pred) const { return ordinal_[pred]; }

 private:
  void tarjan();
  std::vector<std::vector<uint32_t>> callees_;
  std::vector<std::vector<uint32_t>> components_;
  std::vector<uint32_t> componentOf_;
  std::vector<bool> recursive_;
  std::vector<std::vector<clp::PredId>> predicates_;
  std::vector<uint32_t> ordinal_;
};

}  // namespace symtest::compose
