// The heap solver's theory of input objects (thesis Sec. 6.2): aliasing among input objects
// kept as constraints instead of branches. Each input object the heap solver creates gets an
// identity variable; two of one class are one object exactly when their identities are equal.
// Every access to a slot of such an object is logged (the thesis's access stack S); a read
// through an object whose identity is open sees the latest access of each object it may be:
//   integer slots: a fresh value, bound to theirs once the objects are found to be one (an
//   ite over the open identities after an access of its own);
//   reference slots: a symbol whose resolution chooses among those values, when inspected.
// A comparison o == p is a constraint on their identities. Decisions are remembered (objects
// found to be one form a class, pairs found distinct are kept), so that later reads and
// comparisons of decided pairs need no solver (the thesis's back-propagation). When a path
// ends, concretize() fixes every identity the path relied on, preferring distinct objects, and
// identifies in the heap the objects found to be one.
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
  // One way a reference read through object `reader` may end: `reader` is none of the objects
  // of `apart` and (unless kNone) is object `same`; the slot then holds `value`.
  struct Choice {
    uint32_t reader;
    std::vector<uint32_t> apart;
    uint32_t same;
    symexec::Value value;
  };
  static constexpr uint32_t kNone = UINT32_MAX;
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
  // Takes `choice` for `symbol`: assumes its identities and resolves the symbol. False when
  // the path cannot take it.
  bool choose(uint32_t symbol, const Choice& choice, symexec::ExecutionContext& ctx);
  const Counters& counters() const { return counters_; }
  void reset();

  std::optional<symexec::Value> read(uint32_t object, uint64_t slot,
                                     const std::function<symexec::Value()>& initial,
                                     symexec::ExecutionContext& ctx) override;
  void wrote(uint32_t object, uint64_t slot, symexec::Value value,
             symexec::ExecutionContext& ctx) override;
  std::optional<bool> assumeSame(uint32_t x, uint32_t y, bool same,
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
    uint32_t object;
    solver::ExprId condition;
    symexec::Value value;
  };
  struct Pair {
    uint32_t a, b;
  };
  // An integer slot's first read through `reader`, whose fresh value `value` equals that of
  // the latest candidate of the reader's class, once one is.
  struct Deferred {
    uint32_t reader;
    solver::ExprId value;
    std::vector<Candidate> candidates;
  };

  const Opened* opened(uint32_t object) const;
  // The object standing for the class of objects found to be one with `object` (the first).
  uint32_t root(uint32_t object) const;
  bool holdsClasses(const PathLog<Pair>& pairs, uint32_t x, uint32_t y) const;
  // Whether every object of x's class may be every object of y's (open, one class, allowed).
  bool mayBeOne(uint32_t x, uint32_t y) const;
  // The condition that `x` and `y` are one object: true once decided, nullopt when they never
  // are (or were found distinct); an open condition is recorded as one the path relies on, and
  // with `embed` as one a constraint or value depends on.
  std::optional<solver::ExprId> sameCondition(uint32_t x, uint32_t y, bool embed,
                                              symexec::ExecutionContext& ctx);
  // Assumes x and y are (or are not) one object and remembers it; false when infeasible.
  bool decide(uint32_t x, uint32_t y, bool same, symexec::ExecutionContext& ctx);
  bool bindReads(symexec::ExecutionContext& ctx);
  void merge(const std::vector<uint32_t>& members, symexec::ExecutionContext& ctx);
  // Resolves the reference reads still undecided to the choice the path's identities select.
  bool settlePending(symexec::ExecutionContext& ctx);

  PathLog<Opened> opened_;
  std::vector<uint32_t> openIndex_;  // object -> 1 + index in opened_ (stale when >= size)
  PathLog<Access> accesses_;
  PathLog<Pending> pending_;
  PathLog<Pair> relied_;    // open pairs some value or constraint depends on
  PathLog<Pair> unions_;    // class b joined class a (a, b roots, a < b)
  PathLog<Pair> apart_;     // objects found distinct
  PathLog<Pair> embedded_;  // pairs whose condition is in a constraint or a value
  PathLog<Deferred> deferred_;
  Counters counters_;
};

}  // namespace symtest::heapsolver
