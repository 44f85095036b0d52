// Java source text that compiles whatever value it spells. javac translates \uXXXX escapes
// before it lexes (JLS 3.3) everywhere in a file, so \u000a inside a literal or a // comment
// ends the line, and \u0022, \u0027 and \u005c end or break literals. These functions never
// write those escapes, and write only ASCII.
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "classfile/utf16.hpp"
#include "results/test_case.hpp"

namespace symtest::emit {

// "..." for UTF-16 code units (lone surrogates included).
std::string javaStringLiteral(const std::vector<uint16_t>& units);
// "..." for text known as UTF-8 (a message, a name).
std::string javaStringLiteral(std::string_view utf8);
// 'a', '\n', '\'', '\u00e9'.
std::string javaCharLiteral(uint16_t unit);
// Text that can follow // on one line: line breaks, backslashes and non-ASCII are spelled so
// that nothing javac translates can end the comment.
std::string javaComment(std::string_view utf8);
// The dotted package of a class's internal name, empty for the default package.
std::string packageOf(const std::string& internal);
// The start of a generated JUnit 5 test class for the class `internal`: its package (the
// class's) and the imports every symtest test class uses.
std::string junitHeader(const std::string& internal);
// The Java literal of a primitive value ("-1", "5L", "Integer.MIN_VALUE", "(byte) -3", 'a',
// "true"); for references "null" or o<index>.
std::string literal(const results::ConcreteValue& value);

using classfile::utf16Of;
using classfile::utf8Of;

}  // namespace symtest::emit
