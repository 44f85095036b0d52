// Lambda classes and records' generated methods: the class models symtest writes for what the
// JVM spins at run time, checked on a fixture compiled by javac.
#include <gtest/gtest.h>

#include <algorithm>

#include "classfile/bytecode.hpp"
#include "classfile/class_path.hpp"
#include "classfile/hierarchy.hpp"
#include "classfile/lambda_classes.hpp"
#include "classfile/opcodes.hpp"
#include "test_util.hpp"

namespace symtest::classfile {
namespace {

std::vector<std::unique_ptr<ClassFile>> lambdasOf(ClassPath& cp) {
  const ClassFile* cls = cp.find("fixtures/Lambdas");
  EXPECT_NE(cls, nullptr);
  return cls ? lambdaClasses(*cls) : std::vector<std::unique_ptr<ClassFile>>{};
}

// The opcodes of a method, in order.
std::vector<uint8_t> opcodes(const ClassFile& cls, const Method& m) {
  std::vector<uint8_t> out;
  for (const Instruction& i : decodeBytecode(*m.code, cls.origin)) out.push_back(i.opcode);
  return out;
}

const ClassFile* implementing(const std::vector<std::unique_ptr<ClassFile>>& classes,
                              const std::string& iface) {
  for (const auto& c : classes)
    if (std::find(c->interfaces.begin(), c->interfaces.end(), iface) != c->interfaces.end())
      return c.get();
  return nullptr;
}

TEST(LambdaClasses, OnePerCallSiteImplementingTheInterface) {
  ClassPath cp({FIXTURE_CLASSES});
  auto classes = lambdasOf(cp);
  ASSERT_EQ(classes.size(), 4u);
  for (const auto& c : classes) {
    EXPECT_EQ(c->name.rfind("fixtures/Lambdas$$Lambda$", 0), 0u) << c->name;
    EXPECT_EQ(c->superName, "java/lang/Object");
    EXPECT_TRUE(c->access & kAccSynthetic);
    ASSERT_FALSE(c->methods.empty());
    EXPECT_TRUE(c->methods[0].code.has_value());
  }
}

TEST(LambdaClasses, CapturedValuesAreFields) {
  ClassPath cp({FIXTURE_CLASSES});
  auto classes = lambdasOf(cp);
  const ClassFile* adder = implementing(classes, "java/util/function/IntUnaryOperator");
  ASSERT_NE(adder, nullptr);
  ASSERT_EQ(adder->fields.size(), 1u);
  EXPECT_EQ(adder->fields[0].name, capturedField(0));
  EXPECT_EQ(adder->fields[0].descriptor, "I");
  const Method* m = adder->findMethod("applyAsInt", "(I)I");
  ASSERT_NE(m, nullptr);
  // this.arg$0, the argument, the static lambda body, the result.
  EXPECT_EQ(opcodes(*adder, *m), (std::vector<uint8_t>{op::aload_0, op::getfield, op::iload,
                                                       op::invokestatic, op::ireturn}));
}

TEST(LambdaClasses, MethodReferencesAdaptArgumentsAndResults) {
  ClassPath cp({FIXTURE_CLASSES});
  auto classes = lambdasOf(cp);
  const ClassFile* sum = implementing(classes, "java/util/function/BinaryOperator");
  ASSERT_NE(sum, nullptr);
  const Method* apply =
      sum->findMethod("apply", "(Ljava/lang/Object;Ljava/lang/Object;)Ljava/lang/Object;");
  ASSERT_NE(apply, nullptr);
  // Each Object argument cast to Integer and unboxed; the int result boxed.
  auto ops = opcodes(*sum, *apply);
  EXPECT_EQ(std::count(ops.begin(), ops.end(), op::checkcast), 4);
  EXPECT_EQ(std::count(ops.begin(), ops.end(), op::invokevirtual), 2);  // intValue
  EXPECT_EQ(ops[ops.size() - 2], op::invokestatic);                     // Integer.valueOf
  EXPECT_EQ(ops.back(), op::areturn);

  const ClassFile* length = implementing(classes, "java/util/function/Function");
  ASSERT_NE(length, nullptr);
  auto lops =
      opcodes(*length, *length->findMethod("apply", "(Ljava/lang/Object;)Ljava/lang/Object;"));
  EXPECT_NE(std::find(lops.begin(), lops.end(), op::invokevirtual), lops.end());  // length()

  const ClassFile* builder = implementing(classes, "java/util/function/Supplier");
  ASSERT_NE(builder, nullptr);
  auto bops = opcodes(*builder, *builder->findMethod("get", "()Ljava/lang/Object;"));
  EXPECT_EQ(bops, (std::vector<uint8_t>{op::new_, op::dup, op::invokespecial, op::areturn}));
}

TEST(LambdaClasses, TheClassPathKnowsThemOnceTheirOwnerIsLoaded) {
  ClassPath cp({FIXTURE_CLASSES});
  EXPECT_TRUE(cp.listSyntheticClasses().empty());
  ASSERT_NE(cp.find("fixtures/Lambdas"), nullptr);
  std::vector<std::string> synthetic = cp.listSyntheticClasses();
  EXPECT_EQ(synthetic.size(), 4u);
  for (const std::string& name : synthetic) {
    EXPECT_TRUE(cp.isSyntheticClass(name));
    EXPECT_TRUE(cp.isUserClass(name));  // like its owner
    EXPECT_NE(cp.find(name), nullptr);
  }
  // Never listed as classes to test.
  for (const std::string& c : cp.listClasses()) EXPECT_FALSE(cp.isSyntheticClass(c)) << c;
  // Their interfaces make them subtypes of the functional interfaces.
  const ClassFile* any = cp.find(synthetic.front());
  EXPECT_TRUE(isSubclassOf(cp, any->name, any->interfaces.front()));
}

TEST(RecordMethods, ToStringHashCodeAndEqualsAreStaticMethods) {
  ClassPath cp({FIXTURE_CLASSES});
  const ClassFile* pair = cp.find("fixtures/Lambdas$Pair");
  ASSERT_NE(pair, nullptr);
  auto methods = objectMethodsClass(*pair);
  ASSERT_NE(methods, nullptr);
  EXPECT_EQ(methods->name, objectMethodsClassName("fixtures/Lambdas$Pair"));
  const Method* ts = methods->findMethod("toString", "(Lfixtures/Lambdas$Pair;)Ljava/lang/String;");
  const Method* hc = methods->findMethod("hashCode", "(Lfixtures/Lambdas$Pair;)I");
  const Method* eq = methods->findMethod("equals", "(Lfixtures/Lambdas$Pair;Ljava/lang/Object;)Z");
  ASSERT_TRUE(ts && hc && eq);
  EXPECT_TRUE(ts->isStatic());
  // hashCode: 0, then 31 * h + Integer.hashCode(left), 31 * h + Objects.hashCode(right).
  auto ops = opcodes(*methods, *hc);
  EXPECT_EQ(std::count(ops.begin(), ops.end(), op::imul), 2);
  EXPECT_EQ(std::count(ops.begin(), ops.end(), op::invokestatic), 2);
  // equals compares the components last to first: right (Objects.equals) before left.
  auto eops = opcodes(*methods, *eq);
  auto objectsEquals = std::find(eops.begin(), eops.end(), op::invokestatic);
  auto intCompare = std::find(eops.begin(), eops.end(), op::if_icmpne);
  EXPECT_LT(objectsEquals, intCompare);
  // A class without such call sites has none.
  EXPECT_EQ(objectMethodsClass(*cp.find("fixtures/Lambdas")), nullptr);
}

}  // namespace
}  // namespace symtest::classfile
