#include "cost/resource_technique.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <stdexcept>

#include "cost/test_costs.hpp"
#include "testcase/method_run.hpp"
#include "testcase/type_oracle.hpp"

namespace symtest::cost {

CostOptions::Search parseSearch(const std::string& text) {
  if (text == "bounds") return CostOptions::Search::Bounds;
  if (text == "traces") return CostOptions::Search::Traces;
  throw std::invalid_argument("unknown policy search '" + text + "' (bounds or traces)");
}

ResourceTechnique::ResourceTechnique(CostOptions options) : options_(std::move(options)) {
  metered_ = options_.models;
  if (options_.policy) {
    auto same = [&](const CostModel& m) { return m.text() == options_.policy->model.text(); };
    if (std::none_of(metered_.begin(), metered_.end(), same))
      metered_.push_back(options_.policy->model);
  }
}

ResourceTechnique::~ResourceTechnique() = default;

namespace {

size_t indexOf(const std::vector<CostModel>& models, const CostModel& m) {
  for (size_t i = 0; i < models.size(); ++i)
    if (models[i].text() == m.text()) return i;
  return models.size();
}

}  // namespace

void ResourceTechnique::beginMethod(testcase::MethodRun& run) {
  meter_ = std::make_unique<CostMeter>(run.program(), run.session().classPath(), metered_,
                                       options_.includeModels);
  if (options_.policy && options_.policy->kind == ResourcePolicy::Kind::AtMost)
    meter_->setUpperBound(indexOf(metered_, options_.policy->model), options_.policy->bound);
  pool_ = &run.pool();
  run.hooks().ruleObservers.push_back(meter_.get());
  best_ = INT64_MIN;
  if (!options_.policy || options_.policy->kind == ResourcePolicy::Kind::AtMost) return;
  // Lower bounds and the worst case prune with a bound on the cost still to come.
  const clp::Program& program = run.program();
  classfile::ClassPath& cp = run.session().classPath();
  const testcase::GeneratorOptions& g = run.session().options();
  RemainingCost::Inputs in;
  in.bounds.assign(program.predicates.size(), g.k);
  in.free.assign(program.predicates.size(), false);
  for (size_t p = 0; p < program.predicates.size(); ++p) {
    const std::string& cls = program.methods[program.predicates[p].method].className;
    if (!cp.isModelClass(cls)) continue;
    in.bounds[p] = std::max(g.k, cls.rfind("java/util/", 0) == 0 ? g.collectionK : g.modelK);
    in.free[p] = true;
  }
  CostMeter* meter = meter_.get();
  in.counted = [meter](uint32_t method) { return meter->counts(method); };
  testcase::ClassPathOracle* oracle = &run.session().oracle();
  in.objectSize = [oracle](const std::string& cls) {
    int64_t bytes = kObjectHeader;
    for (const auto& f : oracle->instanceFields(cls)) bytes += slotSize(f.descriptor);
    return bytes;
  };
  const std::vector<uint32_t> bounds = in.bounds;
  remaining_ = std::make_unique<RemainingCost>(program, options_.policy->model, std::move(in));
  std::optional<int64_t> bound;
  if (options_.policy->kind == ResourcePolicy::Kind::AtLeast) bound = options_.policy->bound;
  if (options_.search == CostOptions::Search::Traces && guideByTraces(run, bounds, bound)) return;
  guide_ = std::make_unique<PolicyGuide>(*meter_, indexOf(metered_, options_.policy->model),
                                         *remaining_, bound);
  run.hooks().choicePolicies.push_back(guide_.get());
}

bool ResourceTechnique::guideByTraces(testcase::MethodRun& run, const std::vector<uint32_t>& bounds,
                                      std::optional<int64_t> lowerBound) {
  const clp::Program& program = run.program();
  CostMeter* meter = meter_.get();
  const RemainingCost* remaining = remaining_.get();
  TraceAbstractionInputs in;
  // Guided: the counted code; everything else (models, initializers, lambdas) stays opaque.
  auto guided = [&program, meter](clp::PredId p) {
    return p < program.predicates.size() && meter->counts(program.predicates[p].method);
  };
  in.guided = guided;
  in.bound = [bounds](clp::PredId p) { return p < bounds.size() ? bounds[p] : 1u; };
  in.ruleCost = [remaining](clp::PredId p, uint16_t r) { return remaining->own(p, r); };
  in.opaqueCost = [remaining](clp::PredId p) { return remaining->ofPredicate(p); };
  abstraction_ = std::make_unique<TraceAbstraction>(program, std::move(in));
  const std::optional<TraceAbstraction::Finish> all = abstraction_->ofEntry(run.entry());
  auto& counters = run.result().counters;
  if (!all) {
    // Too many abstract states: the static bound prunes instead.
    counters["abstract states (over the limit: bounds used)"] = abstraction_->states();
    abstraction_.reset();
    return false;
  }
  counters["abstract traces"] = all->traces;
  counters["abstract states"] = abstraction_->states();
  traceGuide_ = std::make_unique<TraceGuide>(*meter_, indexOf(metered_, options_.policy->model),
                                             *abstraction_, guided, lowerBound);
  run.hooks().choicePolicies.push_back(traceGuide_.get());
  return true;
}

bool ResourceTechnique::keepTestCase(const symexec::PathView&, results::TestCase& test) {
  std::vector<CostValue> costs;
  for (size_t i = 0; i < metered_.size(); ++i) {
    SymbolicCost c = meter_->current(i);
    int64_t value = c.constant;
    std::string expression = std::to_string(c.constant);
    for (auto [size, length] : c.terms) {
      value += size * solver::signExtend(pool_->evaluate(length, test.model), 32);
      expression += " + " + std::to_string(size) + "*" + pool_->toString(length);
    }
    costs.push_back({metered_[i].text(), value, expression});
  }
  if (options_.policy) {
    const ResourcePolicy& p = *options_.policy;
    int64_t value = costs[indexOf(metered_, p.model)].value;
    if (p.kind == ResourcePolicy::Kind::AtLeast && value < p.bound) return false;
    if (p.kind == ResourcePolicy::Kind::AtMost && value > p.bound) return false;
    if (p.kind == ResourcePolicy::Kind::Max) {
      // Only a costlier test can be the worst case; the search need not find equal ones.
      if (value <= best_) return false;
      best_ = value;
      if (guide_) guide_->setBest(value);
      if (traceGuide_) traceGuide_->setBest(value);
    }
  }
  setCosts(test, costs);  // the policy's model is reported too
  return true;
}

void ResourceTechnique::endMethod(testcase::MethodRun& run) {
  if (options_.policy && options_.policy->kind == ResourcePolicy::Kind::Max) {
    auto& tests = run.result().tests;
    std::string model = options_.policy->model.text();
    auto valueOf = [&](const results::TestCase& t) {
      for (const auto& c : costsOf(t))
        if (c.model == model) return c.value;
      return INT64_MIN;
    };
    // The worst case: the first test case of the highest cost.
    auto worst = std::max_element(tests.begin(), tests.end(), [&](const auto& a, const auto& b) {
      return valueOf(a) < valueOf(b);
    });
    if (worst != tests.end()) {
      results::TestCase kept = std::move(*worst);
      kept.number = 1;
      tests.clear();
      tests.push_back(std::move(kept));
    }
  }
  // No test case meets the policy: said the same way whichever search pruned the paths (the
  // two count pruned and cut paths differently), and never as a silent complete run.
  results::MethodResult& r = run.result();
  if (options_.policy && r.tests.empty() &&
      (r.status == results::MethodResult::Status::Complete ||
       r.note.starts_with("no path finished"))) {
    r.status = results::MethodResult::Status::Partial;
    r.note = fmt::format("no path meets the policy '{}' within the bound (k={})",
                         options_.policy->text(), run.session().options().k);
  }
  guide_.reset();
  traceGuide_.reset();
  abstraction_.reset();
  remaining_.reset();
  meter_.reset();
}

}  // namespace symtest::cost
