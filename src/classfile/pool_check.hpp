// Internal helpers shared by the constant-pool accessors and the class reader.
#pragma once

#include <cstdint>
#include <string>

#include "classfile/class_file.hpp"

namespace symtest::classfile::detail {

constexpr uint32_t tagBit(uint8_t tag) {
  return 1u << tag;
}

constexpr uint32_t kMemberRefTags = tagBit(ConstantPool::kFieldref) |
                                    tagBit(ConstantPool::kMethodref) |
                                    tagBit(ConstantPool::kInterfaceMethodref);
constexpr uint32_t kLoadableTags = tagBit(ConstantPool::kInteger) | tagBit(ConstantPool::kFloat) |
                                   tagBit(ConstantPool::kLong) | tagBit(ConstantPool::kDouble) |
                                   tagBit(ConstantPool::kString) | tagBit(ConstantPool::kClass);
constexpr uint32_t kDynamicTags =
    tagBit(ConstantPool::kDynamic) | tagBit(ConstantPool::kInvokeDynamic);

// Human-readable name of a constant-pool tag ("Utf8", "Methodref", ...).
const char* tagName(uint8_t tag);

// Empty when entry `index` exists and its tag is in `tagMask`; otherwise a message saying why
// not. Returned rather than thrown so callers can attach their own byte offset.
std::string poolProblem(const ConstantPool& pool, uint32_t index, uint32_t tagMask);

// True for a class name in internal form: non-empty '/'-separated segments without . ; [
bool isValidInternalName(const std::string& name);

}  // namespace symtest::classfile::detail
