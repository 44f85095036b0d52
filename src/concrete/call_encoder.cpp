#include "concrete/call_encoder.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "classfile/class_names.hpp"
#include "classfile/utf16.hpp"
#include "clp/protocol.hpp"
#include "solver/float_text.hpp"
#include "symexec/lazy_initialization.hpp"

namespace symtest::concrete {

using solver::ExprId;
using solver::Op;
using symexec::Value;

namespace {

// Arrays longer than this stay on the symbolic side (the call stays unhandled).
constexpr uint64_t kMaxElements = 4096;
constexpr int kMaxRounds = 16;

const char* boxedPrimitive(const std::string& type) {
  static const std::map<std::string, const char*> boxes{
      {"java/lang/Integer", "I"}, {"java/lang/Long", "J"},      {"java/lang/Short", "S"},
      {"java/lang/Byte", "B"},    {"java/lang/Character", "C"}, {"java/lang/Boolean", "Z"},
      {"java/lang/Float", "F"},   {"java/lang/Double", "D"}};
  auto it = boxes.find(type);
  return it == boxes.end() ? nullptr : it->second;
}

std::string quoted(const std::vector<uint16_t>& units) {
  std::string s = "\"";
  for (uint16_t c : units) {
    if (c == '"' || c == '\\') s += '\\';
    if (c >= 0x20 && c < 0x7f)
      s += static_cast<char>(c);
    else
      s += fmt::format("\\u{:04x}", c);
  }
  return s + "\"";
}

}  // namespace

bool crossesAsData(const std::string& type) {
  return type == "java/lang/String" || type == "java/lang/StringBuilder" ||
         type == "java/lang/StringBuffer" || boxedPrimitive(type) ||
         (!type.empty() && type[0] == '[');
}

bool isJdkObject(symexec::ExecutionContext& ctx, uint32_t object) {
  heap::Heap& heap = ctx.heap();
  if (heap.object(object).isArray()) return false;  // its slots are elements, not fields
  return heap.load(object, heap.fieldId(std::string(clp::protocol::kJdkStep))).has_value();
}

bool CallEncoder::known(ExprId e, uint64_t& bits) {
  solver::ExprPool& pool = ctx_.pool();
  if (pool.isConst(e)) {
    bits = pool.node(e).value;
    return true;
  }
  if (auto it = fixed_.find(e); it != fixed_.end()) {
    bits = it->second;
    return true;
  }
  pending_.push_back(e);
  return false;
}

bool CallEncoder::flush() {
  solver::ExprPool& pool = ctx_.pool();
  std::vector<uint32_t> vars;
  for (ExprId e : pending_)
    for (uint32_t v : pool.variables(e)) vars.push_back(v);
  std::sort(vars.begin(), vars.end());
  vars.erase(std::unique(vars.begin(), vars.end()), vars.end());
  auto model = ctx_.solver().readableModel(vars);
  if (!model) return fail("the solver found no values for the call's inputs");
  std::vector<ExprId> equalities;
  for (ExprId e : pending_) {
    if (fixed_.count(e)) continue;
    const uint8_t width = pool.node(e).width;
    uint64_t bits = pool.evaluate(e, *model);
    if (pool.isFloat(e)) {
      bits = solver::canonicalFpBits(bits, width);
      equalities.push_back(
          pool.binary(Op::Eq, pool.fpConvert(Op::FpToBits, e, width), pool.bvConst(width, bits)));
    } else {
      bits = solver::maskBits(bits, width);
      equalities.push_back(pool.binary(Op::Eq, e, pool.bvConst(width, bits)));
    }
    fixed_[e] = bits;
  }
  pending_.clear();
  if (!ctx_.assumeAll(equalities)) return fail("the path allows no values for the call's inputs");
  return true;
}

bool CallEncoder::fix(const std::vector<Value>& values, const std::vector<std::string>& types) {
  for (int round = 0; round < kMaxRounds; ++round) {
    pending_.clear();
    for (size_t i = 0; i < values.size(); ++i) {
      visiting_.clear();
      if (!walk(values[i], types[i], nullptr, nullptr)) return false;
    }
    if (pending_.empty()) return true;
    if (!flush()) return false;
  }
  return fail("the call's inputs nest too deeply");
}

std::string CallEncoder::encode(char kind, const std::string& owner, const std::string& name,
                                const std::string& descriptor, const std::vector<Value>& values,
                                const std::vector<std::string>& types) {
  WireOut out;
  out.u8(static_cast<uint8_t>(kind));
  out.utf(owner);
  out.utf(name);
  out.utf(descriptor);
  out.i32(static_cast<int32_t>(values.size()));
  numbers_.clear();
  scope_.clear();
  text_.clear();
  for (size_t i = 0; i < values.size(); ++i) {
    std::string text;
    visiting_.clear();
    walk(values[i], types[i], &out, &text);
    if (kind == 'v' && i == 0) {  // the receiver is written before the call's name
      receiverText_ = text;
      continue;
    }
    text_ += (text_.empty() ? "" : ", ") + text;
  }
  return out.bytes();
}

bool CallEncoder::primitive(ExprId e, char type, WireOut* out, std::string* text) {
  uint64_t bits = 0;
  if (!known(e, bits)) return true;  // fixed in the next round
  if (!out) return true;
  out->u8(static_cast<uint8_t>(type));
  switch (type) {
    case 'Z':
      out->u8(bits & 1);
      *text += bits & 1 ? "true" : "false";
      break;
    case 'B':
      out->u8(static_cast<uint8_t>(bits));
      *text += std::to_string(static_cast<int8_t>(bits));
      break;
    case 'C':
      out->u16(static_cast<uint16_t>(bits));
      *text += bits >= 0x20 && bits < 0x7f && bits != '\''
                   ? fmt::format("'{}'", static_cast<char>(bits))
                   : fmt::format("'\\u{:04x}'", static_cast<uint16_t>(bits));
      break;
    case 'S':
      out->u16(static_cast<uint16_t>(bits));
      *text += std::to_string(static_cast<int16_t>(bits));
      break;
    case 'I':
      out->i32(static_cast<int32_t>(bits));
      *text += std::to_string(static_cast<int32_t>(bits));
      break;
    case 'J':
      out->i64(static_cast<int64_t>(bits));
      *text += std::to_string(static_cast<int64_t>(bits)) + "L";
      break;
    case 'F':
      out->i32(static_cast<int32_t>(bits));
      *text += solver::javaFloatLiteral(static_cast<float>(solver::fpValue(bits, 32)));
      break;
    default:
      out->i64(static_cast<int64_t>(bits));
      *text += solver::javaDoubleLiteral(solver::fpValue(bits, 64));
      break;
  }
  return true;
}

bool CallEncoder::resolveNested(uint32_t symbol) {
  symexec::LazyInitialization lazy;
  std::vector<symexec::Resolution> options = lazy.resolutions(symbol, ctx_);
  const symexec::Resolution* pick = nullptr;
  for (const auto& r : options)
    if (r.kind == symexec::Resolution::Kind::Fresh && crossesAsData(r.type)) {
      pick = &r;
      break;
    }
  if (!pick)
    for (const auto& r : options)
      if (r.kind == symexec::Resolution::Kind::Null) pick = &r;
  if (!pick)
    return fail("an input of type " + ctx_.heap().symbol(symbol).declaredType +
                " cannot cross to the JVM");
  if (!symexec::LazyInitialization::apply(symbol, *pick, ctx_))
    return fail("the path allows no input the JVM could take");
  return true;
}

bool CallEncoder::walk(Value v, const std::string& type, WireOut* out, std::string* text) {
  heap::Heap& heap = ctx_.heap();
  if (!type.empty() && type[0] != 'L' && type[0] != '[') {
    if (v.kind != Value::Kind::Int) return fail("a primitive value without a value");
    return primitive(v.id, type[0], out, text);
  }
  v = heap.deref(v);
  if (v.kind == Value::Kind::Sym) {
    if (!resolveNested(v.id)) return false;
    v = heap.deref(v);
  }
  if (v.kind == Value::Kind::Null) {
    if (out) {
      out->u8('N');
      *text += "null";
    }
    return true;
  }
  if (v.kind != Value::Kind::Ref) return fail("a reference the path has not resolved");
  return walkObject(v.id, out, text);
}

bool CallEncoder::chars(uint32_t array, ExprId count, WireOut* out, std::string* text, char tag) {
  uint64_t n = 0;
  if (!known(count, n)) return true;
  if (n > kMaxElements) return fail("a string too long to cross to the JVM");
  std::vector<uint16_t> units;
  bool all = true;
  for (uint64_t i = 0; i < n; ++i) {
    Value c = ctx_.readElement(array, static_cast<uint32_t>(i));
    uint64_t bits = 0;
    if (c.kind != Value::Kind::Int) return fail("a char without a value");
    if (!known(c.id, bits)) {
      all = false;
      continue;
    }
    units.push_back(static_cast<uint16_t>(bits));
  }
  if (!out || !all) return true;
  out->u8(static_cast<uint8_t>(tag));
  out->chars(units);
  std::string q = quoted(units);
  *text += tag == 'T' ? q : (tag == 'W' ? "StringBuilder(" : "StringBuffer(") + q + ")";
  return true;
}

bool CallEncoder::walkObject(uint32_t id, WireOut* out, std::string* text) {
  heap::Heap& heap = ctx_.heap();
  if (out) {
    if (auto it = numbers_.find(id); it != numbers_.end()) {
      out->u8('R');
      out->i32(it->second);
      *text += "(the same object)";
      return true;
    }
    numbers_[id] = static_cast<int32_t>(scope_.size());
    scope_.push_back(Value::ref(id));
  } else if (std::find(visiting_.begin(), visiting_.end(), id) != visiting_.end()) {
    return fail("an object that holds itself");
  }
  visiting_.push_back(id);
  const std::string type = heap.object(id).type;
  auto intField = [&](uint32_t object, const std::string& field, const char* d) {
    return ctx_.readField(object, field, d);
  };
  auto charsOf = [&](Value arrayRef) -> int64_t {  // the char[] object, or -1
    arrayRef = heap.deref(arrayRef);
    if (arrayRef.kind == Value::Kind::Sym) {
      if (!resolveNested(arrayRef.id)) return -1;
      arrayRef = heap.deref(arrayRef);
    }
    if (arrayRef.kind != Value::Kind::Ref) return -1;
    return arrayRef.id;
  };
  if (isJdkObject(ctx_, id)) {
    holdsJdk_ = true;
    if (out) {
      auto step = heap.load(id, heap.fieldId(std::string(clp::protocol::kJdkStep)));
      auto number = heap.load(id, heap.fieldId(std::string(clp::protocol::kJdkNumber)));
      out->u8('H');
      out->i32(static_cast<int32_t>(ctx_.pool().signedValue(step->id)));
      out->i32(static_cast<int32_t>(ctx_.pool().signedValue(number->id)));
      *text += "a " + classfile::dottedName(type);
    }
  } else if (type == "java/lang/String") {
    int64_t a = charsOf(ctx_.readField(id, "java/lang/String.value", "[C"));
    if (a < 0) return fail("a String without its chars");
    if (!chars(static_cast<uint32_t>(a), heap.object(static_cast<uint32_t>(a)).length, out, text,
               'T'))
      return false;
  } else if (type == "java/lang/StringBuilder" || type == "java/lang/StringBuffer") {
    uint32_t builder = id;
    if (type == "java/lang/StringBuffer") {
      Value inner = heap.deref(
          ctx_.readField(id, "java/lang/StringBuffer.chars", "Ljava/lang/StringBuilder;"));
      if (inner.kind == Value::Kind::Sym && !resolveNested(inner.id)) return false;
      inner = heap.deref(inner);
      if (inner.kind != Value::Kind::Ref) return fail("a StringBuffer without its chars");
      builder = inner.id;
    }
    Value count = intField(builder, "java/lang/StringBuilder.count", "I");
    int64_t a = charsOf(ctx_.readField(builder, "java/lang/StringBuilder.value", "[C"));
    if (a < 0 || count.kind != Value::Kind::Int) return fail("a builder without its chars");
    if (!out) {
      // A builder holds count chars of its array, as every builder the JDK makes.
      solver::ExprPool& pool = ctx_.pool();
      ExprId length = heap.object(static_cast<uint32_t>(a)).length;
      if (!ctx_.assume(pool.binary(Op::BoolAnd, pool.binary(Op::Sle, pool.bvConst(32, 0), count.id),
                                   pool.binary(Op::Sle, count.id, length))))
        return fail("the path allows no builder the JVM could take");
    }
    if (!chars(static_cast<uint32_t>(a), count.id, out, text,
               type == "java/lang/StringBuilder" ? 'W' : 'V'))
      return false;
  } else if (const char* p = boxedPrimitive(type)) {
    Value inner = ctx_.readField(id, type + ".value", p);
    if (inner.kind != Value::Kind::Int) return fail("a box without its value");
    if (out) out->u8('X');
    if (!primitive(inner.id, p[0], out, text)) return false;
  } else if (heap.object(id).isArray()) {
    const std::string component = heap.object(id).componentType();
    uint64_t n = 0;
    if (!known(heap.object(id).length, n)) {
      visiting_.pop_back();
      return true;
    }
    if (n > kMaxElements) return fail("an array too long to cross to the JVM");
    if (out) {
      out->u8('A');
      out->utf(type);
      out->i32(static_cast<int32_t>(n));
      *text += "{";
    }
    for (uint64_t i = 0; i < n; ++i) {
      if (out && i > 0) *text += ", ";
      if (out && i == 8) {  // the record shows the first elements
        std::string rest;
        for (uint64_t j = i; j < n; ++j)
          walk(ctx_.readElement(id, static_cast<uint32_t>(j)), component, out, &rest);
        *text += "...";
        break;
      }
      if (!walk(ctx_.readElement(id, static_cast<uint32_t>(i)), component, out, text)) return false;
    }
    if (out) *text += "}";
  } else {
    return fail("an object of " + type + " cannot cross to the JVM");
  }
  visiting_.pop_back();
  return true;
}

}  // namespace symtest::concrete
