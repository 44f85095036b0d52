// A class's sequences as JSON and back: how a worker of `seq -j` hands the classes it
// explored to the command, which then writes exactly what -j 1 writes.
#pragma once

#include <string>

#include "sequences/sequence_result.hpp"

namespace symtest::sequences {

std::string serializeClassSequences(const ClassSequences& cls);
// Throws std::runtime_error naming what is wrong. The operations' entry predicates are left
// unset: they belong to the program of the process that explored them.
ClassSequences parseClassSequences(const std::string& text);

}  // namespace symtest::sequences
