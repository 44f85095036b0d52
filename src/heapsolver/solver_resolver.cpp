#include "heapsolver/solver_resolver.hpp"

#include <algorithm>

namespace symtest::heapsolver {

using symexec::Resolution;

bool SolverResolver::opens(const std::string& type, symexec::ExecutionContext& ctx) const {
  if (type[0] == '[') return true;
  // Records are built by their constructors, model classes by the test's library calls:
  // their objects keep lazy initialization's aliases.
  return !ctx.types().isModelClass(type) && !ctx.program().constructions.count(type);
}

std::unique_ptr<symexec::Alternatives> SolverResolver::resolve(uint32_t symbol, const clp::Guard&,
                                                               symexec::ExecutionContext& ctx) {
  // A reference read the theory left undecided: each choice is a decision on identities and
  // the value the slot then holds.
  if (const auto* choices = theory_.pending(symbol))
    return std::make_unique<symexec::ListAlternatives<AliasTheory::Choice>>(
        *choices, [this, symbol](const AliasTheory::Choice& c, symexec::ExecutionContext& ctx) {
          return theory_.choose(symbol, c, ctx);
        });
  const heap::Heap& heap = ctx.heap();
  std::vector<Resolution> all = lazy_.resolutions(symbol, ctx);
  auto freshOf = [&](const std::string& type) {
    return std::any_of(all.begin(), all.end(), [&](const Resolution& r) {
      return r.kind == Resolution::Kind::Fresh && r.type == type;
    });
  };
  std::vector<Resolution> kept;
  for (const Resolution& r : all) {
    if (r.kind == Resolution::Kind::Alias && heap.object(r.object).isInput) {
      const std::string& type = heap.object(r.object).type;
      // The fresh object of that class may still be this one: no branch for it now.
      if (theory_.isOpen(r.object) && freshOf(type) && opens(type, ctx)) {
        ++leftOpen_;
        continue;
      }
      if (!aliasAllowed(assumptions_, heap, symbol, r.object)) {
        ++removed_;
        continue;
      }
    }
    kept.push_back(r);
  }
  return std::make_unique<symexec::ListAlternatives<Resolution>>(
      std::move(kept), [this, symbol](const Resolution& r, symexec::ExecutionContext& ctx) {
        return apply(symbol, r, ctx);
      });
}

bool SolverResolver::apply(uint32_t symbol, const Resolution& r, symexec::ExecutionContext& ctx) {
  if (r.kind != Resolution::Kind::Fresh || !opens(r.type, ctx))
    return symexec::LazyInitialization::apply(symbol, r, ctx);
  // The earlier open objects of its class this one may be, as lazy initialization would alias.
  const heap::Heap& heap = ctx.heap();
  std::vector<uint32_t> mayBe;
  if (aliasing_ && heap.symbol(symbol).mayAlias) {
    for (uint32_t o = 1; o < heap.objectCount(); ++o) {
      if (heap.object(o).type != r.type || !theory_.isOpen(o)) continue;
      if (aliasAllowed(assumptions_, heap, symbol, o))
        mayBe.push_back(o);
      else
        ++removed_;
    }
  }
  if (!symexec::LazyInitialization::apply(symbol, r, ctx)) return false;
  theory_.open(heap.deref(symexec::Value::sym(symbol)).id, std::move(mayBe), ctx);
  return true;
}

}  // namespace symtest::heapsolver
