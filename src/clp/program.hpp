// The CLP-translated program (thesis Def. 2.1.1, Fig. 2.2; PE paper Def. 1): one predicate per
// basic block (plus continuations after branches, divisions and calls), each defined by
// mutually exclusive guarded rules over rule-local SSA variables, with explicit input and
// output argument lists and an exception flag. Engines execute it; the printer shows it.
#pragma once

#include <cstdint>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace symtest::clp {

// JVM computational types as seen by the CLP program.
enum class ValueType : uint8_t { Int, Long, Ref, Flag, Float, Double };
inline bool isFloatingPoint(ValueType t) {
  return t == ValueType::Float || t == ValueType::Double;
}
// Long and double take two JVM slots.
inline bool isWide(ValueType t) {
  return t == ValueType::Long || t == ValueType::Double;
}
const char* toString(ValueType t);

using VarId = uint16_t;  // index of a rule-local variable (frame slot)
using PredId = uint32_t;
constexpr PredId kNoPred = UINT32_MAX;

// An argument: a rule variable, a numeric constant (floating point: its IEEE bits), null, or
// the flag `ok`.
struct Operand {
  enum class Kind : uint8_t { Var, Const, Null, Ok };
  Kind kind = Kind::Const;
  ValueType type = ValueType::Int;
  VarId var = 0;
  int64_t value = 0;

  static Operand ofVar(VarId v, ValueType t) { return {Kind::Var, t, v, 0}; }
  static Operand intConst(int32_t v) { return {Kind::Const, ValueType::Int, 0, v}; }
  static Operand longConst(int64_t v) { return {Kind::Const, ValueType::Long, 0, v}; }
  static Operand floatConst(float v);
  static Operand doubleConst(double v);
  static Operand null() { return {Kind::Null, ValueType::Ref, 0, 0}; }
  static Operand ok() { return {Kind::Ok, ValueType::Flag, 0, 0}; }
  bool isVar() const { return kind == Kind::Var; }
};

// Arithmetic; operand and result types follow the JVM instruction they come from (Add..Rem
// and Neg also on float and double, where Div cannot fail and Rem is Java's truncating %).
enum class ArithOp : uint8_t {
  Move,  // dst = a
  Add,
  Sub,
  Mul,
  Div,
  Rem,  // Div/Rem: divisor already known non-zero
  And,
  Or,
  Xor,
  Shl,
  Shr,
  UShr,  // shift distance is an int; masking is part of the op
  Neg,
  I2L,
  L2I,
  I2B,
  I2C,
  I2S,
  Cmp,  // lcmp: -1, 0 or 1
  // floating-point conversions, as the JVM's (to integers: toward zero, saturating, NaN -> 0)
  I2F,
  I2D,
  L2F,
  L2D,
  F2D,
  D2F,
  F2I,
  F2L,
  D2I,
  D2L,
  CmpL,  // fcmpl/dcmpl: -1, 0 or 1, and -1 when an operand is NaN
  CmpG,  // fcmpg/dcmpg: the same, but 1 when an operand is NaN
};
// Whether `op` takes a single operand.
bool isUnary(ArithOp op);
const char* toString(ArithOp op);

enum class CmpOp : uint8_t { Eq, Ne, Lt, Ge, Gt, Le };
CmpOp negate(CmpOp op);
const char* toString(CmpOp op);  // CLP(FD) spelling: #=, #\=, #<, #>=, #>, #=<

// Where a class is in its initialization (JVMS 5.5), as the program sees it along a path:
// initialization in progress counts as initialized (the initializing thread proceeds).
enum class ClassInit : uint8_t { Uninitialized = 0, Initialized = 1, Erroneous = 2 };
const char* toString(ClassInit s);

// A guard condition; a rule's guards are a conjunction checked before its body.
struct Guard {
  enum class Kind : uint8_t {
    Compare,     // a op b over Int/Long
    InSet,       // a in keys (or not in keys when !positive); switch cases
    FlagOk,      // a == ok
    FlagExc,     // a == exc(E): binds `bind` to the exception reference
    InstanceOf,  // a refers to an object whose class is a subtype of className (or not)
    IsNull,      // a == null (or != null when !positive)
    TypeIs,      // the object a refers to has exactly class className (virtual dispatch)
    SameRef,     // a and b are the same reference (or not, when !positive)
    StoreFits,   // value b may be stored into array a (or not: ArrayStoreException)
    ClassState,  // class className is in initialization state classState
  };
  Kind kind = Kind::Compare;
  CmpOp cmp = CmpOp::Eq;
  // Compare over float/double (an fcmp<l|g> fused with its if<cond>): the guard's value when
  // an operand is NaN. Otherwise it is the IEEE comparison a cmp b.
  bool unorderedHolds = false;
  Operand a, b;
  std::vector<int32_t> keys;
  bool positive = true;
  std::string className;
  VarId bind = 0;
  ClassInit classState = ClassInit::Uninitialized;
  // The guards of a call's two continuations: its exception flag `flag` is ok, or an
  // exception (bound to `bind`, 0 for none).
  static Guard flagOk(Operand flag) {
    Guard g;
    g.kind = Kind::FlagOk;
    g.a = flag;
    return g;
  }
  static Guard flagExc(Operand flag, VarId bind = 0) {
    Guard g;
    g.kind = Kind::FlagExc;
    g.a = flag;
    g.bind = bind;
    return g;
  }
};

// One body literal.
struct Stmt {
  enum class Kind : uint8_t {
    Arith,      // dst = op(a, b)
    Call,       // pred(args) -> outs (last out is the callee's exception flag)
    NewObject,  // dst = new_object(className)
    Throw,      // outputs: flag := exc(a); the rule must be last in its method's chain
    Return,     // outputs: [result := a], flag := ok
    GetField,   // dst = a.field (a is not null)
    PutField,   // a.field = b (a is not null)
    GetStatic,  // dst = className.field
    PutStatic,  // className.field = a
    NewArray,   // dst = new_array(descriptor, a) (a >= 0); multianewarray: further lengths in args
    Length,     // dst = length(a) (a is not null)
    GetArray,   // dst = a[b] (a not null, b in bounds)
    SetArray,   // a[b] = c (a not null, b in bounds, c fits)
    External,   // outs = className.field(descriptor)(args): code outside the analysed classes
    SetClassState,  // class className enters initialization state classState
  };
  // External calls: what the engine does with them.
  enum class ExternalKind : uint8_t {
    Unhandled,       // neither analysed nor modelled: the unhandled-call policy applies
    Source,          // an input source (Verifier.nondetInt(), ...): a fresh input value
    Assume,          // Verifier.assume(c): paths where c is false are pruned
    IsInput,         // SymtestPrimitives.isInput(o): 1 when o belongs to the input heap
    Message,         // SymtestPrimitives.messageKnown(t) / message(t): what analysed code gave t
    ClassOf,         // SymtestPrimitives.classOf(o), or a class literal (className, no args)
    Exit,            // SymtestPrimitives.exit(status) (System.exit): the path ends, the JVM exits
    IdentityHash,    // SymtestPrimitives.identityHashCode(o): per object, unknown (an input)
    ClassName,       // SymtestPrimitives.className(o) / nameOfClass(c): a class's binary name
    ShallowCopy,     // SymtestPrimitives.shallowCopy(o): a new object with o's field values
    StringLiteral,   // the interned String of a literal (field: its text; args: UTF-16 units)
    FloatPrimitive,  // SymtestPrimitives' floating-point natives (field: the name, e.g. "sqrt")
    CodePointTest,   // SymtestUnicode's natives: Character.isLetter(cp) and its kin (field: name)
    CodePointMap,    // ... and Character.toUpperCase(cp) and its kin (field: name)
    ModelBound,      // SymtestPrimitives.bound(): a model's own bound; the path is cut there
    // A fresh input value for component `field` (descriptor) of the record args[0] under
    // construction: the argument the test passes to the record's canonical constructor.
    RecordArgument,
    // SymtestPrimitives' questions about Class objects and arrays of a Class's type (field: the
    // name, clp::protocol::kClassQueries): component type, subtyping, primitive classes,
    // java.lang.reflect.Array.newInstance.
    ClassQuery,
    // Code symtest cannot translate (className.field descriptor names the method; the
    // translator says why): a path that reaches it ends there, reported.
    Unsupported,
  };
  Kind kind = Kind::Arith;
  ArithOp op = ArithOp::Move;
  VarId dst = 0;
  Operand a, b, c;
  PredId callee = kNoPred;
  std::vector<Operand> args;
  std::vector<VarId> outs;
  ExternalKind external = ExternalKind::Unhandled;
  std::string className;   // NewObject: the class; fields: the declaring class
  std::string field;       // field name
  std::string descriptor;  // field descriptor, or the array's component descriptor
  ClassInit classState = ClassInit::Uninitialized;  // SetClassState
};

// Where a rule's instructions come from: executed bytecode offsets in order, and whether
// the last one raised an exception (JVM-raised, or a call that returned exc).
struct CoveredStep {
  uint32_t offset = 0;
  bool raised = false;
};

struct Rule {
  std::vector<Guard> guards;
  std::vector<Stmt> body;
  std::vector<VarId> params;          // head input variables, one per predicate input
  std::vector<VarId> outputs;         // head output variables: [result], flag
  std::vector<std::string> varNames;  // printable name per variable
  std::vector<ValueType> varTypes;    // type per variable
  std::vector<CoveredStep> steps;     // bytecode executed when this rule is applied
  int sourceLine = 0;                 // first source line of those steps, 0 if unknown
  VarId newVar(const std::string& name, ValueType type) {
    varNames.push_back(name);
    varTypes.push_back(type);
    return static_cast<VarId>(varNames.size() - 1);
  }
};

// The bytecode method a predicate belongs to.
struct MethodInfo {
  std::string className;  // internal name
  std::string name;
  std::string descriptor;
  bool isStatic = true;
  std::vector<std::string> paramNames;  // source names when known
};

struct Predicate {
  std::string name;      // printable, unique in the program (e.g. "gcd", "gcd_4", "gcd_4c")
  uint32_t method = 0;   // index into Program::methods
  bool isEntry = false;  // the method's entry predicate: calls to it start a new invocation
  uint32_t blockPc = 0;  // bytecode offset the predicate starts at
  std::vector<ValueType> inputs;
  std::vector<ValueType> outputs;  // [result type], Flag
  std::vector<Rule> rules;
};

struct Program {
  std::vector<MethodInfo> methods;
  std::vector<Predicate> predicates;
  std::map<std::string, PredId> entryByMethod;  // "Class.name(desc)" -> entry predicate
  // Record class -> construct([Obj],[],EF): fresh component values passed to the canonical
  // constructor. Input records are built this way, as a test builds them.
  std::map<std::string, PredId> constructions;
  // The release of the JDK the program was translated from: the primitives whose JDK
  // behaviour changed between releases follow it (Double.toString's digits since 19).
  int jdkRelease = 17;

  static std::string methodKey(const std::string& cls, const std::string& name,
                               const std::string& desc) {
    return cls + "." + name + desc;
  }
  PredId entryOf(const std::string& cls, const std::string& name, const std::string& desc) const;
  PredId addPredicate(Predicate p) {
    predicates.push_back(std::move(p));
    return static_cast<PredId>(predicates.size() - 1);
  }
  // The predicates of `methods`, in program order: what walking every predicate and keeping
  // those of the methods gives, at the cost of the methods' own predicates.
  std::vector<PredId> predicatesOf(const std::set<uint32_t>& methods) const;

 private:
  // Method -> its predicates, extended as predicates are appended (they never move or change
  // method).
  mutable std::vector<std::vector<PredId>> byMethod_;
  mutable size_t indexed_ = 0;
};

}  // namespace symtest::clp
