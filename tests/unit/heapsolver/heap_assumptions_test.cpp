// Heap assumptions: parsing with errors that name the problem, class and field names as
// users write them, and generation runs whose input heaps keep every assumption while the
// coverage stays that of the run without them.
#include <gtest/gtest.h>

#include "fixture_class_path.hpp"

#include <map>
#include <set>
#include <stdexcept>

#include "classfile/class_path.hpp"
#include "heapsolver/heap_technique.hpp"
#include "testcase/generator.hpp"

namespace symtest::heapsolver {
namespace {

using results::MethodResult;
using results::TestCase;

TEST(HeapAssumptions, ParsesTheThreeKinds) {
  HeapAssumption a = parseHeapAssumption(" acyclic( Node.next ) ");
  EXPECT_EQ(a.kind, HeapAssumption::Kind::Acyclic);
  EXPECT_EQ(a.names, std::vector<std::string>{"Node.next"});
  EXPECT_EQ(parseHeapAssumption("unshared(Tree.left,Tree.right)").text(),
            "unshared(Tree.left, Tree.right)");
  EXPECT_EQ(parseHeapAssumption("noalias(List, List)").kind, HeapAssumption::Kind::NoAlias);
  EXPECT_THROW(parseHeapAssumption("cyclic(Node.next)"), std::invalid_argument);
  EXPECT_THROW(parseHeapAssumption("acyclic(Node)"), std::invalid_argument);  // not a field
  EXPECT_THROW(parseHeapAssumption("noalias(List)"), std::invalid_argument);
  EXPECT_THROW(parseHeapAssumption("acyclic(Node.next"), std::invalid_argument);
  auto file = parseHeapAssumptions("# shapes\nacyclic(Node.next)\n\nnoalias(A, B)  # ids\n", "f");
  EXPECT_EQ(file.size(), 2u);
  try {
    parseHeapAssumptions("acyclic(Node.next)\nshared(X.y)\n", "shapes.txt");
    FAIL() << "expected an error";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("shapes.txt:2"), std::string::npos) << e.what();
  }
}

TEST(HeapAssumptions, NamesClassesAndFieldsAsUsersWriteThem) {
  EXPECT_TRUE(namesClass("com/acme/Chain$Node", "Node"));
  EXPECT_TRUE(namesClass("com/acme/Chain$Node", "Chain.Node"));
  EXPECT_TRUE(namesClass("com/acme/Chain$Node", "Chain$Node"));
  EXPECT_TRUE(namesClass("com/acme/Chain$Node", "com.acme.Chain.Node"));
  EXPECT_FALSE(namesClass("com/acme/TreeNode", "Node"));
  EXPECT_TRUE(namesField("Chain$Node.next", "Node.next"));
  EXPECT_FALSE(namesField("Chain$Node.value", "Node.next"));
}

TEST(HeapAssumptions, ReportsNamesNoClassHas) {
  classfile::ClassPath cp({FIXTURE_CLASSES});
  EXPECT_EQ(unknownName({parseHeapAssumption("acyclic(Node.next)"),
                         parseHeapAssumption("noalias(Chain, Chain)")},
                        cp),
            "");
  EXPECT_EQ(unknownName({parseHeapAssumption("acyclic(Node.nxt)")}, cp), "Node.nxt");
  EXPECT_EQ(unknownName({parseHeapAssumption("noalias(Chain, Chian)")}, cp), "Chian");
}

MethodResult generate(const std::string& method, const std::string& descriptor,
                      const std::vector<std::string>& assumptions, uint64_t& removed) {
  auto owned = unit::fixtureClassPath(FIXTURE_CLASSES, MODELS_JAR);
  classfile::ClassPath& cp = *owned;
  testcase::GeneratorOptions options;
  options.k = 3;
  std::vector<HeapAssumption> parsed;
  for (const std::string& a : assumptions) parsed.push_back(parseHeapAssumption(a));
  HeapTechnique technique(HeapMode::Lazy, parsed);
  if (!parsed.empty()) options.techniques.push_back(&technique);
  auto result = testcase::generate(cp, {{"Chain", method, descriptor}}, options);
  MethodResult m = result.methods.at(0);
  auto it = m.counters.find("aliases removed by heap assumptions");
  removed = it == m.counters.end() ? 0 : it->second;
  return m;
}

// The input links through Node.next of a test case: object -> object.
std::map<int64_t, int64_t> nextLinks(const TestCase& t) {
  std::map<int64_t, int64_t> out;
  for (size_t o = 0; o < t.objects.size(); ++o)
    for (const auto& s : t.objects[o].initial)
      if (s.name == "next" && !s.value.isNull()) out[static_cast<int64_t>(o)] = s.value.value;
  return out;
}

TEST(HeapAssumptions, InputsKeepThemAndCoverageStays) {
  uint64_t removed = 0;
  MethodResult plain = generate("swapFirstTwo", "()Z", {}, removed);
  EXPECT_EQ(removed, 0u);
  bool someCycle = false, someShared = false;
  for (const TestCase& t : plain.tests) {
    std::map<int64_t, int64_t> links = nextLinks(t);
    std::set<int64_t> targets;
    for (const auto& [from, to] : links) {
      if (!targets.insert(to).second) someShared = true;
      for (int64_t p = to, steps = 0; links.count(p) && steps < 10; p = links[p], ++steps)
        if (p == from) someCycle = true;
    }
  }
  // Without assumptions, lazy initialization with aliasing builds cycles (a.next == a).
  EXPECT_TRUE(someCycle || someShared);

  MethodResult assumed =
      generate("swapFirstTwo", "()Z", {"acyclic(Node.next)", "unshared(Node.next)"}, removed);
  EXPECT_GT(removed, 0u);
  EXPECT_LT(assumed.tests.size(), plain.tests.size());
  EXPECT_EQ(assumed.branches.covered, plain.branches.covered);
  EXPECT_EQ(assumed.instructions.covered, plain.instructions.covered);
  for (const TestCase& t : assumed.tests) {
    std::map<int64_t, int64_t> links = nextLinks(t);
    std::set<int64_t> targets;
    for (const auto& [from, to] : links) {
      EXPECT_TRUE(targets.insert(to).second) << "a node shared through next";
      for (int64_t p = to, steps = 0; links.count(p) && steps < 10; p = links[p], ++steps)
        EXPECT_NE(p, from) << "a cycle through next";
    }
  }
}

TEST(HeapAssumptions, NoAliasKeepsTwoChainsApart) {
  uint64_t removed = 0;
  auto aliased = [](const TestCase& t) {
    return t.receiver && !t.inputs.empty() && !t.inputs[0].isNull() &&
           t.inputs[0].value == t.receiver->value;
  };
  MethodResult plain = generate("sameStart", "(LChain;)Z", {}, removed);
  bool anyAliased = false;
  for (const TestCase& t : plain.tests) anyAliased = anyAliased || aliased(t);
  EXPECT_TRUE(anyAliased);
  MethodResult apart = generate("sameStart", "(LChain;)Z", {"noalias(Chain, Chain)"}, removed);
  EXPECT_GT(removed, 0u);
  for (const TestCase& t : apart.tests) EXPECT_FALSE(aliased(t));
  // The `other == this` branch is the one the assumption gives up.
  EXPECT_EQ(apart.branches.covered + 1, plain.branches.covered);
}

}  // namespace
}  // namespace symtest::heapsolver
