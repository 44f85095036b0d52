// The CLP driver of method sequences: a pseudo-method whose derivations are the call
// sequences on one class (Symstra): a public constructor with fresh arguments, then up to
// `length` public methods, each with fresh arguments, then, when the last call returned, each
// observer. After each call a checkpoint predicate (left to a call handler) sees the receiver,
// the arguments, the result and the flag, and says whether the state reached is worth
// extending.
#pragma once

#include <string>
#include <vector>

#include "classfile/descriptor.hpp"
#include "classfile/method_id.hpp"
#include "translate/translator.hpp"

namespace symtest::sequences {

// A public constructor or method a sequence calls.
struct Operation {
  classfile::MethodId method;  // as declared (the class that declares it)
  classfile::MethodDescriptor descriptor;
  clp::PredId entry = clp::kNoPred;
  std::vector<std::string> paramNames;  // source names, or p1, p2, ...
  // Per parameter, the descriptor of the fresh symbolic value passed ("I", "[I",
  // "Ljava/lang/Integer;" for an Object parameter), or empty: the argument is null, or an
  // object (objectArguments).
  std::vector<std::string> arguments;
  // Per parameter of an analysed class's type (and equals(Object)): what the path may pass
  // besides null, as Symstra passes the objects its sequences build: the receiver itself,
  // and an object of `builtClass` built through that class's API (see ApiReceivers).
  struct ObjectArgument {
    bool receiver = false;
    std::string builtClass;              // empty: none
    std::string typeArguments;           // of the built class in tests ("<Integer>"), if generic
    clp::PredId builder = clp::kNoPred;  // its builder, once translated
    bool any() const { return receiver || !builtClass.empty(); }
  };
  std::vector<ObjectArgument> objectArguments;
  // A pure method with no parameters and a primitive result: never a step, asserted after
  // the last call instead.
  bool observer = false;
  // What a test calling it declares (MethodResult::checkedThrows), and whether a null
  // argument needs a cast (MethodResult::overloadedArity).
  std::string checkedThrows;
  bool overloadedArity = false;
  bool isConstructor() const { return method.name == "<init>"; }
};

struct Driver {
  clp::PredId entry = clp::kNoPred;  // seq([],[],EF)
  // checkpoint([Obj, Args..., [Result], EF], [Extend, EF]) per operation, by index.
  std::vector<clp::PredId> checkpoints;
  std::vector<bool> observes;  // by operation: the checkpoint of an observer
};

// Adds the driver of `operations` on `className` to the translator's program. Constructors
// start a sequence, the other operations extend it, at most `length` of them.
Driver addDriver(translate::Translator& translator, const std::string& className,
                 const std::vector<Operation>& operations, uint32_t length);

// Adds the builder of `className`'s objects through `operations` (gen --receivers api, see
// testcase::ReceiverBuilder): build(Obj) -> (EF), a constructor then up to `calls` methods.
clp::PredId addReceiverBuilder(translate::Translator& translator, const std::string& className,
                               const std::vector<Operation>& operations, uint32_t calls);

}  // namespace symtest::sequences
