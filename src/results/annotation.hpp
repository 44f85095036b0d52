// What a technique adds to a test case or to a method's result, as data: the technique builds
// it in its own terms, and every emitter shows it the same way without knowing the technique.
#pragma once

#include <nlohmann/json.hpp>

#include <map>
#include <string>
#include <vector>

namespace symtest::results {

struct Annotation {
  std::string key;       // its member in the JSON output ("goals", "cost", "points")
  nlohmann::json value;  // that member's value
  // For people (the table, a JUnit comment): lines, each after `label` when it has one
  // ("cost: instructions 12"); none when the JSON says it all.
  std::string label;
  std::vector<std::string> lines;
  // The line as people read it.
  std::string shown(const std::string& line) const {
    return label.empty() ? line : label + ": " + line;
  }
};

using Annotations = std::vector<Annotation>;

// The annotation of `key`, or null.
inline const Annotation* findAnnotation(const Annotations& all, const std::string& key) {
  for (const Annotation& a : all)
    if (a.key == key) return &a;
  return nullptr;
}

// Adds `a`, replacing an annotation of the same key.
inline void setAnnotation(Annotations& all, Annotation a) {
  for (Annotation& old : all)
    if (old.key == a.key) {
      old = std::move(a);
      return;
    }
  all.push_back(std::move(a));
}

// The keys each test case of a run has in JSON and their values when no technique set them:
// every technique declares its keys whether it is on or not, so that the document's shape does
// not depend on the options.
using AnnotationDefaults = std::map<std::string, nlohmann::json>;

}  // namespace symtest::results
