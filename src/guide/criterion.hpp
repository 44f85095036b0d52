// Selection criteria of guided test-case generation (thesis Ch. 5): which derivations a run
// explores and which test cases it keeps.
#pragma once

#include <string>
#include <vector>

namespace symtest::guide {

struct Criterion {
  enum class Kind {
    AllPaths,       // every finished derivation (full exploration)
    AllLocalPaths,  // every path of the method under test once, any way through its callees
    ProgramPoints,  // derivations that reach the given points
    Branch,         // every rule (branch outcome) of the analysed code once
  };
  Kind kind = Kind::Branch;
  std::vector<std::string> points;  // ProgramPoints: "Class.method:line", "Class#m(desc)@offset"
  std::string text() const;         // as written on the command line
};

// Parses "all-paths", "all-local-paths", "branch" or "program-points:P1,P2,..."; throws
// std::invalid_argument saying what is wrong.
Criterion parseCriterion(const std::string& text);

}  // namespace symtest::guide
