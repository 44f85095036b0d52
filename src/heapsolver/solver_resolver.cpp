#include "heapsolver/solver_resolver.hpp"

#include <algorithm>

namespace symtest::heapsolver {

using symexec::Resolution;

namespace {

class OpeningAlternatives final : public symexec::Alternatives {
 public:
  OpeningAlternatives(SolverResolver& resolver, uint32_t symbol, std::vector<Resolution> list)
      : resolver_(resolver), symbol_(symbol), list_(std::move(list)) {}
  size_t size() const override { return list_.size(); }
  bool apply(size_t i, symexec::ExecutionContext& ctx) override {
    return resolver_.apply(symbol_, list_[i], ctx);
  }

 private:
  SolverResolver& resolver_;
  uint32_t symbol_;
  std::vector<Resolution> list_;
};

// A reference read the theory left undecided: each choice is a decision on identities and
// the value the slot then holds.
class PendingAlternatives final : public symexec::Alternatives {
 public:
  PendingAlternatives(AliasTheory& theory, uint32_t symbol,
                      std::vector<AliasTheory::Choice> choices)
      : theory_(theory), symbol_(symbol), choices_(std::move(choices)) {}
  size_t size() const override { return choices_.size(); }
  bool apply(size_t i, symexec::ExecutionContext& ctx) override {
    return theory_.choose(symbol_, choices_[i], ctx);
  }

 private:
  AliasTheory& theory_;
  uint32_t symbol_;
  std::vector<AliasTheory::Choice> choices_;
};

}  // namespace

bool SolverResolver::opens(const std::string& type, symexec::ExecutionContext& ctx) const {
  if (type[0] == '[') return true;
  // Records are built by their constructors, model classes by the test's library calls:
  // their objects keep lazy initialization's aliases.
  return !ctx.types().isModelClass(type) && !ctx.program().constructions.count(type);
}

std::unique_ptr<symexec::Alternatives> SolverResolver::resolve(uint32_t symbol, const clp::Guard&,
                                                               symexec::ExecutionContext& ctx) {
  if (const auto* choices = theory_.pending(symbol))
    return std::make_unique<PendingAlternatives>(theory_, symbol, *choices);
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
  return std::make_unique<OpeningAlternatives>(*this, symbol, std::move(kept));
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
