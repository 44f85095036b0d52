// Sharded project runs (`symtest project --shard I/N`, then `--merge`): which classes a shard
// explores, and what it records for the merge.
//
// The classes, in name order, are cut into N runs of about equal bytecode: each class goes to
// the shard its weight's midpoint falls in. Every shard computes the same cut from the same
// classes; a class that changes moves only the cut points after it by its change, so few
// classes change shards; and a package tends to stay in one shard (its translations are
// shared there).
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

namespace symtest::project {

struct ShardSpec {
  uint32_t index = 0, count = 1;  // index < count
  std::string text() const;       // "I/N"
};

// "I/N" with 0 <= I < N; throws config::UsageError naming the option otherwise.
ShardSpec parseShard(const std::string& text);

// The shard of each class (by position in `classes`), from the classes' weights.
std::vector<uint32_t> assignShards(const std::vector<std::string>& classes,
                                   const std::vector<uint64_t>& weights, uint32_t count);

// What a shard run leaves in the store (shards/I-of-N.json) for the merge.
struct ShardManifest {
  ShardSpec shard;
  // Per class it explored (internal name): the methods it explored rather than loaded.
  std::map<std::string, uint32_t> explored;
  bool interrupted = false;  // stopped before every class was done
};

std::string manifestFileName(const ShardSpec& shard);  // "I-of-N.json"
std::string manifestJson(const ShardManifest& manifest);
// Throws std::runtime_error naming what is wrong.
ShardManifest parseManifest(const std::string& text);

}  // namespace symtest::project
