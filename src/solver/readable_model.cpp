// Readable models: cheap evaluator candidates first, then Z3 under magnitude bounds relaxed
// per variable via unsat cores, then greedy shrinking toward 0 with the evaluator.
#include "solver/readable_model.hpp"

#include <algorithm>
#include <string>
#include <unordered_set>

#include "solver/expr_eval.hpp"

namespace symtest::solver {

namespace {

// Magnitude bounds tried in order; a variable whose bound conflicts moves to the next one.
constexpr uint64_t kBounds[] = {8, 128, 32768, 2147483647};
constexpr size_t kNumBounds = sizeof kBounds / sizeof kBounds[0];
constexpr uint64_t kReadable = kBounds[0];
// Evaluator-found values up to this magnitude are accepted without asking Z3 for smaller
// ones: a bisected bound (x > 1000 -> 1001) is already what a person would pick, and every
// Z3 round costs milliseconds.
constexpr uint64_t kAcceptCheap = 1000;
// Z3 rounds per readable model: bound conflicts relax one level per round.
constexpr size_t kMaxRounds = 4;

class ModelShrinker {
 public:
  ModelShrinker(const ExprPool& pool, const std::vector<ExprId>& constraints, Slicer& slicer)
      : pool_(pool) {
    for (ExprId c : constraints) {
      for (uint32_t v : slicer.varsOf(c)) byVar_[v].push_back(c);
    }
  }

  // Distance from zero as the printer will show it (signed unless char/boolean).
  uint64_t magnitude(uint32_t v, uint64_t bits) const {
    const VarInfo& info = pool_.var(v);
    if (!info.isSigned || info.width <= 1) return maskBits(bits, info.width);
    const int64_t s = signExtend(bits, info.width);
    return s < 0 ? 0 - static_cast<uint64_t>(s) : static_cast<uint64_t>(s);
  }

  uint64_t maxMagnitude(const Assignment& a, const std::vector<uint32_t>& vars) const {
    uint64_t m = 0;
    for (uint32_t v : vars) {
      auto it = a.find(v);
      m = std::max(m, it == a.end() ? 0 : magnitude(v, it->second));
    }
    return m;
  }

  // Moves each variable (others fixed) to the smallest-magnitude candidate that keeps
  // the constraints mentioning it true; repeats while something changed.
  void shrink(Assignment& a, const std::vector<uint32_t>& order) const {
    for (int pass = 0; pass < 3; ++pass) {
      bool changed = false;
      for (uint32_t v : order) changed |= shrinkOne(a, v);
      changed |= shiftLarge(a, order);
      if (!changed) break;
    }
  }

 private:
  bool holdsFor(uint32_t v, const Assignment& a) const {
    auto it = byVar_.find(v);
    return it == byVar_.end() || holdsAll(pool_, it->second, a);
  }

  bool shrinkOne(Assignment& a, uint32_t v) const {
    const VarInfo& info = pool_.var(v);
    const uint64_t cur = a.contains(v) ? a.at(v) : 0;
    const uint64_t curMag = magnitude(v, cur);
    if (curMag == 0) return false;
    const bool isSigned = info.isSigned && info.width > 1;
    auto tryValue = [&](uint64_t bits) {
      a[v] = maskBits(bits, info.width);
      return holdsFor(v, a);
    };
    // Small values first: 0, 1, -1, 2, -2, ...
    for (uint64_t k = 0; k <= kReadable && k < curMag; ++k) {
      if (tryValue(k)) return true;
      if (isSigned && k > 0 && tryValue(0 - k)) return true;
    }
    // Then bisect the magnitude on the value's side of zero: finds the boundary of a bound
    // like x > 1000 exactly (1001); for non-monotone constraints it is only a heuristic, but
    // every accepted value is checked.
    const bool negative = isSigned && signExtend(cur, info.width) < 0;
    auto withMag = [negative](uint64_t m) { return negative ? 0 - m : m; };
    uint64_t lo = std::min(curMag, kReadable), hi = curMag;  // lo fails, hi holds
    while (hi - lo > 1) {
      const uint64_t mid = lo + (hi - lo) / 2;
      if (tryValue(withMag(mid))) {
        hi = mid;
      } else {
        lo = mid;
      }
    }
    a[v] = maskBits(withMag(hi), info.width);
    return hi < curMag;
  }

  // Moves all large signed variables by one common offset. Differences such as
  // x1 - x2 == -96 survive the move (also across wrap-around), which single-variable moves
  // cannot achieve. Tries to bring each large variable to 0 and bisects toward that offset.
  bool shiftLarge(Assignment& a, const std::vector<uint32_t>& order) const {
    std::vector<uint32_t> large;
    for (uint32_t v : order) {
      const VarInfo& info = pool_.var(v);
      if (info.isSigned && info.width >= 8 && a.contains(v) && magnitude(v, a.at(v)) > kReadable) {
        large.push_back(v);
      }
    }
    if (large.size() < 2) return false;
    const Assignment start = a;
    auto shifted = [&](uint64_t d) {
      Assignment b = start;
      for (uint32_t v : large) b[v] = maskBits(start.at(v) - d, pool_.var(v).width);
      return b;
    };
    auto holds = [&](const Assignment& b) {
      for (uint32_t v : large) {
        if (!holdsFor(v, b)) return false;
      }
      return true;
    };
    auto cost = [&](const Assignment& b) { return maxMagnitude(b, large); };
    Assignment best = start;
    for (uint32_t target : large) {
      // Offset as a signed distance in the target's width, so bisection walks the short way.
      const int64_t full = signExtend(start.at(target), pool_.var(target).width);
      int64_t lo = 0, hi = full;  // lo holds, hi is the goal
      if (!holds(shifted(static_cast<uint64_t>(hi)))) {
        while (hi - lo > 1 || lo - hi > 1) {
          const int64_t mid = lo + (hi - lo) / 2;
          if (holds(shifted(static_cast<uint64_t>(mid)))) {
            lo = mid;
          } else {
            hi = mid;
          }
        }
        hi = lo;
      }
      Assignment candidate = shifted(static_cast<uint64_t>(hi));
      if (cost(candidate) < cost(best)) best = std::move(candidate);
    }
    if (cost(best) >= cost(start)) return false;
    a = std::move(best);
    return true;
  }

  const ExprPool& pool_;
  std::unordered_map<uint32_t, std::vector<ExprId>> byVar_;
};

// The largest bound that still restricts a variable of this kind, as an index limit.
size_t usefulBounds(const VarInfo& info) {
  if (info.width <= 1) return 0;
  const uint64_t max =
      info.isSigned ? (uint64_t{1} << (info.width - 1)) - 1 : maskBits(~uint64_t{0}, info.width);
  size_t n = 0;
  while (n < kNumBounds && kBounds[n] < max) ++n;
  return n;
}

// Z3 with |v| <= bound assumptions; bounds named in an unsat core are relaxed for exactly
// those variables, so one variable forced large (x == 100000) leaves the others small.
std::optional<Assignment> boundedSolve(const ExprPool& pool, Z3Backend& z3, SolverStats& stats,
                                       const std::vector<ExprId>& slice,
                                       const std::vector<uint32_t>& vars) {
  z3::context& ctx = z3.ctx();
  z3::solver solver = z3.newSolver();
  for (ExprId c : slice) solver.add(z3.translate(c));
  std::vector<size_t> level(vars.size(), 0);
  std::vector<std::pair<z3::expr, size_t>> literals;  // assumption literal -> index in vars
  bool unbounded = false;  // the last round drops all bounds so that a model is found
  for (size_t round = 0; round < kMaxRounds; ++round) {
    unbounded = unbounded || round + 1 == kMaxRounds;
    z3::expr_vector assumptions(ctx);
    literals.clear();
    for (size_t i = 0; i < vars.size(); ++i) {
      const VarInfo& info = pool.var(vars[i]);
      if (level[i] >= usefulBounds(info) || unbounded) continue;
      const uint64_t b = kBounds[level[i]];
      const z3::expr x = z3.var(vars[i]);
      const z3::expr bound =
          info.isSigned ? z3::sge(x, ctx.bv_val(static_cast<uint64_t>(-static_cast<int64_t>(b)),
                                                info.width)) &&
                              z3::sle(x, ctx.bv_val(b, info.width))
                        : z3::ule(x, ctx.bv_val(b, info.width));
      const std::string name = "bound!" + std::to_string(vars[i]) + "!" + std::to_string(b);
      const z3::expr lit = ctx.bool_const(name.c_str());
      solver.add(z3::implies(lit, bound));  // re-adding the same implication is harmless
      assumptions.push_back(lit);
      literals.emplace_back(lit, i);
    }
    const SatResult r = z3.check(solver, stats, &assumptions);
    if (r == SatResult::Sat) return z3.readModel(solver.get_model(), vars);
    if (r == SatResult::Unknown) {
      if (literals.empty()) return std::nullopt;
      unbounded = true;  // bounds can make a query hard: retry once without them
      continue;
    }
    const z3::expr_vector core = solver.unsat_core();
    bool relaxed = false;
    for (unsigned k = 0; k < core.size(); ++k) {
      for (const auto& [lit, i] : literals) {
        if (z3::eq(core[k], lit)) {
          level[i]++;
          relaxed = true;
        }
      }
    }
    if (!relaxed) return std::nullopt;  // unsatisfiable without any bound
  }
  return std::nullopt;
}

}  // namespace

std::optional<Assignment> findReadableModel(const ExprPool& pool, Z3Backend& z3, Slicer& slicer,
                                            SolverStats& stats,
                                            const std::vector<ExprId>& constraints,
                                            const std::vector<uint32_t>& vars,
                                            const Assignment* known) {
  std::vector<uint32_t> seeds = vars;
  std::sort(seeds.begin(), seeds.end());
  seeds.erase(std::unique(seeds.begin(), seeds.end()), seeds.end());
  std::vector<uint32_t> allVars;
  const std::vector<ExprId> slice = slicer.slice(constraints, seeds, &allVars);
  // Shrink the requested variables first, in the caller's order.
  std::vector<uint32_t> order = vars;
  {
    std::unordered_set<uint32_t> requested(vars.begin(), vars.end());
    for (uint32_t v : allVars) {
      if (!requested.contains(v)) order.push_back(v);
    }
  }
  auto complete = [&allVars](Assignment a) {
    for (uint32_t v : allVars) a.try_emplace(v, 0);
    return a;
  };

  const Assignment zeros = complete({});
  if (holdsAll(pool, slice, zeros)) return zeros;

  const ModelShrinker shrinker(pool, slice, slicer);
  std::optional<Assignment> cheap;
  if (known != nullptr) {
    Assignment a;
    for (uint32_t v : allVars) {
      auto it = known->find(v);
      a[v] = it == known->end() ? 0 : maskBits(it->second, pool.var(v).width);
    }
    if (holdsAll(pool, slice, a)) {
      shrinker.shrink(a, order);
      if (shrinker.maxMagnitude(a, allVars) <= kAcceptCheap) return a;
      cheap = std::move(a);
    }
  }

  std::optional<Assignment> found = boundedSolve(pool, z3, stats, slice, allVars);
  if (!found) return cheap;
  Assignment a = complete(std::move(*found));
  shrinker.shrink(a, order);
  if (cheap && shrinker.maxMagnitude(*cheap, allVars) < shrinker.maxMagnitude(a, allVars)) {
    return cheap;
  }
  return a;
}

}  // namespace symtest::solver
