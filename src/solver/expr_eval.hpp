// Private: the concrete evaluator shared by ExprPool (folding, evaluate) and the solvers
// (model reuse, readable models). One definition of JVM semantics for every user.
#pragma once

#include <unordered_map>
#include <vector>

#include "solver/expr.hpp"

namespace symtest::solver {

// Memo of already evaluated nodes under one assignment; reuse it across the constraints
// of one check so that shared subterms are computed once.
using EvalCache = std::unordered_map<ExprId, uint64_t>;

// Value of `op` (result width `width`, operand width `argWidth`) on operand values a, b, c,
// masked to the result width; booleans are 0/1. Division by zero yields 0.
uint64_t evalOp(Op op, uint8_t width, uint8_t argWidth, uint64_t a, uint64_t b, uint64_t c);
// The floating-point operators (op >= kFirstFpOp), computed natively: IEEE 754 with the
// default rounding (to nearest even), which is the JVM's. NaN results are canonical.
uint64_t evalFpOp(Op op, uint8_t width, uint8_t argWidth, uint64_t a, uint64_t b);

uint64_t evaluateWith(const ExprPool& pool, ExprId id, const Assignment& assignment,
                      EvalCache& cache);

// True when every constraint evaluates to true under `assignment`.
bool holdsAll(const ExprPool& pool, const std::vector<ExprId>& constraints,
              const Assignment& assignment);

}  // namespace symtest::solver
