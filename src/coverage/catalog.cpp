#include "coverage/catalog.hpp"

#include "classfile/bytecode.hpp"

namespace symtest::coverage {

const MethodCoverage* CoverageCatalog::prototype(const classfile::MethodId& id) {
  auto it = cache_.find(id);
  if (it != cache_.end()) return it->second.get();
  std::unique_ptr<MethodCoverage> model;
  const auto* cls = cp_.find(id.className);
  const auto* m = cls ? cls->findMethod(id.name, id.descriptor) : nullptr;
  if (m && m->code)
    model = std::make_unique<MethodCoverage>(
        *m->code, classfile::decodeBytecode(*m->code, cls->origin), &cls->pool);
  return cache_.emplace(id, std::move(model)).first->second.get();
}

std::vector<uint32_t> CoverageCatalog::coveredOffsets(const classfile::MethodId& id,
                                                      const MethodCoverage& coverage) {
  std::vector<uint32_t> out;
  const auto* cls = cp_.find(id.className);
  const auto* m = cls ? cls->findMethod(id.name, id.descriptor) : nullptr;
  if (!m || !m->code) return out;
  for (const auto& insn : classfile::decodeBytecode(*m->code, cls->origin))
    if (coverage.isCovered(insn.offset)) out.push_back(insn.offset);
  return out;
}

MethodCoverage* CoverageMap::coverageOf(const classfile::MethodId& id) {
  auto it = methods_.find(id);
  if (it == methods_.end()) {
    const MethodCoverage* proto = catalog_.prototype(id);
    if (!proto) return nullptr;
    it = methods_.emplace(id, *proto).first;
  }
  return &it->second;
}

bool CoverageMap::addInvocation(const classfile::MethodId& id,
                                const std::vector<ExecutedStep>& steps) {
  MethodCoverage* c = coverageOf(id);
  if (c) c->addInvocation(steps);
  return c != nullptr;
}

bool CoverageMap::addProbes(const classfile::MethodId& id, const std::vector<uint32_t>& probes) {
  MethodCoverage* c = coverageOf(id);
  if (c) c->addProbes(probes);
  return c != nullptr;
}

void CoverageMap::merge(const CoverageMap& other) {
  for (const auto& [id, cov] : other.methods_) {
    auto it = methods_.find(id);
    if (it == methods_.end())
      methods_.emplace(id, cov);
    else
      it->second.merge(cov);
  }
}

CoverageCounts CoverageMap::counts(const classfile::MethodId& id) const {
  auto it = methods_.find(id);
  if (it != methods_.end()) return it->second.counts();
  const MethodCoverage* proto = catalog_.prototype(id);
  return proto ? proto->counts() : CoverageCounts{};
}

}  // namespace symtest::coverage
