// SymtestUnicode's natives: Character.isLetter(cp) and its kin as one solver term each, the
// set of code points the JDK's method accepts, and Character.toUpperCase(cp) and its kin, the
// JDK's map of code points (solver/code_point_sets.hpp).
#include <stdexcept>

#include "solver/code_point_sets.hpp"
#include "symexec/machine.hpp"

namespace symtest::symexec {

bool Machine::execCodePointTest(Activation& a, const clp::Stmt& s) {
  const auto set = solver::codePointSetIndex(s.field);
  if (!set) throw std::logic_error("no code point set for Character." + s.field);
  const solver::ExprId in = pool.inCodePointSet(operand(a, s.args.at(0)).id, *set);
  // A boolean native returns an int: 1 or 0 (compared with 0, it is the condition again).
  slot(a, s.outs.at(0)) = Value::integer(pool.ite(in, pool.bvConst(32, 1), pool.bvConst(32, 0)));
  return true;
}

bool Machine::execCodePointMap(Activation& a, const clp::Stmt& s) {
  const auto map = solver::codePointMapIndex(s.field);
  if (!map) throw std::logic_error("no code point map for Character." + s.field);
  slot(a, s.outs.at(0)) = Value::integer(pool.mapCodePoint(operand(a, s.args.at(0)).id, *map));
  return true;
}

}  // namespace symtest::symexec
