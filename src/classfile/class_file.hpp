// The class model: an immutable, parsed view of one JVM class file (JVMS ch. 4).
#pragma once

#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <variant>
#include <vector>

namespace symtest::classfile {

// Access flags (JVMS 4.1, 4.5, 4.6).
enum AccessFlag : uint16_t {
  kAccPublic = 0x0001,
  kAccPrivate = 0x0002,
  kAccProtected = 0x0004,
  kAccStatic = 0x0008,
  kAccFinal = 0x0010,
  kAccSynchronized = 0x0020,
  kAccBridge = 0x0040,
  kAccVarargs = 0x0080,
  kAccNative = 0x0100,
  kAccInterface = 0x0200,
  kAccAbstract = 0x0400,
  kAccSynthetic = 0x1000,
  kAccEnum = 0x4000,
};

// A malformed or truncated class file; `offset` is the byte position where parsing failed.
class ClassFormatError : public std::runtime_error {
 public:
  ClassFormatError(std::string origin, size_t offset, const std::string& message);
  const std::string& origin() const { return origin_; }
  size_t offset() const { return offset_; }

 private:
  std::string origin_;
  size_t offset_;
};

// A field or method reference resolved from the constant pool (class name uses slashes).
struct MemberRef {
  std::string owner;
  std::string name;
  std::string descriptor;
};

// Resolved loadable constants (ldc, ConstantValue).
struct StringConstant {
  std::string value;  // modified UTF-8 decoded to UTF-8
};
struct ClassConstant {
  std::string name;  // internal name or array descriptor
};
using Constant = std::variant<int32_t, int64_t, float, double, StringConstant, ClassConstant>;

// The constant pool with typed accessors; every accessor checks the index and the tag and
// throws ClassFormatError on mismatch.
class ConstantPool {
 public:
  enum Tag : uint8_t {
    kUtf8 = 1,
    kInteger = 3,
    kFloat = 4,
    kLong = 5,
    kDouble = 6,
    kClass = 7,
    kString = 8,
    kFieldref = 9,
    kMethodref = 10,
    kInterfaceMethodref = 11,
    kNameAndType = 12,
    kMethodHandle = 15,
    kMethodType = 16,
    kDynamic = 17,
    kInvokeDynamic = 18,
    kModule = 19,
    kPackage = 20,
  };
  struct Entry {
    uint8_t tag = 0;    // 0 = unusable slot (index 0, second half of long/double)
    uint16_t a = 0;     // first index operand (class name, name, bootstrap, ...)
    uint16_t b = 0;     // second index operand (name-and-type, descriptor)
    uint64_t bits = 0;  // raw value of numeric constants
    std::string text;   // decoded Utf8
  };

  std::string origin;  // file the pool was read from, for error messages
  std::vector<Entry> entries;

  uint16_t size() const { return static_cast<uint16_t>(entries.size()); }
  uint8_t tag(uint16_t index) const;
  const std::string& utf8(uint16_t index) const;
  const std::string& className(uint16_t index) const;
  MemberRef memberRef(uint16_t index) const;  // Fieldref, Methodref, InterfaceMethodref
  Constant loadable(uint16_t index) const;    // Integer, Float, Long, Double, String, Class
  // For InvokeDynamic: bootstrap method attr index and name/type.
  MemberRef invokeDynamic(uint16_t index, uint16_t* bootstrapIndex = nullptr) const;
};

struct ExceptionHandler {
  uint16_t startPc = 0;
  uint16_t endPc = 0;  // exclusive
  uint16_t handlerPc = 0;
  std::string catchType;  // internal class name; empty for catch-all (finally)
};

struct LineNumber {
  uint16_t startPc = 0;
  uint16_t line = 0;
};

struct LocalVariable {
  uint16_t startPc = 0;
  uint16_t length = 0;
  std::string name;
  std::string descriptor;
  uint16_t index = 0;
};

struct Code {
  uint16_t maxStack = 0;
  uint16_t maxLocals = 0;
  std::vector<uint8_t> bytecode;
  size_t bytecodeFileOffset = 0;  // where the bytecode starts in the class file
  std::vector<ExceptionHandler> handlers;
  std::vector<LineNumber> lines;
  std::vector<LocalVariable> locals;

  // Source line of the instruction at `pc`, or 0 when unknown.
  int lineAt(uint32_t pc) const;
  // Name of local `slot` live at `pc` from LocalVariableTable, or empty.
  std::string localName(uint16_t slot, uint32_t pc) const;
};

struct Field {
  uint16_t access = 0;
  std::string name;
  std::string descriptor;
  std::optional<Constant> constantValue;
  std::string signature;  // generic type signature, when the field has one
  bool isStatic() const { return access & kAccStatic; }
};

struct Method {
  uint16_t access = 0;
  std::string name;
  std::string descriptor;
  std::optional<Code> code;             // absent for abstract and native methods
  std::vector<std::string> exceptions;  // declared `throws`
  std::string signature;                // generic signature, when the method has one
  bool isStatic() const { return access & kAccStatic; }
  bool isAbstract() const { return access & kAccAbstract; }
  bool isNative() const { return access & kAccNative; }
  bool isPrivate() const { return access & kAccPrivate; }
  bool isSynthetic() const { return access & kAccSynthetic; }
  bool isConstructor() const { return name == "<init>"; }
  bool isClassInitializer() const { return name == "<clinit>"; }
};

struct BootstrapMethod {
  uint16_t methodHandle = 0;
  std::vector<uint16_t> arguments;
};

// An entry of the InnerClasses attribute: a nested class, its enclosing class (empty for local
// and anonymous classes), its simple name (empty when anonymous) and its declared access.
struct InnerClass {
  std::string inner;
  std::string outer;
  std::string simpleName;
  uint16_t access = 0;
};

struct ClassFile {
  std::string origin;  // file (or jar!/entry) it was read from
  uint16_t minorVersion = 0;
  uint16_t majorVersion = 0;
  uint16_t access = 0;
  std::string name;       // internal name, e.g. "com/acme/Util"
  std::string superName;  // empty only for java/lang/Object
  std::vector<std::string> interfaces;
  std::vector<Field> fields;
  std::vector<Method> methods;
  std::string sourceFile;
  std::vector<BootstrapMethod> bootstrapMethods;
  std::string signature;  // generic signature ("<E:Ljava/lang/Object;>..."), when present
  std::vector<InnerClass> innerClasses;
  ConstantPool pool;

  bool isInterface() const { return access & kAccInterface; }
  bool isAbstract() const { return access & kAccAbstract; }
  // Dotted name, e.g. "com.acme.Util".
  std::string javaName() const;
  const Method* findMethod(const std::string& name, const std::string& descriptor) const;
  const Field* findField(const std::string& name) const;
};

// Parses a class file; `origin` names it in errors. Accepts major versions 45..65 (Java 21).
ClassFile parseClassFile(const std::vector<uint8_t>& bytes, const std::string& origin);

// What hierarchy questions need of a class, read from the start of its file only (the constant
// pool, flags, this, super and interfaces): a class path of thousands of classes is indexed
// without reading their fields, methods or code.
struct ClassHeader {
  std::string name, superName;
  std::vector<std::string> interfaces;
  uint16_t access = 0;
  // The classes its invokedynamic sites return (a lambda's functional interface, ...): what
  // the synthetic classes it spins may be instances of.
  std::vector<std::string> indyTypes;
  // The other classes its code names (class constants: what it creates, casts to, calls
  // statically; and the classes in the descriptors of the members it uses), sorted: the edges
  // of the class path's reference graph (ClassPath::scopeClasses).
  std::vector<std::string> references;
  // The classes in the descriptors of its own fields and methods, sorted: the types its
  // objects' fields and its methods' parameters hold, which inputs may take.
  std::vector<std::string> memberTypes;
  bool isInterface() const { return access & kAccInterface; }
  bool isAbstract() const { return access & kAccAbstract; }
};

// The header of a class file (checked as parseClassFile checks that part).
ClassHeader parseClassHeader(const std::vector<uint8_t>& bytes, const std::string& origin);
// The header of a class already parsed (or built in memory).
ClassHeader headerOf(const ClassFile& cf);
// The classes named in a field or method descriptor or a generic signature (array element
// classes and type arguments included).
void namedClasses(const std::string& descriptor, std::vector<std::string>& out);

}  // namespace symtest::classfile
