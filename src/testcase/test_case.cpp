#include "testcase/test_case.hpp"

#include <fmt/format.h>

namespace symtest::testcase {

using Kind = classfile::JavaType::Kind;

bool GenerationResult::partial() const {
  for (const auto& m : methods)
    if (m.status == MethodResult::Status::Partial) return true;
  return false;
}

}  // namespace symtest::testcase
