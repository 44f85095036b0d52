#include "guide/reduction.hpp"

#include "guide/test_goals.hpp"

#include "solver/expr.hpp"

#include <algorithm>
#include <map>
#include <set>

namespace symtest::guide {

namespace {

// null / non-null, sign, or the boolean: what a person would test separately.
std::string valueClass(const results::ConcreteValue& v) {
  if (v.isReference()) return v.isNull() ? "null" : "non-null";
  using Kind = classfile::JavaType::Kind;
  if (v.type.kind == Kind::Boolean) return v.value ? "true" : "false";
  if (v.type.kind == Kind::Float || v.type.kind == Kind::Double) {
    const double d =
        solver::fpValue(static_cast<uint64_t>(v.value), v.type.kind == Kind::Double ? 64 : 32);
    return d != d ? "NaN" : d < 0 ? "negative" : d == 0 ? "zero" : "positive";
  }
  return v.value < 0 ? "negative" : v.value == 0 ? "zero" : "positive";
}

// How hard a test's inputs are to read: the magnitudes of its primitive inputs and of the
// primitive fields it sets up (char and boolean count their value too). Among tests that
// cover the same, reduction keeps the most readable: qty = 0 rather than 1000000000.
uint64_t readingCost(const results::TestCase& t) {
  auto cost = [](const results::ConcreteValue& v) -> uint64_t {
    using Kind = classfile::JavaType::Kind;
    if (v.isReference()) return 0;
    if (v.type.kind == Kind::Float || v.type.kind == Kind::Double) {
      const double d =
          solver::fpValue(static_cast<uint64_t>(v.value), v.type.kind == Kind::Double ? 64 : 32);
      return d == d && d > -1e9 && d < 1e9 ? static_cast<uint64_t>(d < 0 ? -d : d) : 1000000000;
    }
    const uint64_t m = v.value < 0 ? 0 - static_cast<uint64_t>(v.value) : v.value;
    return std::min<uint64_t>(m, 1000000000);
  };
  uint64_t total = 0;
  for (const auto& v : t.inputs) total += cost(v);
  for (const auto& o : t.objects)
    if (o.isInput)
      for (const auto& s : o.initial) total += cost(s.value);
  return total;
}

}  // namespace

std::vector<std::string> coverageElements(const results::TestCase& test, bool withGoals) {
  std::vector<std::string> out;
  for (const auto& [id, probes] : test.probes)
    for (uint32_t p : probes) out.push_back("probe " + id.key() + " " + std::to_string(p));
  if (test.throws)
    out.push_back("throws " + test.exceptionClass);
  else if (test.exitStatus)
    out.push_back("exits");
  else if (test.result)
    out.push_back("returns " + valueClass(*test.result));
  else
    out.push_back("returns");
  if (withGoals)
    for (const std::string& g : goalsOf(test)) out.push_back("goal " + g);
  return out;
}

std::vector<size_t> reduceSuite(const std::vector<results::TestCase>& tests, bool withGoals) {
  std::map<std::string, uint32_t> ids;
  std::vector<std::vector<uint32_t>> elements(tests.size());
  for (size_t t = 0; t < tests.size(); ++t) {
    for (const std::string& e : coverageElements(tests[t], withGoals)) {
      auto [it, fresh] = ids.emplace(e, static_cast<uint32_t>(ids.size()));
      (void)fresh;
      elements[t].push_back(it->second);
    }
    std::sort(elements[t].begin(), elements[t].end());
    elements[t].erase(std::unique(elements[t].begin(), elements[t].end()), elements[t].end());
  }
  std::vector<uint64_t> costs;
  for (const auto& t : tests) costs.push_back(readingCost(t));
  std::vector<bool> covered(ids.size(), false), chosen(tests.size(), false);
  size_t left = ids.size();
  std::vector<size_t> keep;
  while (left > 0) {
    size_t best = tests.size(), bestGain = 0;
    for (size_t t = 0; t < tests.size(); ++t) {
      if (chosen[t]) continue;
      size_t gain = 0;
      for (uint32_t e : elements[t]) gain += covered[e] ? 0 : 1;
      if (gain > bestGain || (gain > 0 && gain == bestGain && costs[t] < costs[best]))
        best = t, bestGain = gain;
    }
    if (best == tests.size()) break;
    chosen[best] = true;
    keep.push_back(best);
    for (uint32_t e : elements[best]) {
      if (!covered[e]) --left;
      covered[e] = true;
    }
  }
  std::sort(keep.begin(), keep.end());
  return keep;
}

}  // namespace symtest::guide
