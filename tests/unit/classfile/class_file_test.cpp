// Parsing a real javac-compiled class: structure, constants, code tables and pool accessors.
#include <gtest/gtest.h>

#include <algorithm>

#include "classfile/bytecode.hpp"
#include "classfile/class_file.hpp"
#include "classfile/opcodes.hpp"
#include "test_util.hpp"

namespace symtest::classfile {
namespace {

using test::findOpcode;
using test::loadFixture;
using test::sourceLine;

class SampleTest : public ::testing::Test {
 protected:
  static void SetUpTestSuite() { sample_ = new ClassFile(loadFixture("fixtures/Sample")); }
  static void TearDownTestSuite() {
    delete sample_;
    sample_ = nullptr;
  }
  static const Method& method(const std::string& name, const std::string& descriptor) {
    const Method* m = sample_->findMethod(name, descriptor);
    if (m == nullptr) throw std::runtime_error("no method " + name + descriptor);
    return *m;
  }
  static ClassFile* sample_;
};
ClassFile* SampleTest::sample_ = nullptr;

TEST_F(SampleTest, ClassHeader) {
  const ClassFile& cf = *sample_;
  EXPECT_EQ(cf.name, "fixtures/Sample");
  EXPECT_EQ(cf.javaName(), "fixtures.Sample");
  EXPECT_EQ(cf.superName, "fixtures/Base");
  EXPECT_EQ(cf.interfaces, (std::vector<std::string>{"fixtures/Shape", "java/lang/Comparable"}));
  EXPECT_EQ(cf.sourceFile, "Sample.java");
  EXPECT_GE(cf.majorVersion, 61);
  EXPECT_TRUE(cf.access & kAccPublic);
  EXPECT_FALSE(cf.isInterface());
  EXPECT_FALSE(cf.isAbstract());
  EXPECT_FALSE(cf.bootstrapMethods.empty());  // the lambda
  EXPECT_EQ(cf.pool.origin, cf.origin);
}

TEST_F(SampleTest, ConstantFields) {
  const ClassFile& cf = *sample_;
  ASSERT_NE(cf.findField("ANSWER"), nullptr);
  EXPECT_EQ(cf.findField("ANSWER")->descriptor, "I");
  EXPECT_TRUE(cf.findField("ANSWER")->isStatic());
  EXPECT_EQ(std::get<int32_t>(*cf.findField("ANSWER")->constantValue), 42);
  EXPECT_EQ(std::get<int64_t>(*cf.findField("BIG")->constantValue), int64_t{1} << 40);
  EXPECT_EQ(std::get<double>(*cf.findField("HALF")->constantValue), 0.5);
  EXPECT_EQ(std::get<float>(*cf.findField("THIRD")->constantValue), 1.0f / 3);
  // Modified UTF-8: U+00E9, an encoded NUL, and a surrogate pair become plain UTF-8.
  std::string expected = "h\xC3\xA9llo ";
  expected += '\0';
  expected += " \xF0\x9F\x98\x80";
  EXPECT_EQ(std::get<StringConstant>(*cf.findField("GREETING")->constantValue).value, expected);

  const Field* count = cf.findField("count");
  ASSERT_NE(count, nullptr);
  EXPECT_EQ(count->descriptor, "I");
  EXPECT_EQ(count->access, kAccPrivate);
  EXPECT_FALSE(count->constantValue.has_value());
  EXPECT_EQ(cf.findField("label")->descriptor, "Ljava/lang/String;");
  EXPECT_EQ(cf.findField("nope"), nullptr);
}

TEST_F(SampleTest, Methods) {
  EXPECT_TRUE(method("<init>", "(I)V").isConstructor());
  EXPECT_TRUE(method("dense", "(I)I").code.has_value());
  const Method& native = method("nativeCount", "()I");
  EXPECT_TRUE(native.isNative());
  EXPECT_FALSE(native.code.has_value());
  const Method& thrower = method("mayThrow", "()V");
  EXPECT_EQ(thrower.exceptions,
            (std::vector<std::string>{"java/io/IOException", "java/lang/InterruptedException"}));
  EXPECT_EQ(sample_->findMethod("dense", "(J)I"), nullptr);
  // The bridge method javac adds for Comparable<Sample>.
  const Method* bridge = sample_->findMethod("compareTo", "(Ljava/lang/Object;)I");
  ASSERT_NE(bridge, nullptr);
  EXPECT_TRUE(bridge->isSynthetic());

  ClassFile base = loadFixture("fixtures/Base");
  const Method* compute = base.findMethod("compute", "(I)I");
  ASSERT_NE(compute, nullptr);
  EXPECT_TRUE(compute->isAbstract());
  EXPECT_FALSE(compute->code.has_value());
  EXPECT_TRUE(base.isAbstract());
  EXPECT_TRUE(loadFixture("fixtures/Shape").isInterface());
}

TEST_F(SampleTest, NestedClassNames) {
  ClassFile inner = loadFixture("fixtures/Sample$Inner");
  EXPECT_EQ(inner.name, "fixtures/Sample$Inner");
  EXPECT_EQ(inner.javaName(), "fixtures.Sample.Inner");
  EXPECT_EQ(inner.superName, "fixtures/Sample");
}

TEST_F(SampleTest, BytecodeFileOffsetPointsAtTheCode) {
  auto bytes = test::readBytes(sample_->origin);
  int checked = 0;
  for (const Method& m : sample_->methods) {
    if (!m.code) continue;
    const Code& code = *m.code;
    ASSERT_LE(code.bytecodeFileOffset + code.bytecode.size(), bytes.size());
    EXPECT_TRUE(std::equal(code.bytecode.begin(), code.bytecode.end(),
                           bytes.begin() + static_cast<ptrdiff_t>(code.bytecodeFileOffset)))
        << m.name;
    // The u4 code_length sits just before the code.
    size_t at = code.bytecodeFileOffset - 4;
    uint32_t length = (uint32_t{bytes[at]} << 24) | (uint32_t{bytes[at + 1]} << 16) |
                      (uint32_t{bytes[at + 2]} << 8) | bytes[at + 3];
    EXPECT_EQ(length, code.bytecode.size()) << m.name;
    ++checked;
  }
  EXPECT_GT(checked, 10);
}

TEST_F(SampleTest, ExceptionTable) {
  const Code& code = *method("safeDivide", "(II)I").code;
  ASSERT_EQ(code.handlers.size(), 1u);
  const ExceptionHandler& h = code.handlers[0];
  EXPECT_EQ(h.catchType, "java/lang/ArithmeticException");
  EXPECT_EQ(h.startPc, 0);
  EXPECT_LT(h.startPc, h.endPc);
  EXPECT_GE(h.handlerPc, h.endPc);
  EXPECT_LT(h.handlerPc, code.bytecode.size());

  // synchronized blocks release the monitor in catch-all handlers.
  const Code& locked = *method("locked", "(Ljava/lang/Object;)I").code;
  EXPECT_TRUE(std::any_of(locked.handlers.begin(), locked.handlers.end(),
                          [](const ExceptionHandler& e) { return e.catchType.empty(); }));
}

TEST_F(SampleTest, LineNumbers) {
  const Code& dense = *method("dense", "(I)I").code;
  EXPECT_EQ(dense.lineAt(0), sourceLine("fixtures/Sample.java", "LINE:dense"));
  const Code& divide = *method("safeDivide", "(II)I").code;
  auto insns = decodeBytecode(divide, sample_->origin);
  const Instruction* idiv = findOpcode(insns, op::idiv);
  ASSERT_NE(idiv, nullptr);
  EXPECT_EQ(divide.lineAt(idiv->offset), sourceLine("fixtures/Sample.java", "LINE:divide"));
  EXPECT_GT(divide.lineAt(static_cast<uint32_t>(divide.bytecode.size() - 1)), divide.lineAt(0));

  Code none;
  EXPECT_EQ(none.lineAt(0), 0);
  Code late;
  late.lines = {{5, 20}, {0, 10}};  // unsorted on purpose
  EXPECT_EQ(late.lineAt(0), 10);
  EXPECT_EQ(late.lineAt(4), 10);
  EXPECT_EQ(late.lineAt(5), 20);
  EXPECT_EQ(late.lineAt(100), 20);
}

TEST_F(SampleTest, LocalVariableNames) {
  const Code& code = *method("safeDivide", "(II)I").code;
  EXPECT_EQ(code.localName(0, 0), "this");
  EXPECT_EQ(code.localName(1, 0), "a");
  EXPECT_EQ(code.localName(2, 0), "b");
  auto insns = decodeBytecode(code, sample_->origin);
  uint32_t lastPc = insns.back().offset;
  EXPECT_TRUE(isReturn(insns.back().opcode));
  EXPECT_EQ(code.localName(3, lastPc), "result");
  EXPECT_EQ(code.localName(7, 0), "");
  EXPECT_TRUE(std::any_of(code.locals.begin(), code.locals.end(), [](const LocalVariable& lv) {
    return lv.name == "e" && lv.descriptor == "Ljava/lang/ArithmeticException;";
  }));
  EXPECT_EQ(code.maxLocals, 5);
}

TEST_F(SampleTest, ConstantPoolAccessors) {
  const ClassFile& cf = *sample_;
  // The constructor's putfield resolves to this.count.
  auto ctor = decodeBytecode(*method("<init>", "(I)V").code, cf.origin);
  const Instruction* put = findOpcode(ctor, op::putfield);
  ASSERT_NE(put, nullptr);
  MemberRef ref = cf.pool.memberRef(static_cast<uint16_t>(put->operand));
  EXPECT_EQ(ref.owner, "fixtures/Sample");
  EXPECT_EQ(ref.name, "count");
  EXPECT_EQ(ref.descriptor, "I");

  auto thrower = decodeBytecode(*method("mayThrow", "()V").code, cf.origin);
  const Instruction* ldc = findOpcode(thrower, op::ldc);
  if (ldc == nullptr) ldc = findOpcode(thrower, op::ldc_w);  // the pool has over 255 entries
  ASSERT_NE(ldc, nullptr);
  Constant c = cf.pool.loadable(static_cast<uint16_t>(ldc->operand));
  EXPECT_EQ(std::get<StringConstant>(c).value, "negative");
  const Instruction* newInsn = findOpcode(thrower, op::new_);
  ASSERT_NE(newInsn, nullptr);
  EXPECT_EQ(cf.pool.className(static_cast<uint16_t>(newInsn->operand)), "java/io/IOException");

  auto lambda = decodeBytecode(*method("lambda", "(I)I").code, cf.origin);
  const Instruction* indy = findOpcode(lambda, op::invokedynamic);
  ASSERT_NE(indy, nullptr);
  uint16_t bsm = 0xFFFF;
  MemberRef site = cf.pool.invokeDynamic(static_cast<uint16_t>(indy->operand), &bsm);
  EXPECT_EQ(site.name, "applyAsInt");
  EXPECT_EQ(site.descriptor, "(Lfixtures/Sample;)Ljava/util/function/IntUnaryOperator;");
  ASSERT_LT(bsm, cf.bootstrapMethods.size());
  EXPECT_EQ(cf.pool.tag(cf.bootstrapMethods[bsm].methodHandle), ConstantPool::kMethodHandle);
  EXPECT_EQ(cf.bootstrapMethods[bsm].arguments.size(), 3u);
}

TEST_F(SampleTest, ConstantPoolAccessorsCheckIndexAndTag) {
  const ConstantPool& pool = sample_->pool;
  EXPECT_THROW(pool.utf8(0), ClassFormatError);
  EXPECT_THROW(pool.utf8(pool.size()), ClassFormatError);
  EXPECT_THROW(pool.tag(pool.size()), ClassFormatError);
  uint16_t utf8Index = 0;
  for (uint16_t i = 1; i < pool.size(); ++i) {
    if (pool.tag(i) == ConstantPool::kUtf8) {
      utf8Index = i;
      break;
    }
  }
  ASSERT_NE(utf8Index, 0);
  EXPECT_NO_THROW(pool.utf8(utf8Index));
  try {
    pool.className(utf8Index);
    FAIL() << "expected ClassFormatError";
  } catch (const ClassFormatError& e) {
    EXPECT_EQ(e.origin(), pool.origin);
    EXPECT_NE(std::string(e.what()).find("expected Class"), std::string::npos) << e.what();
  }
  EXPECT_THROW(pool.memberRef(utf8Index), ClassFormatError);
  EXPECT_THROW(pool.loadable(utf8Index), ClassFormatError);
  EXPECT_THROW(pool.invokeDynamic(utf8Index), ClassFormatError);
}

TEST(ClassFormatErrorTest, MessageNamesOriginAndOffset) {
  ClassFormatError e("lib/A.class", 12, "bad thing");
  EXPECT_STREQ(e.what(), "lib/A.class: byte 12: bad thing");
  EXPECT_EQ(e.origin(), "lib/A.class");
  EXPECT_EQ(e.offset(), 12u);
}

TEST(ClassFileTest, RejectsNonClassData) {
  EXPECT_THROW(parseClassFile({}, "empty"), ClassFormatError);
  std::vector<uint8_t> notAClass = {'P', 'K', 3, 4, 0, 0, 0, 0, 0, 0};
  try {
    parseClassFile(notAClass, "x.class");
    FAIL() << "expected ClassFormatError";
  } catch (const ClassFormatError& e) {
    EXPECT_EQ(e.offset(), 0u);
    EXPECT_NE(std::string(e.what()).find("magic"), std::string::npos) << e.what();
  }
}

TEST(ClassFileTest, RejectsTrailingBytes) {
  auto bytes = test::readBytes(test::fixturePath("fixtures/Shape"));
  size_t size = bytes.size();
  bytes.push_back(0);
  try {
    parseClassFile(bytes, "Shape.class");
    FAIL() << "expected ClassFormatError";
  } catch (const ClassFormatError& e) {
    EXPECT_EQ(e.offset(), size);
  }
}

}  // namespace
}  // namespace symtest::classfile
