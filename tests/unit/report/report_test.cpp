// The HTML report's parts on a generated run of a fixture: heaps as Graphviz graphs, source
// lines coloured as JaCoCo colours them with the tests that run them, the bytecode listing
// without a source, and the pages written.
#include <gtest/gtest.h>

#include "fixture_class_path.hpp"

#include <fstream>
#include <sstream>

#include "report/heap_dot.hpp"
#include "report/html_report.hpp"
#include "report/report_builder.hpp"
#include "testcase/generator.hpp"

namespace symtest::report {
namespace {

results::GenerationResult generateGauge(classfile::ClassPath& cp) {
  testcase::GeneratorOptions options;
  return testcase::generate(cp, {{"Gauge", "clamp", "(I)I"}, {"Gauge", "head", "(LGauge$Cell;)I"}},
                            options);
}

const LineView* lineWith(const ClassView& c, const std::string& text) {
  for (const LineView& l : c.lines)
    if (l.text.find(text) != std::string::npos) return &l;
  return nullptr;
}

TEST(HeapDot, DrawsObjectsTheRootsReach) {
  auto cp = unit::fixtureClassPath(FIXTURE_CLASSES, MODELS_JAR);
  results::GenerationResult r = generateGauge(*cp);
  const results::MethodResult& head = r.methods.at(1);
  bool linked = false;
  for (const results::TestCase& t : head.tests) {
    if (t.throws) continue;
    const std::string dot = heapDot(t, {{"c", t.inputs.at(0)}}, false);
    ASSERT_NE(dot.find("digraph"), std::string::npos);
    EXPECT_NE(dot.find("\"@c\" -> o"), std::string::npos) << dot;
    EXPECT_NE(dot.find("value = "), std::string::npos) << dot;
    linked = linked || dot.find("[label=\"next\"]") != std::string::npos;
  }
  EXPECT_TRUE(linked);  // a test whose cell has a next cell draws the edge
  // No reference among the roots: nothing to draw.
  const results::TestCase& t = r.methods.at(0).tests.at(0);
  EXPECT_EQ(heapDot(t, {{"x", t.inputs.at(0)}}, false), "");
}

TEST(ReportBuilder, ColoursSourceLinesAndLinksTheirTests) {
  auto cp = unit::fixtureClassPath(FIXTURE_CLASSES, MODELS_JAR);
  results::GenerationResult r = generateGauge(*cp);
  ReportBuilder builder(*cp, {FIXTURE_SOURCES});
  builder.add(r);
  ReportView v = builder.finish("test", {{"k", "2"}});
  ASSERT_EQ(v.classes.size(), 1u);
  const ClassView& gauge = v.classes[0];
  EXPECT_EQ(gauge.source, "Gauge.java");
  const LineView* branch = lineWith(gauge, "if (x > 10)");
  ASSERT_NE(branch, nullptr);
  EXPECT_EQ(branch->status, LineStatus::Covered);
  EXPECT_EQ(branch->totalBranches, 2u);
  EXPECT_EQ(branch->tests.size(), r.methods[0].tests.size());  // every test runs the if
  const LineView* ten = lineWith(gauge, "return 10;");
  ASSERT_NE(ten, nullptr);
  EXPECT_EQ(ten->tests.size(), 1u);
  EXPECT_EQ(lineWith(gauge, "// Fixture of the report tests")->status, LineStatus::NoCode);
  // The implicit constructor, which no target calls, is on the class's line: missed, as
  // JaCoCo reports it.
  EXPECT_EQ(lineWith(gauge, "public class Gauge")->status, LineStatus::Missed);
  bool constructorRow = false;
  for (const CoverageRow& row : gauge.coverage)
    constructorRow = constructorRow || (row.method == "<init>()V" && row.instructions.covered == 0);
  EXPECT_TRUE(constructorRow);
  EXPECT_EQ(v.tests, r.methods[0].tests.size() + r.methods[1].tests.size());
  EXPECT_EQ(gauge.methods.at(0).tests.at(0).inputs.at(0).first, "x");
}

TEST(ReportBuilder, ListsBytecodeWithoutASource) {
  auto cp = unit::fixtureClassPath(FIXTURE_CLASSES, MODELS_JAR);
  results::GenerationResult r = generateGauge(*cp);
  ReportBuilder builder(*cp, {});
  builder.add(r);
  ReportView v = builder.finish("test", {});
  const ClassView& gauge = v.classes.at(0);
  EXPECT_TRUE(gauge.source.empty());
  const LineView* header = lineWith(gauge, "Gauge.clamp(I)I");
  ASSERT_NE(header, nullptr);
  EXPECT_EQ(header->number, -1);
  const LineView* ret = lineWith(gauge, "ireturn");
  ASSERT_NE(ret, nullptr);
  EXPECT_EQ(ret->status, LineStatus::Covered);
}

TEST(HtmlReport, WritesIndexAndClassPages) {
  auto cp = unit::fixtureClassPath(FIXTURE_CLASSES, MODELS_JAR);
  results::GenerationResult r = generateGauge(*cp);
  ReportBuilder builder(*cp, {FIXTURE_SOURCES});
  builder.add(r);
  const std::filesystem::path dir = std::filesystem::path(testing::TempDir()) / "symtest-report";
  std::filesystem::remove_all(dir);
  writeHtml(builder.finish("symtest gen Gauge", {{"k", "2"}}), dir);
  auto read = [](const std::filesystem::path& f) {
    std::ifstream in(f);
    std::stringstream s;
    s << in.rdbuf();
    return s.str();
  };
  const std::string index = read(dir / "index.html");
  EXPECT_NE(index.find("<a href=\"Gauge.html\">Gauge</a>"), std::string::npos);
  EXPECT_NE(index.find("symtest gen Gauge"), std::string::npos);
  const std::string page = read(dir / "Gauge.html");
  EXPECT_NE(page.find("class=\"line fc\""), std::string::npos);
  EXPECT_NE(page.find("<div class=\"test\" id=\"m0-t1\">"), std::string::npos);
  EXPECT_NE(page.find("href=\"#m0-t1\""), std::string::npos);
  EXPECT_NE(page.find("if (x &gt; 10)"), std::string::npos);
  // Heaps: drawn where dot runs, else listed, as the page says.
  EXPECT_TRUE(page.find("<img class=\"heap\"") != std::string::npos ||
              page.find("heaps are listed as text") != std::string::npos);
  EXPECT_TRUE(std::filesystem::exists(dir / "style.css"));
}

}  // namespace
}  // namespace symtest::report
