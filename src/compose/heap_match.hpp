// A case's input heap against a caller's heap at a call: which caller object each input object
// of the case is, and what each field the case read holds there. A case fits, does not fit
// (a null where it needs an object, another class, other aliasing), or cannot be told
// without resolving a reference the caller has not inspected yet; then the call is unfolded,
// since only unfolding makes that choice exactly as lazy initialization would.
#pragma once

#include <vector>

#include "compose/summary.hpp"
#include "symexec/context.hpp"

namespace symtest::compose {

enum class Fit { Match, Mismatch, Undecided };

// Decides the fit from the caller's heap as it is, reading nothing.
Fit fitOf(const SummaryCase& c, const std::vector<heap::Value>& args, heap::Heap& heap);

// The caller objects of the case's input objects, and the caller values of its reads (fields
// not yet read are read as the program would, which is why this runs inside the case's
// alternative). False when the case does not fit.
struct InputBinding {
  std::vector<uint32_t> objects;
  std::vector<heap::Value> reads;
};
bool bindInputHeap(const SummaryCase& c, const std::vector<heap::Value>& args,
                   symexec::ExecutionContext& ctx, InputBinding& out);

}  // namespace symtest::compose
