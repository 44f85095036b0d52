// The code point sets of java.lang.Character's classification methods (isLetter, isDefined,
// isUpperCase, ...), as the JDK that built symtest computes them: the build generates them
// with tools/unicode/UnicodeTables.java. The solver tests membership in a set as one term
// (Op::InCodePointSet), printed as the Java call.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>

namespace symtest::solver {

struct CodePointRange {
  uint32_t first, last;  // inclusive
};

struct CodePointSet {
  std::string_view method;                 // Character's method, e.g. "isLetter"
  std::span<const CodePointRange> ranges;  // sorted, disjoint, not adjacent
};

// The set of the Character method named `method`, by index; nullopt for other names.
std::optional<uint32_t> codePointSetIndex(std::string_view method);
const CodePointSet& codePointSet(uint32_t index);
uint32_t codePointSetCount();
// Whether the code point (any int: negative and too large ones are in no set) is in the set.
bool codePointSetContains(uint32_t index, int64_t codePoint);
// The JDK the tables come from, e.g. "JDK 17.0.15+6".
std::string_view codePointTablesSource();

}  // namespace symtest::solver
