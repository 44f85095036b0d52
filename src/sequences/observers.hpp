// Observers (Symstra): public methods that read the receiver's state without changing it.
// Sequences do not extend states by them; tests assert their results after the last call.
#pragma once

#include <map>
#include <string>

#include "classfile/class_path.hpp"
#include "classfile/method_id.hpp"

namespace symtest::sequences {

// Decides, by the bytecode, whether methods write no field, static or array element, directly
// or through the methods they call (methods of user classes, or of a few side-effect-free JDK
// classes); monitors, invokedynamic and unknown callees count as writes.
class PurityAnalysis {
 public:
  explicit PurityAnalysis(classfile::ClassPath& classPath) : cp_(classPath) {}
  bool isPure(const classfile::MethodId& method);

 private:
  bool analyse(const classfile::MethodId& method);
  classfile::ClassPath& cp_;
  std::map<std::string, bool> known_;  // by key; recursion assumes pure (greatest fixpoint)
};

}  // namespace symtest::sequences
