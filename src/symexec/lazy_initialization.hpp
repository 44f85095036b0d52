// The default reference resolver: lazy initialization with aliasing (thesis Sec. 2.1.3). An
// input reference is resolved when first inspected, to null, a fresh object of each
// admissible class, or (with aliasing) each earlier input object of a compatible class.
#pragma once

#include <string>
#include <vector>

#include "symexec/reference_resolver.hpp"

namespace symtest::symexec {

struct LazyInitOptions {
  bool aliasing = true;  // also try aliases of earlier input objects (thesis Table 6.1's N2)
};

struct Resolution {
  enum class Kind : uint8_t { Null, Fresh, Alias } kind;
  std::string type;     // Fresh: the class (or array descriptor) to create
  uint32_t object = 0;  // Alias: the earlier input object, or an enum constant
};

class LazyInitialization : public ReferenceResolver {
 public:
  explicit LazyInitialization(LazyInitOptions options = {}) : options_(options) {}
  std::unique_ptr<Alternatives> resolve(uint32_t symbol, const clp::Guard& inspectedBy,
                                        ExecutionContext& ctx) override;

  // The resolutions of `symbol`, in the order they are tried (a resolver that filters them,
  // e.g. by heap assumptions, starts from these).
  std::vector<Resolution> resolutions(uint32_t symbol, ExecutionContext& ctx) const;
  // Resolves `symbol` as `r` says; false when that is infeasible.
  static bool apply(uint32_t symbol, const Resolution& r, ExecutionContext& ctx);
  // Alternatives over an explicit list of resolutions of `symbol`.
  static std::unique_ptr<Alternatives> alternatives(uint32_t symbol, std::vector<Resolution> list);

 private:
  LazyInitOptions options_;
};

}  // namespace symtest::symexec
