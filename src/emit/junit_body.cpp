#include "emit/junit_body.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "classfile/descriptor.hpp"
#include "emit/java_text.hpp"
#include "emit/library_values.hpp"

namespace symtest::emit {

using testcase::ConcreteValue;
using testcase::ObjectSnapshot;
using testcase::SlotValue;
using testcase::TestCase;

std::string javaTypeName(const std::string& t) {
  if (!t.empty() && t[0] == '[') return javaComment(classfile::parseFieldDescriptor(t).javaName());
  std::string s = t;
  for (char& c : s)
    if (c == '/' || c == '$') c = '.';
  return javaComment(s);  // ASCII: identifiers may spell other letters as \uXXXX
}

namespace {

// camelCase identifier from an access path: "this.first.next" -> "subjectFirstNext".
std::string identifierFor(const std::string& path) {
  std::string out;
  bool upper = false;
  std::string p = path.rfind("this", 0) == 0 ? "subject" + path.substr(4) : path;
  for (char c : p) {
    if (std::isalnum(static_cast<unsigned char>(c))) {
      out += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c))) : c;
      upper = false;
    } else {
      upper = true;
    }
  }
  if (out.empty() || std::isdigit(static_cast<unsigned char>(out[0]))) out = "o" + out;
  return out;
}

class BodyWriter {
 public:
  BodyWriter(const testcase::MethodResult& m, const TestCase& t, const testcase::TypeNames& names)
      : m_(m), t_(t), names_t_(names), package_(packageOf(m.method.className)) {}

  JUnitBody write() {
    nameInputObjects();
    bool hasStatics = !t_.staticsBefore.empty() || !t_.staticsAfter.empty();
    std::string indent = "        ";
    if (hasStatics) saveStatics();
    for (size_t k = 0; k < t_.objects.size(); ++k)
      if (t_.objects[k].isInput && !internal_.count(k)) allocateOnce(k);
    for (size_t k = 0; k < t_.objects.size(); ++k)
      if (t_.objects[k].isInput && !internal_.count(k)) initialize(k);
    for (const auto& s : t_.staticsBefore)
      line(fmt::format("set(null, {}, {}, {});", classOf(s.owner), javaStringLiteral(s.name),
                       literal(s.value)));
    // Act and assert; with captured output inside the redirection (variables the call
    // declares stay in scope), and what was printed after it.
    auto actAndAssert = [&] {
      act();
      for (size_t k = 0; k < t_.objects.size(); ++k) assertObject(k);
      for (const auto& s : t_.staticsAfter) assertSlot("null", s, false);
    };
    if (t_.printedOut)
      captureAround(actAndAssert);
    else
      actAndAssert();
    if (hasStatics) {
      body_ =
          "        try {\n" + indentBy(body_) + "        } finally {\n" + restore_ + "        }\n";
      body_ = save_ + body_;
    }
    return {body_, reflection_, typeHelper_};
  }

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
  std::string declared(const std::string& t) const {
    return nameable(t) ? sourceName(t) : "Object";
  }
  // A Class<?> expression: Foo.class, or type("p.Outer$Hidden") through reflection.
  std::string classOf(const std::string& t) {
    if (nameable(t)) return sourceName(t) + ".class";
    typeHelper_ = true;
    std::string binary = t;
    for (char& c : binary)
      if (c == '/') c = '.';
    return fmt::format("type({})", javaStringLiteral(binary));
  }
  static std::string indentBy(const std::string& code) {
    std::string out;
    size_t start = 0;
    while (start < code.size()) {
      size_t end = code.find('\n', start);
      out += "    " + code.substr(start, end - start + 1);
      start = end + 1;
    }
    return out;
  }
  void line(const std::string& s) { body_ += "        " + s + "\n"; }

  std::string unique(std::string base) {
    std::string name = base;
    for (int n = 2; used_.count(name) || name == "result"; ++n) name = base + std::to_string(n);
    used_.insert(name);
    return name;
  }

  // A StringBuilder's text as it was or at the end, as a literal.
  std::string builderText(size_t k, bool initial) const {
    return javaStringLiteral(testcase::builderContent(t_, k, initial));
  }

  // What a value-like object equals: a string literal, or Integer.valueOf(5).
  std::string expectedValue(const ObjectSnapshot& o) {
    if (o.type == "java/lang/String") return stringLiteral(t_, o);
    return fmt::format("{}.valueOf({})", sourceName(o.type), boxedLiteral(o));
  }

  void nameInputObjects() {
    // The char arrays inside Strings are part of the String, not objects of the test.
    for (const auto& o : t_.objects)
      if (o.type == "java/lang/String" || isBuilder(o.type))
        for (const auto* list : {&o.initial, &o.final})
          for (const auto& s : *list)
            if (s.name == "value" && s.value.isReference() && !s.value.isNull())
              internal_.insert(static_cast<size_t>(s.value.value));
    // Enum constants are named, never built.
    for (size_t k = 0; k < t_.objects.size(); ++k) {
      const ObjectSnapshot& o = t_.objects[k];
      if (!o.isConstant()) continue;
      internal_.insert(k);
      names_[k] = nameable(o.constantOwner)
                      ? sourceName(o.constantOwner) + "." + o.constantField
                      : fmt::format("get(null, {}, {})", classOf(o.constantOwner),
                                    javaStringLiteral(o.constantField));
    }
    // So are a collection's arrays: the test builds it from its elements.
    for (size_t k = 0; k < t_.objects.size(); ++k) {
      if (!isCollection(t_.objects[k].type)) continue;
      for (bool initial : {true, false})
        for (size_t i : libraryContent(t_, k, initial).internals) internal_.insert(i);
    }
    // A boxed value or string held only by a collection is written where the collection is
    // built: new ArrayList<>(Arrays.asList(new Integer(1), new String("a"))).
    std::map<size_t, std::set<size_t>> holders;   // object -> objects whose slots refer to it
    std::map<size_t, std::set<size_t>> builders;  // the same, in the input heap only
    std::set<size_t> held;                        // referred to by the call or its result
    auto note = [&](const ConcreteValue& v, size_t holder) {
      if (v.isReference() && !v.isNull()) holders[static_cast<size_t>(v.value)].insert(holder);
    };
    for (size_t k = 0; k < t_.objects.size(); ++k) {
      for (const SlotValue& s : t_.objects[k].initial) {
        note(s.value, k);
        if (s.value.isReference() && !s.value.isNull())
          builders[static_cast<size_t>(s.value.value)].insert(k);
      }
      for (const SlotValue& s : t_.objects[k].final) note(s.value, k);
    }
    for (const auto* v : {&t_.result, &t_.receiver})
      if (*v && (*v)->isReference() && !(*v)->isNull())
        held.insert(static_cast<size_t>((*v)->value));
    for (const ConcreteValue& v : t_.inputs)
      if (v.isReference() && !v.isNull()) held.insert(static_cast<size_t>(v.value));
    for (const SlotValue& s : t_.staticsBefore) note(s.value, SIZE_MAX);
    for (const SlotValue& s : t_.staticsAfter) note(s.value, SIZE_MAX);
    for (size_t k = 0; k < t_.objects.size(); ++k) {
      const ObjectSnapshot& o = t_.objects[k];
      if (!o.isInput || !isBoxed(o.type) || held.count(k) || internal_.count(k)) continue;
      bool onlyInCollections = !holders[k].empty();
      for (size_t h : holders[k])
        onlyInCollections =
            onlyInCollections && h != SIZE_MAX && internal_.count(h) && t_.objects[h].isArray();
      // Built in one place; elsewhere only compared by value in the final contents.
      if (!onlyInCollections || builders[k].size() != 1) continue;
      internal_.insert(k);
      names_[k] = o.type == "java/lang/String"
                      ? fmt::format("new String({})", stringLiteral(t_, o))
                      : fmt::format("new {}({})", sourceName(o.type), boxedLiteral(o));
    }
    for (size_t k = 0; k < t_.objects.size(); ++k)
      if (t_.objects[k].isInput && !internal_.count(k))
        names_[k] = unique(identifierFor(t_.objects[k].path));
  }

  std::string literal(const ConcreteValue& v) {
    if (!v.isReference()) return emit::literal(v);
    if (v.isNull()) return "null";
    return names_.at(static_cast<size_t>(v.value));
  }

  void saveStatics() {
    std::set<std::string> seen;
    for (const auto* list : {&t_.staticsBefore, &t_.staticsAfter}) {
      for (const auto& s : *list) {
        std::string key = s.owner + "." + s.name;
        if (!seen.insert(key).second) continue;
        std::string var = unique("saved_" + s.name);
        save_ += fmt::format("        Object {} = get(null, {}, {});\n", var, classOf(s.owner),
                             javaStringLiteral(s.name));
        restore_ += fmt::format("            set(null, {}, {}, {});\n", classOf(s.owner),
                                javaStringLiteral(s.name), var);
      }
    }
    reflection_ = true;
  }

  // Builds input object `k` after the objects its construction names (a list's elements).
  void allocateOnce(size_t k) {
    if (!allocated_.insert(k).second) return;
    if (isCollection(t_.objects[k].type)) {
      LibraryContent c = libraryContent(t_, k, true);
      for (const auto* list : {&c.elements, &c.values})
        for (const ConcreteValue& v : *list)
          if (v.isReference() && !v.isNull() && t_.objects[static_cast<size_t>(v.value)].isInput &&
              !internal_.count(static_cast<size_t>(v.value)))
            allocateOnce(static_cast<size_t>(v.value));
    }
    allocate(k);
  }

  // Arrays.asList(a, b); a lone null would be taken for the varargs array itself.
  static std::string listOf(const std::vector<std::string>& elements) {
    if (elements.size() == 1 && elements[0] == "null")
      return "java.util.Collections.singletonList(null)";
    std::string joined;
    for (size_t i = 0; i < elements.size(); ++i) joined += (i ? ", " : "") + elements[i];
    return "java.util.Arrays.asList(" + joined + ")";
  }

  // new ArrayList<>(Arrays.asList(a, b)); new HashMap<>(16) and its puts, in the model's order.
  void buildCollection(size_t k) {
    const ObjectSnapshot& o = t_.objects[k];
    LibraryKind kind = libraryKind(o.type);
    LibraryContent c = libraryContent(t_, k, true);
    std::string type = sourceName(o.type) + javaTypeArguments(o, kind, names_t_, package_);
    if (kind == LibraryKind::List) {
      std::vector<std::string> elements;
      for (const ConcreteValue& e : c.elements) elements.push_back(literal(e));
      line(fmt::format("{} {} = new {}<>({});", type, names_[k], sourceName(o.type),
                       elements.empty() ? "" : listOf(elements)));
      return;
    }
    // The table length decides the iteration order: build the same one.
    line(fmt::format("{} {} = new {}<>({});", type, names_[k], sourceName(o.type),
                     c.capacity > 0 ? std::to_string(c.capacity) : ""));
    for (size_t i = 0; i < c.elements.size(); ++i) {
      if (kind == LibraryKind::Map)
        line(fmt::format("{}.put({}, {});", names_[k], literal(c.elements[i]),
                         literal(c.values[i])));
      else
        line(fmt::format("{}.add({});", names_[k], literal(c.elements[i])));
    }
  }

  // An expression equal to a final value: a literal, a named object, or a value-like object
  // rebuilt (collections may need statements first). Empty when it cannot be written.
  std::string expectedOf(const ConcreteValue& v) {
    if (!v.isReference()) return emit::literal(v);
    if (v.isNull()) return "null";
    size_t k = static_cast<size_t>(v.value);
    if (names_.count(k) && !isCollection(t_.objects[k].type)) return names_[k];
    if (isBoxed(t_.objects[k].type)) return expectedValue(t_.objects[k]);
    if (isCollection(t_.objects[k].type)) return expectedCollection(k);
    return "";
  }

  std::string expectedCollection(size_t k) {
    const ObjectSnapshot& o = t_.objects[k];
    LibraryKind kind = libraryKind(o.type);
    LibraryContent c = libraryContent(t_, k, false);
    std::vector<std::string> keys, values;
    for (const ConcreteValue& v : c.elements) keys.push_back(expectedOf(v));
    for (const ConcreteValue& v : c.values) values.push_back(expectedOf(v));
    for (const auto* list : {&keys, &values})
      if (std::find(list->begin(), list->end(), "") != list->end()) return "";
    if (kind == LibraryKind::List) return listOf(keys);
    if (kind == LibraryKind::Set) return "new java.util.HashSet<>(" + listOf(keys) + ")";
    std::string name = unique("expected");
    line(fmt::format("java.util.Map<Object, Object> {} = new java.util.HashMap<>();", name));
    for (size_t i = 0; i < keys.size(); ++i)
      line(fmt::format("{}.put({}, {});", name, keys[i], values[i]));
    return name;
  }

  // Asserts a collection's final contents, or at least its size when some element is an
  // object the test cannot name.
  void assertCollection(size_t k, const std::string& actual) {
    std::string expected = expectedCollection(k);
    if (!expected.empty()) return line(fmt::format("assertEquals({}, {});", expected, actual));
    line(fmt::format(
        "assertEquals({}, (({}) {}).size());", libraryContent(t_, k, false).elements.size(),
        libraryKind(t_.objects[k].type) == LibraryKind::Map ? "java.util.Map<?, ?>"
                                                            : "java.util.Collection<?>",
        actual));
  }

  void allocate(size_t k) {
    const ObjectSnapshot& o = t_.objects[k];
    std::string type = declared(o.type);
    if (!o.finalField.empty()) return reachFinal(k);
    if (isCollection(o.type)) return buildCollection(k);
    if (o.isArray() && !nameable(o.type)) {
      // An array of a class the test cannot name: made and filled through reflection.
      std::string component = o.type.substr(1);
      if (component[0] == 'L') component = component.substr(1, component.size() - 2);
      line(fmt::format("Object {} = java.lang.reflect.Array.newInstance({}, {});", names_[k],
                       classOf(component), o.length));
    } else if (o.isArray()) {
      std::string component = type.substr(0, type.size() - 2);
      // new int[3], new Node[2], new int[2][]: the length goes into the first brackets.
      auto bracket = component.find('[');
      std::string creation = bracket == std::string::npos
                                 ? fmt::format("new {}[{}]", component, o.length)
                                 : fmt::format("new {}[{}]{}", component.substr(0, bracket),
                                               o.length, component.substr(bracket));
      line(fmt::format("{} {} = {};", type, names_[k], creation));
    } else if (isBuilder(o.type)) {
      line(fmt::format("StringBuilder {} = new StringBuilder({});", names_[k],
                       builderText(k, true)));
    } else if (o.type == "java/lang/Object") {
      line(fmt::format("Object {} = new Object();", names_[k]));
    } else if (o.type == "java/lang/String") {
      // new String: a distinct object, as the method assumed (no literal is shared with it).
      line(fmt::format("String {} = new String({});", names_[k], stringLiteral(t_, o)));
    } else if (isBoxed(o.type)) {
      line(fmt::format("{} {} = new {}({});", type, names_[k], type, boxedLiteral(o)));
    } else {
      line(fmt::format("{} {} = allocate({});", type, names_[k], classOf(o.type)));
      reflection_ = true;
    }
  }

  // An object a final static field holds (the JVM's own, made by the class initializer): the
  // test reaches it and sets up what the path read; a collection gets the contents it had.
  void reachFinal(size_t k) {
    const ObjectSnapshot& o = t_.objects[k];
    std::string type = declared(o.type);
    reflection_ = true;
    if (isCollection(o.type)) {
      LibraryKind kind = libraryKind(o.type);
      type = kind == LibraryKind::Map ? "java.util.Map<Object, Object>"
                                      : "java.util.Collection<Object>";
      line(fmt::format("@SuppressWarnings(\"unchecked\") {} {} = ({}) get(null, {}, {});", type,
                       names_[k], type, classOf(o.finalOwner), javaStringLiteral(o.finalField)));
      line(names_[k] + ".clear();");
      LibraryContent c = libraryContent(t_, k, true);
      for (size_t i = 0; i < c.elements.size(); ++i)
        line(kind == LibraryKind::Map
                 ? fmt::format("{}.put({}, {});", names_[k], literal(c.elements[i]),
                               literal(c.values[i]))
                 : fmt::format("{}.add({});", names_[k], literal(c.elements[i])));
      return;
    }
    if (isBuilder(o.type)) {
      // The JVM's own StringBuilder: given the text it had, through its API.
      line(fmt::format("StringBuilder {} = (StringBuilder) get(null, {}, {});", names_[k],
                       classOf(o.finalOwner), javaStringLiteral(o.finalField)));
      line(fmt::format("{}.setLength(0);", names_[k]));
      line(fmt::format("{}.append({});", names_[k], builderText(k, true)));
      return;
    }
    if (isBoxed(o.type)) type = "Object";
    line(fmt::format("{} {} = {}get(null, {}, {});", type, names_[k],
                     type == "Object" ? "" : "(" + type + ") ", classOf(o.finalOwner),
                     javaStringLiteral(o.finalField)));
  }

  void initialize(size_t k) {
    const ObjectSnapshot& o = t_.objects[k];
    if (isBoxed(o.type) || isCollection(o.type) || isBuilder(o.type)) return;
    for (const SlotValue& s : o.initial) {
      if (o.isArray()) {
        if (s.value.isNull() || (s.value.value == 0 && !s.value.isReference())) continue;
        line(nameable(o.type) ? fmt::format("{}[{}] = {};", names_[k], s.name, literal(s.value))
                              : fmt::format("java.lang.reflect.Array.set({}, {}, {});", names_[k],
                                            s.name, literal(s.value)));
        continue;
      }
      line(fmt::format("set({}, {}, {}, {});", names_[k], classOf(s.owner),
                       javaStringLiteral(s.name), literal(s.value)));
      reflection_ = true;
    }
  }

  // An argument or receiver: objects of classes the test cannot name are held as Object and
  // cast to the type the method declares.
  std::string argument(const ConcreteValue& v, const std::string& declaredType) {
    std::string text = literal(v);
    if (!v.isReference() || v.isNull() || nameable(t_.objects[static_cast<size_t>(v.value)].type))
      return text;
    return fmt::format("(({}) {})", sourceName(declaredType), text);
  }

  std::string arguments() {
    std::string args;
    for (size_t i = 0; i < t_.inputs.size(); ++i) {
      const classfile::JavaType& p = m_.params[i].type;
      std::string declaredType =
          p.kind == classfile::JavaType::Kind::Array ? p.descriptor() : p.className;
      args += (i ? ", " : "") + argument(t_.inputs[i], declaredType);
    }
    return args;
  }

  std::string call() {
    std::string type = sourceName(m_.method.className);
    std::string target = m_.isStatic   ? type
                         : t_.receiver ? argument(*t_.receiver, m_.method.className)
                                       : fmt::format("allocate({}.class)", type);
    if (!m_.isStatic && !t_.receiver) reflection_ = true;
    return fmt::format("{}.{}({})", target, m_.method.name, arguments());
  }

  void act() {
    if (m_.method.name == "<init>") {
      std::string type = sourceName(m_.method.className);
      std::string creation = fmt::format("new {}({})", type, arguments());
      if (t_.throws) return assertThrown(creation);
      std::string name = unique("created");
      names_[static_cast<size_t>(t_.receiver->value)] = name;
      line(fmt::format("{} {} = {};", type, name, creation));
      return;
    }
    if (t_.throws) return assertThrown(call());
    if (!t_.result) {
      line(call() + ";");
      return;
    }
    const ConcreteValue& r = *t_.result;
    using K = classfile::JavaType::Kind;
    if (!r.isReference()) {
      if (r.type.kind == K::Boolean)
        line(fmt::format("{}({});", r.value ? "assertTrue" : "assertFalse", call()));
      else
        line(fmt::format("assertEquals({}, {});", emit::literal(r), call()));
      return;
    }
    line(fmt::format("{} result = {};",
                     declared(m_.resultType.kind == K::Array ? m_.resultType.descriptor()
                                                             : m_.resultType.className),
                     call()));
    if (r.isNull()) {
      line("assertNull(result);");
    } else if (names_.count(static_cast<size_t>(r.value))) {
      line(fmt::format("assertSame({}, result);", names_[static_cast<size_t>(r.value)]));
    } else {
      size_t k = static_cast<size_t>(r.value);
      names_[k] = "result";
      if (isBoxed(t_.objects[k].type))
        line(fmt::format("assertEquals({}, result);", expectedValue(t_.objects[k])));
      else if (isCollection(t_.objects[k].type))
        assertCollection(k, "result");
      else if (isBuilder(t_.objects[k].type))
        line(fmt::format("assertEquals({}, result.toString());", builderText(k, false)));
      else
        line(fmt::format("assertEquals({}, result.getClass());", classOf(t_.objects[k].type)));
    }
  }

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
  void assertThrown(const std::string& action) {
    std::string type = nameable(t_.exceptionClass) ? sourceName(t_.exceptionClass) : "Throwable";
    std::string cls = classOf(t_.exceptionClass);
    if (!t_.exceptionMessage) {
      line(fmt::format("assertThrowsExactly({}, () -> {});", cls, action));
      return;
    }
    std::string name = unique("thrown");
    line(fmt::format("{} {} = assertThrowsExactly({}, () -> {});", type, name, cls, action));
    const ConcreteValue& m = *t_.exceptionMessage;
    if (m.isNull())
      line(fmt::format("assertNull({}.getMessage());", name));
    else
      line(fmt::format("assertEquals({}, {}.getMessage());",
                       stringLiteral(t_, t_.objects[static_cast<size_t>(m.value)]), name));
  }

  // Asserts the final value of a field or element; `target` is the object expression.
  // `element`: of an array the test holds in a variable of its own type (or as Object when it
  // cannot name that type: elements are then read through reflection).
  void assertSlot(const std::string& target, const SlotValue& s, bool element,
                  bool reflective = false) {
    std::string read =
        element
            ? (reflective ? fmt::format("java.lang.reflect.Array.get({}, {})", target, s.name)
                          : fmt::format("{}[{}]", target, s.name))
            : fmt::format("get({}, {}, {})", target, classOf(s.owner), javaStringLiteral(s.name));
    if (!element) reflection_ = true;
    const ConcreteValue& v = s.value;
    if (!v.isReference()) {
      line(fmt::format("assertEquals({}, {});", emit::literal(v), read));
      return;
    }
    if (v.isNull()) return line(fmt::format("assertNull({});", read));
    size_t k = static_cast<size_t>(v.value);
    if (names_.count(k)) return line(fmt::format("assertSame({}, {});", names_[k], read));
    // A new object: name it where it is first reached and check its class.
    const ObjectSnapshot& o = t_.objects[k];
    names_[k] = unique("created");
    if (isBoxed(o.type) || isCollection(o.type) || isBuilder(o.type)) {
      line(fmt::format("Object {} = {};", names_[k], read));
      if (isCollection(o.type)) return assertCollection(k, names_[k]);
      if (isBuilder(o.type))
        return line(
            fmt::format("assertEquals({}, {}.toString());", builderText(k, false), names_[k]));
      line(fmt::format("assertEquals({}, {});", expectedValue(o), names_[k]));
      return;
    }
    std::string type = o.isArray() ? declared(o.type) : "Object";
    line(fmt::format("{} {} = {}{};", type, names_[k], type != "Object" ? "(" + type + ") " : "",
                     read));
    line(fmt::format("assertEquals({}, {}.getClass());", classOf(o.type), names_[k]));
    if (o.isArray())
      line(fmt::format("assertEquals({}, {});", o.length,
                       type != "Object" ? names_[k] + ".length"
                                        : "java.lang.reflect.Array.getLength(" + names_[k] + ")"));
  }

  void assertObject(size_t k) {
    if (!names_.count(k)) return;  // not reachable from what the test holds
    const ObjectSnapshot& o = t_.objects[k];
    if (isBoxed(o.type)) return;  // immutable; compared by value where it was reached
    if (isBuilder(o.type)) {
      line(fmt::format("assertEquals({}, {}.toString());", builderText(k, false), names_[k]));
      return;
    }
    if (isCollection(o.type)) {
      if (o.isInput) assertCollection(k, names_[k]);
      return;
    }
    // Arrays are held in variables of their own type, so elements are read directly.
    for (const SlotValue& s : o.final)
      assertSlot(names_[k], s, o.isArray(), o.isArray() && !nameable(o.type));
  }

  const testcase::MethodResult& m_;
  const TestCase& t_;
  const testcase::TypeNames& names_t_;
  std::string package_;  // the test class's package (internal form)
  bool typeHelper_ = false;
  std::map<size_t, std::string> names_;
  std::set<size_t> internal_;
  std::set<size_t> allocated_;
  std::set<std::string> used_;
  std::string body_, save_, restore_;
  bool reflection_ = false;
};

}  // namespace

std::string stringLiteralOf(const TestCase& test, size_t index) {
  return stringLiteral(test, test.objects.at(index));
}

JUnitBody junitBody(const testcase::MethodResult& method, const TestCase& test,
                    const testcase::TypeNames& names) {
  return BodyWriter(method, test, names).write();
}

}  // namespace symtest::emit
