// Class models in memory: constant pools and adapter bytecode.
#include "classfile/synthetic_code.hpp"

#include "classfile/opcodes.hpp"

namespace symtest::classfile {

std::optional<DynamicSite> dynamicSite(const ClassFile& cls, uint16_t index) {
  if (index >= cls.pool.size() || cls.pool.tag(index) != ConstantPool::kInvokeDynamic)
    return std::nullopt;
  DynamicSite site;
  uint16_t bsmIndex = 0;
  site.call = cls.pool.invokeDynamic(index, &bsmIndex);
  if (bsmIndex >= cls.bootstrapMethods.size()) return std::nullopt;
  site.bootstrap = &cls.bootstrapMethods[bsmIndex];
  site.factory = cls.pool.memberRef(cls.pool.entries.at(site.bootstrap->methodHandle).b);
  return site;
}

using Kind = JavaType::Kind;
using CP = ConstantPool;

PoolBuilder::PoolBuilder(ConstantPool& pool) : pool_(pool) {
  if (pool_.entries.empty()) pool_.entries.push_back({});  // index 0 is unusable
}

uint16_t PoolBuilder::utf8(const std::string& s) {
  return intern({CP::kUtf8, 0, 0, 0, s});
}

uint16_t PoolBuilder::cls(const std::string& name) {
  return intern({CP::kClass, utf8(name), 0, 0, {}});
}

uint16_t PoolBuilder::string(const std::string& s) {
  return intern({CP::kString, utf8(s), 0, 0, {}});
}

uint16_t PoolBuilder::integer(int32_t v) {
  return intern({CP::kInteger, 0, 0, static_cast<uint32_t>(v), {}});
}

uint16_t PoolBuilder::longConstant(int64_t v) {
  const ConstantPool::Entry e{CP::kLong, 0, 0, static_cast<uint64_t>(v), {}};
  auto key = std::make_tuple(e.tag, e.a, e.b, e.bits, e.text);
  if (auto it = index_.find(key); it != index_.end()) return it->second;
  const uint16_t i = intern(e);
  pool_.entries.push_back({});  // the unusable second slot
  return i;
}

uint16_t PoolBuilder::member(uint8_t tag, const std::string& owner, const std::string& name,
                             const std::string& desc) {
  const uint16_t nt = intern({CP::kNameAndType, utf8(name), utf8(desc), 0, {}});
  return intern({tag, cls(owner), nt, 0, {}});
}

uint16_t PoolBuilder::intern(const ConstantPool::Entry& e) {
  auto key = std::make_tuple(e.tag, e.a, e.b, e.bits, e.text);
  if (auto it = index_.find(key); it != index_.end()) return it->second;
  pool_.entries.push_back(e);
  const auto i = static_cast<uint16_t>(pool_.entries.size() - 1);
  index_.emplace(key, i);
  return i;
}

const char* wrapperOf(Kind k) {
  switch (k) {
    case Kind::Boolean:
      return "java/lang/Boolean";
    case Kind::Byte:
      return "java/lang/Byte";
    case Kind::Char:
      return "java/lang/Character";
    case Kind::Short:
      return "java/lang/Short";
    case Kind::Long:
      return "java/lang/Long";
    case Kind::Float:
      return "java/lang/Float";
    case Kind::Double:
      return "java/lang/Double";
    default:
      return "java/lang/Integer";
  }
}

std::optional<Kind> primitiveOfWrapper(const std::string& cls) {
  static const std::map<std::string, Kind> kinds{
      {"java/lang/Boolean", Kind::Boolean}, {"java/lang/Byte", Kind::Byte},
      {"java/lang/Character", Kind::Char},  {"java/lang/Short", Kind::Short},
      {"java/lang/Integer", Kind::Int},     {"java/lang/Long", Kind::Long},
      {"java/lang/Float", Kind::Float},     {"java/lang/Double", Kind::Double}};
  auto it = kinds.find(cls);
  if (it == kinds.end()) return std::nullopt;
  return it->second;
}

void CodeWriter::u2(uint16_t v) {
  bytes.push_back(static_cast<uint8_t>(v >> 8));
  bytes.push_back(static_cast<uint8_t>(v & 0xff));
}

void CodeWriter::withIndex(uint8_t o, uint16_t index) {
  op(o);
  u2(index);
}

uint16_t CodeWriter::classIndex(const std::string& name) {
  return pool_.cls(name);
}

void CodeWriter::load(const JavaType& t, uint16_t slot) {
  const uint8_t o = t.isReference()          ? op::aload
                    : t.kind == Kind::Long   ? op::lload
                    : t.kind == Kind::Float  ? op::fload
                    : t.kind == Kind::Double ? op::dload
                                             : op::iload;
  if (slot > 255) {
    op(op::wide);
    withIndex(o, slot);
  } else {
    op(o);
    op(static_cast<uint8_t>(slot));
  }
}

void CodeWriter::getField(const std::string& owner, const std::string& name, const JavaType& t) {
  withIndex(op::getfield, pool_.member(CP::kFieldref, owner, name, t.descriptor()));
}

void CodeWriter::checkcast(const JavaType& t) {
  if (t.kind == Kind::Class && t.className == "java/lang/Object") return;
  withIndex(op::checkcast, pool_.cls(t.kind == Kind::Array ? t.descriptor() : t.className));
}

void CodeWriter::ldcString(const std::string& s) {
  withIndex(op::ldc_w, pool_.string(s));
}

void CodeWriter::pushInt(int32_t v) {
  if (v >= -1 && v <= 5) {
    op(static_cast<uint8_t>(op::iconst_0 + v));
  } else if (v >= -128 && v <= 127) {
    op(op::bipush);
    op(static_cast<uint8_t>(v));
  } else if (v >= -32768 && v <= 32767) {
    op(op::sipush);
    u2(static_cast<uint16_t>(v));
  } else {
    withIndex(op::ldc_w, pool_.integer(v));
  }
}

void CodeWriter::invoke(uint8_t opcode, const std::string& owner, const std::string& name,
                        const std::string& desc) {
  withIndex(opcode, pool_.member(CP::kMethodref, owner, name, desc));
}

void CodeWriter::box(Kind k) {
  const std::string w = wrapperOf(k);
  invoke(op::invokestatic, w, "valueOf", "(" + JavaType{k, "", ""}.descriptor() + ")L" + w + ";");
}

void CodeWriter::unbox(Kind k) {
  const JavaType prim{k, "", ""};
  invoke(op::invokevirtual, wrapperOf(k), prim.javaName() + "Value", "()" + prim.descriptor());
}

// Primitive widening (JVMS 5.1.2); int-like types share the int representation.
void CodeWriter::widen(Kind from, Kind to) {
  auto isInt = [](Kind k) { return JavaType{k, "", ""}.isIntLike(); };
  if (from == to || (isInt(from) && isInt(to))) return;
  if (isInt(from) && to == Kind::Long) op(op::i2l);
  if (isInt(from) && to == Kind::Float) op(op::i2f);
  if (isInt(from) && to == Kind::Double) op(op::i2d);
  if (from == Kind::Long && to == Kind::Float) op(op::l2f);
  if (from == Kind::Long && to == Kind::Double) op(op::l2d);
  if (from == Kind::Float && to == Kind::Double) op(op::f2d);
}

void CodeWriter::adapt(const JavaType& from, const JavaType& to, const JavaType& hint) {
  if (from.descriptor() == to.descriptor()) return;
  if (from.isReference() && to.isReference()) return checkcast(to);
  if (from.isReference()) {
    Kind k = to.kind;
    if (auto w = hint.kind == Kind::Class ? primitiveOfWrapper(hint.className) : std::nullopt)
      k = *w;
    else if (auto w2 = from.kind == Kind::Class ? primitiveOfWrapper(from.className) : std::nullopt)
      k = *w2;
    checkcast(JavaType{Kind::Class, wrapperOf(k), ""});
    unbox(k);
    return widen(k, to.kind);
  }
  if (to.isReference()) {
    box(from.kind);
    if (!(to.kind == Kind::Class &&
          (to.className == "java/lang/Object" || to.className == wrapperOf(from.kind))))
      checkcast(to);
    return;
  }
  widen(from.kind, to.kind);
}

void CodeWriter::returnOf(const JavaType& t) {
  op(t.kind == Kind::Void     ? op::return_
     : t.isReference()        ? op::areturn
     : t.kind == Kind::Long   ? op::lreturn
     : t.kind == Kind::Float  ? op::freturn
     : t.kind == Kind::Double ? op::dreturn
                              : op::ireturn);
}

size_t CodeWriter::jump(uint8_t opcode) {
  const size_t at = bytes.size();
  op(opcode);
  u2(0);
  return at;
}

void CodeWriter::bind(size_t jumpAt) {
  const auto offset = static_cast<int16_t>(bytes.size() - jumpAt);
  bytes[jumpAt + 1] = static_cast<uint8_t>(static_cast<uint16_t>(offset) >> 8);
  bytes[jumpAt + 2] = static_cast<uint8_t>(static_cast<uint16_t>(offset) & 0xff);
}

}  // namespace symtest::classfile
