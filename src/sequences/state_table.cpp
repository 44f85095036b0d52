#include "sequences/state_table.hpp"

#include <fmt/format.h>

#include <map>
#include <set>

#include "clp/protocol.hpp"
#include "solver/projection.hpp"

namespace symtest::sequences {

namespace {

class Linearizer {
 public:
  Linearizer(const heap::Heap& heap, const solver::ExprPool& pool) : heap_(heap), pool_(pool) {}

  void visit(uint32_t object) {
    if (auto it = numbers_.find(object); it != numbers_.end()) {
      out_.shape += fmt::format("#{}", it->second);
      return;
    }
    numbers_.emplace(object, static_cast<uint32_t>(numbers_.size()));
    const heap::HeapObject& o = heap_.object(object);
    out_.shape += o.type + "{";
    if (o.isArray()) {
      out_.shape += "len:";
      value(o.length);
    }
    for (const auto& [slot, raw] : heap_.slots(object)) {
      // symtest's own marks (compared by ==, built through the API, ...) are no state.
      if (!o.isArray() &&
          clp::protocol::isHiddenField(heap_.fieldName(static_cast<uint32_t>(slot))))
        continue;
      heap::Value v = heap_.deref(raw);
      if (v.kind == heap::Value::Kind::Null) continue;
      if (v.kind == heap::Value::Kind::Int && pool_.isConst(v.id) && pool_.node(v.id).value == 0 &&
          !pool_.isFloat(v.id))
        continue;
      out_.shape += fmt::format("{}:", slot);
      switch (v.kind) {
        case heap::Value::Kind::Int:
          value(v.id);
          break;
        case heap::Value::Kind::Ref:
          visit(v.id);
          break;
        default:
          out_.shape += fmt::format("?{}/{}", static_cast<int>(v.kind), v.id);
      }
      out_.shape += ",";
    }
    out_.shape += "}";
  }

  LinearState take() { return std::move(out_); }

 private:
  void value(solver::ExprId e) {
    const solver::ExprNode& n = pool_.node(e);
    out_.shape += fmt::format("{}{}", n.isFloat ? "f" : "v", n.width);
    out_.values.push_back(e);
  }

  const heap::Heap& heap_;
  const solver::ExprPool& pool_;
  std::map<uint32_t, uint32_t> numbers_;
  LinearState out_;
};

}  // namespace

LinearState linearize(const heap::Heap& heap, const solver::ExprPool& pool, uint32_t root) {
  Linearizer l(heap, pool);
  l.visit(root);
  return l.take();
}

bool StateTable::admit(const LinearState& state, const std::vector<solver::ExprId>& pathCondition,
                       uint32_t depth) {
  if (!prune_) return true;
  // The values the heap no longer holds projected out where that is exact (bounds and
  // equalities): fewer checks need a quantifier.
  std::set<uint32_t> held;
  for (solver::ExprId v : state.values)
    for (uint32_t x : pool_.variables(v)) held.insert(x);
  solver::SymbolicState symbolic{
      solver::eliminateVariables(
          pool_, solver::constraintsOnSlots(pool_, pathCondition, state.values), held),
      state.values};
  std::vector<Entry>& same = byShape_[state.shape];
  for (const Entry& e : same) {
    if (e.depth > depth) continue;  // fewer calls left to it than to the new state
    ++checks_;
    if (checker_.subsumes(e.state, symbolic)) return false;
  }
  same.push_back({depth, std::move(symbolic)});
  return true;
}

}  // namespace symtest::sequences
