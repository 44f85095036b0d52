// JUnit bodies for values of modelled JDK classes: enum constants are named, collections are
// built and compared with ordinary Java from the models' representation.
#include <gtest/gtest.h>

#include "emit/junit_body.hpp"
#include "sample_result.hpp"

namespace symtest::emit {
namespace {

using namespace testing;
using results::ObjectSnapshot;
using results::SlotValue;

ConcreteValue ref(const std::string& cls, int64_t index) {
  return {{Kind::Class, cls, ""}, index};
}

ObjectSnapshot object(const std::string& type, bool input, const std::string& path) {
  ObjectSnapshot o;
  o.type = type;
  o.isInput = input;
  o.path = path;
  return o;
}

TEST(EmitLibrary, EnumConstantsAreNamedNotBuilt) {
  MethodResult m =
      method("Workflow", "next", "(LPhase;)LPhase;", {{"p", Kind::Class}}, Kind::Class);
  m.params[0].type.className = "Phase";
  m.resultType.className = "Phase";
  TestCase t;
  ObjectSnapshot idle = object("Phase", false, "");
  idle.constantOwner = "Phase";
  idle.constantField = "IDLE";
  ObjectSnapshot running = object("Phase", false, "");
  running.constantOwner = "Phase";
  running.constantField = "RUNNING";
  t.objects = {idle, running};
  t.inputs = {ref("Phase", 0)};
  t.result = ref("Phase", 1);
  std::string body = junitBody(m, t, {}).code;
  EXPECT_NE(body.find("Phase result = Workflow.next(Phase.IDLE);\n"), std::string::npos) << body;
  EXPECT_NE(body.find("assertSame(Phase.RUNNING, result);\n"), std::string::npos) << body;
  EXPECT_EQ(body.find("allocate"), std::string::npos) << body;
}

// xs = ArrayList<Integer> [3, null]; the method removes the last element.
TEST(EmitLibrary, ListInputBuiltFromItsElements) {
  MethodResult m =
      method("Tools", "drop", "(Ljava/util/List;)V", {{"xs", Kind::Class}}, Kind::Void);
  TestCase t;
  ObjectSnapshot list = object("java/util/ArrayList", true, "xs");
  list.signature = "Ljava/util/ArrayList<Ljava/lang/Integer;>;";
  list.initial = {{"java/util/ArrayList", "elements", ref("[Ljava/lang/Object;", 1)}};
  list.final = {{"java/util/ArrayList", "elements", ref("[Ljava/lang/Object;", 3)}};
  ObjectSnapshot before = object("[Ljava/lang/Object;", true, "xs.elements");
  before.length = 2;
  before.initial = {{"", "0", ref("java/lang/Integer", 2)}, {"", "1", ref("java/lang/Object", -1)}};
  ObjectSnapshot three = object("java/lang/Integer", true, "xs.elements[0]");
  three.initial = {{"java/lang/Integer", "value", value(Kind::Int, 3)}};
  ObjectSnapshot after = object("[Ljava/lang/Object;", false, "");
  after.length = 1;
  after.final = {{"", "0", ref("java/lang/Integer", 2)}};
  t.objects = {list, before, three, after};
  t.inputs = {ref("java/util/ArrayList", 0)};
  std::string body = junitBody(m, t, {}).code;
  EXPECT_NE(body.find("java.util.ArrayList<java.lang.Integer> xs = new java.util.ArrayList<>("
                      "java.util.Arrays.asList(java.lang.Integer.valueOf(3), null));\n"),
            std::string::npos)
      << body;
  EXPECT_NE(body.find("Tools.drop(xs);\n"), std::string::npos) << body;
  EXPECT_NE(body.find("assertEquals(java.util.Arrays.asList(java.lang.Integer.valueOf(3)), xs);\n"),
            std::string::npos)
      << body;
  EXPECT_FALSE(junitBody(m, t, {}).usesReflection) << body;
}

// A Vector or Stack input gets the capacity the path assumed: s = Stack<Integer> [7] in an
// array of 3 (trimmed, then ensured to 3); v = Vector [] of capacity 2 growing by 5.
TEST(EmitLibrary, VectorInputsBuiltWithTheirCapacity) {
  MethodResult m = method("Tools", "move", "(Ljava/util/Stack;Ljava/util/Vector;)V",
                          {{"s", Kind::Class}, {"v", Kind::Class}}, Kind::Void);
  TestCase t;
  ObjectSnapshot stack = object("java/util/Stack", true, "s");
  stack.signature = "Ljava/util/Stack<Ljava/lang/Integer;>;";
  stack.initial = {{"java/util/Vector", "elementData", ref("[Ljava/lang/Object;", 1)},
                   {"java/util/Vector", "elementCount", value(Kind::Int, 1)},
                   {"java/util/Vector", "capacityIncrement", value(Kind::Int, 0)}};
  stack.final = {{"java/util/Vector", "elementCount", value(Kind::Int, 0)}};
  ObjectSnapshot data = object("[Ljava/lang/Object;", true, "s.elementData");
  data.length = 3;
  data.initial = {{"", "0", ref("java/lang/Integer", 2)}};
  data.final = {{"", "0", ref("java/lang/Object", -1)}};
  ObjectSnapshot seven = object("java/lang/Integer", true, "s.elementData[0]");
  seven.initial = {{"java/lang/Integer", "value", value(Kind::Int, 7)}};
  ObjectSnapshot vector = object("java/util/Vector", true, "v");
  vector.signature = "Ljava/util/Vector<Ljava/lang/Integer;>;";
  vector.initial = {{"java/util/Vector", "elementData", ref("[Ljava/lang/Object;", 4)},
                    {"java/util/Vector", "elementCount", value(Kind::Int, 0)},
                    {"java/util/Vector", "capacityIncrement", value(Kind::Int, 5)}};
  vector.final = {{"java/util/Vector", "elementCount", value(Kind::Int, 1)}};
  ObjectSnapshot spare = object("[Ljava/lang/Object;", true, "v.elementData");
  spare.length = 2;
  spare.final = {{"", "0", ref("java/lang/Integer", 2)}};
  t.objects = {stack, data, seven, vector, spare};
  t.inputs = {ref("java/util/Stack", 0), ref("java/util/Vector", 3)};
  const std::string body = junitBody(m, t, {}).code;
  EXPECT_NE(body.find("java.util.Stack<java.lang.Integer> s = new java.util.Stack<>();\n"
                      "        s.trimToSize();\n"
                      "        s.ensureCapacity(3);\n"
                      "        s.push(java.lang.Integer.valueOf(7));\n"),
            std::string::npos)
      << body;
  EXPECT_NE(body.find("java.util.Vector<java.lang.Integer> v = new java.util.Vector<>(2, 5);\n"),
            std::string::npos)
      << body;
  EXPECT_EQ(body.find("v.add("), std::string::npos) << body;
  EXPECT_NE(body.find("assertEquals(java.util.Arrays.asList(), s);\n"), std::string::npos) << body;
  EXPECT_NE(body.find("assertEquals(java.util.Arrays.asList(java.lang.Integer.valueOf(7)), v);\n"),
            std::string::npos)
      << body;
  EXPECT_FALSE(junitBody(m, t, {}).usesReflection) << body;
}

// A lone null element would be taken for the varargs array of Arrays.asList.
TEST(EmitLibrary, SingleNullElement) {
  MethodResult m = method("Tools", "size", "(Ljava/util/List;)I", {{"xs", Kind::Class}}, Kind::Int);
  TestCase t;
  ObjectSnapshot list = object("java/util/LinkedList", true, "xs");
  list.initial = {{"java/util/LinkedList", "elements", ref("[Ljava/lang/Object;", 1)}};
  ObjectSnapshot elements = object("[Ljava/lang/Object;", true, "xs.elements");
  elements.length = 1;
  t.objects = {list, elements};
  t.inputs = {ref("java/util/LinkedList", 0)};
  t.result = value(Kind::Int, 1);
  std::string body = junitBody(m, t, {}).code;
  EXPECT_NE(body.find("java.util.LinkedList<java.lang.Object> xs = new java.util.LinkedList<>("
                      "java.util.Collections.singletonList(null));\n"),
            std::string::npos)
      << body;
}

// m = HashMap<Integer, Integer> {1=5} with a table of 16: the same table, then the entries.
TEST(EmitLibrary, MapBuiltWithItsTableLength) {
  MethodResult m = method("Cache", "total", "(Ljava/util/Map;)I", {{"m", Kind::Class}}, Kind::Int);
  TestCase t;
  ObjectSnapshot map = object("java/util/HashMap", true, "m");
  map.signature = "Ljava/util/HashMap<Ljava/lang/Integer;Ljava/lang/Integer;>;";
  map.initial = {{"java/util/HashMap", "keys", ref("[Ljava/lang/Object;", 1)},
                 {"java/util/HashMap", "vals", ref("[Ljava/lang/Object;", 2)},
                 {"java/util/HashMap", "capacity", value(Kind::Int, 16)}};
  ObjectSnapshot keys = object("[Ljava/lang/Object;", true, "m.keys");
  keys.length = 1;
  keys.initial = {{"", "0", ref("java/lang/Integer", 3)}};
  ObjectSnapshot vals = object("[Ljava/lang/Object;", true, "m.vals");
  vals.length = 1;
  vals.initial = {{"", "0", ref("java/lang/Integer", 4)}};
  ObjectSnapshot one = object("java/lang/Integer", true, "m.keys[0]");
  one.initial = {{"java/lang/Integer", "value", value(Kind::Int, 1)}};
  ObjectSnapshot five = object("java/lang/Integer", true, "m.vals[0]");
  five.initial = {{"java/lang/Integer", "value", value(Kind::Int, 5)}};
  t.objects = {map, keys, vals, one, five};
  t.inputs = {ref("java/util/HashMap", 0)};
  t.result = value(Kind::Int, 5);
  std::string body = junitBody(m, t, {}).code;
  EXPECT_NE(
      body.find("java.util.HashMap<java.lang.Integer, java.lang.Integer> m = "
                "new java.util.HashMap<>(16);\n"
                "        m.put(java.lang.Integer.valueOf(1), java.lang.Integer.valueOf(5));\n"),
      std::string::npos)
      << body;
  EXPECT_NE(
      body.find("expected.put(java.lang.Integer.valueOf(1), java.lang.Integer.valueOf(5));\n"),
      std::string::npos)
      << body;
  EXPECT_NE(body.find("assertEquals(expected, m);\n"), std::string::npos) << body;
}

// Map<String, List<String>> parameters take a HashMap declared with its nested argument whole:
// HashMap<String, List> is no Map<String, List<String>>. A nested type variable cannot be
// written: the declaration is raw.
TEST(EmitLibrary, NestedTypeArgumentsAreWrittenWholeOrNotAtAll) {
  MethodResult m =
      method("Headers", "count", "(Ljava/util/Map;)I", {{"m", Kind::Class}}, Kind::Int);
  for (const auto& [signature, declaration] : std::vector<std::pair<std::string, std::string>>{
           {"Ljava/util/HashMap<Ljava/lang/String;Ljava/util/List<Ljava/lang/String;>;>;",
            "java.util.HashMap<java.lang.String, java.util.List<java.lang.String>> m = "},
           {"Ljava/util/HashMap<Ljava/lang/String;Ljava/util/Map<*+[Ljava/lang/Number;>;>;",
            "java.util.HashMap<java.lang.String, java.util.Map<?, ? extends java.lang.Number[]>> "
            "m = "},
           {"Ljava/util/HashMap<Ljava/lang/String;Ljava/util/List<TT;>;>;",
            "java.util.HashMap m = "}}) {
    TestCase t;
    ObjectSnapshot map = object("java/util/HashMap", true, "m");
    map.signature = signature;
    map.initial = {{"java/util/HashMap", "capacity", value(Kind::Int, 16)}};
    t.objects = {map};
    t.inputs = {ref("java/util/HashMap", 0)};
    t.result = value(Kind::Int, 0);
    std::string body = junitBody(m, t, {}).code;
    EXPECT_NE(body.find(declaration + "new java.util.HashMap<>(16);\n"), std::string::npos)
        << signature << "\n"
        << body;
  }
}

}  // namespace
}  // namespace symtest::emit
