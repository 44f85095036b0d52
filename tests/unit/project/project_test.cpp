#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "config/usage_error.hpp"
#include "project/class_patterns.hpp"
#include "project/layout.hpp"
#include "project/summary.hpp"
#include "project/test_tree.hpp"
#include "temp_dir.hpp"

namespace symtest::project {
namespace {

namespace fs = std::filesystem;

using testing::TempDir;

void write(const fs::path& file, const std::string& text) {
  fs::create_directories(file.parent_path());
  std::ofstream(file) << text;
}

std::string read(const fs::path& file) {
  std::ifstream in(file);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(ClassPatternsTest, PackagesSubpackagesAndNames) {
  EXPECT_TRUE(matchesPattern("com.acme.*", "com.acme.Foo"));
  EXPECT_FALSE(matchesPattern("com.acme.*", "com.acme.sub.Foo"));
  EXPECT_TRUE(matchesPattern("com.acme.**", "com.acme.sub.Foo"));
  EXPECT_FALSE(matchesPattern("com.acme.**", "com.acmex.Foo"));
  EXPECT_TRUE(matchesPattern("com.acme.Foo", "com.acme.Foo"));
  EXPECT_TRUE(matchesPattern("com.acme.Foo", "com.acme.Foo$Inner"));  // nested with its class
  EXPECT_FALSE(matchesPattern("com.acme.Foo", "com.acme.FooBar"));
  EXPECT_TRUE(matchesPattern("com.acme.*Service", "com.acme.UserService"));
  EXPECT_FALSE(matchesPattern("com.acme.*Service", "com.acme.UserServiceImpl"));
}

TEST(ClassPatternsTest, FilterIncludesExcludesAndReportsUnmatched) {
  ClassFilter all({}, {"com.acme.internal.**"});
  EXPECT_TRUE(all.accepts("com.acme.Foo"));
  EXPECT_FALSE(all.accepts("com.acme.internal.deep.Bar"));
  EXPECT_TRUE(all.unmatchedIncludes().empty());
  ClassFilter some({"com.acme.*", "org.none.*"}, {"com.acme.Skip"});
  EXPECT_TRUE(some.accepts("com.acme.Foo"));
  EXPECT_FALSE(some.accepts("com.acme.Skip"));
  EXPECT_FALSE(some.accepts("org.other.Foo"));
  EXPECT_EQ(some.unmatchedIncludes(), std::vector<std::string>{"org.none.*"});
}

TEST(LayoutTest, MavenGradleAndClasses) {
  TempDir t;
  const fs::path maven = t.path() / "maven", gradle = t.path() / "gradle";
  write(maven / "pom.xml", "<project/>");
  fs::create_directories(maven / "target" / "classes");
  write(maven / "target" / "dependency" / "b.jar", "PK");
  write(maven / "target" / "dependency" / "a.jar", "PK");
  LayoutRequest m;
  m.root = maven;
  Layout l = detectLayout(m);
  EXPECT_EQ(l.kind, Layout::Kind::Maven);
  EXPECT_EQ(l.classes, (maven / "target" / "classes").string());
  EXPECT_EQ(l.tests, maven / "src" / "test" / "java");
  EXPECT_EQ(l.store, maven / "target" / "symtest");
  ASSERT_EQ(l.libraries.size(), 2u);  // sorted: the same class path on every machine
  EXPECT_EQ(fs::path(l.libraries[0]).filename(), "a.jar");

  write(gradle / "build.gradle.kts", "");
  LayoutRequest g;
  g.root = gradle;
  try {
    detectLayout(g);
    ADD_FAILURE() << "an unbuilt Gradle project";
  } catch (const config::UsageError& e) {
    EXPECT_NE(std::string(e.what()).find("gradle classes"), std::string::npos) << e.what();
  }
  fs::create_directories(gradle / "build" / "classes" / "java" / "main");
  l = detectLayout(g);
  EXPECT_EQ(l.kind, Layout::Kind::Gradle);
  EXPECT_EQ(l.store, gradle / "build" / "symtest");

  LayoutRequest none;
  none.root = t.path();
  EXPECT_THROW(detectLayout(none), config::UsageError);
  none.classes = (maven / "target" / "classes").string();
  l = detectLayout(none);
  EXPECT_EQ(l.kind, Layout::Kind::Classes);
  EXPECT_EQ(l.store, t.path() / ".symtest");

  write(t.path() / "bad.jar", "not a zip");
  m.classPath = {(t.path() / "bad.jar").string()};
  EXPECT_THROW(detectLayout(m), config::UsageError);
}

TEST(TestTreeTest, OnlyOwnFilesAreWrittenAndRemoved) {
  TempDir t;
  const fs::path tests = t.path() / "src" / "test" / "java";
  const std::string ours = std::string(kMarker) + "\nclass FooSymtestTest {}\n";
  const fs::path own = tests / "com" / "acme" / "FooSymtestTest.java";
  EXPECT_EQ(writeOwnFile(own, ours), WriteOutcome::Written);
  EXPECT_EQ(writeOwnFile(own, ours), WriteOutcome::Unchanged);
  EXPECT_TRUE(isOwnFile(own));
  // A hand-written file of that name is never overwritten.
  const fs::path theirs = tests / "com" / "acme" / "BarSymtestTest.java";
  write(theirs, "class BarSymtestTest {}\n");
  EXPECT_EQ(writeOwnFile(theirs, ours), WriteOutcome::NotOurs);
  EXPECT_EQ(read(theirs), "class BarSymtestTest {}\n");
  const fs::path stale = tests / "org" / "gone" / "GoneSymtestTest.java";
  EXPECT_EQ(writeOwnFile(stale, ours), WriteOutcome::Written);
  std::vector<fs::path> removed = removeStaleFiles(tests, {own});
  EXPECT_EQ(removed, std::vector<fs::path>{stale});
  EXPECT_TRUE(fs::exists(own));
  EXPECT_TRUE(fs::exists(theirs));
  EXPECT_FALSE(fs::exists(tests / "org"));  // folders only our file filled go too
  EXPECT_TRUE(fs::exists(tests));
}

TEST(SummaryTest, ReportsCoverClassesWithTheirNestedClasses) {
  results::GenerationResult r;
  results::MethodResult a, b, other;
  a.method = {"com/acme/Foo", "f", "()I"};
  a.tests.resize(2);
  b.method = {"com/acme/Foo$Inner", "g", "()V"};
  b.status = results::MethodResult::Status::Partial;
  b.note = "time limit";
  b.tests.resize(1);
  other.method = {"com/acme/FooBar", "h", "()V"};
  other.tests.resize(5);
  r.methods = {a, b, other};
  r.classCoverage.push_back({a.method, {3, 4}, {1, 2}});
  r.classCoverage.push_back({other.method, {9, 9}, {0, 0}});
  ClassReport c = reportClass(r, "com/acme/Foo", 1);
  EXPECT_EQ(c.name, "com.acme.Foo");
  EXPECT_EQ(c.methods, 2u);
  EXPECT_EQ(c.tests, 3u);
  EXPECT_EQ(c.explored, 1u);
  EXPECT_EQ(c.instructions.covered, 3u);
  EXPECT_EQ(c.instructions.total, 4u);
  ASSERT_EQ(c.notes.size(), 1u);
  EXPECT_EQ(c.notes[0].status, "partial");
  ProjectReport p;
  c.status = "tested";
  p.classes = {c};
  EXPECT_TRUE(p.partial());
  EXPECT_EQ(percent(p.instructions()), "75.0%");
  const std::string json = summaryJson(p);
  EXPECT_NE(json.find("\"format\": \"symtest-project/1\""), std::string::npos);
  EXPECT_NE(summaryText(p).find("partial com.acme.Foo$Inner.g()V: time limit"), std::string::npos)
      << summaryText(p);
}

}  // namespace
}  // namespace symtest::project
