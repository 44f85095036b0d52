#include "project/shards.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <nlohmann/json.hpp>
#include <numeric>
#include <stdexcept>

#include "config/usage_error.hpp"

namespace symtest::project {

std::string ShardSpec::text() const {
  return fmt::format("{}/{}", index, count);
}

ShardSpec parseShard(const std::string& text) {
  const size_t slash = text.find('/');
  auto number = [&](const std::string& part, uint32_t& out) {
    if (part.empty() || part.size() > 6 ||
        !std::all_of(part.begin(), part.end(), [](char c) { return c >= '0' && c <= '9'; }))
      return false;
    out = static_cast<uint32_t>(std::stoul(part));
    return true;
  };
  ShardSpec s;
  if (slash == std::string::npos || !number(text.substr(0, slash), s.index) ||
      !number(text.substr(slash + 1), s.count) || s.count == 0 || s.index >= s.count)
    throw config::UsageError(fmt::format(
        "--shard {}: expected I/N with 0 <= I < N (the shard's number and how many)", text));
  return s;
}

std::vector<uint32_t> assignShards(const std::vector<std::string>& classes,
                                   const std::vector<uint64_t>& weights, uint32_t count) {
  std::vector<size_t> byName(classes.size());
  std::iota(byName.begin(), byName.end(), size_t{0});
  std::sort(byName.begin(), byName.end(),
            [&](size_t a, size_t b) { return classes[a] < classes[b]; });
  // Every class weighs at least 1: a class without code still costs its translation.
  auto weight = [&](size_t i) { return std::max<uint64_t>(1, weights[i]); };
  uint64_t total = 0;
  for (size_t i = 0; i < classes.size(); ++i) total += weight(i);
  std::vector<uint32_t> out(classes.size(), 0);
  uint64_t before = 0;
  for (size_t i : byName) {
    // The midpoint, doubled to stay in integers: 2 * before + weight over 2 * total (bytecode
    // totals stay far below 2^40 and count below 2^20: no overflow).
    const uint64_t mid = 2 * before + weight(i);
    out[i] = static_cast<uint32_t>(mid * count / (2 * total));
    before += weight(i);
  }
  return out;
}

std::string manifestFileName(const ShardSpec& shard) {
  return fmt::format("{}-of-{}.json", shard.index, shard.count);
}

std::string manifestJson(const ShardManifest& m) {
  nlohmann::json explored = nlohmann::json::object();
  for (const auto& [cls, n] : m.explored) explored[cls] = n;
  nlohmann::json doc = {{"format", "symtest-shard/1"},
                        {"shard", m.shard.index},
                        {"of", m.shard.count},
                        {"explored", explored},
                        {"interrupted", m.interrupted}};
  return doc.dump(2) + "\n";
}

ShardManifest parseManifest(const std::string& text) {
  nlohmann::json doc = nlohmann::json::parse(text, nullptr, false);
  if (doc.is_discarded()) throw std::runtime_error("not JSON");
  try {
    if (doc.at("format").get<std::string>() != "symtest-shard/1")
      throw std::runtime_error("not a shard's manifest");
    ShardManifest m;
    m.shard.index = doc.at("shard").get<uint32_t>();
    m.shard.count = doc.at("of").get<uint32_t>();
    if (m.shard.count == 0 || m.shard.index >= m.shard.count)
      throw std::runtime_error("bad shard number");
    m.explored = doc.at("explored").get<std::map<std::string, uint32_t>>();
    m.interrupted = doc.at("interrupted").get<bool>();
    return m;
  } catch (const nlohmann::json::exception& e) {
    throw std::runtime_error(std::string("malformed: ") + e.what());
  }
}

}  // namespace symtest::project
