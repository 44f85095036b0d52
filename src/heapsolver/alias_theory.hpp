// The heap solver's theory of input objects (thesis Sec. 6.2): aliasing among input objects
// kept as constraints instead of branches. Each input object the heap solver creates gets an
// identity variable; two of one class are one object exactly when their identities are equal.
// Every access to a slot of such an object is logged (the thesis's access stack S); a read
// through an object whose identity is open sees the latest access of each object it may be:
//   integer slots: ite(same(o, p_latest), v_latest, ite(..., own value or a fresh input))
//   reference slots: a symbol whose resolution chooses among those values, when inspected.
// A comparison o == p becomes the constraint same(o, p). When a path ends, concretize() fixes
// every identity the path relied on, preferring distinct objects, and identifies in the heap
// the objects found to be one.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "symexec/input_heap.hpp"

namespace symtest::heapsolver {

// A vector that grows along a path and is truncated by backtracking (its size is on the trail).
template <class T>
class PathLog {
 public:
  size_t size() const { return size_; }
  const T& operator[](size_t i) const { return items_[i]; }
  void push(T item, symexec::Trail& trail) {
    items_.resize(size_);
    items_.push_back(std::move(item));
    trail.assign(&size_, size_ + 1);
  }
  void clear() {
    items_.clear();
    size_ = 0;
  }

 private:
  std::vector<T> items_;
  uint32_t size_ = 0;
};

class AliasTheory final : public symexec::InputHeapTheory {
 public:
  // One way a reference read may end: under all `conditions`, the slot holds `value`.
  struct Choice {
    std::vector<solver::ExprId> conditions;
    symexec::Value value;
  };
  struct Counters {
    uint64_t openObjects = 0;       // input objects created with an open identity
    uint64_t conditionalReads = 0;  // reads whose value depends on aliasing
    uint64_t mergedObjects = 0;     // objects identified with another at concretization
  };

  // Registers the input object `object`, just created, with an open identity: it may turn out
  // to be any object of `mayBe` (earlier open objects of its class).
  void open(uint32_t object, std::vector<uint32_t> mayBe, symexec::ExecutionContext& ctx);
  bool isOpen(uint32_t object) const;
  // The choices left for `symbol` by a reference read whose value depends on aliasing, or null.
  const std::vector<Choice>* pending(uint32_t symbol) const;
  const Counters& counters() const { return counters_; }
  void reset();

  std::optional<symexec::Value> read(uint32_t object, uint64_t slot,
                                     const std::function<symexec::Value()>& initial,
                                     symexec::ExecutionContext& ctx) override;
  void wrote(uint32_t object, uint64_t slot, symexec::Value value,
             symexec::ExecutionContext& ctx) override;
  std::optional<solver::ExprId> sameObject(uint32_t x, uint32_t y,
                                           symexec::ExecutionContext& ctx) override;
  bool concretize(symexec::ExecutionContext& ctx) override;

 private:
  struct Opened {
    uint32_t object;
    std::vector<uint32_t> mayBe;
  };
  struct Access {
    uint32_t object;
    uint64_t slot;
    symexec::Value value;
    bool write;
  };
  struct Pending {
    uint32_t symbol;
    std::vector<Choice> choices;
  };
  // An earlier access a read may see: under `condition` (the two objects are one).
  struct Candidate {
    solver::ExprId condition;
    symexec::Value value;
  };
  struct Pair {
    uint32_t a, b;  // a opened before b
  };

  const Opened* opened(uint32_t object) const;
  // The condition that `x` and `y` are one object (recorded as one the path relies on).
  std::optional<solver::ExprId> same(uint32_t x, uint32_t y, symexec::ExecutionContext& ctx);
  void merge(const std::vector<uint32_t>& members, symexec::ExecutionContext& ctx);
  // Resolves the reference reads still undecided to the choice the path's identities select.
  bool settlePending(symexec::ExecutionContext& ctx);

  PathLog<Opened> opened_;
  std::vector<uint32_t> openIndex_;  // object -> 1 + index in opened_ (stale when >= size)
  PathLog<Access> accesses_;
  PathLog<Pending> pending_;
  PathLog<Pair> relied_;  // pairs whose sameness some value or constraint depends on
  Counters counters_;
};

}  // namespace symtest::heapsolver
