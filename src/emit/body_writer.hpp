// Private to emit: the writer of one JUnit test body. junit_body.cpp arranges the input heap
// and the statics; junit_assertions.cpp acts and asserts.
#pragma once

#include <fmt/format.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "classfile/class_names.hpp"
#include "emit/java_text.hpp"
#include "emit/junit_body.hpp"
#include "emit/library_values.hpp"

namespace symtest::emit {

using results::ConcreteValue;
using results::ObjectSnapshot;
using results::SlotValue;
using results::TestCase;

class BodyWriter {
 public:
  BodyWriter(const results::MethodResult& m, const TestCase& t, const results::TypeNames& names)
      : m_(m), t_(t), names_t_(names), package_(packageOf(m.method.className)) {}

  JUnitBody write();

 private:
  static std::string packageOf(const std::string& internal) {
    auto slash = internal.rfind('/');
    return slash == std::string::npos ? "" : internal.substr(0, slash);
  }
  bool nameable(const std::string& t) const { return names_t_.accessible(t, package_); }
  // The source name of a type the test class can name (a class or an array descriptor).
  std::string sourceName(const std::string& t) const {
    if (!t.empty() && t[0] == '[' && !names_t_.source.count(t)) return javaTypeName(t);
    return javaComment(names_t_.sourceOf(t));
  }
  // A variable's declared type: the source name, or Object for a type the test cannot name.
  std::string declared(const std::string& t) {
    if (!nameable(t)) return "Object";
    // A generic class named without type arguments (a raw type): the test method then
    // suppresses the warnings that comes with (raw types, unchecked calls).
    if (names_t_.generic.count(t)) rawTypes_ = true;
    return sourceName(t);
  }
  // A Class<?> expression: Foo.class, or type("p.Outer$Hidden") through reflection.
  std::string classOf(const std::string& t) {
    if (nameable(t)) return sourceName(t) + ".class";
    typeHelper_ = true;
    std::string binary = classfile::dottedName(t);
    return fmt::format("type({})", javaStringLiteral(binary));
  }
  static std::string indentBy(const std::string& code);
  void line(const std::string& s) { body_ += "        " + s + "\n"; }

  std::string unique(std::string base) {
    std::string name = base;
    for (int n = 2; used_.count(name) || name == "result"; ++n) name = base + std::to_string(n);
    used_.insert(name);
    return name;
  }

  // A StringBuilder's text as it was or at the end, as a literal.
  std::string builderText(size_t k, bool initial) const {
    return javaStringLiteral(results::builderContent(t_, k, initial));
  }

  // What a value-like object equals: a string literal, or Integer.valueOf(5).
  std::string expectedValue(const ObjectSnapshot& o) {
    if (o.type == "java/lang/String") return stringLiteral(t_, o);
    return fmt::format("{}.valueOf({})", sourceName(o.type), boxedLiteral(o));
  }

  void nameInputObjects();

  // java.util.Optional and its primitive variants: compared by value (Optional.of(5)).
  static bool isOptional(const std::string& t) {
    return t == "java/util/Optional" || t == "java/util/OptionalInt" ||
           t == "java/util/OptionalLong" || t == "java/util/OptionalDouble";
  }
  // JDK classes the test cannot open (java.base does not open its packages to reflection).
  static bool isJdkInternal(const std::string& t) {
    return t.rfind("java/", 0) == 0 || t.rfind("jdk/", 0) == 0;
  }
  // A class of symtest's models the JDK does not have (java.util.stream.SymtestStream): the
  // JVM made an object of its own class there, which the test cannot name.
  static bool isModelHelper(const std::string& t) {
    return isJdkInternal(t) && t.compare(t.rfind('/') + 1, 7, "Symtest") == 0;
  }
  // Asserts the class of the object `name` holds, or only that it exists.
  void assertClassOf(const std::string& type, const std::string& name) {
    if (isModelHelper(type))
      line(fmt::format("assertNotNull({});", name));
    else
      line(fmt::format("assertEquals({}, {}.getClass());", classOf(type), name));
  }
  // Optional.of(v) / Optional.empty() equal to a final Optional, or empty when its value
  // cannot be written.
  std::string expectedOptional(size_t k);

  // A value as the test writes it; an object the test has not made yet is made first (an
  // element of a collection a class initializer filled).
  std::string literal(const ConcreteValue& v) {
    if (!v.isReference()) return emit::literal(v);
    if (v.isNull()) return "null";
    const auto k = static_cast<size_t>(v.value);
    if (!names_.count(k)) {
      names_[k] = unique("element");
      allocateOnce(k);
    }
    return names_.at(k);
  }

  void saveStatics();

  std::string callArguments(const std::vector<ConcreteValue>& args);
  void initializeOnce(size_t k) {
    if (initialized_.insert(k).second) initialize(k);
  }

  // Builds input object `k` after the objects its construction names (a list's elements).
  void allocateOnce(size_t k);

  // Arrays.asList(a, b); a lone null would be taken for the varargs array itself.
  static std::string listOf(const std::vector<std::string>& elements) {
    if (elements.size() == 1 && elements[0] == "null")
      return "java.util.Collections.singletonList(null)";
    std::string joined;
    for (size_t i = 0; i < elements.size(); ++i) joined += (i ? ", " : "") + elements[i];
    return "java.util.Arrays.asList(" + joined + ")";
  }

  // new ArrayList<>(Arrays.asList(a, b)); new HashMap<>(16) and its puts, in the model's order.
  void buildCollection(size_t k);
  void buildVector(size_t k, const std::string& type, const LibraryContent& c);

  // An expression equal to a final value: a literal, a named object, or a value-like object
  // rebuilt (collections may need statements first). Empty when it cannot be written.
  std::string expectedOf(const ConcreteValue& v);

  std::string expectedCollection(size_t k);

  // Asserts a collection's final contents, or at least its size when some element is an
  // object the test cannot name.
  void assertCollection(size_t k, const std::string& actual);
  // Asserts the contents of a JDK object of a modelled class compared by content (see
  // modelContent); false when they cannot be written.
  bool assertModelContent(size_t k, const std::string& actual);

  void allocate(size_t k);
  // Integer.valueOf(5), or new Integer(5) when the path compared the object by reference.
  std::string boxedCreation(const ObjectSnapshot& o) {
    if (!o.identityCompared)
      return fmt::format("{}.valueOf({})", sourceName(o.type), boxedLiteral(o));
    boxConstructor_ = true;
    return fmt::format("new {}({})", sourceName(o.type), boxedLiteral(o));
  }
  void construct(size_t k);

  // An object a final static field holds (the JVM's own, made by the class initializer): the
  // test reaches it and sets up what the path read; a collection gets the contents it had.
  void reachFinal(size_t k);

  void initialize(size_t k);

  // An argument or receiver: objects of classes the test cannot name are held as Object and
  // cast to the type the method declares.
  std::string argument(const ConcreteValue& v, const std::string& declaredType) {
    std::string text = literal(v);
    if (!v.isReference() || v.isNull() || nameable(t_.objects[static_cast<size_t>(v.value)].type) ||
        declaredType == "java/lang/Object")
      return text;
    return fmt::format("(({}) {})", sourceName(declaredType), text);
  }

  // What array `k` is initialized with at an element: `v`, cast where it is held as an Object.
  std::string element(size_t k, const ConcreteValue& v);
  // The call's arguments from the `first` on, as Java expressions.
  std::string arguments(size_t first = 0);

  std::string call() {
    std::string type = sourceName(m_.method.className);
    std::string target = m_.isStatic   ? type
                         : t_.receiver ? argument(*t_.receiver, m_.method.className)
                                       : fmt::format("allocate({}.class)", type);
    if (!m_.isStatic && !t_.receiver) reflection_ = true;
    return fmt::format("{}.{}({})", target, m_.method.name, arguments());
  }

  void act();

  // Runs `body` with System.out and System.err going to buffers, then asserts what they got
  // (line separators as \n, which symtest's PrintStream model writes).
  template <typename F>
  void captureAround(F body) {
    const std::string utf8 = "java.nio.charset.StandardCharsets.UTF_8";
    std::string out = unique("printedOut"), err = unique("printedErr");
    std::string savedOut = unique("savedOut"), savedErr = unique("savedErr");
    for (const std::string& b : {out, err})
      line(fmt::format("java.io.ByteArrayOutputStream {} = new java.io.ByteArrayOutputStream();",
                       b));
    line(fmt::format("java.io.PrintStream {} = System.out, {} = System.err;", savedOut, savedErr));
    line(fmt::format("System.setOut(new java.io.PrintStream({}, true, {}));", out, utf8));
    line(fmt::format("System.setErr(new java.io.PrintStream({}, true, {}));", err, utf8));
    line("try {");
    size_t start = body_.size();
    body();
    std::string inner = body_.substr(start);
    body_.resize(start);
    body_ += indentBy(inner);
    line("} finally {");
    line(fmt::format("    System.setOut({});", savedOut));
    line(fmt::format("    System.setErr({});", savedErr));
    line("}");
    for (const auto& [buffer, text] :
         {std::pair{out, *t_.printedOut}, std::pair{err, *t_.printedErr}})
      line(
          fmt::format("assertEquals({}, {}.toString({}).replace(System.lineSeparator(), \"\\n\"));",
                      javaStringLiteral(text), buffer, utf8));
  }

  // assertThrowsExactly, and the message when analysed code gave the exception one.
  void assertThrown(const std::string& action);

  // Asserts the final value of a field or element; `target` is the object expression.
  // `element`: of an array the test holds in a variable of its own type (or as Object when it
  // cannot name that type: elements are then read through reflection).
  // `component`: the element type of the array `target` holds (elements of that very type
  // need no cast).
  void assertSlot(const std::string& target, const SlotValue& s, bool element,
                  bool reflective = false, const std::string& component = "");

  void assertObject(size_t k);

  const results::MethodResult& m_;
  const TestCase& t_;
  const results::TypeNames& names_t_;
  std::string package_;  // the test class's package (internal form)
  bool typeHelper_ = false;
  std::map<size_t, std::string> names_;
  std::set<size_t> internal_;
  std::set<size_t> allocated_, initialized_;
  std::set<std::string> used_;
  std::string body_, save_, restore_;
  bool reflection_ = false;
  bool boxConstructor_ = false;
  bool rawTypes_ = false;
};

}  // namespace symtest::emit
