// Library functions' values as single terms (Op::LibraryCall), the constraints internal to
// their models (Op::Internal), and the two solver layers that keep floating-point arithmetic
// away from Z3: a small integer domain is enumerated, and the constraints without arithmetic
// are checked first.
#include <gtest/gtest.h>

#include <unistd.h>

#include <filesystem>

#include "build_helpers.hpp"
#include "solver/expr.hpp"
#include "solver/solver.hpp"

namespace symtest::solver::test {
namespace {

class LibraryCalls : public ::testing::Test {
 protected:
  std::unique_ptr<Solver> make(std::string dump = "") {
    SolverOptions options;
    options.queryBudget = 1'000'000'000;
    options.dumpDirectory = std::move(dump);
    return makeSolver(pool, options);
  }
  ExprId dbl(double v) { return pool.doubleConst(v); }
  ExprPool pool;
  Build b{pool};
  ExprId x = pool.newFpVar("x", 64);
  ExprId y = pool.newFpVar("y", 64);
  ExprId degrees = pool.newVar("degrees", 32);
};

TEST_F(LibraryCalls, ACallIsItsValueToTheEvaluatorAndPrintsAsTheCall) {
  const int atan2 = libraryFunctionIndex("Math.atan2");
  ASSERT_GE(atan2, 0);
  EXPECT_STREQ(libraryFunctionName(static_cast<uint32_t>(atan2)), "Math.atan2");
  EXPECT_EQ(libraryFunctionIndex("Math.nope"), -1);
  // What a model computed along one path: y / x here.
  const ExprId value = pool.fpBinary(Op::FDiv, y, x);
  const ExprId call = pool.libraryCall(static_cast<uint32_t>(atan2), value, y, x);
  EXPECT_NE(call, value);
  EXPECT_TRUE(pool.isFloat(call));
  const ExprId cond = pool.fpBinary(Op::FLt, call, dbl(0.0));
  EXPECT_EQ(pool.toString(cond), "Math.atan2(y, x) < 0.0");
  const uint32_t vx = static_cast<uint32_t>(pool.node(x).value);
  const uint32_t vy = static_cast<uint32_t>(pool.node(y).value);
  Assignment a{{vx, fpBits(2.0, 64)}, {vy, fpBits(-3.0, 64)}};
  EXPECT_EQ(pool.evaluate(call, a), fpBits(-1.5, 64));
  EXPECT_EQ(pool.evaluate(cond, a), 1u);
  // A constant value needs no label, the same call no second one; a call whose value another
  // call gave is still itself (StrictMath.sin of a tiny Math.atan2(y, x) is that value).
  EXPECT_EQ(pool.libraryCall(static_cast<uint32_t>(atan2), dbl(0.5), dbl(1.0), dbl(2.0)), dbl(0.5));
  EXPECT_EQ(pool.libraryCall(static_cast<uint32_t>(atan2), call, y, x), call);
  const int sin = libraryFunctionIndex("StrictMath.sin");
  EXPECT_EQ(pool.toString(pool.libraryCall(static_cast<uint32_t>(sin), call, call)),
            "StrictMath.sin(Math.atan2(y, x))");
  const int cbrt = libraryFunctionIndex("StrictMath.cbrt");
  EXPECT_EQ(pool.toString(pool.libraryCall(static_cast<uint32_t>(cbrt), value, x)),
            "StrictMath.cbrt(x)");
}

TEST_F(LibraryCalls, InternalConstraintsAreTheirConditionToSolverAndPrinter) {
  const ExprId c = pool.fpBinary(Op::FLt, x, dbl(1.0));
  const ExprId internal = pool.internal(c);
  EXPECT_NE(internal, c);
  EXPECT_EQ(pool.internal(internal), internal);
  EXPECT_EQ(pool.internal(pool.trueExpr()), pool.trueExpr());
  EXPECT_EQ(pool.toString(internal), pool.toString(c));
  auto s = make();
  s->add(internal);
  // The path keeps the mark; the solver's shortcuts see through it (a branch and its negation).
  EXPECT_EQ(s->constraints(), std::vector<ExprId>{internal});
  const uint64_t calls = s->stats().solverCalls;
  EXPECT_EQ(s->isSatisfiable(pool.notExpr(c)), SatResult::Unsat);
  EXPECT_EQ(s->isSatisfiable(pool.internal(pool.notExpr(c))), SatResult::Unsat);
  EXPECT_EQ(s->stats().solverCalls, calls);
  EXPECT_EQ(s->isSatisfiable(pool.fpBinary(Op::FLt, dbl(2.0), x)), SatResult::Unsat);
  EXPECT_EQ(s->isSatisfiable(pool.fpBinary(Op::FLt, x, dbl(0.5))), SatResult::Sat);
}

TEST_F(LibraryCalls, ASmallIntegerDomainUnderArithmeticIsEnumerated) {
  // sin-like arithmetic of an angle between 1 and 89 degrees: decided without Z3.
  auto s = make();
  const ExprId radians =
      pool.fpBinary(Op::FMul, pool.fpConvert(Op::IntToFp, degrees, 64), dbl(0.017453292519943295));
  s->add(b.gt(degrees, b.i32(0)));
  s->add(b.lt(degrees, b.i32(90)));
  const ExprId square = pool.fpBinary(Op::FMul, radians, radians);
  const uint64_t callsBefore = s->stats().solverCalls;
  // Only 89 is above 1.5: (89 pi / 180)^2 = 2.41, (88 pi / 180)^2 = 2.36; none above 2.5.
  EXPECT_EQ(s->isSatisfiable(pool.fpBinary(Op::FLt, dbl(2.4), square)), SatResult::Sat);
  EXPECT_EQ(s->isSatisfiable(pool.fpBinary(Op::FLt, dbl(2.5), square)), SatResult::Unsat);
  EXPECT_EQ(s->stats().solverCalls, callsBefore);
  s->add(pool.fpBinary(Op::FLt, dbl(2.4), square));
  const auto model = s->readableModel({static_cast<uint32_t>(pool.node(degrees).value)});
  ASSERT_TRUE(model.has_value());
  EXPECT_EQ(model->at(static_cast<uint32_t>(pool.node(degrees).value)), 89u);
}

TEST_F(LibraryCalls, ConstraintsWithoutArithmeticAreCheckedFirst) {
  // A sign branch under a division: the sign constraints alone are contradictory, and the one
  // query Z3 sees has no division.
  const std::filesystem::path dir =
      std::filesystem::temp_directory_path() / ("symtest-light-" + std::to_string(getpid()));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  {
    auto s = make(dir.string());
    const ExprId ratio = pool.fpBinary(Op::FDiv, y, x);
    const ExprId bits = pool.fpConvert(Op::FpToBits, x, 64);
    const ExprId highWord = b.trunc(b.lshr(bits, b.i64(32)), 32);
    s->add(pool.fpBinary(Op::FLt, dbl(0.25), ratio));
    s->add(b.ge(highWord, b.i32(0)));  // fdlibm's sign test, on the high word
    EXPECT_EQ(s->isSatisfiable(b.lt(bits, b.i64(0))), SatResult::Unsat);
    EXPECT_EQ(s->stats().solverCalls, 1u);
  }
  const std::vector<std::string> dumps = fileTexts(dir);
  ASSERT_EQ(dumps.size(), 1u);
  EXPECT_NE(dumps[0].find("unsat"), std::string::npos);
  EXPECT_EQ(dumps[0].find("fp.div"), std::string::npos);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace symtest::solver::test
