// The sequences of a class as a worker of `seq -j` hands them over: read back whole (the
// command writes the same JUnit class and JSON from them), shared runs that take a class a
// worker stored instead of exploring it, and stored text that is no class's sequences.
#include <gtest/gtest.h>

#include "fixture_class_path.hpp"

#include <map>
#include <stdexcept>

#include "sequences/sequence_emit.hpp"
#include "sequences/sequence_explorer.hpp"
#include "sequences/sequence_store.hpp"

namespace symtest::sequences {
namespace {

std::unique_ptr<classfile::ClassPath> fixturePath() {
  return unit::fixtureClassPath(FIXTURE_CLASSES, MODELS_JAR);
}

SequenceOptions tallyOptions() {
  SequenceOptions options;
  options.length = 2;
  options.generator.k = 3;
  return options;
}

TEST(SequenceStore, ReadsBackWhatTheCommandWrites) {
  auto cp = fixturePath();
  SequenceRun run = exploreSequences(*cp, {"Tally"}, tallyOptions());
  const ClassSequences& tally = run.classes.at(0);
  ASSERT_GT(tally.tests.size(), 2u);
  ClassSequences back = parseClassSequences(serializeClassSequences(tally));
  EXPECT_EQ(back.className, "Tally");
  EXPECT_EQ(back.tests.size(), tally.tests.size());
  EXPECT_EQ(back.operations.size(), tally.operations.size());
  EXPECT_EQ(back.stats.states, tally.stats.states);
  EXPECT_EQ(back.branches.covered, tally.branches.covered);
  EXPECT_EQ(back.tests.back().probes, tally.tests.back().probes);
  EXPECT_EQ(back.operations.at(1).descriptor.params.size(),
            tally.operations.at(1).descriptor.params.size());
  EXPECT_EQ(sequenceJUnit(back), sequenceJUnit(tally));
  SequenceRun copy = run;
  copy.classes = {back};
  EXPECT_EQ(sequenceJson(copy), sequenceJson(run));
  EXPECT_EQ(serializeClassSequences(back), serializeClassSequences(tally));
}

TEST(SequenceStore, RejectsWhatIsNotAClassesSequences) {
  EXPECT_THROW(parseClassSequences("not json"), std::runtime_error);
  EXPECT_THROW(parseClassSequences(R"({"format": "symtest-result/5"})"), std::runtime_error);
  auto cp = fixturePath();
  SequenceRun run = exploreSequences(*cp, {"Tally"}, tallyOptions());
  std::string text = serializeClassSequences(run.classes.at(0));
  // A call of an operation the class does not have.
  const std::string call = "\"operation\":0";
  ASSERT_NE(text.find(call), std::string::npos);
  text.replace(text.find(call), call.size(), "\"operation\":99");
  EXPECT_THROW(parseClassSequences(text), std::runtime_error);
}

// A worker that stored some classes already and claimed the others.
class StoredByWorkers : public SharedSequences {
 public:
  std::map<std::string, std::string> files;  // class -> what the worker stored
  std::vector<std::string> awaited;
  bool claim(const std::string& className) override { return !files.count(className); }
  void store(const ClassSequences& explored) override {
    files[explored.className] = serializeClassSequences(explored);
  }
  std::optional<ClassSequences> stored(const std::string& className) override {
    auto it = files.find(className);
    if (it == files.end()) return std::nullopt;
    return parseClassSequences(it->second);
  }
  void await(const std::string& className) override { awaited.push_back(className); }
};

TEST(SharedSequenceRun, TakesWhatAWorkerStoredAndExploresTheRest) {
  auto cp = fixturePath();
  const SequenceOptions options = tallyOptions();
  SequenceRun alone = exploreSequences(*cp, {"Tally"}, options);

  // A worker explores the class and stores it: the command explores nothing and writes the
  // same.
  StoredByWorkers shared;
  EXPECT_EQ(exploreClaimedSequences(*cp, {"Tally"}, options, shared), 1u);
  ASSERT_EQ(shared.files.count("Tally"), 1u);
  SequenceOptions command = options;
  command.shared = &shared;
  std::vector<std::string> explored;
  command.generator.progress = [&](const std::string& c) { explored.push_back(c); };
  SequenceRun loaded = exploreSequences(*cp, {"Tally"}, command);
  EXPECT_TRUE(explored.empty());
  EXPECT_EQ(sequenceJson(loaded), sequenceJson(alone));

  // A worker claimed it and died before storing it: the command explores it after waiting.
  class DiedWorker : public StoredByWorkers {
   public:
    bool claim(const std::string&) override { return false; }
  } died;
  command.shared = &died;
  SequenceRun redone = exploreSequences(*cp, {"Tally"}, command);
  EXPECT_EQ(died.awaited, std::vector<std::string>{"Tally"});
  EXPECT_EQ(explored, std::vector<std::string>{"Tally"});
  ASSERT_EQ(redone.classes.size(), 1u);
  EXPECT_EQ(sequenceJUnit(redone.classes[0]), sequenceJUnit(alone.classes[0]));
}

}  // namespace
}  // namespace symtest::sequences
