// The canonical text of a typed configuration: one "name=value" line per setting that changes
// what an exploration yields, in a fixed order, so that two runs asking the same thing have the
// same key however their command lines were spelled.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace symtest::config {

class CanonicalKey {
 public:
  void add(const std::string& name, const std::string& value);
  void add(const std::string& name, const char* value) { add(name, std::string(value)); }
  void add(const std::string& name, uint64_t value);
  void add(const std::string& name, bool value);
  void add(const std::string& name, const std::vector<std::string>& values);
  // The contents of a file an option names: results depend on them, not on the path.
  void addContents(const std::string& name, const std::string& text);
  const std::string& text() const { return text_; }
  // FNV-1a over the text, as 16 hex digits (the store's key for the configuration).
  std::string hash() const;

 private:
  std::string text_;
};

}  // namespace symtest::config
