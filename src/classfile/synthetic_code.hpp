// Building class models in memory (the lambda classes, records' generated methods, and the
// stand-ins translate/method_specs.cpp writes for specified methods): a constant pool with
// deduplicated entries and a bytecode writer with the conversions a method-handle adapter
// performs.
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

#include "classfile/class_file.hpp"
#include "classfile/descriptor.hpp"

namespace symtest::classfile {

// An invokedynamic constant resolved to its call site and bootstrap method: the call's name
// and descriptor, the bootstrap entry, and the factory method its handle names. Nullopt when
// `index` is not a well-formed invokedynamic constant of `cls` (throws on a malformed pool).
struct DynamicSite {
  MemberRef call;
  const BootstrapMethod* bootstrap = nullptr;
  MemberRef factory;
};
std::optional<DynamicSite> dynamicSite(const ClassFile& cls, uint16_t index);

class PoolBuilder {
 public:
  explicit PoolBuilder(ConstantPool& pool);
  uint16_t utf8(const std::string& s);
  uint16_t cls(const std::string& name);
  uint16_t string(const std::string& s);
  uint16_t integer(int32_t v);
  uint16_t longConstant(int64_t v);  // takes two pool slots, as the JVM's CONSTANT_Long
  uint16_t member(uint8_t tag, const std::string& owner, const std::string& name,
                  const std::string& desc);

 private:
  uint16_t intern(const ConstantPool::Entry& e);
  ConstantPool& pool_;
  std::map<std::tuple<uint8_t, uint16_t, uint16_t, uint64_t, std::string>, uint16_t> index_;
};

// The wrapper class of a primitive kind ("java/lang/Integer" for int, byte, ...).
const char* wrapperOf(JavaType::Kind k);
std::optional<JavaType::Kind> primitiveOfWrapper(const std::string& cls);

class CodeWriter {
 public:
  CodeWriter(PoolBuilder& pool, std::string self) : pool_(pool), self_(std::move(self)) {}

  std::vector<uint8_t> bytes;

  void op(uint8_t o) { bytes.push_back(o); }
  void u2(uint16_t v);
  PoolBuilder& pool() { return pool_; }
  void withIndex(uint8_t o, uint16_t index);
  uint16_t classIndex(const std::string& name);
  void load(const JavaType& t, uint16_t slot);
  void getField(const std::string& owner, const std::string& name, const JavaType& t);
  void checkcast(const JavaType& t);
  void ldcString(const std::string& s);
  void pushInt(int32_t v);
  void invoke(uint8_t opcode, const std::string& owner, const std::string& name,
              const std::string& desc);
  void box(JavaType::Kind k);
  void unbox(JavaType::Kind k);
  void widen(JavaType::Kind from, JavaType::Kind to);
  // Converts the value on the stack from `from` to `to`, as a method-handle adapter does
  // (`hint`: the instantiated type, naming the wrapper to unbox from an Object).
  void adapt(const JavaType& from, const JavaType& to, const JavaType& hint);
  void returnOf(const JavaType& t);
  // A jump with its 16-bit offset patched by `bind`.
  size_t jump(uint8_t opcode);
  void bind(size_t jumpAt);

 private:
  PoolBuilder& pool_;
  std::string self_;
};

}  // namespace symtest::classfile
