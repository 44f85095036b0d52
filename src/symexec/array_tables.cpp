// Reads at a symbolic index of arrays whose every element is known: lookup tables (a codec's
// DECODE_TABLE, a digits array) that class initializers or the method itself filled. The value
// is one term over the index instead of a split over its first values, so that every entry is
// reachable (decodeTable[octet] != -1 holds for the digits only) and a loop over such reads
// adds no paths of its own.
#include <fmt/format.h>

#include "clp/protocol.hpp"
#include "symexec/machine.hpp"

namespace symtest::symexec {

using solver::ExprId;
using solver::Op;

namespace {

// Tables up to this length become one term: runs of one value, or of values that follow the
// index (value = index + offset), each one arm of an if-then-else over the index.
constexpr uint64_t kMaxTableLength = 1024;
// Elements that are expressions (not constants) are an arm each: fewer of them.
constexpr uint64_t kMaxExpressionTableLength = 64;

struct Segment {
  uint64_t last;   // the run covers indices up to here (from the previous run's end)
  ExprId value;    // the run's value (a constant, or an element's expression)
  bool follows;    // the value is index + offset (constants only)
  int64_t offset;  // for `follows`
};

// How long an index's text may be in the name of the element read there.
constexpr int64_t kMaxIndexText = 120;

// Whether the text of `id` stays within `budget` characters, roughly: operators and constants
// a few each, variables their names. Gives up as soon as the budget is spent, so it costs at
// most `budget` steps however large the term (printed as a tree) would be.
bool textFits(const solver::ExprPool& pool, ExprId id, int64_t budget) {
  int64_t left = budget;
  std::vector<ExprId> todo{id};
  while (!todo.empty()) {
    const ExprId e = todo.back();
    todo.pop_back();
    const solver::ExprNode& n = pool.node(e);
    if (n.op == Op::Var)
      left -= static_cast<int64_t>(pool.var(static_cast<uint32_t>(n.value)).name.size());
    else
      left -= 4;
    if (left < 0) return false;
    for (ExprId child : {n.a, n.b, n.c})
      if (child != solver::kNoExpr) todo.push_back(child);
  }
  return true;
}

bool primitiveComponent(const std::string& component) {
  return component.size() == 1 &&
         std::string_view("ZBCSIJ").find(component[0]) != std::string::npos;
}

}  // namespace

std::optional<Value> Machine::readKnownArray(Value arrayRef, ExprId index) {
  const uint32_t obj = objectOf(arrayRef);
  const heap::HeapObject& o = heap.object(obj);
  if (o.isInput || !o.innerLengths.empty() || o.length == solver::kNoExpr ||
      !pool.isConst(o.length))
    return std::nullopt;
  const std::string component = o.componentType();
  if (!primitiveComponent(component)) return std::nullopt;
  const uint64_t n = pool.node(o.length).value;
  if (n < 2 || n > kMaxTableLength) return std::nullopt;
  std::vector<ExprId> values(n);
  size_t expressions = 0;
  for (uint64_t j = 0; j < n; ++j) {
    const auto v = heap.load(obj, j);
    const Value x = v ? heap.deref(*v) : defaultValue(component);
    if (x.kind != Value::Kind::Int) return std::nullopt;
    values[j] = x.id;
    expressions += pool.isConst(x.id) ? 0 : 1;
  }
  if (expressions > 0 && n > kMaxExpressionTableLength) return std::nullopt;
  // A table of the static state is read as its class initializer (or the path) left it: tests
  // do not set up its every entry, which a read at a symbolic index would ask of them.

  const uint8_t width = pool.node(values[0]).width;
  auto offsetOf = [&](uint64_t j) { return pool.signedValue(values[j]) - static_cast<int64_t>(j); };
  std::vector<Segment> runs;
  for (uint64_t j = 0; j < n;) {
    Segment r{j, values[j], false, 0};
    if (pool.isConst(values[j]) && j + 1 < n && pool.isConst(values[j + 1])) {
      if (values[j + 1] == values[j]) {
        while (r.last + 1 < n && values[r.last + 1] == values[j]) ++r.last;
      } else if (offsetOf(j + 1) == offsetOf(j)) {
        r.follows = true;
        r.offset = offsetOf(j);
        while (r.last + 1 < n && pool.isConst(values[r.last + 1]) &&
               offsetOf(r.last + 1) == r.offset)
          ++r.last;
      }
    }
    runs.push_back(r);
    j = r.last + 1;
  }
  const ExprId wideIndex = width > 32 ? pool.convert(Op::SExt, index, width) : index;
  auto armOf = [&](const Segment& r) {
    if (!r.follows) return r.value;
    return pool.binary(Op::Add, wideIndex, pool.bvConst(width, static_cast<uint64_t>(r.offset)));
  };
  // The bounds check came first: the index is in 0..n-1, and the last run needs no test.
  ExprId term = armOf(runs.back());
  for (size_t k = runs.size() - 1; k-- > 0;)
    term =
        pool.ite(pool.binary(Op::Sle, index, pool.bvConst(32, runs[k].last)), armOf(runs[k]), term);
  if (pool.isConst(term)) return Value::integer(term);
  // The element as a variable of its own, named as the program reads it; its definition is a
  // constraint of the path that readable conditions leave out.
  // An index whose text would be long (a table read at an index computed from earlier table
  // reads, round after round of a cipher) is not printed: printing is a walk of the term as a
  // tree, and the names would nest.
  const std::string name = textFits(pool, index, kMaxIndexText)
                               ? fmt::format("{}[{}]", arrayName(obj), pool.toString(index))
                               : fmt::format("{}[index {}]", arrayName(obj), pool.varCount());
  ExprId element = pool.newVar(name, width, component != "C" && component != "Z");
  solver.add(pool.internal(pool.binary(Op::Eq, element, term)));
  return Value::integer(element);
}

std::string Machine::arrayName(uint32_t obj) const {
  const heap::HeapObject& o = heap.object(obj);
  if (!o.path.empty()) return o.path;
  // A table a static field holds: Base16.DECODE_TABLE.
  for (const auto& [slot, v] : heap.slots(0)) {
    const Value x = heap.deref(v);
    if (x.kind != Value::Kind::Ref || x.id != obj) continue;
    const std::string& field = heap.fieldName(static_cast<uint32_t>(slot));
    if (clp::protocol::isHiddenField(field)) continue;
    const size_t dot = field.rfind('.');
    const size_t slash = field.rfind('/', dot);
    return field.substr(slash == std::string::npos ? 0 : slash + 1);
  }
  return "table";
}

}  // namespace symtest::symexec
