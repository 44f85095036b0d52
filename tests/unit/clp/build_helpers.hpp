// Small builders for hand-written CLP programs in the clp tests.
#pragma once

#include <string>
#include <utility>
#include <vector>

#include "clp/program.hpp"

namespace symtest::clp::testing {

inline Operand var(VarId v, ValueType t = ValueType::Int) {
  return Operand::ofVar(v, t);
}

inline Guard compare(Operand a, CmpOp op, Operand b) {
  Guard g;
  g.kind = Guard::Kind::Compare;
  g.cmp = op;
  g.a = a;
  g.b = b;
  return g;
}

inline Guard inSet(Operand a, std::vector<int32_t> keys, bool positive = true) {
  Guard g;
  g.kind = Guard::Kind::InSet;
  g.a = a;
  g.keys = std::move(keys);
  g.positive = positive;
  return g;
}

inline Guard flagOk(VarId flag) {
  Guard g;
  g.kind = Guard::Kind::FlagOk;
  g.a = var(flag, ValueType::Flag);
  return g;
}

inline Guard flagExc(VarId flag, VarId bind) {
  Guard g;
  g.kind = Guard::Kind::FlagExc;
  g.a = var(flag, ValueType::Flag);
  g.bind = bind;
  return g;
}

inline Guard instanceOf(VarId ref, std::string cls, bool positive = true) {
  Guard g;
  g.kind = Guard::Kind::InstanceOf;
  g.a = var(ref, ValueType::Ref);
  g.className = std::move(cls);
  g.positive = positive;
  return g;
}

inline Guard isNull(VarId ref, bool positive = true) {
  Guard g;
  g.kind = Guard::Kind::IsNull;
  g.a = var(ref, ValueType::Ref);
  g.positive = positive;
  return g;
}

inline Stmt arith(ArithOp op, VarId dst, Operand a, Operand b = Operand::intConst(0)) {
  Stmt s;
  s.kind = Stmt::Kind::Arith;
  s.op = op;
  s.dst = dst;
  s.a = a;
  s.b = b;
  return s;
}

inline Stmt call(PredId callee, std::vector<Operand> args, std::vector<VarId> outs) {
  Stmt s;
  s.kind = Stmt::Kind::Call;
  s.callee = callee;
  s.args = std::move(args);
  s.outs = std::move(outs);
  return s;
}

inline Stmt newObject(VarId dst, std::string cls) {
  Stmt s;
  s.kind = Stmt::Kind::NewObject;
  s.dst = dst;
  s.className = std::move(cls);
  return s;
}

inline Stmt throwStmt(Operand exc) {
  Stmt s;
  s.kind = Stmt::Kind::Throw;
  s.a = exc;
  return s;
}

inline Stmt ret(Operand value = Operand::intConst(0)) {
  Stmt s;
  s.kind = Stmt::Kind::Return;
  s.a = value;
  return s;
}

// A rule whose head has the given named inputs and the outputs [R], EF (or just EF when
// `hasResult` is false). Inputs get ids 0..n-1, then R (if any), then EF.
inline Rule headRule(const std::vector<std::pair<std::string, ValueType>>& inputs,
                     ValueType result = ValueType::Int, bool hasResult = true) {
  Rule r;
  for (const auto& [name, type] : inputs) r.params.push_back(r.newVar(name, type));
  if (hasResult) r.outputs.push_back(r.newVar("R", result));
  r.outputs.push_back(r.newVar("EF", ValueType::Flag));
  return r;
}

inline Predicate predicate(std::string name, std::vector<ValueType> inputs,
                           std::vector<ValueType> outputs, uint32_t method = 0,
                           uint32_t blockPc = 0, bool isEntry = false) {
  Predicate p;
  p.name = std::move(name);
  p.inputs = std::move(inputs);
  p.outputs = std::move(outputs);
  p.method = method;
  p.blockPc = blockPc;
  p.isEntry = isEntry;
  return p;
}

}  // namespace symtest::clp::testing
