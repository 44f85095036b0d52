// Cost models (resource-driven TDG paper, Sec. 3.1) and resource policies (Sec. 4): what a
// test case's cost counts, and which costs a run keeps.
#pragma once

#include <cstdint>
#include <string>

namespace symtest::cost {

struct CostModel {
  enum class Kind {
    Instructions,  // bytecode instructions executed
    Memory,        // bytes allocated (see kObjectHeader and kArrayHeader)
    Objects,       // objects and arrays allocated
    Calls,         // invocations of `method`
    Steps,         // CLP rule applications
  };
  Kind kind = Kind::Instructions;
  std::string method;  // Calls: "Class.name" (dots or slashes), any descriptor
  std::string text() const;
};

// The memory model: an object takes a header plus its fields (long and double 8 bytes, int
// and float and references 4, short and char 2, byte and boolean 1); an array a header plus
// its elements at the same sizes. No alignment, no compressed-pointer subtleties.
inline constexpr int64_t kObjectHeader = 12;
inline constexpr int64_t kArrayHeader = 16;
int64_t slotSize(const std::string& descriptor);

// "instructions", "memory", "objects", "steps", "calls:Class.method"; throws std::invalid_argument.
CostModel parseCostModel(const std::string& text);

struct ResourcePolicy {
  enum class Kind { AtLeast, AtMost, Max };
  Kind kind = Kind::AtMost;
  CostModel model;
  int64_t bound = 0;  // AtLeast, AtMost
  std::string text() const;
};

// "MODEL >= N", "MODEL <= N" or "max:MODEL"; throws std::invalid_argument.
ResourcePolicy parsePolicy(const std::string& text);

}  // namespace symtest::cost
