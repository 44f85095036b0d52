// Local search in the style of WalkSAT over bit-vector values: pick a violated constraint,
// move one of its variables to the candidate value that violates fewest constraints.
#include "solver/model_search.hpp"

#include <algorithm>
#include <cmath>
#include <limits>
#include <unordered_map>
#include <unordered_set>

#include "solver/expr_eval.hpp"

namespace symtest::solver {

namespace {

constexpr size_t kMaxSteps = 24;           // moves before giving up
constexpr size_t kMaxEvaluations = 20000;  // constraint evaluations before giving up
constexpr size_t kMaxConstantNodes = 256;  // nodes visited per constraint for constants
constexpr size_t kMaxCandidates = 40;      // values tried per variable and step

class Search {
 public:
  Search(const ExprPool& pool, Slicer& slicer, const std::vector<ExprId>& constraints)
      : pool_(pool), constraints_(constraints) {
    for (size_t i = 0; i < constraints.size(); ++i) {
      for (uint32_t v : slicer.varsOf(constraints[i])) byVar_[v].push_back(i);
    }
  }

  std::optional<Assignment> run(const Assignment& start) {
    for (const auto& [v, idx] : byVar_) {
      auto it = start.find(v);
      a_[v] = it == start.end() ? 0 : maskBits(it->second, pool_.var(v).width);
    }
    holds_.resize(constraints_.size());
    for (size_t i = 0; i < constraints_.size(); ++i) holds_[i] = eval(i);
    std::vector<std::pair<uint32_t, uint64_t>> tabu;  // (variable, value it just left)
    for (size_t step = 0; step < kMaxSteps && evaluations_ < kMaxEvaluations; ++step) {
      std::vector<size_t> violated;
      for (size_t i = 0; i < holds_.size(); ++i) {
        if (!holds_[i]) violated.push_back(i);
      }
      if (violated.empty()) return a_;
      const size_t target = violated[step % violated.size()];
      if (applyLinearSolution(target)) continue;
      Move best;
      for (uint32_t v : pool_.variables(constraints_[target])) {
        for (uint64_t value : candidates(v, constraints_[target])) {
          if (value == a_[v] ||
              std::find(tabu.begin(), tabu.end(), std::pair(v, value)) != tabu.end()) {
            continue;
          }
          const Move m = tryMove(v, value, target);
          if (m.better(best)) best = m;
        }
      }
      // Improving moves first; otherwise one that fixes the target at the cost of another
      // constraint (a plateau move), never one that leaves the target violated.
      if (!best.valid || (best.delta >= 0 && !best.fixesTarget)) return std::nullopt;
      tabu.emplace_back(best.var, a_[best.var]);
      if (tabu.size() > 8) tabu.erase(tabu.begin());
      apply(best.var, best.value);
    }
    return std::nullopt;
  }

 private:
  struct Move {
    bool valid = false;
    uint32_t var = 0;
    uint64_t value = 0;
    int delta = 0;  // violated constraints after minus before
    bool fixesTarget = false;
    bool better(const Move& o) const {
      if (!o.valid) return true;
      if (delta != o.delta) return delta < o.delta;
      return fixesTarget && !o.fixesTarget;
    }
  };

  // A joint move for an equation that is affine in several variables, which one-variable moves
  // cannot solve when the variables are narrower than the equation: a string switch's hash
  // ((c0 * 31 + c1) * 31 + c2) * 31 + c3 == 100571 over 16-bit chars. Applied when it makes
  // the constraint hold without violating more constraints than it fixes.
  bool applyLinearSolution(size_t target) {
    std::optional<std::vector<std::pair<uint32_t, uint64_t>>> moves =
        linearSolution(constraints_[target]);
    if (!moves) return false;
    std::vector<std::pair<uint32_t, uint64_t>> old;
    std::unordered_set<size_t> touched;
    for (const auto& [v, value] : *moves) {
      old.emplace_back(v, a_[v]);
      a_[v] = value;
      for (size_t i : byVar_.at(v)) touched.insert(i);
    }
    int delta = 0;
    bool fixes = false;
    std::vector<std::pair<size_t, bool>> now;
    for (size_t i : touched) {
      const bool holds = eval(i);
      now.emplace_back(i, holds);
      delta += static_cast<int>(holds_[i]) - static_cast<int>(holds);
      if (i == target) fixes = holds;
    }
    if (!fixes || delta >= 0) {
      for (const auto& [v, value] : old) a_[v] = value;
      return false;
    }
    for (const auto& [i, holds] : now) holds_[i] = holds;
    return true;
  }

  // Values of the variables of equation `c` (a == b over integers) that make it hold, when
  // a - b is affine in them (checked by evaluation): Σ k_i x_i ≡ t (mod 2^w). Normalized so
  // that one variable has coefficient 1, the others are chosen greedily, largest coefficient
  // first, as the digits of t in the mixed radix of their coefficients.
  std::optional<std::vector<std::pair<uint32_t, uint64_t>>> linearSolution(ExprId c) {
    const ExprNode& n = pool_.node(c);
    if (n.op != Op::Eq || pool_.node(n.a).width == 0 || pool_.isFloat(n.a)) return std::nullopt;
    const std::vector<uint32_t> vars = pool_.variables(c);
    if (vars.size() < 2 || vars.size() > 8) return std::nullopt;
    for (uint32_t v : vars)
      if (pool_.var(v).isFloat || pool_.var(v).width == 0) return std::nullopt;
    const uint8_t w = pool_.node(n.a).width;
    if (w > 32) return std::nullopt;  // the arithmetic below needs 64 bits for 32-bit equations
    for (uint32_t v : vars)
      if (pool_.var(v).width > 32) return std::nullopt;
    const uint64_t mask = maskBits(~uint64_t{0}, w);
    Assignment point;
    for (uint32_t v : vars) point[v] = 0;
    auto difference = [&]() {
      EvalCache ca, cb;
      evaluations_ += 2;
      return (evaluateWith(pool_, n.a, point, ca) - evaluateWith(pool_, n.b, point, cb)) & mask;
    };
    const uint64_t d0 = difference();
    std::vector<uint64_t> k(vars.size());
    for (size_t i = 0; i < vars.size(); ++i) {
      point[vars[i]] = 1;
      k[i] = (difference() - d0) & mask;
      point[vars[i]] = 0;
    }
    // Affine? Checked at a point where every variable is 3 (and a sign change for signed).
    for (int64_t probe : {3, -2}) {
      uint64_t expected = d0;
      for (size_t i = 0; i < vars.size(); ++i) {
        const VarInfo& info = pool_.var(vars[i]);
        const int64_t x = info.isSigned || probe > 0 ? probe : 2;
        point[vars[i]] = maskBits(static_cast<uint64_t>(x), info.width);
        expected += k[i] * static_cast<uint64_t>(x);
      }
      if (difference() != (expected & mask)) return std::nullopt;
    }
    for (size_t j = 0; j < vars.size(); ++j) {
      if ((k[j] & 1) == 0) continue;
      // Inverse of k_j modulo 2^w (Newton's iteration doubles the correct bits each step).
      uint64_t inv = k[j];
      for (int it = 0; it < 6; ++it) inv *= 2 - k[j] * inv;
      // x_j ≡ t - Σ b_i x_i with t = -d0 / k_j, b_i = k_i / k_j.
      const int64_t t = signExtend((0 - d0) * inv & mask, w);
      std::vector<size_t> others;
      for (size_t i = 0; i < vars.size(); ++i)
        if (i != j) others.push_back(i);
      std::vector<int64_t> b(vars.size());
      for (size_t i : others) b[i] = signExtend(k[i] * inv & mask, w);
      std::sort(others.begin(), others.end(),
                [&](size_t x, size_t y) { return std::abs(b[x]) > std::abs(b[y]); });
      auto range = [&](uint32_t v) {
        const VarInfo& info = pool_.var(v);
        if (info.isSigned)
          return std::pair<int64_t, int64_t>(-(int64_t{1} << (info.width - 1)),
                                             (int64_t{1} << (info.width - 1)) - 1);
        return std::pair<int64_t, int64_t>(0, (int64_t{1} << info.width) - 1);
      };
      for (int64_t goal : {t, t + (int64_t{1} << w)}) {
        std::vector<std::pair<uint32_t, uint64_t>> moves;
        int64_t rest = goal;
        for (size_t i : others) {
          const auto [lo, hi] = range(vars[i]);
          const int64_t x = std::clamp<int64_t>(b[i] == 0 ? 0 : rest / b[i], lo, hi);
          rest -= x * b[i];
          moves.emplace_back(vars[i], maskBits(static_cast<uint64_t>(x), pool_.var(vars[i]).width));
        }
        const auto [lo, hi] = range(vars[j]);
        // x_j takes what is left, modulo 2^w.
        const int64_t xj = signExtend(static_cast<uint64_t>(rest) & mask, w);
        for (int64_t candidate : {xj, xj + (int64_t{1} << w)}) {
          if (candidate < lo || candidate > hi) continue;
          moves.emplace_back(vars[j],
                             maskBits(static_cast<uint64_t>(candidate), pool_.var(vars[j]).width));
          for (const auto& [v, value] : moves) point[v] = value;
          if (difference() == 0) return moves;
          break;
        }
      }
    }
    return std::nullopt;
  }

  bool eval(size_t i) {
    ++evaluations_;
    EvalCache cache;
    return evaluateWith(pool_, constraints_[i], a_, cache) != 0;
  }

  Move tryMove(uint32_t v, uint64_t value, size_t target) {
    const uint64_t old = a_[v];
    a_[v] = value;
    Move m{true, v, value, 0, false};
    for (size_t i : byVar_.at(v)) {
      const bool now = eval(i);
      m.delta += static_cast<int>(holds_[i]) - static_cast<int>(now);
      if (i == target) m.fixesTarget = now;
    }
    a_[v] = old;
    return m;
  }

  void apply(uint32_t v, uint64_t value) {
    a_[v] = value;
    for (size_t i : byVar_.at(v)) holds_[i] = eval(i);
  }

  // The values worth trying for `v` to make `violated` hold, best first.
  std::vector<uint64_t> candidates(uint32_t v, ExprId violated) {
    const VarInfo& info = pool_.var(v);
    if (info.isFloat) return fpCandidates(v, violated);
    std::vector<uint64_t> out;
    std::unordered_set<uint64_t> seen;
    auto add = [&](int64_t x) {
      const uint64_t bits = maskBits(static_cast<uint64_t>(x), info.width);
      if (out.size() < kMaxCandidates && seen.insert(bits).second) out.push_back(bits);
    };
    for (int64_t x : solvingValues(v, violated)) {
      add(x);
      add(x + 1);
      add(x - 1);
    }
    for (int64_t x : {0, 1, -1, 2, -2}) add(x);
    if (info.width > 1) {
      const uint64_t max = (uint64_t{1} << (info.width - 1)) - 1;
      add(static_cast<int64_t>(max));
      add(static_cast<int64_t>(maskBits(max + 1, info.width)));
    }
    for (size_t i : byVar_.at(v)) {
      for (int64_t c : constantsOf(constraints_[i])) {
        add(c);
        add(c + 1);
        add(c - 1);
        add(-c);
      }
    }
    return out;
  }

  // Floating-point values: the value solving a comparison and its neighbours, small and
  // special values, the constants around.
  std::vector<uint64_t> fpCandidates(uint32_t v, ExprId violated) {
    const uint8_t w = pool_.var(v).width;
    std::vector<uint64_t> out;
    std::unordered_set<uint64_t> seen;
    auto add = [&](double x) {
      const uint64_t bits = fpBits(x, w);
      if (out.size() < kMaxCandidates && seen.insert(bits).second) out.push_back(bits);
    };
    auto addAround = [&](double x) {
      add(x);
      if (w == 32) {
        const float f = static_cast<float>(x);
        add(std::nextafter(f, std::numeric_limits<float>::infinity()));
        add(std::nextafter(f, -std::numeric_limits<float>::infinity()));
      } else {
        add(std::nextafter(x, std::numeric_limits<double>::infinity()));
        add(std::nextafter(x, -std::numeric_limits<double>::infinity()));
      }
    };
    for (uint64_t bits : fpSolvingValues(v, violated)) addAround(fpValue(bits, w));
    for (double x : {0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5}) add(x);
    const double inf = std::numeric_limits<double>::infinity();
    const double max =
        w == 32 ? std::numeric_limits<float>::max() : std::numeric_limits<double>::max();
    const double tiny = w == 32 ? std::numeric_limits<float>::denorm_min()
                                : std::numeric_limits<double>::denorm_min();
    for (double x : {std::numeric_limits<double>::quiet_NaN(), inf, -inf, -0.0, tiny, max, -max})
      add(x);
    for (size_t i : byVar_.at(v)) {
      for (double c : fpConstantsOf(constraints_[i])) {
        addAround(c);
        add(-c);
        add(c + 1);
        add(c - 1);
      }
    }
    return out;
  }

  // The bits of the other side of a floating-point comparison with `v` alone on one side.
  std::vector<uint64_t> fpSolvingValues(uint32_t v, ExprId c) {
    std::vector<uint64_t> out;
    ExprId cmp = c;
    if (pool_.node(cmp).op == Op::Not) cmp = pool_.node(cmp).a;
    const ExprNode& n = pool_.node(cmp);
    const bool fpCompare = n.op == Op::FEq || n.op == Op::FLt || n.op == Op::FLe ||
                           ((n.op == Op::Eq || n.op == Op::Ne) && pool_.isFloat(n.a));
    if (!fpCompare) return out;
    auto isVar = [&](ExprId e) {
      const ExprNode& x = pool_.node(e);
      return x.op == Op::Var && x.value == v;
    };
    for (auto [side, other] : {std::pair(n.a, n.b), std::pair(n.b, n.a)}) {
      if (!isVar(side)) continue;
      EvalCache cache;
      out.push_back(evaluateWith(pool_, other, a_, cache));
    }
    return out;
  }

  // The floating-point constants of a constraint, as values.
  const std::vector<double>& fpConstantsOf(ExprId c) {
    auto [it, inserted] = fpConstants_.try_emplace(c);
    if (!inserted) return it->second;
    std::vector<ExprId> todo{c};
    std::unordered_set<ExprId> visited;
    while (!todo.empty() && visited.size() < kMaxConstantNodes) {
      const ExprId id = todo.back();
      todo.pop_back();
      if (!visited.insert(id).second) continue;
      const ExprNode& n = pool_.node(id);
      if (n.op == Op::Const) {
        if (n.isFloat) {
          const double value = fpValue(n.value, n.width);
          if (std::find(it->second.begin(), it->second.end(), value) == it->second.end())
            it->second.push_back(value);
        }
        continue;
      }
      for (ExprId child : {n.a, n.b, n.c}) {
        if (child != kNoExpr) todo.push_back(child);
      }
    }
    return it->second;
  }

  // For a comparison with `v` (or a width conversion of it) alone on one side, the value
  // of the other side under the current assignment: the move that makes `v == e` hold
  // and puts `v < e`, `v > e` at their boundary.
  std::vector<int64_t> solvingValues(uint32_t v, ExprId c) {
    std::vector<int64_t> out;
    ExprId cmp = c;
    if (pool_.node(cmp).op == Op::Not) cmp = pool_.node(cmp).a;
    const ExprNode& n = pool_.node(cmp);
    if (n.op < Op::Eq || n.op > Op::Sge || pool_.node(n.a).width == 0) return out;
    auto isVar = [&](ExprId e) {
      const ExprNode* x = &pool_.node(e);
      while (x->op == Op::SExt || x->op == Op::ZExt || x->op == Op::Trunc) x = &pool_.node(x->a);
      return x->op == Op::Var && x->value == v;
    };
    for (auto [side, other] : {std::pair(n.a, n.b), std::pair(n.b, n.a)}) {
      if (!isVar(side)) continue;
      EvalCache cache;
      const uint64_t bits = evaluateWith(pool_, other, a_, cache);
      out.push_back(signExtend(bits, pool_.node(other).width));
    }
    return out;
  }

  const std::vector<int64_t>& constantsOf(ExprId c) {
    auto [it, inserted] = constants_.try_emplace(c);
    if (!inserted) return it->second;
    std::vector<ExprId> todo{c};
    std::unordered_set<ExprId> visited;
    while (!todo.empty() && visited.size() < kMaxConstantNodes) {
      const ExprId id = todo.back();
      todo.pop_back();
      if (!visited.insert(id).second) continue;
      const ExprNode& n = pool_.node(id);
      if (n.op == Op::Const) {
        // Floating-point constants suggest integers too: (double) i > 1e6 wants i near 1e6.
        const double d = n.isFloat ? fpValue(n.value, n.width) : 0;
        if (n.width > 0 && (!n.isFloat || (std::isfinite(d) && std::fabs(d) < 9e18))) {
          const int64_t value = n.isFloat ? static_cast<int64_t>(d) : signExtend(n.value, n.width);
          if (std::find(it->second.begin(), it->second.end(), value) == it->second.end())
            it->second.push_back(value);
        }
        continue;
      }
      if (n.op == Op::IntToFp) {
        // The first integer the conversion cannot hold exactly: 2^24 + 1 in a float, 2^53 + 1
        // in a double ((long) (double) v != v).
        const int precision = n.width == 32 ? 24 : 53;
        if (pool_.node(n.a).width > precision) {
          const int64_t first = (int64_t{1} << precision) + 1;
          for (int64_t value : {first, -first})
            if (std::find(it->second.begin(), it->second.end(), value) == it->second.end())
              it->second.push_back(value);
        }
      }
      for (ExprId child : {n.a, n.b, n.c}) {
        if (child != kNoExpr) todo.push_back(child);
      }
    }
    return it->second;
  }

  const ExprPool& pool_;
  const std::vector<ExprId>& constraints_;
  std::unordered_map<uint32_t, std::vector<size_t>> byVar_;
  std::unordered_map<ExprId, std::vector<int64_t>> constants_;
  std::unordered_map<ExprId, std::vector<double>> fpConstants_;
  Assignment a_;
  std::vector<bool> holds_;
  size_t evaluations_ = 0;
};

}  // namespace

std::optional<Assignment> searchModel(const ExprPool& pool, Slicer& slicer,
                                      const std::vector<ExprId>& constraints,
                                      const Assignment& start) {
  Search search(pool, slicer, constraints);
  if (auto found = search.run(start)) return found;
  return searchFloatModel(pool, slicer, constraints, start);
}

std::optional<Assignment> guessArrays(const ExprPool& pool, Slicer& slicer,
                                      const std::vector<ExprId>& constraints,
                                      const Assignment& start,
                                      const std::vector<std::vector<uint64_t>>& guesses) {
  if (guesses.empty()) return std::nullopt;
  std::vector<uint32_t> vars;
  for (ExprId c : constraints) {
    const std::vector<uint32_t>& vs = slicer.varsOf(c);
    vars.insert(vars.end(), vs.begin(), vs.end());
  }
  std::sort(vars.begin(), vars.end());
  vars.erase(std::unique(vars.begin(), vars.end()), vars.end());
  // The arrays whose elements the constraints read, in order of first appearance.
  std::vector<uint32_t> arrays;
  for (uint32_t v : vars) {
    const VarInfo& info = pool.var(v);
    if (info.array != VarInfo::kNoArray && info.index != VarInfo::kLength &&
        std::find(arrays.begin(), arrays.end(), info.array) == arrays.end())
      arrays.push_back(info.array);
  }
  for (uint32_t array : arrays) {
    uint32_t highest = 0;
    for (uint32_t v : vars)
      if (pool.var(v).array == array && pool.var(v).index != VarInfo::kLength)
        highest = std::max(highest, pool.var(v).index);
    for (const std::vector<uint64_t>& guess : guesses) {
      if (guess.size() <= highest) continue;
      Assignment a;
      for (uint32_t v : vars) {
        const VarInfo& info = pool.var(v);
        auto known = start.find(v);
        uint64_t value = known == start.end() ? 0 : known->second;
        if (info.array == array)
          value = info.index == VarInfo::kLength ? guess.size() : guess[info.index];
        a[v] = maskBits(value, info.width);
      }
      if (holdsAll(pool, constraints, a)) return a;
    }
  }
  return std::nullopt;
}

}  // namespace symtest::solver
