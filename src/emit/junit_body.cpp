#include "emit/junit_body.hpp"

#include "emit/body_writer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>
#include <map>
#include <set>

#include "classfile/class_names.hpp"
#include "classfile/descriptor.hpp"
#include "emit/java_text.hpp"
#include "emit/library_values.hpp"

namespace symtest::emit {

std::string javaTypeName(const std::string& t) {
  if (!t.empty() && t[0] == '[') return javaComment(classfile::parseFieldDescriptor(t).javaName());
  return javaComment(
      classfile::sourceName(t));  // ASCII: identifiers may spell other letters as \uXXXX
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

}  // namespace

JUnitBody BodyWriter::write() {
  nameInputObjects();
  bool hasStatics = !t_.staticsBefore.empty() || !t_.staticsAfter.empty();
  std::string indent = "        ";
  if (hasStatics) saveStatics();
  // Objects built through their API last: their constructors and calls see the statics the
  // path started from.
  auto built = [&](size_t k) { return !t_.objects[k].constructor.empty(); };
  for (size_t k = 0; k < t_.objects.size(); ++k)
    if (t_.objects[k].isInput && !internal_.count(k) && !built(k)) allocateOnce(k);
  for (size_t k = 0; k < t_.objects.size(); ++k)
    if (t_.objects[k].isInput && !internal_.count(k) && !built(k)) initializeOnce(k);
  for (const auto& s : t_.staticsBefore)
    line(fmt::format("set(null, {}, {}, {});", classOf(s.owner), javaStringLiteral(s.name),
                     literal(s.value)));
  for (size_t k = 0; k < t_.objects.size(); ++k)
    if (t_.objects[k].isInput && !internal_.count(k) && built(k)) allocateOnce(k);
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
  return {body_, reflection_, typeHelper_, boxConstructor_, rawTypes_};
}

std::string BodyWriter::indentBy(const std::string& code) {
  std::string out;
  size_t start = 0;
  while (start < code.size()) {
    size_t end = code.find('\n', start);
    out += "    " + code.substr(start, end - start + 1);
    start = end + 1;
  }
  return out;
}

void BodyWriter::nameInputObjects() {
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
  // Objects of JDK or lambda classes that class initializers made (a comparator in a static
  // final field) are the JVM's own and immutable: the test leaves them, and what only they
  // hold, as the JVM built them.
  std::vector<size_t> jvmOwn;
  for (size_t k = 0; k < t_.objects.size(); ++k) {
    const ObjectSnapshot& o = t_.objects[k];
    if (o.preState && !o.isArray() &&
        (o.isLambda || (isJdkInternal(o.type) && libraryKind(o.type) == LibraryKind::None &&
                        !isOptional(o.type))))
      jvmOwn.push_back(k);
  }
  while (!jvmOwn.empty()) {
    const size_t k = jvmOwn.back();
    jvmOwn.pop_back();
    if (!internal_.insert(k).second) continue;
    const ObjectSnapshot& o = t_.objects[k];
    if (!o.finalField.empty()) {
      names_[k] =
          fmt::format("get(null, {}, {})", classOf(o.finalOwner), javaStringLiteral(o.finalField));
      reflection_ = true;
    }
    for (const SlotValue& s : o.initial)
      if (s.value.isReference() && !s.value.isNull() &&
          t_.objects[static_cast<size_t>(s.value.value)].preState)
        jvmOwn.push_back(static_cast<size_t>(s.value.value));
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
    if (*v && (*v)->isReference() && !(*v)->isNull()) held.insert(static_cast<size_t>((*v)->value));
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
    names_[k] = o.type != "java/lang/String" ? boxedCreation(o)
                : o.interned                 ? stringLiteral(t_, o)
                                             : fmt::format("new String({})", stringLiteral(t_, o));
  }
  for (size_t k = 0; k < t_.objects.size(); ++k)
    if (t_.objects[k].isInput && !internal_.count(k))
      names_[k] = unique(identifierFor(t_.objects[k].path));
}

void BodyWriter::saveStatics() {
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
void BodyWriter::allocateOnce(size_t k) {
  if (!allocated_.insert(k).second) return;
  const ObjectSnapshot& o = t_.objects[k];
  // The input objects among `values` (not a library object's internals), each once.
  auto inputsIn = [&](const std::vector<ConcreteValue>& values, auto&& action) {
    for (const ConcreteValue& v : values)
      if (v.isReference() && !v.isNull() && t_.objects[static_cast<size_t>(v.value)].isInput &&
          !internal_.count(static_cast<size_t>(v.value)))
        action(static_cast<size_t>(v.value));
  };
  auto allocateIt = [&](size_t i) { allocateOnce(i); };
  inputsIn(o.constructorArgs, allocateIt);  // a record's arguments first
  for (const ObjectSnapshot::Call& c : o.calls) inputsIn(c.args, allocateIt);
  // An object built through its API: what its calls are passed holds its contents by then.
  if (!o.constructor.empty()) {
    auto initializeIt = [&](size_t i) { initializeOnce(i); };
    inputsIn(o.constructorArgs, initializeIt);
    for (const ObjectSnapshot::Call& c : o.calls) inputsIn(c.args, initializeIt);
  }
  if (isCollection(o.type)) {
    LibraryContent c = libraryContent(t_, k, true);
    inputsIn(c.elements, allocateIt);
    inputsIn(c.values, allocateIt);
  }
  allocate(k);
}

// new ArrayList<>(Arrays.asList(a, b)); new HashMap<>(16) and its puts, in the model's order.
void BodyWriter::buildCollection(size_t k) {
  const ObjectSnapshot& o = t_.objects[k];
  LibraryKind kind = libraryKind(o.type);
  LibraryContent c = libraryContent(t_, k, true);
  std::string type = sourceName(o.type) + javaTypeArguments(o, kind, names_t_, package_);
  if (results::isVector(o.type)) return buildVector(k, type, c);
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
      line(fmt::format("{}.put({}, {});", names_[k], literal(c.elements[i]), literal(c.values[i])));
    else
      line(fmt::format("{}.add({});", names_[k], literal(c.elements[i])));
  }
}

// A Vector with the capacity and increment the path assumed: new Vector<>(4, 0) and its adds;
// a Stack, whose increment is 0, trimmed to no capacity and ensured to its own (the JDK grows
// an empty array to exactly what is asked), then pushed to. Neither add nor push grows it.
void BodyWriter::buildVector(size_t k, const std::string& type, const LibraryContent& c) {
  const ObjectSnapshot& o = t_.objects[k];
  const std::string& name = names_[k];
  const bool stack = o.type == "java/util/Stack";
  if (stack) {
    line(fmt::format("{} {} = new {}<>();", type, name, sourceName(o.type)));
    if (c.capacity != 10) {  // new Stack<>() has 10
      line(fmt::format("{}.trimToSize();", name));
      if (c.capacity > 0) line(fmt::format("{}.ensureCapacity({});", name, c.capacity));
    }
  } else if (c.increment == 0) {
    line(fmt::format("{} {} = new {}<>({});", type, name, sourceName(o.type), c.capacity));
  } else {
    line(fmt::format("{} {} = new {}<>({}, {});", type, name, sourceName(o.type), c.capacity,
                     c.increment));
  }
  for (const ConcreteValue& e : c.elements)
    line(fmt::format("{}.{}({});", name, stack ? "push" : "add", literal(e)));
}

void BodyWriter::allocate(size_t k) {
  const ObjectSnapshot& o = t_.objects[k];
  std::string type = declared(o.type);
  if (!o.finalField.empty()) return reachFinal(k);
  if (o.jdkObject && !o.jdkExpression.empty()) {
    // Made by a JDK call on the JVM beside the run (StandardCharsets.UTF_8, Charset.forName):
    // the test asks the JDK the same way, so identity holds where the JVM shares the object.
    line(fmt::format("{} {} = {}{};", type, names_[k], type == "Object" ? "" : "(" + type + ") ",
                     o.jdkExpression));
    return;
  }
  if (isCollection(o.type)) return buildCollection(k);
  if (o.constructed) return construct(k);
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
                               : fmt::format("new {}[{}]{}", component.substr(0, bracket), o.length,
                                             component.substr(bracket));
    line(fmt::format("{} {} = {};", type, names_[k], creation));
  } else if (isBuilder(o.type)) {
    line(fmt::format("StringBuilder {} = new StringBuilder({});", names_[k], builderText(k, true)));
  } else if (o.type == "java/lang/Object") {
    line(fmt::format("Object {} = new Object();", names_[k]));
  } else if (o.type == "java/lang/String") {
    // new String: a distinct object, as the method assumed (no literal is shared with it); a
    // literal's object is the literal, the one object the JVM has for that text.
    const std::string text = stringLiteral(t_, o);
    line(o.interned ? fmt::format("String {} = {};", names_[k], text)
                    : fmt::format("String {} = new String({});", names_[k], text));
  } else if (isBoxed(o.type)) {
    line(fmt::format("{} {} = {};", type, names_[k], boxedCreation(o)));
  } else {
    line(fmt::format("{} {} = allocate({});", type, names_[k], classOf(o.type)));
    reflection_ = true;
  }
}

// An object a final static field holds (the JVM's own, made by the class initializer): the
// test reaches it and sets up what the path read; a collection gets the contents it had.
void BodyWriter::reachFinal(size_t k) {
  const ObjectSnapshot& o = t_.objects[k];
  std::string type = declared(o.type);
  reflection_ = true;
  if (isCollection(o.type)) {
    LibraryKind kind = libraryKind(o.type);
    type =
        kind == LibraryKind::Map ? "java.util.Map<Object, Object>" : "java.util.Collection<Object>";
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
  if (isBoxed(o.type) || o.jdkObject) type = "Object";
  line(fmt::format("{} {} = {}get(null, {}, {});", type, names_[k],
                   type == "Object" ? "" : "(" + type + ") ", classOf(o.finalOwner),
                   javaStringLiteral(o.finalField)));
}

// The arguments of a call, nulls cast to their parameter's type (overloads of the same arity
// would make a bare null ambiguous).
std::string BodyWriter::callArguments(const std::vector<ConcreteValue>& args) {
  std::string out;
  for (const ConcreteValue& v : args) {
    std::string text = literal(v);
    if (v.isNull() && v.type.kind == classfile::JavaType::Kind::Class)
      text = "(" + declared(v.type.className) + ") null";
    else if (v.isNull())
      text = "(" + javaTypeName(v.type.descriptor()) + ") null";
    out += (out.empty() ? "" : ", ") + text;
  }
  return out;
}

// A record, built by its canonical constructor with the arguments the path gave it (through
// reflection when the test cannot name the class); or an object built through its API: the
// constructor, then the calls.
void BodyWriter::construct(size_t k) {
  const ObjectSnapshot& o = t_.objects[k];
  if (!o.constructor.empty()) {
    line(fmt::format("{} {} = new {}({});", declared(o.type), names_[k], sourceName(o.type),
                     callArguments(o.constructorArgs)));
    for (const ObjectSnapshot::Call& c : o.calls)
      line(fmt::format("{}.{}({});", names_[k], c.name, callArguments(c.args)));
    return;
  }
  std::string args;
  for (const ConcreteValue& v : o.constructorArgs) args += (args.empty() ? "" : ", ") + literal(v);
  if (nameable(o.type)) {
    line(fmt::format("{} {} = new {}({});", declared(o.type), names_[k], sourceName(o.type), args));
    return;
  }
  line(fmt::format("Object {} = construct({}{}{});", names_[k], classOf(o.type),
                   args.empty() ? "" : ", ", args));
  reflection_ = true;
}

void BodyWriter::initialize(size_t k) {
  const ObjectSnapshot& o = t_.objects[k];
  if (isBoxed(o.type) || isCollection(o.type) || isBuilder(o.type) || o.constructed) return;
  // A ThreadLocal's fields (a program class may extend it) are the model's: the current
  // thread's value, which the test sets or removes through the API.
  const SlotValue* threadValue = nullptr;
  const SlotValue* threadPresent = nullptr;
  for (const SlotValue& s : o.initial) {
    if (!o.isArray() && s.owner == "java/lang/ThreadLocal") {
      (s.name == "present" ? threadPresent : threadValue) = &s;
      continue;
    }
    if (o.isArray()) {
      if (s.value.isNull() || (s.value.value == 0 && !s.value.isReference())) continue;
      line(nameable(o.type) ? fmt::format("{}[{}] = {};", names_[k], s.name, element(k, s.value))
                            : fmt::format("java.lang.reflect.Array.set({}, {}, {});", names_[k],
                                          s.name, literal(s.value)));
      continue;
    }
    line(fmt::format("set({}, {}, {}, {});", names_[k], classOf(s.owner), javaStringLiteral(s.name),
                     literal(s.value)));
    reflection_ = true;
  }
  if (threadPresent && threadPresent->value.value != 0)
    line(fmt::format("((ThreadLocal) {}).set({});", names_[k],
                     threadValue ? literal(threadValue->value) : "null"));
  else if (threadPresent)
    line(fmt::format("((ThreadLocal) {}).remove();", names_[k]));
}

// An element stored into array `k`: an object of a class the test cannot name is held as an
// Object, so it is cast to the component type (a private Type implementation in a Type[]).
std::string BodyWriter::element(size_t k, const ConcreteValue& v) {
  std::string text = literal(v);
  if (!v.isReference() || v.isNull()) return text;
  const ObjectSnapshot& e = t_.objects[static_cast<size_t>(v.value)];
  std::string component = declared(t_.objects[k].type);
  component.resize(component.size() - 2);
  if (nameable(e.type) || component == "Object" || component == "java.lang.Object") return text;
  return fmt::format("({}) {}", component, text);
}

std::string BodyWriter::arguments(size_t first) {
  std::string args;
  for (size_t i = first; i < t_.inputs.size(); ++i) {
    const results::Parameter& param = m_.params[i];
    const classfile::JavaType& p = param.type;
    std::string declaredType =
        p.kind == classfile::JavaType::Kind::Array ? p.descriptor() : p.className;
    std::string text = argument(t_.inputs[i], declaredType);
    // null fits every overload of the same arity: the cast names the one meant. A null for a
    // last array parameter is cast too: it may be varargs, where a bare null is ambiguous.
    const bool lastArray = i + 1 == t_.inputs.size() && p.kind == classfile::JavaType::Kind::Array;
    if ((m_.overloadedArity || lastArray) && t_.inputs[i].isReference() && t_.inputs[i].isNull()) {
      const std::string type = param.inputClass.empty() ? declaredType : param.inputClass;
      if (nameable(type)) text = fmt::format("({}) null", declared(type));
    } else if (m_.overloadedArity && t_.inputs[i].isReference() && param.signature.empty() &&
               p.kind == classfile::JavaType::Kind::Class && nameable(declaredType) &&
               nameable(t_.objects[static_cast<size_t>(t_.inputs[i].value)].type) &&
               t_.objects[static_cast<size_t>(t_.inputs[i].value)].type != declaredType) {
      // An object of a subclass may pick another overload (a StrBuilder passed where the
      // method takes an Appendable runs identityToString(StrBuilder, Object)): the cast keeps
      // the method explored. Not for a generic parameter: a cast to its erasure would change
      // what javac infers (find(T[], T) with T an Integer).
      text = fmt::format("({}) {}", declared(declaredType), text);
    }
    args += (i > first ? ", " : "") + text;
  }
  return args;
}

std::string stringLiteralOf(const TestCase& test, size_t index) {
  return stringLiteral(test, test.objects.at(index));
}

JUnitBody junitBody(const results::MethodResult& method, const TestCase& test,
                    const results::TypeNames& names) {
  return BodyWriter(method, test, names).write();
}

}  // namespace symtest::emit
