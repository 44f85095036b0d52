// The Java text of float and double values: what OpenJDK 17 and JDK 19+ print for them, and
// Java source literals for them. Self-contained (standard library only).
//
// OpenJDK 17 prints with jdk.internal.math.FloatingDecimal, whose digits are not always the
// shortest that round-trip (2.82879384806159E17 prints as "2.82879384806159008E17", 2^30 as
// a float prints as "1.07374182E9"); Java 19 changed to the shortest. These functions follow
// 17's digit generation step by step, so the text is exact for every value, not a guess.
#pragma once

#include <string>

namespace symtest::solver {

// Exactly OpenJDK 17's Double.toString(d), hence also String.valueOf(d), string
// concatenation, StringBuilder.append(d) and PrintStream.print(d): "NaN", "Infinity",
// "-Infinity", "0.0", "-0.0", plain "123.45" for 1e-3 <= |d| < 1e7, else "1.0E-5" style.
std::string javaDoubleToString(double d);

// Exactly OpenJDK 17's Float.toString(f) (and the other conversions of a float to text).
std::string javaFloatToString(float f);

// Double.toString(d) and Float.toString(f) as JDK `jdkRelease` prints them: OpenJDK 17's
// digits (above) before release 19; from 19 on, the shortest decimal that rounds back, the
// closest of those (Double.toString's specification since JDK 19, JDK-4511638).
inline constexpr int kShortestDigitsRelease = 19;
std::string javaDoubleToString(double d, int jdkRelease);
std::string javaFloatToString(float f, int jdkRelease);

// A Java expression of type double whose value has exactly d's bits: "Double.NaN" (any NaN),
// "Double.POSITIVE_INFINITY", "Double.NEGATIVE_INFINITY", or a decimal literal that rounds
// back to d ("0.5", "-0.0", "1.0E-300", "4.9E-324"): the shortest such text in Java's
// notation, and Double.toString's own text when that is no longer. A negative value is "-"
// applied to a literal (a constant expression with d's value, -0.0 included): parenthesize
// it where it follows another operator ("a - (-0.5)", never "a--0.5") or before a member
// access.
std::string javaDoubleLiteral(double d);

// The same for float, with the F suffix: "0.1F", "-0.0F", "1.4E-45F", "3.4028235E38F",
// "Float.NaN", "Float.POSITIVE_INFINITY", "Float.NEGATIVE_INFINITY".
std::string javaFloatLiteral(float f);

}  // namespace symtest::solver
