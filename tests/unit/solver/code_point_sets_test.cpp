// Character's code point sets and case maps: the tables' shape, membership and mapping,
// folding, printing, and Z3's view of InCodePointSet and MapCodePoint agreeing with the
// tables at every range and run boundary.
#include <gtest/gtest.h>

#include <algorithm>
#include <climits>

#include "build_helpers.hpp"
#include "solver/code_point_sets.hpp"
#include "solver/solver.hpp"
#include "solver/z3_backend.hpp"

namespace symtest::solver::test {
namespace {

uint32_t setOf(std::string_view method) {
  auto index = codePointSetIndex(method);
  EXPECT_TRUE(index.has_value()) << method;
  return index.value_or(0);
}

TEST(CodePointSets, TablesAreSortedDisjointAndWithinUnicode) {
  ASSERT_GE(codePointSetCount(), 17u);
  for (uint32_t i = 0; i < codePointSetCount(); ++i) {
    const CodePointSet& set = codePointSet(i);
    ASSERT_FALSE(set.ranges.empty()) << set.method;
    for (size_t r = 0; r < set.ranges.size(); ++r) {
      EXPECT_LE(set.ranges[r].first, set.ranges[r].last) << set.method;
      EXPECT_LE(set.ranges[r].last, 0x10FFFFu) << set.method;
      // Adjacent ranges would have been merged by the generator.
      if (r > 0) {
        EXPECT_GT(set.ranges[r].first, set.ranges[r - 1].last + 1) << set.method;
      }
    }
  }
  EXPECT_FALSE(codePointSetIndex("isLetterOrNot").has_value());
  EXPECT_NE(codePointTablesSource().find("JDK"), std::string_view::npos);
}

TEST(CodePointSets, MembershipFollowsTheJdk) {
  EXPECT_TRUE(codePointSetContains(setOf("isLetter"), 'A'));
  EXPECT_TRUE(codePointSetContains(setOf("isLetter"), 0x0100));  // Latin Extended-A
  EXPECT_TRUE(codePointSetContains(setOf("isLetter"), 0x4E00));  // CJK
  EXPECT_FALSE(codePointSetContains(setOf("isLetter"), '0'));
  EXPECT_TRUE(codePointSetContains(setOf("isDigit"), 0x0660));   // Arabic-Indic zero
  EXPECT_TRUE(codePointSetContains(setOf("isDigit"), 0x1D7CE));  // mathematical bold zero
  EXPECT_FALSE(codePointSetContains(setOf("isDefined"), 0x0378));
  EXPECT_TRUE(codePointSetContains(setOf("isDefined"), 0xD800));  // surrogates are defined
  EXPECT_TRUE(codePointSetContains(setOf("isUpperCase"), 0x0100));
  EXPECT_FALSE(codePointSetContains(setOf("isUpperCase"), 0x0101));
  EXPECT_TRUE(codePointSetContains(setOf("isLowerCase"), 0x00AA));  // Other_Lowercase
  EXPECT_TRUE(codePointSetContains(setOf("isTitleCase"), 0x01C5));
  EXPECT_TRUE(codePointSetContains(setOf("isWhitespace"), 0x001C));
  EXPECT_FALSE(codePointSetContains(setOf("isWhitespace"), 0x00A0));  // no-break space
  EXPECT_TRUE(codePointSetContains(setOf("isSpaceChar"), 0x00A0));
  for (int64_t invalid : {int64_t{-1}, int64_t{INT_MIN}, int64_t{0x110000}, int64_t{INT_MAX}})
    for (uint32_t i = 0; i < codePointSetCount(); ++i)
      EXPECT_FALSE(codePointSetContains(i, invalid)) << codePointSet(i).method << invalid;
}

TEST(CodePointSets, ConstantsFoldAndTermsPrintAsTheJavaCall) {
  ExprPool pool;
  Build b{pool};
  const uint32_t letter = setOf("isLetter");
  EXPECT_EQ(pool.inCodePointSet(b.i32(0x4E00), letter), pool.trueExpr());
  EXPECT_EQ(pool.inCodePointSet(b.i32(-65), letter), pool.falseExpr());
  const ExprId c = pool.newVar("c", 16, false);
  const ExprId in = pool.inCodePointSet(pool.convert(Op::ZExt, c, 32), letter);
  EXPECT_EQ(pool.toString(in), "Character.isLetter(c)");
  EXPECT_EQ(pool.toString(pool.notExpr(in)), "!Character.isLetter(c)");
  // A boolean primitive's int result compared with 0 or 1 is the condition itself.
  const ExprId asInt = pool.ite(in, b.i32(1), b.i32(0));
  EXPECT_EQ(b.ne(asInt, b.i32(0)), in);
  EXPECT_EQ(b.eq(asInt, b.i32(0)), pool.notExpr(in));
  EXPECT_EQ(b.eq(asInt, b.i32(1)), in);
  EXPECT_EQ(b.eq(asInt, b.i32(2)), pool.falseExpr());
  Assignment at{{static_cast<uint32_t>(pool.node(c).value), 0x0100}};
  EXPECT_EQ(pool.evaluate(in, at), 1u);
  at[static_cast<uint32_t>(pool.node(c).value)] = '-';
  EXPECT_EQ(pool.evaluate(in, at), 0u);
}

// Z3's encoding (a search over the ranges) against the table, at each boundary of each range
// of a few sets, for an int and for a char operand.
TEST(CodePointSets, SolverAgreesWithTheTablesAtRangeBoundaries) {
  ExprPool pool;
  Build b{pool};
  auto solver = makeSolver(pool, SolverOptions{});
  const ExprId x = pool.newVar("x", 32);
  const ExprId ch = pool.newVar("ch", 16, false);
  for (std::string_view method : {"isDigit", "isTitleCase", "isMirrored", "isSpaceChar"}) {
    const uint32_t set = setOf(method);
    const ExprId inX = pool.inCodePointSet(x, set);
    const ExprId inCh = pool.inCodePointSet(pool.convert(Op::ZExt, ch, 32), set);
    for (const CodePointRange& r : codePointSet(set).ranges) {
      for (int64_t v :
           {int64_t{r.first} - 1, int64_t{r.first}, int64_t{r.last}, int64_t{r.last} + 1}) {
        const bool expected = codePointSetContains(set, v);
        const ExprId fixX = b.eq(x, b.i32(static_cast<int32_t>(v)));
        EXPECT_EQ(solver->isSatisfiable(b.land(fixX, inX)),
                  expected ? SatResult::Sat : SatResult::Unsat)
            << method << " " << v;
        if (v < 0 || v > 0xFFFF) continue;
        const ExprId fixCh = b.eq(ch, pool.bvConst(16, static_cast<uint64_t>(v)));
        EXPECT_EQ(solver->isSatisfiable(b.land(fixCh, pool.notExpr(inCh))),
                  expected ? SatResult::Unsat : SatResult::Sat)
            << method << " char " << v;
      }
    }
  }
  // Negative ints are in no set, whatever the set.
  EXPECT_EQ(
      solver->isSatisfiable(b.land(b.lt(x, b.i32(0)), pool.inCodePointSet(x, setOf("isDefined")))),
      SatResult::Unsat);
  // A letter above Latin-1 exists, and the solver finds one the table agrees with.
  const ExprId wanted = b.land(b.gt(x, b.i32(0xFF)), pool.inCodePointSet(x, setOf("isLetter")));
  ASSERT_EQ(solver->isSatisfiable(wanted), SatResult::Sat);
  solver->add(wanted);
  ASSERT_EQ(solver->isSatisfiable(pool.trueExpr()), SatResult::Sat);
  auto model = solver->readableModel({static_cast<uint32_t>(pool.node(x).value)});
  ASSERT_TRUE(model.has_value());
  const int64_t found = static_cast<int32_t>(model->at(static_cast<uint32_t>(pool.node(x).value)));
  EXPECT_GT(found, 0xFF);
  EXPECT_TRUE(codePointSetContains(setOf("isLetter"), found));
}

uint32_t mapOf(std::string_view method) {
  auto index = codePointMapIndex(method);
  EXPECT_TRUE(index.has_value()) << method;
  return index.value_or(0);
}

TEST(CodePointMaps, RunsAreSortedDisjointAndWithinUnicode) {
  ASSERT_EQ(codePointMapCount(), 10u);
  for (uint32_t i = 0; i < codePointMapCount(); ++i) {
    const CodePointMap& map = codePointMap(i);
    // The special casings' chars: about a hundred chars of the BMP, a third of them in three.
    ASSERT_GT(map.runs.size(), map.method.starts_with("upperCaseSpecial") ? 10u : 100u)
        << map.method;
    for (size_t r = 0; r < map.runs.size(); ++r) {
      EXPECT_LE(map.runs[r].first, map.runs[r].last) << map.method;
      EXPECT_LE(map.runs[r].last, 0x10FFFFu) << map.method;
      EXPECT_TRUE(map.runs[r].stride == 1 || map.runs[r].stride == 2) << map.method;
      if (r > 0) {
        EXPECT_GT(map.runs[r].first, map.runs[r - 1].last) << map.method;
      }
    }
  }
  EXPECT_FALSE(codePointMapIndex("toSwappedCase").has_value());
}

TEST(CodePointMaps, MappingFollowsTheJdk) {
  const uint32_t upper = mapOf("toUpperCase"), lower = mapOf("toLowerCase");
  const uint32_t title = mapOf("toTitleCase"), upperEx = mapOf("toUpperCaseEx");
  EXPECT_EQ(mapCodePoint(upper, 'a'), 'A');
  EXPECT_EQ(mapCodePoint(upper, 'A'), 'A');
  EXPECT_EQ(mapCodePoint(upper, 0x0101), 0x0100);  // a-macron, an alternating pair
  EXPECT_EQ(mapCodePoint(upper, 0x0100), 0x0100);
  EXPECT_EQ(mapCodePoint(upper, 0x00FF), 0x0178);  // y-diaeresis leaves Latin-1
  EXPECT_EQ(mapCodePoint(upper, 0x00DF), 0x00DF);  // sharp s: no one-char upper case
  EXPECT_EQ(mapCodePoint(upperEx, 0x00DF), -1);    // ... String's is "SS"
  EXPECT_EQ(mapCodePoint(upperEx, 0xFB00), -1);    // the ff ligature: "FF"
  // The chars of those several: "SS", "FF", and three for iota with dialytika and tonos.
  const uint32_t s1 = mapOf("upperCaseSpecial1"), s2 = mapOf("upperCaseSpecial2"),
                 s3 = mapOf("upperCaseSpecial3");
  EXPECT_EQ(mapCodePoint(s1, 0x00DF), 'S');
  EXPECT_EQ(mapCodePoint(s2, 0x00DF), 'S');
  EXPECT_EQ(mapCodePoint(s3, 0x00DF), 0);
  EXPECT_EQ(mapCodePoint(s2, 0xFB00), 'F');
  EXPECT_EQ(mapCodePoint(s1, 0x0390), 0x0399);
  EXPECT_EQ(mapCodePoint(s2, 0x0390), 0x0308);
  EXPECT_EQ(mapCodePoint(s3, 0x0390), 0x0301);
  EXPECT_EQ(mapCodePoint(s1, 'a'), 0);  // one char: not special
  EXPECT_EQ(mapCodePoint(upperEx, 0x0101), 0x0100);
  EXPECT_EQ(mapCodePoint(upper, 0x10428), 0x10400);  // Deseret, above the BMP
  EXPECT_EQ(mapCodePoint(lower, 0x0130), 'i');       // capital I with dot above
  EXPECT_EQ(mapCodePoint(lower, 0x03A3), 0x03C3);    // capital sigma
  EXPECT_EQ(mapCodePoint(title, 0x01C6), 0x01C5);    // dz with caron: title case Dz
  EXPECT_EQ(mapCodePoint(upper, 0x01C6), 0x01C4);
  const uint32_t type = mapOf("getType"), numeric = mapOf("getNumericValue");
  EXPECT_EQ(mapCodePoint(type, 'A'), 1);      // UPPERCASE_LETTER
  EXPECT_EQ(mapCodePoint(type, '0'), 9);      // DECIMAL_DIGIT_NUMBER
  EXPECT_EQ(mapCodePoint(type, 0x0378), 0);   // UNASSIGNED
  EXPECT_EQ(mapCodePoint(type, 0xD800), 19);  // SURROGATE
  EXPECT_EQ(mapCodePoint(numeric, '7'), 7);
  EXPECT_EQ(mapCodePoint(numeric, 'z'), 35);       // letters are digits of radix 36
  EXPECT_EQ(mapCodePoint(numeric, 0x0667), 7);     // Arabic-Indic seven
  EXPECT_EQ(mapCodePoint(numeric, 0x216F), 1000);  // Roman numeral one thousand
  EXPECT_EQ(mapCodePoint(numeric, 0x00BD), -2);    // one half
  EXPECT_EQ(mapCodePoint(numeric, '-'), -1);
  for (int64_t invalid : {int64_t{-1}, int64_t{INT_MIN}, int64_t{0x110000}, int64_t{INT_MAX}})
    for (uint32_t i = 0; i < codePointMapCount(); ++i) {
      const CodePointMap& map = codePointMap(i);
      EXPECT_EQ(mapCodePoint(i, invalid), map.identity ? invalid : map.constant) << map.method;
    }
}

TEST(CodePointMaps, ConstantsFoldAndTermsPrintAsTheJavaCall) {
  ExprPool pool;
  Build b{pool};
  EXPECT_EQ(pool.mapCodePoint(b.i32(0x0101), mapOf("toUpperCase")), b.i32(0x0100));
  const ExprId c = pool.newVar("c", 16, false);
  const ExprId mapped = pool.mapCodePoint(pool.convert(Op::ZExt, c, 32), mapOf("toTitleCase"));
  EXPECT_EQ(pool.toString(mapped), "Character.toTitleCase(c)");
  Assignment at{{static_cast<uint32_t>(pool.node(c).value), 0x01C4}};
  EXPECT_EQ(pool.evaluate(mapped, at), 0x01C5u);
  // The special casings' chars print as the Java that gives them (0 past the last).
  const ExprId code = pool.convert(Op::ZExt, c, 32);
  EXPECT_EQ(pool.toString(pool.mapCodePoint(code, mapOf("upperCaseSpecial2"))),
            "String.valueOf((char) c).toUpperCase().charAt(1)");
  EXPECT_EQ(pool.toString(pool.mapCodePoint(code, mapOf("upperCaseSpecial3"))),
            "(String.valueOf((char) c).toUpperCase() + \"\\0\").charAt(2)");
}

// Z3's encoding (a search over the runs) against the table around each boundary of each run
// of every map: the term with the code point substituted simplifies to the table's value.
TEST(CodePointMaps, SolverAgreesWithTheTablesAtRunBoundaries) {
  ExprPool pool;
  Z3Backend z3(pool, SolverOptions{});
  const ExprId x = pool.newVar("x", 32);
  const z3::expr zx = z3.var(static_cast<uint32_t>(pool.node(x).value));
  for (uint32_t i = 0; i < codePointMapCount(); ++i) {
    const z3::expr term = z3.translate(pool.mapCodePoint(x, i));
    auto check = [&](int64_t v) {
      z3::expr_vector from(z3.ctx()), to(z3.ctx());
      from.push_back(zx);
      to.push_back(z3.ctx().bv_val(static_cast<uint64_t>(v) & 0xFFFFFFFF, 32));
      const z3::expr value = z3::expr(term).substitute(from, to).simplify();
      ASSERT_TRUE(value.is_numeral()) << codePointMap(i).method << " " << v;
      EXPECT_EQ(static_cast<int32_t>(value.get_numeral_uint64()),
                static_cast<int32_t>(mapCodePoint(i, v)))
          << codePointMap(i).method << " " << v;
    };
    // About 60 runs spread over each map (each check simplifies the whole term, and
    // getType's has 2,600 runs).
    const auto& runs = codePointMap(i).runs;
    const size_t step = std::max<size_t>(1, runs.size() / 60);
    for (size_t r = 0; r < runs.size(); r += step)
      for (int64_t v :
           {int64_t{runs[r].first} - 1, int64_t{runs[r].first}, int64_t{runs[r].first} + 1,
            int64_t{runs[r].last}, int64_t{runs[r].last} + 1})
        check(v);
    for (int64_t v : {int64_t{-1}, int64_t{INT_MIN}, int64_t{0x110000}, int64_t{INT_MAX}}) check(v);
  }
}

}  // namespace
}  // namespace symtest::solver::test
