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

// Values the machine the tests run on chooses (a system property or an environment variable
// outside the fixed set, src/concrete): "machine:" and the call, System.getProperty("user.home").
inline constexpr std::string_view kMachineSourcePrefix = "machine:";
inline bool isMachineSource(const std::string& source) {
  return source.rfind(kMachineSourcePrefix, 0) == 0;
}

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
