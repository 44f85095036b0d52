// Reads FloatTextSamples' lines ("d <hex bits> <Double.toString>", "f <hex bits>
// <Float.toString>") from stdin and checks javaDoubleToString / javaFloatToString against the
// JVM's text, and that javaDoubleLiteral / javaFloatLiteral parse back to the same bits. The
// argument is the release of the JVM that printed the lines (default 17): the text follows it.
// Prints the first mismatches and "float text: N values, M mismatches"; exit 0 iff M == 0.
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <limits>
#include <string>
#include <string_view>
#include <system_error>

#include "solver/float_text.hpp"

namespace {

using symtest::solver::javaDoubleLiteral;
using symtest::solver::javaDoubleToString;
using symtest::solver::javaFloatLiteral;
using symtest::solver::javaFloatToString;

// The value of a literal from javaDoubleLiteral/javaFloatLiteral, parsed as javac would
// (correctly rounded decimal, or one of the named constants); false if malformed.
template <typename F>
bool parseLiteral(std::string_view text, std::string_view type, F& value) {
  if (text == std::string(type) + ".NaN") {
    value = std::numeric_limits<F>::quiet_NaN();
    return true;
  }
  if (text == std::string(type) + ".POSITIVE_INFINITY") {
    value = std::numeric_limits<F>::infinity();
    return true;
  }
  if (text == std::string(type) + ".NEGATIVE_INFINITY") {
    value = -std::numeric_limits<F>::infinity();
    return true;
  }
  if (type == "Float") {
    if (text.empty() || text.back() != 'F') return false;
    text.remove_suffix(1);
  }
  // A Java literal: digits, a point, digits, an optional exponent; the sign is unary minus.
  if (text.find_first_not_of("-0123456789.E") != std::string_view::npos) return false;
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
  return ec == std::errc() && end == text.data() + text.size();
}

template <typename F, typename Bits>
bool sameValue(F a, F b) {
  return std::isnan(a) ? std::isnan(b) : std::bit_cast<Bits>(a) == std::bit_cast<Bits>(b);
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  const int release = argc > 1 ? std::atoi(argv[1]) : 17;
  long values = 0;
  long mismatches = 0;
  auto report = [&](const std::string& line, const std::string& what) {
    if (++mismatches <= 20) std::cout << "MISMATCH " << line << " -> " << what << "\n";
  };
  std::string line;
  while (std::getline(std::cin, line)) {
    if (line.size() < 4 || (line[0] != 'd' && line[0] != 'f') || line[1] != ' ') {
      report(line, "malformed line");
      continue;
    }
    const size_t space = line.find(' ', 2);
    if (space == std::string::npos) {
      report(line, "malformed line");
      continue;
    }
    uint64_t bits = 0;
    const auto [end, ec] = std::from_chars(line.data() + 2, line.data() + space, bits, 16);
    if (ec != std::errc() || end != line.data() + space) {
      report(line, "malformed bits");
      continue;
    }
    const std::string expected = line.substr(space + 1);
    ++values;
    if (line[0] == 'd') {
      const auto v = std::bit_cast<double>(bits);
      const std::string text = javaDoubleToString(v, release);
      if (text != expected) report(line, "javaDoubleToString " + text);
      const std::string literal = javaDoubleLiteral(v);
      double back = 0;
      if (!parseLiteral(literal, "Double", back) || !sameValue<double, uint64_t>(v, back)) {
        report(line, "javaDoubleLiteral " + literal);
      }
    } else {
      const auto v = std::bit_cast<float>(static_cast<uint32_t>(bits));
      const std::string text = javaFloatToString(v, release);
      if (text != expected) report(line, "javaFloatToString " + text);
      const std::string literal = javaFloatLiteral(v);
      float back = 0;
      if (!parseLiteral(literal, "Float", back) || !sameValue<float, uint32_t>(v, back)) {
        report(line, "javaFloatLiteral " + literal);
      }
    }
  }
  std::cout << "float text: " << values << " values, " << mismatches << " mismatches\n";
  return mismatches == 0 && values > 0 ? 0 : 1;
}
