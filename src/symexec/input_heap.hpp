// Extension point 6: how the slots and identities of input objects behave. Without one, two
// objects are the same exactly when they are one heap object, and a slot holds what was last
// stored into it. The heap solver (src/heapsolver) installs one that keeps aliasing between
// input objects open as constraints instead of branching on it.
#pragma once

#include <cstdint>
#include <functional>
#include <optional>

#include "symexec/context.hpp"

namespace symtest::symexec {

class InputHeapTheory {
 public:
  virtual ~InputHeapTheory() = default;
  // The value slot `slot` of input object `object` holds now; `initial` makes the fresh input
  // it had when the method started. nullopt: what the heap holds, as without a theory.
  virtual std::optional<Value> read(uint32_t object, uint64_t slot,
                                    const std::function<Value()>& initial,
                                    ExecutionContext& ctx) = 0;
  // `value` was just stored into slot `slot` of input object `object`.
  virtual void wrote(uint32_t object, uint64_t slot, Value value, ExecutionContext& ctx) = 0;
  // Assumes that the distinct heap objects `x` and `y` are (`same`) or are not one object
  // when the test runs (a reference comparison); false when the path cannot. nullopt: the
  // theory does not know them, and distinct heap objects are distinct objects.
  virtual std::optional<bool> assumeSame(uint32_t x, uint32_t y, bool same,
                                         ExecutionContext& ctx) = 0;
  // A derivation finished: fix what was kept open (constraints, and objects found to be one,
  // heap::Heap::identify) before its test case is built. False drops the derivation.
  virtual bool concretize(ExecutionContext& ctx) = 0;
};

}  // namespace symtest::symexec
