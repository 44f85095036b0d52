// Translates bytecode methods into the CLP program: callees among the analysed classes are
// translated on demand; methods that cannot be translated are recorded with the reason.
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "classfile/class_path.hpp"
#include "clp/program.hpp"
#include "translate/method_specs.hpp"
#include "translate/translation_error.hpp"

namespace symtest::translate {

struct SkippedMethod {
  std::string method;  // "Class.name(desc)"
  int offset = -1;
  std::string reason;
};

class Translator {
 public:
  explicit Translator(classfile::ClassPath& classPath) : classPath_(classPath) {
    program_.jdkRelease = classPath.jdkRelease();
  }

  // Translates `cls.name(desc)` and everything it calls. Returns its entry predicate, or
  // kNoPred when it is unsupported (see skipped()). A callee that cannot be translated gets a
  // stub whose one rule ends the path (ExternalKind::Unsupported): only the paths that reach
  // it stop, and the run reports them.
  clp::PredId require(const std::string& cls, const std::string& name, const std::string& desc);

  const clp::Program& program() const { return program_; }
  // Methods that could not be translated, with the first reason found.
  const std::vector<SkippedMethod>& skipped() const { return skipped_; }
  // Why `key` ("Class.name(desc)") is unavailable, or nullptr when it translated.
  const SkippedMethod* whySkipped(const std::string& key) const;

  // Used by the method translator: entry predicate of a callee, queued for translation.
  clp::PredId entryFor(const std::string& cls, const std::string& name, const std::string& desc,
                       const std::string& callerKey, int callerOffset);
  classfile::ClassPath& classPath() { return classPath_; }
  // Methods whose results are fresh inputs ("Class.method", dotted or internal class name).
  void setInputSources(std::vector<std::string> sources) { inputSources_ = std::move(sources); }
  // Whether models record printed output (SymtestPrimitives.capturingOutput()).
  void setCaptureOutput(bool capture) { captureOutput_ = capture; }
  bool capturesOutput() const { return captureOutput_; }
  bool isInputSource(const std::string& owner, const std::string& name) const;
  // Specifications of methods without bytecode (method_specs.hpp): their stand-ins join the
  // class path and run in their place. Throws std::invalid_argument on a bad spec.
  void setSpecs(const std::vector<MethodSpec>& specs);
  // The stand-in (class, descriptor) of `key` ("Class.name(desc)") when it has a spec and no
  // bytecode of its own (a native method, or a class or method missing from the class path).
  std::optional<std::pair<std::string, std::string>> specStandIn(const std::string& key);
  clp::Program& mutableProgram() { return program_; }
  // The predicate a call of `cls.name(desc)` runs when that method cannot be translated (the
  // reason is in skipped()): one rule ending the path at an Unsupported statement.
  clp::PredId unsupportedStub(const std::string& cls, const std::string& name,
                              const std::string& desc, bool isStatic);
  // The predicate init_C([],[EF]) that initializes `cls` on its first active use (JVMS 5.5):
  // superclass first, then C.<clinit>; a failure raises ExceptionInInitializerError (or the
  // Error itself) and leaves C erroneous (NoClassDefFoundError later). kNoPred when no analysed
  // initializer runs. `callerKey` depends on the initializers' translation.
  clp::PredId initPredicate(const std::string& cls, const std::string& callerKey);
  // initPredicate for a class initialized before the method under test, translated with
  // everything it runs; kNoPred when there is nothing to run or it cannot be translated
  // (whySkipped of the class's <clinit> then says why).
  clp::PredId requireInit(const std::string& cls);
  std::string uniquePredicateName(const std::string& base);
  // The construct predicate of `record` (Program::constructions), translating its canonical
  // constructor; kNoPred when `record` is not an analysed record or the constructor cannot
  // be translated (input records are then materialized field by field).
  clp::PredId requireConstruction(const std::string& record);

  // The methods ("name" + descriptor) that the code of `cls` calls with invokespecial, other
  // than constructors: super.m() and Iface.super.m(), through which an override runs the
  // method it overrides with `this` of its own class. Computed once per class.
  const std::set<std::string>& superCalls(const std::string& cls);

  // The concrete classes (analysed, modelled, synthesized) that are subtypes of `owner`, each
  // with the class whose `name desc` a virtual call on it selects (empty: none). Computed once
  // per method reference while no new lambda class has appeared: translation asks per call.
  const std::vector<std::pair<std::string, std::string>>& receiverClasses(const std::string& owner,
                                                                          const std::string& name,
                                                                          const std::string& desc);

 private:
  void translatePending();
  // Replaces the rules of `pred` (of method `key`) by the one rule of a stub.
  void makeStub(clp::PredId pred);

  classfile::ClassPath& classPath_;
  clp::Program program_;
  std::map<std::string, std::set<std::string>> superCalls_;
  std::vector<std::string> pending_;                 // method keys to translate
  std::map<std::string, std::string> pendingClass_;  // key -> owner class
  std::vector<SkippedMethod> skipped_;
  std::map<std::string, clp::PredId> stubs_;  // key -> stub of a method with no entry
  std::map<std::string, int> predicateNames_;
  std::vector<std::string> inputSources_;
  // Specified methods: key -> (stand-in class, descriptor), and the spec keys whose method
  // turned out to have bytecode (the spec is not used).
  std::map<std::string, std::pair<std::string, std::string>> specStandIns_;
  bool captureOutput_ = false;
  struct ReceiverClasses {
    size_t syntheticCount = 0;  // lambda classes known when computed
    std::vector<std::pair<std::string, std::string>> classes;
  };
  std::map<std::string, ReceiverClasses> receivers_;
  struct ClassInitPredicate {
    clp::PredId pred = clp::kNoPred;
    std::vector<std::string> clinits;  // keys of the <clinit> methods it runs
  };
  std::map<std::string, ClassInitPredicate> initPredicates_;
};

}  // namespace symtest::translate
