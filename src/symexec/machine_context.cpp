// The hooks' view of the machine: thin forwarding, so that extensions never see its internals.
#include "symexec/machine.hpp"

namespace symtest::symexec {

const clp::Program& MachineContext::program() const {
  return m_.program;
}
solver::ExprPool& MachineContext::pool() {
  return m_.pool;
}
heap::Heap& MachineContext::heap() {
  return m_.heap;
}
TypeOracle& MachineContext::types() {
  return m_.types;
}
const EngineLimits& MachineContext::limits() const {
  return m_.limits;
}
ExplorationStats& MachineContext::stats() {
  return m_.stats;
}
solver::Solver& MachineContext::solver() {
  return m_.solver;
}
bool MachineContext::assume(solver::ExprId condition) {
  return m_.assume(condition);
}
bool MachineContext::assumeAll(const std::vector<solver::ExprId>& conditions) {
  return m_.assumeAll(conditions);
}
Trail& MachineContext::trail() {
  return m_.trail;
}
uint32_t MachineContext::currentMethod() const {
  return m_.methodOf(m_.cur);
}
size_t MachineContext::depth() const {
  return m_.acts.size();
}
void MachineContext::continuation(std::vector<ContinuationFrame>& out) const {
  continuationPrefix(out, SIZE_MAX);
}

void MachineContext::continuationPrefix(std::vector<ContinuationFrame>& out,
                                        size_t maxFrames) const {
  out.clear();
  uint32_t next = m_.pc;
  for (uint32_t a = m_.cur; a != 0 && out.size() < maxFrames; a = m_.acts[a].parent) {
    const Machine::Activation& act = m_.acts[a];
    out.push_back({act.pred, act.rule, next, act.invocation, act.serial});
    next = act.construction ? act.callPc : act.callPc + 1;  // a construction re-runs its call
  }
}
const std::vector<TraceEvent>& MachineContext::trace() const {
  return m_.trace;
}

Value MachineContext::freshValue(const std::string& descriptor, const std::string& name) {
  return m_.freshValue(descriptor, name);
}

const std::vector<std::string>& MachineContext::assumptions() const {
  return m_.assumptions;
}

void MachineContext::addAssumption(std::string text) {
  m_.assumptions.push_back(std::move(text));
}

void MachineContext::recordInvocation(uint32_t method, const std::vector<clp::CoveredStep>& steps) {
  auto invocation = static_cast<uint32_t>(m_.invocationMethods.size());
  m_.invocationMethods.push_back(method);
  for (const clp::CoveredStep& s : steps) m_.steps.emplace_back(invocation, s);
}

Value MachineContext::internString(const std::string& key, const std::vector<uint16_t>& units) {
  return m_.internString(key, units);
}

Value MachineContext::readField(uint32_t object, const std::string& qualifiedField,
                                const std::string& descriptor) {
  const auto dot = qualifiedField.rfind('.');
  const std::string owner = qualifiedField.substr(0, dot), field = qualifiedField.substr(dot + 1);
  return m_.loadSlot(object, m_.heap.fieldId(qualifiedField), descriptor,
                     m_.heap.object(object).path + "." + field,
                     m_.fieldSignature(object, owner, field));
}

Value MachineContext::readElement(uint32_t array, uint32_t index) {
  const heap::HeapObject& o = m_.heap.object(array);
  return m_.loadSlot(array, index, o.componentType(), o.path + "[" + std::to_string(index) + "]",
                     m_.elementSignature(array));
}

void MachineContext::writeField(uint32_t object, const std::string& qualifiedField,
                                const std::string& descriptor, Value v) {
  uint32_t id = m_.heap.fieldId(qualifiedField);
  if (m_.heap.object(object).preState) m_.notePreStateAccess(object, id, descriptor);
  m_.storeSlot(object, id, v);
}

void MachineContext::writeElement(uint32_t array, uint32_t index, Value v) {
  if (m_.heap.object(array).preState)
    m_.notePreStateAccess(array, index, m_.heap.object(array).componentType());
  m_.storeSlot(array, index, v);
}

Value MachineContext::newObject(const std::string& type) {
  return Value::ref(m_.allocate({type, false, "", solver::kNoExpr, {}, {}}));
}

Value MachineContext::newArray(const std::string& type, solver::ExprId length) {
  heap::HeapObject a;
  a.type = type;
  a.length = length;
  return Value::ref(m_.allocate(std::move(a)));
}

Value MachineContext::newString(const std::vector<uint16_t>& units) {
  return m_.newString(units);
}

void MachineContext::addSource(const std::string& source, Value v) {
  m_.sources.push_back({source, v});
}

bool MachineContext::replayRules(const std::vector<TraceEvent>& events) {
  const auto base = static_cast<int32_t>(m_.trace.size());
  const int32_t caller = m_.acts[m_.cur].traceIndex;
  for (const TraceEvent& e : events) {
    m_.trace.push_back({e.pred, e.rule, e.parent < 0 ? caller : base + e.parent});
    const clp::Predicate& p = m_.program.predicates[e.pred];
    AppliedRule applied{e.pred, e.rule, p.rules[e.rule], p.method, p.isEntry};
    for (RuleObserver* o : m_.hooks.ruleObservers) {
      if (!o->onRule(applied, *this)) {
        ++m_.stats.prunedByExtensions;
        return false;
      }
    }
  }
  return true;
}

}  // namespace symtest::symexec
