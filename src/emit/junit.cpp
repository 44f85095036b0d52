#include <fmt/format.h>

#include <algorithm>

#include <cctype>
#include <fstream>
#include <map>
#include <set>

#include "classfile/class_names.hpp"
#include "classfile/nesting.hpp"
#include "emit/emitters.hpp"
#include "emit/heap_text.hpp"
#include "emit/java_text.hpp"
#include "emit/junit_body.hpp"
#include "results/library_classes.hpp"
#include "solver/expr.hpp"
#include "solver/float_text.hpp"

namespace symtest::emit {

using results::MethodResult;
using results::TestCase;

namespace {

std::string simpleName(const std::string& internal) {
  auto slash = internal.rfind('/');
  return slash == std::string::npos ? internal : internal.substr(slash + 1);
}

// Readable identifier fragment for a value: 0, 5, Minus1, True, Null, Running (an enum
// constant), Node (an object of that class).
std::string nameFragment(const TestCase& t, const results::ConcreteValue& v) {
  using K = classfile::JavaType::Kind;
  if (v.isReference() && v.isNull()) return "Null";
  if (v.isReference()) {
    const auto& o = t.objects[static_cast<size_t>(v.value)];
    if (o.isConstant()) {
      std::string out;
      bool upper = true;
      for (char c : o.constantField) {
        if (!std::isalnum(static_cast<unsigned char>(c))) {
          upper = true;
          continue;
        }
        out += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(c)))
                     : static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        upper = false;
      }
      return out;
    }
    if (o.isArray()) return "Array";
    std::string name = simpleName(o.type);
    name = name.substr(name.rfind('$') == std::string::npos ? 0 : name.rfind('$') + 1);
    return name.empty() || !std::isalpha(static_cast<unsigned char>(name[0])) ? "Object" : name;
  }
  if (v.type.kind == K::Boolean) return v.value ? "True" : "False";
  if (v.type.kind == K::Float || v.type.kind == K::Double) {
    // Java's text of the value: 10.0 -> 10, -0.5 -> Minus0_5, 1.0E-5 -> 1_0EMinus5, NaN.
    const uint64_t bits = static_cast<uint64_t>(v.value);
    std::string text =
        v.type.kind == K::Double
            ? solver::javaDoubleToString(solver::fpValue(bits, 64))
            : solver::javaFloatToString(static_cast<float>(solver::fpValue(bits, 32)));
    if (text.size() > 2 && text.compare(text.size() - 2, 2, ".0") == 0)
      text.resize(text.size() - 2);
    std::string out;
    for (char c : text) out += c == '-' ? "Minus" : c == '.' ? "_" : std::string(1, c);
    return out;
  }
  if (v.value < 0) return v.value == INT64_MIN ? "MinValue" : fmt::format("Minus{}", -v.value);
  return std::to_string(v.value);
}

std::string testName(const MethodResult& m, const TestCase& t) {
  std::string base = m.method.name == "<init>" ? "constructor" : m.method.name;
  if (t.exitStatus) return base + "_exits" + nameFragment(t, *t.exitStatus);
  if (t.throws) return base + "_throws" + simpleName(t.exceptionClass);
  if (t.result) return base + "_returns" + nameFragment(t, *t.result);
  return base + "_completes";
}

// Wraps the path condition into comment lines of at most ~96 characters.
void pathComment(std::string& out, const TestCase& t) {
  std::string line = "    // Path condition:";
  const auto& conditions = t.readableConstraints;
  if (conditions.empty()) line += " true";
  for (size_t i = 0; i < conditions.size(); ++i) {
    std::string part = " " + javaComment(conditions[i]) + (i + 1 < conditions.size() ? " &&" : "");
    if (line.size() + part.size() > 96 && line.size() > 24) {
      out += line + "\n";
      line = "    //  ";
    }
    line += part;
  }
  out += line + "\n";
  for (const auto& a : t.annotations)
    for (const auto& line : a.lines) {
      std::string shown = a.shown(line);
      shown[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(shown[0])));
      out += "    // " + javaComment(shown) + "\n";
    }
}

bool testable(const MethodResult& m) {
  return m.status != MethodResult::Status::Skipped &&
         m.status != MethodResult::Status::NotStarted && m.notCallable.empty();
}

// Reflection helpers, emitted once per test class that needs them: objects are built field
// by field without running constructors, so private and final fields can be set too.
const char* kHelpers = R"(
    private static <T> T allocate(Class<T> type) {
        try {
            // sun.reflect.ReflectionFactory, reached reflectively: no compiler warning.
            Class<?> factoryClass = Class.forName("sun.reflect.ReflectionFactory");
            Object factory = factoryClass.getMethod("getReflectionFactory").invoke(null);
            java.lang.reflect.Constructor<?> c = (java.lang.reflect.Constructor<?>) factoryClass
                    .getMethod("newConstructorForSerialization", Class.class,
                            java.lang.reflect.Constructor.class)
                    .invoke(factory, type, Object.class.getDeclaredConstructor());
            return type.cast(c.newInstance());
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }

    private static java.lang.reflect.Field field(Class<?> owner, String name) {
        try {
            java.lang.reflect.Field f = owner.getDeclaredField(name);
            f.setAccessible(true);
            return f;
        } catch (NoSuchFieldException e) {
            throw new AssertionError(e);
        }
    }

    private static void set(Object target, Class<?> owner, String name, Object value) {
        try {
            field(owner, name).set(target, value);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    private static Object get(Object target, Class<?> owner, String name) {
        try {
            return field(owner, name).get(target);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    private static Object construct(Class<?> record, Object... args) {
        try {
            java.lang.reflect.RecordComponent[] components = record.getRecordComponents();
            Class<?>[] types = new Class<?>[components.length];
            for (int i = 0; i < components.length; i++) {
                types[i] = components[i].getType();
            }
            java.lang.reflect.Constructor<?> c = record.getDeclaredConstructor(types);
            c.setAccessible(true);
            return c.newInstance(args);
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw new AssertionError(e.getCause());
        } catch (ReflectiveOperationException e) {
            throw new AssertionError(e);
        }
    }
)";

// Classes the test cannot name in source (private nested, local, anonymous) by binary name.
const char* kTypeHelper = R"(
    private static Class<?> type(String binaryName) {
        try {
            return Class.forName(binaryName);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(e);
        }
    }
)";

}  // namespace

bool hasJUnitTests(const results::GenerationResult& result, const std::string& className) {
  return std::any_of(result.methods.begin(), result.methods.end(), [&](const MethodResult& m) {
    return m.method.className == className && testable(m) && !m.tests.empty();
  });
}

std::string testClassName(const std::string& className, const JUnitNaming& naming) {
  std::string testClass = simpleName(className);
  for (char& c : testClass)
    if (c == '$') c = '_';
  return testClass + naming.suffix;
}

std::filesystem::path testFile(const std::filesystem::path& dir, const std::string& className,
                               const JUnitNaming& naming) {
  std::filesystem::path folder = dir;
  if (std::string pkg = packageOf(className); !pkg.empty()) folder /= classfile::internalName(pkg);
  return folder / (testClassName(className, naming) + ".java");
}

std::string junitSource(const results::GenerationResult& result, const std::string& className,
                        const JUnitNaming& naming) {
  const std::string testClass = testClassName(className, naming);
  std::string out = naming.marker.empty() ? "" : naming.marker + "\n";
  out += junitHeader(className);
  out += fmt::format("/** Generated by symtest (block-k, k={}) for {}. */\n", result.k,
                     classfile::sourceName(className));
  out += fmt::format("class {} {{\n", testClass);
  std::map<std::string, int> used;
  bool helpers = false, typeHelper = false;
  for (const MethodResult& m : result.methods) {
    if (m.method.className != className || !testable(m)) continue;
    for (const TestCase& t : m.tests) {
      std::string name = testName(m, t);
      int n = ++used[name];
      if (n > 1) name += fmt::format("_{}", n);
      out += "\n";
      pathComment(out, t);
      // A path that depends on input sources or on unconstrained results of unhandled calls
      // cannot be replayed by calling the method: shown, but disabled.
      if (t.exitStatus) {
        out += fmt::format("    @org.junit.jupiter.api.Disabled({})\n",
                           javaStringLiteral("calls System.exit(" + literal(*t.exitStatus) +
                                             "), which would end the test's JVM"));
      } else if (t.throws && (t.exceptionClass == "java/lang/ExceptionInInitializerError" ||
                              t.exceptionClass == "java/lang/NoClassDefFoundError")) {
        // A class initializer fails: the JVM reports it once, to the first test that uses the
        // class, and NoClassDefFoundError to the later ones.
        out += fmt::format("    @org.junit.jupiter.api.Disabled({})\n",
                           javaStringLiteral("a class initializer fails: what the test sees "
                                             "depends on whether an earlier test used the class"));
      } else if (!runsAsWritten(t)) {
        std::string why;
        for (const auto& [source, v] : t.sources)
          why += (why.empty() ? "" : ", ") +
                 (source == results::kRandomSeedSource
                      ? "new Random() to take the seed " + literal(v)
                      : results::sourceName(source) + " returns " + literal(v));
        for (const auto& a : t.assumptions) why += (why.empty() ? "" : ", ") + a;
        out += fmt::format("    @org.junit.jupiter.api.Disabled({})\n",
                           javaStringLiteral("needs " + why));
      }
      JUnitBody body = junitBody(m, t, result.typeNames);
      std::vector<std::string> suppressed;
      if (body.usesBoxConstructor) {
        out +=
            "    // new Integer(...) and the like: the method compares the object by reference,\n"
            "    // so the test builds a distinct one (Integer.valueOf may share a cached one).\n";
        // Deprecated for removal in JDK 16 to 24, deprecated only again in JDK 25.
        suppressed.push_back("\"deprecation\"");
        suppressed.push_back("\"removal\"");
      }
      if (body.usesRawTypes) {
        suppressed.push_back("\"rawtypes\"");
        suppressed.push_back("\"unchecked\"");
      }
      if (suppressed.size() == 1) out += "    @SuppressWarnings(" + suppressed[0] + ")\n";
      if (suppressed.size() > 1) {
        std::string list;
        for (const auto& w : suppressed) list += (list.empty() ? "" : ", ") + w;
        out += "    @SuppressWarnings({" + list + "})\n";
      }
      // The test compiles whatever the method declares: its checked exceptions propagate (a
      // path that throws one is asserted by assertThrowsExactly, inside a lambda).
      out += fmt::format("    @Test\n    void {}(){} {{\n", name,
                         m.checkedThrows.empty() ? "" : " throws " + m.checkedThrows);
      helpers = helpers || body.usesReflection;
      typeHelper = typeHelper || body.usesTypeHelper;
      if (!t.needsAssertionsIn.empty()) {
        // The path evaluated an assert: without -ea the JVM would go on past it.
        const std::string& cls = t.needsAssertionsIn;
        std::string klass;
        if (cls == m.method.className &&
            result.typeNames.accessible(cls, classfile::packageOf(m.method.className))) {
          klass = javaComment(result.typeNames.sourceOf(cls)) + ".class";
        } else {
          typeHelper = true;
          klass = fmt::format("type({})", javaStringLiteral(classfile::dottedName(cls)));
        }
        out += fmt::format(
            "        org.junit.jupiter.api.Assumptions.assumeTrue({}.desiredAssertionStatus(),\n"
            "            \"symtest explored this path with assertions enabled (java -ea)\");\n",
            klass);
      }
      out += body.code;
      out += "    }\n";
    }
  }
  if (helpers) out += kHelpers;
  if (typeHelper) out += kTypeHelper;
  out += "}\n";
  return out;
}

std::vector<std::filesystem::path> writeJUnit(const results::GenerationResult& result,
                                              const std::filesystem::path& dir,
                                              const JUnitNaming& naming) {
  std::set<std::string> classes;
  for (const auto& m : result.methods)
    if (testable(m) && !m.tests.empty()) classes.insert(m.method.className);
  std::vector<std::filesystem::path> written;
  for (const std::string& cls : classes) {
    std::filesystem::path file = testFile(dir, cls, naming);
    std::filesystem::create_directories(file.parent_path());
    std::ofstream os(file);
    os << junitSource(result, cls, naming);
    if (!os) throw std::runtime_error("cannot write " + file.string());
    written.push_back(file);
  }
  return written;
}

}  // namespace symtest::emit
