#include "config/canonical_key.hpp"

#include <fmt/format.h>

namespace symtest::config {

void CanonicalKey::add(const std::string& name, const std::string& value) {
  text_ += name + "=" + value + "\n";
}

void CanonicalKey::add(const std::string& name, uint64_t value) {
  add(name, std::to_string(value));
}

void CanonicalKey::add(const std::string& name, bool value) {
  add(name, std::string(value ? "on" : "off"));
}

void CanonicalKey::add(const std::string& name, const std::vector<std::string>& values) {
  std::string joined;
  for (const std::string& v : values) joined += (joined.empty() ? "" : ",") + v;
  add(name, "[" + joined + "]");
}

void CanonicalKey::addContents(const std::string& name, const std::string& text) {
  add(name, fmt::format("{} bytes", text.size()));
  text_ += text;
  if (!text.empty() && text.back() != '\n') text_ += "\n";
}

std::string CanonicalKey::hash() const {
  uint64_t h = 14695981039346656037ull;
  for (unsigned char c : text_) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return fmt::format("{:016x}", h);
}

}  // namespace symtest::config
