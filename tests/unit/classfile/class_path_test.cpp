// Class path lookup (directory, jar, jmod) and subtype queries against the JDK.
#include <gtest/gtest.h>

#include <zip.h>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>

#include "classfile/bytecode.hpp"
#include "classfile/class_path.hpp"
#include "classfile/hierarchy.hpp"
#include "temp_dir.hpp"
#include "test_util.hpp"

namespace symtest::classfile {
namespace {

namespace fs = std::filesystem;

const std::vector<std::string> kFixtureClasses = {
    "fixtures/Base",    "fixtures/Color",        "fixtures/Color$1",
    "fixtures/Generic", "fixtures/Lambdas",      "fixtures/Lambdas$Pair",
    "fixtures/Sample",  "fixtures/Sample$Inner", "fixtures/Shape"};

using symtest::testing::TempDir;

void writeFile(const fs::path& path, const std::vector<uint8_t>& bytes) {
  fs::create_directories(path.parent_path());
  std::ofstream out(path, std::ios::binary);
  out.write(reinterpret_cast<const char*>(bytes.data()),
            static_cast<std::streamsize>(bytes.size()));
}

std::string jdkModule() {
  return ClassPath::findJdkBaseModule();
}

TEST(ClassPathTest, DirectoryLookup) {
  ClassPath cp({FIXTURE_CLASSES});
  const ClassFile* sample = cp.find("fixtures/Sample");
  ASSERT_NE(sample, nullptr);
  EXPECT_EQ(sample->name, "fixtures/Sample");
  EXPECT_EQ(sample->origin, test::fixturePath("fixtures/Sample"));
  EXPECT_EQ(cp.find("fixtures/Sample"), sample);  // cached
  EXPECT_EQ(cp.find("fixtures/Missing"), nullptr);
  EXPECT_EQ(cp.find("../classes/fixtures/Sample"), nullptr);
  EXPECT_EQ(cp.find("[I"), nullptr);
  EXPECT_EQ(cp.find(""), nullptr);
  EXPECT_EQ(cp.listClasses(), kFixtureClasses);
  EXPECT_TRUE(cp.isUserClass("fixtures/Shape"));
  EXPECT_FALSE(cp.isUserClass("java/lang/Object"));
}

TEST(ClassPathTest, HeadersAnswerHierarchyQuestionsWithoutLoadingClasses) {
  ClassPath cp({FIXTURE_CLASSES});
  const ClassHeader* sample = cp.header("fixtures/Sample");
  ASSERT_NE(sample, nullptr);
  EXPECT_EQ(sample->superName, "fixtures/Base");
  EXPECT_EQ(sample->interfaces,
            (std::vector<std::string>{"fixtures/Shape", "java/lang/Comparable"}));
  EXPECT_FALSE(sample->isInterface());
  EXPECT_TRUE(cp.header("fixtures/Base")->isAbstract());
  EXPECT_TRUE(cp.header("fixtures/Shape")->isInterface());
  EXPECT_EQ(cp.header("fixtures/Missing"), nullptr);
  // The functional interfaces its lambdas implement, from the constant pool alone.
  const ClassHeader* lambdas = cp.header("fixtures/Lambdas");
  ASSERT_NE(lambdas, nullptr);
  for (const char* iface :
       {"java/util/function/IntUnaryOperator", "java/util/function/BinaryOperator",
        "java/util/function/Function", "java/util/function/Supplier"})
    EXPECT_NE(std::find(lambdas->indyTypes.begin(), lambdas->indyTypes.end(), iface),
              lambdas->indyTypes.end())
        << iface;
  // Subtype queries read headers: no class was loaded, so no lambda class was spun.
  EXPECT_TRUE(isSubclassOf(cp, "fixtures/Sample$Inner", "fixtures/Shape"));
  EXPECT_FALSE(isSubclassOf(cp, "fixtures/Lambdas", "fixtures/Shape"));
  EXPECT_TRUE(cp.listSyntheticClasses().empty());
  // Loading the class spins its lambdas; their headers come from the classes built in memory.
  ASSERT_NE(cp.find("fixtures/Lambdas"), nullptr);
  ASSERT_FALSE(cp.listSyntheticClasses().empty());
  const std::string lambda = cp.listSyntheticClasses().front();
  ASSERT_NE(cp.header(lambda), nullptr);
  EXPECT_EQ(cp.header(lambda)->name, lambda);
  // A header equals what the whole parse says.
  ClassHeader whole = headerOf(*cp.find("fixtures/Sample"));
  EXPECT_EQ(whole.superName, sample->superName);
  EXPECT_EQ(whole.interfaces, sample->interfaces);
  EXPECT_EQ(whole.access, sample->access);
}

TEST(ClassPathTest, JarLookup) {
  ClassPath cp({FIXTURE_JAR});
  const ClassFile* inner = cp.find("fixtures/Sample$Inner");
  ASSERT_NE(inner, nullptr);
  EXPECT_EQ(inner->superName, "fixtures/Sample");
  EXPECT_EQ(inner->origin, std::string(FIXTURE_JAR) + "!/fixtures/Sample$Inner.class");
  EXPECT_EQ(cp.find("fixtures/Nope"), nullptr);
  EXPECT_EQ(cp.listClasses(), kFixtureClasses);  // META-INF/MANIFEST.MF is not listed
  EXPECT_TRUE(cp.isUserClass("fixtures/Sample"));
}

TEST(ClassPathTest, FirstEntryWins) {
  TempDir dir;
  auto sample = test::readBytes(test::fixturePath("fixtures/Sample"));
  writeFile(dir.path() / "fixtures/Sample.class", sample);
  ClassPath cp({dir.path().string(), FIXTURE_JAR});
  EXPECT_EQ(cp.find("fixtures/Sample")->origin, (dir.path() / "fixtures/Sample.class").string());
  EXPECT_EQ(cp.listClasses(), kFixtureClasses);  // deduplicated
}

TEST(ClassPathTest, BadEntriesThrowClassPathError) {
  TempDir dir;
  std::string missing = (dir.path() / "nowhere.jar").string();
  try {
    ClassPath cp({FIXTURE_CLASSES, missing});
    FAIL() << "expected ClassPathError";
  } catch (const ClassPathError& e) {
    EXPECT_NE(std::string(e.what()).find(missing), std::string::npos) << e.what();
    EXPECT_EQ(std::string(e.what()).find('\n'), std::string::npos);
  }
  fs::path notZip = dir.path() / "text.jar";
  writeFile(notZip, {'h', 'e', 'l', 'l', 'o'});
  EXPECT_THROW(ClassPath({notZip.string()}), ClassPathError);
  fs::path notJmod = dir.path() / "fake.jmod";
  writeFile(notJmod, {'P', 'K', 3, 4});
  EXPECT_THROW(ClassPath({notJmod.string()}), ClassPathError);
  EXPECT_THROW(ClassPath({""}), ClassPathError);
}

TEST(ClassPathTest, PathNameMismatchAndCorruptClass) {
  TempDir dir;
  writeFile(dir.path() / "other/Renamed.class",
            test::readBytes(test::fixturePath("fixtures/Sample")));
  writeFile(dir.path() / "Bad.class", {0xCA, 0xFE, 0xBA, 0xBE, 0, 0});
  writeFile(dir.path() / "module-info.class", {0xCA, 0xFE});
  ClassPath cp({dir.path().string()});
  // The JVM does not load a class file that holds another class (NoClassDefFoundError, wrong
  // name): neither does symtest, and it says why.
  EXPECT_EQ(cp.find("other/Renamed"), nullptr);
  ASSERT_NE(cp.whyMissing("other/Renamed"), nullptr);
  EXPECT_NE(cp.whyMissing("other/Renamed")->find("holds class fixtures/Sample"), std::string::npos)
      << *cp.whyMissing("other/Renamed");
  EXPECT_EQ(cp.whyMissing("fixtures/Sample"), nullptr);
  EXPECT_EQ(cp.find("fixtures/Sample"), nullptr);
  EXPECT_THROW(cp.find("Bad"), ClassFormatError);
  EXPECT_EQ(cp.listClasses(), (std::vector<std::string>{"Bad", "other/Renamed"}));
}

TEST(ClassPathTest, Split) {
  EXPECT_EQ(ClassPath::split("a::b/c.jar:"), (std::vector<std::string>{"a", "b/c.jar"}));
  EXPECT_TRUE(ClassPath::split("").empty());
}

TEST(ClassPathTest, FindJdkBaseModuleHonoursJavaHome) {
  TempDir dir;
  const char* old = std::getenv("JAVA_HOME");
  std::optional<std::string> saved = old ? std::optional<std::string>(old) : std::nullopt;
  writeFile(dir.path() / "jmods/java.base.jmod", {'J', 'M', 1, 0});
  setenv("JAVA_HOME", dir.path().c_str(), 1);
  EXPECT_EQ(ClassPath::findJdkBaseModule(), (dir.path() / "jmods/java.base.jmod").string());
  // A JAVA_HOME without jmods falls back to the javac on PATH.
  setenv("JAVA_HOME", (dir.path() / "none").c_str(), 1);
  std::string fallback = ClassPath::findJdkBaseModule();
  if (saved) {
    setenv("JAVA_HOME", saved->c_str(), 1);
  } else {
    unsetenv("JAVA_HOME");
  }
  EXPECT_NE(fallback, (dir.path() / "jmods/java.base.jmod").string());
  if (!fallback.empty()) {
    EXPECT_TRUE(fs::is_regular_file(fallback));
  }
}

TEST(JdkTest, ArithmeticExceptionHierarchy) {
  std::string jmod = jdkModule();
  if (jmod.empty()) GTEST_SKIP() << "no java.base.jmod found";
  ClassPath cp({jmod});
  const ClassFile* ae = cp.find("java/lang/ArithmeticException");
  ASSERT_NE(ae, nullptr);
  EXPECT_EQ(ae->superName, "java/lang/RuntimeException");
  EXPECT_NE(ae->origin.find("java.base.jmod!/classes/java/lang/ArithmeticException.class"),
            std::string::npos);
  EXPECT_TRUE(isSubclassOf(cp, "java/lang/ArithmeticException", "java/lang/RuntimeException"));
  EXPECT_TRUE(isSubclassOf(cp, "java/lang/ArithmeticException", "java/lang/Throwable"));
  EXPECT_TRUE(isSubclassOf(cp, "java/lang/ArithmeticException", "java/io/Serializable"));
  EXPECT_FALSE(isSubclassOf(cp, "java/lang/ArithmeticException", "java/lang/Error"));
  EXPECT_FALSE(isSubclassOf(cp, "java/lang/RuntimeException", "java/lang/ArithmeticException"));
  EXPECT_EQ(
      superclassChain(cp, "java/lang/ArithmeticException"),
      (std::vector<std::string>{"java/lang/ArithmeticException", "java/lang/RuntimeException",
                                "java/lang/Exception", "java/lang/Throwable", "java/lang/Object"}));
  EXPECT_FALSE(cp.isUserClass("java/lang/ArithmeticException"));
  EXPECT_TRUE(cp.listClasses().empty());
  EXPECT_TRUE(cp.find("java/lang/Object")->superName.empty());
}

TEST(JdkTest, UserClassesOnTopOfTheJdk) {
  std::string jmod = jdkModule();
  if (jmod.empty()) GTEST_SKIP() << "no java.base.jmod found";
  ClassPath cp({FIXTURE_JAR, jmod});
  EXPECT_TRUE(cp.isUserClass("fixtures/Sample"));
  EXPECT_FALSE(cp.isUserClass("java/lang/String"));
  EXPECT_EQ(cp.listClasses(), kFixtureClasses);
  EXPECT_TRUE(isSubclassOf(cp, "fixtures/Sample$Inner", "fixtures/Shape"));
  EXPECT_TRUE(isSubclassOf(cp, "fixtures/Sample$Inner", "fixtures/Base"));
  EXPECT_TRUE(isSubclassOf(cp, "fixtures/Sample", "java/lang/Comparable"));
  EXPECT_FALSE(isSubclassOf(cp, "fixtures/Sample", "fixtures/Sample$Inner"));
  EXPECT_FALSE(isSubclassOf(cp, "fixtures/Shape", "fixtures/Base"));
  EXPECT_EQ(superclassChain(cp, "fixtures/Sample$Inner"),
            (std::vector<std::string>{"fixtures/Sample$Inner", "fixtures/Sample", "fixtures/Base",
                                      "java/lang/Object"}));
}

TEST(HierarchyTest, ArraysAndUnknownClasses) {
  ClassPath cp({FIXTURE_CLASSES});
  EXPECT_TRUE(isSubclassOf(cp, "[I", "[I"));
  EXPECT_TRUE(isSubclassOf(cp, "[I", "java/lang/Object"));
  EXPECT_TRUE(isSubclassOf(cp, "[[Ljava/lang/String;", "java/lang/Cloneable"));
  EXPECT_TRUE(isSubclassOf(cp, "[I", "java/io/Serializable"));
  EXPECT_FALSE(isSubclassOf(cp, "[I", "java/lang/Number"));
  EXPECT_FALSE(isSubclassOf(cp, "[I", "[J"));
  // Reference arrays are covariant; primitive arrays are not arrays of Object.
  EXPECT_TRUE(isSubclassOf(cp, "[Lfixtures/Sample$Inner;", "[Lfixtures/Base;"));
  EXPECT_TRUE(isSubclassOf(cp, "[[I", "[Ljava/lang/Object;"));
  EXPECT_TRUE(isSubclassOf(cp, "[[Ljava/lang/String;", "[Ljava/lang/Cloneable;"));
  EXPECT_FALSE(isSubclassOf(cp, "[I", "[Ljava/lang/Object;"));
  EXPECT_FALSE(isSubclassOf(cp, "[Lfixtures/Base;", "[Lfixtures/Sample;"));
  EXPECT_TRUE(isSubclassOf(cp, "com/unknown/Thing", "java/lang/Object"));
  EXPECT_FALSE(isSubclassOf(cp, "com/unknown/Thing", "java/lang/Runnable"));
  EXPECT_EQ(superclassChain(cp, "com/unknown/Thing"),
            (std::vector<std::string>{"com/unknown/Thing", "java/lang/Object"}));
  EXPECT_EQ(superclassChain(cp, "java/lang/Object"),
            (std::vector<std::string>{"java/lang/Object"}));
  EXPECT_EQ(superclassChain(cp, "[I"), (std::vector<std::string>{"[I", "java/lang/Object"}));
}

// Every class of java.base parses and every method body decodes: a broad real-world check.
TEST(JdkTest, ParsesAllOfJavaBase) {
  std::string jmod = jdkModule();
  if (jmod.empty()) GTEST_SKIP() << "no java.base.jmod found";
  std::vector<uint8_t> bytes = test::readBytes(jmod);
  ASSERT_GT(bytes.size(), 4u);
  zip_error_t error;
  zip_error_init(&error);
  zip_source_t* src = zip_source_buffer_create(bytes.data() + 4, bytes.size() - 4, 0, &error);
  ASSERT_NE(src, nullptr);
  zip_t* zip = zip_open_from_source(src, ZIP_RDONLY, &error);
  ASSERT_NE(zip, nullptr);
  // Parsed directly rather than through a ClassPath so thousands of classes are not cached.
  size_t classes = 0, methods = 0;
  for (zip_int64_t i = 0; i < zip_get_num_entries(zip, 0); ++i) {
    auto index = static_cast<zip_uint64_t>(i);
    std::string entry = zip_get_name(zip, index, 0);
    if (entry.rfind("classes/", 0) != 0 || entry.size() < 6 ||
        entry.compare(entry.size() - 6, 6, ".class") != 0) {
      continue;
    }
    zip_stat_t st;
    ASSERT_EQ(zip_stat_index(zip, index, 0, &st), 0);
    std::vector<uint8_t> data(st.size);
    zip_file_t* file = zip_fopen_index(zip, index, 0);
    ASSERT_NE(file, nullptr);
    ASSERT_EQ(zip_fread(file, data.data(), data.size()), static_cast<zip_int64_t>(data.size()));
    zip_fclose(file);
    try {
      ClassFile cf = parseClassFile(data, entry);
      ++classes;
      for (const Method& m : cf.methods) {
        if (m.code && !decodeBytecode(*m.code, cf.origin).empty()) ++methods;
      }
    } catch (const ClassFormatError& e) {
      ADD_FAILURE() << e.what();
    }
  }
  zip_discard(zip);
  zip_error_fini(&error);
  EXPECT_GT(classes, 1000u);
  EXPECT_GT(methods, 10000u);
}

}  // namespace
}  // namespace symtest::classfile
