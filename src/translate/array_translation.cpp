// Array accesses (null, bounds and store checks) and multi-dimensional array creation.
#include <fmt/format.h>

#include "classfile/descriptor.hpp"
#include "classfile/hierarchy.hpp"
#include "classfile/opcodes.hpp"
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

void MethodTranslator::emitArrayClone(size_t index, Frame& frame, RuleBuilder& rb, PredId pred) {
  const Instruction& insn = cfg_->instructions()[index];
  auto ref = cls_.pool.memberRef(static_cast<uint16_t>(insn.operand));
  classfile::MemberRef copy{"java/lang/SymtestSystem", "arraycopy",
                            "(Ljava/lang/Object;ILjava/lang/Object;II)V"};
  if (!translator_.classPath().isModelClass(copy.owner))
    unsupported(insn.offset, "array clone() needs the System.arraycopy model");
  // The clone's static type is the type the call names, which for an array of references is
  // not its class (a T[] may be an Integer[]): the model makes one of the original's class.
  std::string component = ref.owner.substr(1);
  if (component[0] == 'L' || component[0] == '[') {
    classfile::MemberRef cloneArray{"java/lang/SymtestSystem", "cloneArray",
                                    "([Ljava/lang/Object;)Ljava/lang/Object;"};
    return emitStaticCall(index, frame, rb, pred, cloneArray);
  }
  PredId callee = resolveCallee(copy, insn.offset, true);
  Frame afterPop = frame;
  afterPop.stack.back() = Operand::ofVar(0, ValueType::Ref);
  auto [cont, layout] = callContinuation(index, afterPop, std::nullopt);
  emitNullChecked(index, frame, rb, pred, 0, "n", [&](PredId nn, const Layout& l) {
    RuleBuilder r;
    Frame f = openNonNullRule(r, nn, l, insn.offset, 0);
    r.step(insn.offset);
    Operand source = f.pop();
    Stmt len;
    len.kind = Stmt::Kind::Length;
    len.a = source;
    len.dst = r.fresh("Len", ValueType::Int);
    r.rule.body.push_back(len);
    Stmt create;
    create.kind = Stmt::Kind::NewArray;
    create.descriptor = component;
    create.a = Operand::ofVar(len.dst, ValueType::Int);
    create.dst = r.fresh("Clone", ValueType::Ref);
    r.rule.body.push_back(create);
    Operand clone = Operand::ofVar(create.dst, ValueType::Ref);
    f.stack.push_back(clone);
    std::vector<Operand> args{source, Operand::intConst(0), clone, Operand::intConst(0),
                              Operand::ofVar(len.dst, ValueType::Int)};
    callThenContinue(r, f, callee, std::move(args), std::nullopt, cont, layout, insn.offset);
    finish(nn, r);
  });
}

}  // namespace symtest::translate
