// Path conditions and values as SWI-Prolog CLP(FD) text, with Java's arithmetic: every value is
// the signed view of its bit-vector (an int in -2^31..2^31-1), results of +, -, *, <<, narrowing
// and overflowing division wrap as the JVM wraps them, / and % truncate. Nested operations
// become auxiliary variables with their defining goals, so that each goal stays one CLP(FD)
// constraint. Floating point has no CLP(FD) form: such expressions throw.
#pragma once

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "solver/expr.hpp"

namespace symtest::residual {

class NotClpfd : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class ClpfdText {
 public:
  explicit ClpfdText(const solver::ExprPool& pool) : pool_(pool) {}
  // The term of bit-vector `e` (its defining goals are added to goals()).
  std::string term(solver::ExprId e);
  // A reifiable CLP(FD) formula for boolean `e`.
  std::string formula(solver::ExprId e);
  // The Prolog variable of input variable `varIndex` (created on first use, with its domain).
  std::string variable(uint32_t varIndex);
  const std::vector<std::string>& goals() const { return goals_; }
  const std::vector<std::string>& domains() const { return domains_; }

 private:
  std::string fresh();
  std::string define(const std::string& expression);              // T #= expression
  std::string wrapped(const std::string& expression, int width);  // to the signed view
  std::string unsignedView(const std::string& term, int width);
  const solver::ExprPool& pool_;
  std::map<uint32_t, std::string> variables_;
  std::map<solver::ExprId, std::string> terms_;
  std::vector<std::string> goals_, domains_;
  int temporaries_ = 0;
};

}  // namespace symtest::residual
