#include "sequences/observers.hpp"

#include <array>

#include "classfile/bytecode.hpp"
#include "classfile/hierarchy.hpp"
#include "classfile/opcodes.hpp"

namespace symtest::sequences {

namespace {

// JDK classes whose methods change no state a test can observe.
bool sideEffectFreeJdk(const std::string& owner) {
  static const std::array<const char*, 12> classes = {
      "java/lang/Math",  "java/lang/StrictMath", "java/lang/Integer",   "java/lang/Long",
      "java/lang/Short", "java/lang/Byte",       "java/lang/Character", "java/lang/Boolean",
      "java/lang/Float", "java/lang/Double",     "java/lang/String",    "java/util/Objects"};
  for (const char* c : classes)
    if (owner == c) return true;
  return false;
}

}  // namespace

bool PurityAnalysis::isPure(const classfile::MethodId& method) {
  auto it = known_.find(method.key());
  if (it != known_.end()) return it->second;
  known_[method.key()] = true;  // a recursive call assumes what the whole proves
  bool pure = analyse(method);
  known_[method.key()] = pure;
  return pure;
}

bool PurityAnalysis::analyse(const classfile::MethodId& method) {
  const auto* cf = cp_.find(method.className);
  if (!cf) return false;
  const classfile::Method* m = cf->findMethod(method.name, method.descriptor);
  if (!m || !m->code) return false;
  for (const auto& ins : classfile::decodeBytecode(*m->code, cf->origin)) {
    using namespace classfile::op;
    switch (ins.opcode) {
      case putfield:
      case putstatic:
      case iastore:
      case lastore:
      case fastore:
      case dastore:
      case aastore:
      case bastore:
      case castore:
      case sastore:
      case monitorenter:
      case invokedynamic:
        return false;
      case invokevirtual:
      case invokespecial:
      case invokestatic:
      case invokeinterface: {
        classfile::MemberRef ref = cf->pool.memberRef(static_cast<uint16_t>(ins.operand));
        // A JDK constructor sets up a fresh object (an exception to throw): the receiver's
        // state is untouched.
        if (sideEffectFreeJdk(ref.owner) || (ref.name == "<init>" && !cp_.isUserClass(ref.owner)))
          continue;
        if (!cp_.isUserClass(ref.owner) || ins.opcode == invokeinterface) return false;
        std::string owner =
            ins.opcode == invokestatic
                ? classfile::staticMethodOwner(cp_, ref.owner, ref.name, ref.descriptor)
                : classfile::selectMethod(cp_, ref.owner, ref.name, ref.descriptor);
        // The target an object of the named class runs (the receiver of an observer is
        // exactly the class under test).
        if (owner.empty() || !isPure({owner, ref.name, ref.descriptor})) return false;
        break;
      }
      default:
        break;
    }
  }
  return true;
}

}  // namespace symtest::sequences
