// The engine's extension points, gathered: what a technique installs for one exploration.
// Handlers, policies and observers are consulted in order; none is owned here.
#pragma once

#include <vector>

#include "symexec/call_handler.hpp"
#include "symexec/choice_policy.hpp"
#include "symexec/input_heap.hpp"
#include "symexec/path_observer.hpp"
#include "symexec/reference_resolver.hpp"
#include "symexec/rule_observer.hpp"

namespace symtest::symexec {

struct EngineHooks {
  // The first handler that takes a call decides it; no taker: unfold (analysed code) or the
  // unhandled-call policy (external code), which is also a handler (unhandled_calls.hpp).
  std::vector<CallHandler*> callHandlers;
  // Each policy sees the rules the previous ones kept.
  std::vector<ChoicePolicy*> choicePolicies;
  // nullptr: lazy initialization with aliasing.
  ReferenceResolver* resolver = nullptr;
  // nullptr: input objects are distinct heap objects, aliases are resolved by the resolver.
  InputHeapTheory* inputHeap = nullptr;
  std::vector<RuleObserver*> ruleObservers;
  // All see every finished derivation, in order, until one says stop.
  std::vector<PathObserver*> pathObservers;
};

}  // namespace symtest::symexec
