// The modelled JDK classes a test can build and compare with ordinary Java, and how: these
// are the JDK classes symtest creates as inputs.
#pragma once

#include <string>
#include <string_view>

namespace symtest::results {

// Input sources whose values the JVM chooses and a test cannot set: identity hash codes, and
// the seed new Random() takes from the clock.
inline constexpr std::string_view kIdentityHashSource = "java/lang/System.identityHashCode";
inline constexpr std::string_view kRandomSeedSource = "java/util/Random.<init>";

// How reports name an input source: "nondetInt()", "new Random() seed".
std::string sourceName(const std::string& source);

enum class LibraryKind { None, Boxed, String, Builder, List, Set, Map };

// How a test handles objects of `type` (an internal class name); None for other classes.
LibraryKind libraryKind(const std::string& type);

// Vector and Stack: lists whose model keeps the JDK's fields (elementData with spare capacity,
// elementCount, capacityIncrement), so a test builds one with that capacity. They are inputs
// of their own declared type only: a List parameter is not given them.
bool isVector(const std::string& type);

// The other modelled JDK classes whose objects tests compare by content (read from the model's
// fields), never build: ArrayDeque, PriorityQueue, TreeMap, TreeSet, BitSet, StringBuffer.
bool comparedByContent(const std::string& type);

}  // namespace symtest::results
