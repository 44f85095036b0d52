// Helpers shared by the object, array and call translation files.
#pragma once

#include <string>

#include "classfile/opcodes.hpp"
#include "clp/program.hpp"

namespace symtest::translate::detail {

clp::ValueType arrayElementType(uint8_t opcode);
bool isArrayLoad(uint8_t opcode);
bool isArrayStore(uint8_t opcode);
bool isInvoke(uint8_t opcode);
clp::Guard refGuard(clp::Guard::Kind kind, clp::Operand a, bool positive,
                    const std::string& cls = "");

}  // namespace symtest::translate::detail
