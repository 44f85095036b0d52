// The JaCoCo 0.8.6 filters (org.jacoco.core.internal.analysis.filter) that apply to Java
// bytecode without strings, resources or Kotlin: FinallyFilter and SynchronizedFilter on
// instructions, and the filters that drop whole methods. See docs/jacoco-coverage.md.
#include <exception>
#include <string>

#include "classfile/opcodes.hpp"
#include "coverage/jacoco_model.hpp"

namespace symtest::coverage::jacoco {

namespace op = classfile::op;

namespace {

// MethodCoverageCalculator's bookkeeping for IFilterOutput.ignore / merge.
class Output {
 public:
  explicit Output(MethodModel& m) : m_(m) {}

  void ignore(int32_t from, int32_t to) {
    for (int32_t i = from; i <= to && i >= 0; ++i) m_.ignored[static_cast<size_t>(i)] = true;
  }
  void merge(int32_t a, int32_t b) {
    a = representative(a);
    b = representative(b);
    if (a != b) m_.mergedInto[static_cast<size_t>(b)] = a;
  }

 private:
  int32_t representative(int32_t i) const {
    while (m_.mergedInto[static_cast<size_t>(i)] >= 0) i = m_.mergedInto[static_cast<size_t>(i)];
    return i;
  }
  MethodModel& m_;
};

class Insns {
 public:
  explicit Insns(const MethodModel& m) : m_(m) {}
  int32_t size() const { return static_cast<int32_t>(m_.insns.size()); }
  // The instruction after `i` (ASM's next(), which skips labels, frames and line numbers).
  int32_t next(int32_t i) const { return i >= 0 && i + 1 < size() ? i + 1 : -1; }
  int32_t opcode(int32_t i) const {
    return i < 0 ? -1 : asmOpcode(m_.insns[static_cast<size_t>(i)].opcode);
  }
  int32_t var(int32_t i) const { return varIndex(m_.insns[static_cast<size_t>(i)]); }
  Kind kind(int32_t i) const { return m_.kinds[static_cast<size_t>(i)]; }
  // The instruction at the label `offset`; -1 at the end of the code.
  int32_t at(uint32_t offset) const { return m_.indexOf(offset); }
  // Index of the end label of a range: the code length maps to size().
  int32_t end(uint32_t offset) const {
    const int32_t i = at(offset);
    if (i >= 0) return i;
    return offset + 1 == m_.indexAt.size() ? size() : -1;
  }
  const classfile::Instruction& insn(int32_t i) const { return m_.insns[static_cast<size_t>(i)]; }

 private:
  const MethodModel& m_;
};

// FinallyFilter.size: instructions between `astore t` and `aload t; athrow` of a catch-any
// handler, or 0 when the handler does not have that shape.
int32_t finallySize(const Insns& in, int32_t e) {
  if (in.opcode(e) != op::astore) return 0;
  const int32_t var = in.var(e);
  int32_t size = -1;
  do {
    ++size;
    e = in.next(e);
    if (e < 0) return 0;
  } while (!(in.opcode(e) == op::aload && in.var(e) == var));
  e = in.next(e);
  return in.opcode(e) == op::athrow ? size : 0;
}

// FinallyFilter.merge: when the `size` instructions after `n` repeat the handler body after
// `e`, merge them and ignore the handler's astore/aload/athrow (and a goto after the copy).
void finallyMerge(const Insns& in, Output& out, int32_t size, int32_t e, int32_t n) {
  {
    int32_t a = in.next(e);
    int32_t b = n;
    for (int32_t k = 0; k < size; ++k) {
      if (b < 0 || in.opcode(a) != in.opcode(b)) return;
      a = in.next(a);
      b = in.next(b);
    }
  }
  out.ignore(e, e);
  e = in.next(e);
  for (int32_t k = 0; k < size; ++k) {
    out.merge(e, n);
    e = in.next(e);
    n = in.next(n);
  }
  out.ignore(e, in.next(e));
  if (n >= 0 && in.opcode(n) == op::goto_) out.ignore(n, n);
}

void finallyFilter(const classfile::Code& code, const Insns& in, Output& out) {
  const auto& handlers = code.handlers;
  for (size_t c = 0; c < handlers.size(); ++c) {
    const auto& catchAny = handlers[c];
    if (!catchAny.catchType.empty()) continue;
    const int32_t e = in.at(catchAny.handlerPc);
    if (e < 0) continue;
    const int32_t size = finallySize(in, e);
    if (size <= 0) continue;

    std::vector<bool> inside(static_cast<size_t>(in.size()), false);
    for (const auto& t : handlers) {
      if (t.handlerPc != catchAny.handlerPc) continue;
      const int32_t from = in.at(t.startPc);
      const int32_t to = in.end(t.endPc);
      for (int32_t i = from; i >= 0 && i < to; ++i) inside[static_cast<size_t>(i)] = true;
    }
    auto isInside = [&](int32_t i) { return i >= 0 && inside[static_cast<size_t>(i)]; };

    for (size_t ti = 0; ti < handlers.size(); ++ti) {
      const auto& t = handlers[ti];
      if (t.handlerPc == catchAny.handlerPc) {
        // Duplicates of the handler body at the exits of the protected range.
        bool continues = false;
        const int32_t from = in.at(t.startPc);
        const int32_t to = in.end(t.endPc);
        for (int32_t i = from; i >= 0 && i < to; ++i) {
          const Kind kind = in.kind(i);
          if (kind == Kind::kCondJump || kind == Kind::kGoto || kind == Kind::kJsr) {
            const int32_t target = in.at(static_cast<uint32_t>(in.insn(i).branchTarget));
            if (!isInside(target)) finallyMerge(in, out, size, e, target);
            continues = in.opcode(i) != op::goto_;
          } else {
            continues = kind != Kind::kExit;
          }
        }
        const int32_t after = to >= 0 && to < in.size() ? to : -1;
        if (continues && !isInside(after)) finallyMerge(in, out, size, e, after);
      }
      if (ti != c && t.startPc == catchAny.startPc && t.endPc == catchAny.endPc) {
        // javac's empty catch: the copy starts after the catch's astore.
        const int32_t i = in.next(in.at(t.handlerPc));
        if (!isInside(i)) finallyMerge(in, out, size, e, i);
      }
    }
  }
}

// SynchronizedFilter: the catch-any handler javac/ecj emit to release the monitor.
void synchronizedFilter(const classfile::Code& code, const Insns& in, Output& out) {
  for (const auto& h : code.handlers) {
    if (!h.catchType.empty() || h.startPc == h.handlerPc) continue;
    const int32_t c = in.at(h.handlerPc);
    if (c < 0) continue;
    auto is = [&](int32_t i, int32_t opcode) { return i >= 0 && in.opcode(i) == opcode; };
    const int32_t c1 = in.next(c);
    const int32_t c2 = in.next(c1);
    if (is(c, op::aload) && is(c1, op::monitorexit) && is(c2, op::athrow)) {  // ecj
      out.ignore(c, c2);
      continue;
    }
    const int32_t c3 = in.next(c2);
    const int32_t c4 = in.next(c3);
    if (is(c, op::astore) && is(c1, op::aload) && is(c2, op::monitorexit) && is(c3, op::aload) &&
        in.var(c3) == in.var(c) && is(c4, op::athrow)) {  // javac
      out.ignore(c, c4);
    }
  }
}

// StringSwitchJavacFilter: javac compiles a switch on strings into a switch on hashCode()
// whose cases compare with equals() and set a case number, then a switch on that number.
// The first switch and the comparisons are ignored; the second switch is the source's.
void stringSwitchJavacFilter(const Insns& in, Output& out, const classfile::ConstantPool* pool) {
  auto calls = [&](int32_t i, const char* name, const char* desc) {
    if (in.opcode(i) != op::invokevirtual) return false;
    if (!pool) return true;
    try {
      auto ref = pool->memberRef(static_cast<uint16_t>(in.insn(i).operand));
      return ref.owner == "java/lang/String" && ref.name == name && ref.descriptor == desc;
    } catch (const std::exception&) {
      return false;
    }
  };
  auto isSwitch = [&](int32_t i) {
    return in.opcode(i) == op::lookupswitch || in.opcode(i) == op::tableswitch;
  };
  for (int32_t start = 4; start < in.size(); ++start) {
    if (!isSwitch(start)) continue;
    const uint32_t second = static_cast<uint32_t>(in.insn(start).switchDefault);
    int32_t c = start - 4;
    if (in.opcode(c) != op::iconst_m1 || in.opcode(c + 1) != op::istore ||
        in.opcode(c + 2) != op::aload || !calls(c + 3, "hashCode", "()I"))
      continue;
    const int32_t caseVar = in.var(c + 1), stringVar = in.var(c + 2);
    int32_t i = start;
    bool matched = false;
    while (true) {
      // aload s; ldc "..."; invokevirtual equals; ifeq; iconst/bipush/sipush; istore c
      if (in.opcode(i + 1) != op::aload || in.var(i + 1) != stringVar ||
          in.opcode(i + 2) != op::ldc || !calls(i + 3, "equals", "(Ljava/lang/Object;)Z") ||
          in.opcode(i + 4) != op::ifeq || i + 6 >= in.size() || in.opcode(i + 6) != op::istore ||
          in.var(i + 6) != caseVar)
        break;
      i += 6;
      if (in.insn(i + 1).offset == second) {
        matched = true;
        break;
      }
      if (in.opcode(i + 1) != op::goto_ ||
          static_cast<uint32_t>(in.insn(i + 1).branchTarget) != second)
        break;
      ++i;
    }
    const int32_t secondSwitch = i + 1;
    if (!matched || in.opcode(secondSwitch) != op::iload || in.var(secondSwitch) != caseVar ||
        !isSwitch(secondSwitch + 1))
      continue;
    out.ignore(start, secondSwitch - 1);
  }
}

// AbstractMatcher-style cursor over the instructions of a method.
class Matcher {
 public:
  Matcher(const classfile::ClassFile& cls, const std::vector<classfile::Instruction>& insns)
      : cls_(cls), insns_(insns) {}

  bool firstIsALoad0() {
    cursor_ = 0;
    ok_ = !insns_.empty() && asmOpcode(insns_[0].opcode) == op::aload && varIndex(insns_[0]) == 0;
    return ok_;
  }
  Matcher& nextIs(uint8_t opcode) {
    if (!ok_) return *this;
    ++cursor_;
    ok_ = cursor_ < insns_.size() && asmOpcode(insns_[cursor_].opcode) == opcode;
    return *this;
  }
  Matcher& nextIsInvoke(uint8_t opcode, const std::string& owner, const std::string& name,
                        const std::string& desc) {
    if (!nextIs(opcode).ok_) return *this;
    ok_ = guarded([&] {
      const auto ref = cls_.pool.memberRef(static_cast<uint16_t>(insns_[cursor_].operand));
      return ref.owner == owner && ref.name == name && ref.descriptor == desc;
    });
    return *this;
  }
  // RecordsFilter: invokedynamic `name` bootstrapped by java/lang/runtime/ObjectMethods.
  Matcher& nextIsObjectMethods(const std::string& name) {
    if (!nextIs(op::invokedynamic).ok_) return *this;
    ok_ = guarded([&] {
      uint16_t bootstrap = 0;
      const auto ref =
          cls_.pool.invokeDynamic(static_cast<uint16_t>(insns_[cursor_].operand), &bootstrap);
      if (ref.name != name || bootstrap >= cls_.bootstrapMethods.size()) return false;
      const uint16_t handle = cls_.bootstrapMethods[bootstrap].methodHandle;
      if (cls_.pool.tag(handle) != classfile::ConstantPool::kMethodHandle) return false;
      return cls_.pool.memberRef(cls_.pool.entries[handle].b).owner ==
             "java/lang/runtime/ObjectMethods";
    });
    return *this;
  }
  bool matched() const { return ok_; }

 private:
  template <typename F>
  static bool guarded(F f) {
    try {
      return f();
    } catch (const std::exception&) {
      return false;
    }
  }
  const classfile::ClassFile& cls_;
  const std::vector<classfile::Instruction>& insns_;
  size_t cursor_ = 0;
  bool ok_ = false;
};

}  // namespace

void applyFilters(const classfile::Code& code, MethodModel& model,
                  const classfile::ConstantPool* pool) {
  const Insns in(model);
  Output out(model);
  synchronizedFilter(code, in, out);
  finallyFilter(code, in, out);
  stringSwitchJavacFilter(in, out, pool);
}

bool isFilteredMethod(const classfile::ClassFile& cls, const classfile::Method& method,
                      const std::vector<classfile::Instruction>& instructions) {
  // SyntheticFilter (lambda bodies stay) and BridgeFilter.
  if ((method.access & classfile::kAccSynthetic) != 0 && !method.name.starts_with("lambda$")) {
    return true;
  }
  if ((method.access & classfile::kAccBridge) != 0) return true;
  if (cls.superName == "java/lang/Enum") {
    // EnumFilter: the generated values() and valueOf(String).
    if (method.name == "values" && method.descriptor == "()[L" + cls.name + ";") return true;
    if (method.name == "valueOf" && method.descriptor == "(Ljava/lang/String;)L" + cls.name + ";") {
      return true;
    }
    // EnumEmptyConstructorFilter.
    if (method.name == "<init>" && method.descriptor == "(Ljava/lang/String;I)V") {
      Matcher m(cls, instructions);
      if (m.firstIsALoad0() &&
          m.nextIs(op::aload)
              .nextIs(op::iload)
              .nextIsInvoke(op::invokespecial, "java/lang/Enum", "<init>", "(Ljava/lang/String;I)V")
              .nextIs(op::return_)
              .matched()) {
        return true;
      }
    }
  }
  // PrivateEmptyNoArgConstructorFilter.
  if (method.isPrivate() && method.name == "<init>" && method.descriptor == "()V") {
    Matcher m(cls, instructions);
    if (m.firstIsALoad0() && m.nextIsInvoke(op::invokespecial, cls.superName, "<init>", "()V")
                                 .nextIs(op::return_)
                                 .matched()) {
      return true;
    }
  }
  // RecordsFilter: generated toString, hashCode and equals.
  if (cls.superName == "java/lang/Record") {
    Matcher m(cls, instructions);
    if (method.name == "toString" && method.descriptor == "()Ljava/lang/String;") {
      return m.firstIsALoad0() && m.nextIsObjectMethods("toString").nextIs(op::areturn).matched();
    }
    if (method.name == "hashCode" && method.descriptor == "()I") {
      return m.firstIsALoad0() && m.nextIsObjectMethods("hashCode").nextIs(op::ireturn).matched();
    }
    if (method.name == "equals" && method.descriptor == "(Ljava/lang/Object;)Z") {
      return m.firstIsALoad0() &&
             m.nextIs(op::aload).nextIsObjectMethods("equals").nextIs(op::ireturn).matched();
    }
  }
  return false;
}

}  // namespace symtest::coverage::jacoco
