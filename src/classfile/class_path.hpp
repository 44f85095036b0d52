// Finds and caches classes from directories, .jar files and the JDK's java.base.jmod.
#pragma once

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "classfile/class_file.hpp"

namespace symtest::classfile {

// Raised when a class-path entry cannot be opened (missing file, unreadable jar).
class ClassPathError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

class ClassPath {
 public:
  // `entries` are directories, .jar/.zip files, or .jmod files; opened eagerly so a bad entry
  // fails here with ClassPathError naming it.
  explicit ClassPath(const std::vector<std::string>& entries);
  ~ClassPath();
  ClassPath(const ClassPath&) = delete;
  ClassPath& operator=(const ClassPath&) = delete;

  // Splits a ':'-separated class path string.
  static std::vector<std::string> split(const std::string& classPath);
  // Path of the running JDK's java.base (from JAVA_HOME or `javac` on PATH): its
  // jmods/java.base.jmod, else its run-time image lib/modules (a JDK without jmods); or empty.
  static std::string findJdkBaseModule();
  // The feature release of the JDK whose java.base is on the class path (17, 21, 25, ...), or
  // kBaselineJdkRelease when there is none: the release the models follow (jdk_release.hpp).
  int jdkRelease() const;
  // The first analysed class found whose class-file version is newer than that JDK ("a/B.class
  // is Java 21 (major 65)"), or empty: its code may call APIs the JDK read lacks.
  const std::string& classNewerThanJdk() const { return newerThanJdk_; }

  // The class with internal name `name` ("a/b/C"), parsed on first use and cached; nullptr
  // when absent, or when its file holds another class. A corrupt class file throws
  // ClassFormatError.
  const ClassFile* find(const std::string& name);
  // The header of class `name` (super, interfaces, flags), nullptr when find() would find
  // nothing. It reads only the start of the file unless the class is loaded already: hierarchy
  // questions over the whole class path cost what its headers cost, not its code.
  const ClassHeader* header(const std::string& name);
  // Every class and interface `name` extends or implements, transitively, itself included,
  // sorted (from the headers; a class missing from the class path ends its branch). Computed
  // once per class: subtype queries over the whole class path ask it for every class.
  const std::vector<std::string>& supertypes(const std::string& name);
  size_t syntheticCount() const { return synthetic_.size(); }
  // Why find(name) found nothing although a file of that name exists (it holds another
  // class), or nullptr.
  const std::string* whyMissing(const std::string& name) const;
  // Adds a jar or directory of model classes: JDK classes rewritten in Java for symbolic
  // execution. They are found before the JDK module, are never user classes, never tested.
  void addModels(const std::string& location);

  // Internal names of all classes in the user entries (not models or the JDK), sorted. Listed
  // once (translation asks for every virtual call); entries added later reset the lists.
  const std::vector<std::string>& listClasses() const;
  // The user classes a run's calls may dispatch to and its inputs may be (issue 31: cost
  // follows the code a run reaches, not the class path). Until setScopeRoots is called, every
  // user class. After, the roots and the user classes they reach: those their code names
  // (creates, casts to, calls), their supertypes, and every subclass in the same class-path
  // entry of a class reached (an input declared as a class of the project may be any of its
  // subclasses there). Read from headers only; sorted.
  void setScopeRoots(const std::vector<std::string>& roots);
  const std::vector<std::string>& scopeClasses();
  // Internal names of the classes of entry `index` (the constructor's order), sorted; those a
  // user entry before it shadows included.
  std::vector<std::string> listEntry(size_t index) const;
  // Internal names of all model classes, sorted.
  const std::vector<std::string>& listModelClasses() const;
  // True when `name` came from a user entry rather than the models or the JDK module.
  bool isUserClass(const std::string& name);
  // True when `name` is found in the models (before any user entry or the JDK).
  bool isModelClass(const std::string& name);
  // True for a class of the models that the JDK does not have (SymtestStream, the models'
  // helpers and lambdas): no test may name it, the JVM would not find it.
  bool isModelOnlyClass(const std::string& name);

  // Lambda classes (lambda_classes.hpp) of the user and model classes loaded so far: they
  // count as user or model classes like their owner, but are never listed by listClasses()
  // (never tested, no coverage of their own: the JVM spins them as hidden classes).
  bool isSyntheticClass(const std::string& name) const { return synthetic_.count(name) > 0; }
  std::vector<std::string> listSyntheticClasses() const;
  // Those of them whose owner is a model or in scopeClasses(): what the classes a run reaches
  // may spin, whichever classes this process loaded before (a worker of -j, a project run).
  std::vector<std::string> scopeSyntheticClasses();
  // Adds a class built in memory (a specified method's stand-in) as a synthetic class of the
  // user's (or the models') side.
  void addSyntheticClass(std::unique_ptr<ClassFile> cls, bool fromModels = false);

 private:
  struct Source;
  int jdkRelease_ = 0;
  void addLambdaClasses(const ClassFile& owner, bool fromModels);
  // The index of the source `name` is found in (the first one holding it), or -1.
  int sourceOf(const std::string& name);
  // The classes of source `index` that extend or implement `name` (itself included).
  const std::vector<std::string>& subtypesInSource(int index, const std::string& name);
  std::vector<std::unique_ptr<Source>> sources_;
  mutable std::optional<std::vector<std::string>> userClasses_, modelClasses_;
  std::map<std::string, std::unique_ptr<ClassFile>> cache_;
  std::map<std::string, std::optional<ClassHeader>> headers_;
  std::map<std::string, std::vector<std::string>> supertypes_;
  std::map<std::string, std::string> misnamed_;
  std::string newerThanJdk_;
  std::map<std::string, bool> synthetic_;  // lambda class -> whether its owner is a model
  std::map<std::string, std::string> syntheticOwner_;  // lambda class -> the class spinning it
  std::optional<std::vector<std::string>> scopeRoots_, scope_;
  std::map<std::string, int> sourceOf_;
  // Per source: class -> the source's classes that extend or implement it.
  std::map<int, std::map<std::string, std::vector<std::string>>> subtypeIndex_;
};

}  // namespace symtest::classfile
