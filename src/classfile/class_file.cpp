// Class model helpers: errors, constant-pool accessors and lookups on parsed classes.
#include "classfile/class_file.hpp"

#include <bit>
#include <utility>

#include <fmt/format.h>

#include "classfile/class_names.hpp"
#include "classfile/pool_check.hpp"

namespace symtest::classfile {

ClassFormatError::ClassFormatError(std::string origin, size_t offset, const std::string& message)
    : std::runtime_error(fmt::format("{}: byte {}: {}", origin, offset, message)),
      origin_(std::move(origin)),
      offset_(offset) {}

namespace detail {

const char* tagName(uint8_t tag) {
  switch (tag) {
    case ConstantPool::kUtf8:
      return "Utf8";
    case ConstantPool::kInteger:
      return "Integer";
    case ConstantPool::kFloat:
      return "Float";
    case ConstantPool::kLong:
      return "Long";
    case ConstantPool::kDouble:
      return "Double";
    case ConstantPool::kClass:
      return "Class";
    case ConstantPool::kString:
      return "String";
    case ConstantPool::kFieldref:
      return "Fieldref";
    case ConstantPool::kMethodref:
      return "Methodref";
    case ConstantPool::kInterfaceMethodref:
      return "InterfaceMethodref";
    case ConstantPool::kNameAndType:
      return "NameAndType";
    case ConstantPool::kMethodHandle:
      return "MethodHandle";
    case ConstantPool::kMethodType:
      return "MethodType";
    case ConstantPool::kDynamic:
      return "Dynamic";
    case ConstantPool::kInvokeDynamic:
      return "InvokeDynamic";
    case ConstantPool::kModule:
      return "Module";
    case ConstantPool::kPackage:
      return "Package";
    default:
      return "unusable";
  }
}

std::string poolProblem(const ConstantPool& pool, uint32_t index, uint32_t tagMask) {
  if (index == 0 || index >= pool.entries.size()) {
    return fmt::format("constant pool index {} out of range 1..{}", index,
                       pool.entries.size() < 2 ? 0 : pool.entries.size() - 1);
  }
  uint8_t tag = pool.entries[index].tag;
  if (tag < 32 && (tagMask & tagBit(tag)) != 0) return {};
  std::string expected;
  for (uint8_t t = 1; t < 32; ++t) {
    if (tagMask & tagBit(t)) expected += (expected.empty() ? "" : " or ") + std::string(tagName(t));
  }
  return fmt::format("constant pool entry #{} is {}, expected {}", index, tagName(tag), expected);
}

bool isValidInternalName(const std::string& name) {
  if (name.empty() || name.front() == '/' || name.back() == '/') return false;
  char prev = 0;
  for (char c : name) {
    if (c == '.' || c == ';' || c == '[' || (c == '/' && prev == '/')) return false;
    prev = c;
  }
  return true;
}

}  // namespace detail

namespace {

// Accessor errors have no file position once parsing is over; offset 0 stands for "the pool".
void require(const ConstantPool& pool, uint32_t index, uint32_t tagMask) {
  std::string problem = detail::poolProblem(pool, index, tagMask);
  if (!problem.empty()) throw ClassFormatError(pool.origin, 0, problem);
}

}  // namespace

uint8_t ConstantPool::tag(uint16_t index) const {
  if (index >= entries.size()) {
    throw ClassFormatError(origin, 0, fmt::format("constant pool index {} out of range", index));
  }
  return entries[index].tag;
}

const std::string& ConstantPool::utf8(uint16_t index) const {
  require(*this, index, detail::tagBit(kUtf8));
  return entries[index].text;
}

const std::string& ConstantPool::className(uint16_t index) const {
  require(*this, index, detail::tagBit(kClass));
  return utf8(entries[index].a);
}

MemberRef ConstantPool::memberRef(uint16_t index) const {
  require(*this, index, detail::kMemberRefTags);
  const Entry& ref = entries[index];
  require(*this, ref.b, detail::tagBit(kNameAndType));
  const Entry& nat = entries[ref.b];
  return MemberRef{className(ref.a), utf8(nat.a), utf8(nat.b)};
}

Constant ConstantPool::loadable(uint16_t index) const {
  require(*this, index, detail::kLoadableTags);
  const Entry& e = entries[index];
  switch (e.tag) {
    case kInteger:
      return static_cast<int32_t>(static_cast<uint32_t>(e.bits));
    case kFloat:
      return std::bit_cast<float>(static_cast<uint32_t>(e.bits));
    case kLong:
      return static_cast<int64_t>(e.bits);
    case kDouble:
      return std::bit_cast<double>(e.bits);
    case kString:
      return StringConstant{utf8(e.a)};
    default:
      return ClassConstant{utf8(e.a)};
  }
}

MemberRef ConstantPool::invokeDynamic(uint16_t index, uint16_t* bootstrapIndex) const {
  require(*this, index, detail::kDynamicTags);
  const Entry& e = entries[index];
  require(*this, e.b, detail::tagBit(kNameAndType));
  const Entry& nat = entries[e.b];
  if (bootstrapIndex != nullptr) *bootstrapIndex = e.a;
  return MemberRef{"", utf8(nat.a), utf8(nat.b)};
}

int Code::lineAt(uint32_t pc) const {
  // The table need not be sorted; the entry with the greatest start not after pc wins.
  const LineNumber* best = nullptr;
  for (const LineNumber& ln : lines) {
    if (ln.startPc <= pc && (best == nullptr || ln.startPc >= best->startPc)) best = &ln;
  }
  return best == nullptr ? 0 : best->line;
}

std::string Code::localName(uint16_t slot, uint32_t pc) const {
  for (const LocalVariable& lv : locals) {
    if (lv.index == slot && lv.startPc <= pc && pc < uint32_t{lv.startPc} + lv.length) {
      return lv.name;
    }
  }
  return {};
}

std::string ClassFile::javaName() const {
  return sourceName(name);
}

const Method* ClassFile::findMethod(const std::string& methodName,
                                    const std::string& descriptor) const {
  for (const Method& m : methods) {
    if (m.name == methodName && m.descriptor == descriptor) return &m;
  }
  return nullptr;
}

const Field* ClassFile::findField(const std::string& fieldName) const {
  for (const Field& f : fields) {
    if (f.name == fieldName) return &f;
  }
  return nullptr;
}

}  // namespace symtest::classfile
