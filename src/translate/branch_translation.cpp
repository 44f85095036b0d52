// Exceptions, branches and switches: dispatch of a raised exception over the handler table,
// conditional branches and tableswitch/lookupswitch.
#include <fmt/format.h>

#include <algorithm>

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

void MethodTranslator::dispatch(PredId pred, const Layout& layout, uint32_t offset,
                                const std::vector<Guard>& baseGuards, bool bindsFromFlag,
                                size_t excInput) {
  auto handlers = cfg_->handlersAt(offset);
  std::vector<std::string> earlier;  // catch types of handlers tried before
  auto makeRule = [&](const classfile::ExceptionHandler* h) {
    RuleBuilder r;
    Frame f = openRule(r, pred, layout, offset);
    Operand exc;
    r.rule.guards = baseGuards;
    if (bindsFromFlag) {
      clp::VarId e = r.fresh("E", ValueType::Ref);
      r.rule.guards.back().a = Operand::ofVar(r.rule.params[excInput], ValueType::Flag);
      r.rule.guards.back().bind = e;
      exc = Operand::ofVar(e, ValueType::Ref);
    } else {
      exc = Operand::ofVar(r.rule.params[excInput], ValueType::Ref);
    }
    for (const std::string& t : earlier) {
      Guard g;
      g.kind = Guard::Kind::InstanceOf;
      g.a = exc;
      g.className = t;
      g.positive = false;
      r.rule.guards.push_back(g);
    }
    if (h && !h->catchType.empty()) {
      Guard g;
      g.kind = Guard::Kind::InstanceOf;
      g.a = exc;
      g.className = h->catchType;
      r.rule.guards.push_back(g);
    }
    r.step(offset, true);
    f.stack = {exc};
    if (h) {
      jumpTo(r, h->handlerPc, f, offset);
    } else {
      Stmt t;
      t.kind = Stmt::Kind::Throw;
      t.a = exc;
      r.rule.body.push_back(t);
    }
    finish(pred, r);
  };
  for (const auto* h : handlers) {
    makeRule(h);
    if (h->catchType.empty()) return;  // a catch-all handler takes everything left
    earlier.push_back(h->catchType);
  }
  makeRule(nullptr);
}

void MethodTranslator::raise(RuleBuilder& rb, Frame& frame, const std::string& className,
                             uint32_t offset, PredId pred) {
  Stmt n;
  n.kind = Stmt::Kind::NewObject;
  n.className = className;
  n.dst = rb.fresh("E", ValueType::Ref);
  rb.rule.body.push_back(n);
  Operand exc = Operand::ofVar(n.dst, ValueType::Ref);
  for (const auto* h : cfg_->handlersAt(offset)) {
    if (h->catchType.empty() ||
        classfile::isSubclassOf(translator_.classPath(), className, h->catchType)) {
      frame.stack = {exc};
      jumpTo(rb, h->handlerPc, frame, offset);
      return finish(pred, rb);
    }
  }
  Stmt t;
  t.kind = Stmt::Kind::Throw;
  t.a = exc;
  rb.rule.body.push_back(t);
  finish(pred, rb);
}

void MethodTranslator::emitBranch(size_t index, Frame& frame, RuleBuilder& rb, PredId pred) {
  const Instruction& insn = cfg_->instructions()[index];
  rb.step(insn.offset);
  uint8_t o = insn.opcode;
  Operand a, b;
  clp::CmpOp cmp;
  bool unorderedTaken = false;  // fcmp<l|g> fused: whether the branch is taken on NaN
  if (o >= op::if_icmpeq) {
    b = frame.pop();
    a = frame.pop();
    cmp = static_cast<clp::CmpOp>(o - op::if_icmpeq);
  } else {
    a = frame.pop();
    b = Operand::intConst(0);
    cmp = static_cast<clp::CmpOp>(o - op::ifeq);
    // lcmp, fcmpl, ... followed by if<cond>: compare the operands directly. With a NaN the
    // comparison yields -1 (fcmpl) or 1 (fcmpg), which decides the branch.
    auto& body = rb.rule.body;
    const clp::ArithOp fused = body.empty() ? clp::ArithOp::Move : body.back().op;
    if (a.isVar() && !body.empty() && body.back().kind == Stmt::Kind::Arith &&
        (fused == clp::ArithOp::Cmp || fused == clp::ArithOp::CmpL ||
         fused == clp::ArithOp::CmpG) &&
        body.back().dst == a.var) {
      a = body.back().a;
      b = body.back().b;
      body.pop_back();
      const int onNaN = fused == clp::ArithOp::CmpL ? -1 : 1;
      const bool results[] = {onNaN == 0, onNaN != 0, onNaN<0, onNaN >= 0, onNaN> 0, onNaN <= 0};
      unorderedTaken = fused != clp::ArithOp::Cmp && results[static_cast<int>(cmp)];
    }
  }
  Frame withOperands = frame;
  withOperands.stack.push_back(a);
  withOperands.stack.push_back(b);
  Layout layout = layoutOf(cfg_->liveOut(index), withOperands);
  PredId cont = newPredicate("c", insn.offset, layout);
  tailCall(rb, cont, argsFor(layout, withOperands, insn.offset));
  finish(pred, rb);
  uint32_t targets[2] = {static_cast<uint32_t>(insn.branchTarget),
                         cfg_->instructions()[index + 1].offset};
  for (int taken = 1; taken >= 0; --taken) {
    RuleBuilder r;
    Frame f = openRule(r, cont, layout, insn.offset);
    Guard g;
    g.kind = Guard::Kind::Compare;
    g.b = f.pop();
    g.a = f.pop();
    g.cmp = taken ? cmp : clp::negate(cmp);
    g.unorderedHolds = clp::isFloatingPoint(g.a.type) && (taken ? unorderedTaken : !unorderedTaken);
    r.rule.guards.push_back(g);
    jumpTo(r, targets[taken ? 0 : 1], f, insn.offset);
    finish(cont, r);
  }
}

void MethodTranslator::emitSwitch(size_t index, Frame& frame, RuleBuilder& rb, PredId pred) {
  const Instruction& insn = cfg_->instructions()[index];
  rb.step(insn.offset);
  Layout layout = layoutOf(cfg_->liveOut(index), frame);
  PredId cont = newPredicate("c", insn.offset, layout);
  tailCall(rb, cont, argsFor(layout, frame, insn.offset));
  finish(pred, rb);
  // One rule per distinct target (keys grouped), then the default.
  std::vector<std::pair<uint32_t, std::vector<int32_t>>> byTarget;
  std::vector<int32_t> allKeys;
  for (auto [key, target] : insn.switchCases) {
    allKeys.push_back(key);
    auto it = std::find_if(byTarget.begin(), byTarget.end(),
                           [&](auto& e) { return e.first == static_cast<uint32_t>(target); });
    if (it == byTarget.end())
      byTarget.push_back({static_cast<uint32_t>(target), {key}});
    else
      it->second.push_back(key);
  }
  byTarget.push_back({static_cast<uint32_t>(insn.switchDefault), {}});
  for (size_t k = 0; k < byTarget.size(); ++k) {
    bool isDefault = k + 1 == byTarget.size();
    RuleBuilder r;
    Frame f = openRule(r, cont, layout, insn.offset);
    Guard g;
    g.kind = Guard::Kind::InSet;
    g.a = f.pop();
    g.keys = isDefault ? allKeys : byTarget[k].second;
    g.positive = !isDefault;
    if (!(isDefault && allKeys.empty())) r.rule.guards.push_back(g);
    jumpTo(r, byTarget[k].first, f, insn.offset);
    finish(cont, r);
  }
}

}  // namespace symtest::translate
