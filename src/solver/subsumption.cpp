#include "solver/subsumption.hpp"

#include <algorithm>
#include <map>

#include "solver/slicing.hpp"
#include "solver/z3_backend.hpp"

namespace symtest::solver {

std::vector<ExprId> constraintsOnSlots(const ExprPool& pool,
                                       const std::vector<ExprId>& pathCondition,
                                       const std::vector<ExprId>& slots) {
  std::vector<uint32_t> seeds;
  for (ExprId s : slots) {
    std::vector<uint32_t> v = pool.variables(s);
    seeds.insert(seeds.end(), v.begin(), v.end());
  }
  std::sort(seeds.begin(), seeds.end());
  seeds.erase(std::unique(seeds.begin(), seeds.end()), seeds.end());
  if (seeds.empty()) return {};
  Slicer slicer(pool);
  std::vector<ExprId> out;
  for (ExprId c : slicer.slice(pathCondition, seeds))
    if (!pool.variables(c).empty()) out.push_back(c);
  return out;
}

SubsumptionChecker::SubsumptionChecker(const ExprPool& pool, unsigned timeoutMs) : pool_(pool) {
  SolverOptions options;
  options.timeoutMs = timeoutMs;
  backend_ = std::make_unique<Z3Backend>(pool, options);
}

SubsumptionChecker::~SubsumptionChecker() = default;

bool SubsumptionChecker::subsumes(const SymbolicState& older, const SymbolicState& newer) {
  if (older.slots.size() != newer.slots.size()) return false;
  // Syntactically the same slots under fewer constraints: covered without a solver call.
  if (older.slots == newer.slots &&
      std::all_of(older.constraints.begin(), older.constraints.end(), [&](ExprId c) {
        return std::find(newer.constraints.begin(), newer.constraints.end(), c) !=
               newer.constraints.end();
      })) {
    ++stats_.decidedByFolding;
    return true;
  }
  z3::context& ctx = backend_->ctx();
  // The older state's variables are renamed: a slot that is a bare variable takes the newer
  // slot's value itself, the others become existentially bound copies.
  std::map<uint32_t, z3::expr> renamed;
  z3::expr_vector bound(ctx), equalities(ctx);
  auto olderVars = [&](ExprId e) {
    for (uint32_t v : pool_.variables(e)) {
      if (renamed.count(v)) continue;
      z3::expr original = backend_->var(v);
      z3::expr copy = ctx.constant(("old!" + std::to_string(v)).c_str(), original.get_sort());
      renamed.emplace(v, copy);
      bound.push_back(copy);
    }
  };
  std::vector<size_t> pending;
  for (size_t i = 0; i < older.slots.size(); ++i) {
    const ExprNode& n = pool_.node(older.slots[i]);
    if (n.op == Op::Var && !renamed.count(static_cast<uint32_t>(n.value)))
      renamed.emplace(static_cast<uint32_t>(n.value), backend_->translate(newer.slots[i]));
    else
      pending.push_back(i);
  }
  for (ExprId c : older.constraints) olderVars(c);
  for (size_t i : pending) olderVars(older.slots[i]);
  z3::expr_vector from(ctx), to(ctx);
  for (auto& [v, e] : renamed) {
    from.push_back(backend_->var(v));
    to.push_back(e);
  }
  z3::expr body = ctx.bool_val(true);
  for (ExprId c : older.constraints) body = body && backend_->translate(c).substitute(from, to);
  for (size_t i : pending)
    body = body && backend_->translate(older.slots[i]).substitute(from, to) ==
                       backend_->translate(newer.slots[i]);
  z3::solver solver = backend_->newSolver();
  for (ExprId c : newer.constraints) backend_->assertInto(solver, c);
  if (!bound.empty()) {
    // A witness first, without quantifiers: one valuation the newer state allows (its slots'
    // values under a model of its constraints) that the older one does not shows the answer
    // is no. Most checks end here; the quantified query below is the expensive one.
    if (backend_->check(solver, stats_) != SatResult::Sat) return false;
    z3::model model = solver.get_model();
    z3::expr_vector witness(ctx);
    for (ExprId slot : newer.slots) witness.push_back(model.eval(backend_->translate(slot), true));
    z3::solver probe = backend_->newSolver();
    // In the older state's terms, with the newer slots fixed to the witness.
    z3::expr probeBody = body;
    for (size_t i = 0; i < newer.slots.size(); ++i)
      probeBody = probeBody && backend_->translate(newer.slots[i]) == witness[static_cast<int>(i)];
    probe.add(probeBody);
    if (backend_->check(probe, stats_) == SatResult::Unsat) return false;
  }
  z3::expr covered = bound.empty() ? body : z3::exists(bound, body);
  if (!bound.empty()) solver.set("timeout", std::min(kQuantifiedCheckMs, backend_->timeoutMs()));
  solver.add(!covered);
  return backend_->check(solver, stats_) == SatResult::Unsat;
}

}  // namespace symtest::solver
