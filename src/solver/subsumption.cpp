#include "solver/subsumption.hpp"

#include <algorithm>
#include <map>
#include <set>

#include "solver/model_search.hpp"
#include "solver/projection.hpp"
#include "solver/readable_model.hpp"
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

SubsumptionChecker::SubsumptionChecker(ExprPool& pool, const SolverOptions& options)
    : pool_(pool), slicer_(pool) {
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
bool SubsumptionChecker::mayCoverWitness(const SymbolicState& older, Assignment& y) const {
  if (!witnessValues_) return true;
  const std::vector<uint64_t>& w = *witnessValues_;
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

void SubsumptionChecker::focus(const SymbolicState& newer) {
  if (newer_ && newer_->constraints == newer.constraints && newer_->slots == newer.slots) return;
  newer_ = newer;
  witnessTried_ = false;
  witness_.reset();
  witnessModel_.reset();
  witnessValues_.reset();
  witnessAssignment_.reset();
  facts_.reset();
  asserted_.clear();
}

const z3::expr_vector* SubsumptionChecker::witness() {
  if (!witnessTried_) computeWitness(*newer_);
  return witness_ ? &*witness_ : nullptr;
}

void SubsumptionChecker::computeWitness(const SymbolicState& newer) {
  witnessTried_ = true;
  z3::context& ctx = backend_->ctx();
  std::set<uint32_t> vars;
  for (ExprId e : newer.slots)
    for (uint32_t v : pool_.variables(e)) vars.insert(v);
  for (ExprId e : newer.constraints)
    for (uint32_t v : pool_.variables(e)) vars.insert(v);
  const bool anyFloat =
      std::any_of(vars.begin(), vars.end(), [&](uint32_t v) { return pool_.var(v).isFloat; });
  std::optional<Assignment> small;
  if (!anyFloat) small = searchModel(pool_, slicer_, newer.constraints, Assignment{});
  if (small) {
    ++stats_.decidedBySearch;
  } else if (!anyFloat) {
    std::vector<uint32_t> wanted(vars.begin(), vars.end());
    small =
        findReadableModel(pool_, *backend_, slicer_, stats_, newer.constraints, wanted, nullptr);
    if (!small) return;
  }
  if (small) {
    witnessAssignment_ = *small;
    // Small values first: a witness whose values sit close together (keys 0, 1, -1 rather
    // than far apart) is the one an older state that needs room between them cannot take.
    z3::model model(ctx);
    for (uint32_t v : vars) {
      z3::expr x = backend_->var(v);
      auto it = small->find(v);
      z3::expr value = ctx.bv_val(it == small->end() ? 0 : it->second, x.get_sort().bv_size());
      if (x.is_bool()) value = ctx.bool_val(it != small->end() && it->second != 0);
      z3::func_decl decl = x.decl();
      model.add_const_interp(decl, value);
    }
    witnessModel_.emplace(model);
    witness_.emplace(ctx);
    std::vector<uint64_t> values;
    for (ExprId slot : newer.slots) {
      uint64_t bits = pool_.evaluate(slot, *small);
      values.push_back(bits);
      witness_->push_back(model.eval(backend_->translate(slot), true));
    }
    witnessValues_ = std::move(values);
    return;
  }
  z3::solver solver = backend_->newSolver();
  for (ExprId c : newer.constraints) backend_->assertInto(solver, c);
  if (backend_->check(solver, stats_) != SatResult::Sat) return;
  z3::model model = solver.get_model();
  witnessModel_.emplace(model);
  witness_.emplace(ctx);
  std::vector<uint64_t> values;
  for (ExprId slot : newer.slots) {
    z3::expr v = model.eval(backend_->translate(slot), true);
    witness_->push_back(v);
    uint64_t bits = 0;
    if (v.is_numeral() && v.is_numeral_u64(bits)) values.push_back(bits);
  }
  if (values.size() == newer.slots.size()) witnessValues_ = std::move(values);
}

bool SubsumptionChecker::admitsWitness(const SymbolicState& older, const z3::expr& body,
                                       const Assignment& forced) {
  if (witnessValues_) {
    // The older constraints with its slots at the witness values: a model found by local
    // search from the forced values answers yes without Z3.
    std::vector<ExprId> constraints = older.constraints;
    for (size_t i = 0; i < older.slots.size(); ++i) {
      const uint8_t width = pool_.node(older.slots[i]).width;
      constraints.push_back(
          pool_.binary(Op::Eq, older.slots[i], pool_.bvConst(width, (*witnessValues_)[i])));
    }
    if (searchModel(pool_, slicer_, constraints, forced)) {
      ++stats_.decidedBySearch;
      return true;
    }
  }
  z3::solver probe = backend_->newSolver();
  z3::expr probeBody = body;
  for (size_t i = 0; i < newer_->slots.size(); ++i)
    probeBody =
        probeBody && backend_->translate(newer_->slots[i]) == (*witness_)[static_cast<int>(i)];
  backend_->setBudget(probe, std::min(kQuantifiedCheckBudget, backend_->budget()));
  probe.add(probeBody);
  return backend_->check(probe, stats_) != SatResult::Unsat;
}

OrderFacts& SubsumptionChecker::facts() {
  if (!facts_) {
    std::vector<z3::expr> assertions;
    for (ExprId c : newer_->constraints) {
      assertions.push_back(backend_->translate(c));
      asserted_.insert(assertions.back().id());
    }
    facts_.emplace(assertions);
  }
  return *facts_;
}

bool SubsumptionChecker::coveredByInstance(const SymbolicState& newer, const z3::expr_vector& bound,
                                           const z3::expr& body) {
  if (!witnessModel_) return false;
  z3::context& ctx = backend_->ctx();
  std::vector<z3::expr> terms;
  std::set<unsigned> seen;
  auto offer = [&](const z3::expr& t) {
    if (seen.insert(t.id()).second) terms.push_back(t);
  };
  for (ExprId slot : newer.slots) offer(backend_->translate(slot));
  for (ExprId c : newer.constraints)
    for (uint32_t v : pool_.variables(c)) offer(backend_->var(v));
  std::vector<std::vector<z3::expr>> choices(bound.size());
  size_t combinations = 1;
  for (unsigned i = 0; i < bound.size(); ++i) {
    for (const z3::expr& t : terms)
      if (z3::eq(t.get_sort(), bound[i].get_sort())) choices[i].push_back(t);
    if (choices[i].empty()) return false;
    combinations *= choices[i].size();
    if (combinations > kInstanceCombinations) return false;
  }
  unsigned posed = 0;
  std::vector<size_t> pick(bound.size(), 0);
  for (size_t n = 0; n < combinations && posed < kInstanceQueries; ++n) {
    z3::expr_vector to(ctx);
    for (unsigned i = 0; i < bound.size(); ++i) to.push_back(choices[i][pick[i]]);
    for (unsigned i = 0; i < bound.size() && ++pick[i] == choices[i].size(); ++i) pick[i] = 0;
    z3::expr instance = z3::expr(body).substitute(bound, to);
    if (!witnessModel_->eval(instance, true).is_true()) continue;
    if (facts().implies(instance)) return true;
    if (instanceQueries_.poor()) continue;  // other choices may still follow from the facts
    ++posed;
    ++instanceQueries_.posed;
    z3::solver solver = backend_->newSolver();
    for (ExprId c : newer.constraints) backend_->assertInto(solver, c);
    backend_->setBudget(solver, std::min(kQuantifiedCheckBudget, backend_->budget()));
    solver.add(!instance);
    if (backend_->check(solver, stats_) == SatResult::Unsat) {
      ++instanceQueries_.proved;
      return true;
    }
  }
  return false;
}

bool SubsumptionChecker::subsumes(const SymbolicState& older, const SymbolicState& newer) {
  try {
    return provesSubsumed(older, newer);
  } catch (const z3::exception&) {
    // Z3 refuses work once the run is stopping (model evaluation, substitution): unknown,
    // and the per-state caches may be half built.
    newer_.reset();
    return false;
  }
}

std::optional<bool> SubsumptionChecker::impliedOverIntegers(const SymbolicState& older,
                                                            const SymbolicState& newer) {
  std::map<uint32_t, ExprId> to;
  std::vector<ExprId> conjuncts;
  std::vector<size_t> terms;  // older slots that are no bare variable: equal the newer ones
  for (size_t i = 0; i < older.slots.size(); ++i) {
    const ExprNode& n = pool_.node(older.slots[i]);
    if (n.op != Op::Var) {
      terms.push_back(i);
      continue;
    }
    auto [it, fresh] = to.emplace(static_cast<uint32_t>(n.value), newer.slots[i]);
    if (!fresh) conjuncts.push_back(pool_.binary(Op::Eq, it->second, newer.slots[i]));
  }
  for (size_t i : terms) {
    for (uint32_t v : pool_.variables(older.slots[i]))
      if (!to.count(v)) return std::nullopt;
    const ExprId renamed = substituteVariables(pool_, older.slots[i], to);
    if (renamed == kNoExpr) return std::nullopt;
    conjuncts.push_back(pool_.binary(Op::Eq, renamed, newer.slots[i]));
  }
  for (ExprId c : older.constraints) {
    for (uint32_t v : pool_.variables(c))
      if (!to.count(v)) return std::nullopt;  // an existential: left to the checks below
    conjuncts.push_back(substituteVariables(pool_, c, to));
    if (conjuncts.back() == kNoExpr) return std::nullopt;
  }
  // What the newer state asserts verbatim, or implies by transitivity, needs no check.
  ExprId all = pool_.trueExpr();
  for (ExprId c : conjuncts)
    if (std::find(newer.constraints.begin(), newer.constraints.end(), c) ==
            newer.constraints.end() &&
        !facts().implies(backend_->translate(c)))
      all = pool_.binary(Op::BoolAnd, all, c);
  if (pool_.isTrue(all)) {
    ++stats_.decidedByFolding;
    return true;
  }
  // A valuation the newer state allows and the older one does not: no, without Z3.
  witness();
  if (witnessAssignment_ && pool_.evaluate(all, *witnessAssignment_) == 0) {
    ++stats_.decidedBySearch;
    return false;
  }
  std::vector<ExprId> query = newer.constraints;
  query.push_back(pool_.notExpr(all));
  if (searchModel(pool_, slicer_, query, witnessAssignment_ ? *witnessAssignment_ : Assignment{})) {
    ++stats_.decidedBySearch;
    return false;
  }
  Assignment unused;
  switch (backend_->checkAsIntegers(query, {}, stats_, unused)) {
    case SatResult::Unsat:
      return true;
    case SatResult::Sat:
      return false;
    default:
      return std::nullopt;
  }
}

bool SubsumptionChecker::provesSubsumed(const SymbolicState& older, const SymbolicState& newer) {
  if (older.slots.size() != newer.slots.size()) return false;
  focus(newer);
  // Every older variable a slot's: a quantifier-free implication, which the integers decide
  // fastest (orderings that bit-blasting refutes slowly).
  if (std::optional<bool> implied = impliedOverIntegers(older, newer)) return *implied;
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
  std::set<uint32_t> pinned;  // bound variables a solved value refers to: not solved later
  for (size_t i : pending) {
    std::optional<uint32_t> pick;
    for (uint32_t v : pool_.variables(older.slots[i]))
      if (!pick && bound.count(v) && !pinned.count(v) &&
          occurrences(pool_, older.slots[i], v) == 1 && invertibleIn(pool_, older.slots[i], v))
        pick = v;
    if (!pick) {
      unsolved.push_back(i);
      continue;
    }
    z3::expr value =
        invert(older.slots[i], *pick, backend_->translate(newer.slots[i]), inNewerTerms);
    renamed.insert_or_assign(*pick, value);
    bound.erase(*pick);
    for (uint32_t v : pool_.variables(older.slots[i]))
      if (bound.count(v)) pinned.insert(v);
  }
  z3::expr_vector quantified(ctx);
  for (uint32_t v : bound) quantified.push_back(renamed.at(v));
  // The renaming is final now: one substitution map for every conjunct.
  z3::expr_vector from(ctx), to(ctx);
  for (auto& [v, x] : renamed) {
    from.push_back(backend_->var(v));
    to.push_back(x);
  }
  auto renamedTerm = [&](ExprId e) { return backend_->translate(e).substitute(from, to); };
  std::vector<z3::expr> conjuncts;
  for (ExprId c : older.constraints) conjuncts.push_back(renamedTerm(c));
  for (size_t i : unsolved)
    conjuncts.push_back(renamedTerm(older.slots[i]) == backend_->translate(newer.slots[i]));
  z3::expr body = ctx.bool_val(true);
  for (const z3::expr& c : conjuncts) body = body && c;
  if (!quantified.empty() && existential_.poor()) {
    ++quantifiedSkipped_;
    return false;
  }
  if (!quantified.empty()) {
    // A witness first, without quantifiers: one valuation the newer state allows (its slots'
    // values under a model of its constraints) that the older one does not shows the answer
    // is no. Most checks end here; the quantified queries below are the expensive ones.
    const z3::expr_vector* w = witness();
    if (!w) return false;
    Assignment forced;
    if (!mayCoverWitness(older, forced)) {
      ++stats_.decidedBySearch;
      return false;
    }
    if (!admitsWitness(older, body, forced)) return false;
    ++existential_.posed;
  }
  // exists y. (A(x) && B1(x, y1) && B2(x, y2)) is A && (exists y1. B1) && (exists y2. B2):
  // conjuncts without bound variables are checked without a quantifier (none at all when the
  // newer state asserts them verbatim), the others in groups that share bound variables.
  facts();  // fills asserted_
  std::vector<z3::expr> plain;
  std::vector<std::pair<z3::expr, std::vector<unsigned>>> quantifiedParts;
  for (const z3::expr& c : conjuncts) {
    std::vector<unsigned> uses = boundIn(c, quantified);
    if (!uses.empty())
      quantifiedParts.emplace_back(c, std::move(uses));
    else if (!asserted_.count(c.id()) && !facts().implies(c))
      plain.push_back(c);
  }
  if (!plain.empty()) {
    z3::expr all = ctx.bool_val(true);
    for (const z3::expr& c : plain) all = all && c;
    if (witnessModel_ && witnessModel_->eval(all, true).is_false()) {
      ++stats_.decidedBySearch;
      return false;
    }
    z3::solver solver = backend_->newSolver();
    for (ExprId c : newer.constraints) backend_->assertInto(solver, c);
    solver.add(!all);
    if (backend_->check(solver, stats_) != SatResult::Unsat) return false;
  }
  for (const auto& [vars, part] : groupByVariables(quantified, quantifiedParts))
    if (!coversExistentially(newer, vars, part)) return false;
  if (plain.empty() && quantifiedParts.empty()) ++stats_.decidedByFolding;
  if (!quantified.empty()) ++existential_.proved;
  return true;
}

std::vector<unsigned> SubsumptionChecker::boundIn(const z3::expr& e,
                                                  const z3::expr_vector& quantified) const {
  std::set<unsigned> wanted;
  for (unsigned i = 0; i < quantified.size(); ++i) wanted.insert(quantified[i].id());
  std::set<unsigned> seen, found;
  std::vector<z3::expr> todo{e};
  while (!todo.empty()) {
    z3::expr x = todo.back();
    todo.pop_back();
    if (!seen.insert(x.id()).second || !x.is_app()) continue;
    if (x.num_args() == 0) {
      if (wanted.count(x.id())) found.insert(x.id());
      continue;
    }
    for (unsigned i = 0; i < x.num_args(); ++i) todo.push_back(x.arg(i));
  }
  std::vector<unsigned> out;
  for (unsigned i = 0; i < quantified.size(); ++i)
    if (found.count(quantified[i].id())) out.push_back(i);
  return out;
}

std::vector<std::pair<z3::expr_vector, z3::expr>> SubsumptionChecker::groupByVariables(
    const z3::expr_vector& quantified,
    const std::vector<std::pair<z3::expr, std::vector<unsigned>>>& parts) {
  z3::context& ctx = backend_->ctx();
  // Union-find over the bound variables; a part joins the variables it uses.
  std::vector<unsigned> parent(quantified.size());
  for (unsigned i = 0; i < parent.size(); ++i) parent[i] = i;
  std::function<unsigned(unsigned)> root = [&](unsigned i) {
    return parent[i] == i ? i : parent[i] = root(parent[i]);
  };
  for (const auto& [e, uses] : parts)
    for (unsigned u : uses) parent[root(u)] = root(uses.front());
  std::map<unsigned, size_t> index;
  std::vector<std::pair<z3::expr_vector, z3::expr>> groups;
  for (const auto& [e, uses] : parts) {
    auto [it, fresh] = index.emplace(root(uses.front()), groups.size());
    if (fresh) groups.emplace_back(z3::expr_vector(ctx), ctx.bool_val(true));
    groups[it->second].second = groups[it->second].second && e;
  }
  for (unsigned i = 0; i < quantified.size(); ++i)
    if (auto it = index.find(root(i)); it != index.end())
      groups[it->second].first.push_back(quantified[i]);
  return groups;
}

bool SubsumptionChecker::coversExistentially(const SymbolicState& newer,
                                             const z3::expr_vector& vars, const z3::expr& part) {
  if (coveredByInstance(newer, vars, part)) return true;
  // Quantified queries cost their whole budget when Z3 gives up: once they rarely prove
  // anything, they are no longer posed (states stay unpruned, which is always sound).
  if (quantifiedQueries_.poor()) {
    ++quantifiedSkipped_;
    return false;
  }
  z3::solver solver = backend_->newSolver();
  for (ExprId c : newer.constraints) backend_->assertInto(solver, c);
  backend_->setBudget(solver, std::min(kQuantifiedCheckBudget, backend_->budget()));
  solver.add(!z3::exists(vars, part));
  SatResult r = backend_->check(solver, stats_);
  ++quantifiedQueries_.posed;
  if (r == SatResult::Unsat) ++quantifiedQueries_.proved;
  return r == SatResult::Unsat;
}

}  // namespace symtest::solver
