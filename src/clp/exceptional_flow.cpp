#include "clp/exceptional_flow.hpp"

#include <algorithm>
#include <tuple>

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
  // Where each flag the fixpoint asks about comes from, resolved once per rule: the sweeps then
  // look facts up instead of scanning rule bodies (the reachable models make this the cost).
  struct RuleFacts {
    PredId pred;
    std::vector<Source> guards;  // of the rule's exception-flag guards
    std::vector<std::tuple<PredId, size_t, Source>> flagArgs;  // callee, input, what it gets
    bool throws = false;                                       // a throw statement
    Source output{Source::Kind::Never, 0};
  };
  std::vector<RuleFacts> facts;
  for (PredId p : reachable) {
    for (const Rule& rule : program.predicates[p].rules) {
      RuleFacts f{p, {}, {}, false, {Source::Kind::Never, 0}};
      for (const Guard& g : rule.guards)
        if (g.kind == Guard::Kind::FlagExc && g.a.isVar())
          f.guards.push_back(sourceOf(rule, g.a.var));
      for (const Stmt& st : rule.body) {
        if (st.kind == Stmt::Kind::Throw) f.throws = true;
        if (st.kind != Stmt::Kind::Call) continue;
        const Predicate& callee = program.predicates[st.callee];
        for (size_t j = 0; j < st.args.size() && j < callee.inputs.size(); ++j)
          if (callee.inputs[j] == ValueType::Flag && st.args[j].isVar())
            f.flagArgs.emplace_back(st.callee, j, sourceOf(rule, st.args[j].var));
      }
      if (!rule.outputs.empty()) f.output = sourceOf(rule, rule.outputs.back());
      facts.push_back(std::move(f));
    }
  }
  // Least fixpoint: every fact starts false and only ever turns true. Exceptions flow from
  // callees to callers and flags from callers to callees: sweeping the predicates in call
  // order and back in turn settles a call chain in a few sweeps, not one per call.
  for (bool changed = true, forward = true; changed; forward = !forward) {
    changed = false;
    for (size_t i = 0; i < facts.size(); ++i) {
      const RuleFacts& f = facts[forward ? i : facts.size() - 1 - i];
      if (!std::all_of(f.guards.begin(), f.guards.end(),
                       [&](const Source& g) { return holds(f.pred, g); }))
        continue;
      for (const auto& [callee, j, source] : f.flagArgs) {
        if (paramMayBeExc_[callee][j] || !holds(f.pred, source)) continue;
        paramMayBeExc_[callee][j] = true;
        changed = true;
      }
      const bool throws = f.throws || holds(f.pred, f.output);
      if (throws && !mayThrow_[f.pred]) {
        mayThrow_[f.pred] = true;
        changed = true;
      }
    }
  }
}

ExceptionalFlow::Source ExceptionalFlow::sourceOf(const Rule& rule, VarId v) const {
  for (size_t j = 0; j < rule.params.size(); ++j)
    if (rule.params[j] == v) return {Source::Kind::Param, static_cast<uint32_t>(j)};
  for (const Stmt& s : rule.body) {
    switch (s.kind) {
      case Stmt::Kind::Call:
        if (!s.outs.empty() && s.outs.back() == v) return {Source::Kind::Throws, s.callee};
        break;
      case Stmt::Kind::External:  // code outside the program: assume it may throw
        if (!s.outs.empty() && s.outs.back() == v) return {Source::Kind::Always, 0};
        break;
      case Stmt::Kind::Arith:
        if (s.op == ArithOp::Move && s.dst == v) {
          if (!s.a.isVar() || s.a.var == v) return {Source::Kind::Never, 0};
          return sourceOf(rule, s.a.var);
        }
        break;
      default:
        break;
    }
  }
  return {Source::Kind::Never, 0};
}

bool ExceptionalFlow::holds(PredId pred, const Source& source) const {
  switch (source.kind) {
    case Source::Kind::Param:
      return source.index < paramMayBeExc_[pred].size() && paramMayBeExc_[pred][source.index];
    case Source::Kind::Throws:
      return mayThrow_[source.index];
    case Source::Kind::Always:
      return true;
    case Source::Kind::Never:
      break;
  }
  return false;
}

bool ExceptionalFlow::flagGuardsMayHold(PredId pred, const Rule& rule) const {
  for (const Guard& g : rule.guards)
    if (g.kind == Guard::Kind::FlagExc && g.a.isVar() && !valueMayBeExc(pred, rule, g.a.var))
      return false;
  return true;
}

bool ExceptionalFlow::valueMayBeExc(PredId pred, const Rule& rule, VarId v) const {
  return holds(pred, sourceOf(rule, v));
}

}  // namespace symtest::clp
