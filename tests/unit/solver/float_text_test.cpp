// float_text: OpenJDK 17's Double.toString / Float.toString text (expected strings printed by
// the JVM) and Java literals that round-trip. The differential test against the JVM itself is
// tests/integration/float_text.
#include <gtest/gtest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <limits>
#include <string>

#include "solver/float_text.hpp"

namespace symtest::solver::test {
namespace {

double d(uint64_t bits) {
  return std::bit_cast<double>(bits);
}
float f(uint32_t bits) {
  return std::bit_cast<float>(bits);
}

TEST(FloatTextTest, DoubleToStringLayout) {
  EXPECT_EQ(javaDoubleToString(0.1), "0.1");
  EXPECT_EQ(javaDoubleToString(0.5), "0.5");
  EXPECT_EQ(javaDoubleToString(100.0), "100.0");
  EXPECT_EQ(javaDoubleToString(123456.789), "123456.789");
  EXPECT_EQ(javaDoubleToString(9999999.0), "9999999.0");
  EXPECT_EQ(javaDoubleToString(1.0E7), "1.0E7");
  EXPECT_EQ(javaDoubleToString(0.001), "0.001");
  EXPECT_EQ(javaDoubleToString(9.9999E-4), "9.9999E-4");
  EXPECT_EQ(javaDoubleToString(1.0E-4), "1.0E-4");
  EXPECT_EQ(javaDoubleToString(-1.5E-7), "-1.5E-7");
  EXPECT_EQ(javaDoubleToString(1.0E21), "1.0E21");
  EXPECT_EQ(javaDoubleToString(1.0E-300), "1.0E-300");
  EXPECT_EQ(javaDoubleToString(0.1 + 0.2), "0.30000000000000004");
}

TEST(FloatTextTest, DoubleToStringSpecialValues) {
  EXPECT_EQ(javaDoubleToString(0.0), "0.0");
  EXPECT_EQ(javaDoubleToString(-0.0), "-0.0");
  EXPECT_EQ(javaDoubleToString(std::numeric_limits<double>::quiet_NaN()), "NaN");
  EXPECT_EQ(javaDoubleToString(d(0xfff0000000000123)), "NaN");
  EXPECT_EQ(javaDoubleToString(std::numeric_limits<double>::infinity()), "Infinity");
  EXPECT_EQ(javaDoubleToString(-std::numeric_limits<double>::infinity()), "-Infinity");
  EXPECT_EQ(javaDoubleToString(d(1)), "4.9E-324");  // Double.MIN_VALUE
  EXPECT_EQ(javaDoubleToString(d(0x7fefffffffffffff)), "1.7976931348623157E308");
  EXPECT_EQ(javaDoubleToString(d(0x0010000000000000)), "2.2250738585072014E-308");
  EXPECT_EQ(javaDoubleToString(9223372036854775807.0), "9.223372036854776E18");
}

// JDK 19 and later print the shortest decimal that rounds back, the closest one; of length 1
// or 2 when one digit would do (expected strings printed by JDK 25).
TEST(FloatTextTest, DoubleToStringOfJdk19AndLater) {
  EXPECT_EQ(javaDoubleToString(1.0E23, 25), "1.0E23");
  EXPECT_EQ(javaDoubleToString(2.82879384806159E17, 25), "2.82879384806159E17");
  EXPECT_EQ(javaDoubleToString(d(0x43d45b5cf6bc756a), 25), "5.867473273731E18");
  EXPECT_EQ(javaDoubleToString(std::ldexp(1.0, 460), 25), "2.977131414714806E138");
  EXPECT_EQ(javaDoubleToString(d(1), 25), "4.9E-324");
  EXPECT_EQ(javaDoubleToString(d(2), 25), "9.9E-324");  // "1.0E-323" is farther
  EXPECT_EQ(javaDoubleToString(d(3), 25), "1.5E-323");
  EXPECT_EQ(javaDoubleToString(d(7), 25), "3.5E-323");
  EXPECT_EQ(javaDoubleToString(0.1, 25), "0.1");
  EXPECT_EQ(javaDoubleToString(1.0E7, 25), "1.0E7");
  EXPECT_EQ(javaDoubleToString(0.001, 25), "0.001");
  EXPECT_EQ(javaDoubleToString(-0.0, 25), "-0.0");
  EXPECT_EQ(javaDoubleToString(std::numeric_limits<double>::quiet_NaN(), 25), "NaN");
  EXPECT_EQ(javaDoubleToString(-std::numeric_limits<double>::infinity(), 25), "-Infinity");
  // Releases before 19 keep 17's digits.
  EXPECT_EQ(javaDoubleToString(d(2), 18), "1.0E-323");
  EXPECT_EQ(javaDoubleToString(1.0E23, 17), "9.999999999999999E22");
}

TEST(FloatTextTest, FloatToStringOfJdk19AndLater) {
  EXPECT_EQ(javaFloatToString(std::ldexp(1.0F, 30), 25), "1.0737418E9");
  EXPECT_EQ(javaFloatToString(f(0x5ce6c0a1), 25), "5.1960834E17");
  EXPECT_EQ(javaFloatToString(f(0x55677abc), 25), "1.5907145E13");
  EXPECT_EQ(javaFloatToString(f(1), 25), "1.4E-45");
  EXPECT_EQ(javaFloatToString(f(2), 25), "2.8E-45");
  EXPECT_EQ(javaFloatToString(f(7), 25), "9.8E-45");
  EXPECT_EQ(javaFloatToString(1.0E10F, 25), "1.0E10");
  EXPECT_EQ(javaFloatToString(0.3F, 25), "0.3");
  EXPECT_EQ(javaFloatToString(f(0x5ce6c0a1), 17), "5.19608339E17");
}

// Java 17 prints more digits than the shortest for these (Java 19 would not).
TEST(FloatTextTest, DoubleToStringKeepsJava17Digits) {
  EXPECT_EQ(javaDoubleToString(1.0E23), "9.999999999999999E22");
  EXPECT_EQ(javaDoubleToString(2.82879384806159E17), "2.82879384806159008E17");
  EXPECT_EQ(javaDoubleToString(d(0x43d45b5cf6bc756a)), "5.8674732737310003E18");
  EXPECT_EQ(javaDoubleToString(std::ldexp(1.0, 460)), "2.9771314147148058E138");
}

TEST(FloatTextTest, FloatToString) {
  EXPECT_EQ(javaFloatToString(0.1F), "0.1");
  EXPECT_EQ(javaFloatToString(0.3F), "0.3");
  EXPECT_EQ(javaFloatToString(0.001F), "0.001");
  EXPECT_EQ(javaFloatToString(1.0E7F), "1.0E7");
  EXPECT_EQ(javaFloatToString(16777216.0F), "1.6777216E7");
  EXPECT_EQ(javaFloatToString(1.0E10F), "1.0E10");
  EXPECT_EQ(javaFloatToString(3.4028235E38F), "3.4028235E38");
  EXPECT_EQ(javaFloatToString(f(1)), "1.4E-45");  // Float.MIN_VALUE
  EXPECT_EQ(javaFloatToString(f(7)), "9.8E-45");
  EXPECT_EQ(javaFloatToString(-0.0F), "-0.0");
  EXPECT_EQ(javaFloatToString(std::numeric_limits<float>::quiet_NaN()), "NaN");
  EXPECT_EQ(javaFloatToString(-std::numeric_limits<float>::infinity()), "-Infinity");
  // More digits than the shortest, as Java 17 prints them.
  EXPECT_EQ(javaFloatToString(f(0x00800000)), "1.17549435E-38");  // Float.MIN_NORMAL
  EXPECT_EQ(javaFloatToString(1073741824.0F), "1.07374182E9");
  EXPECT_EQ(javaFloatToString(4.12E10F), "4.1200001E10");
  EXPECT_EQ(javaFloatToString(f(0xd322fb40)), "-6.9999998E11");
}

TEST(FloatTextTest, DoubleLiterals) {
  EXPECT_EQ(javaDoubleLiteral(0.5), "0.5");
  EXPECT_EQ(javaDoubleLiteral(-0.0), "-0.0");
  EXPECT_EQ(javaDoubleLiteral(100.0), "100.0");
  EXPECT_EQ(javaDoubleLiteral(1.0E-300), "1.0E-300");
  EXPECT_EQ(javaDoubleLiteral(d(1)), "4.9E-324");
  EXPECT_EQ(javaDoubleLiteral(d(0x7fefffffffffffff)), "1.7976931348623157E308");
  EXPECT_EQ(javaDoubleLiteral(1.0E23), "1.0E23");  // shorter than Java's text
  EXPECT_EQ(javaDoubleLiteral(2.82879384806159E17), "2.82879384806159E17");
  EXPECT_EQ(javaDoubleLiteral(-2.5E-8), "-2.5E-8");
  EXPECT_EQ(javaDoubleLiteral(std::numeric_limits<double>::quiet_NaN()), "Double.NaN");
  EXPECT_EQ(javaDoubleLiteral(std::numeric_limits<double>::infinity()), "Double.POSITIVE_INFINITY");
  EXPECT_EQ(javaDoubleLiteral(-std::numeric_limits<double>::infinity()),
            "Double.NEGATIVE_INFINITY");
}

TEST(FloatTextTest, FloatLiterals) {
  EXPECT_EQ(javaFloatLiteral(0.1F), "0.1F");
  EXPECT_EQ(javaFloatLiteral(-0.0F), "-0.0F");
  EXPECT_EQ(javaFloatLiteral(f(1)), "1.4E-45F");
  EXPECT_EQ(javaFloatLiteral(3.4028235E38F), "3.4028235E38F");
  EXPECT_EQ(javaFloatLiteral(1.0E10F), "1.0E10F");
  EXPECT_EQ(javaFloatLiteral(1073741824.0F), "1.0737418E9F");
  EXPECT_EQ(javaFloatLiteral(f(0x00800000)), "1.1754944E-38F");
  EXPECT_EQ(javaFloatLiteral(std::numeric_limits<float>::quiet_NaN()), "Float.NaN");
  EXPECT_EQ(javaFloatLiteral(std::numeric_limits<float>::infinity()), "Float.POSITIVE_INFINITY");
  EXPECT_EQ(javaFloatLiteral(-std::numeric_limits<float>::infinity()), "Float.NEGATIVE_INFINITY");
}

// Every literal reads back (as javac would: correctly rounded) to the same bits.
TEST(FloatTextTest, LiteralsRoundTrip) {
  uint64_t state = 0x9e3779b97f4a7c15;
  for (int i = 0; i < 20000; ++i) {
    state = state * 6364136223846793005 + 1442695040888963407;
    const double dv = d(state);
    const float fv = f(static_cast<uint32_t>(state >> 32));
    if (std::isfinite(dv)) {
      const std::string text = javaDoubleLiteral(dv);
      EXPECT_EQ(std::bit_cast<uint64_t>(std::strtod(text.c_str(), nullptr)), state) << text;
    }
    if (std::isfinite(fv)) {
      std::string text = javaFloatLiteral(fv);
      ASSERT_EQ(text.back(), 'F');
      text.pop_back();
      EXPECT_EQ(std::bit_cast<uint32_t>(std::strtof(text.c_str(), nullptr)),
                std::bit_cast<uint32_t>(fv))
          << text;
    }
  }
}

}  // namespace
}  // namespace symtest::solver::test
