// OpenJDK 17's FloatingDecimal digit generation (BinaryToASCIIBuffer.dtoa), re-derived: the
// same integers B, S and M and decimal exponent estimate, the same stopping tests, round-up
// and layout. Its int and long fast paths run in Java's wrapping arithmetic (an overflowing M
// ends the digits) and test `B + M > 10S` where the big-integer path tests `>=`: each path is
// reproduced as written, since the digits differ from the shortest in both.
#include "solver/float_text.hpp"

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <system_error>
#include <type_traits>

namespace symtest::solver {
namespace {

constexpr int kExpShift = 52;  // FloatingDecimal.EXP_SHIFT: fraction bits of a double
constexpr uint64_t kSignifMask = (uint64_t{1} << kExpShift) - 1;
constexpr uint64_t kExpOne = uint64_t{1023} << kExpShift;

constexpr uint64_t pow5(int e) {
  return e == 0 ? 1 : 5 * pow5(e - 1);
}

// FloatingDecimal.N_5_BITS: ceil(log2(5^i)) below 27, else the estimate 3i.
int n5Bits(int i) {
  return i == 0 ? 0 : i < 27 ? static_cast<int>(std::bit_width(pow5(i))) : i * 3;
}

// Digits d1..dn with the value 0.d1...dn * 10^decExponent, as FloatingDecimal keeps them (a
// round-up carry leaves trailing zeros, which Java prints).
struct Decimal {
  char digits[32];
  int count = 0;
  int decExponent = 0;
  void push(int digit) { digits[count++] = static_cast<char>('0' + digit); }
};

// FloatingDecimal.getChars: plain for 1e-3 <= |v| < 1e7, else d.dddE[-]n, with at least one
// digit after the point either way.
std::string layout(bool negative, const Decimal& dec) {
  std::string out;
  if (negative) out += '-';
  const int e = dec.decExponent;
  const int n = dec.count;
  if (e > 0 && e < 8) {
    const int intDigits = std::min(n, e);
    out.append(dec.digits, intDigits);
    if (intDigits < e) {
      out.append(e - intDigits, '0');
      out += ".0";
    } else {
      out += '.';
      if (intDigits < n) {
        out.append(dec.digits + intDigits, n - intDigits);
      } else {
        out += '0';
      }
    }
  } else if (e <= 0 && e > -3) {
    out += "0.";
    out.append(-e, '0');
    out.append(dec.digits, n);
  } else {
    out += n > 0 ? dec.digits[0] : '0';
    out += '.';
    if (n > 1) {
      out.append(dec.digits + 1, n - 1);
    } else {
      out += '0';
    }
    out += 'E';
    out += std::to_string(e - 1);
  }
  return out;
}

// FloatingDecimal.roundup: add one to the last digit, carrying; all nines become 1 and a
// larger exponent, the other digits staying '0'.
void roundUp(Decimal& dec) {
  int i = dec.count - 1;
  char q = dec.digits[i];
  if (q == '9') {
    while (q == '9' && i > 0) {
      dec.digits[i] = '0';
      q = dec.digits[--i];
    }
    if (q == '9') {
      ++dec.decExponent;
      dec.digits[0] = '1';
      return;
    }
  }
  dec.digits[i] = static_cast<char>(q + 1);
}

// FloatingDecimal.developLongDigits for an integer value, after dropping `insignificant`
// low digits with round-half-up.
Decimal longDigits(uint64_t value, int insignificant) {
  int decExponent = 0;
  if (insignificant != 0) {
    const uint64_t pow10 = pow5(insignificant) << insignificant;
    const uint64_t residue = value % pow10;
    value /= pow10;
    decExponent += insignificant;
    if (residue >= (pow10 >> 1)) ++value;
  }
  while (value % 10 == 0) {
    ++decExponent;
    value /= 10;
  }
  char text[24];
  const auto [end, ec] = std::to_chars(text, text + sizeof text, value);
  Decimal dec;
  for (const char* p = text; p < end; ++p) dec.push(*p - '0');
  dec.decExponent = decExponent + dec.count;
  return dec;
}

// floor(log10(v)) estimated in double arithmetic exactly as Java evaluates it: the products
// rounded separately (volatile stops a fused multiply-add), the sums left to right.
int estimateDecExp(uint64_t fractBits, int binExp) {
  const double d2 = std::bit_cast<double>(kExpOne | (fractBits & kSignifMask));
  const volatile double mantissaPart = (d2 - 1.5) * 0.289529654;
  const volatile double exponentPart = static_cast<double>(binExp) * 0.301029995663981;
  const double d = (mantissaPart + 0.176091259) + exponentPart;
  return static_cast<int>(std::floor(d));
}

// How the digit loop stopped: B < M (low), B + M past 10S (high), and the sign of 2B - 10S.
struct Stop {
  bool low;
  bool high;
  int64_t lowDigitDifference;
};

// Java int (int32_t) and long (int64_t) arithmetic, wrapping.
template <typename T>
T javaMul(T a, T b) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(a) * static_cast<U>(b));
}
template <typename T>
T javaAdd(T a, T b) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(a) + static_cast<U>(b));
}
template <typename T>
T javaSub(T a, T b) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(a) - static_cast<U>(b));
}
template <typename T>
T javaShl(T a, int n) {
  using U = std::make_unsigned_t<T>;
  return static_cast<T>(static_cast<U>(a) << (n & (sizeof(T) * 8 - 1)));
}

// The first digit decides the exponent: a leading 0 means the estimate was one too high.
// E-form output needs two digits, so its first digit never stops the loop.
Stop firstDigit(int q, bool low, bool high, int& decExp, Decimal& dec) {
  if (q == 0 && !high) {
    --decExp;
  } else {
    dec.push(q);
  }
  if (decExp < -3 || decExp >= 8) low = high = false;
  return {low, high, 0};
}

// dtoa's int and long paths: Java's arithmetic, wrap-arounds and `m > 0` overflow test
// included.
template <typename T>
Stop smallDigits(T b, T s, T m, int& decExp, Decimal& dec) {
  const T tens = javaMul<T>(s, 10);
  int q = static_cast<int>(b / s);
  b = javaMul<T>(10, b % s);
  m = javaMul<T>(m, 10);
  const bool low = b < m;
  const bool high = javaAdd(b, m) > tens;
  Stop stop = firstDigit(q, low, high, decExp, dec);
  while (!stop.low && !stop.high) {
    q = static_cast<int>(b / s);
    b = javaMul<T>(10, b % s);
    m = javaMul<T>(m, 10);
    if (m > 0) {
      stop.low = b < m;
      stop.high = javaAdd(b, m) > tens;
    } else {
      stop.low = stop.high = true;
    }
    dec.push(q);
  }
  stop.lowDigitDifference = static_cast<int64_t>(javaSub<T>(javaShl<T>(b, 1), tens));
  return stop;
}

// Unsigned integer in little-endian 32-bit words, without leading zero words. dtoa's values
// for doubles stay below 2^800.
struct Big {
  static constexpr int kMaxWords = 48;
  uint32_t w[kMaxWords] = {};
  int n = 0;

  explicit Big(uint64_t v) {
    w[0] = static_cast<uint32_t>(v);
    w[1] = static_cast<uint32_t>(v >> 32);
    n = w[1] != 0 ? 2 : (w[0] != 0 ? 1 : 0);
  }
  void trim() {
    while (n > 0 && w[n - 1] == 0) --n;
  }
  void mulSmall(uint32_t m) {
    uint64_t carry = 0;
    for (int i = 0; i < n; ++i) {
      const uint64_t p = uint64_t{w[i]} * m + carry;
      w[i] = static_cast<uint32_t>(p);
      carry = p >> 32;
    }
    if (carry != 0) w[n++] = static_cast<uint32_t>(carry);
    trim();
  }
  void mulPow5(int e) {
    for (; e >= 13; e -= 13) mulSmall(static_cast<uint32_t>(pow5(13)));
    if (e > 0) mulSmall(static_cast<uint32_t>(pow5(e)));
  }
  void shiftLeft(int bits) {
    if (n == 0 || bits == 0) return;
    const int words = bits / 32;
    const int b = bits % 32;
    if (b == 0) {
      for (int i = n - 1; i >= 0; --i) w[i + words] = w[i];
    } else {
      const uint32_t top = w[n - 1] >> (32 - b);
      for (int i = n - 1; i > 0; --i) w[i + words] = (w[i] << b) | (w[i - 1] >> (32 - b));
      w[words] = w[0] << b;
      w[n + words] = top;
      ++n;
    }
    std::fill(w, w + words, 0u);
    n += words;
    trim();
  }
  void add(const Big& o) {
    const int m = std::max(n, o.n);
    uint64_t carry = 0;
    for (int i = 0; i < m; ++i) {
      carry += uint64_t{i < n ? w[i] : 0u} + (i < o.n ? o.w[i] : 0u);
      w[i] = static_cast<uint32_t>(carry);
      carry >>= 32;
    }
    n = m;
    if (carry != 0) w[n++] = static_cast<uint32_t>(carry);
  }
  void sub(const Big& o) {  // requires *this >= o
    uint64_t borrow = 0;
    for (int i = 0; i < n; ++i) {
      const uint64_t d = uint64_t{w[i]} - (i < o.n ? o.w[i] : 0u) - borrow;
      w[i] = static_cast<uint32_t>(d);
      borrow = d >> 63;
    }
    trim();
  }
  // The low 64 bits of *this >> k.
  uint64_t bitsFrom(int k) const {
    const int i = k / 32;
    const int b = k % 32;
    auto word = [&](int j) -> uint64_t { return j < n ? w[j] : 0; };
    const uint64_t lo = word(i) | (word(i + 1) << 32);
    return b == 0 ? lo : (lo >> b) | (word(i + 2) << (64 - b));
  }
  int bitLength() const { return n == 0 ? 0 : 32 * (n - 1) + std::bit_width(w[n - 1]); }
};

int compare(const Big& a, const Big& b) {
  if (a.n != b.n) return a.n < b.n ? -1 : 1;
  for (int i = a.n - 1; i >= 0; --i) {
    if (a.w[i] != b.w[i]) return a.w[i] < b.w[i] ? -1 : 1;
  }
  return 0;
}

// FDBigInteger.quoRemIteration: returns b / s and leaves 10 * (b % s) in b. The quotient
// estimated from the top 60 bits of s is off by at most one, then corrected.
int quoRemIteration(Big& b, const Big& s) {
  const int k = std::max(0, s.bitLength() - 60);
  uint64_t q = b.bitsFrom(k) / s.bitsFrom(k);
  Big t = s;
  t.mulSmall(static_cast<uint32_t>(q));
  while (compare(t, b) > 0) {
    t.sub(s);
    --q;
  }
  b.sub(t);
  while (compare(b, s) >= 0) {
    b.sub(s);
    ++q;
  }
  b.mulSmall(10);
  return static_cast<int>(q);
}

// dtoa's FDBigInteger path: exact arithmetic, and `B + M >= 10S` for high.
Stop bigDigits(uint64_t fractBits, int b5, int b2, int s5, int s2, int m5, int m2, int& decExp,
               Decimal& dec) {
  Big b(fractBits);
  b.mulPow5(b5);
  b.shiftLeft(b2);
  Big s(1);
  s.mulPow5(s5);
  s.shiftLeft(s2);
  Big m(1);
  m.mulPow5(m5);
  m.shiftLeft(m2);
  Big tenS = s;
  tenS.mulSmall(10);
  bool low = false;
  bool high = false;
  auto next = [&] {
    const int q = quoRemIteration(b, s);
    m.mulSmall(10);
    low = compare(b, m) < 0;
    Big sum = b;
    sum.add(m);
    high = compare(sum, tenS) >= 0;
    return q;
  };
  const int q = next();
  Stop stop = firstDigit(q, low, high, decExp, dec);
  while (!stop.low && !stop.high) {
    dec.push(next());
    stop.low = low;
    stop.high = high;
  }
  if (stop.low && stop.high) {
    b.shiftLeft(1);
    stop.lowDigitDifference = compare(b, tenS);
  }
  return stop;
}

// FloatingDecimal.BinaryToASCIIBuffer.dtoa for a positive value fractBits * 2^(binExp - 52),
// fractBits having bit 52 set; nSignificantBits is the precision of the value's format.
Decimal dtoa(int binExp, uint64_t fractBits, int nSignificantBits) {
  const int tailZeros = std::countr_zero(fractBits);
  const int nFractBits = kExpShift + 1 - tailZeros;
  const int nTinyBits = std::max(0, nFractBits - binExp - 1);
  if (binExp <= 62 && binExp >= -21 && nTinyBits == 0) {
    // An integer that fits a long: its digits, less those below the precision of a double
    // (or a float) above 2^53 (2^24).
    const int insignificant =
        binExp > nSignificantBits
            ? static_cast<int>(
                  std::to_string(uint64_t{1} << (binExp - nSignificantBits - 1)).size()) -
                  1
            : 0;
    const uint64_t value =
        binExp >= kExpShift ? fractBits << (binExp - kExpShift) : fractBits >> (kExpShift - binExp);
    return longDigits(value, insignificant);
  }
  // v = B / S * 10^decExp with 1 <= B / S < 10 if the estimate is right; M is half an ulp
  // scaled like B. Powers of 2 and 5 are kept apart.
  int decExp = estimateDecExp(fractBits, binExp);
  const int b5 = std::max(0, -decExp);
  int b2 = b5 + nTinyBits + binExp;
  const int s5 = std::max(0, decExp);
  int s2 = s5 + nTinyBits;
  const int m5 = b5;
  int m2 = b2 - nSignificantBits;
  fractBits >>= tailZeros;
  b2 -= nFractBits - 1;
  const int common2 = std::min(b2, s2);
  b2 -= common2;
  s2 -= common2;
  m2 -= common2;
  if (nFractBits == 1) m2 -= 1;  // Java's power-of-two "hack", symmetric test kept
  if (m2 < 0) {
    b2 -= m2;
    s2 -= m2;
    m2 = 0;
  }
  const int bBits = nFractBits + b2 + n5Bits(b5);
  const int tenSBits = s2 + 1 + n5Bits(s5 + 1);
  Decimal dec;
  Stop stop;
  if (bBits < 32 && tenSBits < 32) {
    const auto b = javaShl(javaMul(static_cast<int32_t>(fractBits), int32_t(pow5(b5))), b2);
    stop = smallDigits<int32_t>(b, javaShl(int32_t(pow5(s5)), s2), javaShl(int32_t(pow5(m5)), m2),
                                decExp, dec);
  } else if (bBits < 64 && tenSBits < 64) {
    const auto b = javaShl(javaMul(static_cast<int64_t>(fractBits), int64_t(pow5(b5))), b2);
    stop = smallDigits<int64_t>(b, javaShl(int64_t(pow5(s5)), s2), javaShl(int64_t(pow5(m5)), m2),
                                decExp, dec);
  } else {
    stop = bigDigits(fractBits, b5, b2, s5, s2, m5, m2, decExp, dec);
  }
  dec.decExponent = decExp + 1;
  if (stop.high) {
    if (!stop.low) {
      roundUp(dec);
    } else if (stop.lowDigitDifference > 0 ||
               (stop.lowDigitDifference == 0 && (dec.digits[dec.count - 1] & 1) != 0)) {
      roundUp(dec);  // nearer the upper digit, or a tie with an odd last digit
    }
  }
  return dec;
}

// The shortest digits that round-trip to |v| (std::to_chars), as a Decimal.
template <typename F>
Decimal shortestDecimal(F v) {
  char text[64];
  const auto [end, ec] =
      std::to_chars(text, text + sizeof text, std::fabs(v), std::chars_format::scientific);
  Decimal dec;
  const char* p = text;
  for (; p < end && *p != 'e'; ++p) {
    if (*p != '.') dec.push(*p - '0');
  }
  int exponent = 0;
  if (p < end && p[1] == '+') ++p;
  std::from_chars(p + 1, end, exponent);
  dec.decExponent = exponent + 1;
  return dec;
}

template <typename F, typename Bits>
bool roundTrips(const std::string& text, F v) {
  F back{};
  const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), back);
  return ec == std::errc() && end == text.data() + text.size() &&
         std::bit_cast<Bits>(back) == std::bit_cast<Bits>(v);
}

template <typename F, typename Bits>
std::string literal(F v, const std::string& javaText, const std::string& type, const char* suffix) {
  if (std::isnan(v)) return type + ".NaN";
  if (std::isinf(v)) return type + (v > 0 ? ".POSITIVE_INFINITY" : ".NEGATIVE_INFINITY");
  const std::string shortest = layout(std::signbit(v), shortestDecimal(v));
  const bool useJava = javaText.size() <= shortest.size() && roundTrips<F, Bits>(javaText, v);
  return (useJava ? javaText : shortest) + suffix;
}

// The decimal JDK 19 and later print (Double.toString's specification since 19): among the
// decimals that round to |v|, those of the minimal length p (std::to_chars gives the closest
// of them, a tie to the even one); when p is 1, the closest of length 1 or 2, which is one of
// the two 2-digit neighbours of |v|: the nearer (printf's correctly rounded "%.1e") when it
// rounds back to v, else the other one (between v and the 1-digit decimal, so it rounds back).
template <typename F, typename Bits>
std::string shortestJavaText(F v) {
  if (std::isnan(v)) return "NaN";
  if (std::isinf(v)) return v > 0 ? "Infinity" : "-Infinity";
  if (v == 0) return std::signbit(v) ? "-0.0" : "0.0";
  Decimal dec = shortestDecimal(v);
  if (dec.count == 1) {
    char text[32];
    std::snprintf(text, sizeof text, "%.1e", static_cast<double>(std::fabs(v)));
    int significand = (text[0] - '0') * 10 + (text[2] - '0');
    int exponent = std::atoi(text + 4) - 1;  // of the significand's last digit
    if (!roundTrips<F, Bits>(text, std::fabs(v))) {
      const bool above = std::strtod(text, nullptr) > static_cast<double>(std::fabs(v));
      significand += above ? -1 : 1;
      if (significand == 9) significand = 99, --exponent;
      if (significand == 100) significand = 10, ++exponent;
    }
    dec = Decimal{};
    dec.push(significand / 10);
    if (significand % 10 != 0) dec.push(significand % 10);  // a decimal has no trailing zero
    dec.decExponent = exponent + 2;                         // 0.d1d2 x 10^(exponent + 2)
  }
  return layout(std::signbit(v), dec);
}

}  // namespace

std::string javaDoubleToString(double d, int jdkRelease) {
  return jdkRelease >= kShortestDigitsRelease ? shortestJavaText<double, uint64_t>(d)
                                              : javaDoubleToString(d);
}

std::string javaFloatToString(float f, int jdkRelease) {
  return jdkRelease >= kShortestDigitsRelease ? shortestJavaText<float, uint32_t>(f)
                                              : javaFloatToString(f);
}

std::string javaDoubleToString(double d) {
  const auto bits = std::bit_cast<uint64_t>(d);
  const bool negative = (bits >> 63) != 0;
  uint64_t fractBits = bits & kSignifMask;
  int binExp = static_cast<int>((bits >> kExpShift) & 0x7ff);
  if (binExp == 0x7ff) return fractBits != 0 ? "NaN" : negative ? "-Infinity" : "Infinity";
  int nSignificantBits = kExpShift + 1;
  if (binExp == 0) {
    if (fractBits == 0) return negative ? "-0.0" : "0.0";
    // Subnormal: normalize, its precision being its own bit length.
    const int leadingZeros = std::countl_zero(fractBits);
    const int shift = leadingZeros - (63 - kExpShift);
    fractBits <<= shift;
    binExp = 1 - shift;
    nSignificantBits = 64 - leadingZeros;
  } else {
    fractBits |= uint64_t{1} << kExpShift;
  }
  return layout(negative, dtoa(binExp - 1023, fractBits, nSignificantBits));
}

std::string javaFloatToString(float f) {
  constexpr int kFloatShift = 23;
  const auto bits = std::bit_cast<uint32_t>(f);
  const bool negative = (bits >> 31) != 0;
  uint32_t fractBits = bits & ((uint32_t{1} << kFloatShift) - 1);
  int binExp = static_cast<int>((bits >> kFloatShift) & 0xff);
  if (binExp == 0xff) return fractBits != 0 ? "NaN" : negative ? "-Infinity" : "Infinity";
  int nSignificantBits = kFloatShift + 1;
  if (binExp == 0) {
    if (fractBits == 0) return negative ? "-0.0" : "0.0";
    const int leadingZeros = std::countl_zero(fractBits);
    const int shift = leadingZeros - (31 - kFloatShift);
    fractBits <<= shift;
    binExp = 1 - shift;
    nSignificantBits = 32 - leadingZeros;
  } else {
    fractBits |= uint32_t{1} << kFloatShift;
  }
  // Java runs the double algorithm on the float's bits, with the float's precision.
  return layout(negative, dtoa(binExp - 127, uint64_t{fractBits} << (kExpShift - kFloatShift),
                               nSignificantBits));
}

std::string javaDoubleLiteral(double d) {
  return literal<double, uint64_t>(d, javaDoubleToString(d), "Double", "");
}

std::string javaFloatLiteral(float f) {
  return literal<float, uint32_t>(f, javaFloatToString(f), "Float", "F");
}

}  // namespace symtest::solver
