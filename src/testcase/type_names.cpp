#include "testcase/type_names.hpp"

#include "classfile/nesting.hpp"

namespace symtest::testcase {

void nameTypes(classfile::ClassPath& classPath, results::GenerationResult& result) {
  results::TypeNames& names = result.typeNames;
  auto note = [&](const std::string& type, const std::string& package) {
    if (type.empty()) return;
    if (!names.source.count(type)) {
      names.source[type] = classfile::sourceName(classPath, type);
      // An array of a generic class is named raw too (Comparable[]).
      std::string element = type;
      while (!element.empty() && element[0] == '[') element.erase(0, 1);
      if (type[0] == '[' && element.size() > 2 && element[0] == 'L')
        element = element.substr(1, element.size() - 2);
      const classfile::ClassFile* cf = element.size() > 1 ? classPath.find(element) : nullptr;
      if (cf && !cf->signature.empty() && cf->signature[0] == '<') names.generic.insert(type);
    }
    std::string element = type;
    while (!element.empty() && element[0] == '[') element.erase(0, 1);
    if (element.size() > 2 && element[0] == 'L') element = element.substr(1, element.size() - 2);
    if (!classfile::isAccessibleFrom(classPath, type, package) ||
        classPath.isModelOnlyClass(element))
      names.inaccessible.insert({type, package});
  };
  for (const results::MethodResult& m : result.methods) {
    const std::string package = classfile::packageOf(m.method.className);
    note(m.method.className, package);
    for (const results::Parameter& p : m.params) {
      note(p.type.kind == classfile::JavaType::Kind::Array ? p.type.descriptor() : p.type.className,
           package);
      note(p.inputClass, package);
    }
    note(m.enclosingClass, package);
    note(m.resultType.kind == classfile::JavaType::Kind::Array ? m.resultType.descriptor()
                                                               : m.resultType.className,
         package);
    for (const results::TestCase& t : m.tests) {
      note(t.exceptionClass, package);
      for (const results::ObjectSnapshot& o : t.objects) {
        note(o.type, package);
        note(o.constantOwner, package);
        note(o.finalOwner, package);
        for (const auto* slots : {&o.initial, &o.final})
          for (const results::SlotValue& s : *slots) note(s.owner, package);
      }
      for (const auto* slots : {&t.staticsBefore, &t.staticsAfter})
        for (const results::SlotValue& s : *slots) note(s.owner, package);
    }
  }
}

}  // namespace symtest::testcase
