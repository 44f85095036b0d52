#include "sequences/sequence_driver.hpp"

#include <fmt/format.h>

#include <map>

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
  // With `objects`, an object argument (Operation::ObjectArgument) is what the predicate
  // objectArgument() gives: null, the receiver or a built object.
  template <class Source>
  std::vector<Operand> arguments(Rule& r, const Operation& op, clp::VarId receiver, Source source,
                                 const std::string& prefix = "", bool objects = false) {
    std::vector<Operand> args{Operand::ofVar(receiver, ValueType::Ref)};
    std::vector<std::pair<std::string, clp::VarId>> earlier;  // object arguments, by type
    for (size_t i = 0; i < op.descriptor.params.size(); ++i) {
      ValueType t = *translate::valueTypeOf(op.descriptor.params[i]);
      if (objects && op.objectArguments[i].any()) {
        // It may also be an earlier argument of its type: transfer(a, a, 1).
        const std::string& type = op.descriptor.params[i].className;
        std::vector<Operand> in{Operand::ofVar(receiver, ValueType::Ref)};
        for (const auto& [other, var] : earlier)
          if (other == type) in.push_back(Operand::ofVar(var, ValueType::Ref));
        clp::VarId v = r.newVar(prefix + op.paramNames[i], ValueType::Ref);
        r.body.push_back(
            call(objectArgument(op.objectArguments[i], op.paramNames[i], in.size() - 1), in,
                 {v, r.newVar("EF", ValueType::Flag)}));
        args.push_back(Operand::ofVar(v, t));
        earlier.emplace_back(type, v);
        continue;
      }
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

  // object_argument(Receiver) -> (A, EF): the alternatives of an object argument, each a
  // rule: null; the receiver itself; a fresh object of exactly the built class (a test makes
  // it with `new`), built through its API. One predicate per kind of argument.
  // The fresh object is named after the parameter (`name`); the predicate's inputs after the
  // receiver are `earlier` arguments of the same type, each one more alternative.
  clp::PredId objectArgument(const Operation::ObjectArgument& arg, const std::string& name,
                             size_t earlier) {
    const std::string key = fmt::format("{}|{}|{}|{}", arg.receiver, arg.builtClass, name, earlier);
    if (auto it = objectArguments_.find(key); it != objectArguments_.end()) return it->second;
    std::vector<ValueType> inputs(earlier + 1, ValueType::Ref);
    clp::PredId p = predicate("object_argument", inputs, {ValueType::Ref, ValueType::Flag});
    auto head = [&](Rule& r) {
      r.params = {r.newVar("Receiver", ValueType::Ref)};
      for (size_t e = 0; e < earlier; ++e) r.params.push_back(r.newVar("Earlier", ValueType::Ref));
      r.outputs = {r.newVar("A", ValueType::Ref), r.newVar("EF", ValueType::Flag)};
    };
    auto returning = [](Operand value) {
      Stmt ret = returnStmt();
      ret.a = value;
      return ret;
    };
    std::vector<Rule> rules;
    Rule none;
    head(none);
    none.body = {returning(Operand::null())};
    rules.push_back(std::move(none));
    if (arg.receiver) {
      Rule self;
      head(self);
      self.body = {returning(Operand::ofVar(self.params[0], ValueType::Ref))};
      rules.push_back(std::move(self));
    }
    for (size_t e = 0; e < earlier; ++e) {
      Rule same;
      head(same);
      same.body = {returning(Operand::ofVar(same.params[e + 1], ValueType::Ref))};
      rules.push_back(std::move(same));
    }
    if (!arg.builtClass.empty()) {
      // built(A) -> (EF): [A has exactly the class] build(A).
      clp::PredId built = predicate("built_argument", {ValueType::Ref}, {ValueType::Flag});
      Rule exact;
      exact.params = {exact.newVar("A", ValueType::Ref)};
      exact.outputs = {exact.newVar("EF", ValueType::Flag)};
      Guard is;
      is.kind = Guard::Kind::TypeIs;
      is.a = Operand::ofVar(exact.params[0], ValueType::Ref);
      is.className = arg.builtClass;
      exact.guards = {is};
      exact.body = {
          call(arg.builder, {Operand::ofVar(exact.params[0], ValueType::Ref)}, {exact.outputs[0]})};
      program_.predicates[built].rules.push_back(std::move(exact));
      Rule fresh;
      head(fresh);
      clp::VarId a = fresh.newVar("Object", ValueType::Ref);
      fresh.body = {
          inputSource(name, "L" + arg.builtClass + ";", a),
          call(built, {Operand::ofVar(a, ValueType::Ref)}, {fresh.newVar("F", ValueType::Flag)}),
          returning(Operand::ofVar(a, ValueType::Ref))};
      rules.push_back(std::move(fresh));
    }
    program_.predicates[p].rules = std::move(rules);
    return objectArguments_[key] = p;
  }

  // The argument `name` of a sequence's call: a fresh input value of type `descriptor` in `out`.
  Stmt inputSource(const std::string& name, const std::string& descriptor, clp::VarId out) {
    Stmt source;
    source.kind = Stmt::Kind::External;
    source.external = Stmt::ExternalKind::Source;
    source.className = className_;
    source.field = name;
    source.descriptor = "()" + descriptor;
    source.outs = {out};
    return source;
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
    std::vector<Operand> args = arguments(
        r, op, receiver,
        [&](size_t i, clp::VarId v) { return inputSource(op.paramNames[i], op.arguments[i], v); },
        "", true);
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
      const auto [owner, field] = clp::protocol::hiddenFieldParts(clp::protocol::kBuilt);
      start.body.push_back(mark(o, owner, field));
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
  std::map<std::string, clp::PredId> objectArguments_;
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
