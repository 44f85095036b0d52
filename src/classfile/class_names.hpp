// Class names in the two spellings the JVM uses: internal ("java/util/List", "Outer$Inner")
// and binary with dots ("java.util.List", "Outer$Inner"), as Class.getName() and the java
// command take them.
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

}  // namespace symtest::classfile
