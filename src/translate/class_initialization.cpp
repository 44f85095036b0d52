// The CLP predicates that initialize a class on its first active use (JVMS 5.5): the state of
// each class is part of the path (class_state guards, set_class_state statements), so a class
// is initialized once per path, at the first new, getstatic, putstatic or invokestatic of it.
#include <fmt/format.h>

#include "classfile/class_init.hpp"
#include "translate/translator.hpp"

namespace symtest::translate {

using clp::ClassInit;
using clp::Guard;
using clp::Operand;
using clp::PredId;
using clp::Rule;
using clp::Stmt;
using clp::ValueType;

namespace {

Rule flagRule(std::vector<ValueType> inputs) {
  Rule r;
  for (ValueType t : inputs) r.params.push_back(r.newVar(t == ValueType::Flag ? "F" : "V", t));
  r.outputs.push_back(r.newVar("EF", ValueType::Flag));
  return r;
}

Guard classState(const std::string& cls, ClassInit state) {
  Guard g;
  g.kind = Guard::Kind::ClassState;
  g.className = cls;
  g.classState = state;
  return g;
}

Stmt setClassState(const std::string& cls, ClassInit state) {
  Stmt s;
  s.kind = Stmt::Kind::SetClassState;
  s.className = cls;
  s.classState = state;
  return s;
}

Stmt call(PredId callee, std::vector<Operand> args, std::vector<clp::VarId> outs) {
  Stmt s;
  s.kind = Stmt::Kind::Call;
  s.callee = callee;
  s.args = std::move(args);
  s.outs = std::move(outs);
  return s;
}

Stmt newObject(clp::VarId dst, const std::string& cls) {
  Stmt s;
  s.kind = Stmt::Kind::NewObject;
  s.dst = dst;
  s.className = cls;
  return s;
}

Stmt throwOf(clp::VarId e) {
  Stmt s;
  s.kind = Stmt::Kind::Throw;
  s.a = Operand::ofVar(e, ValueType::Ref);
  return s;
}

Guard flag(clp::VarId f, bool ok, clp::VarId bind = 0) {
  Operand flag = Operand::ofVar(f, ValueType::Flag);
  return ok ? Guard::flagOk(flag) : Guard::flagExc(flag, bind);
}

}  // namespace

PredId Translator::initPredicate(const std::string& cls, const std::string& callerKey) {
  if (auto it = initPredicates_.find(cls); it != initPredicates_.end()) return it->second.pred;
  initPredicates_[cls];  // a cyclic hierarchy in a corrupt class path stops here
  const classfile::ClassFile* cf = classPath_.find(cls);
  if (!cf || !classfile::recordsStaticState(classPath_, cls)) return clp::kNoPred;
  PredId superInit = cf->superName.empty() ? clp::kNoPred : initPredicate(cf->superName, callerKey);
  std::vector<std::string> clinits = initPredicates_[cf->superName].clinits;
  const classfile::Method* clinit = cf->findMethod("<clinit>", "()V");
  if (!clinit || !clinit->code) {
    initPredicates_[cls] = {superInit, clinits};
    return superInit;
  }
  PredId body = entryFor(cls, "<clinit>", "()V", callerKey, -1);
  clinits.push_back(clp::Program::methodKey(cls, "<clinit>", "()V"));
  if (body == clp::kNoPred) {
    initPredicates_[cls] = {clp::kNoPred, clinits};
    return clp::kNoPred;  // the caller is skipped with the initializer's reason
  }
  uint32_t method = program_.predicates[body].method;
  auto predicate = [&](const std::string& suffix, std::vector<ValueType> inputs) {
    clp::Predicate p;
    std::string simple = cls.substr(cls.rfind('/') == std::string::npos ? 0 : cls.rfind('/') + 1);
    p.name = uniquePredicateName("init_" + simple + suffix);
    p.method = method;
    p.inputs = std::move(inputs);
    p.outputs = {ValueType::Flag};
    return program_.addPredicate(std::move(p));
  };
  PredId init = predicate("", {});
  PredId afterSuper = superInit == clp::kNoPred ? clp::kNoPred : predicate("_s", {ValueType::Flag});
  PredId afterClinit = predicate("_c", {ValueType::Flag});
  initPredicates_[cls] = {init, clinits};

  // init_C: initialized already (or in progress on this path), erroneous, or not yet.
  std::vector<Rule> rules;
  Rule done = flagRule({});
  done.guards = {classState(cls, ClassInit::Initialized)};
  Stmt ret;
  ret.kind = Stmt::Kind::Return;
  done.body = {ret};
  rules.push_back(done);
  Rule failed = flagRule({});
  clp::VarId e = failed.newVar("E", ValueType::Ref);
  failed.guards = {classState(cls, ClassInit::Erroneous)};
  failed.body = {newObject(e, "java/lang/NoClassDefFoundError"), throwOf(e)};
  rules.push_back(failed);
  Rule start = flagRule({});
  clp::VarId f = start.newVar("F", ValueType::Flag);
  start.guards = {classState(cls, ClassInit::Uninitialized)};
  start.body = {setClassState(cls, ClassInit::Initialized),
                call(superInit != clp::kNoPred ? superInit : body, {}, {f}),
                call(superInit != clp::kNoPred ? afterSuper : afterClinit,
                     {Operand::ofVar(f, ValueType::Flag)}, start.outputs)};
  rules.push_back(start);
  program_.predicates[init].rules = std::move(rules);

  // init_C_s: the superclass is initialized: run <clinit>; or its initialization failed.
  if (afterSuper != clp::kNoPred) {
    Rule ok = flagRule({ValueType::Flag});
    clp::VarId f2 = ok.newVar("F", ValueType::Flag);
    ok.guards = {flag(ok.params[0], true)};
    ok.body = {call(body, {}, {f2}),
               call(afterClinit, {Operand::ofVar(f2, ValueType::Flag)}, ok.outputs)};
    Rule exc = flagRule({ValueType::Flag});
    clp::VarId e2 = exc.newVar("E", ValueType::Ref);
    exc.guards = {flag(exc.params[0], false, e2)};
    exc.body = {setClassState(cls, ClassInit::Erroneous), throwOf(e2)};
    program_.predicates[afterSuper].rules = {ok, exc};
  }

  // init_C_c: <clinit> returned, threw an Error (rethrown), or threw anything else (wrapped).
  Rule ok = flagRule({ValueType::Flag});
  ok.guards = {flag(ok.params[0], true)};
  ok.body = {ret};
  Rule error = flagRule({ValueType::Flag});
  clp::VarId e3 = error.newVar("E", ValueType::Ref);
  Guard isError;
  isError.kind = Guard::Kind::InstanceOf;
  isError.a = Operand::ofVar(e3, ValueType::Ref);
  isError.className = "java/lang/Error";
  error.guards = {flag(error.params[0], false, e3), isError};
  error.body = {setClassState(cls, ClassInit::Erroneous), throwOf(e3)};
  Rule other = flagRule({ValueType::Flag});
  clp::VarId e4 = other.newVar("E", ValueType::Ref);
  clp::VarId wrapped = other.newVar("X", ValueType::Ref);
  isError.a = Operand::ofVar(e4, ValueType::Ref);
  isError.positive = false;
  other.guards = {flag(other.params[0], false, e4), isError};
  other.body = {setClassState(cls, ClassInit::Erroneous),
                newObject(wrapped, "java/lang/ExceptionInInitializerError"), throwOf(wrapped)};
  program_.predicates[afterClinit].rules = {ok, error, other};
  return init;
}

}  // namespace symtest::translate
