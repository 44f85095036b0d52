// Path conditions as a developer reads them: in the modelled library's API terms
// (s.length(), s.charAt(0), xs.size(), xs.get(1), a boxed value by its name) instead of the
// models' fields (s.value.length, xs.elements[1].value), and without the constraints the others
// imply (x > 0 after x == 3). The internal form stays in TestCase::constraints for tools.
#pragma once

#include <string>
#include <unordered_map>
#include <vector>

#include "results/test_case.hpp"
#include "solver/expr.hpp"

namespace symtest::testcase {

// Renames input access paths of one test case to API terms.
class ApiTerms {
 public:
  explicit ApiTerms(const results::TestCase& t);
  // "s.value[0]" -> "s.charAt(0)", "xs.elements.length" -> "xs.size()", "a.value" -> "a" for an
  // Integer a, "m.keys[1]" -> "m.entry(1).getKey()" for a HashMap m (its entries as the input
  // heap lists them), "hs.map.keys[0]" -> "hs.element(0)" for a HashSet hs; names that reach no
  // modelled library object come back unchanged.
  std::string operator()(const std::string& internal) const;

  // Whether a name is a model's bookkeeping that no API call shows (a HashMap's table
  // capacity, its modification count, its cached views): constraints on it stay internal.
  bool isBookkeeping(const std::string& internal) const;

 private:
  // `text` (an expression) with each variable name in it read as above.
  std::string renameTerms(const std::string& text) const;
  std::unordered_map<std::string, std::string> typeOfPath_;  // input objects' access paths
};

// The constraints of a path, in order, minus those implied by single-term bounds on the same
// term (and input lengths within 0..EngineLimits::maxArrayLength), those on bookkeeping, those
// that read as `a == a` in API terms and those internal to library functions' models
// (solver::Op::Internal: their values read as the calls), printed with `names`.
std::vector<std::string> readableConstraints(const solver::ExprPool& pool,
                                             const std::vector<solver::ExprId>& constraints,
                                             const ApiTerms& names);

}  // namespace symtest::testcase
