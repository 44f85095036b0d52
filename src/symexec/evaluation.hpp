// Builds solver expressions for CLP arithmetic and guards with exact JVM semantics
// (wrapping, truncating division, masked shift distances, narrowing conversions; IEEE 754
// floating point with the JVM's conversions and NaN rules).
#pragma once

#include "clp/program.hpp"
#include "solver/expr.hpp"
#include "symexec/value.hpp"

namespace symtest::symexec {

class Evaluator {
 public:
  explicit Evaluator(solver::ExprPool& pool) : pool_(pool) {}
  solver::ExprId constant(const clp::Operand& o);
  solver::ExprId arith(clp::ArithOp op, Value a, Value b);
  // Boolean expression of a Compare or InSet guard.
  solver::ExprId condition(const clp::Guard& g, Value a, Value b);

 private:
  solver::ExprId floatArith(clp::ArithOp op, solver::ExprId a, solver::ExprId b);
  solver::ExprId floatCondition(const clp::Guard& g, solver::ExprId a, solver::ExprId b);
  solver::ExprPool& pool_;
};

uint8_t widthOf(clp::ValueType t);

}  // namespace symtest::symexec
