#include "solver/order_facts.hpp"

#include <algorithm>

namespace symtest::solver {

OrderFacts::OrderFacts(const std::vector<z3::expr>& assertions) {
  for (const z3::expr& a : assertions) add(a, true);
  // Numerals are ordered among themselves.
  std::sort(numerals_.begin(), numerals_.end());
  for (size_t i = 1; i < numerals_.size(); ++i)
    if (numerals_[i - 1].first < numerals_[i].first)
      edges_[numerals_[i - 1].second].push_back({numerals_[i].second, true});
  // a <= b and a != b: a < b.
  for (const auto& [x, y] : std::vector(distinct_)) {
    if (order(x, y) == 1) edges_[x].push_back({y, true});
    if (order(y, x) == 1) edges_[y].push_back({x, true});
  }
}

bool OrderFacts::comparison(const z3::expr& e, bool positive, Rel& rel, z3::expr& a, z3::expr& b) {
  if (!e.is_app() || e.num_args() != 2 || !e.arg(0).is_bv()) return false;
  const Z3_decl_kind kind = e.decl().decl_kind();
  a = e.arg(0);
  b = e.arg(1);
  switch (kind) {
    case Z3_OP_SLEQ:
    case Z3_OP_SGEQ:
      rel = positive ? Rel::Le : Rel::Lt;
      break;
    case Z3_OP_SLT:
    case Z3_OP_SGT:
      rel = positive ? Rel::Lt : Rel::Le;
      break;
    case Z3_OP_EQ:
      rel = positive ? Rel::Eq : Rel::Ne;
      return true;
    case Z3_OP_DISTINCT:
      rel = positive ? Rel::Ne : Rel::Eq;
      return true;
    default:
      return false;
  }
  // Normalized to a (<= or <) b: ¬(a <= b) is b < a, a >= b is b <= a.
  const bool flip = (kind == Z3_OP_SGEQ || kind == Z3_OP_SGT) == positive;
  if (flip) std::swap(a, b);
  return true;
}

uint32_t OrderFacts::node(const z3::expr& term) {
  auto [it, fresh] = ids_.emplace(term.id(), static_cast<uint32_t>(parent_.size()));
  if (fresh) {
    parent_.push_back(it->second);
    edges_.emplace_back();
    int64_t value = 0;
    if (term.is_numeral_i64(value)) {
      // Bit-vector numerals read unsigned; the order facts are signed.
      const unsigned width = term.get_sort().bv_size();
      uint64_t bits = 0;
      if (term.is_numeral_u64(bits) && width < 64 && (bits >> (width - 1)) & 1)
        value = static_cast<int64_t>(bits) - (int64_t{1} << width);
      numerals_.emplace_back(value, it->second);
    }
  }
  return it->second;
}

uint32_t OrderFacts::find(uint32_t n) {
  while (parent_[n] != n) n = parent_[n] = parent_[parent_[n]];
  return n;
}

void OrderFacts::add(const z3::expr& f, bool positive) {
  if (!f.is_app()) return;
  const Z3_decl_kind kind = f.decl().decl_kind();
  if (kind == Z3_OP_NOT) return add(f.arg(0), !positive);
  if (kind == Z3_OP_AND && positive) {
    for (unsigned i = 0; i < f.num_args(); ++i) add(f.arg(i), true);
    return;
  }
  Rel rel;
  z3::expr a = f, b = f;
  if (!comparison(f, positive, rel, a, b)) return;
  const uint32_t x = node(a), y = node(b);
  switch (rel) {
    case Rel::Le:
    case Rel::Lt:
      edges_[x].push_back({y, rel == Rel::Lt});
      break;
    case Rel::Eq:
      edges_[x].push_back({y, false});
      edges_[y].push_back({x, false});
      parent_[find(x)] = find(y);
      break;
    case Rel::Ne:
      distinct_.emplace_back(x, y);
      break;
  }
}

int OrderFacts::order(uint32_t a, uint32_t b) {
  // Best strictness with which each node is reached from a: 0 none, 1 weak, 2 strict.
  std::vector<int> reached(edges_.size(), 0);
  std::vector<uint32_t> todo;
  // Everything equal to a starts weakly reached.
  for (uint32_t n = 0; n < edges_.size(); ++n)
    if (find(n) == find(a)) {
      reached[n] = 1;
      todo.push_back(n);
    }
  while (!todo.empty()) {
    const uint32_t n = todo.back();
    todo.pop_back();
    for (const Edge& e : edges_[n]) {
      const int level = e.strict ? 2 : reached[n];
      if (level <= reached[e.to]) continue;
      reached[e.to] = level;
      todo.push_back(e.to);
    }
  }
  int best = 0;
  for (uint32_t n = 0; n < edges_.size(); ++n)
    if (find(n) == find(b)) best = std::max(best, reached[n]);
  return best;
}

bool OrderFacts::holds(const z3::expr& f, bool positive) {
  if (!f.is_app()) return false;
  const Z3_decl_kind kind = f.decl().decl_kind();
  if (kind == Z3_OP_TRUE) return positive;
  if (kind == Z3_OP_FALSE) return !positive;
  if (kind == Z3_OP_NOT) return holds(f.arg(0), !positive);
  if (kind == Z3_OP_AND && positive) {
    for (unsigned i = 0; i < f.num_args(); ++i)
      if (!holds(f.arg(i), true)) return false;
    return true;
  }
  Rel rel;
  z3::expr a = f, b = f;
  if (!comparison(f, positive, rel, a, b)) return false;
  if (z3::eq(a, b)) return rel == Rel::Le || rel == Rel::Eq;
  // Unknown terms have no facts; only known ones can be related.
  if (!ids_.count(a.id()) || !ids_.count(b.id())) return false;
  const uint32_t x = node(a), y = node(b);
  switch (rel) {
    case Rel::Le:
      return order(x, y) >= 1;
    case Rel::Lt:
      return order(x, y) == 2;
    case Rel::Eq:
      return find(x) == find(y) || (order(x, y) >= 1 && order(y, x) >= 1);
    case Rel::Ne:
      if (order(x, y) == 2 || order(y, x) == 2) return true;
      return std::any_of(distinct_.begin(), distinct_.end(), [&](const auto& d) {
        return (find(d.first) == find(x) && find(d.second) == find(y)) ||
               (find(d.first) == find(y) && find(d.second) == find(x));
      });
  }
  return false;
}

bool OrderFacts::implies(const z3::expr& formula) {
  return holds(formula, true);
}

}  // namespace symtest::solver
