// Generic signatures (read from class files and taken apart) and class initialization rules.
#include <gtest/gtest.h>

#include "classfile/class_init.hpp"
#include "classfile/class_path.hpp"
#include "classfile/generic_signature.hpp"
#include "test_util.hpp"

namespace symtest::classfile {
namespace {

TEST(GenericSignature, ReadFromClassFields) {
  ClassFile cf = test::loadFixture("fixtures/Generic");
  EXPECT_EQ(cf.signature, "<K:Ljava/lang/Object;V::Ljava/lang/Comparable<TV;>;>Ljava/lang/Object;");
  EXPECT_EQ(classTypeParameters(cf.signature), (std::vector<std::string>{"K", "V"}));
  ASSERT_NE(cf.findField("index"), nullptr);
  EXPECT_EQ(cf.findField("index")->signature, "Ljava/util/Map<TK;Ljava/util/List<TV;>;>;");
  EXPECT_EQ(cf.findField("TABLE")->signature, "");
}

TEST(GenericSignature, MethodParameters) {
  ClassFile cf = test::loadFixture("fixtures/Generic");
  const Method* m = nullptr;
  for (const auto& x : cf.methods)
    if (x.name == "size") m = &x;
  ASSERT_NE(m, nullptr);
  EXPECT_EQ(methodParameterSignatures(m->signature),
            (std::vector<std::string>{"Ljava/util/List<Ljava/lang/Integer;>;",
                                      "Ljava/util/Map<Ljava/lang/String;+Ljava/lang/Number;>;", "I",
                                      "[TT;"}));
  EXPECT_TRUE(methodParameterSignatures("").empty());
}

TEST(GenericSignature, TypeArgumentsResolveWildcards) {
  EXPECT_EQ(typeArguments("Ljava/util/Map<Ljava/lang/String;+Ljava/lang/Number;>;"),
            (std::vector<std::string>{"Ljava/lang/String;", "Ljava/lang/Number;"}));
  EXPECT_EQ(typeArguments("Ljava/util/List<*>;"), (std::vector<std::string>{"Ljava/lang/Object;"}));
  EXPECT_EQ(typeArguments("Ljava/util/List<-Ljava/lang/Integer;>;"),
            (std::vector<std::string>{"Ljava/lang/Object;"}));
  EXPECT_EQ(typeArguments("Ljava/util/List<Ljava/util/List<Ljava/lang/Integer;>;>;"),
            (std::vector<std::string>{"Ljava/util/List<Ljava/lang/Integer;>;"}));
  EXPECT_TRUE(typeArguments("Ljava/lang/String;").empty());
  EXPECT_TRUE(typeArguments("I").empty());
}

TEST(GenericSignature, SubstituteAndErase) {
  std::map<std::string, std::string> b{{"E", "Ljava/lang/Integer;"}};
  EXPECT_EQ(substituteTypeVariables("[TE;", b), "[Ljava/lang/Integer;");
  EXPECT_EQ(substituteTypeVariables("Ljava/util/HashMap<TE;Ljava/lang/Object;>;", b),
            "Ljava/util/HashMap<Ljava/lang/Integer;Ljava/lang/Object;>;");
  EXPECT_EQ(substituteTypeVariables("TK;", b), "Ljava/lang/Object;");  // unbound
  // A class whose name starts with T is not a type variable.
  EXPECT_EQ(substituteTypeVariables("Lp/Tree<TE;>;", b), "Lp/Tree<Ljava/lang/Integer;>;");
  EXPECT_EQ(erasure("Ljava/util/List<Ljava/lang/Integer;>;"), "java/util/List");
  EXPECT_EQ(erasure("[Ljava/lang/Integer;"), "[Ljava/lang/Integer;");
  EXPECT_EQ(erasure("[TE;"), "[Ljava/lang/Object;");
  EXPECT_EQ(erasure("TE;"), "java/lang/Object");
  EXPECT_EQ(erasure("Lp/Outer<TT;>.Inner<TU;>;"), "p/Outer$Inner");
  EXPECT_EQ(erasure("I"), "I");
  EXPECT_EQ(erasure(""), "");
}

TEST(ClassInit, SelfInitializedClassesAndEnumConstants) {
  ClassPath cp({FIXTURE_CLASSES});
  EXPECT_TRUE(isEnumClass(cp, "fixtures/Color"));
  EXPECT_TRUE(isEnumClass(cp, "fixtures/Color$1"));  // GREEN's body
  EXPECT_FALSE(isEnumClass(cp, "fixtures/Sample"));
  EXPECT_EQ(enumConstantNames(cp, "fixtures/Color"), (std::vector<std::string>{"RED", "GREEN"}));
  // Enums run their initializer even with a non-final static; all-final classes too.
  EXPECT_TRUE(isSelfInitialized(cp, "fixtures/Color"));
  EXPECT_TRUE(isSelfInitialized(cp, "fixtures/Generic"));
  EXPECT_TRUE(isSelfInitialized(cp, "fixtures/Sample"));    // only final constants
  EXPECT_FALSE(isSelfInitialized(cp, "fixtures/Base"));     // no statics: nothing to initialize
  EXPECT_FALSE(isSelfInitialized(cp, "java/lang/Thread"));  // not analysed
}

}  // namespace
}  // namespace symtest::classfile
