// User specifications of methods without bytecode (`gen --specs FILE`): a native method, or a
// method of a library left off the class path. Each spec lists cases with a precondition over
// the parameters and the result, the exception thrown, or static and receiver fields written.
// A spec becomes the bytecode of a synthetic class (`Owner$$Spec`) that the translator runs in
// place of the method, so calls, exceptions and summaries treat it like analysed code; a call
// no case matches calls `symtest/NoSpecCase.<Owner.name>`, outside the analysed classes, and is
// reported (or havocked) as such: never guessed.
#pragma once

#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "classfile/class_file.hpp"
#include "classfile/class_path.hpp"

namespace symtest::translate {

struct SpecCase {
  std::string when = "true";  // precondition over the parameters (Java syntax, int/long/boolean)
  std::optional<std::string> returns;  // the result (an expression); absent for void
  std::string throws;                  // exception class (dotted or internal), or empty
  std::optional<std::string> message;  // the exception's message
  // Fields written before returning: "Owner.field" (static) or "this.field" -> expression.
  std::vector<std::pair<std::string, std::string>> writes;
};

struct MethodSpec {
  std::string owner;                    // internal name
  std::string name;                     // method name
  std::string descriptor;               // JVM method descriptor
  std::optional<bool> isStatic;         // default: as the class declares it, else static
  std::vector<std::string> paramNames;  // names the expressions use (default a0, a1, ...)
  std::vector<SpecCase> cases;
  std::string where;  // "FILE: Owner.name(desc)" for messages
  std::string key() const { return owner + "." + name + descriptor; }
};

// Parses a spec file (JSON, see README "Specifications of native and missing methods").
// Throws std::invalid_argument naming the file, the method and the case.
std::vector<MethodSpec> parseSpecs(const std::string& text, const std::string& fileName);

// The synthetic class `owner$$Spec` holding one static method per spec of `owner` (instance
// methods take the receiver first). Throws std::invalid_argument on an expression that does
// not parse or type-check, naming the spec and the case.
std::unique_ptr<classfile::ClassFile> specClass(const std::string& owner,
                                                const std::vector<const MethodSpec*>& specs,
                                                classfile::ClassPath& classPath);
std::string specClassName(const std::string& owner);
// The descriptor of a spec's static stand-in: the receiver first for instance methods.
std::string specDescriptor(const MethodSpec& spec, bool isStatic);

}  // namespace symtest::translate
