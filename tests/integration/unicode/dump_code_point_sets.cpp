// Writes symtest's code point sets as lines "method first-last ..." (decimal), for
// tools/unicode/UnicodeTables.java check to compare with the JDK's Character methods.
#include <fstream>
#include <iostream>

#include "solver/code_point_sets.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: dump_code_point_sets OUT\n";
    return 2;
  }
  std::ofstream out(argv[1]);
  using namespace symtest::solver;
  for (uint32_t i = 0; i < codePointSetCount(); ++i) {
    const CodePointSet& set = codePointSet(i);
    out << set.method;
    for (const CodePointRange& r : set.ranges) out << ' ' << r.first << '-' << r.last;
    out << '\n';
  }
  return out ? 0 : 1;
}
