// The summary store: a second run loads what the first computed and gets the same test
// cases; stale, corrupt and foreign files are never trusted; writes leave no partial file.
#include "compose/summary_store.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>

#include "fixture.hpp"

namespace symtest::compose {
namespace {

namespace fs = std::filesystem;
using testing::Fixture;
using testing::helperMethods;
using testing::TempDir;

size_t files(const fs::path& dir) {
  size_t n = 0;
  for (const auto& e : fs::directory_iterator(dir)) n += e.path().extension() == ".json";
  return n;
}

TEST(SummaryStore, SecondRunLoadsAndAgrees) {
  TempDir dir("symtest-store");
  Fixture f;
  std::vector<std::string> warnings;
  auto options = [&] {
    ComposeOptions o;
    o.storeDirectory = dir.path.string();
    o.warn = [&](const std::string& m) { warnings.push_back(m); };
    return o;
  };
  CompositionalTechnique first(options());
  results::GenerationResult a = f.generate(helperMethods(), &first);
  const auto& firstCounts = a.sections.at("summaries").counts;
  ASSERT_GT(firstCounts.at("computed"), 0u);
  EXPECT_EQ(firstCounts.at("loaded"), 0u);
  size_t stored = files(dir.path);
  EXPECT_GE(stored, firstCounts.at("computed"));  // and the fallbacks found by exploring
  for (const auto& e : fs::directory_iterator(dir.path))
    EXPECT_NE(e.path().filename().string()[0], '.') << "temporary file left: " << e.path();

  CompositionalTechnique second(options());
  results::GenerationResult b = f.generate(helperMethods(), &second);
  const auto& counts = b.sections.at("summaries").counts;
  EXPECT_EQ(counts.at("computed"), 0u);
  EXPECT_EQ(counts.at("loaded"), stored);
  EXPECT_EQ(counts.at("reused"), firstCounts.at("reused"));
  for (size_t m = 0; m < a.methods.size(); ++m) {
    ASSERT_EQ(a.methods[m].tests.size(), b.methods[m].tests.size());
    for (size_t t = 0; t < a.methods[m].tests.size(); ++t)
      EXPECT_EQ(a.methods[m].tests[t].constraints, b.methods[m].tests[t].constraints);
  }
  EXPECT_TRUE(warnings.empty());

  // A corrupt file is reported, ignored, recomputed and replaced.
  SummaryStore store(dir.path, [](const std::string&) {});
  fs::path signFile = store.fileOf("Helpers.sign(I)I");
  ASSERT_TRUE(fs::exists(signFile));
  { std::ofstream(signFile) << "{\"format\": \"symtest-summary/2\", \"method\": 3"; }
  CompositionalTechnique third(options());
  results::GenerationResult c = f.generate({{"twoSigns", "(II)I"}}, &third);
  ASSERT_EQ(warnings.size(), 1u);
  EXPECT_NE(warnings[0].find(signFile.string()), std::string::npos) << warnings[0];
  EXPECT_EQ(c.sections.at("summaries").counts.at("computed"), 1u);
  EXPECT_EQ(store.load("Helpers.sign(I)I", "no such hash"), std::nullopt);  // replaced, stale
  EXPECT_EQ(warnings.size(), 1u);
}

TEST(SummaryStore, RejectsWhatIsNotASummary) {
  EXPECT_THROW(parseEntry("not json"), std::runtime_error);
  EXPECT_THROW(parseEntry("{\"format\": \"other/1\"}"), std::runtime_error);
  EXPECT_THROW(parseEntry("{\"format\": \"symtest-summary/2\", \"method\": \"A.m()V\"}"),
               std::runtime_error);
  // Operands must come before their users, terms must name existing nodes.
  std::string forward =
      R"({"format":"symtest-summary/2","method":"A.m(I)I","hash":"h","vars":[["x",32,true,false]],)"
      R"("formals":[[0,0]],"freshReceiver":false,"receiverClass":"","composed":[],"methods":[],"unfoldings":1,)"
      R"("cutByBound":0,"nodes":[[2,32,false,1,-1,-1,0]],"cases":[]})";
  try {
    parseEntry(forward);
    ADD_FAILURE() << "a node before its operand was accepted";
  } catch (const std::runtime_error& e) {
    EXPECT_NE(std::string(e.what()).find("forward operand"), std::string::npos) << e.what();
  }
  StoredEntry fallback{"A.m()V", "abc", nullptr, "reads static field A.x"};
  StoredEntry back = parseEntry(serializeEntry(fallback));
  EXPECT_EQ(back.method, "A.m()V");
  EXPECT_EQ(back.fallback, "reads static field A.x");
  EXPECT_EQ(back.summary, nullptr);
}

TEST(SummaryStore, RoundTripsASummary) {
  Fixture f;
  CompositionalTechnique technique({});
  f.generate({{"checkedTwice", "(II)I"}}, &technique);
  const Summary* s = technique.library().find("Helpers.checked(I)I");
  ASSERT_NE(s, nullptr);
  // The same summary computed into a store, read back, and written again.
  TempDir dir("symtest-store");
  SummaryStore store(dir.path, [](const std::string& m) { FAIL() << m; });
  ComposeOptions savingOptions;
  savingOptions.storeDirectory = dir.path.string();
  savingOptions.warn = [](const std::string& m) { FAIL() << m; };
  CompositionalTechnique saving(savingOptions);
  f.generate({{"checkedTwice", "(II)I"}}, &saving);
  std::ifstream in(store.fileOf("Helpers.checked(I)I"));
  std::string text(std::istreambuf_iterator<char>(in), {});
  StoredEntry loaded = parseEntry(text);
  ASSERT_NE(loaded.summary, nullptr);
  EXPECT_EQ(loaded.summary->cases.size(), s->cases.size());
  EXPECT_EQ(serializeEntry(loaded), text);
  for (size_t i = 0; i < s->cases.size(); ++i) {
    ASSERT_EQ(loaded.summary->cases[i].condition.size(), s->cases[i].condition.size());
    for (size_t j = 0; j < s->cases[i].condition.size(); ++j)
      EXPECT_EQ(loaded.summary->pool->toString(loaded.summary->cases[i].condition[j]),
                s->pool->toString(s->cases[i].condition[j]));
    EXPECT_EQ(loaded.summary->cases[i].literals, s->cases[i].literals);
  }
}

}  // namespace
}  // namespace symtest::compose
