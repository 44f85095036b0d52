// Class names in the two spellings the JVM uses: internal ("java/util/List", "Outer$Inner")
// and binary with dots ("java.util.List", "Outer$Inner"), as Class.getName() and the java
// command take them; and the source spelling, nested classes as members ("Outer.Inner").
#pragma once

#include <string>

namespace symtest::classfile {

inline std::string dottedName(std::string internal) {
  for (char& c : internal)
    if (c == '/') c = '.';
  return internal;
}

inline std::string internalName(std::string dotted) {
  for (char& c : dotted)
    if (c == '.') c = '/';
  return dotted;
}

// The name Java source writes: "java/util/Map$Entry" -> "java.util.Map.Entry".
inline std::string sourceName(std::string internal) {
  for (char& c : internal)
    if (c == '/' || c == '$') c = '.';
  return internal;
}

}  // namespace symtest::classfile
