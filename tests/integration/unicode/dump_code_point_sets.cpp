// Writes symtest's code point sets as lines "method first-last ..." and its code point maps as
// lines "map method default c:v ..." (decimal; default "identity" or the value of unmapped
// code points; every code point the evaluator does not leave unmapped, and some invalid ones),
// for tools/unicode/UnicodeTables.java check to compare with the JDK's Character methods; with a
// JDK release, the tables a run reading that JDK uses.
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iostream>

#include "solver/code_point_sets.hpp"

int main(int argc, char** argv) {
  if (argc != 2 && argc != 3) {
    std::cerr << "usage: dump_code_point_sets OUT [JDK-RELEASE]\n";
    return 2;
  }
  std::ofstream out(argv[1]);
  using namespace symtest::solver;
  if (argc == 3) useCodePointTablesFor(std::atoi(argv[2]));
  for (uint32_t i = 0; i < codePointSetCount(); ++i) {
    const CodePointSet& set = codePointSet(i);
    out << set.method;
    for (const CodePointRange& r : set.ranges) out << ' ' << r.first << '-' << r.last;
    out << '\n';
  }
  // The invalid code points UnicodeTables checks besides the valid ones.
  const int64_t invalid[] = {-1, -2, INT32_MIN, INT32_MAX, 0x110000, 0x7FFFFF, 0xFFFFFF, -0x10000};
  for (uint32_t i = 0; i < codePointMapCount(); ++i) {
    const CodePointMap& map = codePointMap(i);
    out << "map " << map.method << ' ';
    if (map.identity)
      out << "identity";
    else
      out << map.constant;
    for (int64_t c = 0; c <= 0x10FFFF; ++c)
      if (const int64_t v = mapCodePoint(i, c); v != (map.identity ? c : map.constant))
        out << ' ' << c << ':' << v;
    for (int64_t c : invalid) out << ' ' << c << ':' << mapCodePoint(i, c);
    out << '\n';
  }
  return out ? 0 : 1;
}
