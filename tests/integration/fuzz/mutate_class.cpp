// Writes a mutant of a class file: 1 to 4 bytes changed at positions chosen by SEED (the same
// seed gives the same mutant). Usage: mutate_class SEED IN OUT
#include <cstdint>
#include <fstream>
#include <iostream>
#include <iterator>
#include <string>
#include <vector>

int main(int argc, char** argv) {
  if (argc != 4) {
    std::cerr << "usage: mutate_class SEED IN OUT\n";
    return 2;
  }
  uint64_t state = std::stoull(argv[1]) * 0x9E3779B97F4A7C15ull + 1;
  auto next = [&state] {  // xorshift64*
    state ^= state >> 12;
    state ^= state << 25;
    state ^= state >> 27;
    return state * 0x2545F4914F6CDD1Dull;
  };
  std::ifstream in(argv[2], std::ios::binary);
  std::vector<char> bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  if (bytes.size() < 16) return 2;
  // Leave the magic number and version alone: mutants should reach the parser's later stages.
  size_t changes = 1 + next() % 4;
  for (size_t i = 0; i < changes; ++i) {
    size_t at = 8 + next() % (bytes.size() - 8);
    bytes[at] = static_cast<char>(next() % 3 == 0 ? bytes[at] ^ 1 : next() & 0xff);
  }
  std::ofstream out(argv[3], std::ios::binary);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  return out ? 0 : 1;
}
