// The summaries of one generation run, by method key ("Class.name(desc)"), and the methods
// that have none with the reason (their calls are unfolded). Filled bottom-up by the
// compositional technique; read by the composer at every call.
#pragma once

#include <map>
#include <memory>
#include <string>

#include "compose/summary.hpp"

namespace symtest::compose {

class SummaryLibrary {
 public:
  const Summary* find(const std::string& method) const {
    auto it = summaries_.find(method);
    return it == summaries_.end() ? nullptr : it->second.get();
  }
  // Known either way: summarised, or left to unfolding.
  bool decided(const std::string& method) const {
    return summaries_.count(method) || fallbacks_.count(method);
  }
  void add(std::unique_ptr<Summary> summary) {
    std::string key = summary->method;
    summaries_[key] = std::move(summary);
  }
  void fallBack(const std::string& method, std::string reason) {
    fallbacks_[method] = std::move(reason);
  }
  const std::map<std::string, std::unique_ptr<Summary>>& summaries() const { return summaries_; }
  const std::map<std::string, std::string>& fallbacks() const { return fallbacks_; }

 private:
  std::map<std::string, std::unique_ptr<Summary>> summaries_;
  std::map<std::string, std::string> fallbacks_;
};

}  // namespace symtest::compose
