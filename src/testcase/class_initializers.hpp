// Class initialization before the method under test: the <clinit> predicates of the classes
// initialized eagerly (models, enums, switch maps) that it may touch, dependencies first, then
// the initialization of the method's own class. Other classes are initialized on first use.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "clp/program.hpp"
#include "translate/translator.hpp"

namespace symtest::testcase {

// The classes the input heap of `entry` can hold (receiver, parameters, their subclasses and
// what their fields hold, transitively); Object inputs are the classes the code tests for.
std::set<std::string> inputClasses(const clp::Program& program, clp::PredId entry,
                                   classfile::ClassPath& cp);

// Methods whose predicates are reachable from `entry` (the target and its callees). With a
// class path, a virtual call reaches only the classes whose objects can exist (rapid type
// analysis): classes the program creates, and the classes the method's inputs can have.
// `possible`, when given, receives the classes whose objects can exist (with a class path).
// `inputs`, when given, are the descriptors of the inputs as the run makes them (a type
// variable bound to Integer, not its erasure Comparable), with the receiver's class first.
// `initializers` are the class initializers that run before the method: the objects they
// create exist too (none run when not given).
std::set<uint32_t> reachableMethods(const clp::Program& program, clp::PredId entry,
                                    classfile::ClassPath* typed = nullptr,
                                    std::set<std::string>* possible = nullptr,
                                    const std::vector<std::string>* inputs = nullptr,
                                    const std::vector<clp::PredId>* initializers = nullptr);
// The methods reachable from any of `entries` in one traversal (no class path: every call's
// candidates): what a result's content hash covers.
std::set<uint32_t> reachableMethods(const clp::Program& program,
                                    const std::vector<clp::PredId>& entries);

struct ClassInitialization {
  std::vector<clp::PredId> initializers;  // run in this order
  std::vector<std::string> problems;      // initializers that could not be translated
};

// Initializers needed by the code reachable from `entry` and by inputs of `inputTypes`
// (field and parameter descriptors), each after the classes its own code needs, and last the
// initialization of `ownClass`, the class of the method under test. The code `builders` reach
// (the receiver's, see ReceiverBuilder) runs before the method too.
ClassInitialization classInitializers(translate::Translator& translator,
                                      classfile::ClassPath& classPath, clp::PredId entry,
                                      const std::vector<std::string>& inputDescriptors,
                                      const std::string& ownClass,
                                      const std::vector<clp::PredId>& builders = {});

}  // namespace symtest::testcase
