#include "residual/clpfd_text.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <cctype>

namespace symtest::residual {

using solver::ExprId;
using solver::Op;

namespace {

// 2^width and 2^(width-1) in decimal (width 1..64).
std::string power(int width) {
  return width >= 64 ? "18446744073709551616" : fmt::format("{}", uint64_t{1} << width);
}
std::string half(int width) {
  return fmt::format("{}", uint64_t{1} << (width - 1));
}

// The signed value of `bits` at `width`.
int64_t signedValue(uint64_t bits, int width) {
  if (width >= 64) return static_cast<int64_t>(bits);
  const uint64_t sign = uint64_t{1} << (width - 1);
  return static_cast<int64_t>((bits ^ sign) - sign);
}

}  // namespace

std::string ClpfdText::fresh() {
  return fmt::format("T{}", ++temporaries_);
}

std::string ClpfdText::define(const std::string& expression) {
  std::string t = fresh();
  goals_.push_back(t + " #= " + expression);
  return t;
}

std::string ClpfdText::wrapped(const std::string& expression, int width) {
  // ((E + 2^(w-1)) mod 2^w) - 2^(w-1): the JVM's two's complement wrap-around.
  return define(
      fmt::format("(({}) + {}) mod {} - {}", expression, half(width), power(width), half(width)));
}

std::string ClpfdText::unsignedView(const std::string& term, int width) {
  return define(fmt::format("{} mod {}", term, power(width)));
}

std::string ClpfdText::variable(uint32_t varIndex) {
  auto [it, fresh] = variables_.try_emplace(varIndex);
  if (!fresh) return it->second;
  const solver::VarInfo& info = pool_.var(varIndex);
  if (info.isFloat) throw NotClpfd("floating-point input " + info.name);
  if (info.width == 0) {
    it->second = fmt::format("V{}", varIndex);
    domains_.push_back(it->second + " in 0..1");
    return it->second;
  }
  // The input's own name as a Prolog variable ("a" -> A), when it is a plain identifier not
  // taken yet; else V and its index.
  std::string name;
  if (!info.name.empty() && std::isalpha(static_cast<unsigned char>(info.name[0])) &&
      std::all_of(info.name.begin(), info.name.end(),
                  [](char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; })) {
    name = info.name;
    name[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(name[0])));
    for (const auto& [index, taken] : variables_)
      if (taken == name || name.starts_with("T") || name.starts_with("V")) name.clear();
  }
  if (name.empty()) name = fmt::format("V{}", varIndex);
  if (info.isSigned) {
    domains_.push_back(fmt::format("{} in -{}..{}", name, half(info.width),
                                   (uint64_t{1} << (info.width - 1)) - 1));
    it->second = name;
  } else {
    // An unsigned input (char, boolean) holds 0..2^w-1; terms are signed views.
    domains_.push_back(fmt::format(
        "{} in 0..{}", name, info.width >= 64 ? UINT64_MAX : (uint64_t{1} << info.width) - 1));
    it->second = name;
  }
  return it->second;
}

std::string ClpfdText::term(ExprId e) {
  if (auto it = terms_.find(e); it != terms_.end()) return it->second;
  const solver::ExprNode& n = pool_.node(e);
  if (n.isFloat || n.op >= solver::kFirstFpOp) throw NotClpfd("floating point");
  const int w = n.width;
  std::string out;
  auto a = [&] { return term(n.a); };
  auto b = [&] { return term(n.b); };
  switch (n.op) {
    case Op::Const:
      if (w == 0) throw NotClpfd("a boolean as a value");
      out = fmt::format("{}", signedValue(n.value, w));
      break;
    case Op::Var: {
      const std::string v = variable(static_cast<uint32_t>(n.value));
      const solver::VarInfo& info = pool_.var(static_cast<uint32_t>(n.value));
      out = info.isSigned || info.width == 0 ? v : wrapped(v, w);
      break;
    }
    case Op::Add:
      out = wrapped(a() + " + " + b(), w);
      break;
    case Op::Sub:
      out = wrapped(a() + " - " + b(), w);
      break;
    case Op::Mul:
      out = wrapped(a() + " * " + b(), w);
      break;
    case Op::Neg:
      out = wrapped("-" + a(), w);
      break;
    case Op::SDiv:
      out = wrapped(a() + " // " + b(), w);
      break;  // MIN / -1 wraps to MIN
    case Op::SRem:
      out = define(a() + " rem " + b());
      break;
    case Op::And:
      out = define(a() + " /\\ " + b());
      break;
    case Op::Or:
      out = define(a() + " \\/ " + b());
      break;
    case Op::Xor:
      out = define(a() + " xor " + b());
      break;
    case Op::Shl:
      out = wrapped(a() + " << " + b(), w);
      break;
    case Op::AShr:
      out = define(a() + " >> " + b());
      break;
    case Op::LShr:
      out = wrapped(unsignedView(a(), w) + " >> " + b(), w);
      break;
    case Op::SExt:
      out = a();
      break;
    case Op::ZExt:
      out = unsignedView(a(), pool_.node(n.a).width);
      break;
    case Op::Trunc:
      out = wrapped(a(), w);
      break;
    case Op::Ite: {
      const std::string c = formula(n.a), x = term(n.b), y = term(n.c);
      out = fresh();
      goals_.push_back(fmt::format("({c}) #==> {t} #= {x}", fmt::arg("c", c), fmt::arg("t", out),
                                   fmt::arg("x", x)));
      goals_.push_back(fmt::format("#\\ ({c}) #==> {t} #= {y}", fmt::arg("c", c),
                                   fmt::arg("t", out), fmt::arg("y", y)));
      break;
    }
    case Op::MapCodePoint:
      throw NotClpfd("a Character case mapping (Unicode code point map)");
    default:
      throw NotClpfd("a boolean as a value");
  }
  terms_[e] = out;
  return out;
}

std::string ClpfdText::formula(ExprId e) {
  const solver::ExprNode& n = pool_.node(e);
  if (n.op >= solver::kFirstFpOp) throw NotClpfd("floating point");
  auto cmp = [&](const char* op) { return fmt::format("{} {} {}", term(n.a), op, term(n.b)); };
  switch (n.op) {
    case Op::Const:
      return n.value ? "1 #= 1" : "0 #= 1";
    case Op::Var:
      return variable(static_cast<uint32_t>(n.value)) + " #= 1";
    case Op::Eq:
      if (pool_.node(n.a).width == 0)
        return fmt::format("({}) #<==> ({})", formula(n.a), formula(n.b));
      return cmp("#=");
    case Op::Ne:
      if (pool_.node(n.a).width == 0)
        return fmt::format("#\\ (({}) #<==> ({}))", formula(n.a), formula(n.b));
      return cmp("#\\=");
    case Op::Slt:
      return cmp("#<");
    case Op::Sle:
      return cmp("#=<");
    case Op::Sgt:
      return cmp("#>");
    case Op::Sge:
      return cmp("#>=");
    case Op::Not:
      return fmt::format("#\\ ({})", formula(n.a));
    case Op::BoolAnd:
      return fmt::format("({}) #/\\ ({})", formula(n.a), formula(n.b));
    case Op::BoolOr:
      return fmt::format("({}) #\\/ ({})", formula(n.a), formula(n.b));
    case Op::Ite:
      return fmt::format("(({0}) #/\\ ({1})) #\\/ (#\\ ({0}) #/\\ ({2}))", formula(n.a),
                         formula(n.b), formula(n.c));
    case Op::InCodePointSet:
      throw NotClpfd("a Character classification (Unicode code point set)");
    case Op::Internal:
      return formula(n.a);
    default:
      throw NotClpfd("a value as a condition");
  }
}

}  // namespace symtest::residual
