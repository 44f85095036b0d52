// Which calls can end with an exception: a fixpoint over the program (a predicate may end
// exceptionally if one of its rules throws, or passes on the exception flag of a call or of a
// parameter that may carry one). Rules testing a flag that can never be exc are dead code.
#pragma once

#include <vector>

#include "clp/program.hpp"

namespace symtest::clp {

class ExceptionalFlow {
 public:
  // Over the predicates `entry` can call (their facts are exact; the others' stay false).
  ExceptionalFlow(const Program& program, PredId entry);
  // Whether a call of `pred` may end with EF = exc(E).
  bool mayThrow(PredId pred) const { return mayThrow_[pred]; }
  // Whether rule `rule` of `pred` can apply as far as its exception-flag guards go (a guard
  // `F = exc(E)` needs a flag that may be exc).
  bool flagGuardsMayHold(PredId pred, const Rule& rule) const;

 private:
  // Where variable `v` of a rule takes its flag from: a parameter (index), a call's flag
  // (the callee), code outside the program (may be exc), or nothing that can be exc.
  struct Source {
    enum class Kind : uint8_t { Never, Always, Param, Throws } kind;
    uint32_t index;
  };
  Source sourceOf(const Rule& rule, VarId v) const;
  bool holds(PredId pred, const Source& source) const;  // by the facts known so far
  bool valueMayBeExc(PredId pred, const Rule& rule, VarId v) const;
  const Program& program_;
  std::vector<bool> mayThrow_;
  std::vector<std::vector<bool>> paramMayBeExc_;  // per predicate, per input
};

}  // namespace symtest::clp
