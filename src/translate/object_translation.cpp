// Translation of the object and array bytecodes into heap operations, with the exceptions
// the JVM raises made explicit as rules (thesis Fig. 2.4): NullPointerException on every
// dereference, ArrayIndexOutOfBounds, NegativeArraySize, ClassCast and ArrayStore.
#include <fmt/format.h>

#include "classfile/descriptor.hpp"
#include "classfile/hierarchy.hpp"
#include "classfile/opcodes.hpp"
#include "translate/method_translator.hpp"

namespace symtest::translate {

namespace op = classfile::op;
using classfile::Instruction;
using clp::Guard;
using clp::Operand;
using clp::PredId;
using clp::Stmt;
using clp::ValueType;

namespace {

ValueType typeOfDescriptor(const std::string& d) {
  switch (d[0]) {
    case 'J':
      return ValueType::Long;
    case 'L':
    case '[':
      return ValueType::Ref;
    case 'F':
    case 'D':
      throw std::invalid_argument("floating-point values are not supported");
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
    case 8:
      return "B";
    case 9:
      return "S";
    case 10:
      return "I";
    case 11:
      return "J";
    default:
      return "";  // float/double arrays
  }
}

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
    case op::daload:
    case op::fastore:
    case op::dastore:
      throw std::invalid_argument("floating-point values are not supported");
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

Guard refGuard(Guard::Kind kind, Operand a, bool positive, const std::string& cls = "") {
  Guard g;
  g.kind = kind;
  g.a = a;
  g.positive = positive;
  g.className = cls;
  return g;
}

}  // namespace

Operand MethodTranslator::stringConstant(RuleBuilder& rb, const std::string& utf8) {
  auto& cp = translator_.classPath();
  if (!cp.isModelClass("java/lang/String")) return newObject(rb, "java/lang/String");
  // The model String holds UTF-16 code units: decode the constant's UTF-8.
  std::vector<uint32_t> units;
  for (size_t i = 0; i < utf8.size();) {
    unsigned char c = static_cast<unsigned char>(utf8[i]);
    uint32_t cpnt = c;
    size_t n = 1;
    if (c >= 0xf0) {
      cpnt = c & 0x07;
      n = 4;
    } else if (c >= 0xe0) {
      cpnt = c & 0x0f;
      n = 3;
    } else if (c >= 0xc0) {
      cpnt = c & 0x1f;
      n = 2;
    }
    for (size_t k = 1; k < n && i + k < utf8.size(); ++k) cpnt = (cpnt << 6) | (utf8[i + k] & 0x3f);
    i += n;
    if (cpnt >= 0x10000) {
      cpnt -= 0x10000;
      units.push_back(0xd800 + (cpnt >> 10));
      units.push_back(0xdc00 + (cpnt & 0x3ff));
    } else {
      units.push_back(cpnt);
    }
  }
  Stmt arr;
  arr.kind = Stmt::Kind::NewArray;
  arr.descriptor = "C";
  arr.a = Operand::intConst(static_cast<int32_t>(units.size()));
  arr.dst = rb.temp(ValueType::Ref);
  rb.rule.body.push_back(arr);
  for (size_t i = 0; i < units.size(); ++i) {
    Stmt set;
    set.kind = Stmt::Kind::SetArray;
    set.a = Operand::ofVar(arr.dst, ValueType::Ref);
    set.b = Operand::intConst(static_cast<int32_t>(i));
    set.c = Operand::intConst(static_cast<int32_t>(units[i]));
    rb.rule.body.push_back(set);
  }
  Operand str = newObject(rb, "java/lang/String");
  Stmt put;
  put.kind = Stmt::Kind::PutField;
  put.a = str;
  put.b = Operand::ofVar(arr.dst, ValueType::Ref);
  put.className = "java/lang/String";
  put.field = "value";
  put.descriptor = "[C";
  rb.rule.body.push_back(put);
  return str;
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
          unsupported(insn.offset, "floating-point values are not supported");
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
        concatRecipe(insn);  // unsupported() unless it is a string concatenation
        auto md = classfile::parseMethodDescriptor(
            cls_.pool.invokeDynamic(static_cast<uint16_t>(insn.operand)).descriptor);
        pops(md.params.size());
        push(ValueType::Ref);
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
  RuleBuilder npe;
  Frame f = openRule(npe, cont, layout, insn.offset);
  npe.rule.guards.push_back(refGuard(Guard::Kind::IsNull, f.top(depth), true));
  npe.step(insn.offset, true);
  raise(npe, f, "java/lang/NullPointerException", insn.offset, cont);
  onNonNull(cont, layout);
}

// ---- calls ---------------------------------------------------------------------------------

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
  Guard g;
  g.kind = Guard::Kind::FlagOk;
  g.a = flagParam;
  ok.rule.guards.push_back(g);
  ok.step(insn.offset);
  emitFrom(index + 1, std::move(f), ok, cont, false);
  Guard exc;
  exc.kind = Guard::Kind::FlagExc;
  exc.a = flagParam;
  dispatch(cont, layout, insn.offset, {exc}, true, layout.locals.size() + layout.stack.size() - 1);
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

namespace {
// The class declaring the method `name desc` that an object of class `cls` runs.
std::string resolveMethodOwner(classfile::ClassPath& cp, const std::string& cls,
                               const std::string& name, const std::string& desc) {
  for (const std::string& c : classfile::superclassChain(cp, cls)) {
    const auto* cf = cp.find(c);
    if (!cf) break;
    const auto* m = cf->findMethod(name, desc);
    if (m && !m->isAbstract()) return c;
  }
  return "";
}

bool isJdkNoOpConstructor(classfile::ClassPath& cp, const classfile::MemberRef& ref) {
  if (ref.name != "<init>" || cp.isUserClass(ref.owner)) return false;
  // Object(), Number() (the boxed models' superclass) and the JDK exceptions' constructors
  // only initialize what tests do not observe.
  return ref.owner == "java/lang/Object" || ref.owner == "java/lang/Number" ||
         classfile::isSubclassOf(cp, ref.owner, "java/lang/Throwable");
}
}  // namespace

void MethodTranslator::emitInvoke(size_t index, Frame& frame, RuleBuilder& rb, PredId pred) {
  const Instruction& insn = cfg_->instructions()[index];
  auto ref = cls_.pool.memberRef(static_cast<uint16_t>(insn.operand));
  auto md = classfile::parseMethodDescriptor(ref.descriptor);
  std::optional<ValueType> result = valueTypeOf(md.result);
  size_t nargs = md.params.size();
  auto& cp = translator_.classPath();

  if (auto kind = externalKind(ref)) {
    // Outside the analysed code: one statement, the engine applies the policy. Instance
    // calls still raise NullPointerException on a null receiver.
    auto emitExternal = [&, kind = *kind](RuleBuilder& r, Frame& f) {
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
    if (insn.opcode == op::invokestatic) {
      emitExternal(rb, frame);
      return emitFrom(index + 1, frame, rb, pred, false);
    }
    return emitNullChecked(index, frame, rb, pred, nargs, "n", [&](PredId cont, const Layout& l) {
      RuleBuilder r;
      Frame f = openNonNullRule(r, cont, l, insn.offset, nargs);
      emitExternal(r, f);
      emitFrom(index + 1, std::move(f), r, cont, false);
    });
  }
  if (insn.opcode == op::invokestatic) {
    PredId callee = resolveCallee(ref, insn.offset);
    std::vector<Operand> args(nargs);
    for (size_t k = nargs; k-- > 0;) args[k] = frame.pop();
    auto [cont, layout] = callContinuation(index, frame, result);
    callThenContinue(rb, frame, callee, std::move(args), result, cont, layout, insn.offset);
    return finish(pred, rb);
  }
  if (isJdkNoOpConstructor(cp, ref)) {
    // Object() and the JDK exception constructors only initialize what tests do not observe.
    return emitNullChecked(index, frame, rb, pred, nargs, "n", [&](PredId cont, const Layout& l) {
      RuleBuilder r;
      Frame f = openNonNullRule(r, cont, l, insn.offset, nargs);
      r.step(insn.offset);
      f.stack.resize(f.stack.size() - nargs - 1);
      emitFrom(index + 1, std::move(f), r, cont, false);
    });
  }
  // Receiver classes and the method each one runs.
  std::vector<std::pair<std::string, PredId>> targets;
  if (insn.opcode == op::invokespecial) {
    std::string owner = resolveMethodOwner(cp, ref.owner, ref.name, ref.descriptor);
    if (owner.empty()) owner = ref.owner;
    targets.push_back({"", resolveCallee({owner, ref.name, ref.descriptor}, insn.offset)});
  } else {
    std::vector<std::string> classes = cp.listClasses();
    for (const std::string& m : cp.listModelClasses()) classes.push_back(m);
    for (const std::string& c : classes) {
      const auto* cf = cp.find(c);
      if (!cf || cf->isInterface() || cf->isAbstract() ||
          !classfile::isSubclassOf(cp, c, ref.owner))
        continue;
      std::string owner = resolveMethodOwner(cp, c, ref.name, ref.descriptor);
      if (owner.empty()) continue;
      targets.push_back({c, resolveCallee({owner, ref.name, ref.descriptor}, insn.offset)});
    }
    if (targets.empty())
      unsupported(insn.offset, fmt::format("calls {}.{}{}, which no analysed class implements",
                                           ref.owner, ref.name, ref.descriptor));
  }
  Frame afterPop = frame;
  afterPop.stack.resize(afterPop.stack.size() - nargs - 1);
  auto [cont, contLayout] = callContinuation(index, afterPop, result);
  emitNullChecked(index, frame, rb, pred, nargs, "n", [&](PredId split, const Layout& l) {
    for (const auto& [cls, callee] : targets) {
      RuleBuilder r;
      Frame f = openNonNullRule(r, split, l, insn.offset, nargs);
      if (!cls.empty())
        r.rule.guards.push_back(refGuard(Guard::Kind::TypeIs, f.top(nargs), true, cls));
      std::vector<Operand> args(nargs + 1);
      for (size_t k = nargs + 1; k-- > 0;) args[k] = f.pop();
      callThenContinue(r, f, callee, std::move(args), result, cont, contLayout, insn.offset);
      finish(split, r);
    }
  });
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

// ---- fields, arrays, type tests ------------------------------------------------------------

namespace {
// The class declaring field `name` as seen from `owner` (JVMS 5.4.3.2, superclasses only).
std::string declaringClass(classfile::ClassPath& cp, const std::string& owner,
                           const std::string& name) {
  for (const std::string& c : classfile::superclassChain(cp, owner)) {
    const auto* cf = cp.find(c);
    if (cf && cf->findField(name)) return c;
  }
  return owner;
}
}  // namespace

void MethodTranslator::emitArrayAccess(size_t index, Frame& frame, RuleBuilder& rb, PredId pred) {
  const Instruction& insn = cfg_->instructions()[index];
  bool store = isArrayStore(insn.opcode);
  size_t depth = store ? 2 : 1;
  emitNullChecked(index, frame, rb, pred, depth, "n", [&](PredId nn, const Layout& l) {
    RuleBuilder r;
    Frame f = openNonNullRule(r, nn, l, insn.offset, depth);
    // Bounds: the length joins the stack for the next split.
    Stmt len;
    len.kind = Stmt::Kind::Length;
    len.a = f.top(depth);
    len.dst = r.fresh("Len", ValueType::Int);
    r.rule.body.push_back(len);
    Frame withLength = f;
    withLength.stack.push_back(Operand::ofVar(len.dst, ValueType::Int));
    Layout bl = layoutOf(cfg_->liveIn(index), withLength);
    PredId bounds = newPredicate("b", insn.offset, bl);
    tailCall(r, bounds, argsFor(bl, withLength, insn.offset));
    finish(nn, r);
    // Rules: index < 0, index >= length, in bounds (then, for aastore, the store check).
    for (int kind = 0; kind < 3; ++kind) {
      RuleBuilder b;
      Frame g = openRule(b, bounds, bl, insn.offset);
      Operand length = g.pop();
      Operand idx = g.top(depth - 1);
      auto cmp = [&](clp::CmpOp op, Operand x, Operand y) {
        Guard c;
        c.kind = Guard::Kind::Compare;
        c.cmp = op;
        c.a = x;
        c.b = y;
        b.rule.guards.push_back(c);
      };
      if (kind == 0) {
        cmp(clp::CmpOp::Lt, idx, Operand::intConst(0));
      } else {
        cmp(clp::CmpOp::Ge, idx, Operand::intConst(0));
        cmp(kind == 1 ? clp::CmpOp::Ge : clp::CmpOp::Lt, idx, length);
      }
      if (kind < 2) {
        b.step(insn.offset, true);
        raise(b, g, "java/lang/ArrayIndexOutOfBoundsException", insn.offset, bounds);
        continue;
      }
      auto access = [&](RuleBuilder& a, Frame& h) {
        a.step(insn.offset);
        Stmt s;
        if (store) {
          s.kind = Stmt::Kind::SetArray;
          s.c = h.pop();
          s.b = h.pop();
          s.a = h.pop();
        } else {
          s.kind = Stmt::Kind::GetArray;
          s.b = h.pop();
          s.a = h.pop();
          s.dst = a.temp(arrayElementType(insn.opcode));
          h.stack.push_back(Operand::ofVar(s.dst, arrayElementType(insn.opcode)));
        }
        a.rule.body.push_back(s);
      };
      if (insn.opcode != op::aastore) {
        access(b, g);
        emitFrom(index + 1, std::move(g), b, bounds, false);
        continue;
      }
      // aastore: the value must fit the array's runtime component type.
      Layout sl = layoutOf(cfg_->liveIn(index), g);
      PredId fits = newPredicate("s", insn.offset, sl);
      tailCall(b, fits, argsFor(sl, g, insn.offset));
      finish(bounds, b);
      for (bool ok : {true, false}) {
        RuleBuilder sr;
        Frame h = openRule(sr, fits, sl, insn.offset);
        Guard sf;
        sf.kind = Guard::Kind::StoreFits;
        sf.a = h.top(2);
        sf.b = h.top(0);
        sf.positive = ok;
        sr.rule.guards.push_back(sf);
        if (!ok) {
          sr.step(insn.offset, true);
          raise(sr, h, "java/lang/ArrayStoreException", insn.offset, fits);
          continue;
        }
        access(sr, h);
        emitFrom(index + 1, std::move(h), sr, fits, false);
      }
    }
  });
}

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

// multianewarray: NegativeArraySizeException when any dimension is negative (the first one
// found, in order), else nested arrays created lazily level by level.
void MethodTranslator::emitMultiArray(size_t index, Frame& frame, RuleBuilder& rb, PredId pred) {
  const Instruction& insn = cfg_->instructions()[index];
  std::string type = cls_.pool.className(static_cast<uint16_t>(insn.operand));
  size_t dims = static_cast<size_t>(insn.operand2);
  Layout layout = layoutOf(cfg_->liveIn(index), frame);
  PredId cont = newPredicate("a", insn.offset, layout);
  tailCall(rb, cont, argsFor(layout, frame, insn.offset));
  finish(pred, rb);
  for (size_t negative = 0; negative <= dims; ++negative) {  // dims: no negative dimension
    RuleBuilder r;
    Frame f = openRule(r, cont, layout, insn.offset);
    for (size_t d = 0; d <= std::min(negative, dims - 1); ++d) {
      Guard g;
      g.kind = Guard::Kind::Compare;
      g.cmp = d == negative ? clp::CmpOp::Lt : clp::CmpOp::Ge;
      g.a = f.top(dims - 1 - d);
      g.b = Operand::intConst(0);
      r.rule.guards.push_back(g);
    }
    if (negative < dims) {
      r.step(insn.offset, true);
      raise(r, f, "java/lang/NegativeArraySizeException", insn.offset, cont);
      continue;
    }
    r.step(insn.offset);
    Stmt s;
    s.kind = Stmt::Kind::NewArray;
    s.descriptor = type.substr(1);
    std::vector<Operand> lengths(dims);
    for (size_t d = dims; d-- > 0;) lengths[d] = f.pop();
    s.a = lengths.front();
    s.args.assign(lengths.begin() + 1, lengths.end());
    s.dst = r.temp(ValueType::Ref);
    f.stack.push_back(Operand::ofVar(s.dst, ValueType::Ref));
    r.rule.body.push_back(s);
    emitFrom(index + 1, std::move(f), r, cont, false);
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
    auto ref = cls_.pool.memberRef(static_cast<uint16_t>(insn.operand));
    if (!cp.isUserClass(ref.owner) && !cp.isModelClass(ref.owner))
      unsupported(insn.offset,
                  fmt::format("accesses field {}.{} of a class outside the analysed ones",
                              ref.owner, ref.name));
    Stmt s;
    s.kind = kind;
    s.className = declaringClass(cp, ref.owner, ref.name);
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
      if (!cp.isUserClass(cls) && !cp.isModelClass(cls) && cls != "java/lang/Object" &&
          !classfile::isSubclassOf(cp, cls, "java/lang/Throwable"))
        unsupported(insn.offset,
                    fmt::format("creates an instance of {}, outside the analysed classes", cls));
      rb.step(insn.offset);
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

std::string MethodTranslator::concatRecipe(const Instruction& insn) {
  uint16_t bsm = 0;
  auto site = cls_.pool.invokeDynamic(static_cast<uint16_t>(insn.operand), &bsm);
  bool isConcat = false;
  std::string recipe;
  if (bsm < cls_.bootstrapMethods.size()) {
    const auto& b = cls_.bootstrapMethods[bsm];
    const auto& handle = cls_.pool.entries[b.methodHandle];
    auto target = cls_.pool.memberRef(handle.b);
    isConcat = target.owner == "java/lang/invoke/StringConcatFactory" &&
               target.name == "makeConcatWithConstants" && !b.arguments.empty();
    if (isConcat) {
      auto c = cls_.pool.loadable(b.arguments[0]);
      auto* text = std::get_if<classfile::StringConstant>(&c);
      isConcat = text != nullptr;
      if (text) {
        // Tag each argument with its type; inline the \2 constants.
        auto md = classfile::parseMethodDescriptor(site.descriptor);
        size_t arg = 0, constant = 1;
        for (char ch : text->value) {
          if (ch == '\1') {
            if (arg >= md.params.size()) unsupported(insn.offset, "malformed concatenation recipe");
            using K = classfile::JavaType::Kind;
            K k = md.params[arg++].kind;
            if (k == K::Float || k == K::Double)
              unsupported(insn.offset, "floating-point values are not supported");
            recipe += '\1';
            recipe += k == K::Char                       ? 'C'
                      : k == K::Boolean                  ? 'Z'
                      : k == K::Long                     ? 'J'
                      : (k == K::Class || k == K::Array) ? 'L'
                                                         : 'I';
          } else if (ch == '\2' && constant < b.arguments.size()) {
            auto k = cls_.pool.loadable(b.arguments[constant++]);
            if (auto* s = std::get_if<classfile::StringConstant>(&k))
              recipe += s->value;
            else if (auto* i = std::get_if<int32_t>(&k))
              recipe += std::to_string(*i);
            else if (auto* l = std::get_if<int64_t>(&k))
              recipe += std::to_string(*l);
            else
              unsupported(insn.offset, "unsupported constant in a concatenation recipe");
          } else {
            recipe += ch;
          }
        }
      }
    }
  }
  if (!isConcat)
    unsupported(insn.offset,
                "bytecode invokedynamic is not supported yet (only string concatenation)");
  return recipe;
}

// `+` on strings: the arguments go into int/long/Object arrays and one call to the model
// SymtestConcat.concat interprets the recipe.
void MethodTranslator::emitConcat(size_t index, Frame& frame, RuleBuilder& rb, PredId pred) {
  const Instruction& insn = cfg_->instructions()[index];
  std::string recipe = concatRecipe(insn);
  auto md = classfile::parseMethodDescriptor(
      cls_.pool.invokeDynamic(static_cast<uint16_t>(insn.operand)).descriptor);
  std::vector<Operand> args(md.params.size());
  for (size_t k = args.size(); k-- > 0;) args[k] = frame.pop();
  classfile::MemberRef concat{"java/lang/SymtestConcat", "concat",
                              "(Ljava/lang/String;[I[J[Ljava/lang/Object;)Ljava/lang/String;"};
  if (!translator_.classPath().isModelClass(concat.owner))
    unsupported(insn.offset, "string concatenation needs the JDK models");
  PredId callee = resolveCallee(concat, insn.offset);
  rb.step(insn.offset);
  auto makeArray = [&](const std::string& component, const std::vector<Operand>& values) {
    Stmt arr;
    arr.kind = Stmt::Kind::NewArray;
    arr.descriptor = component;
    arr.a = Operand::intConst(static_cast<int32_t>(values.size()));
    arr.dst = rb.temp(ValueType::Ref);
    rb.rule.body.push_back(arr);
    for (size_t i = 0; i < values.size(); ++i) {
      Stmt set;
      set.kind = Stmt::Kind::SetArray;
      set.a = Operand::ofVar(arr.dst, ValueType::Ref);
      set.b = Operand::intConst(static_cast<int32_t>(i));
      set.c = values[i];
      rb.rule.body.push_back(set);
    }
    return Operand::ofVar(arr.dst, ValueType::Ref);
  };
  std::vector<Operand> ints, longs, refs;
  for (const Operand& a : args)
    (a.type == ValueType::Long ? longs : a.type == ValueType::Ref ? refs : ints).push_back(a);
  std::vector<Operand> callArgs{stringConstant(rb, recipe), makeArray("I", ints),
                                makeArray("J", longs), makeArray("Ljava/lang/Object;", refs)};
  auto [cont, layout] = callContinuation(index, frame, ValueType::Ref);
  callThenContinue(rb, frame, callee, std::move(callArgs), ValueType::Ref, cont, layout,
                   insn.offset);
  finish(pred, rb);
}

std::optional<Stmt::ExternalKind> MethodTranslator::externalKind(const classfile::MemberRef& ref) {
  auto& cp = translator_.classPath();
  // The SV-COMP convention, whether or not a Verifier class is on the class path.
  if (ref.owner == "org/sosy_lab/sv_benchmarks/Verifier") {
    if (ref.name.rfind("nondet", 0) == 0) return Stmt::ExternalKind::Source;
    if (ref.name == "assume" && ref.descriptor == "(Z)V") return Stmt::ExternalKind::Assume;
  }
  if (translator_.isInputSource(ref.owner, ref.name)) return Stmt::ExternalKind::Source;
  if (cp.isUserClass(ref.owner)) return std::nullopt;
  if (cp.isModelClass(ref.owner)) {
    // A modelled class: the model runs, unless it lacks this method.
    for (const std::string& c : classfile::superclassChain(cp, ref.owner)) {
      const auto* cf = cp.find(c);
      if (!cf || !cp.isModelClass(c)) break;
      if (const auto* m = cf->findMethod(ref.name, ref.descriptor); m && m->code)
        return std::nullopt;
    }
    return Stmt::ExternalKind::Unhandled;
  }
  // Constructors of Object and of JDK exceptions have their own no-op translation.
  if (ref.name == "<init>") return std::nullopt;
  return Stmt::ExternalKind::Unhandled;
}

}  // namespace symtest::translate
