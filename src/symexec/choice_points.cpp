// Choice points and backtracking: opening a choice point (marks of the trail, heap, solver
// and the derivation's vectors), asking the choice policies about it, and restoring the most
// recent one to try its next alternative.
#include <algorithm>

#include "symexec/machine.hpp"

namespace symtest::symexec {

using clp::Stmt;
using solver::ExprId;

size_t Machine::ChoicePoint::size() const {
  switch (kind) {
    case OpenChoice::Kind::Rule:
      return candidates.size();
    case OpenChoice::Kind::Resolve:
      return resolutions->size();
    case OpenChoice::Kind::Call:
      return callAlts->size();
    case OpenChoice::Kind::Index:
      return indexLimit;
  }
  return 0;
}

Machine::ChoicePoint& Machine::openChoicePoint(OpenChoice::Kind kind, uint32_t act, uint32_t atPc) {
  ++stats.choicePoints;
  solver.push();
  ChoicePoint cp;
  cp.kind = kind;
  cp.act = act;
  cp.pc = atPc;
  cp.method = methodOf(act);
  cp.trailMark = trail.mark();
  cp.acts = acts.size();
  cp.slots = slots.size();
  cp.trace = trace.size();
  cp.steps = steps.size();
  cp.invocations = invocationMethods.size();
  cp.sources = sources.size();
  cp.assumptions = assumptions.size();
  cp.exits = exitStatus.size();
  cp.heapMark = heap.mark();
  choicePoints.push_back(std::move(cp));
  return choicePoints.back();
}

// Calls `pred`: resolves the input references its guards inspect, then applies the only
// possible rule directly or opens a choice point over the candidate rules.
OpenChoice Machine::openChoice(const ChoicePoint& cp) const {
  uint16_t rule = cp.kind == OpenChoice::Kind::Rule && cp.next < cp.candidates.size()
                      ? cp.candidates[cp.next]
                      : uint16_t{0};
  return {cp.kind, cp.pred, cp.method, cp.acts, cp.next, cp.size(), rule};
}

// Asks every choice policy `question` (resume or admit) about `cp`; the first no prunes.
bool Machine::policiesAgree(const ChoicePoint& cp,
                            bool (ChoicePolicy::*question)(const OpenChoice&, ExecutionContext&)) {
  OpenChoice open = openChoice(cp);
  for (ChoicePolicy* p : hooks.choicePolicies) {
    if (!(p->*question)(open, ctx)) {
      ++stats.prunedByExtensions;
      return false;
    }
  }
  return true;
}

bool Machine::resumes(const ChoicePoint& cp) {
  return policiesAgree(cp, &ChoicePolicy::resume);
}

bool Machine::admits(const ChoicePoint& cp) {
  return policiesAgree(cp, &ChoicePolicy::admit);
}

bool Machine::backtrack() {
  while (!choicePoints.empty()) {
    ChoicePoint& cp = choicePoints.back();
    trail.undoTo(cp.trailMark);
    acts.resize(cp.acts);
    slots.resize(cp.slots);
    trace.resize(cp.trace);
    steps.resize(cp.steps);
    invocationMethods.resize(cp.invocations);
    sources.resize(cp.sources);
    assumptions.resize(cp.assumptions);
    exitStatus.resize(cp.exits);
    heap.undoTo(cp.heapMark);
    solver.pop();
    cur = cp.act;
    pc = cp.pc;
    if (cp.next < cp.size() && resumes(cp))
      while (cp.next < cp.size() && !hooks.choicePolicies.empty() && !admits(cp)) ++cp.next;
    else
      cp.next = cp.size();
    if (cp.next >= cp.size()) {
      choicePoints.pop_back();
      continue;
    }
    solver.push();
    size_t i = cp.next++;
    // Alternatives never open choice points themselves, so `cp` stays valid while they apply.
    switch (cp.kind) {
      case OpenChoice::Kind::Rule: {
        const Stmt& s = ruleOf(acts[cp.act]).body[cp.pc];
        if (enterCounted(cp.act, cp.pc, cp.pred, cp.candidates[i], argsOf(cp.act, s))) return true;
        break;
      }
      case OpenChoice::Kind::Resolve:
        if (cp.resolutions->apply(i, ctx)) {
          cur = cp.act;
          pc = cp.pc;
          constructIfRecord(cp.symbol, cp.act, cp.pc);
          return true;
        }
        break;
      case OpenChoice::Kind::Call: {
        std::shared_ptr<CallAlternatives> alts = cp.callAlts;
        if (applyCallAlternative(*alts, i, cp.act, cp.pc)) return true;
        break;
      }
      case OpenChoice::Kind::Index: {
        ExprId eq = pool.binary(solver::Op::Eq, cp.index, pool.bvConst(32, i));
        cur = cp.act;
        pc = cp.pc;
        if (assume(eq) && accessArray(acts[cur], ruleOf(acts[cur]).body[pc], i)) {
          ++pc;
          return true;
        }
        break;
      }
    }
  }
  return false;
}

}  // namespace symtest::symexec
