#include "heapsolver/alias_theory.hpp"

#include <algorithm>
#include <map>

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
  unions_.clear();
  apart_.clear();
  embedded_.clear();
  deferred_.clear();
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

uint32_t AliasTheory::root(uint32_t object) const {
  for (size_t i = 0; i < unions_.size(); ++i)
    if (unions_[i].b == object) object = unions_[i].a;
  return object;
}

// Whether `pairs` holds a pair of objects of x's and y's classes.
bool AliasTheory::holdsClasses(const PathLog<Pair>& pairs, uint32_t x, uint32_t y) const {
  const uint32_t rx = root(x), ry = root(y);
  for (size_t i = 0; i < pairs.size(); ++i) {
    const uint32_t a = root(pairs[i].a), b = root(pairs[i].b);
    if ((a == rx && b == ry) || (a == ry && b == rx)) return true;
  }
  return false;
}

bool AliasTheory::mayBeOne(uint32_t x, uint32_t y) const {
  const uint32_t rx = root(x), ry = root(y);
  for (size_t i = 0; i < opened_.size(); ++i) {
    const Opened& a = opened_[i];
    if (root(a.object) != rx) continue;
    for (size_t j = 0; j < opened_.size(); ++j) {
      const Opened& b = opened_[j];
      if (root(b.object) != ry) continue;
      // The later of two objects lists the earlier ones it may be.
      const Opened& later = j > i ? b : a;
      const uint32_t earlier = j > i ? a.object : b.object;
      if (std::find(later.mayBe.begin(), later.mayBe.end(), earlier) == later.mayBe.end())
        return false;
    }
  }
  return true;
}

std::optional<ExprId> AliasTheory::sameCondition(uint32_t x, uint32_t y, bool embed,
                                                 symexec::ExecutionContext& ctx) {
  if (!opened(x) || !opened(y)) return std::nullopt;
  solver::ExprPool& pool = ctx.pool();
  if (root(x) == root(y)) return pool.trueExpr();
  if (holdsClasses(apart_, x, y) || !mayBeOne(x, y)) return std::nullopt;
  if (openIndex_[x] > openIndex_[y]) std::swap(x, y);
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
  if (embed && !holdsClasses(embedded_, x, y)) embedded_.push({x, y}, ctx.trail());
  return cond;
}

bool AliasTheory::decide(uint32_t x, uint32_t y, bool same, symexec::ExecutionContext& ctx) {
  auto cond = sameCondition(x, y, false, ctx);
  if (!cond) return !same;
  solver::ExprPool& pool = ctx.pool();
  if (pool.isTrue(*cond)) return same;
  // Distinct objects need the solver only where a constraint or value depends on their
  // identities; one object always (its identities join, and what depends on them).
  if ((same || holdsClasses(embedded_, x, y)) && !ctx.assume(same ? *cond : pool.notExpr(*cond)))
    return false;
  if (!same) {
    apart_.push({x, y}, ctx.trail());
    return true;
  }
  const uint32_t rx = root(x), ry = root(y);
  unions_.push({std::min(rx, ry), std::max(rx, ry)}, ctx.trail());
  return bindReads(ctx);
}

// A deferred read binds its value to the latest access of a candidate of its reader's class,
// unless an access after it turns out to be the reader's too (still open: a disjunct).
bool AliasTheory::bindReads(symexec::ExecutionContext& ctx) {
  solver::ExprPool& pool = ctx.pool();
  std::vector<ExprId> bindings;
  for (size_t d = 0; d < deferred_.size(); ++d) {
    const Deferred& r = deferred_[d];
    const uint32_t self = root(r.reader);
    for (size_t i = 0; i < r.candidates.size(); ++i) {
      const Candidate& c = r.candidates[i];
      if (root(c.object) != self) continue;
      ExprId binding = pool.binary(Op::Eq, r.value, c.value.id);
      bool decidedLater = false;
      for (size_t j = 0; j < i && !decidedLater; ++j) {
        auto later = sameCondition(r.reader, r.candidates[j].object, true, ctx);
        if (!later) continue;
        decidedLater = pool.isTrue(*later);
        binding = pool.binary(Op::BoolOr, *later, binding);
      }
      if (!decidedLater) bindings.push_back(binding);
    }
  }
  return ctx.assumeAll(bindings);
}

std::optional<bool> AliasTheory::assumeSame(uint32_t x, uint32_t y, bool same,
                                            symexec::ExecutionContext& ctx) {
  if (!opened(x) || !opened(y)) return std::nullopt;
  return decide(x, y, same, ctx);
}

bool AliasTheory::choose(uint32_t symbol, const Choice& choice, symexec::ExecutionContext& ctx) {
  for (uint32_t other : choice.apart)
    if (!decide(choice.reader, other, false, ctx)) return false;
  if (choice.same != kNone && !decide(choice.reader, choice.same, true, ctx)) return false;
  ctx.heap().resolve(symbol, ctx.heap().deref(choice.value));
  return true;
}

std::optional<Value> AliasTheory::read(uint32_t object, uint64_t slot,
                                       const std::function<Value()>& initial,
                                       symexec::ExecutionContext& ctx) {
  if (!isOpen(object)) return std::nullopt;
  heap::Heap& heap = ctx.heap();
  solver::ExprPool& pool = ctx.pool();
  // The latest access of the slot by this object's class, if any.
  const uint32_t self = root(object);
  size_t from = 0;
  std::optional<Value> own;
  for (size_t i = accesses_.size(); i-- > 0;) {
    if (accesses_[i].slot == slot && root(accesses_[i].object) == self) {
      own = heap.deref(accesses_[i].value);
      from = i + 1;
      break;
    }
  }
  // Since then, the latest access of each other class this one may be. After an own access
  // only writes count: a read saw the latest write of its class, or that own value.
  std::vector<Candidate> candidates;
  std::vector<uint32_t> seen;
  for (size_t i = accesses_.size(); i-- > from;) {
    const Access& a = accesses_[i];
    if (a.slot != slot || (own && !a.write)) continue;
    const uint32_t other = root(a.object);
    if (std::find(seen.begin(), seen.end(), other) != seen.end()) continue;
    seen.push_back(other);
    if (auto cond = sameCondition(object, a.object, false, ctx))
      candidates.push_back({a.object, *cond, heap.deref(a.value)});
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
      // The slot's first read through this object: its fresh initial value is the value. It
      // equals the latest access of whichever object this one turns out to be, which only
      // matters once the two are found to be one: the equalities wait for that (bindReads),
      // and until then branches on the value are plain comparisons.
      deferred_.push({object, base.id, candidates}, ctx.trail());
    } else if (integers) {
      for (const Candidate& c : candidates) sameCondition(object, c.object, true, ctx);
      ExprId e = base.id;
      for (size_t i = candidates.size(); i-- > 0;)
        e = pool.ite(candidates[i].condition, candidates[i].value.id, e);
      result = Value::integer(e);
    } else {
      // A reference: a symbol of the slot's type whose resolution picks one of the values.
      Value fresh = initial();
      std::vector<Choice> choices;
      std::vector<uint32_t> apart;
      for (const Candidate& c : candidates) apart.push_back(c.object);
      choices.push_back({object, apart, kNone, base});  // distinct objects first, as lazy
      std::vector<uint32_t> later;
      for (const Candidate& c : candidates) {
        choices.push_back({object, later, c.object, c.value});
        later.push_back(c.object);
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

bool AliasTheory::concretize(symexec::ExecutionContext& ctx) {
  solver::ExprPool& pool = ctx.pool();
  // The identities the path relied on and has not decided.
  std::vector<Pair> open;
  std::vector<ExprId> apart;
  for (size_t i = 0; i < relied_.size(); ++i) {
    auto cond = sameCondition(relied_[i].a, relied_[i].b, false, ctx);
    if (!cond || pool.isTrue(*cond)) continue;
    open.push_back(relied_[i]);
    if (holdsClasses(embedded_, relied_[i].a, relied_[i].b)) apart.push_back(pool.notExpr(*cond));
  }
  // Readable inputs: distinct objects wherever the path allows them.
  if (!open.empty() && ctx.assumeAll(apart)) {
    for (const Pair& p : open) apart_.push(p, ctx.trail());
  } else {
    for (const Pair& p : open)
      if (!decide(p.a, p.b, false, ctx) && !decide(p.a, p.b, true, ctx)) return false;
  }
  if (!settlePending(ctx)) return false;
  std::map<uint32_t, std::vector<uint32_t>> classes;
  for (size_t i = 0; i < opened_.size(); ++i)
    classes[root(opened_[i].object)].push_back(opened_[i].object);
  for (auto& [rep, members] : classes) {
    if (members.size() < 2) continue;
    std::sort(members.begin(), members.end());
    merge(members, ctx);
  }
  return true;
}

bool AliasTheory::settlePending(symexec::ExecutionContext& ctx) {
  heap::Heap& heap = ctx.heap();
  solver::ExprPool& pool = ctx.pool();
  for (size_t i = 0; i < pending_.size(); ++i) {
    const Pending& p = pending_[i];
    if (heap.deref(Value::sym(p.symbol)) != Value::sym(p.symbol)) continue;  // inspected
    // Every identity is decided by now: exactly one choice holds.
    const Choice* holds = nullptr;
    for (const Choice& c : p.choices) {
      bool all = true;
      for (uint32_t other : c.apart) {
        auto cond = sameCondition(c.reader, other, false, ctx);
        all = all && (!cond || !pool.isTrue(*cond));
      }
      if (c.same != kNone) {
        auto cond = sameCondition(c.reader, c.same, false, ctx);
        all = all && cond && pool.isTrue(*cond);
      }
      if (all) {
        holds = &c;
        break;
      }
    }
    if (!holds || !choose(p.symbol, *holds, ctx)) return false;
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
