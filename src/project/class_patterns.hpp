// --include/--exclude class patterns of `symtest project`: "com.acme.Foo" one class,
// "com.acme.*" the classes of one package, "com.acme.**" with its subpackages; '*' inside a
// name matches within it ("com.acme.*Service").
#pragma once

#include <string>
#include <vector>

namespace symtest::project {

// Whether dotted class name `name` ("com.acme.Foo$Bar") matches `pattern`.
bool matchesPattern(const std::string& pattern, const std::string& name);

class ClassFilter {
 public:
  ClassFilter(std::vector<std::string> include, std::vector<std::string> exclude);
  // Every class when nothing is included explicitly; never an excluded one.
  bool accepts(const std::string& name);
  // The include patterns no class accepted so far matched (to report after the listing).
  std::vector<std::string> unmatchedIncludes() const;

 private:
  std::vector<std::string> include_, exclude_;
  std::vector<bool> matched_;
};

}  // namespace symtest::project
