// Rule guards: whether a rule can hold on a call's arguments, decided before a choice point
// opens so that rules that cannot are never tried (mayHold), and the check of each guard when
// the rule is entered (checkGuard), which may add a path constraint.
#include <algorithm>

#include "symexec/machine.hpp"

namespace symtest::symexec {

using clp::Guard;
using clp::Rule;

// Cheap test used before opening a choice point: false only when a guard surely fails.
bool Machine::mayHold(const Rule& rule, const std::vector<Value>& args) {
  for (const Guard& g : rule.guards) {
    auto arg = [&](const clp::Operand& o) -> Value {
      if (o.kind == clp::Operand::Kind::Var) {
        auto it = std::find(rule.params.begin(), rule.params.end(), o.var);
        if (it == rule.params.end()) return {};
        return heap.deref(args[it - rule.params.begin()]);
      }
      if (o.kind == clp::Operand::Kind::Null) return Value::null();
      if (o.kind == clp::Operand::Kind::Ok) return Value::ok();
      return Value::integer(eval.constant(o));
    };
    Value a = arg(g.a);
    switch (g.kind) {
      case Guard::Kind::Compare:
      case Guard::Kind::InSet: {
        Value b = g.kind == Guard::Kind::Compare ? arg(g.b) : Value{};
        if (a.kind != Value::Kind::Int) break;
        if (g.kind == Guard::Kind::Compare && b.kind != Value::Kind::Int) break;
        if (pool.isFalse(eval.condition(g, a, b))) return false;
        break;
      }
      case Guard::Kind::FlagOk:
        if (a.kind != Value::Kind::Undef && a.kind != Value::Kind::Ok) return false;
        break;
      case Guard::Kind::FlagExc:
        if (a.kind != Value::Kind::Undef && a.kind != Value::Kind::Exc) return false;
        break;
      case Guard::Kind::IsNull:
        if ((a.kind == Value::Kind::Null && !g.positive) ||
            (a.kind == Value::Kind::Ref && g.positive))
          return false;
        break;
      case Guard::Kind::InstanceOf:
      case Guard::Kind::TypeIs:
        if ((a.kind == Value::Kind::Ref || a.kind == Value::Kind::Null) && !refGuardHolds(a, {}, g))
          return false;
        break;
      case Guard::Kind::ClassState:
        if (classState(g.className) != g.classState) return false;
        break;
      case Guard::Kind::StoreFits:
      case Guard::Kind::SameRef: {
        // Decided on known objects, so that an array store or an identity test of a class
        // initializer's table opens no choice point (the rule that fails would be tried on
        // backtracking, and the choice point would keep every activation since alive).
        Value b = arg(g.b);
        const bool known = b.kind == Value::Kind::Ref || b.kind == Value::Kind::Null;
        if (a.kind != Value::Kind::Ref) break;
        if (g.kind == Guard::Kind::StoreFits && storeFitsUnresolved(a, b)) {
          if (!g.positive) return false;
          break;
        }
        if (!known || (g.kind == Guard::Kind::SameRef && hooks.inputHeap &&
                       b.kind == Value::Kind::Ref && a.id != b.id))
          break;
        if (!refGuardHolds(a, b, g)) return false;
        break;
      }
      default:
        break;
    }
  }
  return true;
}

bool Machine::checkGuard(Activation& a, const Guard& g) {
  Value x = operand(a, g.a);
  switch (g.kind) {
    case Guard::Kind::FlagOk:
      return x.kind == Value::Kind::Ok;
    case Guard::Kind::FlagExc:
      if (x.kind != Value::Kind::Exc) return false;
      slot(a, g.bind) = Value::ref(x.id);
      return true;
    case Guard::Kind::Compare:
    case Guard::Kind::InSet: {
      Value y = g.kind == Guard::Kind::Compare ? operand(a, g.b) : Value{};
      return assume(eval.condition(g, x, y));
    }
    case Guard::Kind::ClassState:
      return classState(g.className) == g.classState;
    default:
      return checkRefGuard(a, g);
  }
}

}  // namespace symtest::symexec
