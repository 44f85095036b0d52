#include "classfile/class_init.hpp"

namespace symtest::classfile {

bool isEnumClass(ClassPath& classPath, const std::string& name) {
  const ClassFile* cf = classPath.find(name);
  if (!cf) return false;
  if (cf->superName == "java/lang/Enum") return true;
  // A constant with a body is an anonymous subclass of its enum, flagged ACC_ENUM.
  const ClassFile* super = classPath.find(cf->superName);
  return (cf->access & kAccEnum) && super && super->superName == "java/lang/Enum";
}

bool initializesEagerly(ClassPath& classPath, const std::string& name) {
  if (classPath.isModelClass(name)) return true;
  const ClassFile* cf = classPath.find(name);
  if (!cf || !classPath.isUserClass(name)) return false;
  return isEnumClass(classPath, name) || (cf->access & kAccSynthetic);
}

bool recordsStaticState(ClassPath& classPath, const std::string& name) {
  return classPath.isUserClass(name) && !initializesEagerly(classPath, name);
}

bool isSelfInitialized(ClassPath& classPath, const std::string& name) {
  if (classPath.isModelClass(name)) return true;
  const ClassFile* cf = classPath.find(name);
  if (!cf || !classPath.isUserClass(name)) return false;
  if (isEnumClass(classPath, name) || (cf->access & kAccSynthetic)) return true;
  bool anyStatic = false;
  for (const Field& f : cf->fields) {
    // javac's assertion switch is read as "enabled" wherever it is used.
    if (!f.isStatic() || f.name == "$assertionsDisabled") continue;
    anyStatic = true;
    if (!(f.access & kAccFinal)) return false;
  }
  return anyStatic;
}

std::vector<std::string> enumConstantNames(ClassPath& classPath, const std::string& name) {
  std::vector<std::string> out;
  const ClassFile* cf = classPath.find(name);
  if (!cf) return out;
  for (const Field& f : cf->fields)
    if (f.isStatic() && (f.access & kAccEnum)) out.push_back(f.name);
  return out;
}

}  // namespace symtest::classfile
