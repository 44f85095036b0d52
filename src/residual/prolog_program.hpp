// The CLP-translated program as a runnable SWI-Prolog program (symtest clp --prolog): the
// program's predicates with Java's integer arithmetic in CLP(FD), symtest's driver
// (clp_driver.pl: block-k, a heap, exceptions, labeling) and a main that lists each method's
// test cases. Prolog's resolution is the symbolic execution, so for methods over integers it
// finds the derivations symtest's engine finds, at the same k.
#pragma once

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "clp/program.hpp"

namespace symtest::residual {

struct PrologContext {
  uint32_t k = 2;
  // The block-k bound of the predicates of a class (k, or larger inside the JDK's models).
  std::function<uint32_t(const std::string& internalClassName)> bound;
  // Whether unfoldings that cannot branch are free of the bound (the JDK's models).
  std::function<bool(const std::string& internalClassName)> deterministicFree;
  // Whether class `sub` is `super` or one of its subtypes (internal names).
  std::function<bool(const std::string& sub, const std::string& super)> isSubtype;
};

struct PrologProgram {
  std::string text;
  std::vector<std::string> listed;  // methods main lists ("Class.name(desc)")
  struct Left {
    std::string method, reason;
  };
  std::vector<Left> left;  // methods under test main cannot list, and why
};

// The program of `methodsUnderTest` (indices into program.methods) and all the predicates of
// `program` (the translator translates what they reach).
PrologProgram prologProgram(const clp::Program& program,
                            const std::vector<uint32_t>& methodsUnderTest,
                            const PrologContext& context);

// The name of a method as the JSON report and the generators name it: Class.name(desc), the
// class in Java's spelling (nested classes joined by '.').
std::string prologMethodName(const clp::MethodInfo& method);

}  // namespace symtest::residual
