// Z3 translation of ExprPool nodes: bit-vectors map 1:1 to SMT-LIB bit-vector operations.
#include "solver/z3_backend.hpp"

#include "solver/expr_walk.hpp"
#include "solver/integer_encoding.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <functional>
#include <stdexcept>
#include <string>

#include "solver/cancellation.hpp"
#include "solver/code_point_sets.hpp"
#include "solver/expr_eval.hpp"

namespace symtest::solver {

Z3Backend::Z3Backend(const ExprPool& pool, const SolverOptions& options)
    : pool_(pool),
      budget_(options.queryBudget),
      dumpDirectory_(options.dumpDirectory),
      cancel_(options.cancel) {}

Z3Backend::~Z3Backend() {
  // The interrupter must be gone before the context it points to.
  if (ctx_ && cancel_) cancel_->detach(cancelId_);
}

z3::context& Z3Backend::ctx() {
  if (!ctx_) {
    ctx_ = std::make_unique<z3::context>();
    if (cancel_) cancelId_ = cancel_->attach([c = ctx_.get()] { c->interrupt(); });
  }
  return *ctx_;
}

z3::expr Z3Backend::var(uint32_t index) {
  if (auto it = vars_.find(index); it != vars_.end()) return it->second;
  const VarInfo& info = pool_.var(index);
  // The index keeps Z3 names unique whatever the readable names are.
  const std::string name = info.name + "!" + std::to_string(index);
  z3::expr e = info.width == 0 ? ctx().bool_const(name.c_str())
               : info.isFloat  ? ctx().constant(name.c_str(), fpSort(info.width))
                               : ctx().bv_const(name.c_str(), info.width);
  vars_.emplace(index, e);
  return e;
}

z3::expr Z3Backend::translate(ExprId id) {
  postOrder(pool_, id, memo_, [this](ExprId, const ExprNode& n) { return translateNode(n); });
  return memo_.at(id);
}

const std::vector<ExprId>& Z3Backend::divisionsIn(ExprId id) {
  postOrder(pool_, id, divisions_, [this](ExprId cur, const ExprNode& n) {
    std::vector<ExprId> found;
    for (ExprId child : {n.a, n.b, n.c}) {
      if (child == kNoExpr) continue;
      for (ExprId d : divisions_.at(child)) {
        if (std::find(found.begin(), found.end(), d) == found.end()) found.push_back(d);
      }
    }
    if ((n.op == Op::SDiv || n.op == Op::SRem) && !pool_.isConst(n.b)) found.push_back(cur);
    return found;
  });
  return divisions_.at(id);
}

z3::expr Z3Backend::divisionLemma(ExprId division) {
  const ExprNode& n = pool_.node(division);
  const z3::expr x = translate(n.a), y = translate(n.b), r = translate(division);
  const z3::expr zero = ctx().bv_val(uint64_t{0}, n.width);
  const z3::expr min = ctx().bv_val(uint64_t{1} << (n.width - 1), n.width);
  if (n.op == Op::SRem) {
    // The remainder has the dividend's sign and a smaller magnitude than the divisor.
    return z3::implies(
        y != zero, z3::implies(z3::sge(x, zero), z3::sge(r, zero)) &&
                       z3::implies(z3::slt(x, zero), z3::sle(r, zero)) &&
                       z3::implies(z3::sgt(y, zero), z3::slt(r, y) && z3::sgt(r, -y)) &&
                       z3::implies(z3::slt(y, zero) && y != min, z3::sgt(r, y) && z3::slt(r, -y)));
  }
  // A positive divisor keeps the quotient between 0 and the dividend.
  return z3::implies(z3::sgt(y, zero),
                     z3::implies(z3::sge(x, zero), z3::sge(r, zero) && z3::sle(r, x)) &&
                         z3::implies(z3::slt(x, zero), z3::sle(r, zero) && z3::sge(r, x)));
}

bool Z3Backend::containsFloat(ExprId id) {
  postOrder(pool_, id, floats_, [this](ExprId, const ExprNode& n) {
    bool found = n.isFloat || n.op >= kFirstFpOp;
    for (ExprId child : {n.a, n.b, n.c}) found = found || (child != kNoExpr && floats_.at(child));
    return found;
  });
  return floats_.at(id);
}

uint64_t Z3Backend::budgetFor(const std::vector<ExprId>& ids) {
  for (ExprId id : ids) {
    if (containsFloat(id)) return budget_ * SolverOptions::kFloatBudgetFactor;
  }
  return budget_;
}

void Z3Backend::setBudget(z3::solver& solver, uint64_t units) {
  z3::params p(ctx());
  // Z3 takes an unsigned int; 0 would mean no limit.
  p.set("rlimit", static_cast<unsigned>(std::clamp<uint64_t>(units, 1, UINT32_MAX)));
  solver.set(p);
  if (!dumpDirectory_.empty()) budgets_[static_cast<Z3_solver>(solver)] = units;
}

void Z3Backend::assertAll(z3::solver& solver, const std::vector<ExprId>& ids) {
  if (const uint64_t budget = budgetFor(ids); budget != budget_) setBudget(solver, budget);
  std::vector<ExprId> divisions;
  for (ExprId id : ids) {
    solver.add(translate(id));
    for (ExprId d : divisionsIn(id)) {
      if (std::find(divisions.begin(), divisions.end(), d) == divisions.end()) {
        divisions.push_back(d);
        solver.add(divisionLemma(d));
      }
    }
  }
}

namespace {

// The fewest bits k that hold every value of `r` as a signed k-bit number.
unsigned signedBitsFor(Range r) {
  unsigned k = 1;
  while (k < 64 && (r.lo < -(int64_t{1} << (k - 1)) || r.hi > (int64_t{1} << (k - 1)) - 1)) ++k;
  return k;
}

}  // namespace

z3::expr Z3Backend::multiply(const ExprNode& n) {
  const z3::expr a = memo_.at(n.a), b = memo_.at(n.b);
  if (pool_.isConst(n.a) || pool_.isConst(n.b)) return a * b;
  // A factor with a small known range (a quotient by a symbolic divisor, a char, a byte) is
  // multiplied as k bits: x * sext(y_k) == x * zext(y_k) - (y's sign ? x << k : 0). Z3's
  // bit-blaster folds the zero bits, so the multiplier shrinks from w*w to w*k cells.
  const unsigned ka = signedBitsFor(pool_.range(n.a)), kb = signedBitsFor(pool_.range(n.b));
  if (2 * std::min(ka, kb) > n.width) return a * b;
  const z3::expr zero = ctx().bv_val(uint64_t{0}, n.width);
  // sext(y_k) as zext(y_k) - sign * 2^k; only for factors of at most half the width.
  auto split = [&](const z3::expr& y, unsigned k, z3::expr& sign) {
    sign = y.extract(k - 1, k - 1) == ctx().bv_val(1, 1);
    return z3::zext(y.extract(k - 1, 0), n.width - k);
  };
  auto shifted = [&](const z3::expr& y, unsigned k) {
    return z3::shl(y, ctx().bv_val(k, n.width));
  };
  z3::expr sa = ctx().bool_val(false), sb = ctx().bool_val(false);
  if (2 * ka <= n.width && 2 * kb <= n.width) {
    // Both small ((long) i * (long) j): za*zb - sa*2^ka*zb - sb*2^kb*za + sa*sb*2^(ka+kb).
    const z3::expr za = split(a, ka, sa), zb = split(b, kb, sb);
    z3::expr product =
        za * zb - z3::ite(sa, shifted(zb, ka), zero) - z3::ite(sb, shifted(za, kb), zero);
    if (ka + kb < n.width)
      product = product + z3::ite(sa && sb, ctx().bv_val(uint64_t{1} << (ka + kb), n.width), zero);
    return product;
  }
  const bool narrowB = kb <= ka;
  const unsigned k = narrowB ? kb : ka;
  const z3::expr wide = narrowB ? a : b;
  const z3::expr low = split(narrowB ? b : a, k, sb);
  return wide * low - z3::ite(sb, shifted(wide, k), zero);
}

z3::expr Z3Backend::divideNarrow(const ExprNode& n) {
  const z3::expr a = memo_.at(n.a), b = memo_.at(n.b);
  auto full = [&](const z3::expr& x, const z3::expr& y) {
    return n.op == Op::SDiv ? z3::to_expr(ctx(), Z3_mk_bvsdiv(ctx(), x, y)) : z3::srem(x, y);
  };
  // A dividend of small magnitude (|x| < 2^(k-1), e.g. the constant of 100 / s) divides on
  // k bits: a divisor that does not fit k bits exceeds |x|, so the quotient is 0 and the
  // remainder x; one that fits divides without overflow. A k-bit divider instead of w bits.
  const Range x = pool_.range(n.a);
  const int64_t half = int64_t{1} << (n.width / 2 - 1);
  if (pool_.isConst(n.b) || x.lo <= -half || x.hi >= half) return full(a, b);
  const unsigned k = signedBitsFor({std::min(x.lo, -x.hi), std::max(x.hi, -x.lo)});
  const z3::expr bk = b.extract(k - 1, 0);
  const z3::expr fits = z3::sext(bk, n.width - k) == b;
  const z3::expr narrow = z3::sext(full(a.extract(k - 1, 0), bk), n.width - k);
  return z3::ite(fits, narrow, n.op == Op::SDiv ? ctx().bv_val(uint64_t{0}, n.width) : a);
}

z3::expr Z3Backend::translateNode(const ExprNode& n) {
  auto at = [this](ExprId e) { return memo_.at(e); };
  if (n.op >= kFirstFpOp) return translateFp(n);
  switch (n.op) {
    case Op::Const:
      if (n.isFloat) return fpConstant(n.value, n.width);
      return n.width == 0 ? ctx().bool_val(n.value != 0) : ctx().bv_val(n.value, n.width);
    case Op::Var:
      return var(static_cast<uint32_t>(n.value));
    case Op::Add:
      return at(n.a) + at(n.b);
    case Op::Sub:
      return at(n.a) - at(n.b);
    case Op::Mul:
      return multiply(n);
    case Op::SDiv:
    case Op::SRem: {
      const z3::expr a = at(n.a), b = at(n.b);
      const z3::expr q = divideNarrow(n);
      // bvsdiv/bvsrem already give MIN/-1 = MIN and MIN%-1 = 0. Division by zero is
      // guarded by the translation; mirror evaluate() (0) unless the divisor is constant.
      const ExprNode& nb = pool_.node(n.b);
      if (nb.op == Op::Const && nb.value != 0) return q;
      return z3::ite(b == ctx().bv_val(uint64_t{0}, n.width), ctx().bv_val(uint64_t{0}, n.width),
                     q);
    }
    case Op::And:
      return at(n.a) & at(n.b);
    case Op::Or:
      return at(n.a) | at(n.b);
    case Op::Xor:
      return at(n.a) ^ at(n.b);
    case Op::Shl:
      return z3::shl(at(n.a), at(n.b));
    case Op::AShr:
      return z3::ashr(at(n.a), at(n.b));
    case Op::LShr:
      return z3::lshr(at(n.a), at(n.b));
    case Op::Neg:
      return -at(n.a);
    case Op::SExt:
      return z3::sext(at(n.a), n.width - pool_.node(n.a).width);
    case Op::ZExt:
      return z3::zext(at(n.a), n.width - pool_.node(n.a).width);
    case Op::Trunc:
      return at(n.a).extract(n.width - 1, 0);
    case Op::Eq:
      return at(n.a) == at(n.b);
    case Op::Ne:
      return at(n.a) != at(n.b);
    case Op::Slt:
      return z3::slt(at(n.a), at(n.b));
    case Op::Sle:
      return z3::sle(at(n.a), at(n.b));
    case Op::Sgt:
      return z3::sgt(at(n.a), at(n.b));
    case Op::Sge:
      return z3::sge(at(n.a), at(n.b));
    case Op::Not:
      return !at(n.a);
    case Op::BoolAnd:
      return at(n.a) && at(n.b);
    case Op::BoolOr:
      return at(n.a) || at(n.b);
    case Op::Ite:
      return z3::ite(at(n.a), at(n.b), at(n.c));
    case Op::InCodePointSet:
      return codePointIn(n);
    case Op::MapCodePoint:
      return codePointMapped(n);
    case Op::LibraryCall:
    case Op::Internal:
      return at(n.a);
    default:
      break;
  }
  return ctx().bool_val(false);
}

z3::expr Z3Backend::codePointIn(const ExprNode& n) {
  // A binary search over the set's ranges as nested ites: about two comparisons with
  // constants per range, each pruning half of the remaining ranges. Unsigned comparisons on
  // the sign-extended value: a negative code point is in no set.
  const auto& ranges = codePointSet(static_cast<uint32_t>(pool_.node(n.b).value)).ranges;
  const uint8_t w = pool_.node(n.a).width;
  const z3::expr x = w < 64 ? z3::sext(memo_.at(n.a), 64 - w) : memo_.at(n.a);
  std::function<z3::expr(size_t, size_t)> search = [&](size_t lo, size_t hi) -> z3::expr {
    if (lo >= hi) return ctx().bool_val(false);
    const size_t mid = lo + (hi - lo) / 2;
    return z3::ite(z3::ult(x, ctx().bv_val(uint64_t{ranges[mid].first}, 64)), search(lo, mid),
                   z3::ule(x, ctx().bv_val(uint64_t{ranges[mid].last}, 64)) || search(mid + 1, hi));
  };
  return search(0, ranges.size());
}

z3::expr Z3Backend::codePointMapped(const ExprNode& n) {
  // Binary searches over the runs, as codePointIn: x + delta(x) for the runs of an offset,
  // with constants at the leaves so that the whole map needs one adder (an adder per run made
  // bit-blasting slow), and a search returning the value of a run of one value (a category,
  // Character.ERROR). A run of stride 2 (alternating case pairs) tests the low bit.
  const CodePointMap& map = codePointMap(static_cast<uint32_t>(pool_.node(n.b).value));
  const z3::expr x = memo_.at(n.a);
  const z3::expr lowBit = x.extract(0, 0);
  std::vector<CodePointRun> relative, absolute;
  for (const CodePointRun& r : map.runs) (r.absolute ? absolute : relative).push_back(r);
  // outside: the value outside every run; hit: a run's value (before the stride test).
  using Hit = std::function<z3::expr(const CodePointRun&)>;
  auto search = [&](const std::vector<CodePointRun>& runs, const z3::expr& outside,
                    const Hit& hit) {
    std::function<z3::expr(size_t, size_t)> at = [&](size_t lo, size_t hi) -> z3::expr {
      if (lo >= hi) return outside;
      const size_t mid = lo + (hi - lo) / 2;
      const CodePointRun& r = runs[mid];
      z3::expr inside = hit(r);
      if (r.stride == 2) inside = z3::ite(lowBit == ctx().bv_val(r.first & 1, 1), inside, outside);
      return z3::ite(z3::ult(x, ctx().bv_val(r.first, 32)), at(lo, mid),
                     z3::ite(z3::ule(x, ctx().bv_val(r.last, 32)), inside, at(mid + 1, hi)));
    };
    return at(0, runs.size());
  };
  auto valueOf = [&](const CodePointRun& r) { return ctx().bv_val(r.offset, 32); };
  auto member = [&](const CodePointRun&) { return ctx().bool_val(true); };
  const z3::expr no = ctx().bool_val(false);
  const z3::expr shifted = x + search(relative, ctx().bv_val(0, 32), valueOf);
  const z3::expr constant = ctx().bv_val(map.constant, 32);
  if (map.identity) {
    if (absolute.empty()) return shifted;
    return z3::ite(search(absolute, no, member), search(absolute, constant, valueOf), shifted);
  }
  const z3::expr fixed = search(absolute, constant, valueOf);
  if (relative.empty()) return fixed;
  return z3::ite(search(relative, no, member), shifted, fixed);
}

z3::solver Z3Backend::newSolver() {
  // Z3's plain SMT core: no per-query tactic set-up (the default solver spends ~6 ms on
  // that) and, on symtest-like path conditions with products and remainders, faster than
  // the QF_BV tactic in our measurements. Supports push/pop, assumptions and cores.
  z3::solver s(ctx(), z3::solver::simple());
  z3::params p(ctx());
  // Relevancy filtering pays off on quantifiers and large disjunctions, not on bit-blasted
  // path conditions: off, the suite's integer queries replay 18% faster (bench/README.md).
  p.set("relevancy", 0u);
  s.set(p);
  setBudget(s, budget_);
  return s;
}

namespace {

// Z3's resource counter is cumulative per context; the difference across a check is its use.
uint64_t resourceCount(const z3::solver& solver) {
  const z3::stats st = solver.statistics();
  for (unsigned i = 0; i < st.size(); ++i)
    if (st.key(i) == "rlimit count")
      return st.is_uint(i) ? st.uint_value(i) : static_cast<uint64_t>(st.double_value(i));
  return 0;
}

}  // namespace

SatResult Z3Backend::check(z3::solver& solver, SolverStats& stats,
                           const z3::expr_vector* assumptions, uint64_t* used) {
  if (used) *used = 0;
  if (cancel_ && cancel_->stopRequested()) return SatResult::Unknown;  // the run is stopping
  // The query as posed, before Z3 rewrites its assertions while solving.
  const std::string query = dumpDirectory_.empty() ? std::string() : smtText(solver, assumptions);
  const uint64_t before = resourceCount(solver);
  const auto start = std::chrono::steady_clock::now();
  SatResult result = SatResult::Unknown;
  try {
    const z3::check_result r = assumptions ? solver.check(*assumptions) : solver.check();
    result = r == z3::sat ? SatResult::Sat : r == z3::unsat ? SatResult::Unsat : SatResult::Unknown;
  } catch (const z3::exception&) {
    result = SatResult::Unknown;  // e.g. canceled by the resource limit or an interrupt
  }
  const auto elapsed = std::chrono::steady_clock::now() - start;
  const uint64_t units = resourceCount(solver) - before;
  if (used) *used = units;
  stats.solverCalls++;
  stats.resourceUnits += units;
  stats.solverTime += elapsed;
  if (result == SatResult::Unknown) stats.outOfBudget++;
  if (!dumpDirectory_.empty())
    dump(query, result, units, budgets_[static_cast<Z3_solver>(solver)],
         std::chrono::duration<double, std::milli>(elapsed).count());
  return result;
}

std::optional<Assignment> Z3Backend::readModel(z3::solver& solver,
                                               const std::vector<uint32_t>& vars) try {
  const z3::model model = solver.get_model();
  Assignment result;
  for (uint32_t v : vars) {
    const VarInfo& info = pool_.var(v);
    if (info.isFloat) {
      result[v] = fpModelBits(model, var(v), info.width);
      continue;
    }
    const z3::expr value = model.eval(var(v), true);
    uint64_t bits = 0;
    if (info.width == 0) {
      bits = value.is_true() ? 1 : 0;
    } else {
      value.is_numeral_u64(bits);
    }
    result[v] = maskBits(bits, info.width);
  }
  return result;
} catch (const z3::exception&) {
  return std::nullopt;
}

SatResult Z3Backend::checkAsIntegers(const std::vector<ExprId>& ids,
                                     const std::vector<uint32_t>& vars, SolverStats& stats,
                                     Assignment& model) try {
  IntegerEncoding encoding(pool_, ctx());
  std::optional<z3::expr_vector> query = encoding.encode(ids);
  // Outside the fragment, the abstracted query may still refute the conjunction cheaply.
  IntegerEncoding abstracted(pool_, ctx(), IntegerEncoding::Mode::Abstracted);
  if (!query) query = abstracted.encode(ids);
  if (!query) return SatResult::Unknown;
  const bool weaker = abstracted.abstracted();
  z3::solver solver = newSolver();
  // A quarter of the budget: a query the encoding does not decide quickly goes to bits, whose
  // budget it keeps; running out here is no give-up.
  setBudget(solver, std::max<uint64_t>(1, budget_ / 4));
  solver.add(*query);
  SolverStats mine;
  const SatResult result = check(solver, mine);
  stats.solverCalls += mine.solverCalls;
  stats.resourceUnits += mine.resourceUnits;
  stats.solverTime += mine.solverTime;
  if (result != SatResult::Sat) return result;
  if (!weaker) {
    model = encoding.values(solver.get_model(), vars);
    return result;
  }
  // The abstraction's model is the query's only where the abstracted terms have the values
  // it chose; otherwise bits decide.
  Assignment candidate = abstracted.values(solver.get_model(), vars);
  if (!holdsAll(pool_, ids, candidate)) return SatResult::Unknown;
  model = std::move(candidate);
  return result;
} catch (const z3::exception&) {
  return SatResult::Unknown;
}

std::string Z3Backend::smtText(z3::solver& solver, const z3::expr_vector* assumptions) {
  std::string text = solver.to_smt2();
  const bool floats = text.find("FloatingPoint") != std::string::npos;
  // An integer encoding's query (integer_encoding.hpp) declares its unknowns as Int.
  const bool integers = text.find(" () Int)") != std::string::npos;
  text = (floats     ? "(set-logic QF_FPBV)\n"
          : integers ? "(set-logic QF_LIA)\n"
                     : "(set-logic QF_BV)\n") +
         text;
  // Z3 prints its internal division operators (undefined on a zero divisor); every division
  // symtest poses is guarded against zero, so the standard operators mean the same.
  for (const char* op : {"bvsdiv", "bvsrem", "bvudiv", "bvurem", "bvsmod"}) {
    const std::string internal = std::string(op) + "_i";
    for (size_t at = text.find(internal); at != std::string::npos; at = text.find(internal, at))
      text.erase(at + internal.size() - 2, 2);
  }
  if (assumptions != nullptr && !assumptions->empty()) {
    // The assumptions select soft bounds (readable models); replay checks under them too.
    text += "(check-sat-assuming (";
    for (unsigned i = 0; i < assumptions->size(); ++i)
      text += (i ? " " : "") + (*assumptions)[i].to_string();
    text += "))\n";
  }
  return text;
}

void Z3Backend::dump(const std::string& query, SatResult result, uint64_t units, uint64_t budget,
                     double ms) {
  // Numbered across all solvers of the process, so that one directory holds a whole run.
  static std::atomic<uint64_t> counter{0};
  const uint64_t n = ++counter;
  const char* answer = result == SatResult::Sat     ? "sat"
                       : result == SatResult::Unsat ? "unsat"
                                                    : "unknown";
  const std::filesystem::path file =
      std::filesystem::path(dumpDirectory_) / fmt::format("query-{}.smt2", n);
  std::ofstream out(file);
  out << fmt::format("; symtest query {}: {} in {} resource units, {:.3f} ms (budget {})\n", n,
                     answer, units, ms, budget)
      << query;
  if (!out) throw std::runtime_error("cannot write " + file.string());
}

}  // namespace symtest::solver
