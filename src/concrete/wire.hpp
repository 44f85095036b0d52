// The bytes symtest and the JVM beside the run exchange (models/bridge, Wire.java and
// Bridge.java, define the format): big-endian integers, names in Java's modified UTF-8, and
// values as a tag byte and a payload. An answer's values are read into `WireValue` trees.
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace symtest::concrete {

class WireOut {
 public:
  void u8(uint8_t v) { bytes_.push_back(static_cast<char>(v)); }
  void u16(uint16_t v);
  void i32(int32_t v);
  void i64(int64_t v);
  // A name as DataOutputStream.writeUTF writes it (length, then modified UTF-8).
  void utf(const std::string& text);
  // A length-prefixed blob (an int, then the bytes).
  void blob(const std::string& bytes);
  void chars(const std::vector<uint16_t>& units);  // an int count, then the units
  void raw(const std::string& bytes) { bytes_ += bytes; }
  const std::string& bytes() const { return bytes_; }
  size_t size() const { return bytes_.size(); }

 private:
  std::string bytes_;
};

// Reads what WireOut writes; a read past the end sets failed() and returns zeros.
class WireIn {
 public:
  explicit WireIn(std::string bytes) : bytes_(std::move(bytes)) {}
  uint8_t u8();
  uint16_t u16();
  int32_t i32();
  int64_t i64();
  std::string utf();
  std::vector<uint16_t> chars();
  bool failed() const { return failed_; }
  bool atEnd() const { return pos_ >= bytes_.size(); }

 private:
  bool need(size_t n);
  std::string bytes_;
  size_t pos_ = 0;
  bool failed_ = false;
};

// A value of an answer. Primitives keep their tag (Z B C S I J F D) and bits (F, D: IEEE);
// T W V: chars; X: `elements[0]` is the boxed primitive; A: `descriptor` and elements;
// R: `number`, an object of the request's scope; P: `step`, `number` (-1: the step's result),
// an object an earlier JDK call of the path held; N: null; O: a new JDK object (`type`,
// `expression`, `equals`, and `constantOwner`/`constantField` when it is an enum constant).
struct WireValue {
  char tag = 'N';
  uint64_t bits = 0;
  std::vector<uint16_t> chars;
  std::string descriptor;
  std::vector<WireValue> elements;
  int32_t step = 0, number = 0;
  std::string type, expression, constantOwner, constantField;
  bool equals = false;
  bool isObject() const {
    return tag != 'N' && tag != 'R' && std::string("ZBCSIJFD").find(tag) == std::string::npos;
  }
};

// One value of an answer; nullopt on a malformed one.
std::optional<WireValue> readValue(WireIn& in);

// What the JVM answered a call (Bridge.java): what it returned or threw, the objects of the
// call's scope it changed (number and new contents), the fixed system properties it read; or
// why it refused.
struct Answer {
  enum class Kind { Returned, ReturnedNothing, Threw, Refused } kind = Kind::Refused;
  WireValue value;      // Returned
  std::string thrown;   // Threw: the exception's class (internal name)
  std::string refusal;  // Refused
  std::vector<std::pair<int32_t, WireValue>> changed;
  std::vector<std::string> properties;
};

// Decodes an answer; a malformed one is a refusal saying so.
Answer readAnswer(const std::string& bytes);

}  // namespace symtest::concrete
