// Robustness: version patching, truncation at every offset, and random byte corruption.
#include <gtest/gtest.h>

#include <filesystem>
#include <random>
#include <stdexcept>

#include "classfile/bytecode.hpp"
#include "classfile/class_file.hpp"
#include "classfile/descriptor.hpp"
#include "test_util.hpp"

namespace symtest::classfile {
namespace {

std::vector<uint8_t> sampleBytes() {
  return test::readBytes(test::fixturePath("fixtures/Sample"));
}

std::vector<uint8_t> withMajor(std::vector<uint8_t> bytes, uint16_t major) {
  bytes[6] = static_cast<uint8_t>(major >> 8);
  bytes[7] = static_cast<uint8_t>(major);
  return bytes;
}

TEST(CorruptionTest, AcceptsJava25RejectsNewerAndOlder) {
  for (uint16_t major : {65, 69}) {
    ClassFile cf = parseClassFile(withMajor(sampleBytes(), major), "v");
    EXPECT_EQ(cf.majorVersion, major);
    EXPECT_EQ(cf.name, "fixtures/Sample");
  }
  EXPECT_NO_THROW(parseClassFile(withMajor(sampleBytes(), 45), "v45"));
  for (uint16_t major : {70, 44, 0xFFFF}) {
    try {
      parseClassFile(withMajor(sampleBytes(), major), "vX");
      FAIL() << "major " << major << " accepted";
    } catch (const ClassFormatError& e) {
      EXPECT_EQ(e.offset(), 6u);
      EXPECT_NE(std::string(e.what()).find(std::to_string(major) + "."), std::string::npos)
          << e.what();
    }
  }
}

TEST(CorruptionTest, TruncationAtEveryOffsetThrows) {
  for (const char* name : {"fixtures/Sample", "fixtures/Shape", "fixtures/Sample$Inner"}) {
    std::vector<uint8_t> bytes = test::readBytes(test::fixturePath(name));
    ASSERT_NO_THROW(parseClassFile(bytes, name));
    for (size_t n = 0; n < bytes.size(); ++n) {
      std::vector<uint8_t> prefix(bytes.begin(), bytes.begin() + static_cast<ptrdiff_t>(n));
      try {
        parseClassFile(prefix, name);
        ADD_FAILURE() << name << " truncated to " << n << " bytes parsed";
      } catch (const ClassFormatError& e) {
        EXPECT_LE(e.offset(), n) << name << " truncated to " << n;
      }
    }
  }
}

// Uses every part of a parsed class the way later pipeline stages do.
void exercise(const ClassFile& cf) {
  for (const Method& m : cf.methods) {
    parseMethodDescriptor(m.descriptor);
    if (!m.code) continue;
    try {
      for (const Instruction& in : decodeBytecode(*m.code, cf.origin)) {
        (void)m.code->lineAt(in.offset);
        (void)m.code->localName(static_cast<uint16_t>(in.operand), in.offset);
        (void)opcodeName(in.opcode);
      }
    } catch (const ClassFormatError&) {
    }
  }
  for (const Field& f : cf.fields) parseFieldDescriptor(f.descriptor);
  // Parsing cross-checks the pool, so the accessor matching each entry's tag must succeed.
  using CP = ConstantPool;
  for (uint16_t i = 1; i < cf.pool.size(); ++i) {
    switch (cf.pool.tag(i)) {
      case CP::kUtf8:
        (void)cf.pool.utf8(i);
        break;
      case CP::kClass:
        (void)cf.pool.className(i);
        break;
      case CP::kFieldref:
      case CP::kMethodref:
      case CP::kInterfaceMethodref:
        (void)cf.pool.memberRef(i);
        break;
      case CP::kInteger:
      case CP::kFloat:
      case CP::kLong:
      case CP::kDouble:
      case CP::kString:
        (void)cf.pool.loadable(i);
        break;
      case CP::kInvokeDynamic:
        (void)cf.pool.invokeDynamic(i);
        break;
      default:
        break;
    }
  }
}

TEST(CorruptionTest, RandomCorruptionNeverCrashes) {
  const std::vector<uint8_t> original = sampleBytes();
  std::mt19937 rng(20240611);
  std::uniform_int_distribution<size_t> position(0, original.size() - 1);
  std::uniform_int_distribution<int> byte(0, 255);
  std::uniform_int_distribution<int> count(1, 4);
  int parsed = 0, rejected = 0;
  for (int round = 0; round < 4000; ++round) {
    std::vector<uint8_t> bytes = original;
    int kind = round % 3;
    for (int k = count(rng); k > 0; --k) {
      size_t p = position(rng);
      if (kind == 0) {
        bytes[p] = static_cast<uint8_t>(byte(rng));
      } else {
        // Runs of 0xFF or 0x00 turn counts and lengths into extreme values.
        for (size_t j = p; j < std::min(bytes.size(), p + 4); ++j) bytes[j] = kind == 1 ? 0xFF : 0;
      }
    }
    try {
      ClassFile cf = parseClassFile(bytes, "mutant");
      exercise(cf);
      ++parsed;
    } catch (const ClassFormatError& e) {
      EXPECT_LE(e.offset(), bytes.size());
      EXPECT_EQ(e.origin(), "mutant");
      ++rejected;
    } catch (const std::invalid_argument&) {
      ++rejected;
    } catch (const std::exception& e) {
      ADD_FAILURE() << "round " << round << ": unexpected exception " << e.what();
    }
  }
  RecordProperty("parsed", parsed);
  RecordProperty("rejected", rejected);
  EXPECT_GT(parsed, 0);
  EXPECT_GT(rejected, 0);
}

}  // namespace
}  // namespace symtest::classfile
