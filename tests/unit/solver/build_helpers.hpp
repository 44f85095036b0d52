// Shorthands for building expressions in the solver tests.
#pragma once

#include <cstdint>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "solver/expr.hpp"

namespace symtest::solver::test {

// The texts of the files in `dir` (the solver's SMT-LIB2 dumps), one string per file.
inline std::vector<std::string> fileTexts(const std::filesystem::path& dir) {
  std::vector<std::string> out;
  for (const auto& e : std::filesystem::directory_iterator(dir)) {
    std::ifstream in(e.path());
    std::stringstream text;
    text << in.rdbuf();
    out.push_back(text.str());
  }
  return out;
}

struct Build {
  ExprPool& p;
  ExprId i32(int32_t v) { return p.bvConst(32, static_cast<uint32_t>(v)); }
  ExprId i64(int64_t v) { return p.bvConst(64, static_cast<uint64_t>(v)); }
  ExprId i16(int16_t v) { return p.bvConst(16, static_cast<uint16_t>(v)); }
  ExprId i8(int8_t v) { return p.bvConst(8, static_cast<uint8_t>(v)); }
  ExprId add(ExprId a, ExprId b) { return p.binary(Op::Add, a, b); }
  ExprId sub(ExprId a, ExprId b) { return p.binary(Op::Sub, a, b); }
  ExprId mul(ExprId a, ExprId b) { return p.binary(Op::Mul, a, b); }
  ExprId div(ExprId a, ExprId b) { return p.binary(Op::SDiv, a, b); }
  ExprId rem(ExprId a, ExprId b) { return p.binary(Op::SRem, a, b); }
  ExprId band(ExprId a, ExprId b) { return p.binary(Op::And, a, b); }
  ExprId bor(ExprId a, ExprId b) { return p.binary(Op::Or, a, b); }
  ExprId bxor(ExprId a, ExprId b) { return p.binary(Op::Xor, a, b); }
  ExprId shl(ExprId a, ExprId b) { return p.binary(Op::Shl, a, b); }
  ExprId ashr(ExprId a, ExprId b) { return p.binary(Op::AShr, a, b); }
  ExprId lshr(ExprId a, ExprId b) { return p.binary(Op::LShr, a, b); }
  ExprId neg(ExprId a) { return p.unary(Op::Neg, a); }
  ExprId eq(ExprId a, ExprId b) { return p.binary(Op::Eq, a, b); }
  ExprId ne(ExprId a, ExprId b) { return p.binary(Op::Ne, a, b); }
  ExprId lt(ExprId a, ExprId b) { return p.binary(Op::Slt, a, b); }
  ExprId le(ExprId a, ExprId b) { return p.binary(Op::Sle, a, b); }
  ExprId gt(ExprId a, ExprId b) { return p.binary(Op::Sgt, a, b); }
  ExprId ge(ExprId a, ExprId b) { return p.binary(Op::Sge, a, b); }
  ExprId land(ExprId a, ExprId b) { return p.binary(Op::BoolAnd, a, b); }
  ExprId lor(ExprId a, ExprId b) { return p.binary(Op::BoolOr, a, b); }
  ExprId lnot(ExprId a) { return p.notExpr(a); }
  ExprId sext(ExprId a, uint8_t w) { return p.convert(Op::SExt, a, w); }
  ExprId zext(ExprId a, uint8_t w) { return p.convert(Op::ZExt, a, w); }
  ExprId trunc(ExprId a, uint8_t w) { return p.convert(Op::Trunc, a, w); }
  // Java's (byte) x, (short) x, (char) x on an int.
  ExprId i2b(ExprId a) { return sext(trunc(a, 8), 32); }
  ExprId i2s(ExprId a) { return sext(trunc(a, 16), 32); }
  ExprId i2c(ExprId a) { return zext(trunc(a, 16), 32); }
  // Signed value of a folded constant.
  int64_t val(ExprId e) {
    EXPECT_TRUE(p.isConst(e)) << p.toString(e);
    return p.signedValue(e);
  }
};

}  // namespace symtest::solver::test
