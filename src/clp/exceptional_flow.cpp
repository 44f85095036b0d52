#include "clp/exceptional_flow.hpp"

namespace symtest::clp {

ExceptionalFlow::ExceptionalFlow(const Program& program, PredId entry)
    : program_(program),
      mayThrow_(program.predicates.size(), false),
      paramMayBeExc_(program.predicates.size()) {
  // The predicates a call of `entry` can reach: a flag reaching one of them comes from them.
  std::vector<PredId> reachable{entry};
  std::vector<bool> seen(program.predicates.size(), false);
  seen[entry] = true;
  for (size_t i = 0; i < reachable.size(); ++i) {
    const Predicate& p = program.predicates[reachable[i]];
    paramMayBeExc_[reachable[i]].assign(p.inputs.size(), false);
    for (const Rule& rule : p.rules)
      for (const Stmt& s : rule.body)
        if (s.kind == Stmt::Kind::Call && !seen[s.callee]) {
          seen[s.callee] = true;
          reachable.push_back(s.callee);
        }
  }
  // Least fixpoint: every fact starts false and only ever turns true. Exceptions flow from
  // callees to callers and flags from callers to callees: sweeping the predicates in call
  // order and back in turn settles a call chain in a few sweeps, not one per call.
  for (bool changed = true, forward = true; changed; forward = !forward) {
    changed = false;
    for (size_t i = 0; i < reachable.size(); ++i) {
      const PredId p = reachable[forward ? i : reachable.size() - 1 - i];
      for (const Rule& rule : program.predicates[p].rules) {
        if (!flagGuardsMayHold(p, rule)) continue;
        bool throws = false;
        for (const Stmt& s : rule.body) {
          if (s.kind == Stmt::Kind::Throw) throws = true;
          if (s.kind != Stmt::Kind::Call) continue;
          const Predicate& callee = program.predicates[s.callee];
          for (size_t j = 0; j < s.args.size() && j < callee.inputs.size(); ++j) {
            if (callee.inputs[j] != ValueType::Flag || !s.args[j].isVar()) continue;
            if (paramMayBeExc_[s.callee][j] || !valueMayBeExc(p, rule, s.args[j].var)) continue;
            paramMayBeExc_[s.callee][j] = true;
            changed = true;
          }
        }
        if (!rule.outputs.empty() && !throws) throws = valueMayBeExc(p, rule, rule.outputs.back());
        if (throws && !mayThrow_[p]) {
          mayThrow_[p] = true;
          changed = true;
        }
      }
    }
  }
}

bool ExceptionalFlow::flagGuardsMayHold(PredId pred, const Rule& rule) const {
  for (const Guard& g : rule.guards)
    if (g.kind == Guard::Kind::FlagExc && g.a.isVar() && !valueMayBeExc(pred, rule, g.a.var))
      return false;
  return true;
}

bool ExceptionalFlow::valueMayBeExc(PredId pred, const Rule& rule, VarId v) const {
  for (size_t j = 0; j < rule.params.size(); ++j)
    if (rule.params[j] == v) return j < paramMayBeExc_[pred].size() && paramMayBeExc_[pred][j];
  for (const Stmt& s : rule.body) {
    switch (s.kind) {
      case Stmt::Kind::Call:
        if (!s.outs.empty() && s.outs.back() == v) return mayThrow_[s.callee];
        break;
      case Stmt::Kind::External:  // code outside the program: assume it may throw
        if (!s.outs.empty() && s.outs.back() == v) return true;
        break;
      case Stmt::Kind::Arith:
        if (s.op == ArithOp::Move && s.dst == v)
          return s.a.isVar() && s.a.var != v && valueMayBeExc(pred, rule, s.a.var);
        break;
      default:
        break;
    }
  }
  return false;
}

}  // namespace symtest::clp
