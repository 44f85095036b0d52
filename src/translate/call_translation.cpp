// Calls: static, special and virtual (type-guarded choices over the analysed classes), calls
// outside the analysed code, and string concatenation.
#include <algorithm>
#include <iterator>
#include <map>
#include <optional>
#include <set>

#include <fmt/format.h>

#include "classfile/descriptor.hpp"
#include "classfile/hierarchy.hpp"
#include "classfile/opcodes.hpp"
#include "clp/protocol.hpp"
#include "translate/method_translator.hpp"
#include "translate/translation_helpers.hpp"

namespace symtest::translate {

namespace op = classfile::op;
using classfile::Instruction;
using clp::Guard;
using clp::Operand;
using clp::PredId;
using clp::Stmt;
using clp::ValueType;
using detail::arrayElementType;
using detail::isArrayLoad;
using detail::isArrayStore;
using detail::isInvoke;
using detail::refGuard;

namespace {
// Whether `owner` declares `ref`'s method with a body (not native).
bool hasCode(classfile::ClassPath& cp, const std::string& owner, const classfile::MemberRef& ref) {
  const auto* cf = cp.find(owner);
  const auto* m = cf ? cf->findMethod(ref.name, ref.descriptor) : nullptr;
  return m && m->code;
}

// Object and Throwable are not replaced (every class, every exception extends them): their
// modelled methods are static methods of SymtestObject / SymtestThrowable taking the
// receiver first.
std::optional<classfile::MemberRef> objectMethodModel(classfile::ClassPath& cp,
                                                      const std::string& owner,
                                                      const classfile::MemberRef& ref) {
  static const std::map<std::string, std::string> holders{
      {"java/lang/Object", "java/lang/SymtestObject"},
      {"java/lang/Throwable", "java/lang/SymtestThrowable"},
      {"java/lang/Class", "java/lang/SymtestClass"}};
  auto holder = holders.find(owner);
  if (holder == holders.end() || ref.descriptor.empty() || ref.descriptor[0] != '(')
    return std::nullopt;
  classfile::MemberRef model{holder->second, ref.name,
                             "(L" + owner + ";" + ref.descriptor.substr(1)};
  if (!cp.isModelClass(model.owner) || !hasCode(cp, model.owner, model)) return std::nullopt;
  return model;
}

bool isJdkNoOpConstructor(classfile::ClassPath& cp, const classfile::MemberRef& ref) {
  if (ref.name != "<init>" || cp.isUserClass(ref.owner)) return false;
  // Object(), Number() (the boxed models' superclass), the abstract collections (the
  // collection models' superclasses) and the JDK exceptions' constructors only initialize
  // what tests do not observe.
  static const std::set<std::string> trivial = {
      "java/lang/Object",       "java/lang/Number",        "java/lang/Record",
      "java/io/InputStream",    "java/io/OutputStream",    "java/io/FilterOutputStream",
      "java/io/Reader",         "java/io/Writer",          "java/util/AbstractCollection",
      "java/util/AbstractList", "java/util/AbstractQueue", "java/util/AbstractSequentialList",
      "java/util/AbstractSet",  "java/util/AbstractMap"};
  return trivial.count(ref.owner) > 0 ||
         classfile::isSubclassOf(cp, ref.owner, "java/lang/Throwable");
}
}  // namespace

void MethodTranslator::emitStaticCall(size_t index, Frame& frame, RuleBuilder& rb, PredId pred,
                                      const classfile::MemberRef& ref) {
  const Instruction& insn = cfg_->instructions()[index];
  auto md = classfile::parseMethodDescriptor(ref.descriptor);
  std::optional<ValueType> result = valueTypeOf(md.result);
  PredId callee = resolveCallee(ref, insn.offset, true);
  std::vector<Operand> args(md.params.size());
  for (size_t k = args.size(); k-- > 0;) args[k] = frame.pop();
  auto [cont, layout] = callContinuation(index, frame, result);
  callThenContinue(rb, frame, callee, std::move(args), result, cont, layout, insn.offset);
  finish(pred, rb);
}

void MethodTranslator::emitInvoke(size_t index, Frame& frame, RuleBuilder& rb, PredId pred) {
  const Instruction& insn = cfg_->instructions()[index];
  auto ref = staticModelOf(cls_.pool.memberRef(static_cast<uint16_t>(insn.operand)),
                           insn.opcode == op::invokestatic);
  auto md = classfile::parseMethodDescriptor(ref.descriptor);
  std::optional<ValueType> result = valueTypeOf(md.result);
  size_t nargs = md.params.size();
  auto& cp = translator_.classPath();

  if (ref.owner[0] == '[' && ref.name == "clone" && insn.opcode == op::invokevirtual)
    return emitArrayClone(index, frame, rb, pred);
  // A constant of the run: models branch on it at no cost.
  if (ref.owner == clp::protocol::kPrimitives && ref.name == "capturingOutput") {
    rb.step(insn.offset);
    frame.stack.push_back(Operand::intConst(translator_.capturesOutput() ? 1 : 0));
    return emitFrom(index + 1, frame, rb, pred, false);
  }
  if (ref.owner == clp::protocol::kPrimitives && ref.name == "jdkRelease") {
    rb.step(insn.offset);
    frame.stack.push_back(Operand::intConst(cp.jdkRelease()));
    return emitFrom(index + 1, frame, rb, pred, false);
  }
  // A statement for a call outside the analysed code: the engine applies the policy.
  auto emitExternal = [&](RuleBuilder& r, Frame& f, Stmt::ExternalKind kind) {
    r.step(insn.offset);
    Stmt e;
    e.kind = Stmt::Kind::External;
    e.external = kind;
    e.className = ref.owner;
    e.field = ref.name;
    e.descriptor = ref.descriptor;
    size_t count = nargs + (insn.opcode == op::invokestatic ? 0 : 1);
    e.args.resize(count);
    for (size_t k = count; k-- > 0;) e.args[k] = f.pop();
    if (result) {
      clp::VarId v = r.fresh(ref.name, *result);
      e.outs.push_back(v);
      f.stack.push_back(Operand::ofVar(v, *result));
    }
    r.rule.body.push_back(e);
  };
  // Code outside the analysed classes. A call the unhandled-call policy decides may also throw
  // (a JDK method run on the JVM): its outputs are [result], flag, and the call's continuation
  // dispatches an exception to the handlers; the engine's own primitives run inline.
  auto emitOutside = [&](RuleBuilder& r, Frame& f, Stmt::ExternalKind kind, PredId into) {
    if (kind != Stmt::ExternalKind::Unhandled) {
      emitExternal(r, f, kind);
      return emitFrom(index + 1, std::move(f), r, into, false);
    }
    r.step(insn.offset);
    Stmt e;
    e.kind = Stmt::Kind::External;
    e.external = kind;
    e.className = ref.owner;
    e.field = ref.name;
    e.descriptor = ref.descriptor;
    size_t count = nargs + (insn.opcode == op::invokestatic ? 0 : 1);
    e.args.resize(count);
    for (size_t k = count; k-- > 0;) e.args[k] = f.pop();
    auto [cont, layout] = callContinuation(index, f, result);
    Frame after = f;
    if (result) {
      clp::VarId v = r.fresh(ref.name, *result);
      e.outs.push_back(v);
      after.stack.push_back(Operand::ofVar(v, *result));
    }
    clp::VarId flag = r.fresh("EF", ValueType::Flag);
    e.outs.push_back(flag);
    after.stack.push_back(Operand::ofVar(flag, ValueType::Flag));
    r.rule.body.push_back(e);
    tailCall(r, cont, argsFor(layout, after, insn.offset));
    finish(into, r);
  };
  auto kind = externalKind(ref);
  // A JDK interface or class whose method analysed or modelled classes implement
  // (Comparable.compareTo, List.add, Object.toString): dispatch on the receiver's class.
  bool isVirtual = insn.opcode == op::invokevirtual || insn.opcode == op::invokeinterface;
  // Throwable's modelled methods (getMessage) on an exception of any class, JDK ones included,
  // when no analysed class overrides them: one call, no dispatch.
  // Class's modelled methods (desiredAssertionStatus) likewise: Class is final.
  std::optional<classfile::MemberRef> throwableModel;
  if (kind == Stmt::ExternalKind::Unhandled && isVirtual &&
      classfile::isSubclassOf(cp, ref.owner, "java/lang/Throwable") &&
      !hasAnalysedOverride(ref, "java/lang/Throwable"))
    throwableModel = objectMethodModel(cp, "java/lang/Throwable", ref);
  if (kind == Stmt::ExternalKind::Unhandled && isVirtual && ref.owner == "java/lang/Class")
    throwableModel = objectMethodModel(cp, "java/lang/Class", ref);
  bool dispatch = kind == Stmt::ExternalKind::Unhandled && !cp.isModelClass(ref.owner) &&
                  isVirtual && (throwableModel || hasAnalysedImplementation(ref));
  // super.clone() and the like: the method selected is Object's (or Throwable's), which runs
  // its model below.
  if (kind == Stmt::ExternalKind::Unhandled && insn.opcode == op::invokespecial &&
      ref.name != "<init>") {
    std::string owner = classfile::selectMethod(cp, ref.owner, ref.name, ref.descriptor);
    if (objectMethodModel(cp, owner.empty() ? ref.owner : owner, ref)) kind.reset();
  }
  if (kind && !dispatch) {
    // Instance calls still raise NullPointerException on a null receiver.
    if (insn.opcode == op::invokestatic) return emitOutside(rb, frame, *kind, pred);
    return emitNullChecked(index, frame, rb, pred, nargs, "n", [&](PredId cont, const Layout& l) {
      RuleBuilder r;
      Frame f = openNonNullRule(r, cont, l, insn.offset, nargs);
      emitOutside(r, f, *kind, cont);
    });
  }
  if (insn.opcode == op::invokestatic) return emitStaticCall(index, frame, rb, pred, ref);
  if (isJdkNoOpConstructor(cp, ref)) {
    // Object() and the JDK exception constructors only initialize what tests do not observe,
    // except an exception's message when analysed code gives it (models' messages need not
    // be the JDK's, and the JVM's own exceptions have messages symtest does not compute).
    // JDK exceptions that compute their own message (UnknownFormatConversionException
    // overrides getMessage) keep it unknown.
    auto plainMessage = [&](const char* name) {
      return classfile::selectMethod(cp, ref.owner, name, "()Ljava/lang/String;") ==
             "java/lang/Throwable";
    };
    bool message =
        classfile::isSubclassOf(cp, ref.owner, "java/lang/Throwable") &&
        !cp.isModelClass(cls_.name) &&
        (ref.descriptor == "()V" || ref.descriptor.rfind("(Ljava/lang/String;", 0) == 0) &&
        plainMessage("getMessage") && plainMessage("getLocalizedMessage");
    return emitNullChecked(index, frame, rb, pred, nargs, "n", [&](PredId cont, const Layout& l) {
      RuleBuilder r;
      Frame f = openNonNullRule(r, cont, l, insn.offset, nargs);
      r.step(insn.offset);
      if (message) {
        auto store = [&](std::string_view field, const char* desc, Operand value) {
          Stmt s;
          s.kind = Stmt::Kind::PutField;
          s.className = clp::protocol::kThrowableOwner;
          s.field = field;
          s.descriptor = desc;
          s.a = f.top(nargs);
          s.b = value;
          r.rule.body.push_back(s);
        };
        store(clp::protocol::kKnownField, "I", Operand::intConst(1));
        if (nargs > 0) store(clp::protocol::kMessageField, "Ljava/lang/String;", f.top(nargs - 1));
      }
      f.stack.resize(f.stack.size() - nargs - 1);
      emitFrom(index + 1, std::move(f), r, cont, false);
    });
  }
  // Receiver classes and the method each one runs.
  std::vector<std::pair<std::string, PredId>> targets;
  if (insn.opcode == op::invokespecial) {
    std::string owner = classfile::selectMethod(cp, ref.owner, ref.name, ref.descriptor);
    if (owner.empty()) owner = ref.owner;
    auto model = objectMethodModel(cp, owner, ref);
    targets.push_back(
        {"", resolveCallee(model ? *model : classfile::MemberRef{owner, ref.name, ref.descriptor},
                           insn.offset, false)});
  } else if (throwableModel) {
    targets.push_back({"", resolveCallee(*throwableModel, insn.offset, false)});
  } else {
    for (const auto& [c, owner] : receiversOf(ref, frame, nargs)) {
      // Object's own methods run their model when there is one (Object.equals); classes that
      // run other JDK or native code here (Object.toString) make an unhandled call.
      if (auto model = objectMethodModel(cp, owner, ref)) {
        targets.push_back({c, resolveCallee(*model, insn.offset, false)});
        continue;
      }
      const bool specified =
          translator_.specStandIn(clp::Program::methodKey(owner, ref.name, ref.descriptor))
              .has_value();
      bool analysed = specified || (hasCode(cp, owner, ref) &&
                                    (cp.isUserClass(owner) || cp.isModelClass(owner)));
      targets.push_back(
          {c, analysed ? resolveCallee({owner, ref.name, ref.descriptor}, insn.offset, false)
                       : clp::kNoPred});
    }
    // No analysed class implements it (a functional interface no lambda of the program
    // implements, say): a non-null receiver could only run code outside the analysed
    // classes, an unhandled call.
    if (targets.empty()) targets.push_back({"", clp::kNoPred});
  }
  Frame afterPop = frame;
  afterPop.stack.resize(afterPop.stack.size() - nargs - 1);
  auto [cont, contLayout] = callContinuation(index, afterPop, result);
  emitNullChecked(index, frame, rb, pred, nargs, "n", [&](PredId split, const Layout& l) {
    PredId unhandled = clp::kNoPred;  // shared by the classes that run JDK code
    for (const auto& [cls, callee] : targets) {
      RuleBuilder r;
      Frame f = openNonNullRule(r, split, l, insn.offset, nargs);
      if (!cls.empty())
        r.rule.guards.push_back(refGuard(Guard::Kind::TypeIs, f.top(nargs), true, cls));
      if (callee == clp::kNoPred) {
        if (unhandled == clp::kNoPred) {
          unhandled = newPredicate("u", insn.offset, l);
          RuleBuilder u;
          Frame g = openRule(u, unhandled, l, insn.offset);
          emitOutside(u, g, Stmt::ExternalKind::Unhandled, unhandled);
        }
        tailCall(r, unhandled, argsFor(l, f, insn.offset));
        finish(split, r);
        continue;
      }
      std::vector<Operand> args(nargs + 1);
      for (size_t k = nargs + 1; k-- > 0;) args[k] = f.pop();
      callThenContinue(r, f, callee, std::move(args), result, cont, contLayout, insn.offset);
      finish(split, r);
    }
  });
}

std::pair<PredId, MethodTranslator::Layout> MethodTranslator::callContinuation(
    size_t index, const Frame& afterPop, std::optional<ValueType> result) {
  const Instruction& insn = cfg_->instructions()[index];
  Frame after = afterPop;
  if (result) after.stack.push_back(Operand::ofVar(0, *result));
  after.stack.push_back(Operand::ofVar(0, ValueType::Flag));
  Layout layout = layoutOf(cfg_->liveIn(index), after);
  PredId cont = newPredicate("c", insn.offset, layout);
  RuleBuilder ok;
  Frame f = openRule(ok, cont, layout, insn.offset);
  Operand flagParam = f.pop();
  ok.rule.guards.push_back(Guard::flagOk(flagParam));
  ok.step(insn.offset);
  emitFrom(index + 1, std::move(f), ok, cont, false);
  dispatch(cont, layout, insn.offset, {Guard::flagExc(flagParam)}, true,
           layout.locals.size() + layout.stack.size() - 1);
  return {cont, layout};
}

void MethodTranslator::callThenContinue(RuleBuilder& r, Frame& f, PredId callee,
                                        std::vector<Operand> args, std::optional<ValueType> result,
                                        PredId cont, const Layout& contLayout, uint32_t offset) {
  Stmt call;
  call.kind = Stmt::Kind::Call;
  call.callee = callee;
  call.args = std::move(args);
  Frame after = f;
  if (result) {
    clp::VarId rv = r.fresh(translator_.mutableProgram().predicates[callee].name, *result);
    call.outs.push_back(rv);
    after.stack.push_back(Operand::ofVar(rv, *result));
  }
  clp::VarId flag = r.fresh("EF", ValueType::Flag);
  call.outs.push_back(flag);
  after.stack.push_back(Operand::ofVar(flag, ValueType::Flag));
  r.rule.body.push_back(call);
  tailCall(r, cont, argsFor(contLayout, after, offset));
}

void MethodTranslator::emitThrow(size_t index, Frame& frame, RuleBuilder& rb, PredId pred) {
  const Instruction& insn = cfg_->instructions()[index];
  emitNullChecked(index, frame, rb, pred, 0, "t", [&](PredId cont, const Layout& l) {
    RuleBuilder r;
    Frame f = openNonNullRule(r, cont, l, insn.offset, 0);
    if (cfg_->handlersAt(insn.offset).empty()) {
      r.step(insn.offset, true);
      Stmt t;
      t.kind = Stmt::Kind::Throw;
      t.a = f.pop();
      r.rule.body.push_back(t);
      return finish(cont, r);
    }
    Operand exc = f.pop();
    f.stack = {exc};
    Layout layout = layoutOf(cfg_->liveIn(index), f);
    PredId route = newPredicate("x", insn.offset, layout);
    tailCall(r, route, argsFor(layout, f, insn.offset));
    finish(cont, r);
    dispatch(route, layout, insn.offset, {}, false, layout.locals.size());
  });
}

classfile::MemberRef MethodTranslator::staticFieldModelOf(classfile::MemberRef ref) {
  // System.in, System.out and System.err are fields of the model holder (SymtestSystem).
  auto& cp = translator_.classPath();
  if (ref.owner != "java/lang/System" || !cp.isModelClass("java/lang/SymtestSystem")) return ref;
  const auto* cf = cp.find("java/lang/SymtestSystem");
  if (cf && cf->findField(ref.name)) ref.owner = "java/lang/SymtestSystem";
  return ref;
}

classfile::MemberRef MethodTranslator::staticModelOf(classfile::MemberRef ref, bool isStatic) {
  // JDK classes too central to replace whole (System) keep some static methods in a model
  // class of their own.
  static const std::map<std::string, std::string> holders{
      {"java/lang/System", "java/lang/SymtestSystem"}};
  auto& cp = translator_.classPath();
  auto it = holders.find(ref.owner);
  if (!isStatic || it == holders.end() || !cp.isModelClass(it->second)) return ref;
  const auto* cf = cp.find(it->second);
  if (const auto* m = cf ? cf->findMethod(ref.name, ref.descriptor) : nullptr; m && m->code)
    ref.owner = it->second;
  return ref;
}

std::vector<std::pair<std::string, std::string>> MethodTranslator::receiverClasses(
    const classfile::MemberRef& ref) {
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& [c, owner] : translator_.receiverClasses(ref.owner, ref.name, ref.descriptor))
    if (!owner.empty()) out.push_back({c, owner});
  // An array runs Object's methods (getClass, equals, hashCode, toString), whatever its type.
  static const std::set<std::string> arrayTypes = {"java/lang/Object", "java/lang/Cloneable",
                                                   "java/io/Serializable"};
  static const std::set<std::string> objectMethods = {"getClass()Ljava/lang/Class;",
                                                      "equals(Ljava/lang/Object;)Z", "hashCode()I",
                                                      "toString()Ljava/lang/String;"};
  if (arrayTypes.count(ref.owner) && objectMethods.count(ref.name + ref.descriptor))
    out.push_back({std::string(clp::protocol::kAnyArray), "java/lang/Object"});
  return out;
}

std::vector<std::pair<std::string, std::string>> MethodTranslator::receiversOf(
    const classfile::MemberRef& ref, const Frame& frame, size_t nargs) {
  auto all = receiverClasses(ref);
  // A call on `this` (an unmodified local 0) in an inherited method: `this` is an object whose
  // class runs this method, the method it selects or one an override of it reaches with
  // super.m() (scanned). Other receivers' dispatch rules could never apply; left out, they no
  // longer make what only they reach (Object.toString's this.hashCode() into every record's
  // hashCode) look reachable to the guide.
  const Operand& receiver = frame.top(nargs);
  const bool isLocal0 = local0IsFixed_ && !frame.locals.empty() && frame.locals[0] &&
                        frame.locals[0]->isVar() && receiver.isVar() &&
                        receiver.var == frame.locals[0]->var;
  if (!isLocal0 || method_.name == "<init>" || method_.isPrivate()) return all;
  // The method `this` runs: this one, or for SymtestObject's static models of Object's
  // methods (the receiver first) the Object method they stand for.
  std::string owner = cls_.name, descriptor = method_.descriptor;
  if (method_.isStatic()) {
    const std::string self = "(Ljava/lang/Object;";
    if (cls_.name != "java/lang/SymtestObject" || !descriptor.starts_with(self)) return all;
    owner = "java/lang/Object";
    descriptor = "(" + descriptor.substr(self.size());
  }
  auto& cp = translator_.classPath();
  const std::string key = method_.name + descriptor;
  auto canBeThis = [&](const std::string& c) {
    if (c == clp::protocol::kAnyArray) return owner == "java/lang/Object";
    if (classfile::selectMethod(cp, c, method_.name, descriptor) == owner) return true;
    for (const std::string& s : classfile::superclassChain(cp, c)) {
      if (s == owner) break;
      if (translator_.superCalls(s).count(key)) return true;
    }
    return false;
  };
  std::vector<std::pair<std::string, std::string>> out;
  for (const auto& r : all)
    if (canBeThis(r.first)) out.push_back(r);
  return out.empty() ? all : out;
}

bool MethodTranslator::hasAnalysedOverride(const classfile::MemberRef& ref,
                                           const std::string& base) {
  auto& cp = translator_.classPath();
  for (const auto& [c, owner] : receiverClasses(ref))
    if (owner != base && (cp.isUserClass(owner) || cp.isModelClass(owner))) return true;
  return false;
}

bool MethodTranslator::hasAnalysedImplementation(const classfile::MemberRef& ref) {
  auto& cp = translator_.classPath();
  for (const auto& [c, owner] : receiverClasses(ref))
    if (((cp.isUserClass(owner) || cp.isModelClass(owner)) && hasCode(cp, owner, ref)) ||
        objectMethodModel(cp, owner, ref))
      return true;
  return false;
}

namespace {

// Whether `owner` or one of its modelled supertypes declares `name desc` abstract.
bool declaredAbstractInModels(classfile::ClassPath& cp, const std::string& owner,
                              const std::string& name, const std::string& desc) {
  std::vector<std::string> todo{owner};
  std::set<std::string> seen;
  while (!todo.empty()) {
    std::string c = todo.back();
    todo.pop_back();
    if (!seen.insert(c).second || !cp.isModelClass(c)) continue;
    const auto* cf = cp.find(c);
    if (!cf) continue;
    if (const auto* m = cf->findMethod(name, desc); m && m->isAbstract()) return true;
    if (!cf->superName.empty()) todo.push_back(cf->superName);
    for (const std::string& i : cf->interfaces) todo.push_back(i);
  }
  return false;
}

// SymtestPrimitives' floating-point natives, which the engine computes (IEEE 754, exact).
bool isFloatPrimitive(const std::string& name) {
  static const char* const names[] = {
      "sqrt",          "floor",     "ceil",           "rint",          "ieeeRemainder",
      "doubleBits",    "floatBits", "doubleFromBits", "floatFromBits", "doubleToString",
      "floatToString", "abs",       "compare",        "round"};
  return std::find(std::begin(names), std::end(names), name) != std::end(names);
}

}  // namespace

std::optional<Stmt::ExternalKind> MethodTranslator::externalKind(const classfile::MemberRef& ref) {
  auto& cp = translator_.classPath();
  // A specified method (native, or outside the class path) runs its spec's stand-in.
  if (translator_.specStandIn(clp::Program::methodKey(ref.owner, ref.name, ref.descriptor)))
    return std::nullopt;
  // The SV-COMP convention, whether or not a Verifier class is on the class path.
  if (ref.owner == "org/sosy_lab/sv_benchmarks/Verifier") {
    if (ref.name.rfind("nondet", 0) == 0) return Stmt::ExternalKind::Source;
    if (ref.name == "assume" && ref.descriptor == "(Z)V") return Stmt::ExternalKind::Assume;
  }
  // Models state invariants of the JDK objects they stand for (a HashMap's capacity is a
  // power of two) through this primitive: it prunes input states the JDK cannot reach.
  if (ref.owner == clp::protocol::kPrimitives && ref.name == "assume" && ref.descriptor == "(Z)V")
    return Stmt::ExternalKind::Assume;
  if (ref.owner == clp::protocol::kPrimitives && ref.name == "isInput" &&
      ref.descriptor == "(Ljava/lang/Object;)Z")
    return Stmt::ExternalKind::IsInput;
  if (ref.owner == clp::protocol::kPrimitives &&
      (ref.name == clp::protocol::kMessageKnown || ref.name == clp::protocol::kMessage))
    return Stmt::ExternalKind::Message;
  if (ref.owner == clp::protocol::kPrimitives && ref.name == "classOf")
    return Stmt::ExternalKind::ClassOf;
  if (ref.owner == clp::protocol::kPrimitives && ref.name == "exit")
    return Stmt::ExternalKind::Exit;
  if (ref.owner == clp::protocol::kPrimitives &&
      (ref.name == "identityHashCode" || ref.name == clp::protocol::kUnknownSeed))
    return Stmt::ExternalKind::IdentityHash;
  if (ref.owner == clp::protocol::kPrimitives &&
      (ref.name == clp::protocol::kClassName || ref.name == clp::protocol::kNameOfClass))
    return Stmt::ExternalKind::ClassName;
  if (ref.owner == clp::protocol::kPrimitives && ref.name == "shallowCopy")
    return Stmt::ExternalKind::ShallowCopy;
  if (ref.owner == clp::protocol::kPrimitives &&
      std::find(std::begin(clp::protocol::kClassQueries), std::end(clp::protocol::kClassQueries),
                ref.name) != std::end(clp::protocol::kClassQueries))
    return Stmt::ExternalKind::ClassQuery;
  if (ref.owner == clp::protocol::kPrimitives && isFloatPrimitive(ref.name))
    return Stmt::ExternalKind::FloatPrimitive;
  if (ref.owner == clp::protocol::kUnicode && ref.descriptor == "(I)Z")
    return Stmt::ExternalKind::CodePointTest;
  if (ref.owner == clp::protocol::kUnicode && ref.descriptor == "(I)I")
    return Stmt::ExternalKind::CodePointMap;
  if (ref.owner == clp::protocol::kPrimitives && ref.name == "bound" && ref.descriptor == "()V")
    return Stmt::ExternalKind::ModelBound;
  // Standard input read by the models (Scanner, BufferedReader over System.in).
  if (ref.owner == clp::protocol::kPrimitives && ref.name.rfind("input", 0) == 0)
    return Stmt::ExternalKind::Source;
  if (translator_.isInputSource(ref.owner, ref.name)) return Stmt::ExternalKind::Source;
  if (cp.isUserClass(ref.owner)) {
    // A native method without a spec is code outside the analysed classes.
    const classfile::ClassFile* cf = cp.find(ref.owner);
    const classfile::Method* m = cf ? cf->findMethod(ref.name, ref.descriptor) : nullptr;
    if (m && m->isNative()) return Stmt::ExternalKind::Unhandled;
    return std::nullopt;
  }
  if (cp.isModelClass(ref.owner)) {
    // A modelled class: the model runs, unless it lacks this method.
    for (const std::string& c : classfile::superclassChain(cp, ref.owner)) {
      const auto* cf = cp.find(c);
      if (!cf || !cp.isModelClass(c)) break;
      if (const auto* m = cf->findMethod(ref.name, ref.descriptor); m && m->code)
        return std::nullopt;
    }
    // An abstract method of a modelled interface (Predicate.test, Comparator.compare, also
    // inherited: UnaryOperator.apply from Function): dispatched on the receiver's class.
    if (declaredAbstractInModels(cp, ref.owner, ref.name, ref.descriptor)) return std::nullopt;
    return Stmt::ExternalKind::Unhandled;
  }
  // Constructors of Object and of JDK exceptions have their own no-op translation, and so does
  // a constructor's call of its JDK superclass's; a new object of another JDK class is made
  // outside the analysed code.
  if (ref.name == "<init>")
    return isJdkNoOpConstructor(cp, ref) ||
                   (method_.name == "<init>" &&
                    (ref.owner == cls_.superName || ref.owner == cls_.name))
               ? std::nullopt
               : std::optional(Stmt::ExternalKind::Unhandled);
  return Stmt::ExternalKind::Unhandled;
}

}  // namespace symtest::translate
