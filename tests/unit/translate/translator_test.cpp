// The translator beyond the golden texts: every method of the fixtures and of the example
// subjects translates into a program the verifier accepts; the structure of predicates
// (entry, types, names, covered steps); and unsupported input, reported with the method,
// the bytecode offset and the reason, also for the methods that call it.
#include "translate/translator.hpp"
#include "clp/printer.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "clp/verifier.hpp"
#include "fixture.hpp"

namespace symtest::translate {
namespace {

std::string joined(const std::vector<std::string>& lines) {
  std::string s;
  for (const auto& l : lines) s += l + "\n";
  return s;
}

// Translates every static method of every class in `dir` into one program; each must be
// supported, and the program must verify. Returns the number of methods translated.
size_t translateAll(const std::string& dir) {
  auto cp = testing::openClassPath(dir);
  Translator translator(*cp);
  size_t methods = 0;
  for (const std::string& cls : cp->listClasses()) {
    if (cls == "Unsupported" || cls == "Natives") continue;  // method_specs_test.cpp
    const classfile::ClassFile* cf = cp->find(cls);
    for (const classfile::Method& m : cf->methods) {
      if (!m.isStatic() || m.isClassInitializer()) continue;
      ++methods;
      clp::PredId id = translator.require(cls, m.name, m.descriptor);
      const SkippedMethod* why =
          translator.whySkipped(clp::Program::methodKey(cls, m.name, m.descriptor));
      EXPECT_NE(id, clp::kNoPred) << cls << "." << m.name << m.descriptor << ": "
                                  << (why ? why->reason : "");
      // Each method alone verifies too (a fresh translator per method).
      Translator alone(*cp);
      alone.require(cls, m.name, m.descriptor);
      auto errors = clp::verify(alone.program());
      EXPECT_TRUE(errors.empty()) << cls << "." << m.name << m.descriptor << "\n" << joined(errors);
    }
  }
  EXPECT_TRUE(translator.skipped().empty());
  auto errors = clp::verify(translator.program());
  EXPECT_TRUE(errors.empty()) << joined(errors);
  return methods;
}

TEST(Translator, EveryFixtureMethodVerifies) {
  EXPECT_EQ(translateAll(FIXTURE_CLASSES), 8u + 9u + 2u);  // Golden + MoreShapes + StaticHelpers
}

TEST(Translator, EveryExampleMethodVerifies) {
  auto cp = testing::openClassPath(EXAMPLES_CLASSES);
  EXPECT_GE(cp->listClasses().size(), 11u);
  EXPECT_GE(translateAll(EXAMPLES_CLASSES), 30u);
}

TEST(Translator, EntryPredicateDescribesTheMethod) {
  auto cp = testing::fixtureClassPath();
  Translator translator(*cp);
  clp::PredId id = translator.require("Golden", "compareLongs", "(JJ)I");
  ASSERT_NE(id, clp::kNoPred);
  const clp::Program& prog = translator.program();
  const clp::Predicate& entry = prog.predicates[id];
  EXPECT_TRUE(entry.isEntry);
  EXPECT_EQ(entry.name, "compareLongs");
  EXPECT_EQ(entry.inputs,
            (std::vector<clp::ValueType>{clp::ValueType::Long, clp::ValueType::Long}));
  EXPECT_EQ(entry.outputs,
            (std::vector<clp::ValueType>{clp::ValueType::Int, clp::ValueType::Flag}));
  EXPECT_EQ(prog.entryOf("Golden", "compareLongs", "(JJ)I"), id);
  const clp::MethodInfo& info = prog.methods[entry.method];
  EXPECT_EQ(info.className, "Golden");
  EXPECT_EQ(info.paramNames, (std::vector<std::string>{"a", "b"}));
  EXPECT_TRUE(info.isStatic);
  // Requiring it again reuses the translation.
  size_t count = prog.predicates.size();
  EXPECT_EQ(translator.require("Golden", "compareLongs", "(JJ)I"), id);
  EXPECT_EQ(prog.predicates.size(), count);

  // A void method has only the flag as output.
  clp::PredId v = translator.require("MoreShapes", "nothing", "(I)V");
  ASSERT_NE(v, clp::kNoPred);
  EXPECT_EQ(prog.predicates[v].outputs, std::vector<clp::ValueType>{clp::ValueType::Flag});
}

TEST(Translator, SameMethodNameInTwoClassesGetsQualifiedPredicate) {
  auto cp = testing::fixtureClassPath();
  Translator translator(*cp);
  clp::PredId a = translator.require("Golden", "twice", "(I)I");
  clp::PredId b = translator.require("MoreShapes", "twice", "(I)I");
  ASSERT_NE(a, clp::kNoPred);
  ASSERT_NE(b, clp::kNoPred);
  EXPECT_EQ(translator.program().predicates[a].name, "twice");
  EXPECT_EQ(translator.program().predicates[b].name, "MoreShapes.twice");
  std::vector<std::string> names;
  for (const auto& p : translator.program().predicates) names.push_back(p.name);
  std::sort(names.begin(), names.end());
  EXPECT_EQ(std::adjacent_find(names.begin(), names.end()), names.end()) << "duplicate name";
  EXPECT_TRUE(clp::verify(translator.program()).empty());
}

TEST(Translator, RulesRecordTheBytecodeTheyExecute) {
  auto cp = testing::fixtureClassPath();
  Translator translator(*cp);
  ASSERT_NE(translator.require("Golden", "safeDiv", "(II)I"), clp::kNoPred);
  const clp::Program& prog = translator.program();
  auto pred = std::find_if(prog.predicates.begin(), prog.predicates.end(),
                           [](const clp::Predicate& p) { return p.name == "safeDiv_2d"; });
  ASSERT_NE(pred, prog.predicates.end());
  EXPECT_EQ(pred->blockPc, 2u);
  ASSERT_EQ(pred->rules.size(), 2u);
  // Rule 1: the division succeeds; rule 2: it raises at offset 2.
  ASSERT_EQ(pred->rules[0].steps.size(), 1u);
  EXPECT_EQ(pred->rules[0].steps[0].offset, 2u);
  EXPECT_FALSE(pred->rules[0].steps[0].raised);
  ASSERT_EQ(pred->rules[1].steps.size(), 1u);
  EXPECT_EQ(pred->rules[1].steps[0].offset, 2u);
  EXPECT_TRUE(pred->rules[1].steps[0].raised);
  EXPECT_EQ(pred->rules[1].sourceLine, 25);  // `return a / b;` in Golden.java
  // The entry rule executes iload_0 and iload_1 before handing over to the division.
  const clp::Rule& entry = prog.predicates[prog.entryOf("Golden", "safeDiv", "(II)I")].rules[0];
  ASSERT_EQ(entry.steps.size(), 2u);
  EXPECT_EQ(entry.steps[0].offset, 0u);
  EXPECT_EQ(entry.steps[1].offset, 1u);
}

TEST(TranslationError, NamesMethodAndOffset) {
  TranslationError at("C.m(I)I", 7, "bytecode new is not supported yet");
  EXPECT_STREQ(at.what(), "C.m(I)I at offset 7: bytecode new is not supported yet");
  EXPECT_EQ(at.method(), "C.m(I)I");
  EXPECT_EQ(at.offset(), 7);
  EXPECT_EQ(at.reason(), "bytecode new is not supported yet");
  TranslationError whole("C.m(D)I", -1, "floating-point values are not supported");
  EXPECT_STREQ(whole.what(), "C.m(D)I: floating-point values are not supported");
}

// A JDK class without a model: `new` makes an object of it, and its constructor is a call
// outside the analysed code (the unhandled-call policy decides it), which may throw.
TEST(Translator, JdkConstructorsAreCallsOutsideTheAnalysedCode) {
  auto cp = testing::fixtureClassPath();
  Translator translator(*cp);
  clp::PredId id = translator.require("Unsupported", "usesSkipList", "(I)I");
  ASSERT_NE(id, clp::kNoPred);
  EXPECT_EQ(translator.whySkipped("Unsupported.usesSkipList(I)I"), nullptr);
  std::string text =
      clp::printMethod(translator.program(), translator.program().predicates[id].method);
  EXPECT_NE(text.find("new_object('java/util/concurrent/ConcurrentSkipListMap',S)"),
            std::string::npos)
      << text;
  // [receiver], then the flag: an exception goes to the call's continuation.
  EXPECT_NE(text.find("external('java/util/concurrent/ConcurrentSkipListMap.<init>()V',[S1],EF1)"),
            std::string::npos)
      << text;
  EXPECT_NE(text.find("S1 = exc(E),\n    EF = exc(E)."), std::string::npos) << text;
}

// Calls into the JDK without a model translate to external statements; the engine applies
// the unhandled-call policy to them at run time. With the models they call model code.
TEST(Translator, JdkCallsBecomeExternalStatements) {
  auto cp = testing::fixtureClassPath(false);
  Translator translator(*cp);
  for (auto [name, call] : {std::pair{"usesString", "external('java/lang/String.length()I',"},
                            std::pair{"callsJdk", "external('java/lang/Math.abs(I)I',"}}) {
    clp::PredId id = translator.require("Unsupported", name, "(I)I");
    ASSERT_NE(id, clp::kNoPred) << name;
    std::string text =
        clp::printMethod(translator.program(), translator.program().predicates[id].method);
    EXPECT_NE(text.find(call), std::string::npos) << text;
  }
}

TEST(Translator, OtherMethodsTranslateBesideUnsupportedCode) {
  auto cp = testing::fixtureClassPath();
  Translator translator(*cp);
  // Callers of code symtest cannot translate translate too: their paths through it end there.
  for (auto [name, desc] : {std::pair{"callsCaller", "(I)I"}, std::pair{"callsSkipList", "(I)I"},
                            std::pair{"fine", "(I)I"}, std::pair{"returnsDouble", "(I)D"},
                            std::pair{"makesArray", "(I)I"}}) {
    clp::PredId id = translator.require("Unsupported", name, desc);
    ASSERT_NE(id, clp::kNoPred) << name;
    EXPECT_FALSE(translator.program().predicates[id].rules.empty()) << name;
  }
  // The verifier finds nothing wrong: no rule-less entries are left behind.
  for (const std::string& e : clp::verify(translator.program()))
    EXPECT_TRUE(e == "callsJdk: no rules") << e;
}

// A static method inherited from a superclass and called through the subclass's name (as
// javac compiles an unqualified call) resolves to the superclass's method (JVMS 5.4.3.3).
TEST(Translator, InheritedStaticMethodsResolveInTheSuperclass) {
  auto cp = testing::fixtureClassPath();
  Translator translator(*cp);
  clp::PredId inherited = translator.entryFor("InheritsHelpers", "helper", "(I)I", "", -1);
  ASSERT_NE(inherited, clp::kNoPred);
  EXPECT_EQ(inherited, translator.entryFor("StaticHelpers", "helper", "(I)I", "", -1));
  EXPECT_EQ(translator.whySkipped("InheritsHelpers.helper(I)I"), nullptr);
  clp::PredId caller = translator.require("InheritsHelpers", "twiceHelped", "(I)I");
  ASSERT_NE(caller, clp::kNoPred);
  std::string text =
      clp::printMethod(translator.program(), translator.program().predicates[caller].method);
  EXPECT_EQ(text.find("unsupported("), std::string::npos) << text;
}

// A callee that cannot be translated (here: missing) is a stub whose one rule ends the path
// at an unsupported statement; the reason stays with the translator.
TEST(Translator, CalleesThatCannotBeTranslatedBecomeStubs) {
  auto cp = testing::fixtureClassPath();
  Translator translator(*cp);
  EXPECT_EQ(translator.entryFor("Golden", "gone", "(I)I", "", -1), clp::kNoPred);
  clp::PredId stub = translator.unsupportedStub("Golden", "gone", "(I)I", true);
  ASSERT_NE(stub, clp::kNoPred);
  EXPECT_EQ(translator.unsupportedStub("Golden", "gone", "(I)I", true), stub);  // one per method
  const clp::Predicate& p = translator.program().predicates[stub];
  ASSERT_EQ(p.rules.size(), 1u);
  ASSERT_FALSE(p.rules[0].body.empty());
  EXPECT_EQ(p.rules[0].body[0].external, clp::Stmt::ExternalKind::Unsupported);
  EXPECT_EQ(p.inputs.size(), 1u);   // the int argument
  EXPECT_EQ(p.outputs.size(), 2u);  // the result and the exception flag
  EXPECT_EQ(translator.whySkipped("Golden.gone(I)I")->reason,
            "method gone(I)I not found in Golden");
  EXPECT_TRUE(clp::verify(translator.program()).empty());
}

TEST(Translator, MissingClassesAndMethodsAreSkipped) {
  auto cp = testing::fixtureClassPath();
  Translator translator(*cp);
  EXPECT_EQ(translator.require("Golden", "nope", "()I"), clp::kNoPred);
  ASSERT_NE(translator.whySkipped("Golden.nope()I"), nullptr);
  EXPECT_EQ(translator.whySkipped("Golden.nope()I")->reason, "method nope()I not found in Golden");
  EXPECT_EQ(translator.require("NoSuchClass", "m", "()V"), clp::kNoPred);
  EXPECT_EQ(translator.whySkipped("NoSuchClass.m()V")->reason,
            "class NoSuchClass not found on the class path");
  EXPECT_EQ(translator.whySkipped("Golden.abs(I)I"), nullptr);
}

}  // namespace
}  // namespace symtest::translate
