#include "testcase/readable_condition.hpp"

#include <algorithm>
#include <cctype>
#include <functional>
#include <optional>
#include <string_view>

#include "results/library_classes.hpp"
#include "symexec/exploration.hpp"

namespace symtest::testcase {

using solver::ExprId;
using solver::Op;

ApiTerms::ApiTerms(const results::TestCase& t) {
  for (const auto& o : t.objects)
    if (o.isInput && !o.path.empty()) typeOfPath_.emplace(o.path, o.type);
}

namespace {

// End of the access-path segment starting at `pos` ('.' field or '[' index ']').
size_t segmentEnd(const std::string& name, size_t pos) {
  if (name[pos] == '[') {
    int depth = 0;
    for (size_t i = pos; i < name.size(); ++i) {
      if (name[i] == '[') ++depth;
      if (name[i] == ']' && --depth == 0) return i + 1;
    }
    return name.size();
  }
  size_t next = name.find_first_of(".[", pos + 1);
  return next == std::string::npos ? name.size() : next;
}

}  // namespace

std::string ApiTerms::operator()(const std::string& name) const {
  size_t pos = std::min(name.find_first_of(".["), name.size());
  std::string out = name.substr(0, pos), internal = out;
  auto take = [&](size_t end, const std::string& text) {
    internal += name.substr(pos, end - pos);
    out += text;
    pos = end;
  };
  // `field` (".value") of the object at `internal` is the array holding its contents:
  // field.length reads as `lengthCall` (if any), field[i] as `elementCall`(i)`suffix`.
  auto contents = [&](std::string_view field, const char* lengthCall, const char* elementCall,
                      const char* suffix = "") {
    std::string_view rest(name);
    rest.remove_prefix(pos);
    if (!rest.starts_with(field)) return false;
    const size_t after = pos + field.size();
    if (after < name.size() && name.compare(after, 7, ".length") == 0 && lengthCall &&
        segmentEnd(name, after) == after + 7) {
      take(after + 7, lengthCall);
      return true;
    }
    if (after < name.size() && name[after] == '[') {
      const size_t close = segmentEnd(name, after);
      take(close, std::string(".") + elementCall + "(" +
                      (*this)(name.substr(after + 1, close - after - 2)) + ")" + suffix);
      return true;
    }
    return false;
  };
  while (pos < name.size()) {
    auto it = typeOfPath_.find(internal);
    bool done = false;
    if (it != typeOfPath_.end()) switch (results::libraryKind(it->second)) {
        case results::LibraryKind::String:
          done = contents(".value", ".length()", "charAt");
          break;
        case results::LibraryKind::Builder:
          if (segmentEnd(name, pos) - pos == 6 && name.compare(pos, 6, ".count") == 0) {
            take(pos + 6, ".length()");
            done = true;
          } else {
            done = contents(".value", nullptr, "charAt");  // value.length is the capacity
          }
          break;
        case results::LibraryKind::List:
          if (results::isVector(it->second)) {
            // elementData[i] is get(i) (a path reads no element past the size), its length
            // the capacity.
            if (segmentEnd(name, pos) - pos == 13 && name.compare(pos, 13, ".elementCount") == 0) {
              take(pos + 13, ".size()");
              done = true;
            } else {
              done = contents(".elementData", ".capacity()", "get");
            }
            break;
          }
          done = contents(".elements", ".size()", "get");
          break;
        case results::LibraryKind::Map:
          done = contents(".keys", ".size()", "entry", ".getKey()") ||
                 contents(".vals", ".size()", "entry", ".getValue()");
          break;
        case results::LibraryKind::Set:
          done = contents(".map.keys", ".size()", "element") ||
                 contents(".map.vals", ".size()", "value");
          break;
        case results::LibraryKind::Boxed:
          // The primitive inside: Java unboxes where the path compares or computes.
          if (name.size() - pos == 6 && name.compare(pos, 6, ".value") == 0) {
            take(name.size(), "");
            done = true;
          }
          break;
        default:
          break;
      }
    if (!done) {
      const size_t end = segmentEnd(name, pos);
      // An index that is itself a term (a table read: HexTable.DECODE[s.value[0]]) reads in
      // API terms too.
      if (name[pos] == '[' && end - pos > 2)
        take(end, "[" + renameTerms(name.substr(pos + 1, end - pos - 2)) + "]");
      else
        take(end, name.substr(pos, end - pos));
    }
  }
  return out;
}

std::string ApiTerms::renameTerms(const std::string& text) const {
  auto starts = [](char c) {
    return std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '$';
  };
  auto continues = [&](char c) {
    return starts(c) || std::isdigit(static_cast<unsigned char>(c)) || c == '.';
  };
  std::string out;
  for (size_t i = 0; i < text.size();) {
    if (!starts(text[i])) {
      out += text[i++];
      continue;
    }
    size_t end = i;
    while (end < text.size() && (continues(text[end]) || text[end] == '['))
      end = text[end] == '[' ? segmentEnd(text, end) : end + 1;
    out += (*this)(text.substr(i, end - i));
    i = end;
  }
  return out;
}

bool ApiTerms::isBookkeeping(const std::string& name) const {
  static const std::vector<std::string_view> mapBookkeeping = {
      ".capacity", ".modCount", ".keySetView", ".valuesView", ".entrySetView"};
  // A Vector's growth step and change count: no API reads them.
  static const std::vector<std::string_view> vectorBookkeeping = {".capacityIncrement",
                                                                  ".modCount"};
  for (size_t pos = name.find_first_of(".["); pos < name.size(); pos = segmentEnd(name, pos)) {
    auto it = typeOfPath_.find(name.substr(0, pos));
    if (it == typeOfPath_.end()) continue;
    const bool map = results::libraryKind(it->second) == results::LibraryKind::Map;
    if (!map && !results::isVector(it->second)) continue;
    const auto& bookkeeping = map ? mapBookkeeping : vectorBookkeeping;
    const std::string_view segment(name.data() + pos, segmentEnd(name, pos) - pos);
    if (std::find(bookkeeping.begin(), bookkeeping.end(), segment) != bookkeeping.end())
      return true;
  }
  return false;
}

namespace {

// Whether a variable of `c` is a model's bookkeeping.
bool mentionsBookkeeping(const solver::ExprPool& pool, ExprId c, const ApiTerms& names) {
  std::vector<ExprId> todo{c};
  while (!todo.empty()) {
    const auto& n = pool.node(todo.back());
    todo.pop_back();
    if (n.op == Op::Var && names.isBookkeeping(pool.var(static_cast<uint32_t>(n.value)).name))
      return true;
    for (ExprId child : {n.a, n.b, n.c})
      if (child != solver::kNoExpr) todo.push_back(child);
  }
  return false;
}

// The signed values of a bit-vector width.
std::pair<int64_t, int64_t> signedBounds(uint8_t width) {
  if (width == 64) return {INT64_MIN, INT64_MAX};
  return {-(int64_t{1} << (width - 1)), (int64_t{1} << (width - 1)) - 1};
}

// A constraint bounding one term by a constant: lo <= term <= hi, or term != lo.
struct Bound {
  ExprId term;
  int64_t lo, hi;
  bool isEq = false, isNe = false;
};

std::optional<Bound> boundOf(const solver::ExprPool& pool, ExprId c) {
  const auto& n = pool.node(c);
  if (n.op != Op::Eq && n.op != Op::Ne && n.op != Op::Slt && n.op != Op::Sle && n.op != Op::Sgt &&
      n.op != Op::Sge)
    return std::nullopt;
  ExprId term = n.a, k = n.b;
  Op op = n.op;
  if (pool.isConst(term) && !pool.isConst(k)) {
    std::swap(term, k);
    op = op == Op::Slt   ? Op::Sgt
         : op == Op::Sle ? Op::Sge
         : op == Op::Sgt ? Op::Slt
         : op == Op::Sge ? Op::Sle
                         : op;
  }
  const auto& t = pool.node(term);
  if (!pool.isConst(k) || pool.isConst(term) || t.isFloat || t.width == 0 || t.width > 64)
    return std::nullopt;
  const int64_t value = pool.signedValue(k);
  const auto [min, max] = signedBounds(t.width);
  switch (op) {
    case Op::Eq:
      return Bound{term, value, value, true, false};
    case Op::Ne:
      return Bound{term, value, value, false, true};
    case Op::Slt:
      return value == min ? std::nullopt : std::optional(Bound{term, min, value - 1});
    case Op::Sle:
      return Bound{term, min, value};
    case Op::Sgt:
      return value == max ? std::nullopt : std::optional(Bound{term, value + 1, max});
    default:
      return Bound{term, value, max};
  }
}

// The values a term takes before any constraint: its width's, from 0 for array lengths.
std::pair<int64_t, int64_t> naturalRange(const solver::ExprPool& pool, ExprId term) {
  const auto& t = pool.node(term);
  auto [lo, hi] = signedBounds(t.width);
  if (t.op == Op::Var) {
    // Input lengths: never negative, and at most the bound lazy initialization gives them.
    const std::string& name = pool.var(static_cast<uint32_t>(t.value)).name;
    if (name.ends_with(".length")) {
      lo = 0;
      hi = symexec::EngineLimits{}.maxArrayLength;
    } else if (name.ends_with(".elementCount")) {
      lo = 0;  // a Vector's size: the model's invariant, as an array length's
    }
  }
  return {std::max(lo, pool.range(term).lo), std::min(hi, pool.range(term).hi)};
}

// The disjuncts of `c` (through nested ors, and a negated conjunction's negated conjuncts),
// each with whether it is negated.
void disjuncts(const solver::ExprPool& pool, ExprId c, bool negated,
               std::vector<std::pair<ExprId, bool>>& out) {
  const auto& n = pool.node(c);
  if (!negated && n.op == Op::BoolOr) {
    disjuncts(pool, n.a, false, out);
    disjuncts(pool, n.b, false, out);
  } else if (negated && n.op == Op::BoolAnd) {
    disjuncts(pool, n.a, true, out);
    disjuncts(pool, n.b, true, out);
  } else if (n.op == Op::Not) {
    disjuncts(pool, n.a, !negated, out);
  } else {
    out.push_back({c, negated});
  }
}

// Whether another constraint is one of the disjuncts of constraint `i`, which it then implies
// (the heap solver's `&a != &b || a.f == b.f` once the path says `&a != &b`).
bool impliedDisjunction(const solver::ExprPool& pool, const std::vector<ExprId>& constraints,
                        size_t i) {
  if (pool.node(constraints[i]).op != Op::BoolOr) return false;
  std::vector<std::pair<ExprId, bool>> ds;
  disjuncts(pool, constraints[i], false, ds);
  for (size_t j = 0; j < constraints.size(); ++j) {
    if (j == i) continue;
    for (const auto& [d, negated] : ds)
      if (negated ? pool.complementary(constraints[j], d) : constraints[j] == d) return true;
  }
  return false;
}

}  // namespace

std::vector<std::string> readableConstraints(const solver::ExprPool& pool,
                                             const std::vector<ExprId>& pathConstraints,
                                             const ApiTerms& names) {
  const std::function<std::string(const std::string&)> rename = std::cref(names);
  // Which formula a library function's model applies (Op::Internal) is its own business: the
  // conditions on its value read as the call (Math.atan2(y, x) < 0.0).
  std::vector<ExprId> constraints;
  for (ExprId c : pathConstraints)
    if (pool.node(c).op != Op::Internal) constraints.push_back(c);
  // Terms are told apart by their API text: a HashMap's keys.length and vals.length are both
  // m.size(), and a bound on either bounds it.
  auto text = [&](ExprId e) { return pool.toString(e, rename); };
  std::vector<std::optional<Bound>> bounds;
  std::vector<std::string> termText;
  struct Interval {
    int64_t lo, hi, natLo, natHi;
    bool anyEq = false;
  };
  std::unordered_map<std::string, Interval> interval;
  for (ExprId c : constraints) {
    bounds.push_back(boundOf(pool, c));
    const auto& b = bounds.back();
    termText.push_back(b ? text(b->term) : "");
    if (!b) continue;
    auto [natLo, natHi] = naturalRange(pool, b->term);
    auto [it, fresh] = interval.try_emplace(termText.back(), Interval{natLo, natHi, natLo, natHi});
    if (b->isNe) continue;
    it->second.lo = std::max(it->second.lo, b->lo);
    it->second.hi = std::min(it->second.hi, b->hi);
    it->second.anyEq = it->second.anyEq || b->isEq;
  }
  // Per term, the first constraints that set its final lower and upper bounds stay (the first
  // equality when the bounds meet); every other bound on it is implied. A term pinned without
  // an equality (`m.size() <= 0` of a length) prints as one: `m.size() == 0`.
  std::vector<bool> keep(constraints.size(), true);
  std::vector<std::optional<int64_t>> printAsEq(constraints.size());
  std::unordered_map<std::string, std::pair<bool, bool>> placed;  // lower, upper bound kept
  for (size_t i = 0; i < constraints.size(); ++i) {
    const auto& b = bounds[i];
    if (!b) continue;
    const Interval& range = interval.at(termText[i]);
    auto& [lower, upper] = placed[termText[i]];
    if (b->isNe) {
      keep[i] = b->lo >= range.lo && b->lo <= range.hi && range.lo != range.hi;
      continue;
    }
    if (range.lo == range.hi && (range.lo > range.natLo || range.hi < range.natHi)) {
      keep[i] = !lower && (b->isEq || !range.anyEq);
      if (keep[i] && !b->isEq) printAsEq[i] = range.lo;
      lower = upper = lower || keep[i];
      continue;
    }
    const bool setsLower = b->lo == range.lo && range.lo > range.natLo && !lower;
    const bool setsUpper = b->hi == range.hi && range.hi < range.natHi && !upper;
    keep[i] = setsLower || setsUpper;
    lower = lower || setsLower;
    upper = upper || setsUpper;
  }
  auto isOrder = [](Op op) {
    return op == Op::Slt || op == Op::Sle || op == Op::Sgt || op == Op::Sge;
  };
  // `t + k` for a constant k: {t, k}.
  auto shifted = [&](ExprId e) -> std::optional<std::pair<ExprId, int64_t>> {
    const auto& sum = pool.node(e);
    if (sum.op != Op::Add || pool.isConst(sum.a) == pool.isConst(sum.b)) return std::nullopt;
    const bool constRight = pool.isConst(sum.b);
    return std::pair{constRight ? sum.a : sum.b, pool.signedValue(constRight ? sum.b : sum.a)};
  };
  // The values t takes: its interval from the bounds above, else its natural range; empty when
  // t + k could wrap.
  auto shiftedRange = [&](ExprId t, int64_t k) -> std::optional<std::pair<int64_t, int64_t>> {
    auto it = interval.find(text(t));
    auto [lo, hi] =
        it != interval.end() ? std::pair{it->second.lo, it->second.hi} : naturalRange(pool, t);
    const auto [min, max] = signedBounds(pool.node(t).width);
    if (k > 0 ? hi > max - k : lo < min - k) return std::nullopt;
    return std::pair{lo + k, hi + k};
  };
  // `t + k <= c` with t's interval known: implied when every t in it satisfies it (the model's
  // `new Object[m.size() + 1]` checks once m.size() is bounded).
  auto impliedShiftedBound = [&](ExprId c) {
    const auto& n = pool.node(c);
    if (!isOrder(n.op) || !pool.isConst(n.b)) return false;
    const auto sum = shifted(n.a);
    const auto range = sum ? shiftedRange(sum->first, sum->second) : std::nullopt;
    if (!range) return false;
    const auto [lo, hi] = *range;
    const int64_t limit = pool.signedValue(n.b);
    return n.op == Op::Slt   ? hi < limit
           : n.op == Op::Sle ? hi <= limit
           : n.op == Op::Sgt ? lo > limit
                             : lo >= limit;
  };
  // `t < t + k` (k > 0) or `t + k > t`, t + k not wrapping: true (the model's
  // keys.length < vals.length + 1 of a set, whose arrays are one size()).
  auto shiftedTautology = [&](ExprId c) {
    const auto& n = pool.node(c);
    if (!isOrder(n.op)) return false;
    const bool sumRight = pool.node(n.b).op == Op::Add;
    const auto sum = shifted(sumRight ? n.b : n.a);
    if (!sum || sum->second <= 0 || text(sumRight ? n.a : n.b) != text(sum->first) ||
        !shiftedRange(sum->first, sum->second))
      return false;
    // t < t + k and t <= t + k hold; so do t + k > t and t + k >= t
    return sumRight ? (n.op == Op::Slt || n.op == Op::Sle) : (n.op == Op::Sgt || n.op == Op::Sge);
  };
  std::vector<std::string> out;
  for (size_t i = 0; i < constraints.size(); ++i) {
    if (!keep[i] || constraints[i] == pool.trueExpr() || impliedDisjunction(pool, constraints, i) ||
        mentionsBookkeeping(pool, constraints[i], names) || impliedShiftedBound(constraints[i]) ||
        shiftedTautology(constraints[i]))
      continue;
    const auto& node = pool.node(constraints[i]);
    if ((node.op == Op::Eq || node.op == Op::Sle || node.op == Op::Sge) &&
        text(node.a) == text(node.b))
      continue;  // `m.size() == m.size()`: the model's arrays of one length
    if (node.op == Op::Sle && text(node.a).ends_with(".size()") &&
        text(node.b) == text(node.a).substr(0, text(node.a).size() - 7) + ".capacity()")
      continue;  // `v.size() <= v.capacity()`: the Vector model's invariant
    std::string printed =
        printAsEq[i] ? termText[i] + " == " + std::to_string(*printAsEq[i]) : text(constraints[i]);
    if (std::find(out.begin(), out.end(), printed) != out.end()) continue;
    // Printed joined by &&, which binds tighter.
    out.push_back(node.op == Op::BoolOr ? "(" + printed + ")" : printed);
  }
  return out;
}

}  // namespace symtest::testcase
