#include "solver/subsumption.hpp"

#include <algorithm>
#include <map>
#include <set>

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

namespace {

bool isInvertible(Op op) {
  return op == Op::Add || op == Op::Sub || op == Op::Neg || op == Op::Xor;
}

// How often variable `v` occurs in `e`, counting shared subterms once per use.
uint32_t occurrences(const ExprPool& pool, ExprId e, uint32_t v) {
  if (e == kNoExpr) return 0;
  const ExprNode& n = pool.node(e);
  if (n.op == Op::Var) return n.value == v ? 1 : 0;
  if (n.op == Op::Const) return 0;
  return occurrences(pool, n.a, v) + occurrences(pool, n.b, v) + occurrences(pool, n.c, v);
}

// True when the one occurrence of `v` in `e` sits under invertible operators only.
bool invertibleIn(const ExprPool& pool, ExprId e, uint32_t v) {
  const ExprNode& n = pool.node(e);
  if (n.op == Op::Var) return n.value == v;
  if (!isInvertible(n.op)) return false;
  if (occurrences(pool, n.a, v)) return invertibleIn(pool, n.a, v);
  return n.b != kNoExpr && invertibleIn(pool, n.b, v);
}

uint64_t masked(uint64_t bits, uint8_t width) {
  return width >= 64 ? bits : bits & ((uint64_t{1} << width) - 1);
}

// invert() on numbers: the value of `v` that makes `e` evaluate to `target` under `y`.
uint64_t invertValue(const ExprPool& pool, ExprId e, uint32_t v, uint64_t target,
                     const Assignment& y) {
  const ExprNode& n = pool.node(e);
  if (n.op == Op::Var) return target;
  const bool inA = occurrences(pool, n.a, v) > 0;
  auto other = [&](ExprId x) { return pool.evaluate(x, y); };
  const uint8_t w = n.width;
  switch (n.op) {
    case Op::Neg:
      return invertValue(pool, n.a, v, masked(0 - target, w), y);
    case Op::Add:
      return inA ? invertValue(pool, n.a, v, masked(target - other(n.b), w), y)
                 : invertValue(pool, n.b, v, masked(target - other(n.a), w), y);
    case Op::Sub:
      return inA ? invertValue(pool, n.a, v, masked(target + other(n.b), w), y)
                 : invertValue(pool, n.b, v, masked(other(n.a) - target, w), y);
    default:  // Xor
      return inA ? invertValue(pool, n.a, v, target ^ other(n.b), y)
                 : invertValue(pool, n.b, v, target ^ other(n.a), y);
  }
}

}  // namespace

// False when the older state cannot take the witness's slot values: the older variables the
// slots force (bare variables, variables solved for) make one of its constraints false.
// Decided by evaluation, without a solver call; true when it cannot tell.
bool SubsumptionChecker::mayCoverWitness(const SymbolicState& older) const {
  if (!witnessValues_) return true;
  const std::vector<uint64_t>& w = *witnessValues_;
  Assignment y;
  std::vector<size_t> later;
  for (size_t i = 0; i < older.slots.size(); ++i) {
    const ExprNode& n = pool_.node(older.slots[i]);
    if (n.isFloat) return true;
    if (n.op != Op::Var) {
      later.push_back(i);
      continue;
    }
    auto [it, fresh] = y.emplace(static_cast<uint32_t>(n.value), w[i]);
    if (!fresh && it->second != w[i]) return false;
  }
  for (size_t i : later) {
    std::vector<uint32_t> open;
    for (uint32_t v : pool_.variables(older.slots[i]))
      if (!y.count(v)) open.push_back(v);
    if (open.size() == 1 && occurrences(pool_, older.slots[i], open[0]) == 1 &&
        invertibleIn(pool_, older.slots[i], open[0]))
      y[open[0]] = invertValue(pool_, older.slots[i], open[0], w[i], y);
    else if (!open.empty())
      continue;
    if (pool_.evaluate(older.slots[i], y) != w[i]) return false;
  }
  for (ExprId c : older.constraints) {
    std::vector<uint32_t> vars = pool_.variables(c);
    if (std::all_of(vars.begin(), vars.end(), [&](uint32_t v) { return y.count(v) > 0; }) &&
        pool_.evaluate(c, y) == 0)
      return false;
  }
  return true;
}

// The value of `v` that makes `e` equal `target`, where `v` occurs once in `e`, under
// invertible operators (bit-vector +, -, negation and xor are bijections in each operand).
z3::expr SubsumptionChecker::invert(ExprId e, uint32_t v, const z3::expr& target,
                                    const std::function<z3::expr(ExprId)>& other) {
  const ExprNode& n = pool_.node(e);
  if (n.op == Op::Var) return target;
  const bool inA = occurrences(pool_, n.a, v) > 0;
  switch (n.op) {
    case Op::Neg:
      return invert(n.a, v, -target, other);
    case Op::Add:
      return inA ? invert(n.a, v, target - other(n.b), other)
                 : invert(n.b, v, target - other(n.a), other);
    case Op::Sub:
      return inA ? invert(n.a, v, target + other(n.b), other)
                 : invert(n.b, v, other(n.a) - target, other);
    default:  // Xor
      return inA ? invert(n.a, v, target ^ other(n.b), other)
                 : invert(n.b, v, target ^ other(n.a), other);
  }
}

const z3::expr_vector* SubsumptionChecker::witness(const SymbolicState& newer) {
  if (witnessFor_ && witnessFor_->constraints == newer.constraints &&
      witnessFor_->slots == newer.slots)
    return witness_ ? &*witness_ : nullptr;
  witnessFor_ = newer;
  witness_.reset();
  witnessValues_.reset();
  z3::solver solver = backend_->newSolver();
  for (ExprId c : newer.constraints) backend_->assertInto(solver, c);
  if (backend_->check(solver, stats_) != SatResult::Sat) return nullptr;
  z3::model model = solver.get_model();
  witness_.emplace(backend_->ctx());
  std::vector<uint64_t> values;
  for (ExprId slot : newer.slots) {
    z3::expr v = model.eval(backend_->translate(slot), true);
    witness_->push_back(v);
    uint64_t bits = 0;
    if (v.is_numeral() && v.is_numeral_u64(bits)) values.push_back(bits);
  }
  if (values.size() == newer.slots.size()) witnessValues_ = std::move(values);
  return &*witness_;
}

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
  // The older state's variables in the newer state's terms: a slot that is a bare variable
  // takes the newer slot's value itself; a variable a slot determines (b in b + d == slot)
  // is solved for; the others become existentially bound copies.
  std::map<uint32_t, z3::expr> renamed;
  std::set<uint32_t> bound;
  auto olderVars = [&](ExprId e) {
    for (uint32_t v : pool_.variables(e)) {
      if (renamed.count(v)) continue;
      z3::expr original = backend_->var(v);
      renamed.emplace(v, ctx.constant(("old!" + std::to_string(v)).c_str(), original.get_sort()));
      bound.insert(v);
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
  auto inNewerTerms = [&](ExprId e) {
    z3::expr_vector from(ctx), to(ctx);
    for (auto& [v, x] : renamed) {
      from.push_back(backend_->var(v));
      to.push_back(x);
    }
    return backend_->translate(e).substitute(from, to);
  };
  std::vector<size_t> unsolved;
  for (size_t i : pending) {
    std::optional<uint32_t> pick;
    for (uint32_t v : pool_.variables(older.slots[i]))
      if (!pick && bound.count(v) && occurrences(pool_, older.slots[i], v) == 1 &&
          invertibleIn(pool_, older.slots[i], v))
        pick = v;
    if (!pick) {
      unsolved.push_back(i);
      continue;
    }
    z3::expr value =
        invert(older.slots[i], *pick, backend_->translate(newer.slots[i]), inNewerTerms);
    renamed.insert_or_assign(*pick, value);
    bound.erase(*pick);
  }
  z3::expr body = ctx.bool_val(true);
  for (ExprId c : older.constraints) body = body && inNewerTerms(c);
  for (size_t i : unsolved)
    body = body && inNewerTerms(older.slots[i]) == backend_->translate(newer.slots[i]);
  z3::expr_vector quantified(ctx);
  for (uint32_t v : bound) quantified.push_back(renamed.at(v));
  if (!quantified.empty()) {
    // A witness first, without quantifiers: one valuation the newer state allows (its slots'
    // values under a model of its constraints) that the older one does not shows the answer
    // is no. Most checks end here; the quantified query below is the expensive one.
    const z3::expr_vector* w = witness(newer);
    if (!w) return false;
    if (!mayCoverWitness(older)) {
      ++stats_.decidedBySearch;
      return false;
    }
    z3::solver probe = backend_->newSolver();
    z3::expr probeBody = body;
    for (size_t i = 0; i < newer.slots.size(); ++i)
      probeBody = probeBody && backend_->translate(newer.slots[i]) == (*w)[static_cast<int>(i)];
    probe.add(probeBody);
    if (backend_->check(probe, stats_) == SatResult::Unsat) return false;
  }
  // Quantified checks that Z3 keeps giving up on cost their whole budget each: once they
  // mostly fail, they are no longer posed (states stay unpruned, which is always sound).
  if (!quantified.empty() && quantifiedUnknown_ >= kQuantifiedGiveUp &&
      quantifiedUnknown_ > 4 * quantifiedDecided_) {
    ++quantifiedSkipped_;
    return false;
  }
  z3::solver solver = backend_->newSolver();
  for (ExprId c : newer.constraints) backend_->assertInto(solver, c);
  z3::expr covered = quantified.empty() ? body : z3::exists(quantified, body);
  if (!quantified.empty())
    solver.set("timeout", std::min(kQuantifiedCheckMs, backend_->timeoutMs()));
  solver.add(!covered);
  SatResult r = backend_->check(solver, stats_);
  if (!quantified.empty()) ++(r == SatResult::Unknown ? quantifiedUnknown_ : quantifiedDecided_);
  return r == SatResult::Unsat;
}

}  // namespace symtest::solver
