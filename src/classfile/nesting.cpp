#include "classfile/nesting.hpp"
#include "classfile/class_names.hpp"

namespace symtest::classfile {

namespace {

// The InnerClasses entry a class keeps about itself, if it is nested, local or anonymous.
const InnerClass* selfEntry(ClassPath& cp, const std::string& name) {
  const ClassFile* cf = cp.find(name);
  if (!cf) return nullptr;
  for (const InnerClass& ic : cf->innerClasses)
    if (ic.inner == name) return &ic;
  return nullptr;
}

std::string elementOf(const std::string& arrayDescriptor, size_t& dims) {
  dims = 0;
  while (dims < arrayDescriptor.size() && arrayDescriptor[dims] == '[') ++dims;
  std::string e = arrayDescriptor.substr(dims);
  if (e.size() > 2 && e[0] == 'L') return e.substr(1, e.size() - 2);
  return e;  // a primitive descriptor
}

std::string primitiveName(char d) {
  switch (d) {
    case 'Z':
      return "boolean";
    case 'B':
      return "byte";
    case 'C':
      return "char";
    case 'S':
      return "short";
    case 'I':
      return "int";
    case 'J':
      return "long";
    case 'F':
      return "float";
    case 'D':
      return "double";
    default:
      return "";
  }
}

}  // namespace

std::string enclosingInstanceClass(ClassPath& cp, const std::string& name) {
  const InnerClass* self = selfEntry(cp, name);
  if (!self || self->outer.empty() || self->simpleName.empty() || (self->access & kAccStatic))
    return "";
  return self->outer;
}

std::string simpleSourceName(ClassPath& cp, const std::string& name) {
  const InnerClass* self = selfEntry(cp, name);
  return self ? self->simpleName : "";
}

std::string packageOf(const std::string& name) {
  auto slash = name.rfind('/');
  return slash == std::string::npos ? "" : name.substr(0, slash);
}

std::string sourceName(ClassPath& cp, const std::string& name) {
  if (!name.empty() && name[0] == '[') {
    size_t dims = 0;
    std::string element = elementOf(name, dims);
    std::string base = element.size() == 1 ? primitiveName(element[0]) : sourceName(cp, element);
    if (base.empty()) return "";
    for (size_t i = 0; i < dims; ++i) base += "[]";
    return base;
  }
  const InnerClass* self = selfEntry(cp, name);
  if (!self) {  // top level (or unknown: named by its binary name)
    std::string s = classfile::dottedName(name);
    return s;
  }
  if (self->outer.empty() || self->simpleName.empty()) return "";  // local or anonymous
  std::string outer = sourceName(cp, self->outer);
  return outer.empty() ? "" : outer + "." + self->simpleName;
}

bool isAccessibleFrom(ClassPath& cp, const std::string& name, const std::string& package) {
  if (!name.empty() && name[0] == '[') {
    size_t dims = 0;
    std::string element = elementOf(name, dims);
    return element.size() == 1 || isAccessibleFrom(cp, element, package);
  }
  // The JDK's internal packages: java.base does not export them to a test's unnamed module.
  for (const char* internal : {"sun/", "jdk/internal/", "com/sun/"})
    if (name.rfind(internal, 0) == 0 && !cp.isUserClass(name)) return false;
  std::string current = name;
  for (int depth = 0; depth < 64; ++depth) {  // a corrupt class path may loop
    const InnerClass* self = selfEntry(cp, current);
    const ClassFile* cf = cp.find(current);
    uint16_t access = self ? self->access : cf ? cf->access : uint16_t{kAccPublic};
    bool samePackage = packageOf(current) == package;
    if (access & kAccPrivate) return false;
    if (!(access & kAccPublic) && !samePackage) return false;
    if (!self) {
      // An auxiliary class (a second top-level class of another class's source file): javac
      // warns wherever another file names it, so a test reaches it as code outside could.
      const std::string simple = current.substr(current.rfind('/') + 1);
      return (access & kAccPublic) || !cf || cf->sourceFile.empty() ||
             cf->sourceFile == simple + ".java";
    }
    if (self->outer.empty() || self->simpleName.empty()) return false;  // local, anonymous
    current = self->outer;
  }
  return false;
}

}  // namespace symtest::classfile
