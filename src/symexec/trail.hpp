// Undo log for backtracking (as in Z3's util/trail.h): every destructive update of machine
// state that must survive across a choice point records the old value here.
#pragma once

#include <cstdint>
#include <vector>

namespace symtest::symexec {

class Trail {
 public:
  // Sets `*cell` to `value`, remembering the old value.
  void assign(uint32_t* cell, uint32_t value) {
    entries_.push_back({cell, *cell});
    *cell = value;
  }
  size_t mark() const { return entries_.size(); }
  void undoTo(size_t mark) {
    while (entries_.size() > mark) {
      *entries_.back().cell = entries_.back().old;
      entries_.pop_back();
    }
  }

 private:
  struct Entry {
    uint32_t* cell;
    uint32_t old;
  };
  std::vector<Entry> entries_;
};

}  // namespace symtest::symexec
