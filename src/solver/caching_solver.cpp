// CachingSolver: answers most queries without Z3 (folding, model reuse, query cache, local
// search) and sends the rest as small independent slices to a fresh Z3 solver.
#include <algorithm>
#include <cstdint>
#include <stdexcept>

#include "solver/expr_eval.hpp"
#include "solver/expr_walk.hpp"
#include "solver/model_search.hpp"
#include "solver/projection.hpp"
#include "solver/readable_model.hpp"
#include "solver/solver_impl.hpp"

namespace symtest::solver {

namespace {
constexpr size_t kMaxModels = 8;              // models kept for reuse; evaluation is cheap
constexpr size_t kMaxCacheEntries = 1 << 16;  // the query cache is cleared beyond this

// Order relations between two terms as a set of {<, =, >}.
constexpr uint8_t kLt = 1, kEq = 2, kGt = 4;

uint8_t relationOf(Op op) {
  switch (op) {
    case Op::Slt:
      return kLt;
    case Op::Sle:
      return kLt | kEq;
    case Op::Sgt:
      return kGt;
    case Op::Sge:
      return kGt | kEq;
    case Op::Eq:
      return kEq;
    default:
      return kLt | kGt;  // Ne
  }
}

// Cheap contradiction check on a conjunction before it goes to Z3: comparisons of the same
// two terms (a > b with b > a, frequent at branches over products, where bit-blasting the
// products costs Z3 hundreds of milliseconds) and signed intervals of a term against
// constants (x > 5 with x < 3). Sound, not complete.
bool orderContradiction(const ExprPool& pool, const std::vector<ExprId>& conjuncts) {
  struct Interval {
    int64_t lo, hi;  // signed bounds within the term's width
    std::vector<int64_t> excluded;
  };
  std::unordered_map<uint64_t, uint8_t> pairs;  // (smaller id, larger id) -> relations left
  std::unordered_map<ExprId, Interval> ranges;
  std::vector<ExprId> todo(conjuncts.begin(), conjuncts.end());
  while (!todo.empty()) {
    const ExprNode& n = pool.node(todo.back());
    todo.pop_back();
    if (n.op == Op::BoolAnd) {
      todo.push_back(n.a);
      todo.push_back(n.b);
      continue;
    }
    if (n.op < Op::Eq || n.op > Op::Sge || pool.node(n.a).width == 0) continue;
    uint8_t rel = relationOf(n.op);
    if (pool.isConst(n.b)) {
      const uint8_t w = pool.node(n.a).width;
      const int64_t max = signExtend(maskBits(~uint64_t{0}, w) >> 1, w);
      Interval& r = ranges.try_emplace(n.a, Interval{-max - 1, max, {}}).first->second;
      const int64_t c = pool.signedValue(n.b);
      if (rel == (kLt | kGt)) {
        r.excluded.push_back(c);
      } else {
        // x < c is x <= c - 1; an empty side (x < MIN) leaves lo > hi below.
        if (rel & kEq) {
          if (!(rel & kLt)) r.lo = std::max(r.lo, c);
          if (!(rel & kGt)) r.hi = std::min(r.hi, c);
        } else if (rel == kLt) {
          if (c == INT64_MIN) return true;
          r.hi = std::min(r.hi, c - 1);
        } else {
          if (c == INT64_MAX) return true;
          r.lo = std::max(r.lo, c + 1);
        }
      }
      if (r.lo > r.hi) return true;
      if (r.lo == r.hi &&
          std::find(r.excluded.begin(), r.excluded.end(), r.lo) != r.excluded.end()) {
        return true;
      }
      continue;
    }
    ExprId x = n.a, y = n.b;
    if (x > y) {
      std::swap(x, y);
      rel = static_cast<uint8_t>((rel & kEq) | ((rel & kLt) ? kGt : 0) | ((rel & kGt) ? kLt : 0));
    }
    auto [it, inserted] = pairs.try_emplace((uint64_t{x} << 32) | y, rel);
    if (!inserted) it->second &= rel;
    if (it->second == 0) return true;
  }
  return false;
}
}  // namespace

// ---- Slicer ----------------------------------------------------------------------------

const std::vector<uint32_t>& Slicer::varsOf(ExprId id) {
  auto it = vars_.find(id);
  if (it == vars_.end()) it = vars_.emplace(id, pool_.variables(id)).first;
  return it->second;
}

std::vector<ExprId> Slicer::slice(const std::vector<ExprId>& constraints,
                                  const std::vector<uint32_t>& seeds,
                                  std::vector<uint32_t>* sliceVars) {
  // Union-find over the variables of this query only.
  std::unordered_map<uint32_t, uint32_t> parent;
  auto find = [&parent](uint32_t x) {
    auto it = parent.find(x);
    while (it != parent.end() && it->second != x) {
      x = it->second;
      it = parent.find(x);
    }
    return x;
  };
  for (ExprId c : constraints) {
    const std::vector<uint32_t>& vs = varsOf(c);
    if (vs.empty()) continue;
    for (uint32_t v : vs) parent.try_emplace(v, v);
    const uint32_t root = find(vs[0]);
    for (size_t i = 1; i < vs.size(); ++i) {
      const uint32_t r = find(vs[i]);
      if (r != root) parent[r] = root;
    }
  }
  std::unordered_map<uint32_t, bool> roots;
  for (uint32_t s : seeds) roots[find(s)] = true;
  std::vector<ExprId> result;
  std::vector<uint32_t> vars(seeds.begin(), seeds.end());
  for (ExprId c : constraints) {
    if (pool_.isTrue(c)) continue;
    const std::vector<uint32_t>& vs = varsOf(c);
    if (!vs.empty() && !roots.contains(find(vs[0]))) continue;
    result.push_back(c);
    vars.insert(vars.end(), vs.begin(), vs.end());
  }
  if (sliceVars != nullptr) {
    std::sort(vars.begin(), vars.end());
    vars.erase(std::unique(vars.begin(), vars.end()), vars.end());
    *sliceVars = std::move(vars);
  }
  return result;
}

// ---- CachingSolver ---------------------------------------------------------------------

size_t CachingSolver::KeyHash::operator()(const std::vector<ExprId>& key) const {
  uint64_t h = 0xcbf29ce484222325ULL;
  for (ExprId id : key) h = (h ^ id) * 0x100000001b3ULL;
  return static_cast<size_t>(h);
}

CachingSolver::CachingSolver(ExprPool& pool, const SolverOptions& options)
    : pool_(pool), z3_(pool, options), slicer_(pool), arrayGuesses_(options.arrayGuesses) {
  models_.push_back(std::make_shared<const Assignment>());
}

void CachingSolver::push() {
  frames_.push_back(Frame{constraints_.size(), models_, pending_});
}

void CachingSolver::pop() {
  if (frames_.empty()) throw std::logic_error("Solver::pop without a matching push");
  Frame f = std::move(frames_.back());
  frames_.pop_back();
  for (size_t i = f.size; i < constraints_.size(); ++i) {
    auto it = present_.find(constraints_[i]);
    if (--it->second == 0) present_.erase(it);
  }
  constraints_.resize(f.size);
  asGiven_.resize(f.size);
  if (unsatFrom_ != kNone && unsatFrom_ > f.size) unsatFrom_ = kNone;
  // Models of a superset still model the subset. Pending positions only ever grow at the
  // end or are all cleared, so what is left is either the frame's list or empty.
  std::erase_if(pending_, [&f](size_t pos) { return pos >= f.size; });
  if (pending_ == f.pending) {
    for (ModelPtr& m : f.models) {
      if (models_.size() >= kMaxModels) break;
      if (std::find(models_.begin(), models_.end(), m) == models_.end()) models_.push_back(m);
    }
  }
}

void CachingSolver::add(ExprId constraint) {
  asGiven_.push_back(constraint);
  constraint = unmarked(pool_, constraint);  // the marks are for people, not for reasoning
  constraints_.push_back(constraint);
  present_[constraint]++;
  if (pool_.isTrue(constraint)) return;
  if (pool_.isFalse(constraint) && unsatFrom_ == kNone) unsatFrom_ = constraints_.size();
  if (unsatFrom_ != kNone) return;
  // Usually the engine adds what it just asked about, so the model that answered is first.
  std::vector<ModelPtr> keep;
  for (ModelPtr& m : models_) {
    if (pool_.evaluate(constraint, *m) != 0) keep.push_back(m);
  }
  if (keep.empty()) {
    pending_.push_back(constraints_.size() - 1);  // checked with the next query's slice
  } else {
    models_ = std::move(keep);
  }
}

bool CachingSolver::holdsPending(const Assignment& model) const {
  EvalCache cache;
  for (size_t pos : pending_) {
    if (evaluateWith(pool_, constraints_[pos], model, cache) == 0) return false;
  }
  return true;
}

void CachingSolver::rememberModel(ModelPtr model, bool coversPending) {
  if (coversPending && !pending_.empty()) {
    // The new model satisfies everything; the older ones may not satisfy pending_.
    models_.clear();
    pending_.clear();
  }
  models_.insert(models_.begin(), std::move(model));
  if (models_.size() > kMaxModels) models_.resize(kMaxModels);
}

SatResult CachingSolver::isSatisfiable(ExprId extra) {
  stats_.queries++;
  extra = unmarked(pool_, extra);
  if (unsatFrom_ != kNone || pool_.isFalse(extra)) {
    stats_.decidedByFolding++;
    return SatResult::Unsat;
  }
  const bool verified = pending_.empty();
  if (verified && (pool_.isTrue(extra) || present_.contains(extra))) {
    stats_.decidedByFolding++;
    return SatResult::Sat;
  }
  if (verified && present_.contains(pool_.notExpr(extra))) {
    stats_.decidedByFolding++;
    return SatResult::Unsat;
  }
  // Counterexample cache: a known model of the constraints that also satisfies extra.
  for (size_t i = 0; i < models_.size(); ++i) {
    const Assignment& m = *models_[i];
    if (pool_.evaluate(extra, m) == 0 || !holdsPending(m)) continue;
    ModelPtr hit = models_[i];
    models_.erase(models_.begin() + static_cast<ptrdiff_t>(i));
    rememberModel(std::move(hit), true);
    stats_.decidedByModel++;
    return SatResult::Sat;
  }
  return solveSlice(extra);
}

// A query over one integer variable that its constraints bound to a few values (an angle in
// degrees between 1 and 89) is decided by trying them all: complete, and far cheaper than
// bit-blasting the floating-point arithmetic a value may go through (Math.sin of it).
std::optional<CachingSolver::CacheEntry> CachingSolver::enumerateSmallDomain(
    const std::vector<ExprId>& key, const std::vector<uint32_t>& sliceVars) {
  constexpr int64_t kMaxValues = 4096;
  if (sliceVars.size() != 1 ||
      std::none_of(key.begin(), key.end(), [this](ExprId c) { return hasFpArithmetic(c); }))
    return std::nullopt;  // Z3 decides the others fast
  const uint32_t v = sliceVars[0];
  const VarInfo& info = pool_.var(v);
  if (info.isFloat || info.width == 0 || info.width > 32) return std::nullopt;
  const ExprId var = pool_.varExpr(v);
  int64_t lo = pool_.range(var).lo, hi = pool_.range(var).hi;
  // Its bounds by constants (var < 90, 0 < var).
  for (ExprId c : key) {
    const std::optional<Bound> bound = boundOn(pool_, c, v);
    if (!bound || !pool_.isConst(bound->term)) continue;
    const int64_t k = pool_.signedValue(bound->term);
    if (bound->kind != Bound::Kind::Upper) lo = std::max(lo, bound->strict ? k + 1 : k);
    if (bound->kind != Bound::Kind::Lower) hi = std::min(hi, bound->strict ? k - 1 : k);
  }
  if (hi - lo >= kMaxValues) return std::nullopt;
  CacheEntry entry{SatResult::Unsat, nullptr};
  Assignment candidate = *models_.front();
  for (int64_t value = lo; value <= hi; ++value) {
    candidate[v] = maskBits(static_cast<uint64_t>(value), info.width);
    bool holds = true;
    EvalCache cache;  // the constraints share their arithmetic
    for (ExprId c : key)
      if (evaluateWith(pool_, c, candidate, cache) == 0) {
        holds = false;
        break;
      }
    if (holds) {
      entry.result = SatResult::Sat;
      entry.model = std::make_shared<const Assignment>(Assignment{{v, candidate[v]}});
      break;
    }
  }
  return entry;
}

// Bit-blasting floating-point arithmetic (a division, a polynomial) is what makes a query
// slow, yet a branch on an argument's bits inside a library function (its sign, its exponent)
// is often decided by the constraints without it: when `extra` has none, those constraints
// alone are checked first. Unsat is the answer; a model of them that satisfies the rest too is
// a model of the query; otherwise the whole query goes to Z3 (nullopt).
std::optional<CachingSolver::CacheEntry> CachingSolver::solveWithoutFpArithmetic(
    const std::vector<ExprId>& key, ExprId extra, const std::vector<uint32_t>& sliceVars) {
  if (hasFpArithmetic(extra)) return std::nullopt;
  std::vector<ExprId> light;
  for (ExprId c : key)
    if (!hasFpArithmetic(c)) light.push_back(c);
  if (light.size() == key.size()) return std::nullopt;
  z3::solver solver = z3_.newSolver();
  z3_.assertAll(solver, light);
  CacheEntry entry;
  entry.result = z3_.check(solver, stats_);
  if (entry.result == SatResult::Unsat) return entry;
  if (entry.result != SatResult::Sat) return std::nullopt;
  std::optional<Assignment> model = z3_.readModel(solver, sliceVars);
  if (!model) return std::nullopt;
  Assignment merged = *models_.front();
  for (const auto& [v, value] : *model) merged[v] = value;
  for (ExprId c : key)
    if (pool_.evaluate(c, merged) == 0) return std::nullopt;
  entry.model = std::make_shared<const Assignment>(std::move(*model));
  return entry;
}

bool CachingSolver::hasFpArithmetic(ExprId id) {
  postOrder(pool_, id, fpArithmetic_, [this](ExprId, const ExprNode& n) {
    switch (n.op) {
      case Op::FAdd:
      case Op::FSub:
      case Op::FMul:
      case Op::FDiv:
      case Op::FRem:
      case Op::FIeeeRem:
      case Op::FSqrt:
        return true;
      default:
        for (ExprId child : {n.a, n.b, n.c})
          if (child != kNoExpr && fpArithmetic_.at(child)) return true;
        return false;
    }
  });
  return fpArithmetic_.at(id);
}

SatResult CachingSolver::solveSlice(ExprId extra) {
  // Everything not yet verified goes into the query together with extra.
  std::vector<uint32_t> seeds = slicer_.varsOf(extra);
  for (size_t pos : pending_) {
    const std::vector<uint32_t>& vs = slicer_.varsOf(constraints_[pos]);
    seeds.insert(seeds.end(), vs.begin(), vs.end());
  }
  std::sort(seeds.begin(), seeds.end());
  seeds.erase(std::unique(seeds.begin(), seeds.end()), seeds.end());
  std::vector<uint32_t> sliceVars;
  std::vector<ExprId> query = slicer_.slice(constraints_, seeds, &sliceVars);
  if (!pool_.isTrue(extra)) query.push_back(extra);
  std::vector<ExprId> key = query;
  std::sort(key.begin(), key.end());
  key.erase(std::unique(key.begin(), key.end()), key.end());

  if (orderContradiction(pool_, key)) {
    stats_.decidedByFolding++;  // a syntactic decision, like constant folding
    if (pool_.isTrue(extra)) unsatFrom_ = constraints_.size();
    return SatResult::Unsat;
  }
  CacheEntry entry;
  if (auto it = cache_.find(key); it != cache_.end()) {
    stats_.decidedByCache++;
    entry = it->second;
  } else if (auto found = searchModel(pool_, slicer_, key, *models_.front());
             found || (found = guessArrays(pool_, slicer_, key, *models_.front(), arrayGuesses_))) {
    stats_.decidedBySearch++;
    entry.result = SatResult::Sat;
    entry.model = std::make_shared<const Assignment>(std::move(*found));
    if (cache_.size() >= kMaxCacheEntries) cache_.clear();
    cache_.emplace(std::move(key), entry);
  } else if (std::optional<CacheEntry> enumerated = enumerateSmallDomain(key, sliceVars)) {
    stats_.decidedBySearch++;
    entry = std::move(*enumerated);
    if (cache_.size() >= kMaxCacheEntries) cache_.clear();
    cache_.emplace(std::move(key), entry);
  } else if (Assignment model; (entry.result = z3_.checkAsIntegers(key, sliceVars, stats_,
                                                                   model)) != SatResult::Unknown) {
    // Linear arithmetic with its wrap-around explicit: what bit-blasting decides slowest.
    if (entry.result == SatResult::Sat)
      entry.model = std::make_shared<const Assignment>(std::move(model));
    if (cache_.size() >= kMaxCacheEntries) cache_.clear();
    cache_.emplace(std::move(key), entry);
  } else if (std::optional<CacheEntry> light = solveWithoutFpArithmetic(key, extra, sliceVars)) {
    entry = std::move(*light);
    if (cache_.size() >= kMaxCacheEntries) cache_.clear();
    cache_.emplace(std::move(key), entry);
  } else {
    z3::solver solver = z3_.newSolver();
    z3_.assertAll(solver, key);
    entry.result = z3_.check(solver, stats_);
    if (entry.result == SatResult::Sat) {
      std::optional<Assignment> model = z3_.readModel(solver, sliceVars);
      if (!model) return SatResult::Unknown;  // the run is stopping
      entry.model = std::make_shared<const Assignment>(std::move(*model));
    }
    if (entry.result == SatResult::Unknown) return SatResult::Unknown;
    if (cache_.size() >= kMaxCacheEntries) cache_.clear();
    cache_.emplace(std::move(key), entry);
  }

  if (entry.result == SatResult::Unsat) {
    // Without extra the query was about the pending constraints: the whole set is unsat.
    if (pool_.isTrue(extra)) unsatFrom_ = constraints_.size();
    return SatResult::Unsat;
  }
  // The slice model decides the slice's variables; every other constraint keeps the values
  // of a known model (it shares no variable with the slice).
  auto merged = std::make_shared<Assignment>(*models_.front());
  for (const auto& [v, value] : *entry.model) (*merged)[v] = value;
  rememberModel(std::move(merged), true);
  return SatResult::Sat;
}

std::optional<Assignment> CachingSolver::readableModel(const std::vector<uint32_t>& vars) {
  if (unsatFrom_ != kNone) return std::nullopt;
  const Assignment* known = pending_.empty() ? models_.front().get() : nullptr;
  return findReadableModel(pool_, z3_, slicer_, stats_, constraints_, vars, known);
}

}  // namespace symtest::solver
