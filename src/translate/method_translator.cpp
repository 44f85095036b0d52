#include "translate/method_translator.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <deque>

#include "classfile/class_init.hpp"
#include "classfile/descriptor.hpp"
#include "classfile/hierarchy.hpp"
#include "classfile/opcodes.hpp"

namespace symtest::translate {

namespace op = classfile::op;
using classfile::Instruction;
using clp::Guard;
using clp::Operand;
using clp::PredId;
using clp::Stmt;
using clp::ValueType;

std::optional<ValueType> valueTypeOf(const classfile::JavaType& type) {
  using K = classfile::JavaType::Kind;
  switch (type.kind) {
    case K::Void:
      return std::nullopt;
    case K::Long:
      return ValueType::Long;
    case K::Float:
      return ValueType::Float;
    case K::Double:
      return ValueType::Double;
    case K::Class:
    case K::Array:
      return ValueType::Ref;
    default:
      return ValueType::Int;
  }
}

namespace {

// Whether `insn` writes local variable 0 (a store or iinc of slot 0).
bool storesLocal0(const classfile::Instruction& insn) {
  namespace op = classfile::op;
  switch (insn.opcode) {
    case op::istore_0:
    case op::lstore_0:
    case op::fstore_0:
    case op::dstore_0:
    case op::astore_0:
      return true;
    case op::istore:
    case op::lstore:
    case op::fstore:
    case op::dstore:
    case op::astore:
    case op::iinc:
      return insn.operand == 0;
    default:
      return false;
  }
}

}  // namespace

MethodTranslator::MethodTranslator(Translator& translator, const classfile::ClassFile& cls,
                                   const classfile::Method& method, uint32_t methodIndex,
                                   PredId entry)
    : translator_(translator),
      cls_(cls),
      method_(method),
      methodIndex_(methodIndex),
      entry_(entry) {
  baseName_ = translator_.mutableProgram().predicates[entry].name;
}

std::string MethodTranslator::where() const {
  return cls_.javaName() + "." + method_.name + method_.descriptor;
}

void MethodTranslator::unsupported(uint32_t offset, const std::string& reason) const {
  throw TranslationError(where(), static_cast<int>(offset), reason);
}

std::string MethodTranslator::localName(uint16_t slot, uint32_t pc) const {
  std::string name = method_.code->localName(slot, pc);
  if (name.empty() && cfg_) {
    // A store's variable scope starts at the next instruction.
    size_t i = cfg_->indexOf(pc);
    if (i + 1 < cfg_->instructions().size())
      name = method_.code->localName(slot, cfg_->instructions()[i + 1].offset);
  }
  if (name.empty()) name = slot == 0 && !method_.isStatic() ? "this" : fmt::format("l{}", slot);
  return name;
}

void MethodTranslator::run() {
  if (!method_.code) throw TranslationError(where(), -1, "method has no bytecode");
  auto md = classfile::parseMethodDescriptor(method_.descriptor);
  uint16_t slot = 0;
  try {
    if (!method_.isStatic()) {
      paramTypes_.push_back(ValueType::Ref);
      paramSlots_.push_back(slot++);
    }
    for (const auto& p : md.params) {
      paramTypes_.push_back(*valueTypeOf(p));
      paramSlots_.push_back(slot);
      slot = static_cast<uint16_t>(slot + p.slots());
    }
    resultType_ = valueTypeOf(md.result);
  } catch (const std::invalid_argument& e) {
    throw TranslationError(where(), -1, e.what());
  }
  cfg_.emplace(*method_.code, classfile::decodeBytecode(*method_.code, cls_.origin));
  local0IsFixed_ =
      std::none_of(cfg_->instructions().begin(), cfg_->instructions().end(), storesLocal0);
  thisIsFixed_ = !method_.isStatic() && local0IsFixed_;
  inferTypes();
  for (uint32_t leader : cfg_->leaders())
    if (blockTypes_.count(leader)) emitBlock(leader);
  if (blockPreds_.count(0) && blockPreds_[0] != entry_) {
    // pc 0 is also a loop head: the entry predicate just enters block 0.
    RuleBuilder rb;
    Frame frame;
    Layout layout;
    for (size_t i = 0; i < paramSlots_.size(); ++i)
      layout.locals.push_back({paramSlots_[i], paramTypes_[i]});
    frame = openRule(rb, entry_, layout, 0);
    jumpTo(rb, 0, frame, 0);
    finish(entry_, rb);
  }
}

// ---- predicates and rules ------------------------------------------------------------------

MethodTranslator::Layout MethodTranslator::layoutOf(const std::set<uint16_t>& live,
                                                    const Frame& frame) const {
  Layout layout;
  for (uint16_t slot : live) {
    if (slot < frame.locals.size() && frame.locals[slot])
      layout.locals.push_back({slot, frame.locals[slot]->type});
  }
  for (const Operand& s : frame.stack) layout.stack.push_back(s.type);
  return layout;
}

PredId MethodTranslator::newPredicate(const std::string& suffix, uint32_t pc,
                                      const Layout& layout) {
  clp::Predicate p;
  p.name = translator_.uniquePredicateName(fmt::format("{}_{}{}", baseName_, pc, suffix));
  p.method = methodIndex_;
  p.blockPc = pc;
  for (auto& [slot, type] : layout.locals) p.inputs.push_back(type);
  for (ValueType t : layout.stack) p.inputs.push_back(t);
  p.outputs = translator_.mutableProgram().predicates[entry_].outputs;
  return translator_.mutableProgram().addPredicate(std::move(p));
}

PredId MethodTranslator::blockPredicate(uint32_t pc) {
  auto it = blockPreds_.find(pc);
  if (it != blockPreds_.end()) return it->second;
  PredId id;
  if (pc == 0 && !cfg_->isBranchTarget(0)) {
    id = entry_;
  } else {
    Frame f = fromTypes(blockTypes_.at(pc));
    id = newPredicate("", pc, layoutOf(cfg_->liveAt(pc), f));
  }
  blockPreds_[pc] = id;
  return id;
}

Frame MethodTranslator::openRule(RuleBuilder& rb, PredId pred, const Layout& layout, uint32_t pc) {
  Frame frame;
  frame.locals.resize(method_.code->maxLocals);
  for (auto& [slot, type] : layout.locals) {
    clp::VarId v = rb.fresh(localName(slot, pc), type);
    rb.rule.params.push_back(v);
    frame.locals[slot] = Operand::ofVar(v, type);
  }
  for (ValueType t : layout.stack) {
    clp::VarId v = rb.temp(t);
    rb.rule.params.push_back(v);
    frame.stack.push_back(Operand::ofVar(v, t));
  }
  const auto& outputs = translator_.mutableProgram().predicates[pred].outputs;
  if (outputs.size() == 2) rb.rule.outputs.push_back(rb.fresh("R", outputs[0]));
  rb.rule.outputs.push_back(rb.fresh("EF", ValueType::Flag));
  return frame;
}

std::vector<Operand> MethodTranslator::argsFor(const Layout& layout, const Frame& frame,
                                               size_t at) const {
  std::vector<Operand> args;
  for (auto& [slot, type] : layout.locals) {
    if (slot >= frame.locals.size() || !frame.locals[slot])
      unsupported(static_cast<uint32_t>(at), fmt::format("local {} is live but undefined", slot));
    args.push_back(*frame.locals[slot]);
  }
  for (const Operand& s : frame.stack) args.push_back(s);
  return args;
}

void MethodTranslator::tailCall(RuleBuilder& rb, PredId target, std::vector<Operand> args) {
  Stmt s;
  s.kind = Stmt::Kind::Call;
  s.callee = target;
  s.args = std::move(args);
  s.outs = rb.rule.outputs;
  rb.rule.body.push_back(std::move(s));
}

void MethodTranslator::jumpTo(RuleBuilder& rb, uint32_t pc, const Frame& frame, size_t at) {
  PredId target = blockPredicate(pc);
  if (target == entry_) {
    std::vector<Operand> args;
    for (uint16_t slot : paramSlots_) args.push_back(*frame.locals[slot]);
    return tailCall(rb, target, args);
  }
  Frame types = fromTypes(blockTypes_.at(pc));
  tailCall(rb, target, argsFor(layoutOf(cfg_->liveAt(pc), types), frame, at));
}

void MethodTranslator::finish(PredId pred, RuleBuilder& rb) {
  auto& rule = rb.rule;
  if (!rule.steps.empty()) rule.sourceLine = method_.code->lineAt(rule.steps.front().offset);
  translator_.mutableProgram().predicates[pred].rules.push_back(std::move(rule));
}

void MethodTranslator::emitBlock(uint32_t leader) {
  PredId pred = blockPredicate(leader);
  RuleBuilder rb;
  Layout layout;
  if (pred == entry_) {
    for (size_t i = 0; i < paramSlots_.size(); ++i)
      layout.locals.push_back({paramSlots_[i], paramTypes_[i]});
  } else {
    layout = layoutOf(cfg_->liveAt(leader), fromTypes(blockTypes_.at(leader)));
  }
  Frame frame = openRule(rb, pred, layout, leader);
  emitFrom(cfg_->indexOf(leader), std::move(frame), rb, pred, true);
}

void MethodTranslator::emitFrom(size_t index, Frame frame, RuleBuilder& rb, PredId pred,
                                bool atBlockStart) {
  const auto& insns = cfg_->instructions();
  for (size_t i = index; i < insns.size(); ++i) {
    const Instruction& insn = insns[i];
    uint8_t o = insn.opcode;
    at_ = insn.offset;
    if ((i != index || !atBlockStart) && cfg_->isLeader(insn.offset)) {
      jumpTo(rb, insn.offset, frame, insn.offset);
      return finish(pred, rb);
    }
    if (i == initializedAt_) {
      initializedAt_ = SIZE_MAX;
    } else if (PredId init = initializationBefore(i); init != clp::kNoPred) {
      return emitInitialization(i, frame, rb, pred, init);
    }
    switch (o) {
      case op::idiv:
      case op::irem:
      case op::ldiv:
      case op::lrem:
        return emitDivision(i, frame, rb, pred);
      case op::invokestatic:
        return emitInvoke(i, frame, rb, pred);
      case op::ifeq:
      case op::ifne:
      case op::iflt:
      case op::ifge:
      case op::ifgt:
      case op::ifle:
      case op::if_icmpeq:
      case op::if_icmpne:
      case op::if_icmplt:
      case op::if_icmpge:
      case op::if_icmpgt:
      case op::if_icmple:
        return emitBranch(i, frame, rb, pred);
      case op::tableswitch:
      case op::lookupswitch:
        return emitSwitch(i, frame, rb, pred);
      case op::goto_:
      case op::goto_w:
        rb.step(insn.offset);
        jumpTo(rb, static_cast<uint32_t>(insn.branchTarget), frame, insn.offset);
        return finish(pred, rb);
      case op::ireturn:
      case op::lreturn:
      case op::freturn:
      case op::dreturn:
      case op::areturn:
      case op::return_: {
        rb.step(insn.offset);
        Stmt s;
        s.kind = Stmt::Kind::Return;
        if (o != op::return_) s.a = frame.pop();
        rb.rule.body.push_back(s);
        return finish(pred, rb);
      }
      case op::athrow:
        return emitThrow(i, frame, rb, pred);
      case op::ldc:
      case op::ldc_w:
      case op::ldc2_w: {
        auto c = cls_.pool.loadable(static_cast<uint16_t>(insn.operand));
        rb.step(insn.offset);
        if (auto* v = std::get_if<int32_t>(&c))
          frame.stack.push_back(Operand::intConst(*v));
        else if (auto* l = std::get_if<int64_t>(&c))
          frame.stack.push_back(Operand::longConst(*l));
        else if (auto* fl = std::get_if<float>(&c))
          frame.stack.push_back(Operand::floatConst(*fl));
        else if (auto* d = std::get_if<double>(&c))
          frame.stack.push_back(Operand::doubleConst(*d));
        else if (auto* str = std::get_if<classfile::StringConstant>(&c))
          frame.stack.push_back(stringConstant(rb, str->value));
        else if (auto* k = std::get_if<classfile::ClassConstant>(&c);
                 k && classfile::isEnumClass(translator_.classPath(), k->name) &&
                 feedsEnumValueOf(i)) {
          // E.class in E.valueOf(String): the class stands for its constants ($VALUES),
          // which is all the Enum model's valueOf(Class, String) needs.
          Stmt s;
          s.kind = Stmt::Kind::GetStatic;
          s.className = k->name;
          s.field = "$VALUES";
          s.descriptor = "[L" + k->name + ";";
          s.dst = rb.fresh("Values", ValueType::Ref);
          frame.stack.push_back(Operand::ofVar(s.dst, ValueType::Ref));
          rb.rule.body.push_back(s);
        } else if (auto* k = std::get_if<classfile::ClassConstant>(&c)) {
          // A class literal: the engine's canonical Class object for that class, the one
          // getClass() returns for its instances.
          Stmt s;
          s.kind = Stmt::Kind::External;
          s.external = Stmt::ExternalKind::ClassOf;
          s.className = k->name;
          s.field = "class";
          s.descriptor = "()Ljava/lang/Class;";
          clp::VarId v = rb.fresh("Class", ValueType::Ref);
          s.outs.push_back(v);
          frame.stack.push_back(Operand::ofVar(v, ValueType::Ref));
          rb.rule.body.push_back(s);
        } else
          unsupported(insn.offset, "ldc of a non-integer constant");
        continue;
      }
      default: {
        ObjectEmit e = emitObjectInstruction(i, frame, rb, pred);
        if (e == ObjectEmit::Ended) return;
        if (e == ObjectEmit::Continue) continue;
        break;
      }
    }
    rb.step(insn.offset);
    if (simulate(insn, frame, &rb,
                 localName(static_cast<uint16_t>(std::max(insn.operand, 0)), insn.offset)) !=
        StepResult::Done)
      unsupported(insn.offset,
                  fmt::format("bytecode {} is not supported yet", classfile::opcodeName(o)));
  }
  unsupported(insns.back().offset, "control falls off the end of the code");
}

void MethodTranslator::emitDivision(size_t index, Frame& frame, RuleBuilder& rb, PredId pred) {
  const Instruction& insn = cfg_->instructions()[index];
  Layout layout = layoutOf(cfg_->liveIn(index), frame);
  PredId cont = newPredicate("d", insn.offset, layout);
  tailCall(rb, cont, argsFor(layout, frame, insn.offset));
  finish(pred, rb);

  bool isLong = insn.opcode == op::ldiv || insn.opcode == op::lrem;
  Operand zero = isLong ? Operand::longConst(0) : Operand::intConst(0);
  for (bool divisorZero : {false, true}) {
    RuleBuilder r;
    Frame f = openRule(r, cont, layout, insn.offset);
    Operand divisor = f.top();
    Guard g;
    g.kind = Guard::Kind::Compare;
    g.cmp = divisorZero ? clp::CmpOp::Eq : clp::CmpOp::Ne;
    g.a = divisor;
    g.b = zero;
    r.rule.guards.push_back(g);
    if (divisorZero) {
      r.step(insn.offset, true);
      f.stack.resize(f.stack.size() - 2);
      raise(r, f, "java/lang/ArithmeticException", insn.offset, cont);
      continue;
    }
    r.step(insn.offset);
    Operand y = f.pop(), x = f.pop();
    bool rem = insn.opcode == op::irem || insn.opcode == op::lrem;
    clp::VarId dst = r.temp(x.type);
    r.arith(rem ? clp::ArithOp::Rem : clp::ArithOp::Div, dst, x, y);
    f.stack.push_back(Operand::ofVar(dst, x.type));
    emitFrom(index + 1, std::move(f), r, cont, false);
  }
}

// Whether the instruction after `index` is `aload; invokestatic Enum.valueOf`: javac's
// E.valueOf(String) body, or the same call written by hand.
bool MethodTranslator::feedsEnumValueOf(size_t index) {
  const auto& insns = cfg_->instructions();
  if (index + 2 >= insns.size()) return false;
  uint8_t load = insns[index + 1].opcode;
  if (load != op::aload && (load < op::aload_0 || load > op::aload_3)) return false;
  if (insns[index + 2].opcode != op::invokestatic) return false;
  auto ref = cls_.pool.memberRef(static_cast<uint16_t>(insns[index + 2].operand));
  return ref.owner == "java/lang/Enum" && ref.name == "valueOf";
}

PredId MethodTranslator::resolveCallee(const classfile::MemberRef& ref, uint32_t offset,
                                       bool isStatic) {
  PredId callee =
      translator_.entryFor(ref.owner, ref.name, ref.descriptor,
                           clp::Program::methodKey(cls_.name, method_.name, method_.descriptor),
                           static_cast<int>(offset));
  // A callee that cannot be translated ends the paths that reach it (reported with its
  // reason), not the caller's translation.
  if (callee == clp::kNoPred)
    callee = translator_.unsupportedStub(ref.owner, ref.name, ref.descriptor, isStatic);
  if (callee == clp::kNoPred)
    unsupported(offset, fmt::format("calls {}.{}{}, whose descriptor is malformed", ref.owner,
                                    ref.name, ref.descriptor));
  return callee;
}

PredId MethodTranslator::initializationBefore(size_t index) {
  const Instruction& insn = cfg_->instructions()[index];
  auto& cp = translator_.classPath();
  std::string cls;
  switch (insn.opcode) {
    case op::new_:
      cls = cls_.pool.className(static_cast<uint16_t>(insn.operand));
      break;
    case op::getstatic:
    case op::putstatic: {
      auto ref = cls_.pool.memberRef(static_cast<uint16_t>(insn.operand));
      if (ref.name == "$assertionsDisabled") return clp::kNoPred;  // read as a constant
      cls = classfile::fieldOwner(cp, ref.owner, ref.name);
      break;
    }
    case op::invokestatic: {
      auto ref = staticModelOf(cls_.pool.memberRef(static_cast<uint16_t>(insn.operand)), true);
      // Input sources and assumptions (Verifier.nondetInt) never run their class's code.
      if (externalKind(ref)) return clp::kNoPred;
      cls = classfile::staticMethodOwner(cp, ref.owner, ref.name, ref.descriptor);
      break;
    }
    default:
      return clp::kNoPred;
  }
  // The method's own class and its superclasses are initialized before a static method or a
  // constructor of it runs. An instance method may run on an input object, whose class no
  // code of the path initialized (the test's JVM did, making the object): its static
  // accesses initialize the class first (a constant table read as null otherwise).
  if (method_.isStatic() || method_.name == "<init>")
    for (const std::string& c : classfile::superclassChain(cp, cls_.name))
      if (c == cls) return clp::kNoPred;
  return translator_.initPredicate(
      cls, clp::Program::methodKey(cls_.name, method_.name, method_.descriptor));
}

void MethodTranslator::emitInitialization(size_t index, Frame& frame, RuleBuilder& rb, PredId pred,
                                          PredId init) {
  const Instruction& insn = cfg_->instructions()[index];
  Frame after = frame;
  after.stack.push_back(Operand::ofVar(0, ValueType::Flag));
  Layout layout = layoutOf(cfg_->liveIn(index), after);
  PredId cont = newPredicate("i", insn.offset, layout);
  RuleBuilder ok;
  Frame f = openRule(ok, cont, layout, insn.offset);
  Operand flagParam = f.pop();
  ok.rule.guards.push_back(Guard::flagOk(flagParam));
  initializedAt_ = index;
  emitFrom(index, std::move(f), ok, cont, true);
  dispatch(cont, layout, insn.offset, {Guard::flagExc(flagParam)}, true,
           layout.locals.size() + layout.stack.size() - 1);
  callThenContinue(rb, frame, init, {}, std::nullopt, cont, layout, insn.offset);
  finish(pred, rb);
}

}  // namespace symtest::translate
