// Objects of modelled JDK classes in tests: tests build and compare them with ordinary Java
// (new Integer(5), "ab", new ArrayList<>(Arrays.asList(..))), never by reflection, so their
// contents are read here from the models' representation.
#pragma once

#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "results/library_classes.hpp"
#include "results/test_case.hpp"

namespace symtest::emit {

using results::LibraryKind;
using results::libraryKind;

// What a collection holds, as the models store it (ArrayList/LinkedList: elements; Vector and
// Stack: elementData up to elementCount; HashMap: keys, vals, capacity; HashSet: its map).
struct LibraryContent {
  std::vector<results::ConcreteValue> elements;  // lists and sets, in iteration order
  std::vector<results::ConcreteValue> values;    // maps: values[i] belongs to elements[i]
  int64_t capacity = 0;           // maps and sets: the hash table's length; Vector: elementData's
  int64_t increment = 0;          // Vector: capacityIncrement
  std::vector<size_t> internals;  // the model's own objects (arrays, a set's map)
};

// Contents of collection object `k`, as built before the call (`initial`) or at the end.
LibraryContent libraryContent(const results::TestCase& t, size_t k, bool initial);

// Objects of the other modelled JDK classes that a test compares by content, never builds as
// inputs: sequences compared in iteration order (ArrayDeque,
// PriorityQueue's array order, TreeSet), sorted maps (TreeMap, in key order), BitSets (their
// words) and StringBuffers (their text).
enum class ModelShape { List, Sequence, Map, Bits, Text };
struct ModelContent {
  ModelShape shape = ModelShape::List;
  LibraryContent content;      // elements (and values of maps), in iteration order
  std::vector<int64_t> words;  // Bits: the words in use
  std::vector<uint16_t> text;  // Text
};
// The final contents of object `k` when its class is one of those, and every part is known.
std::optional<ModelContent> modelContent(const results::TestCase& t, size_t k);

// Java type arguments for a collection object from its generic type: "<java.lang.Integer>",
// or "<Object>"-style defaults when unknown or when a test in `package` cannot name the type;
// nested arguments whole ("<String, java.util.List<String>>"), or no arguments at all (a raw
// type) when one of them cannot be written.
std::string javaTypeArguments(const results::ObjectSnapshot& o, LibraryKind kind,
                              const results::TypeNames& names, const std::string& package);

// Boxed values and strings (modelled JDK classes) are built and compared with ordinary Java:
// their fields are internal to java.base and cannot be reached by reflection.
bool isBoxed(const std::string& type);
bool isBuilder(const std::string& type);
// An object the JVM beside the run made that a test can compare with an expression of its own
// (java.nio.charset.Charset.forName("UTF-8")): its class compares by equals and no later call
// may have changed it.
bool comparableJdkObject(const results::ObjectSnapshot& o);
bool isCollection(const std::string& type);  // List, Set or Map
// The contents of String snapshot `o` of `t` (its char array), as a literal.
std::string stringLiteral(const results::TestCase& t, const results::ObjectSnapshot& o);
// The primitive inside a boxed object, as a literal of the right type.
std::string boxedLiteral(const results::ObjectSnapshot& o);

}  // namespace symtest::emit
