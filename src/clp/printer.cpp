#include "clp/printer.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <bit>
#include <charconv>
#include <cmath>

namespace symtest::clp {

std::string quoteAtom(const std::string& s) {
  bool plain = !s.empty() && std::islower(static_cast<unsigned char>(s[0]));
  for (char c : s) plain = plain && (std::isalnum(static_cast<unsigned char>(c)) || c == '_');
  if (plain) return s;
  std::string quoted = "'";
  for (char c : s) {
    if (c == '\\' || c == '\'') quoted += '\\';
    quoted += c;
  }
  return quoted + "'";
}

namespace {

// A float or double constant in Prolog's float syntax (shortest text that reads back).
template <typename F>
std::string floatText(F v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[64];
  const auto res = std::to_chars(buf, buf + sizeof buf, v);
  std::string text(buf, res.ptr);
  if (text.find_first_of(".en") == std::string::npos) text += ".0";
  return text;
}

std::string operand(const Rule& rule, const Operand& o) {
  switch (o.kind) {
    case Operand::Kind::Var:
      return rule.varNames[o.var];
    case Operand::Kind::Const:
      if (o.type == ValueType::Float)
        return floatText(std::bit_cast<float>(static_cast<uint32_t>(o.value)));
      if (o.type == ValueType::Double) return floatText(std::bit_cast<double>(o.value));
      return o.type == ValueType::Long ? fmt::format("{}L", o.value) : std::to_string(o.value);
    case Operand::Kind::Null:
      return "null";
    case Operand::Kind::Ok:
      return "ok";
  }
  return "?";
}

std::string list(const Rule& rule, const std::vector<Operand>& ops) {
  std::string s = "[";
  for (size_t i = 0; i < ops.size(); ++i) s += (i ? "," : "") + operand(rule, ops[i]);
  return s + "]";
}

std::string varList(const Rule& rule, const std::vector<VarId>& vars, size_t begin, size_t end) {
  std::string s = "[";
  for (size_t i = begin; i < end; ++i) s += (i > begin ? "," : "") + rule.varNames[vars[i]];
  return s + "]";
}

// A call or head: name([In],[Out],EF) where the last output is the exception flag.
std::string atom(const std::string& name, const std::string& in, const Rule& rule,
                 const std::vector<VarId>& outs) {
  std::string out = varList(rule, outs, 0, outs.empty() ? 0 : outs.size() - 1);
  std::string flag = outs.empty() ? "_" : rule.varNames[outs.back()];
  return fmt::format("{}({},{},{})", quoteAtom(name), in, out, flag);
}

std::string guard(const Rule& rule, const Guard& g) {
  std::string a = operand(rule, g.a);
  switch (g.kind) {
    case Guard::Kind::Compare:
      // Over floats, a guard that holds for NaN is the negation of the IEEE comparison that
      // fails for it: fcmpg + ifge is \+ A #< B.
      if (g.unorderedHolds)
        return fmt::format("\\+ {} {} {}", a, toString(negate(g.cmp)), operand(rule, g.b));
      return fmt::format("{} {} {}", a, toString(g.cmp), operand(rule, g.b));
    case Guard::Kind::InSet: {
      std::string keys;
      for (size_t i = 0; i < g.keys.size(); ++i) keys += (i ? "," : "") + std::to_string(g.keys[i]);
      return fmt::format("{} {} [{}]", a, g.positive ? "in" : "notin", keys);
    }
    case Guard::Kind::FlagOk:
      return a + " = ok";
    case Guard::Kind::FlagExc:
      return fmt::format("{} = exc({})", a, rule.varNames[g.bind]);
    case Guard::Kind::InstanceOf:
      return fmt::format("{}type({},{})", g.positive ? "" : "\\+ ", a, quoteAtom(g.className));
    case Guard::Kind::IsNull:
      return fmt::format("{} {} null", a, g.positive ? "==" : "\\==");
    case Guard::Kind::TypeIs:
      return fmt::format("exact_type({},{})", a, quoteAtom(g.className));
    case Guard::Kind::SameRef:
      return fmt::format("{} {} {}", a, g.positive ? "==" : "\\==", operand(rule, g.b));
    case Guard::Kind::StoreFits:
      return fmt::format("{}store_fits({},{})", g.positive ? "" : "\\+ ", a, operand(rule, g.b));
    case Guard::Kind::ClassState:
      return fmt::format("class_state('{}',{})", g.className, toString(g.classState));
  }
  return "?";
}

std::string stmt(const Program& program, const Rule& rule, const Stmt& s,
                 const PredicateNames& names) {
  switch (s.kind) {
    case Stmt::Kind::Arith: {
      std::string dst = rule.varNames[s.dst];
      std::string a = operand(rule, s.a), b = operand(rule, s.b);
      switch (s.op) {
        case ArithOp::Move:
          return fmt::format("{} = {}", dst, a);
        case ArithOp::Neg:
          return fmt::format("{} #= -{}", dst, a);
        case ArithOp::Cmp:
        case ArithOp::CmpL:
        case ArithOp::CmpG:
          return fmt::format("{} #= {}({},{})", dst, toString(s.op), a, b);
        default:
          if (isUnary(s.op)) return fmt::format("{} #= {}({})", dst, toString(s.op), a);
          return fmt::format("{} #= {} {} {}", dst, a, toString(s.op), b);
      }
    }
    case Stmt::Kind::Call:
      return atom(names ? names(program.predicates[s.callee]) : program.predicates[s.callee].name,
                  list(rule, s.args), rule, s.outs);
    case Stmt::Kind::NewObject:
      return fmt::format("new_object({},{})", quoteAtom(s.className), rule.varNames[s.dst]);
    case Stmt::Kind::Throw:
      return fmt::format("{} = exc({})", rule.varNames[rule.outputs.back()], operand(rule, s.a));
    case Stmt::Kind::GetField:
      return fmt::format("get_field({},{},{},{})", operand(rule, s.a), quoteAtom(s.className),
                         quoteAtom(s.field), rule.varNames[s.dst]);
    case Stmt::Kind::PutField:
      return fmt::format("set_field({},{},{},{})", operand(rule, s.a), quoteAtom(s.className),
                         quoteAtom(s.field), operand(rule, s.b));
    case Stmt::Kind::GetStatic:
      return fmt::format("get_static({},{},{})", quoteAtom(s.className), quoteAtom(s.field),
                         rule.varNames[s.dst]);
    case Stmt::Kind::PutStatic:
      return fmt::format("set_static({},{},{})", quoteAtom(s.className), quoteAtom(s.field),
                         operand(rule, s.a));
    case Stmt::Kind::NewArray:
      if (!s.args.empty()) {
        std::vector<Operand> dims{s.a};
        dims.insert(dims.end(), s.args.begin(), s.args.end());
        return fmt::format("new_array({},{},{})", quoteAtom(s.descriptor), list(rule, dims),
                           rule.varNames[s.dst]);
      }
      return fmt::format("new_array({},{},{})", quoteAtom(s.descriptor), operand(rule, s.a),
                         rule.varNames[s.dst]);
    case Stmt::Kind::Length:
      return fmt::format("length({},{})", operand(rule, s.a), rule.varNames[s.dst]);
    case Stmt::Kind::GetArray:
      return fmt::format("get_array({},{},{})", operand(rule, s.a), operand(rule, s.b),
                         rule.varNames[s.dst]);
    case Stmt::Kind::SetArray:
      return fmt::format("set_array({},{},{})", operand(rule, s.a), operand(rule, s.b),
                         operand(rule, s.c));
    case Stmt::Kind::External: {
      if (s.external == Stmt::ExternalKind::StringLiteral) {
        std::string text;
        for (char c : s.field) {
          if (c == '"' || c == '\\') text += '\\';
          text += c == '\n' ? std::string("\\n") : std::string(1, c);
        }
        return fmt::format("{} = \"{}\"", rule.varNames[s.outs.at(0)], text);
      }
      // One name per ExternalKind, in its order.
      static const char* kinds[] = {
          "external",        "input_source",   "assume",         "is_input",
          "message",         "class_of",       "exit",           "identity_hash",
          "class_name",      "shallow_copy",   "string_literal", "float_primitive",
          "code_point_test", "code_point_map", "model_bound",    "record_argument",
          "class_query",     "unsupported"};
      static_assert(sizeof kinds / sizeof kinds[0] ==
                    static_cast<size_t>(Stmt::ExternalKind::Unsupported) + 1);
      std::string out = s.outs.empty() ? "_" : rule.varNames[s.outs[0]];
      // A call that may throw has its flag last (a void one, its flag alone).
      for (size_t k = 1; k < s.outs.size(); ++k) out += "," + rule.varNames[s.outs[k]];
      return fmt::format("{}('{}.{}{}',{},{})", kinds[static_cast<int>(s.external)], s.className,
                         s.field, s.descriptor, list(rule, s.args), out);
    }
    case Stmt::Kind::SetClassState:
      return fmt::format("set_class_state('{}',{})", s.className, toString(s.classState));
    case Stmt::Kind::Return: {
      std::string flag = rule.varNames[rule.outputs.back()] + " = ok";
      if (rule.outputs.size() < 2) return flag;
      return fmt::format("{} = {}, {}", rule.varNames[rule.outputs[0]], operand(rule, s.a), flag);
    }
  }
  return "?";
}

}  // namespace

std::string printRule(const Program& program, const Predicate& pred, const Rule& rule,
                      const PredicateNames& names) {
  if (names && !rule.varNames.empty() && rule.varNames[0] != "V0") {
    // Variable names come from callees' names too: numbered instead, like the predicates.
    Rule numbered = rule;
    for (size_t i = 0; i < numbered.varNames.size(); ++i)
      numbered.varNames[i] = fmt::format("V{}", i);
    return printRule(program, pred, numbered, names);
  }
  std::vector<Operand> params;
  for (size_t i = 0; i < rule.params.size(); ++i)
    params.push_back(Operand::ofVar(rule.params[i], pred.inputs[i]));
  std::string head = atom(names ? names(pred) : pred.name, list(rule, params), rule, rule.outputs);
  std::vector<std::string> lits;
  for (const Guard& g : rule.guards) lits.push_back(guard(rule, g));
  for (const Stmt& s : rule.body) lits.push_back(stmt(program, rule, s, names));
  if (lits.empty()) return head + ".";
  std::string text = head + " :-";
  for (size_t i = 0; i < lits.size(); ++i)
    text += "\n    " + lits[i] + (i + 1 < lits.size() ? "," : ".");
  return text;
}

std::string printPredicate(const Program& program, const Predicate& pred,
                           const PredicateNames& names) {
  std::string text;
  for (const Rule& r : pred.rules) text += printRule(program, pred, r, names) + "\n";
  return text;
}

std::string printMethod(const Program& program, uint32_t method, const PredicateNames& names) {
  const MethodInfo& m = program.methods[method];
  std::vector<const Predicate*> preds;
  for (const Predicate& p : program.predicates)
    if (p.method == method) preds.push_back(&p);
  std::stable_sort(preds.begin(), preds.end(), [&](const Predicate* x, const Predicate* y) {
    if (x->isEntry != y->isEntry) return x->isEntry;
    if (x->blockPc != y->blockPc || !names) return x->blockPc < y->blockPc;
    return names(*x) < names(*y);
  });
  std::string text = fmt::format("% {}.{}{}\n", m.className, m.name, m.descriptor);
  for (const Predicate* p : preds) text += printPredicate(program, *p, names);
  return text;
}

std::string printProgram(const Program& program) {
  std::string text;
  for (uint32_t m = 0; m < program.methods.size(); ++m) {
    if (m) text += "\n";
    text += printMethod(program, m);
  }
  return text;
}

}  // namespace symtest::clp
