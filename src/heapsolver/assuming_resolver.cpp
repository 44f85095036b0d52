#include "heapsolver/assuming_resolver.hpp"

namespace symtest::heapsolver {

std::unique_ptr<symexec::Alternatives> AssumingResolver::resolve(uint32_t symbol, const clp::Guard&,
                                                                 symexec::ExecutionContext& ctx) {
  std::vector<symexec::Resolution> kept;
  const heap::Heap& heap = ctx.heap();
  for (const symexec::Resolution& r : lazy_.resolutions(symbol, ctx)) {
    // Enum constants are aliases too, but of objects no assumption speaks about.
    if (r.kind == symexec::Resolution::Kind::Alias && heap.object(r.object).isInput &&
        !aliasAllowed(assumptions_, heap, symbol, r.object)) {
      ++removed_;
      continue;
    }
    kept.push_back(r);
  }
  return symexec::LazyInitialization::alternatives(symbol, std::move(kept));
}

}  // namespace symtest::heapsolver
