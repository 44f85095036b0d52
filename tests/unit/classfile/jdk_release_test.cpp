// jdk_release and jimage: the release of a JDK from its `release` file, the model methods that
// give way to the JVM on the releases where HotSpot computes them differently, and java.base
// read from a JDK's run-time image.
#include "classfile/jdk_release.hpp"

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>

#include "classfile/class_path.hpp"
#include "classfile/jimage.hpp"

namespace symtest::classfile {
namespace {

namespace fs = std::filesystem;

// A fake JDK home with a `release` file holding `line`; returns the path of its java.base.jmod.
std::string fakeJdk(const std::string& name, const std::string& line) {
  const fs::path home = fs::temp_directory_path() / ("symtest-jdk-release-" + name);
  fs::create_directories(home / "jmods");
  std::ofstream(home / "release") << "IMPLEMENTOR=\"Someone\"\n" << line << "\nOS_NAME=\"Linux\"\n";
  return (home / "jmods" / "java.base.jmod").string();
}

TEST(JdkReleaseTest, ReadsTheFeatureReleaseFromTheReleaseFile) {
  EXPECT_EQ(jdkReleaseOfModule(fakeJdk("25", "JAVA_VERSION=\"25.0.1\"")), 25);
  EXPECT_EQ(jdkReleaseOfModule(fakeJdk("17", "JAVA_VERSION=\"17.0.15\"")), 17);
  EXPECT_EQ(jdkReleaseOfModule(fakeJdk("21", "JAVA_VERSION=\"21\"")), 21);
  EXPECT_EQ(jdkReleaseOfModule(fakeJdk("8", "JAVA_VERSION=\"1.8.0_392\"")), 8);
  EXPECT_EQ(jdkReleaseOfModule(fakeJdk("none", "JAVA_RUNTIME_VERSION=\"25\"")), 0);
  EXPECT_EQ(jdkReleaseOfModule(""), 0);
  EXPECT_EQ(jdkReleaseOfModule("/nonexistent/jmods/java.base.jmod"), 0);
}

TEST(JdkReleaseTest, MajorVersionsName) {
  EXPECT_EQ(releaseOfMajorVersion(61), 17);
  EXPECT_EQ(releaseOfMajorVersion(65), 21);
  EXPECT_EQ(releaseOfMajorVersion(69), 25);
}

ClassFile mathModel() {
  ClassFile cf;
  cf.name = "java/lang/Math";
  for (const char* name : {"tanh", "cbrt", "sinh"}) {
    Method m;
    m.name = name;
    m.descriptor = "(D)D";
    m.access = kAccPublic | kAccStatic;
    m.code = Code{};
    cf.methods.push_back(m);
  }
  return cf;
}

TEST(JdkReleaseTest, IntrinsicsLeaveTheModelFromTheirRelease) {
  ClassFile on17 = mathModel();
  EXPECT_EQ(adaptModelToRelease(on17, 17), 0);
  for (const Method& m : on17.methods) EXPECT_TRUE(m.code.has_value()) << m.name;

  ClassFile on24 = mathModel();
  EXPECT_EQ(adaptModelToRelease(on24, 24), 1);
  EXPECT_TRUE(on24.methods[0].isNative());  // tanh
  EXPECT_FALSE(on24.methods[0].code.has_value());
  EXPECT_TRUE(on24.methods[1].code.has_value());  // cbrt: from 25

  ClassFile on25 = mathModel();
  EXPECT_EQ(adaptModelToRelease(on25, 25), 2);
  EXPECT_TRUE(on25.methods[1].isNative());
  EXPECT_TRUE(on25.methods[2].code.has_value());  // sinh matches StrictMath on 25

  ClassFile other = mathModel();
  other.name = "java/lang/StrictMath";
  EXPECT_EQ(adaptModelToRelease(other, 25), 0);
}

// The run-time image of the JDK 21+ the build found (JDK 25 has no jmods): java.base's classes
// are read from it as from a jmod.
TEST(JImageTest, ReadsJavaBaseFromTheRunTimeImage) {
  const std::string home = SYMTEST_TEST_MODERN_JDK;
  if (home.empty() || !fs::exists(home + "/lib/modules")) GTEST_SKIP() << "no JDK 21+ image";
  JImage image(home + "/lib/modules");
  auto object = image.read("/java.base/java/lang/Object.class");
  ASSERT_TRUE(object.has_value());
  ASSERT_GE(object->size(), 8u);
  EXPECT_EQ((*object)[0], 0xCA);
  EXPECT_EQ((*object)[3], 0xBE);
  EXPECT_GE((*object)[7], 65);  // major version of Java 21 or later
  EXPECT_TRUE(image.contains("/java.base/java/util/SequencedCollection.class"));
  EXPECT_FALSE(image.contains("/java.base/java/util/NoSuchClass.class"));
  EXPECT_FALSE(image.read("/java.base/java/util/NoSuchClass.class").has_value());
  std::set<std::string> classes;
  image.listClasses("java.base", classes);
  EXPECT_TRUE(classes.count("java/util/List"));
  EXPECT_TRUE(classes.count("java/lang/String"));
  EXPECT_FALSE(classes.count("java/sql/Connection"));  // another module
  EXPECT_GT(classes.size(), 5000u);

  // Through the class path, with the release the image's JDK names.
  ClassPath cp({home + "/lib/modules"});
  EXPECT_GE(cp.jdkRelease(), 21);
  const ClassFile* list = cp.find("java/util/List");
  ASSERT_NE(list, nullptr);
  ASSERT_EQ(list->interfaces.size(), 1u);
  EXPECT_EQ(list->interfaces[0], "java/util/SequencedCollection");
}

TEST(JImageTest, RefusesAFileThatIsNoImage) {
  const fs::path bad = fs::temp_directory_path() / "symtest-jimage-bad" / "lib" / "modules";
  fs::create_directories(bad.parent_path());
  std::ofstream(bad) << "not an image at all, only text of some length";
  EXPECT_THROW(JImage{bad.string()}, ClassPathError);
}

}  // namespace
}  // namespace symtest::classfile
