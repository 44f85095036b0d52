// Undo log for backtracking (as in Z3's util/trail.h): every destructive update of machine
// state that must survive across a choice point records the old value here. Extensions keep
// their own per-path state (accumulated costs, covered goals) in cells assigned through it.
#pragma once

#include <cstdint>
#include <vector>

namespace symtest::symexec {

class Trail {
 public:
  // Sets `*cell` to `value`, remembering the old value until undoTo() passes this point.
  void assign(uint32_t* cell, uint32_t value) {
    entries_.push_back({cell, *cell, false});
    *cell = value;
  }
  void assign(uint64_t* cell, uint64_t value) {
    entries_.push_back({cell, *cell, true});
    *cell = value;
  }
  size_t mark() const { return entries_.size(); }
  void undoTo(size_t mark) {
    while (entries_.size() > mark) {
      const Entry& e = entries_.back();
      if (e.wide)
        *static_cast<uint64_t*>(e.cell) = e.old;
      else
        *static_cast<uint32_t*>(e.cell) = static_cast<uint32_t>(e.old);
      entries_.pop_back();
    }
  }

 private:
  struct Entry {
    void* cell;
    uint64_t old;
    bool wide;
  };
  std::vector<Entry> entries_;
};

}  // namespace symtest::symexec
