// Acting and asserting in a JUnit test body: the call (with output captured when the run
// records it), the result or exception, and the final state of the heap and the statics.
#include <fmt/format.h>

#include <algorithm>

#include "emit/body_writer.hpp"

namespace symtest::emit {

// An expression equal to a final value: a literal, a named object, or a value-like object
// rebuilt (collections may need statements first). Empty when it cannot be written.
std::string BodyWriter::expectedOf(const ConcreteValue& v) {
  if (!v.isReference()) return emit::literal(v);
  if (v.isNull()) return "null";
  size_t k = static_cast<size_t>(v.value);
  if (names_.count(k) && !isCollection(t_.objects[k].type)) return names_[k];
  if (isBoxed(t_.objects[k].type)) return expectedValue(t_.objects[k]);
  if (isCollection(t_.objects[k].type)) return expectedCollection(k);
  if (isOptional(t_.objects[k].type)) return expectedOptional(k);
  if (comparableJdkObject(t_.objects[k])) return t_.objects[k].jdkExpression;
  return "";
}

std::string BodyWriter::expectedOptional(size_t k) {
  const ObjectSnapshot& o = t_.objects[k];
  const std::string type = sourceName(o.type);
  const ConcreteValue* value = nullptr;
  bool present = o.type == "java/util/Optional";
  for (const SlotValue& s : o.final) {
    if (s.name == "value") value = &s.value;
    if (s.name == "isPresent") present = s.value.value != 0;
  }
  if (o.type == "java/util/Optional") present = value && !value->isNull();
  if (!present) return type + ".empty()";
  if (!value) return "";
  std::string v = expectedOf(*value);
  return v.empty() ? "" : fmt::format("{}.of({})", type, v);
}

std::string BodyWriter::expectedCollection(size_t k) {
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
void BodyWriter::assertCollection(size_t k, const std::string& actual) {
  // A list of objects of the analysed classes: element by element, by identity, so that the
  // assertion runs none of their code (a record's equals) and checks the very objects.
  const LibraryContent content = libraryContent(t_, k, false);
  const bool ofAnalysed =
      libraryKind(t_.objects[k].type) == LibraryKind::List &&
      std::any_of(content.elements.begin(), content.elements.end(), [&](const ConcreteValue& v) {
        return v.isReference() && !v.isNull() &&
               !isJdkInternal(t_.objects[static_cast<size_t>(v.value)].type) &&
               !t_.objects[static_cast<size_t>(v.value)].isArray();
      });
  if (ofAnalysed) {
    std::vector<std::string> elements;
    for (const ConcreteValue& v : content.elements) elements.push_back(expectedOf(v));
    if (std::find(elements.begin(), elements.end(), "") == elements.end()) {
      const std::string list = fmt::format("((java.util.List<?>) {})", actual);
      line(fmt::format("assertEquals({}, {}.size());", elements.size(), list));
      for (size_t i = 0; i < elements.size(); ++i) {
        const ConcreteValue& v = content.elements[i];
        const bool byIdentity =
            v.isNull() || !isJdkInternal(t_.objects[static_cast<size_t>(v.value)].type);
        line(fmt::format("{}({}, {}.get({}));", byIdentity ? "assertSame" : "assertEquals",
                         elements[i], list, i));
      }
      return;
    }
  }
  std::string expected = expectedCollection(k);
  if (!expected.empty()) return line(fmt::format("assertEquals({}, {});", expected, actual));
  line(fmt::format("assertEquals({}, (({}) {}).size());",
                   libraryContent(t_, k, false).elements.size(),
                   libraryKind(t_.objects[k].type) == LibraryKind::Map ? "java.util.Map<?, ?>"
                                                                       : "java.util.Collection<?>",
                   actual));
}

void BodyWriter::act() {
  if (m_.method.name == "<init>") {
    std::string type = declared(m_.method.className);
    std::string creation = fmt::format("new {}({})", type, arguments());
    if (!m_.enclosingClass.empty() && !t_.inputs.empty()) {
      // An inner class is created from its enclosing instance: outer.new Inner(...).
      const std::string simple = type.substr(type.rfind('.') + 1);
      creation = fmt::format("{}.new {}({})", argument(t_.inputs[0], m_.enclosingClass), simple,
                             arguments(1));
    }
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
    if (t_.objects[k].isLambda)
      line("assertNotNull(result);");
    else if (isOptional(t_.objects[k].type) && !expectedOptional(k).empty())
      line(fmt::format("assertEquals({}, result);", expectedOptional(k)));
    else if (isBoxed(t_.objects[k].type))
      line(fmt::format("assertEquals({}, result);", expectedValue(t_.objects[k])));
    else if (isCollection(t_.objects[k].type))
      assertCollection(k, "result");
    else if (isBuilder(t_.objects[k].type))
      line(fmt::format("assertEquals({}, result.toString());", builderText(k, false)));
    else if (comparableJdkObject(t_.objects[k]))
      line(fmt::format("assertEquals({}, result);", t_.objects[k].jdkExpression));
    else
      assertClassOf(t_.objects[k].type, "result");
    // An array returned as an Object: its elements are read through a variable of its type.
    const ObjectSnapshot& o = t_.objects[k];
    if (o.isArray() && m_.resultType.kind != K::Array && nameable(o.type)) {
      names_[k] = unique("resultArray");
      line(fmt::format("{} {} = ({}) result;", declared(o.type), names_[k], declared(o.type)));
    }
  }
}

// assertThrowsExactly, and the message when analysed code gave the exception one.
void BodyWriter::assertThrown(const std::string& action) {
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
void BodyWriter::assertSlot(const std::string& target, const SlotValue& s, bool element,
                            bool reflective, const std::string& component) {
  std::string read =
      element ? (reflective ? fmt::format("java.lang.reflect.Array.get({}, {})", target, s.name)
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
  if (o.isLambda) {
    line(fmt::format("Object {} = {};", names_[k], read));
    return line(fmt::format("assertNotNull({});", names_[k]));
  }
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
  const bool cast = type != "Object" && !(element && !reflective && component == o.type);
  line(fmt::format("{} {} = {}{};", type, names_[k], cast ? "(" + type + ") " : "", read));
  if (comparableJdkObject(o))
    return line(fmt::format("assertEquals({}, {});", o.jdkExpression, names_[k]));
  assertClassOf(o.type, names_[k]);
  if (o.isArray())
    line(fmt::format("assertEquals({}, {});", o.length,
                     type != "Object" ? names_[k] + ".length"
                                      : "java.lang.reflect.Array.getLength(" + names_[k] + ")"));
}

void BodyWriter::assertObject(size_t k) {
  if (!names_.count(k)) return;  // not reachable from what the test holds
  const ObjectSnapshot& o = t_.objects[k];
  if (o.jdkObject) return;  // the JVM's object: compared where reached, its fields are not ours
  // A JDK object other than the value-like ones: its fields are the model's, not readable,
  // but the contents of some can be compared.
  if (isJdkInternal(o.type) && !isBoxed(o.type) && !isBuilder(o.type) && !isCollection(o.type)) {
    if (!o.isInput) assertModelContent(k, names_[k]);
    return;
  }
  if (isBoxed(o.type) || o.isLambda) return;  // compared by value, or opaque, where reached
  if (isBuilder(o.type)) {
    line(fmt::format("assertEquals({}, {}.toString());", builderText(k, false), names_[k]));
    return;
  }
  if (isCollection(o.type)) {
    if (o.isInput) assertCollection(k, names_[k]);
    return;
  }
  // Arrays are held in variables of their own type, so elements are read directly. An object
  // a class initializer made that the test rebuilt (an element of a static collection it
  // refills) has only the fields the test set: the others are the initializer's, not checked.
  const bool rebuilt = o.preState && o.finalField.empty();
  for (const SlotValue& s : o.final) {
    // The JDK part of a program class that extends a modelled JDK class (a list subclass):
    // its fields are the model's, which no test can read (java.util is closed to reflection).
    if (!o.isArray() && isJdkInternal(s.owner)) continue;
    if (rebuilt && std::none_of(o.initial.begin(), o.initial.end(), [&](const SlotValue& i) {
          return i.owner == s.owner && i.name == s.name;
        }))
      continue;
    assertSlot(names_[k], s, o.isArray(), o.isArray() && !nameable(o.type),
               o.isArray() ? o.type.substr(1) : "");
  }
}

bool BodyWriter::assertModelContent(size_t k, const std::string& actual) {
  std::optional<ModelContent> c = modelContent(t_, k);
  if (!c) return false;
  switch (c->shape) {
    case ModelShape::Text:
      line(fmt::format("assertEquals({}, {}.toString());", javaStringLiteral(c->text), actual));
      return true;
    case ModelShape::Bits: {
      std::string words;
      for (int64_t w : c->words) words += fmt::format("{}{}L", words.empty() ? "" : ", ", w);
      line(fmt::format("assertEquals(java.util.BitSet.valueOf(new long[] {{{}}}), {});", words,
                       actual));
      return true;
    }
    default:
      break;
  }
  std::vector<std::string> keys, values;
  for (const ConcreteValue& v : c->content.elements) keys.push_back(expectedOf(v));
  for (const ConcreteValue& v : c->content.values) values.push_back(expectedOf(v));
  for (const auto* list : {&keys, &values})
    if (std::find(list->begin(), list->end(), "") != list->end()) return false;
  if (c->shape == ModelShape::List) {
    line(fmt::format("assertEquals({}, {});", listOf(keys), actual));
  } else if (c->shape == ModelShape::Sequence) {
    line(fmt::format("assertEquals({}, new java.util.ArrayList<>((java.util.Collection<?>) {}));",
                     listOf(keys), actual));
  } else {
    // A sorted map: its entries, then the order of its keys.
    std::string name = unique("expected");
    line(fmt::format("java.util.Map<Object, Object> {} = new java.util.LinkedHashMap<>();", name));
    for (size_t i = 0; i < keys.size(); ++i)
      line(fmt::format("{}.put({}, {});", name, keys[i], values[i]));
    line(fmt::format("assertEquals({}, {});", name, actual));
    if (keys.size() > 1)
      line(
          fmt::format("assertEquals(new java.util.ArrayList<>({}.keySet()), new "
                      "java.util.ArrayList<>(((java.util.Map<?, ?>) {}).keySet()));",
                      name, actual));
  }
  return true;
}

}  // namespace symtest::emit
