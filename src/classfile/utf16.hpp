// Conversions between UTF-8 (how symtest holds text) and UTF-16 code units (how Java strings
// hold it).
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace symtest::classfile {

// UTF-16 code units of UTF-8 text (invalid bytes become U+FFFD).
std::vector<uint16_t> utf16Of(std::string_view utf8);

// Appends the UTF-8 encoding of code point `cp` (at most U+10FFFF).
void appendUtf8(std::string& out, uint32_t cp);

// UTF-8 of UTF-16 code units (an unpaired surrogate becomes U+FFFD).
std::string utf8Of(const std::vector<uint16_t>& units);

}  // namespace symtest::classfile
