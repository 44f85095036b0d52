#include "project/class_patterns.hpp"

namespace symtest::project {

namespace {

// Glob match: "**" matches any text, '*' any text without '.', other characters themselves.
bool glob(const char* p, const char* s) {
  if (*p == '\0') return *s == '\0';
  if (p[0] == '*' && p[1] == '*') {
    for (const char* t = s;; ++t) {
      if (glob(p + 2, t)) return true;
      if (*t == '\0') return false;
    }
  }
  if (*p == '*') {
    for (const char* t = s;; ++t) {
      if (glob(p + 1, t)) return true;
      if (*t == '\0' || *t == '.') return false;
    }
  }
  return *s != '\0' && *p == *s && glob(p + 1, s + 1);
}

}  // namespace

bool matchesPattern(const std::string& pattern, const std::string& name) {
  // A nested class belongs to its top-level class: "com.acme.Foo" covers Foo$Bar.
  if (glob(pattern.c_str(), name.c_str())) return true;
  size_t dollar = name.find('$');
  return dollar != std::string::npos && glob(pattern.c_str(), name.substr(0, dollar).c_str());
}

ClassFilter::ClassFilter(std::vector<std::string> include, std::vector<std::string> exclude)
    : include_(std::move(include)), exclude_(std::move(exclude)), matched_(include_.size()) {}

bool ClassFilter::accepts(const std::string& name) {
  bool in = include_.empty();
  for (size_t i = 0; i < include_.size(); ++i)
    if (matchesPattern(include_[i], name)) in = matched_[i] = true;
  if (!in) return false;
  for (const std::string& p : exclude_)
    if (matchesPattern(p, name)) return false;
  return true;
}

std::vector<std::string> ClassFilter::unmatchedIncludes() const {
  std::vector<std::string> out;
  for (size_t i = 0; i < include_.size(); ++i)
    if (!matched_[i]) out.push_back(include_[i]);
  return out;
}

}  // namespace symtest::project
