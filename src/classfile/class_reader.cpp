// parseClassFile: a bounds-checked reader for the JVMS ch. 4 class file format.
#include <algorithm>
#include <stdexcept>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "classfile/byte_reader.hpp"
#include "classfile/class_file.hpp"
#include "classfile/descriptor.hpp"
#include "classfile/pool_check.hpp"

namespace symtest::classfile {

ClassHeader headerOf(const ClassFile& cf, const std::vector<std::string>& memberDescriptors);

namespace {

using detail::Reader;
using detail::tagBit;
using CP = ConstantPool;

constexpr uint16_t kMinMajor = 45;
constexpr uint16_t kMaxMajor = 69;  // Java 25
constexpr uint16_t kAccModule = 0x8000;

class ClassReader {
 public:
  ClassReader(const std::vector<uint8_t>& bytes, const std::string& origin) : r_(bytes, origin) {
    cf_.origin = origin;
    cf_.pool.origin = origin;
  }

  ClassFile parse();
  ClassHeader parseHeader();

 private:
  // Reads a u2 constant-pool index and checks its tag; errors point at the index.
  uint16_t index(uint32_t tagMask, const char* what) {
    size_t at = r_.pos();
    uint16_t i = r_.u2(what);
    std::string problem = detail::poolProblem(cf_.pool, i, tagMask);
    if (!problem.empty()) r_.fail(at, fmt::format("{}: {}", what, problem));
    return i;
  }
  const std::string& utf8(const char* what) {
    return cf_.pool.entries[index(tagBit(CP::kUtf8), what)].text;
  }
  const std::string& className(const char* what) {
    return cf_.pool.entries[cf_.pool.entries[index(tagBit(CP::kClass), what)].a].text;
  }
  // A class index where 0 means "none" (super_class of Object, catch-all handler).
  std::string optionalClassName(const char* what) {
    size_t at = r_.pos();
    if (r_.u2(what) == 0) return {};
    r_.restart(at);
    return className(what);
  }

  // Everything up to the interfaces, into cf_.
  void readHeader();
  void readConstantPool();
  void checkConstantPool();
  void checkEntryRef(uint16_t i, uint16_t ref, uint32_t tagMask);
  void checkDescriptor(uint16_t i, uint16_t utf8Index, bool method);
  void readField();
  void readMethod();
  void readCode(Method& m);
  void readClassAttributes();
  void readBootstrapMethods();
  void readInnerClasses();

  Reader r_;
  ClassFile cf_;
  std::vector<size_t> entryOffsets_;
  bool usesBootstrap_ = false;
};

void ClassReader::readConstantPool() {
  size_t countAt = r_.pos();
  uint16_t count = r_.u2("constant_pool_count");
  if (count == 0) r_.fail(countAt, "constant_pool_count is 0");
  // Every entry takes at least 3 bytes; checking first bounds the allocation below.
  if (size_t{count - 1u} * 3 > r_.remaining()) {
    r_.fail(countAt, fmt::format("constant_pool_count {} exceeds the remaining {} bytes", count,
                                 r_.remaining()));
  }
  auto& entries = cf_.pool.entries;
  entries.resize(count);
  entryOffsets_.assign(count, 0);
  for (uint32_t i = 1; i < count; ++i) {
    entryOffsets_[i] = r_.pos();
    CP::Entry& e = entries[i];
    e.tag = r_.u1("constant pool tag");
    switch (e.tag) {
      case CP::kUtf8:
        e.text = r_.modifiedUtf8(r_.u2("Utf8 length"));
        break;
      case CP::kInteger:
      case CP::kFloat:
        e.bits = r_.u4("constant");
        break;
      case CP::kLong:
      case CP::kDouble:
        if (i + 1 >= count) r_.fail(entryOffsets_[i], "8-byte constant in the last pool slot");
        e.bits = uint64_t{r_.u4("constant")} << 32;
        e.bits |= r_.u4("constant");
        ++i;  // the next slot is unusable (tag 0)
        break;
      case CP::kClass:
      case CP::kString:
      case CP::kMethodType:
      case CP::kModule:
      case CP::kPackage:
        e.a = r_.u2("constant pool index");
        break;
      case CP::kFieldref:
      case CP::kMethodref:
      case CP::kInterfaceMethodref:
      case CP::kNameAndType:
      case CP::kDynamic:
      case CP::kInvokeDynamic:
        e.a = r_.u2("constant pool index");
        e.b = r_.u2("constant pool index");
        break;
      case CP::kMethodHandle:
        e.a = r_.u1("reference kind");
        e.b = r_.u2("constant pool index");
        break;
      default:
        r_.fail(entryOffsets_[i], fmt::format("unknown constant pool tag {} at entry #{}",
                                              static_cast<int>(e.tag), i));
    }
  }
}

void ClassReader::checkEntryRef(uint16_t i, uint16_t ref, uint32_t tagMask) {
  std::string problem = detail::poolProblem(cf_.pool, ref, tagMask);
  if (!problem.empty()) r_.fail(entryOffsets_[i], fmt::format("entry #{}: {}", i, problem));
}

void ClassReader::checkDescriptor(uint16_t i, uint16_t utf8Index, bool method) {
  try {
    const std::string& d = cf_.pool.entries[utf8Index].text;
    if (method) {
      parseMethodDescriptor(d);
    } else {
      parseFieldDescriptor(d);
    }
  } catch (const std::invalid_argument& e) {
    r_.fail(entryOffsets_[i], fmt::format("entry #{}: {}", i, e.what()));
  }
}

// Cross-checks pool references once all entries are known (forward references are legal), so
// that later accessors only fail on indices taken from elsewhere in the file.
void ClassReader::checkConstantPool() {
  const auto& entries = cf_.pool.entries;
  const uint32_t utf8 = tagBit(CP::kUtf8);
  for (uint16_t i = 1; i < entries.size(); ++i) {
    const CP::Entry& e = entries[i];
    switch (e.tag) {
      case CP::kClass: {
        checkEntryRef(i, e.a, utf8);
        const std::string& name = entries[e.a].text;
        if (!name.empty() && name[0] == '[') {
          checkDescriptor(i, e.a, false);
        } else if (!detail::isValidInternalName(name)) {
          r_.fail(entryOffsets_[i], fmt::format("entry #{}: invalid class name '{}'", i, name));
        }
        break;
      }
      case CP::kString:
      case CP::kModule:
      case CP::kPackage:
        checkEntryRef(i, e.a, utf8);
        break;
      case CP::kMethodType:
        checkEntryRef(i, e.a, utf8);
        checkDescriptor(i, e.a, true);
        break;
      case CP::kNameAndType:
        checkEntryRef(i, e.a, utf8);
        checkEntryRef(i, e.b, utf8);
        break;
      case CP::kFieldref:
      case CP::kMethodref:
      case CP::kInterfaceMethodref:
      case CP::kDynamic:
      case CP::kInvokeDynamic: {
        bool dynamic = e.tag == CP::kDynamic || e.tag == CP::kInvokeDynamic;
        if (!dynamic) checkEntryRef(i, e.a, tagBit(CP::kClass));
        usesBootstrap_ = usesBootstrap_ || dynamic;
        checkEntryRef(i, e.b, tagBit(CP::kNameAndType));
        uint16_t descIndex = entries[e.b].b;
        checkEntryRef(i, descIndex, utf8);  // NameAndType may be checked later in the loop
        checkDescriptor(i, descIndex, e.tag != CP::kFieldref && e.tag != CP::kDynamic);
        break;
      }
      case CP::kMethodHandle: {
        uint32_t mask = 0;
        if (e.a >= 1 && e.a <= 4) mask = tagBit(CP::kFieldref);
        if (e.a == 5 || e.a == 8) mask = tagBit(CP::kMethodref);
        if (e.a == 6 || e.a == 7) mask = tagBit(CP::kMethodref) | tagBit(CP::kInterfaceMethodref);
        if (e.a == 9) mask = tagBit(CP::kInterfaceMethodref);
        if (mask == 0) {
          r_.fail(entryOffsets_[i], fmt::format("entry #{}: bad reference kind {}", i, e.a));
        }
        checkEntryRef(i, e.b, mask);
        break;
      }
      default:
        break;
    }
  }
}

void ClassReader::readField() {
  Field f;
  f.access = r_.u2("field access flags");
  f.name = utf8("field name");
  size_t descAt = r_.pos();
  f.descriptor = utf8("field descriptor");
  JavaType type;
  try {
    type = parseFieldDescriptor(f.descriptor);
  } catch (const std::invalid_argument& e) {
    r_.fail(descAt, e.what());
  }
  uint16_t attrCount = r_.u2("field attributes_count");
  r_.need(size_t{attrCount} * 6, "field attributes");
  for (uint16_t k = 0; k < attrCount; ++k) {
    const std::string& attr = utf8("attribute name");
    uint32_t length = r_.u4("attribute length");
    size_t oldEnd = r_.limit(length, "attribute");
    if (attr == "ConstantValue" && f.isStatic()) {
      uint32_t mask = 0;
      if (type.isIntLike()) mask = tagBit(CP::kInteger);
      if (type.kind == JavaType::Kind::Long) mask = tagBit(CP::kLong);
      if (type.kind == JavaType::Kind::Float) mask = tagBit(CP::kFloat);
      if (type.kind == JavaType::Kind::Double) mask = tagBit(CP::kDouble);
      if (type.kind == JavaType::Kind::Class && type.className == "java/lang/String") {
        mask = tagBit(CP::kString);
      }
      if (mask == 0) {
        r_.fail(r_.pos(),
                fmt::format("ConstantValue on field {} of type {}", f.name, f.descriptor));
      }
      f.constantValue = cf_.pool.loadable(index(mask, "ConstantValue"));
    } else if (attr == "Signature") {
      f.signature = utf8("Signature");
    } else {
      r_.take(length, "attribute");
    }
    r_.restore(oldEnd, attr + " attribute");
  }
  cf_.fields.push_back(std::move(f));
}

void ClassReader::readCode(Method& m) {
  Code code;
  code.maxStack = r_.u2("max_stack");
  code.maxLocals = r_.u2("max_locals");
  size_t lengthAt = r_.pos();
  uint32_t codeLength = r_.u4("code_length");
  if (codeLength == 0 || codeLength > 65535) {
    r_.fail(lengthAt, fmt::format("code_length {} not in 1..65535", codeLength));
  }
  code.bytecodeFileOffset = r_.pos();
  const uint8_t* bytes = r_.take(codeLength, "bytecode");
  code.bytecode.assign(bytes, bytes + codeLength);

  uint16_t handlerCount = r_.u2("exception_table_length");
  r_.need(size_t{handlerCount} * 8, "exception table");
  for (uint16_t k = 0; k < handlerCount; ++k) {
    size_t at = r_.pos();
    ExceptionHandler h;
    h.startPc = r_.u2("start_pc");
    h.endPc = r_.u2("end_pc");
    h.handlerPc = r_.u2("handler_pc");
    if (h.startPc >= h.endPc || h.endPc > codeLength || h.handlerPc >= codeLength) {
      r_.fail(at, fmt::format("exception handler [{}, {}) -> {} outside code of length {}",
                              h.startPc, h.endPc, h.handlerPc, codeLength));
    }
    h.catchType = optionalClassName("catch_type");
    code.handlers.push_back(std::move(h));
  }

  uint16_t attrCount = r_.u2("Code attributes_count");
  r_.need(size_t{attrCount} * 6, "Code attributes");
  for (uint16_t k = 0; k < attrCount; ++k) {
    const std::string& attr = utf8("attribute name");
    uint32_t length = r_.u4("attribute length");
    size_t oldEnd = r_.limit(length, "attribute");
    if (attr == "LineNumberTable") {
      uint16_t n = r_.u2("line_number_table_length");
      r_.need(size_t{n} * 4, "LineNumberTable");
      for (uint16_t j = 0; j < n; ++j) {
        LineNumber ln;
        ln.startPc = r_.u2("start_pc");
        ln.line = r_.u2("line_number");
        code.lines.push_back(ln);
      }
    } else if (attr == "LocalVariableTable") {
      uint16_t n = r_.u2("local_variable_table_length");
      r_.need(size_t{n} * 10, "LocalVariableTable");
      for (uint16_t j = 0; j < n; ++j) {
        LocalVariable lv;
        lv.startPc = r_.u2("start_pc");
        lv.length = r_.u2("length");
        lv.name = utf8("local variable name");
        lv.descriptor = utf8("local variable descriptor");
        lv.index = r_.u2("local variable index");
        code.locals.push_back(std::move(lv));
      }
    } else {
      r_.take(length, "attribute");
    }
    r_.restore(oldEnd, attr + " attribute");
  }
  m.code = std::move(code);
}

void ClassReader::readMethod() {
  Method m;
  size_t at = r_.pos();
  m.access = r_.u2("method access flags");
  m.name = utf8("method name");
  size_t descAt = r_.pos();
  m.descriptor = utf8("method descriptor");
  try {
    parseMethodDescriptor(m.descriptor);
  } catch (const std::invalid_argument& e) {
    r_.fail(descAt, e.what());
  }
  uint16_t attrCount = r_.u2("method attributes_count");
  r_.need(size_t{attrCount} * 6, "method attributes");
  for (uint16_t k = 0; k < attrCount; ++k) {
    size_t attrAt = r_.pos();
    const std::string& attr = utf8("attribute name");
    uint32_t length = r_.u4("attribute length");
    size_t oldEnd = r_.limit(length, "attribute");
    if (attr == "Code") {
      if (m.code) r_.fail(attrAt, fmt::format("method {} has two Code attributes", m.name));
      readCode(m);
    } else if (attr == "Exceptions") {
      uint16_t n = r_.u2("number_of_exceptions");
      r_.need(size_t{n} * 2, "Exceptions");
      for (uint16_t j = 0; j < n; ++j) m.exceptions.push_back(className("exception class"));
    } else if (attr == "Signature") {
      m.signature = utf8("Signature");
    } else {
      r_.take(length, "attribute");
    }
    r_.restore(oldEnd, attr + " attribute");
  }
  bool needsCode = !m.isAbstract() && !m.isNative();
  if (needsCode != m.code.has_value()) {
    r_.fail(at, fmt::format("method {}{} {} a Code attribute", m.name, m.descriptor,
                            needsCode ? "lacks" : "must not have"));
  }
  cf_.methods.push_back(std::move(m));
}

void ClassReader::readBootstrapMethods() {
  uint16_t n = r_.u2("num_bootstrap_methods");
  r_.need(size_t{n} * 4, "BootstrapMethods");
  cf_.bootstrapMethods.clear();
  for (uint16_t k = 0; k < n; ++k) {
    BootstrapMethod bm;
    bm.methodHandle = index(tagBit(CP::kMethodHandle), "bootstrap method");
    uint16_t argc = r_.u2("num_bootstrap_arguments");
    r_.need(size_t{argc} * 2, "bootstrap arguments");
    const uint32_t loadable = detail::kLoadableTags | tagBit(CP::kMethodHandle) |
                              tagBit(CP::kMethodType) | tagBit(CP::kDynamic);
    for (uint16_t j = 0; j < argc; ++j)
      bm.arguments.push_back(index(loadable, "bootstrap argument"));
    cf_.bootstrapMethods.push_back(std::move(bm));
  }
}

void ClassReader::readClassAttributes() {
  uint16_t attrCount = r_.u2("class attributes_count");
  r_.need(size_t{attrCount} * 6, "class attributes");
  for (uint16_t k = 0; k < attrCount; ++k) {
    const std::string& attr = utf8("attribute name");
    uint32_t length = r_.u4("attribute length");
    size_t oldEnd = r_.limit(length, "attribute");
    if (attr == "SourceFile") {
      cf_.sourceFile = utf8("SourceFile");
    } else if (attr == "BootstrapMethods") {
      readBootstrapMethods();
    } else if (attr == "Signature") {
      cf_.signature = utf8("Signature");
    } else if (attr == "InnerClasses") {
      readInnerClasses();
    } else {
      r_.take(length, "attribute");
    }
    r_.restore(oldEnd, attr + " attribute");
  }
}

void ClassReader::readInnerClasses() {
  uint16_t count = r_.u2("number_of_classes");
  r_.need(size_t{count} * 8, "InnerClasses");
  for (uint16_t k = 0; k < count; ++k) {
    InnerClass ic;
    uint16_t inner = r_.u2("inner_class_info_index");
    uint16_t outer = r_.u2("outer_class_info_index");
    uint16_t name = r_.u2("inner_name_index");
    ic.access = r_.u2("inner_class_access_flags");
    ic.inner = cf_.pool.className(inner);
    if (outer != 0) ic.outer = cf_.pool.className(outer);
    if (name != 0) ic.simpleName = cf_.pool.utf8(name);
    cf_.innerClasses.push_back(std::move(ic));
  }
}

ClassHeader ClassReader::parseHeader() {
  readHeader();
  // The members' descriptors only: their attributes (code) are skipped, not parsed.
  std::vector<std::string> memberDescriptors;
  for (const char* kind : {"fields_count", "methods_count"}) {
    uint16_t count = r_.u2(kind);
    for (uint16_t k = 0; k < count; ++k) {
      r_.u2("member access flags");
      utf8("member name");
      memberDescriptors.push_back(utf8("member descriptor"));
      uint16_t attributes = r_.u2("member attributes_count");
      for (uint16_t a = 0; a < attributes; ++a) {
        const std::string& name = utf8("attribute name");
        uint32_t length = r_.u4("attribute length");
        size_t at = r_.pos();
        r_.take(length, "attribute");
        // Generic types name classes too: a List<Shape> field holds Shapes.
        if (name == "Signature" && length == 2) {
          r_.restart(at);
          memberDescriptors.push_back(utf8("member signature"));
        }
      }
    }
  }
  return headerOf(cf_, memberDescriptors);
}

void ClassReader::readHeader() {
  uint32_t magic = r_.u4("magic");
  if (magic != 0xCAFEBABE) r_.fail(0, fmt::format("bad magic 0x{:08x}, not a class file", magic));
  cf_.minorVersion = r_.u2("minor version");
  cf_.majorVersion = r_.u2("major version");
  if (cf_.majorVersion < kMinMajor || cf_.majorVersion > kMaxMajor) {
    r_.fail(6, fmt::format("unsupported class file version {}.{} (supported major versions "
                           "{}..{}, up to Java 25)",
                           cf_.majorVersion, cf_.minorVersion, kMinMajor, kMaxMajor));
  }
  readConstantPool();
  checkConstantPool();

  cf_.access = r_.u2("access flags");
  cf_.name = className("this_class");
  size_t superAt = r_.pos();
  cf_.superName = optionalClassName("super_class");
  if (cf_.superName.empty() && cf_.name != "java/lang/Object" && !(cf_.access & kAccModule)) {
    r_.fail(superAt, fmt::format("class {} has no superclass", cf_.name));
  }
  uint16_t interfaceCount = r_.u2("interfaces_count");
  r_.need(size_t{interfaceCount} * 2, "interfaces");
  for (uint16_t k = 0; k < interfaceCount; ++k) cf_.interfaces.push_back(className("interface"));
}

ClassFile ClassReader::parse() {
  readHeader();

  uint16_t fieldCount = r_.u2("fields_count");
  r_.need(size_t{fieldCount} * 8, "fields");
  cf_.fields.reserve(fieldCount);
  for (uint16_t k = 0; k < fieldCount; ++k) readField();

  uint16_t methodCount = r_.u2("methods_count");
  r_.need(size_t{methodCount} * 8, "methods");
  cf_.methods.reserve(methodCount);
  for (uint16_t k = 0; k < methodCount; ++k) readMethod();

  readClassAttributes();
  if (r_.remaining() != 0) {
    r_.fail(r_.pos(), fmt::format("{} extra bytes after the end of the class", r_.remaining()));
  }
  if (usesBootstrap_) {
    for (size_t i = 1; i < cf_.pool.entries.size(); ++i) {
      const CP::Entry& e = cf_.pool.entries[i];
      if ((e.tag == CP::kDynamic || e.tag == CP::kInvokeDynamic) &&
          e.a >= cf_.bootstrapMethods.size()) {
        r_.fail(entryOffsets_[i], fmt::format("entry #{}: bootstrap method {} does not exist "
                                              "({} in BootstrapMethods)",
                                              i, e.a, cf_.bootstrapMethods.size()));
      }
    }
  }
  return std::move(cf_);
}

}  // namespace

ClassFile parseClassFile(const std::vector<uint8_t>& bytes, const std::string& origin) {
  return ClassReader(bytes, origin).parse();
}

ClassHeader parseClassHeader(const std::vector<uint8_t>& bytes, const std::string& origin) {
  return ClassReader(bytes, origin).parseHeader();
}

namespace {

void sortUnique(std::vector<std::string>& names, const std::string& self) {
  std::erase(names, self);
  std::sort(names.begin(), names.end());
  names.erase(std::unique(names.begin(), names.end()), names.end());
}

}  // namespace

void namedClasses(const std::string& signature, std::vector<std::string>& out) {
  // Descriptors and signatures token by token: a class type "Lname;" (its name ends at ';', at
  // its type arguments or at an inner class's '.'), a type variable "TT;", a formal type
  // parameter "T:" (its bounds follow), or one character (primitives, brackets).
  for (size_t at = 0; at < signature.size();) {
    const size_t stop = signature.find_first_of(":;<>()", at);
    if (stop != std::string::npos && stop > at && signature[stop] == ':') {
      at = stop + 1;  // a formal type parameter's name
      continue;
    }
    const char c = signature[at];
    if (c == 'L' || c == 'T') {
      const size_t end = signature.find_first_of(c == 'L' ? ";<." : ";", at);
      if (end == std::string::npos) return;
      if (c == 'L') out.push_back(signature.substr(at + 1, end - at - 1));
      // An inner class's simple name ("Outer<TT;>.Inner;") is no class name of its own.
      at = signature[end] == '.' ? signature.find_first_of(";<", end) : end + 1;
      if (at == std::string::npos) return;
      continue;
    }
    ++at;
  }
}

ClassHeader headerOf(const ClassFile& cf, const std::vector<std::string>& memberDescriptors) {
  ClassHeader h{cf.name, cf.superName, cf.interfaces, cf.access, {}, {}, {}};
  const auto& entries = cf.pool.entries;
  for (const CP::Entry& e : entries) {
    if (e.tag == CP::kInvokeDynamic) {
      // The pool check made b a NameAndType and its b a method descriptor.
      const std::string& desc = entries[entries[e.b].b].text;
      size_t close = desc.rfind(')');
      if (close + 2 < desc.size() && desc[close + 1] == 'L')
        h.indyTypes.push_back(desc.substr(close + 2, desc.size() - close - 3));
    } else if (e.tag == CP::kClass) {
      const std::string& name = entries[e.a].text;
      if (name.empty()) continue;
      if (name[0] == '[')
        namedClasses(name, h.references);
      else
        h.references.push_back(name);
    } else if (e.tag == CP::kNameAndType || e.tag == CP::kMethodType) {
      namedClasses(entries[e.tag == CP::kMethodType ? e.a : e.b].text, h.references);
    }
  }
  for (const std::string& d : memberDescriptors) namedClasses(d, h.memberTypes);
  sortUnique(h.references, cf.name);
  sortUnique(h.memberTypes, cf.name);
  return h;
}

ClassHeader headerOf(const ClassFile& cf) {
  std::vector<std::string> descriptors;
  for (const auto& f : cf.fields)
    descriptors.insert(descriptors.end(), {f.descriptor, f.signature});
  for (const auto& m : cf.methods)
    descriptors.insert(descriptors.end(), {m.descriptor, m.signature});
  return headerOf(cf, descriptors);
}

}  // namespace symtest::classfile
