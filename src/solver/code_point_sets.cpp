#include "solver/code_point_sets.hpp"

#include <algorithm>
#include <iterator>
#include <stdexcept>
#include <string>
#include <vector>

namespace symtest::solver {

namespace {

struct GeneratedSet {
  std::string_view method;
  std::span<const CodePointRange> ranges;
};

struct GeneratedMap {
  std::string_view method;
  std::span<const CodePointRun> runs;
  bool identity;
  int32_t constant;
};

#include "code_point_tables.inc"

}  // namespace

std::optional<uint32_t> codePointSetIndex(std::string_view method) {
  for (uint32_t i = 0; i < std::size(kGeneratedSets); ++i)
    if (kGeneratedSets[i].method == method) return i;
  return std::nullopt;
}

const CodePointSet& codePointSet(uint32_t index) {
  static const auto sets = [] {
    std::vector<CodePointSet> out;
    for (const GeneratedSet& g : kGeneratedSets) out.push_back({g.method, g.ranges});
    return out;
  }();
  if (index >= sets.size()) throw std::out_of_range("no code point set " + std::to_string(index));
  return sets[index];
}

uint32_t codePointSetCount() {
  return static_cast<uint32_t>(std::size(kGeneratedSets));
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
  for (uint32_t i = 0; i < std::size(kGeneratedMaps); ++i)
    if (kGeneratedMaps[i].method == method) return i;
  return std::nullopt;
}

const CodePointMap& codePointMap(uint32_t index) {
  static const auto maps = [] {
    std::vector<CodePointMap> out;
    for (const GeneratedMap& g : kGeneratedMaps)
      out.push_back({g.method, g.runs, g.identity, g.constant});
    return out;
  }();
  if (index >= maps.size()) throw std::out_of_range("no code point map " + std::to_string(index));
  return maps[index];
}

uint32_t codePointMapCount() {
  return static_cast<uint32_t>(std::size(kGeneratedMaps));
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
  return "Character." + std::string(method) + "(" + operand + ")";
}

std::string_view codePointTablesSource() {
  return kGeneratedFrom;
}

}  // namespace symtest::solver
