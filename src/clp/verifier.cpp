#include "clp/verifier.hpp"

#include <fmt/format.h>

#include <algorithm>

namespace symtest::clp {
namespace {

bool sameOperand(const Operand& x, const Operand& y) {
  return x.kind == y.kind && x.type == y.type && x.var == y.var && x.value == y.value;
}

// Do `x` and `y` (guards of two rules of one predicate) exclude each other?
bool excludes(const Guard& x, const Guard& y) {
  if (!sameOperand(x.a, y.a)) return false;
  using K = Guard::Kind;
  if ((x.kind == K::FlagOk && y.kind == K::FlagExc) ||
      (x.kind == K::FlagExc && y.kind == K::FlagOk))
    return true;
  if (x.kind != y.kind) return false;
  switch (x.kind) {
    case K::Compare:
      if (!sameOperand(x.b, y.b)) return false;
      // Over floats only a comparison and its negation, NaN included, exclude each other.
      if (isFloatingPoint(x.a.type))
        return negate(x.cmp) == y.cmp && x.unorderedHolds != y.unorderedHolds;
      // Complementary comparisons, or disjoint ones such as < and >.
      if (negate(x.cmp) == y.cmp) return true;
      if ((x.cmp == CmpOp::Lt && (y.cmp == CmpOp::Gt || y.cmp == CmpOp::Eq)) ||
          (y.cmp == CmpOp::Lt && (x.cmp == CmpOp::Gt || x.cmp == CmpOp::Eq)) ||
          (x.cmp == CmpOp::Gt && y.cmp == CmpOp::Eq) || (y.cmp == CmpOp::Gt && x.cmp == CmpOp::Eq))
        return true;
      return false;
    case K::InSet: {
      auto intersects = [](const std::vector<int32_t>& p, const std::vector<int32_t>& q) {
        return std::any_of(p.begin(), p.end(),
                           [&](int32_t k) { return std::find(q.begin(), q.end(), k) != q.end(); });
      };
      if (x.positive && y.positive) return !intersects(x.keys, y.keys);
      if (x.positive != y.positive) {
        const Guard& pos = x.positive ? x : y;
        const Guard& neg = x.positive ? y : x;
        return std::all_of(pos.keys.begin(), pos.keys.end(), [&](int32_t k) {
          return std::find(neg.keys.begin(), neg.keys.end(), k) != neg.keys.end();
        });
      }
      return false;
    }
    case K::InstanceOf:
      return x.className == y.className && x.positive != y.positive;
    case K::IsNull:
      return x.positive != y.positive;
    case K::TypeIs:
      return x.className != y.className;
    case K::SameRef:
    case K::StoreFits:
      return sameOperand(x.b, y.b) && x.positive != y.positive;
    case K::ClassState:
      return x.className == y.className && x.classState != y.classState;
    default:
      return false;
  }
}

bool rulesExclusive(const Rule& r1, const Rule& r2) {
  for (const Guard& g1 : r1.guards)
    for (const Guard& g2 : r2.guards)
      if (excludes(g1, g2)) return true;
  return false;
}

class RuleChecker {
 public:
  RuleChecker(const Program& program, const Predicate& pred, size_t ruleIndex,
              std::vector<std::string>& errors)
      : program_(program),
        pred_(pred),
        rule_(pred.rules[ruleIndex]),
        index_(ruleIndex),
        errors_(errors),
        defined_(rule_.varNames.size(), false) {}

  void run() {
    if (rule_.varTypes.size() != rule_.varNames.size()) error("variable tables differ in size");
    if (rule_.params.size() != pred_.inputs.size())
      error(fmt::format("{} head inputs, predicate has {}", rule_.params.size(),
                        pred_.inputs.size()));
    if (rule_.outputs.size() != pred_.outputs.size())
      error(fmt::format("{} head outputs, predicate has {}", rule_.outputs.size(),
                        pred_.outputs.size()));
    for (size_t i = 0; i < rule_.params.size() && i < pred_.inputs.size(); ++i) {
      define(rule_.params[i]);
      if (rule_.params[i] < rule_.varTypes.size() &&
          rule_.varTypes[rule_.params[i]] != pred_.inputs[i])
        error(fmt::format("input {} has type {}, predicate expects {}", i + 1,
                          toString(rule_.varTypes[rule_.params[i]]), toString(pred_.inputs[i])));
    }
    for (const Guard& g : rule_.guards) {
      use(g.a);
      if (g.kind == Guard::Kind::Compare || g.kind == Guard::Kind::SameRef ||
          g.kind == Guard::Kind::StoreFits)
        use(g.b);
      if (g.kind == Guard::Kind::FlagExc) define(g.bind);
    }
    bool outputsSet = false;
    for (const Stmt& s : rule_.body) {
      if (outputsSet) error("statement after the rule's outputs were set");
      switch (s.kind) {
        case Stmt::Kind::Arith:
          use(s.a);
          if (!isUnary(s.op)) use(s.b);
          define(s.dst);
          break;
        case Stmt::Kind::NewObject:
        case Stmt::Kind::GetStatic:
          define(s.dst);
          break;
        case Stmt::Kind::GetField:
        case Stmt::Kind::NewArray:
        case Stmt::Kind::Length:
          use(s.a);
          for (const auto& d : s.args) use(d);
          define(s.dst);
          break;
        case Stmt::Kind::GetArray:
          use(s.a);
          use(s.b);
          define(s.dst);
          break;
        case Stmt::Kind::PutField:
          use(s.a);
          use(s.b);
          break;
        case Stmt::Kind::PutStatic:
          use(s.a);
          break;
        case Stmt::Kind::SetClassState:
          break;
        case Stmt::Kind::External:
          for (const auto& arg : s.args) use(arg);
          for (VarId v : s.outs) define(v);
          break;
        case Stmt::Kind::SetArray:
          use(s.a);
          use(s.b);
          use(s.c);
          break;
        case Stmt::Kind::Call:
          checkCall(s);
          break;
        case Stmt::Kind::Throw:
          use(s.a);
          outputsSet = true;
          break;
        case Stmt::Kind::Return:
          if (rule_.outputs.size() > 1) use(s.a);
          outputsSet = true;
          break;
      }
      if (s.kind == Stmt::Kind::Call && s.outs == rule_.outputs) outputsSet = true;
    }
    if (!outputsSet) error("rule never sets its outputs (no return, throw or tail call)");
  }

 private:
  void checkCall(const Stmt& s) {
    if (s.callee >= program_.predicates.size()) return error("call to an unknown predicate");
    const Predicate& callee = program_.predicates[s.callee];
    if (s.args.size() != callee.inputs.size())
      error(fmt::format("call to {} with {} inputs, expects {}", callee.name, s.args.size(),
                        callee.inputs.size()));
    if (s.outs.size() != callee.outputs.size())
      error(fmt::format("call to {} with {} outputs, expects {}", callee.name, s.outs.size(),
                        callee.outputs.size()));
    for (size_t i = 0; i < s.args.size(); ++i) {
      use(s.args[i]);
      if (i < callee.inputs.size() && s.args[i].type != callee.inputs[i])
        error(fmt::format("call to {}: input {} is {}, expects {}", callee.name, i + 1,
                          toString(s.args[i].type), toString(callee.inputs[i])));
    }
    for (VarId v : s.outs) define(v);
  }
  void use(const Operand& o) {
    if (!o.isVar()) return;
    if (o.var >= defined_.size() || !defined_[o.var])
      error(fmt::format("variable {} used before it is defined",
                        o.var < rule_.varNames.size() ? rule_.varNames[o.var] : "?"));
  }
  void define(VarId v) {
    if (v >= defined_.size()) return error("variable index out of range");
    defined_[v] = true;
  }
  void error(const std::string& message) {
    errors_.push_back(fmt::format("{} rule {}: {}", pred_.name, index_ + 1, message));
  }

  const Program& program_;
  const Predicate& pred_;
  const Rule& rule_;
  size_t index_;
  std::vector<std::string>& errors_;
  std::vector<bool> defined_;
};

}  // namespace

std::vector<std::string> verify(const Program& program) {
  std::vector<std::string> errors;
  for (const Predicate& pred : program.predicates) {
    if (pred.rules.empty()) errors.push_back(pred.name + ": no rules");
    for (size_t i = 0; i < pred.rules.size(); ++i) RuleChecker(program, pred, i, errors).run();
    for (size_t i = 0; i < pred.rules.size(); ++i)
      for (size_t j = i + 1; j < pred.rules.size(); ++j)
        if (!rulesExclusive(pred.rules[i], pred.rules[j]))
          errors.push_back(fmt::format("{}: rules {} and {} are not mutually exclusive", pred.name,
                                       i + 1, j + 1));
  }
  return errors;
}

}  // namespace symtest::clp
