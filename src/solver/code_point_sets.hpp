// The code point sets of java.lang.Character's classification methods (isLetter, isDefined,
// isUpperCase, ...) and the code point maps of its case mappings (toUpperCase, ...), as the
// JDK that built symtest computes them (and, when the build found one, a JDK 21 or later: see
// useCodePointTablesFor): the build generates them with
// tools/unicode/UnicodeTables.java. The solver tests membership in a set as one term
// (Op::InCodePointSet) and maps a code point as one term (Op::MapCodePoint), each printed as
// the Java call.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

namespace symtest::solver {

struct CodePointRange {
  uint32_t first, last;  // inclusive
};

struct CodePointSet {
  std::string_view method;                 // Character's method, e.g. "isLetter"
  std::span<const CodePointRange> ranges;  // sorted, disjoint, not adjacent
};

// A run of a code point map: in [first, last], every stride-th code point from first maps to
// c + offset (absolute: to offset); the others, code points in no run and invalid ones are
// unmapped: they map to themselves, or to the map's constant.
struct CodePointRun {
  uint32_t first, last;  // inclusive
  int32_t offset;
  uint8_t stride;  // 1 or 2 (alternating case pairs)
  bool absolute;
};

struct CodePointMap {
  std::string_view method;             // Character's method, e.g. "toUpperCase"
  std::span<const CodePointRun> runs;  // sorted, disjoint
  bool identity;                       // unmapped code points map to themselves (case maps)
  int32_t constant;                    // ... else to this (getType: UNASSIGNED, 0)
};

// The set of the Character method named `method`, by index; nullopt for other names.
std::optional<uint32_t> codePointSetIndex(std::string_view method);
const CodePointSet& codePointSet(uint32_t index);
uint32_t codePointSetCount();
// Whether the code point (any int: negative and too large ones are in no set) is in the set.
bool codePointSetContains(uint32_t index, int64_t codePoint);
// The map of the Character method named `method` (toUpperCase, toLowerCase, toTitleCase,
// toUpperCaseEx: String.toUpperCase's code point for one, -1 where it expands; caseFold:
// toLowerCase of toUpperCase; getType and getNumericValue), by index.
std::optional<uint32_t> codePointMapIndex(std::string_view method);
const CodePointMap& codePointMap(uint32_t index);
uint32_t codePointMapCount();
// What the map makes of the code point (any int: invalid ones are unmapped).
int64_t mapCodePoint(uint32_t index, int64_t codePoint);
// The Java text of the map applied to `operand`: Character.toUpperCase(c), and caseFold (what
// equalsIgnoreCase compares) as Character.toLowerCase(Character.toUpperCase(c)).
std::string mapCall(uint32_t index, const std::string& operand);

// The JDK the tables come from, e.g. "JDK 17.0.15+6".
std::string_view codePointTablesSource();

// Chooses the tables of the run: those of the JDK 21+ the build found (its Unicode version) when
// the JDK the run reads is at least that release, else JDK 17's. Process-wide, like the JDK
// itself; called once, when the class path is opened.
void useCodePointTablesFor(int jdkRelease);

}  // namespace symtest::solver
