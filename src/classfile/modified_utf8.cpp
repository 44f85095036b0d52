// Decoding of the class file's modified UTF-8 strings (JVMS 4.4.7).
#include <string>

#include "classfile/byte_reader.hpp"
#include "classfile/utf16.hpp"

namespace symtest::classfile::detail {

// Decodes modified UTF-8 (JVMS 4.4.7). Surrogate pairs become 4-byte UTF-8; a lone surrogate is
// kept as its 3-byte form so no information is lost.
std::string Reader::modifiedUtf8(size_t length) {
  size_t start = pos_;
  const uint8_t* p = take(length, "Utf8 constant");
  std::string out;
  out.reserve(length);
  size_t i = 0;
  auto cont = [&](size_t k) {
    if (i + k >= length || (p[i + k] & 0xC0) != 0x80) {
      fail(start + i, "malformed modified UTF-8 sequence");
    }
    return uint32_t{p[i + k]} & 0x3F;
  };
  while (i < length) {
    uint8_t b = p[i];
    if (b == 0) fail(start + i, "NUL byte in modified UTF-8");
    if (b < 0x80) {
      out += static_cast<char>(b);
      i += 1;
    } else if ((b & 0xE0) == 0xC0) {
      appendUtf8(out, ((b & 0x1Fu) << 6) | cont(1));
      i += 2;
    } else if ((b & 0xF0) == 0xE0) {
      uint32_t c = ((b & 0x0Fu) << 12) | (cont(1) << 6) | cont(2);
      i += 3;
      if (c >= 0xD800 && c <= 0xDBFF && i + 2 < length && p[i] == 0xED &&
          (p[i + 1] & 0xF0) == 0xB0 && (p[i + 2] & 0xC0) == 0x80) {
        uint32_t low = 0xD000u | ((p[i + 1] & 0x3Fu) << 6) | (p[i + 2] & 0x3Fu);
        c = 0x10000 + ((c - 0xD800) << 10) + (low - 0xDC00);
        i += 3;
      }
      appendUtf8(out, c);
    } else {
      fail(start + i, fmt::format("invalid byte 0x{:02x} in modified UTF-8", b));
    }
  }
  return out;
}

}  // namespace symtest::classfile::detail
