// Extension point 3, at an input reference the program inspects before anything fixed what
// it points to: the ways it may be resolved. The default is lazy initialization with
// aliasing (lazy_initialization.hpp); the heap solver resolves differently.
#pragma once

#include <memory>

#include "symexec/alternatives.hpp"

namespace symtest::symexec {

class ReferenceResolver {
 public:
  virtual ~ReferenceResolver() = default;
  // Alternatives for unresolved symbol `symbol`, inspected by guard `inspectedBy` (a null
  // test, a type test, a reference comparison or an array store check). Each alternative
  // must leave the symbol resolved; none at all ends the path.
  virtual std::unique_ptr<Alternatives> resolve(uint32_t symbol, const clp::Guard& inspectedBy,
                                                ExecutionContext& ctx) = 0;
};

}  // namespace symtest::symexec
