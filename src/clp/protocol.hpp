// The names symtest's own parts agree on beyond the Java program, in one place: the primitives
// the JDK models call (java.lang.SymtestPrimitives, translated into External statements), and
// the hidden fields the translator and the engine keep in the heap beside the program's
// ("Owner.symtest$name": '$' names no class of the program declares). The translator, the
// engine, the test-case builder and the summaries use these, never their own literals.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>

namespace symtest::clp::protocol {

// The class of the primitives; the models call its static native methods.
inline constexpr std::string_view kPrimitives = "java/lang/SymtestPrimitives";
// Character's classification over all of Unicode: boolean natives named like Character's
// methods (isLetter(int), isDefined(int), ...), tested by the solver as code point sets.
inline constexpr std::string_view kUnicode = "java/lang/SymtestUnicode";

// The pseudo-class of the predicates src/sequences adds (sequence drivers, receiver builders),
// and the pseudo-method of those that build a receiver before the method under test runs.
inline constexpr std::string_view kSequencesClass = "symtest/Sequences";
inline constexpr std::string_view kReceiverBuilder = "build";

// Primitives with two variants under one External kind; Stmt::field says which.
inline constexpr std::string_view kMessageKnown = "messageKnown";  // did analysed code give t one
inline constexpr std::string_view kMessage = "message";            // the message it gave
inline constexpr std::string_view kClassName = "className";        // an object's class's name
inline constexpr std::string_view kNameOfClass = "nameOfClass";    // a Class object's name
// The Class queries (ExternalKind::ClassQuery): componentClass(c) (the Class of an array
// class's elements, or null), isSubclassOf(a, b) (a's objects are b's), isArrayClass(c),
// isPrimitiveClass(c), primitiveClass(char) (int.class from 'I'), newArrayOf(c, n) (a new
// array of n elements of c's type).
inline constexpr std::string_view kClassQueries[] = {"componentClass", "isSubclassOf",
                                                     "isArrayClass",   "isPrimitiveClass",
                                                     "primitiveClass", "newArrayOf"};
// A TypeIs guard on this class holds for every array (Object's methods on arrays).
inline constexpr std::string_view kAnyArray = "[";

// What marks a field as hidden ("Owner" + kHiddenMarker + name).
inline constexpr std::string_view kHiddenMarker = ".symtest$";
inline bool isHiddenField(std::string_view qualified) {
  return qualified.find(kHiddenMarker) != std::string_view::npos;
}

// Throwable: the message a translated exception constructor stored, and whether it did.
inline constexpr std::string_view kThrowableOwner = "java/lang/Throwable";
inline constexpr std::string_view kKnownField = "symtest$known";
inline constexpr std::string_view kMessageField = "symtest$message";
inline constexpr std::string_view kThrowableKnown = "java/lang/Throwable.symtest$known";
inline constexpr std::string_view kThrowableMessage = "java/lang/Throwable.symtest$message";

// Object: compared by == with another object along the path; its identity hash code.
inline constexpr std::string_view kObjectCompared = "java/lang/Object.symtest$compared";
inline constexpr std::string_view kObjectHash = "java/lang/Object.symtest$hash";
// The primitive that gives new Random() its seed, a value the JVM chooses.
inline constexpr std::string_view kUnknownSeed = "unknownSeed";
// An input object built by a constructor (a record by its canonical one, a receiver through its
// class's API): its fields start at their defaults, not as inputs.
inline constexpr std::string_view kBuilt = "java/lang/Object.symtest$built";

// The owner and the name of a hidden field ("Owner.symtest$name"), as statements name a field:
// the owner's internal name has no '.'.
inline std::pair<std::string, std::string> hiddenFieldParts(std::string_view field) {
  const size_t dot = field.find('.');
  return {std::string(field.substr(0, dot)), std::string(field.substr(dot + 1))};
}

// Among the statics (object 0): the interned string of each literal ("...literal:" + text),
// the Class object of each class ("java/lang/Class.symtest$" + internal name).
inline constexpr std::string_view kStringLiteralPrefix = "java/lang/String.symtest$literal:";
inline constexpr std::string_view kClassObjectPrefix = "java/lang/Class.symtest$";
inline std::string classObjectField(std::string_view className) {
  return std::string(kClassObjectPrefix) + std::string(className);
}
inline std::string stringLiteralField(std::string_view key) {
  return std::string(kStringLiteralPrefix) + std::string(key);
}

// A class's initialization state along the path (statics).
inline std::string initializedField(std::string_view className) {
  return std::string(className) + ".symtest$init";
}

// An object's constructor argument, kept for the test that builds it ("Cls.symtest$arg:f").
inline constexpr std::string_view kArgMarker = ".symtest$arg:";
inline std::string argumentField(std::string_view className, std::string_view name) {
  return std::string(className) + std::string(kArgMarker) + std::string(name);
}

// JDK objects a call run on the JVM beside the run made (src/concrete): the step of the path's
// JDK calls that first held the object and its number in that call (-1: the call's result),
// whether a later call had it (a call may have changed it), and what tests write for it: an
// expression that makes an equal object, whether its class compares by equals, and the static
// field of a constant ("owner.field", both String objects).
inline constexpr std::string_view kJdkStep = "java/lang/Object.symtest$jdk.step";
inline constexpr std::string_view kJdkNumber = "java/lang/Object.symtest$jdk.number";
inline constexpr std::string_view kJdkUsed = "java/lang/Object.symtest$jdk.used";
inline constexpr std::string_view kJdkExpression = "java/lang/Object.symtest$jdk.expression";
inline constexpr std::string_view kJdkEquals = "java/lang/Object.symtest$jdk.equals";
inline constexpr std::string_view kJdkConstant = "java/lang/Object.symtest$jdk.constant";
// Among the statics: the path's JDK calls that hold JDK objects (their count; each call's
// bytes by index into the run's table; the objects of its scope and its result), what ran on
// the JVM (the count and each record's index), and the fixed system properties read.
inline constexpr std::string_view kJdkSteps = "java/lang/Object.symtest$jdk.steps";
inline constexpr std::string_view kJdkRecords = "java/lang/Object.symtest$jdk.records";
inline std::string jdkStepField(uint32_t step) {
  return "java/lang/Object.symtest$jdk.step:" + std::to_string(step);
}
inline std::string jdkObjectField(uint32_t step, int32_t number) {
  return "java/lang/Object.symtest$jdk.object:" + std::to_string(step) + ":" +
         std::to_string(number);
}
inline std::string jdkRecordField(uint32_t record) {
  return "java/lang/Object.symtest$jdk.record:" + std::to_string(record);
}
inline constexpr std::string_view kJdkPropertyPrefix = "java/lang/Object.symtest$jdk.property:";
// Among the statics: the String a System.setProperty on the path wrote (by property name).
inline constexpr std::string_view kJdkWrittenPropertyPrefix =
    "java/lang/Object.symtest$jdk.written:";
// Among the statics: a JDK static field without a model, read from the JVM (owner.name).
inline std::string jdkStaticField(std::string_view owner, std::string_view name) {
  return "java/lang/Object.symtest$jdk.static:" + std::string(owner) + "." + std::string(name);
}

}  // namespace symtest::clp::protocol
