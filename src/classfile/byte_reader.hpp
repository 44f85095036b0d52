// Internal: a bounds-checked big-endian cursor over class-file bytes.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

#include <fmt/format.h>

#include "classfile/class_file.hpp"

namespace symtest::classfile::detail {

class Reader {
 public:
  Reader(const std::vector<uint8_t>& bytes, const std::string& origin)
      : data_(bytes.data()), end_(bytes.size()), origin_(origin) {}

  [[noreturn]] void fail(size_t at, const std::string& message) const {
    throw ClassFormatError(origin_, at, message);
  }

  size_t pos() const { return pos_; }
  void restart(size_t at) { pos_ = at; }  // only to re-read bytes already bounds-checked
  size_t remaining() const { return end_ - pos_; }

  // Checks that `n` more bytes exist; also used to validate counts before allocating.
  void need(size_t n, const char* what) const {
    if (n > remaining()) {
      fail(pos_, fmt::format("truncated {}: needs {} bytes, {} left", what, n, remaining()));
    }
  }
  uint8_t u1(const char* what) {
    need(1, what);
    return data_[pos_++];
  }
  uint16_t u2(const char* what) {
    need(2, what);
    uint16_t v = static_cast<uint16_t>((data_[pos_] << 8) | data_[pos_ + 1]);
    pos_ += 2;
    return v;
  }
  uint32_t u4(const char* what) {
    need(4, what);
    uint32_t v = (uint32_t{data_[pos_]} << 24) | (uint32_t{data_[pos_ + 1]} << 16) |
                 (uint32_t{data_[pos_ + 2]} << 8) | data_[pos_ + 3];
    pos_ += 4;
    return v;
  }
  const uint8_t* take(size_t n, const char* what) {
    need(n, what);
    const uint8_t* p = data_ + pos_;
    pos_ += n;
    return p;
  }
  // Narrows the readable range to an attribute body; returns the previous end for restore().
  size_t limit(size_t length, const char* what) {
    need(length, what);
    size_t old = end_;
    end_ = pos_ + length;
    return old;
  }
  void restore(size_t oldEnd, const std::string& what) {
    if (pos_ != end_)
      fail(pos_, fmt::format("{} has {} unparsed trailing bytes", what, end_ - pos_));
    end_ = oldEnd;
  }

  std::string modifiedUtf8(size_t length);

 private:
  const uint8_t* data_;
  size_t end_;
  size_t pos_ = 0;
  const std::string& origin_;
};

}  // namespace symtest::classfile::detail
