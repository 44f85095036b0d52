// The results of the methods under test kept with the summaries (`gen --summaries DIR`), so
// that a run over unchanged code computes nothing: one JSON file per method under
// DIR/results, holding its test cases under a content hash of the CLP of every method it
// may run, the analysed classes' hierarchy, and the run's options. Written atomically like
// the summaries; a corrupt or foreign file is reported, ignored and replaced.
#pragma once

#include <filesystem>
#include <functional>
#include <map>
#include <string>

#include "testcase/method_run.hpp"
#include "testcase/technique.hpp"

namespace symtest::compose {

class ResultStore final : public testcase::ResultCache {
 public:
  // `options`: the text of every option that changes results (not the outputs' names).
  ResultStore(std::filesystem::path directory, std::string options,
              std::function<void(const std::string&)> warn);
  bool load(testcase::MethodRun& run) override;
  bool has(testcase::MethodRun& run) override;
  // Keeps no result a wall-clock safety limit or an interrupt cut (the next run may finish it),
  // unless keepCutResults.
  void save(testcase::MethodRun& run) override;
  // Shard runs and their merge (project --shard, --merge): cut results are kept and loaded too,
  // so that the merge reports what the shard found rather than exploring again.
  void keepCutResults() { keepCut_ = true; }
  uint64_t loaded() const { return loaded_; }
  uint64_t saved() const { return saved_; }

 private:
  std::string hashOf(testcase::MethodRun& run);
  std::string computeHash(testcase::MethodRun& run);
  std::filesystem::path fileOf(const testcase::MethodRun& run) const;
  std::filesystem::path directory_;
  std::string options_;
  std::function<void(const std::string&)> warn_;
  // Per session (its program and its classes' scope): the hash of the reachable classes'
  // names, supertypes and flags, and per program method the hash of its CLP.
  uint64_t session_ = 0;
  std::string hierarchy_;
  std::map<uint32_t, std::string> methodHashes_;
  std::map<uint32_t, std::string> entryNames_;  // per program method: its entry's name
  size_t predicatesSeen_ = 0;
  std::map<std::string, std::string> runHashes_;  // per method under test
  uint64_t loaded_ = 0, saved_ = 0;
  bool keepCut_ = false;
};

// The stored form of a method's result (test cases, exploration, counters, annotations) and back;
// parseResult throws std::runtime_error naming what is wrong; `matches` is false for another
// hash, or for a result a safety limit cut when not `acceptCut`.
std::string serializeResult(const std::string& method, const std::string& hash,
                            const results::MethodResult& result);
void parseResult(const std::string& text, const std::string& method, const std::string& hash,
                 results::MethodResult& out, bool& matches, bool acceptCut = false);

}  // namespace symtest::compose
