// Field and method descriptor parsing, spelling, and rejection of malformed input.
#include <gtest/gtest.h>

#include <stdexcept>

#include "classfile/descriptor.hpp"

namespace symtest::classfile {
namespace {

using Kind = JavaType::Kind;

TEST(DescriptorTest, Primitives) {
  const std::pair<const char*, Kind> cases[] = {
      {"Z", Kind::Boolean}, {"B", Kind::Byte}, {"C", Kind::Char},  {"S", Kind::Short},
      {"I", Kind::Int},     {"J", Kind::Long}, {"F", Kind::Float}, {"D", Kind::Double}};
  for (const auto& [desc, kind] : cases) {
    JavaType t = parseFieldDescriptor(desc);
    EXPECT_EQ(t.kind, kind) << desc;
    EXPECT_EQ(t.descriptor(), desc);
    EXPECT_FALSE(t.isReference());
  }
  EXPECT_EQ(parseFieldDescriptor("J").slots(), 2);
  EXPECT_EQ(parseFieldDescriptor("D").slots(), 2);
  EXPECT_EQ(parseFieldDescriptor("I").slots(), 1);
  EXPECT_TRUE(parseFieldDescriptor("C").isIntLike());
  EXPECT_TRUE(parseFieldDescriptor("Z").isIntLike());
  EXPECT_FALSE(parseFieldDescriptor("J").isIntLike());
  EXPECT_TRUE(parseFieldDescriptor("J").isIntegral());
  EXPECT_FALSE(parseFieldDescriptor("F").isIntegral());
  EXPECT_EQ(parseFieldDescriptor("I").javaName(), "int");
  EXPECT_EQ(parseFieldDescriptor("Z").javaName(), "boolean");
}

TEST(DescriptorTest, ClassesAndArrays) {
  JavaType s = parseFieldDescriptor("Ljava/lang/String;");
  EXPECT_EQ(s.kind, Kind::Class);
  EXPECT_EQ(s.className, "java/lang/String");
  EXPECT_EQ(s.javaName(), "java.lang.String");
  EXPECT_TRUE(s.isReference());
  EXPECT_EQ(s.slots(), 1);

  JavaType grid = parseFieldDescriptor("[[I");
  EXPECT_EQ(grid.kind, Kind::Array);
  EXPECT_EQ(grid.componentDesc, "[I");
  EXPECT_EQ(grid.javaName(), "int[][]");
  EXPECT_EQ(grid.descriptor(), "[[I");
  EXPECT_TRUE(grid.isReference());

  JavaType entries = parseFieldDescriptor("[Ljava/util/Map$Entry;");
  EXPECT_EQ(entries.componentDesc, "Ljava/util/Map$Entry;");
  EXPECT_EQ(entries.javaName(), "java.util.Map.Entry[]");
  EXPECT_EQ(parseFieldDescriptor("LTop;").javaName(), "Top");
}

TEST(DescriptorTest, Methods) {
  MethodDescriptor md = parseMethodDescriptor("(IJ[DLjava/lang/Object;)V");
  ASSERT_EQ(md.params.size(), 4u);
  EXPECT_EQ(md.params[0].kind, Kind::Int);
  EXPECT_EQ(md.params[1].kind, Kind::Long);
  EXPECT_EQ(md.params[2].javaName(), "double[]");
  EXPECT_EQ(md.params[3].className, "java/lang/Object");
  EXPECT_EQ(md.result.kind, Kind::Void);
  EXPECT_EQ(md.result.slots(), 0);
  EXPECT_EQ(md.result.javaName(), "void");

  MethodDescriptor none = parseMethodDescriptor("()[[Ljava/lang/String;");
  EXPECT_TRUE(none.params.empty());
  EXPECT_EQ(none.result.javaName(), "java.lang.String[][]");
}

TEST(DescriptorTest, RejectsMalformedFieldDescriptors) {
  for (const char* bad : {"", "V", "L;", "Ljava/lang/String", "II", "Q", "[", "[V", "La//b;",
                          "L/a;", "La/;", "La.b;", "(I)V", "Ljava/lang/String;X"}) {
    EXPECT_THROW(parseFieldDescriptor(bad), std::invalid_argument) << '"' << bad << '"';
  }
  EXPECT_THROW(parseFieldDescriptor(std::string(256, '[') + "I"), std::invalid_argument);
  EXPECT_NO_THROW(parseFieldDescriptor(std::string(255, '[') + "I"));
  try {
    parseFieldDescriptor("Lfoo");
    FAIL() << "expected invalid_argument";
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find("'Lfoo'"), std::string::npos) << e.what();
  }
}

TEST(DescriptorTest, RejectsMalformedMethodDescriptors) {
  for (const char* bad :
       {"", "I", "()", "(I", "(V)V", "(I)VV", "(I)Q", ")V", "(Ljava/lang;V", "((I)V", "(I)V)"}) {
    EXPECT_THROW(parseMethodDescriptor(bad), std::invalid_argument) << '"' << bad << '"';
  }
}

}  // namespace
}  // namespace symtest::classfile
