// Symbolic simulation of straight-line bytecode over an abstract frame (operand stack and
// locals holding CLP operands), emitting arithmetic into the rule being built. Control
// transfers, divisions and calls are left to the method translator.
#pragma once

#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <vector>

#include "classfile/bytecode.hpp"
#include "clp/program.hpp"

namespace symtest::translate {

// Bytecode the JVM's verifier would reject (stack underflow, a value of the wrong type): the
// method is skipped with this reason, never executed.
class MalformedBytecode : public std::invalid_argument {
 public:
  explicit MalformedBytecode(const std::string& what)
      : std::invalid_argument("malformed bytecode (the JVM would not verify it): " + what) {}
};

struct Frame {
  std::vector<std::optional<clp::Operand>> locals;
  std::vector<clp::Operand> stack;

  clp::Operand pop();
  // Pops a value that must be of type `expected`.
  clp::Operand pop(clp::ValueType expected);
  const clp::Operand& top(size_t depth = 0) const;
};

// Builds one rule: allocates uniquely named variables.
class RuleBuilder {
 public:
  clp::Rule rule;
  clp::VarId fresh(const std::string& base, clp::ValueType type);
  clp::Operand freshOperand(const std::string& base, clp::ValueType type) {
    return clp::Operand::ofVar(fresh(base, type), type);
  }
  void arith(clp::ArithOp op, clp::VarId dst, clp::Operand a, clp::Operand b = {});
  void rename(clp::VarId v, const std::string& base);
  clp::VarId temp(clp::ValueType type);  // an intermediate value (renamed when stored)
  bool isTemp(clp::VarId v) const { return temps_.count(v) > 0; }
  void step(uint32_t offset, bool raised = false) { rule.steps.push_back({offset, raised}); }

 private:
  std::string uniqueName(const std::string& base);
  std::set<clp::VarId> temps_;
  std::vector<std::pair<std::string, int>> counts_;
};

enum class StepResult {
  Done,         // effect applied, continue with the next instruction
  Unsupported,  // not a straight-line integer instruction; the caller handles or rejects it
};

// Applies a straight-line instruction (constants, loads/stores, stack ops, arithmetic,
// conversions, lcmp/fcmp/dcmp, iinc). `localName(slot)` names variables created for stores. When
// `builder` is null only the types are tracked (operands are placeholders).
StepResult simulate(const classfile::Instruction& insn, Frame& frame, RuleBuilder* builder,
                    const std::string& localName);

}  // namespace symtest::translate
