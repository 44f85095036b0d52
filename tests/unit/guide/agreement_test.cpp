// The criteria agree where the thesis says they must, on every example subject: branch covers
// exactly what all-paths covers (instructions and branches of each method itself, and of every
// method by the whole suite), with or without suite reduction; so does all-local-paths, which
// also covers every local path of each method under test. (A method's own tests leave the
// branches of the public methods it calls to those methods' tests.)
#include <gtest/gtest.h>

#include <algorithm>
#include <set>
#include <sstream>

#include "classfile/class_path.hpp"
#include "cli/targets.hpp"
#include "guide/guide.hpp"
#include "testcase/generator.hpp"

namespace symtest::guide {
namespace {

using results::GenerationResult;

GenerationResult generateAll(const std::string& criterion, bool keepAll) {
  std::vector<std::string> entries{EXAMPLES_CLASSES};
  if (std::string jdk = classfile::ClassPath::findJdkBaseModule(); !jdk.empty())
    entries.push_back(jdk);
  classfile::ClassPath cp(entries);
  cp.addModels(MODELS_JAR);
  std::vector<std::string> classes;
  std::istringstream names(EXAMPLES);
  for (std::string c; names >> c;) classes.push_back(c);
  auto targets = cli::resolveTargets(cp, classes);
  testcase::GeneratorOptions options;
  options.k = 2;
  GuidedGeneration guided({parseCriterion(criterion), keepAll});
  options.techniques.push_back(&guided);
  return testcase::generate(cp, targets.methods, options);
}

std::string key(const results::MethodId& id) {
  return id.key();
}

TEST(GuideAgreementTest, CriteriaAgreeOnEveryExample) {
  GenerationResult full = generateAll("all-paths", true);
  GenerationResult branch = generateAll("branch", true);
  GenerationResult reduced = generateAll("branch", false);
  GenerationResult local = generateAll("all-local-paths", true);
  ASSERT_EQ(full.methods.size(), branch.methods.size());
  ASSERT_EQ(full.methods.size(), local.methods.size());
  size_t fullTests = 0, branchTests = 0, reducedTests = 0;
  auto own = [&](const results::MethodResult& m) {
    auto it = std::find_if(m.perMethod.begin(), m.perMethod.end(),
                           [&](const auto& r) { return r.method == m.method; });
    return it == m.perMethod.end() ? results::MethodCoverageReport{} : *it;
  };
  for (size_t i = 0; i < full.methods.size(); ++i) {
    const auto& f = full.methods[i];
    if (f.status != results::MethodResult::Status::Complete) continue;
    for (const GenerationResult* other : {&branch, &reduced, &local}) {
      const auto& o = other->methods[i];
      if (o.status != results::MethodResult::Status::Complete) continue;  // a solver timeout
      EXPECT_EQ(own(f).instructions.covered, own(o).instructions.covered) << key(f.method);
      EXPECT_EQ(own(f).branches.covered, own(o).branches.covered) << key(f.method);
    }
    fullTests += f.tests.size();
    branchTests += branch.methods[i].tests.size();
    reducedTests += reduced.methods[i].tests.size();
  }
  EXPECT_LT(branchTests, fullTests);
  EXPECT_LE(reducedTests, branchTests);
  // The suite's coverage per method is the same, too (where no query ran out of time).
  std::set<std::string> partial;
  for (const GenerationResult* r : {&full, &reduced, &local})
    for (const auto& m : r->methods)
      if (m.status == results::MethodResult::Status::Partial) partial.insert(key(m.method));
  for (const GenerationResult* other : {&reduced, &local}) {
    ASSERT_EQ(full.classCoverage.size(), other->classCoverage.size());
    for (size_t i = 0; i < full.classCoverage.size(); ++i) {
      if (partial.count(key(full.classCoverage[i].method))) continue;
      EXPECT_EQ(full.classCoverage[i].instructions.covered,
                other->classCoverage[i].instructions.covered)
          << key(full.classCoverage[i].method);
      EXPECT_EQ(full.classCoverage[i].branches.covered, other->classCoverage[i].branches.covered)
          << key(full.classCoverage[i].method);
    }
  }
}

}  // namespace
}  // namespace symtest::guide
