// Shards of a project run: the numbers --shard takes, a cut balanced by bytecode that every
// shard computes alike and that moves few classes when one class changes, and the manifest
// a shard leaves for the merge.
#include <gtest/gtest.h>

#include <algorithm>
#include <numeric>
#include <stdexcept>

#include "config/usage_error.hpp"
#include "project/shards.hpp"

namespace symtest::project {
namespace {

TEST(Shards, ParsesIOfN) {
  ShardSpec s = parseShard("2/5");
  EXPECT_EQ(s.index, 2u);
  EXPECT_EQ(s.count, 5u);
  EXPECT_EQ(s.text(), "2/5");
  for (const char* bad : {"5/5", "1/0", "-1/3", "1", "a/b", "1/3/4", "", "/3", "1/"})
    EXPECT_THROW(parseShard(bad), config::UsageError) << bad;
}

std::vector<std::string> names(size_t n) {
  std::vector<std::string> out;
  for (size_t i = 0; i < n; ++i) out.push_back("com/acme/C" + std::to_string(1000 + i));
  return out;
}

TEST(Shards, BalancesBytecodeAndKeepsNeighboursTogether) {
  const std::vector<std::string> classes = names(40);
  std::vector<uint64_t> weights;
  for (size_t i = 0; i < classes.size(); ++i) weights.push_back(100 + (i * 37) % 400);
  const uint64_t total = std::accumulate(weights.begin(), weights.end(), uint64_t{0});
  const uint64_t heaviest = *std::max_element(weights.begin(), weights.end());
  const std::vector<uint32_t> shardOf = assignShards(classes, weights, 4);
  std::vector<uint64_t> load(4, 0);
  for (size_t i = 0; i < classes.size(); ++i) {
    ASSERT_LT(shardOf[i], 4u);
    load[shardOf[i]] += weights[i];
    // Name order: a shard is one run of names.
    if (i > 0) {
      EXPECT_GE(shardOf[i], shardOf[i - 1]);
    }
  }
  for (uint64_t l : load) {
    EXPECT_LE(l, total / 4 + heaviest);
    EXPECT_GE(l + heaviest, total / 4);
  }
  // The order the classes are listed in does not matter.
  std::vector<std::string> reversed(classes.rbegin(), classes.rend());
  std::vector<uint64_t> reversedWeights(weights.rbegin(), weights.rend());
  std::vector<uint32_t> again = assignShards(reversed, reversedWeights, 4);
  std::reverse(again.begin(), again.end());
  EXPECT_EQ(again, shardOf);
}

TEST(Shards, OneChangedClassMovesFewOthers) {
  const std::vector<std::string> classes = names(200);
  std::vector<uint64_t> weights(classes.size(), 300);
  const std::vector<uint32_t> before = assignShards(classes, weights, 8);
  weights[17] += 600;  // one class grows by two classes' worth of bytecode
  const std::vector<uint32_t> after = assignShards(classes, weights, 8);
  size_t moved = 0;
  for (size_t i = 0; i < classes.size(); ++i) moved += before[i] != after[i];
  EXPECT_LE(moved, 2u * 8);  // at most the classes next to each cut
  EXPECT_GT(moved, 0u);
}

TEST(Shards, MoreShardsThanClassesLeavesSomeEmpty) {
  const std::vector<uint32_t> shardOf = assignShards(names(2), {0, 0}, 5);
  ASSERT_EQ(shardOf.size(), 2u);
  EXPECT_NE(shardOf[0], shardOf[1]);  // a class without code still weighs
  for (uint32_t s : shardOf) EXPECT_LT(s, 5u);
}

TEST(ShardManifest, ReadsBackWhatAShardWrites) {
  ShardManifest m;
  m.shard = {1, 3};
  m.explored = {{"com/acme/A", 4}, {"B", 0}};
  m.interrupted = true;
  EXPECT_EQ(manifestFileName(m.shard), "1-of-3.json");
  ShardManifest back = parseManifest(manifestJson(m));
  EXPECT_EQ(back.shard.text(), "1/3");
  EXPECT_EQ(back.explored, m.explored);
  EXPECT_TRUE(back.interrupted);
  EXPECT_THROW(parseManifest("{"), std::runtime_error);
  EXPECT_THROW(parseManifest(R"({"format": "symtest-shard/1", "shard": 3, "of": 3,
                                 "explored": {}, "interrupted": false})"),
               std::runtime_error);
  EXPECT_THROW(parseManifest(R"({"format": "symtest-project/1"})"), std::runtime_error);
}

}  // namespace
}  // namespace symtest::project
