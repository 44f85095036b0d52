#include "solver/projection.hpp"

#include "solver/expr_walk.hpp"

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <utility>

namespace symtest::solver {

ExprId substituteVariables(ExprPool& pool, ExprId e, const std::map<uint32_t, ExprId>& to) {
  std::unordered_map<ExprId, ExprId> done;
  postOrder(pool, e, done, [&](ExprId cur, const ExprNode& node) {
    const ExprNode n = node;  // building below may move the pool's nodes
    auto sub = [&](ExprId child) { return done.at(child); };
    const bool missing = (n.a != kNoExpr && sub(n.a) == kNoExpr) ||
                         (n.b != kNoExpr && sub(n.b) == kNoExpr) ||
                         (n.c != kNoExpr && sub(n.c) == kNoExpr);
    if (n.isFloat || missing) return kNoExpr;
    if (n.op == Op::Const) return cur;
    if (n.op == Op::Var) {
      auto it = to.find(static_cast<uint32_t>(n.value));
      return it == to.end() ? cur : it->second;
    }
    if (n.op == Op::Neg || n.op == Op::Not) return pool.unary(n.op, sub(n.a));
    if (n.op == Op::SExt || n.op == Op::ZExt || n.op == Op::Trunc)
      return pool.convert(n.op, sub(n.a), n.width);
    if (n.op == Op::Ite) return pool.ite(sub(n.a), sub(n.b), sub(n.c));
    if ((n.op >= Op::Add && n.op <= Op::LShr) || (n.op >= Op::Eq && n.op <= Op::Sge) ||
        n.op == Op::BoolAnd || n.op == Op::BoolOr)
      return pool.binary(n.op, sub(n.a), sub(n.b));
    return kNoExpr;
  });
  return done.at(e);
}

namespace {

bool mentions(const ExprPool& pool, ExprId e, uint32_t var) {
  const std::vector<uint32_t> vs = pool.variables(e);
  return std::binary_search(vs.begin(), vs.end(), var);
}

}  // namespace

std::optional<Bound> boundOn(const ExprPool& pool, ExprId c, uint32_t var) {
  Op op = pool.node(c).op;
  ExprId a = pool.node(c).a, b = pool.node(c).b;
  if (op == Op::Not) {
    const ExprNode& inner = pool.node(a);
    static const std::map<Op, Op> kFlip = {
        {Op::Slt, Op::Sge}, {Op::Sle, Op::Sgt}, {Op::Sgt, Op::Sle}, {Op::Sge, Op::Slt}};
    auto it = kFlip.find(inner.op);
    if (it == kFlip.end()) return std::nullopt;
    op = it->second;
    a = inner.a;
    b = inner.b;
  }
  if (op != Op::Eq && op != Op::Slt && op != Op::Sle && op != Op::Sgt && op != Op::Sge)
    return std::nullopt;
  auto isVar = [&](ExprId e) {
    return pool.node(e).op == Op::Var && pool.node(e).value == var && !pool.node(e).isFloat;
  };
  bool left = isVar(a);
  if (left == isVar(b)) return std::nullopt;
  const ExprId term = left ? b : a;
  if (mentions(pool, term, var) || pool.node(term).width == 0) return std::nullopt;
  if (op == Op::Eq) return Bound{Bound::Kind::Equal, false, term};
  // Written with r on the left: r < t is an upper bound, r > t a lower one.
  if (!left)
    op = op == Op::Slt ? Op::Sgt : op == Op::Sle ? Op::Sge : op == Op::Sgt ? Op::Slt : Op::Sle;
  const bool upper = op == Op::Slt || op == Op::Sle;
  return Bound{upper ? Bound::Kind::Upper : Bound::Kind::Lower, op == Op::Slt || op == Op::Sgt,
               term};
}

namespace {

// At most this many lower-upper pairs replace one variable's bounds.
constexpr size_t kMaxPairs = 16;

}  // namespace

std::vector<ExprId> eliminateVariables(ExprPool& pool, std::vector<ExprId> constraints,
                                       const std::set<uint32_t>& keep) {
  for (bool changed = true; changed;) {
    changed = false;
    std::set<uint32_t> candidates;
    for (ExprId c : constraints)
      for (uint32_t v : pool.variables(c))
        if (!keep.count(v) && pool.var(v).width != 0 && !pool.var(v).isFloat) candidates.insert(v);
    for (uint32_t r : candidates) {
      std::vector<ExprId> others;
      std::vector<Bound> bounds;
      bool eliminable = true;
      for (ExprId c : constraints) {
        if (!mentions(pool, c, r)) {
          others.push_back(c);
          continue;
        }
        std::optional<Bound> b = boundOn(pool, c, r);
        if (!b) {
          eliminable = false;
          break;
        }
        bounds.push_back(*b);
      }
      if (!eliminable) continue;
      auto equal = std::find_if(bounds.begin(), bounds.end(),
                                [](const Bound& b) { return b.kind == Bound::Kind::Equal; });
      std::vector<ExprId> added;
      if (equal != bounds.end()) {
        // r == t: every other constraint on r holds of t.
        std::map<uint32_t, ExprId> to{{r, equal->term}};
        bool ok = true;
        for (ExprId c : constraints)
          if (mentions(pool, c, r)) {
            ExprId s = substituteVariables(pool, c, to);
            if (s == kNoExpr)
              ok = false;
            else
              added.push_back(s);
          }
        if (!ok) continue;
      } else {
        const uint8_t w = pool.var(r).width;
        const ExprId max = pool.bvConst(w, (uint64_t{1} << (w - 1)) - 1);
        const ExprId min = pool.bvConst(w, uint64_t{1} << (w - 1));
        std::vector<Bound> lower, upper;
        for (const Bound& b : bounds) (b.kind == Bound::Kind::Lower ? lower : upper).push_back(b);
        if (lower.size() * upper.size() > kMaxPairs) continue;
        // Some r exists above every strict lower bound (below MAX) and below every strict upper
        // bound (above MIN), and between each lower and upper bound: room for one value.
        for (const Bound& l : lower)
          if (l.strict && upper.empty()) added.push_back(pool.binary(Op::Slt, l.term, max));
        for (const Bound& u : upper)
          if (u.strict && lower.empty()) added.push_back(pool.binary(Op::Slt, min, u.term));
        for (const Bound& l : lower)
          for (const Bound& u : upper) {
            if (!l.strict && !u.strict) {
              added.push_back(pool.binary(Op::Sle, l.term, u.term));
            } else {
              added.push_back(pool.binary(Op::Slt, l.term, u.term));
              // l < r < u: l + 1 < u too (no wrap: l < u <= MAX).
              if (l.strict && u.strict)
                added.push_back(
                    pool.binary(Op::Slt, pool.binary(Op::Add, l.term, pool.bvConst(w, 1)), u.term));
            }
          }
      }
      for (ExprId a : added)
        if (!pool.isTrue(a) && std::find(others.begin(), others.end(), a) == others.end())
          others.push_back(a);
      constraints = std::move(others);
      changed = true;
      break;  // the candidates changed
    }
  }
  return constraints;
}

}  // namespace symtest::solver
