// Readable models. Evaluator only first: all zero; the known model shrunk toward 0 one
// variable at a time, by common shifts, and by joint special values (0, ±1, ±2, MAX, MIN,
// ...). Only if that leaves large values: Z3 under magnitude bounds relaxed per variable via
// unsat cores, followed by the same shrinking.
#include "solver/readable_model.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <limits>
#include <string>
#include <unordered_set>

#include "solver/expr_eval.hpp"

namespace symtest::solver {

namespace {

// Magnitude bounds tried in order; a variable whose bound conflicts moves to the next one.
constexpr uint64_t kBounds[] = {8, 128, 32768, 2147483647};
constexpr size_t kNumBounds = sizeof kBounds / sizeof kBounds[0];
constexpr uint64_t kReadable = kBounds[0];
// Values up to this cost are accepted without asking Z3 for smaller ones: a bisected bound
// (x > 1000 -> 1001) is already what a person would pick, and Z3 rounds cost milliseconds
// (seconds with 64-bit products).
constexpr uint64_t kAcceptCheap = 1000;
// The printer names MIN_VALUE/MAX_VALUE: readable, but worse than any small number.
constexpr uint64_t kExtremeCost = kReadable + 1;
// Z3 rounds per readable model: bound conflicts relax one level per round. Bounded rounds
// are optional work: with a fallback model they share a small budget. Measured on the
// library subjects at k=2, they were two thirds of all solver time with 1 s per round
// (HashMap paths whose keys cannot all be small); with 40 ms per round and 80 ms per model,
// test cases with some value above 1000 went from 188 to 194 of 1522 (library and integer
// subjects at k=2). At 25 and 50 ms, 28 instead of 27 of the 197 all-paths test cases of
// Chain, Overflow, Arith, Loops, Recursion and PaperLcm at k=2, for 8% of the integer
// suite's time: rounds that run out were a third of Chain's readable-model time.
// The budgets are Z3 resource units (see SolverOptions::queryBudget), about 25 and 50 ms of
// a quiet machine, so that the values a test case gets never depend on the machine's load.
constexpr size_t kMaxRounds = 4;
constexpr uint64_t kRoundBudget = 150'000;
constexpr uint64_t kFallbackBudget = 300'000;
// Coupled variables tried jointly over these values (e.g. a = 1, b = MAX_VALUE for an
// overflowing sum); more than three variables would make the product too large.
constexpr size_t kMaxJoint = 3;

uint64_t maxOf(const VarInfo& info) {
  return info.isSigned && info.width > 1 ? (uint64_t{1} << (info.width - 1)) - 1
                                         : maskBits(~uint64_t{0}, info.width);
}

// Floating point reads best as a small integral value, then a simple fraction (0.5, 0.1), then
// a named special value (NaN, infinities, -0.0, MIN_VALUE, MAX_VALUE); long digit strings are
// the hardest.
std::vector<uint64_t> fpSpecialValues(uint8_t width) {
  const bool f = width == 32;
  const double max = f ? std::numeric_limits<float>::max() : std::numeric_limits<double>::max();
  const double tiny =
      f ? std::numeric_limits<float>::denorm_min() : std::numeric_limits<double>::denorm_min();
  const double normal = f ? std::numeric_limits<float>::min() : std::numeric_limits<double>::min();
  const double inf = std::numeric_limits<double>::infinity();
  std::vector<uint64_t> out;
  for (double v :
       {0.0,  1.0,  -1.0, 2.0,   -2.0, 0.5,   -0.5,   3.0,
        -3.0, 1.5,  10.0, -10.0, 0.1,  100.0, 1000.0, std::numeric_limits<double>::quiet_NaN(),
        inf,  -inf, -0.0, tiny,  max,  -max,  normal}) {
    const uint64_t bits = fpBits(v, width);
    if (std::find(out.begin(), out.end(), bits) == out.end()) out.push_back(bits);
  }
  return out;
}

// Digits after the decimal point in the shortest text that reads back as `v`, or -1 when
// it needs an exponent or more than 6 of them.
int decimalPlaces(double v, uint8_t width) {
  char buf[64];
  const auto res = width == 32 ? std::to_chars(buf, buf + sizeof buf, static_cast<float>(v),
                                               std::chars_format::fixed)
                               : std::to_chars(buf, buf + sizeof buf, v, std::chars_format::fixed);
  if (res.ec != std::errc()) return -1;  // too long for the buffer: far too many digits
  const std::string text(buf, res.ptr);
  const size_t dot = text.find('.');
  if (dot == std::string::npos) return 0;
  const int places = static_cast<int>(text.size() - dot - 1);
  return places > 6 ? -1 : places;
}

// How hard a float or double is to read (comparable with the integer costs).
uint64_t fpCost(uint64_t bits, uint8_t width, uint64_t extremeCost, uint64_t unreadable) {
  const double v = fpValue(bits, width);
  if (std::isnan(v) || std::isinf(v) || (v == 0 && std::signbit(v))) return extremeCost;
  const double a = std::fabs(v);
  const bool f = width == 32;
  if (a == (f ? std::numeric_limits<float>::max() : std::numeric_limits<double>::max()) ||
      a == (f ? std::numeric_limits<float>::denorm_min()
              : std::numeric_limits<double>::denorm_min()))
    return extremeCost;
  if (a >= 1e15 || (a != 0 && a < 1e-6)) return unreadable;
  const int places = decimalPlaces(v, width);
  if (places < 0) return unreadable;
  return static_cast<uint64_t>(std::ceil(a)) + 2 * static_cast<uint64_t>(places);
}

// Candidate values in order of preference, as bits of the variable's width.
std::vector<uint64_t> specialValues(const VarInfo& info) {
  if (info.isFloat) return fpSpecialValues(info.width);
  std::vector<uint64_t> out;
  auto add = [&](uint64_t v) {
    v = maskBits(v, info.width);
    if (std::find(out.begin(), out.end(), v) == out.end()) out.push_back(v);
  };
  if (info.width <= 1) return {0, 1};
  const uint64_t max = maxOf(info);
  const bool isSigned = info.isSigned;
  for (uint64_t v : {0, 1, 2}) {
    add(v);
    if (isSigned && v > 0) add(0 - v);
  }
  add(max);
  if (isSigned) add(max + 1);  // MIN_VALUE
  for (uint64_t v : {3, 10, 100, 1000}) {
    if (v >= max) break;
    add(v);
    if (isSigned) add(0 - v);
  }
  return out;
}

class ModelShrinker {
 public:
  ModelShrinker(const ExprPool& pool, const std::vector<ExprId>& constraints, Slicer& slicer)
      : pool_(pool), slicer_(slicer) {
    for (ExprId c : constraints) {
      for (uint32_t v : slicer.varsOf(c)) byVar_[v].push_back(c);
    }
  }

  // Distance from zero as the printer will show it (signed unless char/boolean).
  uint64_t magnitude(uint32_t v, uint64_t bits) const {
    const VarInfo& info = pool_.var(v);
    if (info.isFloat) return fpCost(bits, info.width, kExtremeCost, kAcceptCheap + 1);
    if (!info.isSigned || info.width <= 1) return maskBits(bits, info.width);
    const int64_t s = signExtend(bits, info.width);
    return s < 0 ? 0 - static_cast<uint64_t>(s) : static_cast<uint64_t>(s);
  }

  // How hard a value is to read: its magnitude, except for the named extremes.
  uint64_t cost(uint32_t v, uint64_t bits) const {
    const VarInfo& info = pool_.var(v);
    if (info.isFloat) return magnitude(v, bits);
    const uint64_t max = maxOf(info);
    const uint64_t m = maskBits(bits, info.width);
    if (info.width > 1 && (m == max || (info.isSigned && m == maskBits(max + 1, info.width)))) {
      return std::min(kExtremeCost, magnitude(v, bits));
    }
    return magnitude(v, bits);
  }

  uint64_t maxCost(const Assignment& a, const std::vector<uint32_t>& vars) const {
    uint64_t m = 0;
    for (uint32_t v : vars) {
      auto it = a.find(v);
      m = std::max(m, it == a.end() ? 0 : cost(v, it->second));
    }
    return m;
  }

  uint64_t maxMagnitude(const Assignment& a, const std::vector<uint32_t>& vars) const {
    uint64_t m = 0;
    for (uint32_t v : vars) {
      auto it = a.find(v);
      m = std::max(m, it == a.end() ? 0 : magnitude(v, it->second));
    }
    return m;
  }

  // Tries the costliest variables (at most kMaxJoint, in `order`) jointly over their special
  // values, fewest and earliest specials first; keeps the first combination that holds if
  // it lowers the cost. Catches what one-variable moves cannot: a + b overflowing wants
  // a = 1 together with b = MAX_VALUE.
  bool trySpecials(Assignment& a, const std::vector<uint32_t>& order, bool fromModel) const {
    // The costly variables, then their neighbours (they may have to move together).
    std::vector<uint32_t> joint;
    auto take = [&](uint32_t v) {
      if (joint.size() < kMaxJoint && byVar_.contains(v) &&
          std::find(joint.begin(), joint.end(), v) == joint.end()) {
        joint.push_back(v);
      }
    };
    for (uint32_t v : order) {
      if (cost(v, a[v]) > kReadable) take(v);
    }
    if (joint.empty()) {
      for (uint32_t v : order) take(v);  // from all-zero: the first constrained variables
    }
    for (size_t i = 0; i < joint.size(); ++i) {
      for (ExprId c : byVar_.at(joint[i])) {
        for (uint32_t n : slicer_.varsOf(c)) take(n);
      }
    }
    if (joint.empty()) return false;
    std::vector<std::vector<uint64_t>> values;
    for (uint32_t v : joint) values.push_back(specialValues(pool_.var(v)));
    std::vector<std::vector<size_t>> tuples{{}};
    for (const auto& vs : values) {
      std::vector<std::vector<size_t>> next;
      for (const auto& t : tuples) {
        for (size_t i = 0; i < vs.size(); ++i) {
          next.push_back(t);
          next.back().push_back(i);
        }
      }
      tuples = std::move(next);
    }
    auto rank = [](const std::vector<size_t>& t) {
      size_t sum = 0, max = 0;
      for (size_t i : t) sum += i, max = std::max(max, i);
      return std::pair(sum, max);
    };
    std::stable_sort(tuples.begin(), tuples.end(),
                     [&](const auto& x, const auto& y) { return rank(x) < rank(y); });
    // From a model: only improvements count. From all-zero (not a model): anything goes.
    const uint64_t before = fromModel ? maxCost(a, joint) : UINT64_MAX;
    Assignment b = a;
    for (const auto& t : tuples) {
      for (size_t k = 0; k < joint.size(); ++k) b[joint[k]] = values[k][t[k]];
      if (maxCost(b, joint) >= before) continue;
      bool ok = true;
      for (uint32_t v : joint) ok = ok && holdsFor(v, b);
      if (ok) {
        a = std::move(b);
        return true;
      }
    }
    return false;
  }

  // Java chars (16-bit unsigned variables) read best as lower-case letters, then digits,
  // upper-case letters and the space: each char that is none of these moves to the first one
  // that keeps the constraints mentioning it true ("ab" rather than "\u0000\u0000").
  void preferPrintable(Assignment& a, const std::vector<uint32_t>& order) const {
    static const std::vector<uint64_t> preferred = [] {
      std::vector<uint64_t> out;
      for (char c = 'a'; c <= 'z'; ++c) out.push_back(static_cast<uint64_t>(c));
      for (char c = '0'; c <= '9'; ++c) out.push_back(static_cast<uint64_t>(c));
      for (char c = 'A'; c <= 'Z'; ++c) out.push_back(static_cast<uint64_t>(c));
      out.push_back(' ');
      return out;
    }();
    for (uint32_t v : order) {
      const VarInfo& info = pool_.var(v);
      if (info.width != 16 || info.isSigned) continue;
      const uint64_t cur = a.contains(v) ? a.at(v) : 0;
      if (std::find(preferred.begin(), preferred.end(), cur) != preferred.end()) continue;
      bool moved = false;
      for (uint64_t c : preferred) {
        a[v] = c;
        if ((moved = holdsFor(v, a))) break;
      }
      if (!moved) a[v] = cur;
    }
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

  // Floating point: the readable candidates cheaper than the current value, cheapest first,
  // then the current value cut to fewer decimals.
  bool shrinkFp(Assignment& a, uint32_t v) const {
    const uint8_t w = pool_.var(v).width;
    const uint64_t cur = a.contains(v) ? a.at(v) : 0;
    const uint64_t curCost = cost(v, cur);
    std::vector<uint64_t> tries = fpSpecialValues(w);
    const double x = fpValue(cur, w);
    if (std::isfinite(x)) {
      for (double scale : {1.0, 10.0, 100.0, 1000.0}) {
        tries.push_back(fpBits(std::trunc(x * scale) / scale, w));
        tries.push_back(fpBits(std::round(x * scale) / scale, w));
        tries.push_back(fpBits(std::floor(x * scale) / scale, w));
        tries.push_back(fpBits(std::ceil(x * scale) / scale, w));
      }
    }
    std::stable_sort(tries.begin(), tries.end(),
                     [&](uint64_t p, uint64_t q) { return cost(v, p) < cost(v, q); });
    for (uint64_t bits : tries) {
      if (cost(v, bits) >= curCost) break;
      a[v] = bits;
      if (holdsFor(v, a)) return true;
    }
    a[v] = cur;
    return false;
  }

  bool shrinkOne(Assignment& a, uint32_t v) const {
    const VarInfo& info = pool_.var(v);
    if (info.isFloat) return shrinkFp(a, v);
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
      if (info.isSigned && !info.isFloat && info.width >= 8 && a.contains(v) &&
          magnitude(v, a.at(v)) > kReadable) {
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
    auto spread = [&](const Assignment& b) { return maxMagnitude(b, large); };
    Assignment best = start;
    for (uint32_t target : large) {
      // Offset toward the target's 0, walking the short way round: bisect its magnitude.
      const int64_t full = signExtend(start.at(target), pool_.var(target).width);
      const bool negative = full < 0;
      const uint64_t goal = negative ? 0 - static_cast<uint64_t>(full) : full;
      auto offset = [negative](uint64_t m) { return negative ? 0 - m : m; };
      uint64_t lo = 0, hi = goal;  // offset(lo) holds; offset(hi) is the goal
      if (!holds(shifted(offset(hi)))) {
        while (hi - lo > 1) {
          const uint64_t mid = lo + (hi - lo) / 2;
          if (holds(shifted(offset(mid)))) {
            lo = mid;
          } else {
            hi = mid;
          }
        }
        hi = lo;
      }
      Assignment candidate = shifted(offset(hi));
      if (spread(candidate) < spread(best)) best = std::move(candidate);
    }
    if (spread(best) >= spread(start)) return false;
    a = std::move(best);
    return true;
  }

  const ExprPool& pool_;
  Slicer& slicer_;  // memoized variables of each constraint
  std::unordered_map<uint32_t, std::vector<ExprId>> byVar_;
};

// The number of bounds that still restrict a variable of this kind.
size_t usefulBounds(const VarInfo& info) {
  if (info.width <= 1 || info.isFloat) return 0;  // floats: the evaluator's candidates only
  size_t n = 0;
  while (n < kNumBounds && kBounds[n] < maxOf(info)) ++n;
  return n;
}

// |x| <= b. (Also allowing MIN/MAX here doubled the time of these rounds; the evaluator's
// special values already find the extremes.)
z3::expr boundFor(Z3Backend& z3, const VarInfo& info, uint32_t v, uint64_t b) {
  z3::context& ctx = z3.ctx();
  const z3::expr x = z3.var(v);
  if (!info.isSigned) return z3::ule(x, ctx.bv_val(b, info.width));
  return z3::sge(x, ctx.bv_val(0 - b, info.width)) && z3::sle(x, ctx.bv_val(b, info.width));
}

// Every assignment within the variables' current bounds, when there are few
// (kMaxEnumerated): the evaluator then decides a bounded round in well under a millisecond,
// where Z3 spends milliseconds bit-blasting the same products (Chain: 10 of its 28 rounds).
// Sets `decided` when the box was searched; the least total magnitude wins.
constexpr size_t kMaxEnumerated = 4500;

std::optional<Assignment> enumerateBox(const ExprPool& pool, const std::vector<ExprId>& slice,
                                       const std::vector<uint32_t>& vars,
                                       const std::vector<size_t>& level, bool& decided) {
  decided = false;
  size_t points = 1;
  for (size_t i = 0; i < vars.size(); ++i) {
    const VarInfo& info = pool.var(vars[i]);
    if (info.isFloat || level[i] >= usefulBounds(info)) return std::nullopt;
    points *= (info.isSigned ? 2 : 1) * kBounds[level[i]] + 1;
    if (points > kMaxEnumerated) return std::nullopt;
  }
  // Position j of a variable's domain holds 0, 1, -1, 2, -2, ... (0, 1, 2, ... unsigned).
  auto valueAt = [&](size_t i, size_t j) {
    const VarInfo& info = pool.var(vars[i]);
    if (!info.isSigned) return static_cast<uint64_t>(j);
    const uint64_t m = (j + 1) / 2;
    return j % 2 == 1 ? m : maskBits(0 - m, info.width);
  };
  auto sizeOf = [&](size_t i) {
    return (pool.var(vars[i]).isSigned ? 2 : 1) * kBounds[level[i]] + 1;
  };
  std::optional<Assignment> best;
  uint64_t bestCost = UINT64_MAX;
  std::vector<size_t> at(vars.size(), 0);
  Assignment a;
  for (size_t n = 0; n < points; ++n) {
    uint64_t cost = 0;
    for (size_t i = 0; i < vars.size(); ++i) {
      a[vars[i]] = valueAt(i, at[i]);
      cost += pool.var(vars[i]).isSigned ? (at[i] + 1) / 2 : at[i];
    }
    if (cost < bestCost && holdsAll(pool, slice, a)) {
      best = a;
      bestCost = cost;
    }
    for (size_t i = 0; i < vars.size() && ++at[i] == sizeOf(i); ++i) at[i] = 0;
  }
  decided = true;
  return best;
}

// Z3 with bound assumptions; bounds named in an unsat core are relaxed for exactly those
// variables, so one variable forced large (x == 100000) leaves the others small. With
// `hasFallback`, a bounded round that runs out of budget ends the search (the caller has a
// model); otherwise a last unbounded round with the full query budget always follows.
std::optional<Assignment> boundedSolve(const ExprPool& pool, Z3Backend& z3, SolverStats& stats,
                                       const std::vector<ExprId>& slice,
                                       const std::vector<uint32_t>& vars, bool hasFallback) {
  z3::context& ctx = z3.ctx();
  std::optional<z3::solver> solver;  // made when a round needs Z3
  std::vector<size_t> level(vars.size(), 0);
  std::vector<std::pair<z3::expr, size_t>> literals;  // assumption literal -> index in vars
  bool unbounded = false;  // the last round drops all bounds so that a model is found
  uint64_t spent = 0;      // resource units of the rounds so far
  for (size_t round = 0; round < kMaxRounds; ++round) {
    if (hasFallback && spent > kFallbackBudget) return std::nullopt;
    unbounded = unbounded || round + 1 == kMaxRounds;
    bool enumerated = false;
    if (!unbounded) {
      if (auto found = enumerateBox(pool, slice, vars, level, enumerated)) return found;
    }
    if (enumerated) {  // no assignment in the box: relax every variable one level
      for (size_t& l : level) ++l;
      continue;
    }
    if (!solver) {
      solver.emplace(z3.newSolver());
      z3.assertAll(*solver, slice);
    }
    z3::expr_vector assumptions(ctx);
    literals.clear();
    for (size_t i = 0; i < vars.size(); ++i) {
      const VarInfo& info = pool.var(vars[i]);
      if (level[i] >= usefulBounds(info) || unbounded) continue;
      const uint64_t b = kBounds[level[i]];
      const std::string name = "bound!" + std::to_string(vars[i]) + "!" + std::to_string(b);
      const z3::expr lit = ctx.bool_const(name.c_str());
      solver->add(z3::implies(lit, boundFor(z3, info, vars[i], b)));  // re-adding is harmless
      assumptions.push_back(lit);
      literals.emplace_back(lit, i);
    }
    if (literals.empty() && hasFallback) return std::nullopt;  // nothing left to improve
    z3.setBudget(*solver,
                 literals.empty() ? z3.budgetFor(slice) : std::min(z3.budget(), kRoundBudget));
    uint64_t used = 0;
    const SatResult r = z3.check(*solver, stats, &assumptions, &used);
    spent += used;
    if (r == SatResult::Sat) return z3.readModel(*solver, vars);  // nothing if stopped
    if (r == SatResult::Unknown) {
      if (literals.empty() || hasFallback) return std::nullopt;
      unbounded = true;  // bounds can make a query hard: retry once without them
      continue;
    }
    const z3::expr_vector core = solver->unsat_core();
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
  const ModelShrinker shrinker(pool, slice, slicer);
  auto readable = [&](Assignment a) {
    shrinker.preferPrintable(a, order);
    return a;
  };

  Assignment zeros = complete({});
  if (holdsAll(pool, slice, zeros)) return readable(zeros);

  // Evaluator only: the known model (or special values from all-zero) shrunk toward 0.
  std::optional<Assignment> cheap;
  if (known != nullptr) {
    Assignment a;
    for (uint32_t v : allVars) {
      auto it = known->find(v);
      a[v] = it == known->end() ? 0 : maskBits(it->second, pool.var(v).width);
    }
    if (holdsAll(pool, slice, a)) cheap = std::move(a);
  }
  if (!cheap && shrinker.trySpecials(zeros, order, false) && holdsAll(pool, slice, zeros)) {
    cheap = std::move(zeros);
  }
  if (cheap) {
    shrinker.shrink(*cheap, order);
    if (shrinker.maxCost(*cheap, allVars) > kReadable &&
        shrinker.trySpecials(*cheap, order, true)) {
      shrinker.shrink(*cheap, order);
    }
    if (shrinker.maxCost(*cheap, allVars) <= kAcceptCheap) return readable(std::move(*cheap));
  }

  std::optional<Assignment> found =
      boundedSolve(pool, z3, stats, slice, allVars, cheap.has_value());
  if (!found) return cheap ? std::optional(readable(std::move(*cheap))) : std::nullopt;
  Assignment a = complete(std::move(*found));
  shrinker.shrink(a, order);
  if (cheap && shrinker.maxCost(*cheap, allVars) <= shrinker.maxCost(a, allVars))
    return readable(std::move(*cheap));
  return readable(std::move(a));
}

}  // namespace symtest::solver
