// Runtime values of the symbolic machine: integers are solver expressions, references point
// into the symbolic heap, and flags carry a method's normal or exceptional completion.
#pragma once

#include <cstdint>

#include "solver/expr.hpp"

namespace symtest::symexec {

struct Value {
  enum class Kind : uint8_t { Undef, Int, Ref, Null, Ok, Exc };
  Kind kind = Kind::Undef;
  uint32_t id = 0;  // Int: ExprId; Ref/Exc: heap object index

  static Value integer(solver::ExprId e) { return {Kind::Int, e}; }
  static Value ref(uint32_t object) { return {Kind::Ref, object}; }
  static Value null() { return {Kind::Null, 0}; }
  static Value ok() { return {Kind::Ok, 0}; }
  static Value exc(uint32_t object) { return {Kind::Exc, object}; }
};

}  // namespace symtest::symexec
