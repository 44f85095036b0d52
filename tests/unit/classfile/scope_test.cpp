// The scope of a run (ClassPath::scopeClasses): what the classes under test reach, not the
// whole class path.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"

namespace symtest::classfile {
namespace {

bool has(const std::vector<std::string>& v, const std::string& s) {
  return std::find(v.begin(), v.end(), s) != v.end();
}

ClassPath scopePath() {
  return ClassPath({SCOPE_CLASSES "/app", SCOPE_CLASSES "/lib", SCOPE_CLASSES "/far"});
}

TEST(ScopeTest, HeadersListTheClassesACodeNamesAndItsMembersHold) {
  ClassPath cp = scopePath();
  const ClassHeader* h = cp.header("app/Main");
  ASSERT_NE(h, nullptr);
  EXPECT_TRUE(has(h->references, "lib/Token"));  // created
  EXPECT_TRUE(has(h->references, "lib/Box"));    // its method called
  EXPECT_FALSE(has(h->references, "app/Main"));  // never itself
  EXPECT_TRUE(has(h->memberTypes, "app/Shape"));
  EXPECT_TRUE(has(h->memberTypes, "lib/Box"));
  EXPECT_TRUE(has(h->memberTypes, "java/lang/Comparable"));
  // The same from a class loaded whole.
  ASSERT_NE(cp.find("app/Circle"), nullptr);
  ClassHeader loaded = headerOf(*cp.find("app/Main"));
  EXPECT_EQ(loaded.references, h->references);
  EXPECT_EQ(loaded.memberTypes, h->memberTypes);
}

TEST(ScopeTest, NamedClassesInSignaturesAndDescriptors) {
  std::vector<std::string> out;
  namedClasses("(ILcom/Lib;[[Ljava/lang/String;)Ljava/util/List<Lapp/Shape;>;", out);
  EXPECT_EQ(out, (std::vector<std::string>{"com/Lib", "java/lang/String", "java/util/List",
                                           "app/Shape"}));
  out.clear();
  namedClasses("<T::Ljava/lang/Comparable<TT;>;>(TT;)V", out);
  EXPECT_EQ(out, (std::vector<std::string>{"java/lang/Comparable"}));
}

TEST(ScopeTest, WithoutRootsEveryUserClass) {
  ClassPath cp = scopePath();
  EXPECT_EQ(cp.scopeClasses(), cp.listClasses());
  EXPECT_TRUE(has(cp.scopeClasses(), "far/Far"));
}

TEST(ScopeTest, RootsReachWhatTheyNameAndSubclassesOfTheirEntry) {
  ClassPath cp = scopePath();
  cp.setScopeRoots({"app/Main"});
  const std::vector<std::string>& scope = cp.scopeClasses();
  EXPECT_TRUE(std::is_sorted(scope.begin(), scope.end()));
  for (const char* in : {"app/Main", "app/Shape", "app/Circle", "lib/Box", "lib/Token"})
    EXPECT_TRUE(has(scope, in)) << in;
  // Comparable implementors nothing reached names: a dispatch on Comparable never sees them.
  for (const char* out : {"app/Orphan", "lib/Hidden", "far/Far"})
    EXPECT_FALSE(has(scope, out)) << out;
  // Unrelated classes are not even read whole.
  cp.setScopeRoots({"far/Far"});
  EXPECT_EQ(cp.scopeClasses(), std::vector<std::string>{"far/Far"});
}

}  // namespace
}  // namespace symtest::classfile
