// A method's summary (thesis Sec. 3.1-3.2): its finished paths at the run's bound, each a
// case over the method's formal parameters: the path condition, the result and the flag
// (normal or the exception thrown), and the objects the path created that the caller can
// reach from them. Expressions live in the summary's own pool, whose first variables are the
// formals; composition instantiates a case with a caller's actual arguments.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "clp/program.hpp"
#include "solver/expr.hpp"

namespace symtest::compose {

// A value a case hands back: an expression over the formals, null, a reference argument
// passed through untouched, an object the case created, or the flag `ok`.
struct Term {
  enum class Kind : uint8_t { Expr, Null, Arg, Created, Ok, Literal, Undef, Input, Read };
  Kind kind = Kind::Ok;
  // Expr: ExprId in the summary's pool; Arg: formal; Created: object; Literal: literal.
  // Undef: no value (the result of a call that threw). Input: an object of the case's input
  // heap (SummaryCase::inputs); Read: the value a field of it held (SummaryCase::reads).
  uint32_t index = 0;
  bool operator==(const Term&) const = default;
};

struct CreatedObject {
  std::string type;                                  // class, or array descriptor
  solver::ExprId length = solver::kNoExpr;           // arrays
  std::vector<std::pair<std::string, Term>> fields;  // "Class.name" -> value (objects)
  std::vector<std::pair<uint64_t, Term>> elements;   // index -> value (arrays)
};

// The bytecode one invocation executed inside the composed call (for coverage).
struct InvocationSteps {
  uint32_t method = 0;  // index into Summary::methods
  std::vector<clp::CoveredStep> steps;
};

// A rule the case applied, for the caller's trace (goals, rule observers). A predicate is
// named by its method and its ordinal among that method's predicates, which do not depend
// on what else the run translated.
struct RuleEvent {
  uint32_t method = 0;  // index into Summary::methods
  uint32_t ordinal = 0;
  uint16_t rule = 0;
  int32_t parent = -1;  // index into the case's rules; -1: the caller's activation
};

// The input heap a case needs (thesis Sec. 3.2): objects reached from the reference formals,
// with the class lazy initialization gave each, and the fields the case read from them.
struct InputObject {
  std::string type;
};

struct FieldRead {
  uint32_t object = 0;     // index into SummaryCase::inputs
  std::string field;       // "Class.name"
  std::string descriptor;  // the field's type
  Term initial;  // Expr (a variable), Null, Input, or Read (a reference the case never inspected)
};

struct FieldWrite {
  uint32_t object = 0;  // index into SummaryCase::inputs
  std::string field;
  Term value;
};

struct SummaryCase {
  std::vector<solver::ExprId> condition;  // conjuncts over the formals
  std::optional<Term> result;             // methods that return a value
  Term flag;                              // Ok, or the exception (Created or Arg)
  std::vector<CreatedObject> created;
  // String literals the case's values refer to: the caller's interned objects stand for them.
  std::vector<std::pair<std::string, std::vector<uint16_t>>> literals;  // key, UTF-16 units
  std::vector<InvocationSteps> invocations;
  std::vector<RuleEvent> rules;
  // Constructors: the fields the case wrote into the receiver.
  std::vector<std::pair<std::string, Term>> receiverWrites;
  // The input heap: per formal, Null, Input (an object), Arg (never inspected) or, for a
  // primitive formal, Undef; the objects, the fields read (in order) and the fields written.
  std::vector<Term> formals;
  std::vector<InputObject> inputs;
  std::vector<FieldRead> reads;
  std::vector<FieldWrite> writes;
};

struct Summary {
  std::string method;  // "Class.name(desc)"
  std::unique_ptr<solver::ExprPool> pool = std::make_unique<solver::ExprPool>();
  std::vector<clp::ValueType> formalTypes;
  std::vector<uint32_t> formalVars;  // variable index per primitive formal; kNoVar for references
  std::vector<SummaryCase> cases;
  // The methods the cases' invocations and rules name ("Class.name(desc)"), each once.
  std::vector<std::string> methods;
  // Per formal: whether some case needs it null or an object (unresolved there: unfold).
  std::vector<bool> inspectedFormals;
  // Their indices in the run's program, filled on first composition (kNoVar: not translated).
  mutable std::vector<uint32_t> methodIndex;
  // A constructor's summary, computed with a fresh object of exactly its class as the receiver:
  // it applies to receivers in that state (nothing written yet) only.
  bool freshReceiver = false;
  std::string receiverClass;
  // An error summary (thesis Sec. 3.3.8, `--error-summaries`): only the cases that throw; a
  // call it decides either throws or is cut.
  bool errorCases = false;
  std::vector<std::string> composed;  // summaries composed while computing this one
  uint64_t unfoldings = 0;            // derivation steps it took to compute
  uint64_t cutByBound = 0;            // calls block-k refused while computing it
  std::string hash;                   // content hash: class file, composed summaries, options
  static constexpr uint32_t kNoVar = UINT32_MAX;
};

}  // namespace symtest::compose
