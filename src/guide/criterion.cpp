#include "guide/criterion.hpp"

#include <stdexcept>

namespace symtest::guide {

std::string Criterion::text() const {
  switch (kind) {
    case Kind::AllPaths:
      return "all-paths";
    case Kind::AllLocalPaths:
      return "all-local-paths";
    case Kind::Branch:
      return "branch";
    case Kind::ProgramPoints: {
      std::string s = "program-points:";
      for (size_t i = 0; i < points.size(); ++i) s += (i ? "," : "") + points[i];
      return s;
    }
  }
  return "";
}

Criterion parseCriterion(const std::string& text) {
  Criterion c;
  if (text == "all-paths") {
    c.kind = Criterion::Kind::AllPaths;
  } else if (text == "all-local-paths") {
    c.kind = Criterion::Kind::AllLocalPaths;
  } else if (text == "branch") {
    c.kind = Criterion::Kind::Branch;
  } else if (text.rfind("program-points:", 0) == 0) {
    c.kind = Criterion::Kind::ProgramPoints;
    std::string list = text.substr(15);
    size_t start = 0;
    while (start <= list.size()) {
      size_t comma = list.find(',', start);
      // A descriptor has no commas, so a comma always separates points.
      std::string p = list.substr(start, comma == std::string::npos ? comma : comma - start);
      if (!p.empty()) c.points.push_back(p);
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
    if (c.points.empty())
      throw std::invalid_argument("program-points needs at least one point, e.g. Foo.bar:12");
  } else {
    throw std::invalid_argument("unknown criterion '" + text +
                                "' (all-paths, all-local-paths, branch, program-points:P1,...)");
  }
  return c;
}

}  // namespace symtest::guide
