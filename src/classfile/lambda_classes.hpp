// The classes the JVM spins for lambdas and method references (LambdaMetafactory), written as
// ordinary class models: one per invokedynamic call site, implementing the functional
// interface, holding the captured values in fields, and one method per descriptor (the
// interface method, and altMetafactory's bridges) whose bytecode adapts the arguments
// (casts, unboxing, boxing, widening) and calls the implementation method. The engine then
// translates, dispatches to and executes them like any analysed code.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "classfile/class_file.hpp"

namespace symtest::classfile {

// The lambda class of one call site: `Owner$$Lambda$<constant pool index of the site>`.
std::string lambdaClassName(const std::string& owner, uint16_t invokeDynamicIndex);

// Whether the invokedynamic entry `index` of `cls` is a LambdaMetafactory call site.
bool isLambdaSite(const ClassFile& cls, uint16_t invokeDynamicIndex);

// The lambda classes of every LambdaMetafactory call site of `cls`. A site whose
// bootstrap arguments are malformed (not as javac emits them) yields no class: translating
// its invokedynamic then fails with a clear reason.
std::vector<std::unique_ptr<ClassFile>> lambdaClasses(const ClassFile& cls);

// Name of the field holding the k-th captured value.
std::string capturedField(size_t k);

// A record's toString, hashCode and equals, which javac leaves to an invokedynamic of
// java.lang.runtime.ObjectMethods (record_methods.cpp): static methods of the class
// `Record$$ObjectMethods` taking the record first, with the descriptor of the call site.
std::string objectMethodsClassName(const std::string& record);
bool isObjectMethodsSite(const ClassFile& cls, uint16_t invokeDynamicIndex);
// nullptr when `record` has no such call site.
std::unique_ptr<ClassFile> objectMethodsClass(const ClassFile& record);

// Pattern matching switches (SwitchBootstraps.typeSwitch/enumSwitch, switch_methods.cpp): a
// static method named and typed like the call site, of class `Owner$$Switch$<index>`.
std::string switchClassName(const std::string& owner, uint16_t invokeDynamicIndex);
bool isSwitchSite(const ClassFile& cls, uint16_t invokeDynamicIndex);
std::vector<std::unique_ptr<ClassFile>> switchClasses(const ClassFile& cls);

}  // namespace symtest::classfile
