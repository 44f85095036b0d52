// Writes Escapes.java: every UTF-16 code unit as a char literal, inside a string literal and
// inside a line comment, spelled by symtest's Java text functions. Escapes.main checks on the
// JVM that each literal holds exactly its unit (see java_text_jvm in CMakeLists.txt).
#include <fstream>
#include <iostream>

#include "emit/java_text.hpp"

int main(int argc, char** argv) {
  if (argc != 2) {
    std::cerr << "usage: write_escapes OUT.java\n";
    return 2;
  }
  using namespace symtest::emit;
  std::ofstream out(argv[1]);
  out << "public class Escapes {\n";
  // 256 blocks of 256 units: each block a method returning the units as a char array and as
  // a string, so no method grows beyond the JVM's code size limit.
  for (unsigned block = 0; block < 256; ++block) {
    std::vector<uint16_t> units;
    for (unsigned i = 0; i < 256; ++i) units.push_back(static_cast<uint16_t>(block * 256 + i));
    out << "    // " << javaComment("block " + std::to_string(block) + ":") << "\n";
    for (uint16_t u : units) {
      std::string text(1, static_cast<char>(u < 0x80 ? u : '?'));
      if (u == '\\') text = "\\u000a";  // what would end the line if copied verbatim
      out << "    // " << javaComment("unit " + std::to_string(u) + " " + text) << "\n";
    }
    out << "    static char[] chars" << block << "() {\n        return new char[] {";
    for (size_t i = 0; i < units.size(); ++i) out << (i ? ", " : "") << javaCharLiteral(units[i]);
    out << "};\n    }\n";
    out << "    static String string" << block << "() {\n        return "
        << javaStringLiteral(units) << ";\n    }\n";
  }
  out << "    public static void main(String[] args) {\n        int bad = 0;\n";
  for (unsigned block = 0; block < 256; ++block) {
    out << "        bad += check(" << block << ", chars" << block << "(), string" << block
        << "());\n";
  }
  out << R"(        if (bad != 0) {
            System.out.println(bad + " units differ");
            System.exit(1);
        }
        System.out.println("all 65536 units round-trip");
    }

    static int check(int block, char[] chars, String string) {
        int bad = 0;
        if (chars.length != 256 || string.length() != 256) return 256;
        for (int i = 0; i < 256; i++) {
            char expected = (char) (block * 256 + i);
            if (chars[i] != expected || string.charAt(i) != expected) bad++;
        }
        return bad;
    }
}
)";
  return out ? 0 : 1;
}
