#include "heapsolver/alias_theory.hpp"

#include <algorithm>
#include <map>
#include <numeric>
#include <set>

namespace symtest::heapsolver {

using solver::ExprId;
using solver::Op;
using symexec::Value;

void AliasTheory::reset() {
  opened_.clear();
  openIndex_.clear();
  accesses_.clear();
  pending_.clear();
  relied_.clear();
  counters_ = {};
}

void AliasTheory::open(uint32_t object, std::vector<uint32_t> mayBe,
                       symexec::ExecutionContext& ctx) {
  heap::Heap& heap = ctx.heap();
  const std::string& path = heap.object(object).path;
  solver::ExprPool& pool = ctx.pool();
  ExprId var = pool.newVar("&" + (path.empty() ? "object" : path), 32, true);
  heap.setIdentity(object, var);
  if (openIndex_.size() <= object) openIndex_.resize(object + 1, 0);
  openIndex_[object] = static_cast<uint32_t>(opened_.size() + 1);
  opened_.push({object, std::move(mayBe)}, ctx.trail());
  ++counters_.openObjects;
}

const AliasTheory::Opened* AliasTheory::opened(uint32_t object) const {
  if (object >= openIndex_.size() || openIndex_[object] == 0) return nullptr;
  size_t i = openIndex_[object] - 1;
  // Backtracking truncates the log without clearing the index: a stale entry points past it
  // or at another object.
  if (i >= opened_.size() || opened_[i].object != object) return nullptr;
  return &opened_[i];
}

bool AliasTheory::isOpen(uint32_t object) const {
  return opened(object) != nullptr;
}

const std::vector<AliasTheory::Choice>* AliasTheory::pending(uint32_t symbol) const {
  for (size_t i = pending_.size(); i-- > 0;)
    if (pending_[i].symbol == symbol) return &pending_[i].choices;
  return nullptr;
}

std::optional<ExprId> AliasTheory::same(uint32_t x, uint32_t y, symexec::ExecutionContext& ctx) {
  const Opened* ox = opened(x);
  const Opened* oy = opened(y);
  if (!ox || !oy || x == y) return std::nullopt;
  if (openIndex_[x] > openIndex_[y]) std::swap(x, y), std::swap(ox, oy);
  if (std::find(oy->mayBe.begin(), oy->mayBe.end(), x) == oy->mayBe.end()) return std::nullopt;
  solver::ExprPool& pool = ctx.pool();
  const heap::Heap& heap = ctx.heap();
  ExprId cond = pool.binary(Op::Eq, heap.object(x).identity, heap.object(y).identity);
  // One array has one length.
  if (heap.object(x).isArray())
    cond = pool.binary(Op::BoolAnd, cond,
                       pool.binary(Op::Eq, heap.object(x).length, heap.object(y).length));
  bool known = false;
  for (size_t i = 0; i < relied_.size() && !known; ++i)
    known = relied_[i].a == x && relied_[i].b == y;
  if (!known) relied_.push({x, y}, ctx.trail());
  return cond;
}

std::optional<Value> AliasTheory::read(uint32_t object, uint64_t slot,
                                       const std::function<Value()>& initial,
                                       symexec::ExecutionContext& ctx) {
  if (!isOpen(object)) return std::nullopt;
  heap::Heap& heap = ctx.heap();
  solver::ExprPool& pool = ctx.pool();
  // This object's own latest access of the slot, if any.
  size_t from = 0;
  std::optional<Value> own;
  for (size_t i = accesses_.size(); i-- > 0;) {
    if (accesses_[i].slot == slot && accesses_[i].object == object) {
      own = heap.deref(accesses_[i].value);
      from = i + 1;
      break;
    }
  }
  // Since then, the latest access of each object this one may be. After an own access only
  // writes count: a read saw the latest write of its object's class, or that own value.
  std::vector<Candidate> candidates;
  std::vector<uint32_t> seen;
  for (size_t i = accesses_.size(); i-- > from;) {
    const Access& a = accesses_[i];
    if (a.slot != slot || (own && !a.write)) continue;
    if (std::find(seen.begin(), seen.end(), a.object) != seen.end()) continue;
    seen.push_back(a.object);
    if (auto cond = same(object, a.object, ctx)) candidates.push_back({*cond, heap.deref(a.value)});
  }
  Value base;
  if (own) {
    base = *own;
  } else {
    base = initial();
    heap.recordInitial(object, slot, base);
  }
  Value result = base;
  if (!candidates.empty()) {
    ++counters_.conditionalReads;
    bool integers = base.kind == Value::Kind::Int;
    for (const Candidate& c : candidates) integers = integers && c.value.kind == Value::Kind::Int;
    if (integers && !own && !pool.isFloat(base.id)) {
      // The slot's first read through this object: its fresh initial value is the value, held
      // equal to the latest access of whichever object this one turns out to be. Branches on
      // it stay plain comparisons (and the implications hold at once for distinct objects).
      ExprId earlier = pool.falseExpr();
      for (const Candidate& c : candidates) {
        ExprId applies = pool.binary(Op::BoolAnd, c.condition, pool.notExpr(earlier));
        ExprId equal = pool.binary(Op::Eq, base.id, c.value.id);
        // Satisfiable whatever the path condition says: the value is a fresh variable.
        ctx.assume(pool.binary(Op::BoolOr, pool.notExpr(applies), equal));
        earlier = pool.binary(Op::BoolOr, earlier, c.condition);
      }
    } else if (integers) {
      ExprId e = base.id;
      for (size_t i = candidates.size(); i-- > 0;)
        e = pool.ite(candidates[i].condition, candidates[i].value.id, e);
      result = Value::integer(e);
    } else {
      // A reference: a symbol of the slot's type whose resolution picks one of the values.
      Value fresh = initial();
      std::vector<Choice> choices;
      std::vector<ExprId> none;
      for (const Candidate& c : candidates) none.push_back(pool.notExpr(c.condition));
      choices.push_back({none, base});  // distinct objects first, as lazy initialization
      std::vector<ExprId> later;
      for (const Candidate& c : candidates) {
        std::vector<ExprId> conditions = later;
        conditions.push_back(c.condition);
        choices.push_back({std::move(conditions), c.value});
        later.push_back(pool.notExpr(c.condition));
      }
      pending_.push({fresh.id, std::move(choices)}, ctx.trail());
      result = fresh;
    }
  }
  heap.store(object, slot, result);
  accesses_.push({object, slot, result, false}, ctx.trail());
  return result;
}

void AliasTheory::wrote(uint32_t object, uint64_t slot, Value value,
                        symexec::ExecutionContext& ctx) {
  if (isOpen(object)) accesses_.push({object, slot, ctx.heap().deref(value), true}, ctx.trail());
}

std::optional<ExprId> AliasTheory::sameObject(uint32_t x, uint32_t y,
                                              symexec::ExecutionContext& ctx) {
  return same(x, y, ctx);
}

bool AliasTheory::concretize(symexec::ExecutionContext& ctx) {
  if (relied_.size() == 0) return true;
  solver::ExprPool& pool = ctx.pool();
  std::vector<Pair> pairs;
  std::vector<ExprId> apart;
  for (size_t i = 0; i < relied_.size(); ++i) {
    pairs.push_back(relied_[i]);
    apart.push_back(pool.notExpr(*same(relied_[i].a, relied_[i].b, ctx)));
  }
  // Readable inputs: distinct objects wherever the path allows them.
  if (ctx.assumeAll(apart)) return settlePending(ctx);
  std::map<uint32_t, uint32_t> parent;
  auto find = [&](uint32_t o) {
    while (parent.count(o) && parent[o] != o) o = parent[o];
    return o;
  };
  for (size_t i = 0; i < pairs.size(); ++i) {
    if (ctx.assume(apart[i])) continue;
    if (!ctx.assume(pool.notExpr(apart[i]))) return false;
    uint32_t ra = find(pairs[i].a), rb = find(pairs[i].b);
    if (ra != rb) parent[std::max(ra, rb)] = std::min(ra, rb);
  }
  if (!settlePending(ctx)) return false;
  std::map<uint32_t, std::vector<uint32_t>> classes;
  for (const auto& [o, p] : parent) {
    (void)p;
    classes[find(o)].push_back(o);
  }
  for (auto& [root, members] : classes) {
    if (std::find(members.begin(), members.end(), root) == members.end()) members.push_back(root);
    std::sort(members.begin(), members.end());
    merge(members, ctx);
  }
  return true;
}

bool AliasTheory::settlePending(symexec::ExecutionContext& ctx) {
  heap::Heap& heap = ctx.heap();
  for (size_t i = 0; i < pending_.size(); ++i) {
    const Pending& p = pending_[i];
    if (heap.deref(Value::sym(p.symbol)) != Value::sym(p.symbol)) continue;  // inspected
    bool settled = false;
    for (const Choice& c : p.choices) {
      if (!ctx.assumeAll(c.conditions)) continue;
      heap.resolve(p.symbol, heap.deref(c.value));
      settled = true;
      break;
    }
    if (!settled) return false;
  }
  return true;
}

// Makes `members` (sorted, the first one the representative) one object: each slot holds
// initially what the first access of any of them saw (nothing when it was a write) and finally
// what the last one left.
void AliasTheory::merge(const std::vector<uint32_t>& members, symexec::ExecutionContext& ctx) {
  heap::Heap& heap = ctx.heap();
  const uint32_t rep = members.front();
  auto isMember = [&](uint32_t o) { return std::binary_search(members.begin(), members.end(), o); };
  std::map<uint64_t, const Access*> first, last;
  for (size_t i = 0; i < accesses_.size(); ++i) {
    const Access& a = accesses_[i];
    if (!isMember(a.object)) continue;
    first.try_emplace(a.slot, &a);
    last[a.slot] = &a;
  }
  for (const auto& [slot, a] : first) {
    if (a->write)
      heap.forgetInitial(rep, slot);
    else
      heap.recordInitial(rep, slot, a->value);
    heap.store(rep, slot, last[slot]->value);
  }
  for (size_t k = 1; k < members.size(); ++k) {
    // Slots no access logged (the engine's own marks, such as identity comparisons).
    for (const auto& [slot, v] : heap.slots(members[k]))
      if (!first.count(slot) && !heap.load(rep, slot)) heap.store(rep, slot, v);
    heap.identify(members[k], rep);
    ++counters_.mergedObjects;
  }
}

}  // namespace symtest::heapsolver
