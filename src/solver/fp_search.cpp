// Search-based solving of floating-point constraints (the alternating variable method of
// Korel, as in search-based test generation): a violated comparison has a distance (how far
// its sides are from making it hold); each floating-point variable in turn is moved by
// exploratory steps, accelerated while the total distance falls and refined down to one ulp.
// a*a + b*b == c*c within a tolerance, hopeless for one-value-at-a-time candidates and costly
// for Z3's bit-blasted multipliers, takes a few hundred evaluations.
#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_set>

#include "solver/expr_eval.hpp"
#include "solver/model_search.hpp"

namespace symtest::solver {

namespace {

constexpr size_t kMaxEvaluations = 6000;  // constraint-set evaluations per query
constexpr int kMaxRounds = 6;             // passes over the variables
constexpr size_t kMaxVariables = 6;       // floating-point variables moved per query

// How far an assignment is from a model: violated constraints first, then the summed gaps
// between the sides of the violated comparisons (kept apart, so that a gap of 1e-30 still
// counts next to a violation).
struct Distance {
  int violated = 0;
  double gap = 0;
  bool zero() const { return violated == 0; }
  bool operator<(const Distance& o) const {
    return violated != o.violated ? violated < o.violated : gap < o.gap;
  }
};

class FloatSearch {
 public:
  FloatSearch(const ExprPool& pool, Slicer& slicer, const std::vector<ExprId>& constraints)
      : pool_(pool), slicer_(slicer), constraints_(constraints) {}

  std::optional<Assignment> run(Assignment a) {
    std::vector<uint32_t> vars;
    for (ExprId c : constraints_)
      for (uint32_t v : slicer_.varsOf(c))
        if (pool_.var(v).isFloat && std::find(vars.begin(), vars.end(), v) == vars.end())
          vars.push_back(v);
    if (vars.empty() || vars.size() > kMaxVariables) return std::nullopt;
    for (uint32_t v : vars) a.try_emplace(v, 0);
    // From the known model, then from all ones (a neutral start for products and ratios).
    for (int start = 0; start < 2 && evaluations_ < kMaxEvaluations; ++start) {
      if (start == 1)
        for (uint32_t v : vars) a[v] = fpBits(1.0, pool_.var(v).width);
      Distance best = distance(a);
      for (int round = 0; round < kMaxRounds && !best.zero() && evaluations_ < kMaxEvaluations;
           ++round) {
        bool moved = false;
        for (uint32_t v : vars) moved |= optimize(a, v, best);
        if (!moved) break;
      }
      if (best.zero()) return a;  // no violation: every constraint evaluates to true
    }
    return std::nullopt;
  }

 private:
  // Moves `v` while the distance falls: steps of growing size in a direction that helps, then
  // smaller steps, down to the neighbouring float.
  bool optimize(Assignment& a, uint32_t v, Distance& best) {
    const uint8_t w = pool_.var(v).width;
    bool moved = false;
    double x = fpValue(a[v], w);
    if (!std::isfinite(x)) x = 0;
    double step = std::max(1.0, std::fabs(x));
    // Halving from the value's magnitude reaches one ulp in 53 steps (at 0: a step of 2^-60
    // is as close as anything a person reads).
    for (int halvings = 0; !best.zero() && evaluations_ < kMaxEvaluations && halvings < 64;) {
      bool improved = false;
      for (double dir : {1.0, -1.0}) {
        double s = step;
        while (evaluations_ < kMaxEvaluations) {
          const double y = x + dir * s;
          const Distance d = tryValue(a, v, y, w);
          if (!(d < best)) break;
          best = d, x = fpValue(a[v] = fpBits(y, w), w), improved = moved = true;
          if (best.zero()) return true;
          s *= 2;  // accelerate while it helps
        }
        if (improved) break;
      }
      if (!improved) {
        if (step <= ulp(x, w)) break;
        step = std::max(step / 2, ulp(x, w));
        ++halvings;
      }
    }
    a[v] = fpBits(x, w);
    return moved;
  }

  static double ulp(double x, uint8_t w) {
    if (w == 32) {
      const float f = static_cast<float>(x);
      return std::fabs(std::nextafter(f, std::numeric_limits<float>::infinity()) - f);
    }
    return std::fabs(std::nextafter(x, std::numeric_limits<double>::infinity()) - x);
  }

  Distance tryValue(Assignment& a, uint32_t v, double y, uint8_t w) {
    const uint64_t old = a[v];
    a[v] = fpBits(y, w);
    const Distance d = distance(a);
    a[v] = old;
    return d;
  }

  Distance distance(const Assignment& a) {
    ++evaluations_;
    EvalCache cache;
    Distance total;
    for (ExprId c : constraints_) {
      const Distance d = distanceOf(c, false, a, cache);
      total.violated += d.violated;
      total.gap += d.gap;
    }
    return total;
  }

  // How far `c` (negated when `negate`) is from holding: nothing when it holds, otherwise one
  // violation with the gap between the sides of a numeric comparison.
  Distance distanceOf(ExprId c, bool negate, const Assignment& a, EvalCache& cache) {
    const ExprNode& n = pool_.node(c);
    if (n.op == Op::Not) return distanceOf(n.a, !negate, a, cache);
    if (n.op == Op::BoolAnd || n.op == Op::BoolOr) {
      const Distance x = distanceOf(n.a, negate, a, cache), y = distanceOf(n.b, negate, a, cache);
      if ((n.op == Op::BoolAnd) != negate) return {x.violated + y.violated, x.gap + y.gap};
      return std::min(x, y);
    }
    if (evaluateWith(pool_, c, a, cache) != static_cast<uint64_t>(negate)) return {};
    const bool numeric = n.op == Op::FLt || n.op == Op::FLe || n.op == Op::FEq ||
                         (n.op >= Op::Eq && n.op <= Op::Sge && pool_.node(n.a).width > 0);
    if (!numeric) return {1, 0};
    const double gap = std::fabs(valueOf(n.a, a, cache) - valueOf(n.b, a, cache));
    return {1, std::isfinite(gap) ? gap : std::numeric_limits<double>::max()};
  }

  double valueOf(ExprId e, const Assignment& a, EvalCache& cache) {
    const ExprNode& n = pool_.node(e);
    const uint64_t bits = evaluateWith(pool_, e, a, cache);
    if (n.isFloat) return fpValue(bits, n.width);
    return static_cast<double>(signExtend(bits, n.width));
  }

  const ExprPool& pool_;
  Slicer& slicer_;
  const std::vector<ExprId>& constraints_;
  size_t evaluations_ = 0;
};

}  // namespace

std::optional<Assignment> searchFloatModel(const ExprPool& pool, Slicer& slicer,
                                           const std::vector<ExprId>& constraints,
                                           const Assignment& start) {
  return FloatSearch(pool, slicer, constraints).run(start);
}

}  // namespace symtest::solver
