#include "residual/prolog_program.hpp"

#include <fmt/format.h>

#include <cctype>
#include <set>

#include "classfile/class_names.hpp"
#include "clp/printer.hpp"
#include "residual/clp_driver.hpp"
#include "residual/labeling.hpp"

namespace symtest::residual {

using clp::ArithOp;
using clp::Guard;
using clp::Operand;
using clp::quoteAtom;
using clp::Rule;
using clp::Stmt;
using clp::ValueType;

std::string prologMethodName(const clp::MethodInfo& method) {
  return fmt::format("{}.{}{}", classfile::sourceName(method.className), method.name,
                     method.descriptor);
}

namespace {

std::string unsupported(const std::string& why) {
  return fmt::format("unsupported({})", quoteAtom(why));
}

std::string prologString(const std::string& text) {
  std::string out = "\"";
  for (char c : text) {
    if (c == '"' || c == '\\') out += '\\';
    out += c == '\n' ? std::string("\\n") : std::string(1, c);
  }
  return out + "\"";
}

int widthOf(ValueType t) {
  return t == ValueType::Long ? 64 : 32;
}

// The default value of a field or array element of descriptor `d`.
std::string defaultValue(const std::string& d) {
  if (d == "F" || d == "D") return "0.0";
  return d.size() == 1 ? "0" : "null";
}

// The kind of a parameter or result descriptor as the driver's domain/2 names it, or empty.
std::string kindOf(char d) {
  switch (d) {
    case 'I':
      return "int";
    case 'J':
      return "long";
    case 'S':
      return "short";
    case 'B':
      return "byte";
    case 'C':
      return "char";
    case 'Z':
      return "boolean";
    case 'V':
      return "void";
    case 'L':
    case '[':
      return "ref";
    default:
      return "";
  }
}

class RuleWriter {
 public:
  RuleWriter(const std::vector<std::string>& predicateAtoms, const Rule& rule)
      : atoms_(predicateAtoms), rule_(rule) {
    std::set<std::string> taken;
    for (size_t i = 0; i < rule.varNames.size(); ++i) {
      std::string name = rule.varNames[i];
      bool valid = !name.empty() && (std::isupper(static_cast<unsigned char>(name[0])) != 0);
      for (char c : name)
        valid = valid && (std::isalnum(static_cast<unsigned char>(c)) || c == '_');
      if (!valid || taken.count(name)) name = fmt::format("V{}", i);
      while (taken.count(name)) name += "_";
      taken.insert(name);
      names_.push_back(name);
    }
  }

  std::string var(clp::VarId v) const { return names_.at(v); }

  std::string operand(const Operand& o) const {
    switch (o.kind) {
      case Operand::Kind::Var:
        return var(o.var);
      case Operand::Kind::Const:
        if (clp::isFloatingPoint(o.type)) throw Unsupported("floating point");
        return fmt::format("{}", o.value);
      case Operand::Kind::Null:
        return "null";
      case Operand::Kind::Ok:
        return "ok";
    }
    return "_";
  }

  std::string list(const std::vector<Operand>& ops) const {
    std::string s;
    for (const Operand& o : ops) s += (s.empty() ? "" : ",") + operand(o);
    return "[" + s + "]";
  }

  std::string vars(const std::vector<clp::VarId>& vs, size_t begin, size_t end) const {
    std::string s;
    for (size_t i = begin; i < end; ++i) s += (i > begin ? "," : "") + var(vs[i]);
    return "[" + s + "]";
  }

  // name([In],[Out],EF): the last of `outs` is the exception flag.
  std::string atom(const std::string& name, const std::string& in,
                   const std::vector<clp::VarId>& outs) const {
    std::string flag = outs.empty() ? "_" : var(outs.back());
    return fmt::format("{}({},{},{})", name, in, vars(outs, 0, outs.empty() ? 0 : outs.size() - 1),
                       flag);
  }

  std::string guard(const Guard& g) const {
    try {
      return guardText(g);
    } catch (const Unsupported& u) {
      return unsupported(u.what());
    }
  }

  std::string stmt(const Stmt& s) const {
    try {
      return stmtText(s);
    } catch (const Unsupported& u) {
      return unsupported(u.what());
    }
  }

 private:
  struct Unsupported : std::runtime_error {
    using std::runtime_error::runtime_error;
  };

  std::string guardText(const Guard& g) const {
    const std::string a = operand(g.a);
    const char* negation = g.positive ? "" : "\\+ ";
    switch (g.kind) {
      case Guard::Kind::Compare:
        if (clp::isFloatingPoint(g.a.type) || clp::isFloatingPoint(g.b.type))
          throw Unsupported("floating point");
        return fmt::format("post({} {} {})", a, clp::toString(g.cmp), operand(g.b));
      case Guard::Kind::InSet: {
        std::string keys;
        for (int32_t k : g.keys) keys += (keys.empty() ? "" : "\\/") + fmt::format("({})", k);
        if (keys.empty()) return g.positive ? "fail" : "true";
        return fmt::format("post({}{} in {})", g.positive ? "" : "#\\ ", a, keys);
      }
      case Guard::Kind::FlagOk:
        return a + " = ok";
      case Guard::Kind::FlagExc:
        return fmt::format("{} = exc({})", a, var(g.bind));
      case Guard::Kind::InstanceOf:
        return fmt::format("{}instance_of({},{})", negation, a,
                           quoteAtom(classfile::sourceName(g.className)));
      case Guard::Kind::IsNull:
        return fmt::format("{} {} null", a, g.positive ? "==" : "\\==");
      case Guard::Kind::TypeIs:
        return fmt::format("exact_type({},{})", a, quoteAtom(classfile::sourceName(g.className)));
      case Guard::Kind::SameRef:
        return fmt::format("{} {} {}", a, g.positive ? "==" : "\\==", operand(g.b));
      case Guard::Kind::StoreFits:
        return fmt::format("{}store_fits({},{})", negation, a, operand(g.b));
      case Guard::Kind::ClassState:
        return fmt::format("class_state({},{})", quoteAtom(classfile::sourceName(g.className)),
                           clp::toString(g.classState));
    }
    throw Unsupported("an unknown guard");
  }

  std::string arith(const Stmt& s) const {
    const std::string d = var(s.dst);
    const std::string a = operand(s.a);
    const ValueType type = s.a.type;
    if (clp::isFloatingPoint(type) || clp::isFloatingPoint(rule_.varTypes[s.dst]))
      throw Unsupported("floating point");
    const int w = widthOf(type);
    auto b = [&] { return operand(s.b); };
    switch (s.op) {
      case ArithOp::Move:
        return fmt::format("{} = {}", d, a);
      case ArithOp::Add:
        return fmt::format("wrap({}, {} + {}, {})", w, a, b(), d);
      case ArithOp::Sub:
        return fmt::format("wrap({}, {} - {}, {})", w, a, b(), d);
      case ArithOp::Mul:
        return fmt::format("wrap_product({}, {}, {}, {})", w, a, b(), d);
      case ArithOp::Div:  // truncating; MIN / -1 wraps back to MIN
        return fmt::format("wrap({}, {} // {}, {})", w, a, b(), d);
      case ArithOp::Rem:
        return fmt::format("post_function({}, {} rem {})", d, a, b());
      case ArithOp::And:
        return fmt::format("bit_and({}, {}, {})", a, b(), d);
      case ArithOp::Or:
        return fmt::format("post_function({}, {} \\/ {})", d, a, b());
      case ArithOp::Xor:
        return fmt::format("post_function({}, {} xor {})", d, a, b());
      case ArithOp::Shl:
        return fmt::format("wrap_shift({}, {}, {}, {})", w, a, b(), d);
      case ArithOp::Shr:
        return fmt::format("shift_right({}, {}, {}, {})", w, a, b(), d);
      case ArithOp::UShr:
        return fmt::format("unsigned_shift({}, {}, {}, {})", w, a, b(), d);
      case ArithOp::Neg:
        return fmt::format("wrap({}, -{}, {})", w, a, d);
      case ArithOp::I2L:
        return fmt::format("{} = {}", d, a);
      case ArithOp::L2I:
        return fmt::format("wrap(32, {}, {})", a, d);
      case ArithOp::I2B:
        return fmt::format("wrap(8, {}, {})", a, d);
      case ArithOp::I2S:
        return fmt::format("wrap(16, {}, {})", a, d);
      case ArithOp::I2C:
        return fmt::format("char_of({}, {})", a, d);
      case ArithOp::Cmp:
        return fmt::format("compare_long({}, {}, {})", a, b(), d);
      default:
        throw Unsupported("floating point");
    }
  }

  std::string stmtText(const Stmt& s) const {
    switch (s.kind) {
      case Stmt::Kind::Arith:
        return arith(s);
      case Stmt::Kind::Call:
        return atom(atoms_.at(s.callee), list(s.args), s.outs);
      case Stmt::Kind::NewObject:
        return fmt::format("new_object({},{})", quoteAtom(classfile::sourceName(s.className)),
                           var(s.dst));
      case Stmt::Kind::Throw:
        return fmt::format("{} = exc({})", var(rule_.outputs.back()), operand(s.a));
      case Stmt::Kind::Return: {
        std::string flag = var(rule_.outputs.back()) + " = ok";
        if (rule_.outputs.size() < 2) return flag;
        return fmt::format("{} = {}, {}", var(rule_.outputs[0]), operand(s.a), flag);
      }
      case Stmt::Kind::GetField:
        return fmt::format("get_field({},{},{},{})", operand(s.a), fieldKey(s),
                           defaultValue(s.descriptor), var(s.dst));
      case Stmt::Kind::PutField:
        return fmt::format("set_field({},{},{})", operand(s.a), fieldKey(s), operand(s.b));
      case Stmt::Kind::GetStatic:
        return fmt::format("get_static({},{},{})", fieldKey(s), defaultValue(s.descriptor),
                           var(s.dst));
      case Stmt::Kind::PutStatic:
        return fmt::format("set_static({},{})", fieldKey(s), operand(s.a));
      case Stmt::Kind::NewArray:
        if (!s.args.empty()) throw Unsupported("a multi-dimensional array");
        return fmt::format("new_array({},{},{})", quoteAtom(s.descriptor), operand(s.a),
                           var(s.dst));
      case Stmt::Kind::Length:
        return fmt::format("array_length({},{})", operand(s.a), var(s.dst));
      case Stmt::Kind::GetArray:
        return fmt::format("get_array({},{},{})", operand(s.a), operand(s.b), var(s.dst));
      case Stmt::Kind::SetArray:
        return fmt::format("set_array({},{},{})", operand(s.a), operand(s.b), operand(s.c));
      case Stmt::Kind::SetClassState:
        return fmt::format("set_class_state({},{})", quoteAtom(classfile::sourceName(s.className)),
                           clp::toString(s.classState));
      case Stmt::Kind::External:
        if (s.external == Stmt::ExternalKind::StringLiteral)
          return fmt::format("string_literal({},{})", prologString(s.field), var(s.outs.at(0)));
        throw Unsupported(fmt::format("a call of {}.{}{} (outside the program)",
                                      classfile::sourceName(s.className), s.field, s.descriptor));
    }
    throw Unsupported("an unknown statement");
  }

  static std::string fieldKey(const Stmt& s) {
    return quoteAtom(classfile::sourceName(s.className) + "." + s.field);
  }

  const std::vector<std::string>& atoms_;
  const Rule& rule_;
  std::vector<std::string> names_;
};

std::string simpleName(const std::string& internalClassName) {
  return internalClassName.substr(internalClassName.rfind('/') + 1);
}

// Why main cannot list `m`, or empty; `kinds` and `result` get its parameters' and result's
// kinds.
std::string listable(const clp::MethodInfo& m, std::vector<std::string>& kinds,
                     std::string& result) {
  if (!m.isStatic) return "an instance method: its receiver is an object input";
  const std::string& d = m.descriptor;
  size_t i = 1;
  while (i < d.size() && d[i] != ')') {
    std::string kind = kindOf(d[i]);
    if (kind.empty()) return "a floating-point parameter";
    if (kind == "ref") return "a reference parameter: inputs are numbers only";
    kinds.push_back(kind);
    ++i;
  }
  result = i + 1 < d.size() ? kindOf(d[i + 1]) : "";
  if (result.empty()) return "a floating-point result";
  return "";
}

}  // namespace

PrologProgram prologProgram(const clp::Program& program,
                            const std::vector<uint32_t>& methodsUnderTest,
                            const PrologContext& context) {
  PrologProgram out;
  std::vector<std::string> atoms;
  for (const clp::Predicate& p : program.predicates)
    atoms.push_back(quoteAtom(simpleName(program.methods[p.method].className) + "." + p.name));

  std::string& t = out.text;
  t += "% The CLP-translated program, written by symtest clp --prolog, with symtest's driver.\n";
  t += "%   swipl -g main -t halt FILE     lists the test cases of the methods below\n";
  t += kClpDriver;
  t += "\n";
  t += kLabeling;
  t += fmt::format("\n% Block-k: k = {} (larger inside the JDK's models).\ndefault_k({}).\n",
                   context.k, context.k);

  t += "\n% The methods main lists: name, entry predicate, parameter kinds, result kind.\n";
  for (uint32_t m : methodsUnderTest) {
    const clp::MethodInfo& info = program.methods[m];
    const std::string name = prologMethodName(info);
    std::vector<std::string> kinds;
    std::string result;
    std::string why = listable(info, kinds, result);
    const clp::PredId entry = program.entryOf(info.className, info.name, info.descriptor);
    if (why.empty() && (entry == clp::kNoPred || program.predicates[entry].rules.empty()))
      why = "not translated";
    if (!why.empty()) {
      out.left.push_back({name, why});
      t += fmt::format("% {}: not listed: {}\n", name, why);
      continue;
    }
    std::string kindList;
    for (const std::string& k : kinds) kindList += (kindList.empty() ? "" : ", ") + k;
    t +=
        fmt::format("method({}, {}, [{}], {}).\n", quoteAtom(name), atoms[entry], kindList, result);
    out.listed.push_back(name);
  }
  if (out.listed.empty()) t += "method(_, _, _, _) :- fail.\n";

  // Subtype facts: every class the program creates against every class it tests for.
  std::set<std::string> created, tested;
  for (const clp::Predicate& p : program.predicates)
    for (const Rule& r : p.rules) {
      for (const Stmt& s : r.body)
        if (s.kind == Stmt::Kind::NewObject) created.insert(s.className);
      for (const Guard& g : r.guards)
        if (g.kind == Guard::Kind::InstanceOf) tested.insert(g.className);
    }
  created.insert("java/lang/String");
  t += "\nsubtype(_, _) :- fail.\n";
  for (const std::string& sub : created)
    for (const std::string& super : tested)
      if (sub != super && context.isSubtype && context.isSubtype(sub, super))
        t += fmt::format("subtype({}, {}).\n", quoteAtom(classfile::sourceName(sub)),
                         quoteAtom(classfile::sourceName(super)));

  t += "\nbound(_, _) :- fail.\nfree_deterministic(_) :- fail.\n";
  for (clp::PredId p = 0; p < program.predicates.size(); ++p) {
    const std::string& cls = program.methods[program.predicates[p].method].className;
    const uint32_t bound = context.bound ? context.bound(cls) : context.k;
    if (bound != context.k) t += fmt::format("bound({}, {}).\n", atoms[p], bound);
    if (context.deterministicFree && context.deterministicFree(cls))
      t += fmt::format("free_deterministic({}).\n", atoms[p]);
  }

  // The predicates, method by method: a wrapper that applies block-k, then the rules.
  uint32_t lastMethod = UINT32_MAX;
  for (clp::PredId p = 0; p < program.predicates.size(); ++p) {
    const clp::Predicate& pred = program.predicates[p];
    if (pred.method != lastMethod)
      t += fmt::format("\n% {}\n", prologMethodName(program.methods[pred.method]));
    lastMethod = pred.method;
    const std::string rules =
        quoteAtom(simpleName(program.methods[pred.method].className) + "." + pred.name + "$");
    if (pred.rules.empty()) {
      t += fmt::format("{}(_, _, _) :- {}.\n", atoms[p],
                       unsupported("a call of " + prologMethodName(program.methods[pred.method]) +
                                   ", which symtest did not translate"));
      continue;
    }
    t += fmt::format("{}(In, Out, EF) :- unfold({}, In, {}(In, Out, EF)).\n", atoms[p], atoms[p],
                     rules);
    for (size_t r = 0; r < pred.rules.size(); ++r) {
      const Rule& rule = pred.rules[r];
      RuleWriter w(atoms, rule);
      std::vector<Operand> params;
      for (size_t i = 0; i < rule.params.size(); ++i)
        params.push_back(Operand::ofVar(rule.params[i], pred.inputs[i]));
      std::vector<std::string> lits{fmt::format("step({}, {})", atoms[p], r + 1)};
      for (const Guard& g : rule.guards) lits.push_back(w.guard(g));
      for (const Stmt& s : rule.body) lits.push_back(w.stmt(s));
      t += w.atom(rules, w.list(params), rule.outputs) + " :-";
      for (size_t i = 0; i < lits.size(); ++i)
        t += "\n    " + lits[i] + (i + 1 < lits.size() ? "," : ".\n");
    }
  }
  return out;
}

}  // namespace symtest::residual
