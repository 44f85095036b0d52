#include "concrete/answer_applier.hpp"

#include <fmt/format.h>

#include "classfile/class_names.hpp"
#include "classfile/utf16.hpp"
#include "clp/protocol.hpp"
#include "solver/float_text.hpp"

namespace symtest::concrete {

using solver::ExprId;
using symexec::Value;

namespace {

const std::map<char, std::string>& boxes() {
  static const std::map<char, std::string> b{
      {'I', "java/lang/Integer"}, {'J', "java/lang/Long"},      {'S', "java/lang/Short"},
      {'B', "java/lang/Byte"},    {'C', "java/lang/Character"}, {'Z', "java/lang/Boolean"},
      {'F', "java/lang/Float"},   {'D', "java/lang/Double"}};
  return b;
}

Value primitiveValue(solver::ExprPool& pool, char type, uint64_t bits) {
  switch (type) {
    case 'J':
      return Value::integer(pool.bvConst(64, bits));
    case 'F':
      return Value::integer(pool.fpConst(32, bits));
    case 'D':
      return Value::integer(pool.fpConst(64, bits));
    case 'Z':
      return Value::integer(pool.bvConst(32, bits & 1));
    case 'C':
      return Value::integer(pool.bvConst(32, bits & 0xffff));
    default:
      return Value::integer(pool.bvConst(32, bits & 0xffffffffu));
  }
}

}  // namespace

Value defaultValue(symexec::ExecutionContext& ctx, const std::string& descriptor) {
  if (descriptor.empty() || descriptor[0] == 'L' || descriptor[0] == '[') return Value::null();
  return primitiveValue(ctx.pool(), descriptor[0], 0);
}

std::string AnswerApplier::text(const WireValue& w) {
  switch (w.tag) {
    case 'N':
      return "null";
    case 'Z':
      return w.bits & 1 ? "true" : "false";
    case 'C':
      return fmt::format("'\\u{:04x}'", w.bits & 0xffff);
    case 'B':
    case 'S':
    case 'I':
      return std::to_string(static_cast<int32_t>(w.bits));
    case 'J':
      return std::to_string(static_cast<int64_t>(w.bits)) + "L";
    case 'F':
      return solver::javaFloatLiteral(static_cast<float>(solver::fpValue(w.bits, 32)));
    case 'D':
      return solver::javaDoubleLiteral(solver::fpValue(w.bits, 64));
    case 'T': {
      std::string s;
      for (size_t i = 0; i < w.chars.size() && i < 60; ++i) {
        const uint16_t c = w.chars[i];
        if (c == '"' || c == '\\') s += '\\';
        s += c >= 0x20 && c < 0x7f ? std::string(1, static_cast<char>(c))
                                   : fmt::format("\\u{:04x}", c);
      }
      return "\"" + s + (w.chars.size() > 60 ? "...\"" : "\"");
    }
    case 'W':
    case 'V':
      return "a builder of " + std::to_string(w.chars.size()) + " chars";
    case 'X':
      return text(w.elements.at(0));
    case 'A':
      return "an array of " + std::to_string(w.elements.size());
    case 'R':
      return "one of the objects it was given";
    case 'P':
      return "an object an earlier JDK call of the path had";
    case 'O':
      return w.constantField.empty()
                 ? "a " + classfile::dottedName(w.type)
                 : classfile::dottedName(w.constantOwner) + "." + w.constantField;
    default:
      return "?";
  }
}

Value AnswerApplier::builder(const std::vector<uint16_t>& units) {
  Value b = ctx_.newObject("java/lang/StringBuilder");
  setChars(b.id, units);
  return b;
}

void AnswerApplier::setChars(uint32_t builder, const std::vector<uint16_t>& units) {
  solver::ExprPool& pool = ctx_.pool();
  Value chars = ctx_.newArray("[C", pool.bvConst(32, units.size()));
  for (size_t i = 0; i < units.size(); ++i)
    ctx_.writeElement(chars.id, static_cast<uint32_t>(i), primitiveValue(pool, 'C', units[i]));
  ctx_.writeField(builder, "java/lang/StringBuilder.value", "[C", chars);
  ctx_.writeField(builder, "java/lang/StringBuilder.count", "I",
                  Value::integer(pool.bvConst(32, units.size())));
}

Value AnswerApplier::value(const WireValue& w, const std::string& descriptor) {
  if (!w.isObject() && w.tag != 'N' && w.tag != 'R') {
    if (descriptor.empty() || descriptor[0] == 'L' || descriptor[0] == '[')
      return fail("a primitive where a reference was expected");
    return primitiveValue(ctx_.pool(), descriptor[0], w.bits);
  }
  if (!descriptor.empty() && descriptor[0] != 'L' && descriptor[0] != '[')
    return fail("a reference where a primitive was expected");
  if (w.tag == 'N') return Value::null();
  if (w.tag == 'R') {
    if (w.number < 0 || static_cast<size_t>(w.number) >= table_.size())
      return fail("an object the call did not have");
    return table_[static_cast<size_t>(w.number)];
  }
  return object(w);
}

Value AnswerApplier::object(const WireValue& w) {
  solver::ExprPool& pool = ctx_.pool();
  heap::Heap& heap = ctx_.heap();
  // Objects are numbered before what they hold, as the JVM numbered them.
  const size_t slot = table_.size();
  table_.push_back({});
  Value made;
  // A constructor's answer fills the object the program's new made; any other answer is new.
  auto target = [&](const std::string& type) {
    if (adopted_ < 0) return ctx_.newObject(type);
    const Value own = Value::ref(static_cast<uint32_t>(adopted_));
    adopted_ = -1;
    return own;
  };
  switch (w.tag) {
    case 'T': {
      if (adopted_ < 0) {
        made = ctx_.newString(w.chars);
        break;
      }
      // new String(bytes, charset): the program's String takes the characters the JVM decoded.
      const Value decoded = ctx_.newString(w.chars);
      made = target("java/lang/String");
      ctx_.writeField(made.id, "java/lang/String.value", "[C",
                      ctx_.readField(decoded.id, "java/lang/String.value", "[C"));
      break;
    }
    case 'W':
      made = target("java/lang/StringBuilder");
      setChars(made.id, w.chars);
      break;
    case 'V': {
      made = target("java/lang/StringBuffer");
      ctx_.writeField(made.id, "java/lang/StringBuffer.chars", "Ljava/lang/StringBuilder;",
                      builder(w.chars));
      break;
    }
    case 'X': {
      const char p = w.elements.at(0).tag;
      auto box = boxes().find(p);
      if (box == boxes().end()) return fail("a box of an unknown type");
      made = target(box->second);
      ctx_.writeField(made.id, box->second + ".value", std::string(1, p),
                      primitiveValue(pool, p, w.elements[0].bits));
      break;
    }
    case 'A': {
      made = ctx_.newArray(w.descriptor, pool.bvConst(32, w.elements.size()));
      table_[slot] = made;
      const std::string component = w.descriptor.substr(1);
      for (size_t i = 0; i < w.elements.size(); ++i) {
        Value e = value(w.elements[i], component);
        if (e.kind == Value::Kind::Undef) return e;
        ctx_.writeElement(made.id, static_cast<uint32_t>(i), e);
      }
      break;
    }
    case 'P': {
      touchedJdk_ = true;
      auto v = heap.load(
          0, heap.fieldId(clp::protocol::jdkObjectField(static_cast<uint32_t>(w.step), w.number)));
      if (!v) return fail("an object of the path's JDK calls that the path does not have");
      made = heap.deref(*v);
      break;
    }
    case 'O': {
      touchedJdk_ = true;
      made = target(w.type);
      auto number = [&](std::string_view field, uint64_t v) {
        ctx_.writeField(made.id, std::string(field), "I", Value::integer(pool.bvConst(32, v)));
      };
      number(clp::protocol::kJdkStep, step_);
      number(clp::protocol::kJdkNumber, slot);  // its number in the step's answer
      number(clp::protocol::kJdkEquals, w.equals ? 1 : 0);
      if (!w.expression.empty())
        ctx_.writeField(made.id, std::string(clp::protocol::kJdkExpression), "Ljava/lang/String;",
                        ctx_.newString(classfile::utf16Of(w.expression)));
      if (!w.constantField.empty())
        ctx_.writeField(
            made.id, std::string(clp::protocol::kJdkConstant), "Ljava/lang/String;",
            ctx_.newString(classfile::utf16Of(w.constantOwner + "." + w.constantField)));
      break;
    }
    default:
      return fail("an answer of an unknown kind");
  }
  table_[slot] = made;
  return made;
}

bool AnswerApplier::change(int32_t number, const WireValue& contents) {
  if (number < 0 || static_cast<size_t>(number) >= table_.size()) {
    why_ = "the JVM changed an object the call did not have";
    return false;
  }
  heap::Heap& heap = ctx_.heap();
  Value target = heap.deref(table_[static_cast<size_t>(number)]);
  if (target.kind != Value::Kind::Ref) return false;
  const heap::HeapObject& o = heap.object(target.id);
  if (contents.tag == 'A' && o.isArray()) {
    const std::string component = o.componentType();
    const uint32_t id = target.id;
    for (size_t i = 0; i < contents.elements.size(); ++i) {
      Value e = value(contents.elements[i], component);
      if (e.kind == Value::Kind::Undef) return false;
      ctx_.writeElement(id, static_cast<uint32_t>(i), e);
    }
    return true;
  }
  if (contents.tag == 'W' && o.type == "java/lang/StringBuilder") {
    setChars(target.id, contents.chars);
    return true;
  }
  if (contents.tag == 'V' && o.type == "java/lang/StringBuffer") {
    Value inner = heap.deref(
        ctx_.readField(target.id, "java/lang/StringBuffer.chars", "Ljava/lang/StringBuilder;"));
    if (inner.kind != Value::Kind::Ref) return false;
    setChars(inner.id, contents.chars);
    return true;
  }
  why_ = "the JVM changed an object symtest cannot change alike";
  return false;
}

}  // namespace symtest::concrete
