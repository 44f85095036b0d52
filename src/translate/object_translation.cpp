// Translation of the object and array bytecodes into heap operations, with the exceptions
// the JVM raises made explicit as rules (thesis Fig. 2.4): NullPointerException on every
// dereference, ArrayIndexOutOfBounds, NegativeArraySize, ClassCast and ArrayStore.
#include <fmt/format.h>

#include "classfile/descriptor.hpp"
#include "classfile/hierarchy.hpp"
#include "classfile/lambda_classes.hpp"
#include "classfile/opcodes.hpp"
#include "classfile/utf16.hpp"
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

ValueType typeOfDescriptor(const std::string& d) {
  switch (d[0]) {
    case 'J':
      return ValueType::Long;
    case 'L':
    case '[':
      return ValueType::Ref;
    case 'F':
      return ValueType::Float;
    case 'D':
      return ValueType::Double;
    default:
      return ValueType::Int;
  }
}

// Component descriptor of the array created by newarray's type code.
std::string newarrayComponent(int32_t atype) {
  switch (atype) {
    case 4:
      return "Z";
    case 5:
      return "C";
    case 6:
      return "F";
    case 7:
      return "D";
    case 8:
      return "B";
    case 9:
      return "S";
    case 10:
      return "I";
    case 11:
      return "J";
    default:
      return "";  // not a type code of newarray
  }
}

}  // namespace

namespace detail {

// Component descriptor read or written by an xaload/xastore opcode (for typing only).
ValueType arrayElementType(uint8_t o) {
  switch (o) {
    case op::laload:
    case op::lastore:
      return ValueType::Long;
    case op::aaload:
    case op::aastore:
      return ValueType::Ref;
    case op::faload:
    case op::fastore:
      return ValueType::Float;
    case op::daload:
    case op::dastore:
      return ValueType::Double;
    default:
      return ValueType::Int;
  }
}

bool isArrayLoad(uint8_t o) {
  return o >= op::iaload && o <= op::saload;
}
bool isArrayStore(uint8_t o) {
  return o >= op::iastore && o <= op::sastore;
}
bool isInvoke(uint8_t o) {
  return o >= op::invokevirtual && o <= op::invokeinterface;
}

Guard refGuard(Guard::Kind kind, Operand a, bool positive, const std::string& cls) {
  Guard g;
  g.kind = kind;
  g.a = a;
  g.positive = positive;
  g.className = cls;
  return g;
}

}  // namespace detail

Operand MethodTranslator::stringConstant(RuleBuilder& rb, const std::string& utf8) {
  auto& cp = translator_.classPath();
  if (!cp.isModelClass("java/lang/String")) return newObject(rb, "java/lang/String");
  // The model String holds UTF-16 code units.
  std::vector<uint16_t> units = classfile::utf16Of(utf8);
  // One String object per literal along a path, as the JVM interns them: "a" == "a".
  Stmt lit;
  lit.kind = Stmt::Kind::External;
  lit.external = Stmt::ExternalKind::StringLiteral;
  lit.className = "java/lang/String";
  lit.field = utf8;
  for (uint32_t u : units) lit.args.push_back(Operand::intConst(static_cast<int32_t>(u)));
  lit.outs.push_back(rb.temp(ValueType::Ref));
  rb.rule.body.push_back(lit);
  return Operand::ofVar(lit.outs[0], ValueType::Ref);
}

Operand MethodTranslator::newObject(RuleBuilder& rb, const std::string& className) {
  Stmt n;
  n.kind = Stmt::Kind::NewObject;
  n.className = className;
  n.dst = rb.temp(ValueType::Ref);
  rb.rule.body.push_back(n);
  return Operand::ofVar(n.dst, ValueType::Ref);
}

bool MethodTranslator::simulateObjectTypes(const Instruction& insn, Frame& frame) {
  uint8_t o = insn.opcode;
  auto pops = [&](size_t n) {
    if (frame.stack.size() < n) unsupported(insn.offset, "operand stack underflow");
    frame.stack.resize(frame.stack.size() - n);
  };
  auto push = [&](ValueType t) { frame.stack.push_back(Operand::ofVar(0, t)); };
  try {
    if (isArrayLoad(o)) {
      pops(2);
      push(arrayElementType(o));
      return true;
    }
    if (isArrayStore(o)) {
      arrayElementType(o);
      pops(3);
      return true;
    }
    if (isInvoke(o) && o != op::invokestatic) {
      auto ref = cls_.pool.memberRef(static_cast<uint16_t>(insn.operand));
      auto md = classfile::parseMethodDescriptor(ref.descriptor);
      pops(md.params.size() + 1);
      if (auto t = valueTypeOf(md.result)) push(*t);
      return true;
    }
    switch (o) {
      case op::aconst_null:
      case op::new_:
        push(ValueType::Ref);
        return true;
      case op::getfield: {
        auto ref = cls_.pool.memberRef(static_cast<uint16_t>(insn.operand));
        pops(1);
        push(typeOfDescriptor(ref.descriptor));
        return true;
      }
      case op::getstatic: {
        auto ref = cls_.pool.memberRef(static_cast<uint16_t>(insn.operand));
        push(typeOfDescriptor(ref.descriptor));
        return true;
      }
      case op::putfield:
        pops(2);
        return true;
      case op::putstatic:
      case op::monitorenter:
      case op::monitorexit:
      case op::ifnull:
      case op::ifnonnull:
        pops(1);
        return true;
      case op::if_acmpeq:
      case op::if_acmpne:
        pops(2);
        return true;
      case op::newarray:
        if (newarrayComponent(insn.operand).empty())
          throw MalformedBytecode("newarray with an unknown type code");
        [[fallthrough]];
      case op::anewarray:
      case op::checkcast:
        pops(1);
        push(ValueType::Ref);
        return true;
      case op::multianewarray:
        pops(static_cast<size_t>(insn.operand2));
        push(ValueType::Ref);
        return true;
      case op::invokedynamic: {
        // unsupported() unless it is a lambda, a record's method or a string concatenation
        const auto site = static_cast<uint16_t>(insn.operand);
        if (!classfile::isLambdaSite(cls_, site) && !classfile::isObjectMethodsSite(cls_, site) &&
            !classfile::isSwitchSite(cls_, site))
          concatRecipe(insn);
        auto md = classfile::parseMethodDescriptor(cls_.pool.invokeDynamic(site).descriptor);
        pops(md.params.size());
        push(valueTypeOf(md.result).value_or(ValueType::Ref));
        return true;
      }
      case op::arraylength:
      case op:: instanceof:
        pops(1);
        push(ValueType::Int);
        return true;
      default:
        return false;
    }
  } catch (const std::invalid_argument& e) {
    unsupported(insn.offset, e.what());
  }
}

// ---- null checks -------------------------------------------------------------------------

Frame MethodTranslator::openNonNullRule(RuleBuilder& r, PredId pred, const Layout& layout,
                                        uint32_t offset, size_t depth) {
  Frame f = openRule(r, pred, layout, offset);
  r.rule.guards.push_back(refGuard(Guard::Kind::IsNull, f.top(depth), false));
  return f;
}

void MethodTranslator::emitNullChecked(
    size_t index, Frame& frame, RuleBuilder& rb, PredId pred, size_t depth,
    const std::string& suffix, const std::function<void(PredId, const Layout&)>& onNonNull) {
  const Instruction& insn = cfg_->instructions()[index];
  Layout layout = layoutOf(cfg_->liveIn(index), frame);
  PredId cont = newPredicate(suffix, insn.offset, layout);
  tailCall(rb, cont, argsFor(layout, frame, insn.offset));
  finish(pred, rb);
  // `this` is never null (JVMS 4.10.1.9): no exception rule for a value just loaded from an
  // unmodified local 0.
  const clp::Operand& ref = frame.top(depth);
  const bool isThis = thisIsFixed_ && !frame.locals.empty() && frame.locals[0] &&
                      frame.locals[0]->isVar() && ref.isVar() && ref.var == frame.locals[0]->var;
  if (!isThis) {
    RuleBuilder npe;
    Frame f = openRule(npe, cont, layout, insn.offset);
    npe.rule.guards.push_back(refGuard(Guard::Kind::IsNull, f.top(depth), true));
    npe.step(insn.offset, true);
    raise(npe, f, "java/lang/NullPointerException", insn.offset, cont);
  }
  onNonNull(cont, layout);
}

// ---- calls ---------------------------------------------------------------------------------

// A lambda or method reference: an object of the call site's lambda class holding the
// captured values (which javac has already checked for null where the JVM does).
Operand MethodTranslator::newLambda(RuleBuilder& rb, Frame& frame, uint16_t site) {
  std::string cls = classfile::lambdaClassName(cls_.name, site);
  auto md = classfile::parseMethodDescriptor(cls_.pool.invokeDynamic(site).descriptor);
  std::vector<Operand> captured(md.params.size());
  for (size_t k = captured.size(); k-- > 0;) captured[k] = frame.pop();
  Operand obj = newObject(rb, cls);
  for (size_t k = 0; k < captured.size(); ++k) {
    Stmt s;
    s.kind = Stmt::Kind::PutField;
    s.a = obj;
    s.b = captured[k];
    s.className = cls;
    s.field = classfile::capturedField(k);
    s.descriptor = md.params[k].descriptor();
    rb.rule.body.push_back(s);
  }
  return obj;
}

// ---- fields, arrays, type tests ------------------------------------------------------------

void MethodTranslator::emitRefBranch(size_t index, Frame& frame, RuleBuilder& rb, PredId pred) {
  const Instruction& insn = cfg_->instructions()[index];
  rb.step(insn.offset);
  bool twoOperands = insn.opcode == op::if_acmpeq || insn.opcode == op::if_acmpne;
  Frame withOperands = frame;
  Layout layout = layoutOf(cfg_->liveOut(index), withOperands);
  (void)twoOperands;
  PredId cont = newPredicate("c", insn.offset, layout);
  tailCall(rb, cont, argsFor(layout, frame, insn.offset));
  finish(pred, rb);
  uint32_t targets[2] = {static_cast<uint32_t>(insn.branchTarget),
                         cfg_->instructions()[index + 1].offset};
  for (int taken = 1; taken >= 0; --taken) {
    RuleBuilder r;
    Frame f = openRule(r, cont, layout, insn.offset);
    Guard g;
    if (insn.opcode == op::ifnull || insn.opcode == op::ifnonnull) {
      g.kind = Guard::Kind::IsNull;
      g.a = f.pop();
      g.positive = (insn.opcode == op::ifnull) == static_cast<bool>(taken);
    } else {
      g.kind = Guard::Kind::SameRef;
      g.b = f.pop();
      g.a = f.pop();
      g.positive = (insn.opcode == op::if_acmpeq) == static_cast<bool>(taken);
    }
    r.rule.guards.push_back(g);
    jumpTo(r, targets[taken ? 0 : 1], f, insn.offset);
    finish(cont, r);
  }
}

void MethodTranslator::emitTypeTest(size_t index, Frame& frame, RuleBuilder& rb, PredId pred) {
  const Instruction& insn = cfg_->instructions()[index];
  std::string type = cls_.pool.className(static_cast<uint16_t>(insn.operand));
  bool isCast = insn.opcode == op::checkcast;
  Layout layout = layoutOf(cfg_->liveIn(index), frame);
  PredId cont = newPredicate(isCast ? "k" : "i", insn.offset, layout);
  tailCall(rb, cont, argsFor(layout, frame, insn.offset));
  finish(pred, rb);
  // The rest of the block is shared by the non-failing rules.
  Frame after = frame;
  after.stack.pop_back();
  after.stack.push_back(Operand::ofVar(0, isCast ? ValueType::Ref : ValueType::Int));
  Layout restLayout = layoutOf(cfg_->liveOut(index), after);
  PredId rest = clp::kNoPred;
  auto continueWith = [&](RuleBuilder& r, Frame& f, Operand result) {
    if (rest == clp::kNoPred) {
      rest = newPredicate("r", insn.offset, restLayout);
      RuleBuilder rr;
      Frame rf = openRule(rr, rest, restLayout, insn.offset);
      emitFrom(index + 1, std::move(rf), rr, rest, false);
    }
    f.stack.pop_back();
    f.stack.push_back(result);
    tailCall(r, rest, argsFor(restLayout, f, insn.offset));
    finish(cont, r);
  };
  // null; non-null and an instance; non-null and not an instance.
  for (int kind = 0; kind < 3; ++kind) {
    RuleBuilder r;
    Frame f = openRule(r, cont, layout, insn.offset);
    Operand v = f.top();
    r.rule.guards.push_back(refGuard(Guard::Kind::IsNull, v, kind == 0));
    if (kind > 0) r.rule.guards.push_back(refGuard(Guard::Kind::InstanceOf, v, kind == 1, type));
    if (isCast && kind == 2) {
      r.step(insn.offset, true);
      raise(r, f, "java/lang/ClassCastException", insn.offset, cont);
      continue;
    }
    r.step(insn.offset);
    continueWith(r, f, isCast ? v : Operand::intConst(kind == 1 ? 1 : 0));
  }
}

MethodTranslator::ObjectEmit MethodTranslator::emitObjectInstruction(size_t index, Frame& frame,
                                                                     RuleBuilder& rb, PredId pred) {
  const Instruction& insn = cfg_->instructions()[index];
  uint8_t o = insn.opcode;
  auto& cp = translator_.classPath();
  if (isInvoke(o)) {
    emitInvoke(index, frame, rb, pred);
    return ObjectEmit::Ended;
  }
  if (isArrayLoad(o) || isArrayStore(o)) {
    emitArrayAccess(index, frame, rb, pred);
    return ObjectEmit::Ended;
  }
  auto fieldStmt = [&](Stmt::Kind kind) {
    auto ref = staticFieldModelOf(cls_.pool.memberRef(static_cast<uint16_t>(insn.operand)));
    if (!cp.isUserClass(ref.owner) && !cp.isModelClass(ref.owner))
      unsupported(insn.offset,
                  fmt::format("accesses field {}.{} of a class outside the analysed ones",
                              ref.owner, ref.name));
    Stmt s;
    s.kind = kind;
    s.className = classfile::fieldOwner(cp, ref.owner, ref.name);
    s.field = ref.name;
    s.descriptor = ref.descriptor;
    return s;
  };
  switch (o) {
    case op::aconst_null:
      rb.step(insn.offset);
      frame.stack.push_back(Operand::null());
      return ObjectEmit::Continue;
    case op::new_: {
      std::string cls = cls_.pool.className(static_cast<uint16_t>(insn.operand));
      rb.step(insn.offset);
      // A JDK class without a model gets an object of its own too: its constructor is a call
      // outside the analysed code (the unhandled-call policy decides it).
      frame.stack.push_back(newObject(rb, cls));
      return ObjectEmit::Continue;
    }
    case op::getstatic:
    case op::putstatic: {
      auto ref = cls_.pool.memberRef(static_cast<uint16_t>(insn.operand));
      if (o == op::getstatic && ref.name == "$assertionsDisabled") {
        // Assertions are active, as with java -ea: `assert` failures are results to find.
        rb.step(insn.offset);
        frame.stack.push_back(Operand::intConst(0));
        return ObjectEmit::Continue;
      }
      if (auto owner = staticFieldModelOf(ref).owner;
          !cp.isUserClass(owner) && !cp.isModelClass(owner)) {
        // A static field of a JDK class without a model (Locale.ROOT): a call outside the
        // analysed classes on the paths that reach it, under the unhandled-call policy.
        rb.step(insn.offset);
        Stmt e;
        e.kind = Stmt::Kind::External;
        e.external = Stmt::ExternalKind::Unhandled;
        e.className = owner;
        e.field = ref.name;
        if (o == op::getstatic) {
          e.descriptor = "()" + ref.descriptor;
          e.outs.push_back(rb.fresh(ref.name, typeOfDescriptor(ref.descriptor)));
          frame.stack.push_back(Operand::ofVar(e.outs[0], typeOfDescriptor(ref.descriptor)));
        } else {
          e.descriptor = "(" + ref.descriptor + ")V";
          e.args.push_back(frame.pop());
        }
        rb.rule.body.push_back(e);
        return ObjectEmit::Continue;
      }
      Stmt s = fieldStmt(o == op::getstatic ? Stmt::Kind::GetStatic : Stmt::Kind::PutStatic);
      rb.step(insn.offset);
      if (o == op::getstatic) {
        s.dst = rb.fresh(s.field, typeOfDescriptor(s.descriptor));
        frame.stack.push_back(Operand::ofVar(s.dst, typeOfDescriptor(s.descriptor)));
      } else {
        s.a = frame.pop();
      }
      rb.rule.body.push_back(s);
      return ObjectEmit::Continue;
    }
    case op::getfield:
    case op::putfield:
    case op::arraylength:
    case op::monitorenter:
    case op::monitorexit: {
      size_t depth = o == op::putfield ? 1 : 0;
      Stmt proto;
      if (o == op::getfield || o == op::putfield)
        proto = fieldStmt(o == op::getfield ? Stmt::Kind::GetField : Stmt::Kind::PutField);
      emitNullChecked(index, frame, rb, pred, depth, "n", [&](PredId cont, const Layout& l) {
        RuleBuilder r;
        Frame f = openNonNullRule(r, cont, l, insn.offset, depth);
        r.step(insn.offset);
        Stmt s = proto;
        if (o == op::getfield) {
          s.a = f.pop();
          s.dst = r.fresh(s.field, typeOfDescriptor(s.descriptor));
          f.stack.push_back(Operand::ofVar(s.dst, typeOfDescriptor(s.descriptor)));
          r.rule.body.push_back(s);
        } else if (o == op::putfield) {
          s.b = f.pop();
          s.a = f.pop();
          r.rule.body.push_back(s);
        } else if (o == op::arraylength) {
          s.kind = Stmt::Kind::Length;
          s.a = f.pop();
          s.dst = r.fresh("Len", ValueType::Int);
          f.stack.push_back(Operand::ofVar(s.dst, ValueType::Int));
          r.rule.body.push_back(s);
        } else {
          f.pop();  // single-threaded: monitors have no other effect
        }
        emitFrom(index + 1, std::move(f), r, cont, false);
      });
      return ObjectEmit::Ended;
    }
    case op::newarray:
    case op::anewarray: {
      std::string component = o == op::newarray ? newarrayComponent(insn.operand) : [&] {
        std::string c = cls_.pool.className(static_cast<uint16_t>(insn.operand));
        return c[0] == '[' ? c : "L" + c + ";";
      }();
      Layout layout = layoutOf(cfg_->liveIn(index), frame);
      PredId cont = newPredicate("a", insn.offset, layout);
      tailCall(rb, cont, argsFor(layout, frame, insn.offset));
      finish(pred, rb);
      for (bool negative : {true, false}) {
        RuleBuilder r;
        Frame f = openRule(r, cont, layout, insn.offset);
        Guard g;
        g.kind = Guard::Kind::Compare;
        g.cmp = negative ? clp::CmpOp::Lt : clp::CmpOp::Ge;
        g.a = f.top();
        g.b = Operand::intConst(0);
        r.rule.guards.push_back(g);
        if (negative) {
          r.step(insn.offset, true);
          raise(r, f, "java/lang/NegativeArraySizeException", insn.offset, cont);
          continue;
        }
        r.step(insn.offset);
        Stmt s;
        s.kind = Stmt::Kind::NewArray;
        s.descriptor = component;
        s.a = f.pop();
        s.dst = r.temp(ValueType::Ref);
        f.stack.push_back(Operand::ofVar(s.dst, ValueType::Ref));
        r.rule.body.push_back(s);
        emitFrom(index + 1, std::move(f), r, cont, false);
      }
      return ObjectEmit::Ended;
    }
    case op::multianewarray:
      emitMultiArray(index, frame, rb, pred);
      return ObjectEmit::Ended;
    case op::invokedynamic:
      if (classfile::isObjectMethodsSite(cls_, static_cast<uint16_t>(insn.operand))) {
        auto call = cls_.pool.invokeDynamic(static_cast<uint16_t>(insn.operand));
        emitStaticCall(index, frame, rb, pred,
                       {classfile::objectMethodsClassName(cls_.name), call.name, call.descriptor});
        return ObjectEmit::Ended;
      }
      if (classfile::isSwitchSite(cls_, static_cast<uint16_t>(insn.operand))) {
        const auto site = static_cast<uint16_t>(insn.operand);
        auto call = cls_.pool.invokeDynamic(site);
        emitStaticCall(index, frame, rb, pred,
                       {classfile::switchClassName(cls_.name, site), call.name, call.descriptor});
        return ObjectEmit::Ended;
      }
      if (classfile::isLambdaSite(cls_, static_cast<uint16_t>(insn.operand))) {
        rb.step(insn.offset);
        Operand lambda = newLambda(rb, frame, static_cast<uint16_t>(insn.operand));
        frame.stack.push_back(lambda);
        return ObjectEmit::Continue;
      }
      emitConcat(index, frame, rb, pred);
      return ObjectEmit::Ended;
    case op::checkcast:
    case op:: instanceof:
      emitTypeTest(index, frame, rb, pred);
      return ObjectEmit::Ended;
    case op::ifnull:
    case op::ifnonnull:
    case op::if_acmpeq:
    case op::if_acmpne:
      emitRefBranch(index, frame, rb, pred);
      return ObjectEmit::Ended;
    case op::athrow:
      emitThrow(index, frame, rb, pred);
      return ObjectEmit::Ended;
    default:
      return ObjectEmit::NotMine;
  }
}

}  // namespace symtest::translate
