#include "solver/code_point_sets.hpp"

#include <algorithm>
#include <atomic>
#include <iterator>
#include <stdexcept>
#include <string>

namespace symtest::solver {

namespace {

// The generated tables are the public types themselves.
using GeneratedSet = CodePointSet;
using GeneratedMap = CodePointMap;

namespace baseline {
#include "code_point_tables.inc"
}  // namespace baseline
#ifdef SYMTEST_MODERN_TABLES_RELEASE
namespace modern {
#include "code_point_tables_modern.inc"
}  // namespace modern
#endif

// One JDK's tables; every generation lists the same methods in the same order, so an index
// means the same method in each.
struct Tables {
  std::span<const CodePointSet> sets;
  std::span<const CodePointMap> maps;
  std::string_view source;
};
constexpr Tables kBaseline{baseline::kGeneratedSets, baseline::kGeneratedMaps,
                           baseline::kGeneratedFrom};
#ifdef SYMTEST_MODERN_TABLES_RELEASE
constexpr Tables kModern{modern::kGeneratedSets, modern::kGeneratedMaps, modern::kGeneratedFrom};
#endif

// Chosen once per process, when the class path names the JDK (useCodePointTablesFor).
std::atomic<const Tables*> current{&kBaseline};

const Tables& tables() {
  return *current.load(std::memory_order_relaxed);
}

// The index of the entry of `table` for Character's method `method`.
template <typename Entry>
std::optional<uint32_t> indexOf(std::span<const Entry> table, std::string_view method) {
  for (uint32_t i = 0; i < table.size(); ++i)
    if (table[i].method == method) return i;
  return std::nullopt;
}

template <typename Entry>
const Entry& entry(std::span<const Entry> table, uint32_t index, const char* what) {
  if (index >= table.size())
    throw std::out_of_range(std::string("no code point ") + what + " " + std::to_string(index));
  return table[index];
}

}  // namespace

void useCodePointTablesFor(int jdkRelease) {
#ifdef SYMTEST_MODERN_TABLES_RELEASE
  current = jdkRelease >= SYMTEST_MODERN_TABLES_RELEASE ? &kModern : &kBaseline;
#else
  (void)jdkRelease;
#endif
}

std::optional<uint32_t> codePointSetIndex(std::string_view method) {
  return indexOf(tables().sets, method);
}

const CodePointSet& codePointSet(uint32_t index) {
  return entry(tables().sets, index, "set");
}

uint32_t codePointSetCount() {
  return static_cast<uint32_t>(tables().sets.size());
}

bool codePointSetContains(uint32_t index, int64_t codePoint) {
  if (codePoint < 0 || codePoint > 0x10FFFF) return false;
  const auto cp = static_cast<uint32_t>(codePoint);
  const auto& ranges = codePointSet(index).ranges;
  // The first range ending at or after cp: cp is in the set when that range starts by cp.
  auto it = std::lower_bound(ranges.begin(), ranges.end(), cp,
                             [](const CodePointRange& r, uint32_t c) { return r.last < c; });
  return it != ranges.end() && it->first <= cp;
}

std::optional<uint32_t> codePointMapIndex(std::string_view method) {
  return indexOf(tables().maps, method);
}

const CodePointMap& codePointMap(uint32_t index) {
  return entry(tables().maps, index, "map");
}

uint32_t codePointMapCount() {
  return static_cast<uint32_t>(tables().maps.size());
}

int64_t mapCodePoint(uint32_t index, int64_t codePoint) {
  const CodePointMap& map = codePointMap(index);
  const int64_t unmapped = map.identity ? codePoint : map.constant;
  if (codePoint < 0 || codePoint > 0x10FFFF) return unmapped;
  const auto cp = static_cast<uint32_t>(codePoint);
  auto it = std::lower_bound(map.runs.begin(), map.runs.end(), cp,
                             [](const CodePointRun& r, uint32_t c) { return r.last < c; });
  if (it == map.runs.end() || it->first > cp || (cp - it->first) % it->stride != 0) return unmapped;
  return it->absolute ? it->offset : codePoint + it->offset;
}

std::string mapCall(uint32_t index, const std::string& operand) {
  const std::string_view method = codePointMap(index).method;
  if (method == "caseFold") return "Character.toLowerCase(Character.toUpperCase(" + operand + "))";
  // The k-th char of String's upper case of a char that becomes several (U+00DF: "SS"); the
  // third is 0 for those that become two.
  if (method.starts_with("upperCaseSpecial")) {
    const std::string upper = "String.valueOf((char) " + operand + ").toUpperCase()";
    if (method.back() == '3') return "(" + upper + " + \"\\0\").charAt(2)";
    return upper + ".charAt(" + std::to_string(method.back() - '1') + ")";
  }
  return "Character." + std::string(method) + "(" + operand + ")";
}

std::string_view codePointTablesSource() {
  return tables().source;
}

}  // namespace symtest::solver
