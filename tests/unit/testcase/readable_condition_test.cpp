// Path conditions for people: API terms for the modelled library, implied bounds dropped.
#include "testcase/readable_condition.hpp"

#include <gtest/gtest.h>

namespace symtest::testcase {
using namespace results;  // the test-case types

namespace {

using solver::ExprId;
using solver::Op;

ObjectSnapshot input(const std::string& type, const std::string& path) {
  ObjectSnapshot o;
  o.type = type;
  o.isInput = true;
  o.path = path;
  return o;
}

TestCase libraryInputs() {
  TestCase t;
  t.objects = {input("java/lang/String", "s"),
               input("[C", "s.value"),
               input("java/util/ArrayList", "xs"),
               input("[Ljava/lang/Object;", "xs.elements"),
               input("java/lang/Integer", "xs.elements[0]"),
               input("java/lang/Integer", "a"),
               input("java/lang/StringBuilder", "sb"),
               input("Node", "n"),
               input("java/lang/String", "n.name"),
               input("[C", "n.name.value")};
  return t;
}

TEST(ApiTerms, NamesModelFieldsByTheLibraryApi) {
  const TestCase t = libraryInputs();
  const ApiTerms api(t);
  EXPECT_EQ(api("s.value.length"), "s.length()");
  EXPECT_EQ(api("s.value[2]"), "s.charAt(2)");
  EXPECT_EQ(api("xs.elements.length"), "xs.size()");
  EXPECT_EQ(api("xs.elements[0].value"), "xs.get(0)");
  EXPECT_EQ(api("a.value"), "a");
  EXPECT_EQ(api("sb.count"), "sb.length()");
  EXPECT_EQ(api("sb.value[1]"), "sb.charAt(1)");
  EXPECT_EQ(api("sb.value.length"), "sb.value.length");  // the capacity: no API term
  EXPECT_EQ(api("n.name.value[0]"), "n.name.charAt(0)");
  // Fields of analysed classes, and objects the test case does not have, stay as they are.
  EXPECT_EQ(api("n.next.data"), "n.next.data");
  EXPECT_EQ(api("x"), "x");
  EXPECT_EQ(api("this.items[3]"), "this.items[3]");
}

// A Vector's (and Stack's) fields in its API: elementCount is size(), elementData[i] get(i)
// and its length capacity(); the model's invariant and its bookkeeping are not printed.
TEST(ReadableConstraints, VectorsInTheirApiWithoutTheModelsInvariant) {
  TestCase t;
  t.objects = {input("java/util/Stack", "s"), input("[Ljava/lang/Object;", "s.elementData"),
               input("java/lang/Integer", "s.elementData[0]")};
  const ApiTerms api(t);
  EXPECT_EQ(api("s.elementCount"), "s.size()");
  EXPECT_EQ(api("s.elementData.length"), "s.capacity()");
  EXPECT_EQ(api("s.elementData[0].value"), "s.get(0)");
  solver::ExprPool pool;
  const ExprId count = pool.newVar("s.elementCount", 32);
  const ExprId capacity = pool.newVar("s.elementData.length", 32);
  const ExprId increment = pool.newVar("s.capacityIncrement", 32);
  const ExprId first = pool.newVar("s.elementData[0].value", 32);
  auto k = [&](int64_t v) { return pool.bvConst(32, static_cast<uint64_t>(v)); };
  const std::vector<ExprId> path = {
      pool.binary(Op::Sge, count, k(0)),      // the invariant: not printed
      pool.binary(Op::Sle, count, capacity),  // nor this
      pool.binary(Op::Eq, increment, k(0)),   // a Stack's: bookkeeping
      pool.binary(Op::Sgt, count, k(0)),     pool.binary(Op::Slt, first, k(-1)),
  };
  EXPECT_EQ(readableConstraints(pool, path, api),
            (std::vector<std::string>{"s.size() > 0", "s.get(0) < -1"}));
}

// Which formula a library function's model applies is its own business: the constraints it
// added (Op::Internal) are not printed, and its value reads as the call.
TEST(ReadableConstraints, LibraryFunctionsReadAsTheirCalls) {
  const TestCase t;
  const ApiTerms api(t);
  solver::ExprPool pool;
  const ExprId dx = pool.newFpVar("dx", 64), dy = pool.newFpVar("dy", 64);
  const ExprId bits = pool.fpConvert(Op::FpToBits, dx, 64);
  const ExprId value = pool.fpBinary(Op::FDiv, dy, dx);  // the model's formula on this path
  const ExprId atan2 = pool.libraryCall(
      static_cast<uint32_t>(solver::libraryFunctionIndex("Math.atan2")), value, dy, dx);
  const std::vector<ExprId> path = {
      pool.internal(pool.binary(Op::Sge, bits, pool.bvConst(64, 0))),
      pool.internal(pool.notExpr(pool.fpUnary(Op::FIsNaN, dy))),
      pool.fpBinary(Op::FLt, pool.fpBinary(Op::FMul, atan2, pool.doubleConst(2.0)),
                    pool.doubleConst(0.0)),
  };
  EXPECT_EQ(readableConstraints(pool, path, api),
            (std::vector<std::string>{"Math.atan2(dy, dx) * 2.0 < 0.0"}));
}

TEST(ReadableConstraints, DropsBoundsImpliedByTighterOnesOnTheSameTerm) {
  const TestCase t = libraryInputs();
  solver::ExprPool pool;
  const ExprId length = pool.newVar("s.value.length", 32);
  const ExprId first = pool.convert(Op::ZExt, pool.newVar("s.value[0]", 16, false), 32);
  auto k = [&](int64_t v) { return pool.bvConst(32, static_cast<uint64_t>(v)); };
  const std::vector<ExprId> path = {
      pool.binary(Op::Sge, length, k(0)),        // array lengths are never negative
      pool.binary(Op::Sle, length, k(1048576)),  // implied by == 3
      pool.binary(Op::Eq, length, k(3)),        pool.binary(Op::Sgt, length, k(0)),
      pool.binary(Op::Sgt, length, k(2)),       pool.binary(Op::Eq, first, k(121)),
      pool.binary(Op::Ne, first, k(65)),  // implied by == 121
  };
  EXPECT_EQ(readableConstraints(pool, path, ApiTerms(t)),
            (std::vector<std::string>{"s.length() == 3", "s.charAt(0) == 121"}));
}

TEST(ReadableConstraints, KeepsTheBoundsThatMatter) {
  const TestCase t = libraryInputs();
  solver::ExprPool pool;
  const ExprId size = pool.newVar("xs.elements.length", 32);
  const ExprId x = pool.newVar("x", 32);
  auto k = [&](int64_t v) { return pool.bvConst(32, static_cast<uint64_t>(v)); };
  const std::vector<ExprId> path = {
      pool.binary(Op::Sle, size, k(1048576)),  // the bound every input length has
      pool.binary(Op::Sgt, size, k(0)),
      pool.binary(Op::Sle, size, k(4)),
      pool.binary(Op::Ne, x, k(7)),
      pool.binary(Op::Slt, x, k(10)),
      pool.binary(Op::Slt, pool.binary(Op::Add, x, size), k(12)),  // not a single-term bound
  };
  EXPECT_EQ(readableConstraints(pool, path, ApiTerms(t)),
            (std::vector<std::string>{"xs.size() > 0", "xs.size() <= 4", "x != 7", "x < 10",
                                      "x + xs.size() < 12"}));
}

TestCase collectionInputs() {
  TestCase t;
  t.objects = {input("java/util/HashMap", "m"),
               input("[Ljava/lang/Object;", "m.keys"),
               input("[Ljava/lang/Object;", "m.vals"),
               input("java/lang/String", "m.keys[0]"),
               input("[C", "m.keys[0].value"),
               input("java/lang/Integer", "m.vals[0]"),
               input("java/util/HashSet", "hs"),
               input("java/util/HashMap", "hs.map"),
               input("[Ljava/lang/Object;", "hs.map.keys"),
               input("java/lang/Integer", "hs.map.keys[1]")};
  return t;
}

TEST(ApiTerms, NamesMapAndSetEntriesAsTheInputHeapListsThem) {
  const TestCase t = collectionInputs();
  const ApiTerms api(t);
  EXPECT_EQ(api("m.keys.length"), "m.size()");
  EXPECT_EQ(api("m.vals.length"), "m.size()");
  EXPECT_EQ(api("m.vals[0].value"), "m.entry(0).getValue()");
  EXPECT_EQ(api("m.keys[0].value[1]"), "m.entry(0).getKey().charAt(1)");
  EXPECT_EQ(api("hs.map.keys.length"), "hs.size()");
  EXPECT_EQ(api("hs.map.keys[1].value"), "hs.element(1)");
  // The table's size is no API term; it stays, and constraints on it are bookkeeping.
  EXPECT_EQ(api("m.capacity"), "m.capacity");
  EXPECT_TRUE(api.isBookkeeping("m.capacity"));
  EXPECT_TRUE(api.isBookkeeping("m.modCount"));
  EXPECT_TRUE(api.isBookkeeping("hs.map.capacity"));
  EXPECT_FALSE(api.isBookkeeping("m.keys.length"));
  EXPECT_FALSE(api.isBookkeeping("other.capacity"));  // not a modelled map
}

TEST(ReadableConstraints, StateMapsInTheirApiWithoutTheModelsInvariants) {
  const TestCase t = collectionInputs();
  solver::ExprPool pool;
  const ExprId keys = pool.newVar("m.keys.length", 32);
  const ExprId vals = pool.newVar("m.vals.length", 32);
  const ExprId capacity = pool.newVar("m.capacity", 32);
  const ExprId setKeys = pool.newVar("hs.map.keys.length", 32);
  const ExprId setVals = pool.newVar("hs.map.vals.length", 32);
  const ExprId value = pool.newVar("m.vals[0].value", 32);
  auto k = [&](int64_t v) { return pool.bvConst(32, static_cast<uint64_t>(v)); };
  const std::vector<ExprId> path = {
      pool.binary(Op::Eq, vals, keys),  // one length
      pool.binary(Op::Eq, pool.binary(Op::And, capacity, pool.binary(Op::Sub, capacity, k(1))),
                  k(0)),  // a power of two
      pool.binary(Op::Sle, keys, k(1)),
      pool.binary(Op::Sgt, vals, k(0)),                                    // with the above: == 1
      pool.binary(Op::Sle, pool.binary(Op::Add, keys, k(1)), k(1048576)),  // implied
      pool.binary(Op::Sgt, pool.binary(Op::Add, keys, k(1)), k(0)),        // implied
      pool.binary(Op::Slt, setKeys, pool.binary(Op::Add, setVals, k(1))),  // keys < keys + 1
      pool.binary(Op::Sle, setKeys, k(0)),                                 // pinned: == 0
      pool.binary(Op::Sge, value, k(3)),
  };
  EXPECT_EQ(
      readableConstraints(pool, path, ApiTerms(t)),
      (std::vector<std::string>{"m.size() == 1", "hs.size() == 0", "m.entry(0).getValue() >= 3"}));
}

}  // namespace
}  // namespace symtest::testcase
