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
    entries_.push_back({reinterpret_cast<uintptr_t>(cell), *cell});
    *cell = value;
  }
  void assign(uint64_t* cell, uint64_t value) {
    entries_.push_back({reinterpret_cast<uintptr_t>(cell) | kWide, *cell});
    *cell = value;
  }
  size_t mark() const { return entries_.size(); }
  void undoTo(size_t mark) {
    while (entries_.size() > mark) {
      const Entry& e = entries_.back();
      if (e.cell & kWide)
        *reinterpret_cast<uint64_t*>(e.cell & ~kWide) = e.old;
      else
        *reinterpret_cast<uint32_t*>(e.cell) = static_cast<uint32_t>(e.old);
      entries_.pop_back();
    }
  }

 private:
  // The cell's address, its lowest bit set for a 64-bit cell (cells are aligned): 16 bytes an
  // entry, as a long deterministic path trails millions.
  static constexpr uintptr_t kWide = 1;
  struct Entry {
    uintptr_t cell;
    uint64_t old;
  };
  std::vector<Entry> entries_;
};

}  // namespace symtest::symexec
