#include "sequences/sequence_driver.hpp"

#include <fmt/format.h>

#include "clp/protocol.hpp"
#include "translate/method_translator.hpp"

namespace symtest::sequences {

namespace {

using clp::Guard;
using clp::Operand;
using clp::Rule;
using clp::Stmt;
using clp::ValueType;

Stmt call(clp::PredId callee, std::vector<Operand> args, std::vector<clp::VarId> outs) {
  Stmt s;
  s.kind = Stmt::Kind::Call;
  s.callee = callee;
  s.args = std::move(args);
  s.outs = std::move(outs);
  return s;
}

Stmt returnStmt() {
  Stmt s;
  s.kind = Stmt::Kind::Return;
  return s;
}

class DriverBuilder {
 public:
  DriverBuilder(translate::Translator& translator, const std::string& className,
                const std::vector<Operation>& operations, const std::string& pseudoMethod = "run")
      : program_(translator.mutableProgram()),
        translator_(translator),
        className_(className),
        operations_(operations) {
    clp::MethodInfo info;
    info.className = clp::protocol::kSequencesClass;
    info.name = pseudoMethod;
    info.descriptor = "()V";
    program_.methods.push_back(info);
    method_ = static_cast<uint32_t>(program_.methods.size() - 1);
  }

  clp::PredId predicate(const std::string& name, std::vector<ValueType> inputs,
                        std::vector<ValueType> outputs) {
    clp::Predicate p;
    p.name = translator_.uniquePredicateName(name);
    p.method = method_;
    p.inputs = std::move(inputs);
    p.outputs = std::move(outputs);
    return program_.addPredicate(std::move(p));
  }

  // The arguments of a call of `op` on `receiver`: per parameter a fresh value, bound by the
  // statement `source(i, var)` (appended to r), or null where the sequence passes null. The
  // variables are named `prefix` + the parameter's name.
  template <class Source>
  std::vector<Operand> arguments(Rule& r, const Operation& op, clp::VarId receiver, Source source,
                                 const std::string& prefix = "") {
    std::vector<Operand> args{Operand::ofVar(receiver, ValueType::Ref)};
    for (size_t i = 0; i < op.descriptor.params.size(); ++i) {
      ValueType t = *translate::valueTypeOf(op.descriptor.params[i]);
      if (op.arguments[i].empty()) {
        args.push_back(Operand::null());
        continue;
      }
      clp::VarId v = r.newVar(prefix + op.paramNames[i], t);
      r.body.push_back(source(i, v));
      args.push_back(Operand::ofVar(v, t));
    }
    return args;
  }

  // Appends the call of `op`; its outputs: the result (when it has one), then the flag.
  std::vector<clp::VarId> callOf(Rule& r, const Operation& op, const std::vector<Operand>& args) {
    std::vector<clp::VarId> outs;
    if (auto rt = translate::valueTypeOf(op.descriptor.result)) outs.push_back(r.newVar("R", *rt));
    outs.push_back(r.newVar("EF", ValueType::Flag));
    r.body.push_back(call(op.entry, args, outs));
    return outs;
  }

  // checkpoint_j: the handler decides; its one rule (extend, pass the flag on) is what an
  // engine without the handler would do.
  clp::PredId checkpoint(size_t j) {
    const Operation& op = operations_[j];
    std::vector<ValueType> in{ValueType::Ref};
    for (const auto& t : op.descriptor.params) in.push_back(*translate::valueTypeOf(t));
    if (auto r = translate::valueTypeOf(op.descriptor.result)) in.push_back(*r);
    in.push_back(ValueType::Flag);
    clp::PredId p =
        predicate(fmt::format("checkpoint_{}", op.isConstructor() ? "new" : op.method.name), in,
                  {ValueType::Int, ValueType::Flag});
    Rule r;
    for (ValueType t : in) r.params.push_back(r.newVar("A", t));
    r.outputs = {r.newVar("Extend", ValueType::Int), r.newVar("EF", ValueType::Flag)};
    Stmt ret = returnStmt();
    ret.a = Operand::intConst(1);
    r.body.push_back(ret);
    program_.predicates[p].rules.push_back(std::move(r));
    return p;
  }

  // The body of a rule that calls operation j on `receiver` with fresh arguments and goes on
  // with `next` (receiver, extend, flag).
  void callOperation(Rule& r, size_t j, clp::VarId receiver, clp::PredId checkpoint,
                     clp::PredId next) {
    const Operation& op = operations_[j];
    std::vector<Operand> args = arguments(r, op, receiver, [&](size_t i, clp::VarId v) {
      Stmt source;
      source.kind = Stmt::Kind::External;
      source.external = Stmt::ExternalKind::Source;
      source.className = className_;
      source.field = op.paramNames[i];
      source.descriptor = "()" + op.arguments[i];
      source.outs = {v};
      return source;
    });
    std::vector<clp::VarId> outs = callOf(r, op, args);
    std::vector<Operand> checkArgs = args;
    for (clp::VarId o : outs)
      checkArgs.push_back(
          Operand::ofVar(o, program_.predicates[checkpoint].inputs[checkArgs.size()]));
    clp::VarId extend = r.newVar("Extend", ValueType::Int), flag2 = r.newVar("EF", ValueType::Flag);
    r.body.push_back(call(checkpoint, checkArgs, {extend, flag2}));
    if (next == clp::kNoPred) return;  // an observer: the sequence goes on whatever it did
    r.body.push_back(
        call(next,
             {Operand::ofVar(receiver, ValueType::Ref), Operand::ofVar(extend, ValueType::Int),
              Operand::ofVar(flag2, ValueType::Flag)},
             r.outputs));
  }

  Driver build(uint32_t length) {
    Driver d;
    for (size_t j = 0; j < operations_.size(); ++j) {
      d.checkpoints.push_back(checkpoint(j));
      d.observes.push_back(operations_[j].observer);
    }
    // step_N+1 .. step_1: after an exception the sequence ends; otherwise it may end (the
    // observers report the state), or
    // (a state worth extending, fewer than `length` calls so far) call any method.
    std::vector<clp::PredId> steps(length + 2, clp::kNoPred);
    for (uint32_t depth = length + 1; depth >= 1; --depth) {
      clp::PredId step =
          predicate(fmt::format("step_{}", depth),
                    {ValueType::Ref, ValueType::Int, ValueType::Flag}, {ValueType::Flag});
      steps[depth] = step;
      auto head = [&](Rule& r) {
        r.params = {r.newVar("O", ValueType::Ref), r.newVar("Extend", ValueType::Int),
                    r.newVar("F", ValueType::Flag)};
        r.outputs = {r.newVar("EF", ValueType::Flag)};
      };
      std::vector<Rule> rules;
      Rule thrown;
      head(thrown);
      thrown.guards = {Guard::flagExc(Operand::ofVar(thrown.params[2], ValueType::Flag),
                                      thrown.newVar("E", ValueType::Ref))};
      thrown.body = {returnStmt()};
      rules.push_back(std::move(thrown));
      Rule stop;
      head(stop);
      stop.guards = {Guard::flagOk(Operand::ofVar(stop.params[2], ValueType::Flag))};
      for (size_t j = 0; j < operations_.size(); ++j)
        if (operations_[j].observer)
          callOperation(stop, j, stop.params[0], d.checkpoints[j], clp::kNoPred);
      stop.body.push_back(returnStmt());
      rules.push_back(std::move(stop));
      if (depth <= length) {
        for (size_t j = 0; j < operations_.size(); ++j) {
          if (operations_[j].isConstructor() || operations_[j].observer) continue;
          Rule extend;
          head(extend);
          Guard worth;
          worth.kind = Guard::Kind::Compare;
          worth.cmp = clp::CmpOp::Eq;
          worth.a = Operand::ofVar(extend.params[1], ValueType::Int);
          worth.b = Operand::intConst(1);
          extend.guards = {Guard::flagOk(Operand::ofVar(extend.params[2], ValueType::Flag)), worth};
          callOperation(extend, j, extend.params[0], d.checkpoints[j], steps[depth + 1]);
          rules.push_back(std::move(extend));
        }
      }
      program_.predicates[step].rules = std::move(rules);
      if (depth == 1) break;
    }
    d.entry = predicate("sequences", {}, {ValueType::Flag});
    for (size_t j = 0; j < operations_.size(); ++j) {
      if (!operations_[j].isConstructor()) continue;
      Rule start;
      start.outputs = {start.newVar("EF", ValueType::Flag)};
      clp::VarId o = start.newVar("O", ValueType::Ref);
      Stmt alloc;
      alloc.kind = Stmt::Kind::NewObject;
      alloc.dst = o;
      alloc.className = className_;
      start.body.push_back(alloc);
      callOperation(start, j, o, d.checkpoints[j], steps[1]);
      program_.predicates[d.entry].rules.push_back(std::move(start));
    }
    return d;
  }

  // build(Obj) -> (EF): a public constructor on Obj, then up to `calls` public methods (steps
  // build_1 .. build_calls), each with fresh arguments; a call that throws ends no derivation
  // (a test could not build the object that way). Each call marks Obj with "N=name(desc)" and
  // its arguments with "N:i" (protocol::argumentField), which the test case replays.
  clp::PredId receiverBuilder(uint32_t calls) {
    std::vector<clp::PredId> steps(calls + 2, clp::kNoPred);
    for (uint32_t depth = calls + 1; depth >= 1; --depth) {
      clp::PredId step = predicate(fmt::format("build_{}", depth),
                                   {ValueType::Ref, ValueType::Flag}, {ValueType::Flag});
      steps[depth] = step;
      auto head = [&](Rule& r) {
        r.params = {r.newVar("O", ValueType::Ref), r.newVar("F", ValueType::Flag)};
        r.outputs = {r.newVar("EF", ValueType::Flag)};
        r.guards = {Guard::flagOk(Operand::ofVar(r.params[1], ValueType::Flag))};
      };
      std::vector<Rule> rules;
      Rule done;
      head(done);
      done.body = {returnStmt()};
      rules.push_back(std::move(done));
      if (depth <= calls) {
        for (size_t j = 0; j < operations_.size(); ++j) {
          if (operations_[j].isConstructor()) continue;
          Rule next;
          head(next);
          recordedCall(next, j, depth, next.params[0], steps[depth + 1]);
          rules.push_back(std::move(next));
        }
      }
      program_.predicates[step].rules = std::move(rules);
      if (depth == 1) break;
    }
    clp::PredId entry = predicate("build", {ValueType::Ref}, {ValueType::Flag});
    for (size_t j = 0; j < operations_.size(); ++j) {
      if (!operations_[j].isConstructor()) continue;
      Rule start;
      clp::VarId o = start.newVar("O", ValueType::Ref);
      start.params = {o};
      start.outputs = {start.newVar("EF", ValueType::Flag)};
      // The object exists (the test creates it), and its fields start at their defaults.
      Guard exists;
      exists.kind = Guard::Kind::IsNull;
      exists.positive = false;
      exists.a = Operand::ofVar(o, ValueType::Ref);
      start.guards = {exists};
      start.body.push_back(mark(o, "java/lang/Object", "symtest$built"));
      recordedCall(start, j, 0, o, steps[1]);
      program_.predicates[entry].rules.push_back(std::move(start));
    }
    return entry;
  }

 private:
  Stmt mark(clp::VarId object, const std::string& owner, const std::string& field) {
    Stmt put;
    put.kind = Stmt::Kind::PutField;
    put.a = Operand::ofVar(object, ValueType::Ref);
    put.b = Operand::intConst(1);
    put.className = owner;
    put.field = field;
    put.descriptor = "I";
    return put;
  }

  // Call `n` of a builder: operation j on `receiver`, recorded on it, then `next`.
  void recordedCall(Rule& r, size_t j, uint32_t n, clp::VarId receiver, clp::PredId next) {
    const Operation& op = operations_[j];
    const std::string marker = std::string(clp::protocol::kArgMarker).substr(1);  // "symtest$arg:"
    r.body.push_back(
        mark(receiver, className_,
             fmt::format("{}{}={}{}", marker, n, op.method.name, op.method.descriptor)));
    const std::string label = (op.isConstructor() ? std::string("new") : op.method.name) +
                              (n == 0 ? std::string() : fmt::format("#{}", n));
    std::vector<Operand> args = arguments(
        r, op, receiver,
        [&](size_t i, clp::VarId v) {
          Stmt arg;
          arg.kind = Stmt::Kind::External;
          arg.external = Stmt::ExternalKind::RecordArgument;
          arg.className = className_;
          arg.field = fmt::format("{}:{}", n, i);
          arg.descriptor = op.arguments[i];
          arg.args = {Operand::ofVar(receiver, ValueType::Ref)};
          arg.outs = {v};
          return arg;
        },
        label + ".");
    const clp::VarId flag = callOf(r, op, args).back();
    r.body.push_back(call(
        next, {Operand::ofVar(receiver, ValueType::Ref), Operand::ofVar(flag, ValueType::Flag)},
        r.outputs));
  }

  clp::Program& program_;
  translate::Translator& translator_;
  std::string className_;
  const std::vector<Operation>& operations_;
  uint32_t method_ = 0;
};

}  // namespace

Driver addDriver(translate::Translator& translator, const std::string& className,
                 const std::vector<Operation>& operations, uint32_t length) {
  return DriverBuilder(translator, className, operations).build(length);
}

clp::PredId addReceiverBuilder(translate::Translator& translator, const std::string& className,
                               const std::vector<Operation>& operations, uint32_t calls) {
  return DriverBuilder(translator, className, operations,
                       std::string(clp::protocol::kReceiverBuilder))
      .receiverBuilder(calls);
}

}  // namespace symtest::sequences
