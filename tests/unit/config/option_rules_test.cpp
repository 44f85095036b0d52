#include <gtest/gtest.h>

#include <CLI/CLI.hpp>

#include <memory>
#include <string>
#include <vector>

#include "cli/registry.hpp"
#include "config/gen_run.hpp"
#include "config/usage_error.hpp"

namespace {

using symtest::config::GenRun;

// A gen command line parsed and settled as `symtest gen` does it; the run keeps its options.
struct Parsed {
  std::unique_ptr<CLI::App> app = std::make_unique<CLI::App>();
  std::unique_ptr<GenRun> run = std::make_unique<GenRun>(symtest::cli::techniqueRegistry());
};

Parsed parse(std::vector<std::string> args) {
  Parsed p;
  p.run->addOptions(*p.app);
  std::reverse(args.begin(), args.end());
  p.app->parse(args);
  p.run->settle();
  return p;
}

std::string keyOf(std::vector<std::string> args) {
  return parse(std::move(args)).run->key().text();
}

bool keyHas(const std::vector<std::string>& args, const std::string& line) {
  return keyOf(args).find(line + "\n") != std::string::npos;
}

TEST(OptionRules, DefaultsAreTheDocumentedOnes) {
  Parsed p = parse({});
  EXPECT_EQ(p.run->core().k, 2u);
  EXPECT_TRUE(p.run->core().aliasing);
  EXPECT_TRUE(keyHas({}, "criterion=branch"));
  EXPECT_TRUE(keyHas({}, "keep-all=off"));
  EXPECT_TRUE(keyHas({}, "query-budget=5000000"));
}

TEST(OptionRules, APolicySelectsAmongAllPathsUnlessACriterionIsGiven) {
  EXPECT_TRUE(keyHas({"--policy", "max:instructions"}, "criterion=all-paths"));
  EXPECT_TRUE(keyHas({"--policy", "max:instructions"}, "keep-all=on"));
  EXPECT_TRUE(
      keyHas({"--policy", "max:instructions", "--criterion", "branch"}, "criterion=branch"));
  EXPECT_TRUE(keyHas({"--policy", "max:instructions", "--criterion", "branch"}, "keep-all=off"));
}

TEST(OptionRules, TheHeapSolverExcludesCompositionalGeneration) {
  EXPECT_THROW(parse({"--heap", "solver", "--compositional", "on"}), symtest::config::UsageError);
  EXPECT_THROW(parse({"--heap", "solver", "--errors-only"}), symtest::config::UsageError);
  EXPECT_NO_THROW(parse({"--heap", "solver", "--compositional", "off"}));
  EXPECT_NO_THROW(parse({"--heap", "lazy", "--compositional", "on"}));
}

TEST(OptionRules, ErrorsOnlyNeedsSummaries) {
  EXPECT_THROW(parse({"--errors-only", "--compositional", "off"}), symtest::config::UsageError);
  EXPECT_THROW(parse({"--error-summaries", "all", "--compositional", "off"}),
               symtest::config::UsageError);
  EXPECT_TRUE(keyHas({"--errors-only"}, "compositional=on"));
  EXPECT_TRUE(keyHas({"--error-summaries", "all"}, "errors-only=on"));
}

TEST(OptionRules, ChoicesAreCheckedWhileParsing) {
  EXPECT_THROW(parse({"--aliasing", "maybe"}), CLI::ValidationError);
  EXPECT_THROW(parse({"--heap", "stack"}), CLI::ValidationError);
  EXPECT_THROW(parse({"--solver", "fast"}), CLI::ValidationError);
  EXPECT_THROW(parse({"--query-budget", "20MB"}), CLI::ValidationError);
  EXPECT_THROW(parse({"-k", "0"}), CLI::ValidationError);
  EXPECT_THROW(parse({"--criterion", "nonsense"}), symtest::config::UsageError);
  EXPECT_THROW(parse({"--policy", "cheap"}), symtest::config::UsageError);
}

TEST(OptionRules, TheKeyIsCanonical) {
  // The same request spelt differently has one key.
  EXPECT_EQ(keyOf({"--query-budget", "5M"}), keyOf({"--query-budget", "5000000"}));
  EXPECT_EQ(keyOf({"--query-budget", "5M"}), keyOf({}));
  EXPECT_EQ(keyOf({"--aliasing", "on"}), keyOf({}));
  EXPECT_EQ(keyOf({"--policy", "max:instructions"}),
            keyOf({"--policy", "max:instructions", "--criterion", "all-paths", "--keep-all"}));
  // Outputs and safety limits do not change what an exploration yields.
  EXPECT_EQ(keyOf({"--json", "a.json", "--junit", "dir", "-q", "--time-limit", "5", "--total-time",
                   "60", "--dump-queries", "q"}),
            keyOf({}));
  // What changes results changes the key.
  EXPECT_NE(keyOf({"-k", "3"}), keyOf({}));
  EXPECT_NE(keyOf({"--aliasing", "off"}), keyOf({}));
  EXPECT_NE(keyOf({"--cost", "instructions"}), keyOf({}));
  EXPECT_NE(keyOf({"--heap", "solver"}), keyOf({}));
  EXPECT_NE(keyOf({"--max-steps", "1000"}), keyOf({}));
  EXPECT_NE(keyOf({"--unhandled", "havoc"}), keyOf({}));
  // A technique that is off adds nothing, whatever its idle settings.
  EXPECT_EQ(keyOf({"--policy-search", "traces"}), keyOf({}));
}

}  // namespace
