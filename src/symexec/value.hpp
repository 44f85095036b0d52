// Runtime values of the symbolic machine (defined with the heap they point into).
#pragma once

#include "heap/heap.hpp"

namespace symtest::symexec {
using Value = heap::Value;
}  // namespace symtest::symexec
