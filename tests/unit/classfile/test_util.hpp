// Shared helpers for the class-file tests: fixture paths and file reading.
#pragma once

#include <cstdint>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <vector>

#include "classfile/bytecode.hpp"
#include "classfile/class_file.hpp"

namespace symtest::classfile::test {

inline std::vector<uint8_t> readBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot open " + path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline std::string fixturePath(const std::string& internalName) {
  return std::string(FIXTURE_CLASSES) + "/" + internalName + ".class";
}

inline ClassFile loadFixture(const std::string& internalName) {
  std::string path = fixturePath(internalName);
  return parseClassFile(readBytes(path), path);
}

// 1-based line of the first line in a fixture source containing `marker`, or 0.
inline int sourceLine(const std::string& file, const std::string& marker) {
  std::ifstream in(std::string(FIXTURE_SOURCES) + "/" + file);
  std::string line;
  for (int n = 1; std::getline(in, line); ++n) {
    if (line.find(marker) != std::string::npos) return n;
  }
  return 0;
}

inline const Instruction* findOpcode(const std::vector<Instruction>& insns, uint8_t opcode) {
  for (const Instruction& in : insns) {
    if (in.opcode == opcode) return &in;
  }
  return nullptr;
}

inline const Instruction* at(const std::vector<Instruction>& insns, int32_t offset) {
  for (const Instruction& in : insns) {
    if (static_cast<int32_t>(in.offset) == offset) return &in;
  }
  return nullptr;
}

}  // namespace symtest::classfile::test
