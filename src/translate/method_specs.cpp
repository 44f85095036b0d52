#include "translate/method_specs.hpp"

#include <fmt/format.h>

#include <cctype>
#include <nlohmann/json.hpp>
#include <stdexcept>

#include "classfile/class_names.hpp"
#include "classfile/descriptor.hpp"
#include "classfile/opcodes.hpp"
#include "classfile/synthetic_code.hpp"

namespace symtest::translate {

namespace {

namespace op = classfile::op;
using classfile::JavaType;
using Kind = JavaType::Kind;

std::string internal(std::string name) {
  name = classfile::internalName(name);
  return name;
}

// ---- Expressions: Java syntax over int, long and boolean parameters ----

enum class Ty { Int, Long, Bool };

struct Param {
  std::string name;
  JavaType type;
  uint16_t slot;
};

struct Node {
  enum class K { Num, Bool, Var, Unary, Binary } k = K::Num;
  std::string op;
  int64_t value = 0;
  Ty ty = Ty::Int;
  const Param* param = nullptr;
  std::unique_ptr<Node> a, b;
};

class Parser {
 public:
  Parser(const std::string& text, const std::vector<Param>& params)
      : text_(text), params_(params) {}

  std::unique_ptr<Node> parse() {
    auto n = binary(1);
    skipSpace();
    if (pos_ < text_.size()) fail(fmt::format("unexpected '{}'", text_.substr(pos_)));
    return n;
  }

 private:
  static int precedence(const std::string& o) {
    if (o == "||") return 1;
    if (o == "&&") return 2;
    if (o == "|") return 3;
    if (o == "^") return 4;
    if (o == "&") return 5;
    if (o == "==" || o == "!=") return 6;
    if (o == "<" || o == "<=" || o == ">" || o == ">=") return 7;
    if (o == "<<" || o == ">>" || o == ">>>") return 8;
    if (o == "+" || o == "-") return 9;
    if (o == "*" || o == "/" || o == "%") return 10;
    return 0;
  }

  [[noreturn]] void fail(const std::string& why) const {
    throw std::invalid_argument(fmt::format("'{}': {}", text_, why));
  }

  void skipSpace() {
    while (pos_ < text_.size() && std::isspace(static_cast<unsigned char>(text_[pos_]))) ++pos_;
  }

  std::string peekOperator() {
    skipSpace();
    static const char* ops[] = {">>>", "<<", ">>", "<=", ">=", "==", "!=", "&&", "||", "+",
                                "-",   "*",  "/",  "%",  "<",  ">",  "&",  "|",  "^"};
    for (const char* o : ops)
      if (text_.compare(pos_, std::string(o).size(), o) == 0) return o;
    return "";
  }

  std::unique_ptr<Node> binary(int minPrec) {
    auto left = unary();
    while (true) {
      std::string o = peekOperator();
      int p = precedence(o);
      if (o.empty() || p < minPrec) return left;
      pos_ += o.size();
      auto right = binary(p + 1);
      left = typed(o, std::move(left), std::move(right));
    }
  }

  std::unique_ptr<Node> typed(const std::string& o, std::unique_ptr<Node> a,
                              std::unique_ptr<Node> b) {
    auto n = std::make_unique<Node>();
    n->k = Node::K::Binary;
    n->op = o;
    const bool numeric = a->ty != Ty::Bool && b->ty != Ty::Bool;
    const Ty wide = a->ty == Ty::Long || b->ty == Ty::Long ? Ty::Long : Ty::Int;
    if (o == "&&" || o == "||") {
      if (a->ty != Ty::Bool || b->ty != Ty::Bool) fail(o + " needs boolean operands");
      n->ty = Ty::Bool;
    } else if (o == "==" || o == "!=") {
      if (!numeric && a->ty != b->ty) fail(o + " compares a boolean with a number");
      n->ty = Ty::Bool;
    } else if (o == "<" || o == "<=" || o == ">" || o == ">=") {
      if (!numeric) fail(o + " needs numbers");
      n->ty = Ty::Bool;
    } else if (o == "&" || o == "|" || o == "^") {
      if (!numeric && (a->ty != Ty::Bool || b->ty != Ty::Bool))
        fail(o + " mixes booleans and numbers");
      n->ty = numeric ? wide : Ty::Bool;
    } else if (o == "<<" || o == ">>" || o == ">>>") {
      if (!numeric) fail(o + " needs numbers");
      n->ty = a->ty;
    } else {
      if (!numeric) fail(o + " needs numbers");
      n->ty = wide;
    }
    n->a = std::move(a);
    n->b = std::move(b);
    return n;
  }

  std::unique_ptr<Node> unary() {
    skipSpace();
    if (pos_ >= text_.size()) fail("an operand is missing");
    char c = text_[pos_];
    if (c == '(') {
      ++pos_;
      auto n = binary(1);
      skipSpace();
      if (pos_ >= text_.size() || text_[pos_] != ')') fail("')' is missing");
      ++pos_;
      return n;
    }
    if (c == '-' || c == '!' || c == '~') {
      ++pos_;
      auto operand = unary();
      if (c == '-' && operand->k == Node::K::Num) {
        operand->value = -operand->value;
        if (operand->ty == Ty::Int && operand->value < INT32_MIN) fail("integer literal too large");
        return operand;
      }
      if ((c == '!') != (operand->ty == Ty::Bool))
        fail(std::string(1, c) + (c == '!' ? " needs a boolean" : " needs a number"));
      auto n = std::make_unique<Node>();
      n->k = Node::K::Unary;
      n->op = std::string(1, c);
      n->ty = operand->ty;
      n->a = std::move(operand);
      return n;
    }
    if (std::isdigit(static_cast<unsigned char>(c))) return number();
    if (std::isalpha(static_cast<unsigned char>(c)) || c == '_' || c == '$') return name();
    fail(fmt::format("unexpected '{}'", text_.substr(pos_)));
  }

  std::unique_ptr<Node> number() {
    size_t start = pos_;
    int base = 10;
    if (text_.compare(pos_, 2, "0x") == 0 || text_.compare(pos_, 2, "0X") == 0) {
      base = 16;
      pos_ += 2;
    }
    while (pos_ < text_.size() && std::isxdigit(static_cast<unsigned char>(text_[pos_]))) ++pos_;
    std::string digits = text_.substr(start, pos_ - start);
    bool isLong = pos_ < text_.size() && (text_[pos_] == 'L' || text_[pos_] == 'l');
    if (isLong) ++pos_;
    auto n = std::make_unique<Node>();
    const std::string body = base == 16 ? digits.substr(2) : digits;
    unsigned long long v = 0;
    size_t used = 0;
    try {
      v = std::stoull(body, &used, base);
    } catch (const std::out_of_range&) {
      fail("number out of range");
    } catch (const std::invalid_argument&) {
      fail("malformed number");
    }
    if (used != body.size()) fail("malformed number");
    if (!isLong && base == 10 && v > 2147483648ULL) fail("integer literal too large (add L)");
    if (!isLong && base == 16 && v > 0xffffffffULL) fail("integer literal too large (add L)");
    n->value = !isLong && base == 16 ? static_cast<int32_t>(v) : static_cast<int64_t>(v);
    n->ty = isLong ? Ty::Long : Ty::Int;
    return n;
  }

  std::unique_ptr<Node> name() {
    size_t start = pos_;
    while (pos_ < text_.size() && (std::isalnum(static_cast<unsigned char>(text_[pos_])) ||
                                   text_[pos_] == '_' || text_[pos_] == '$'))
      ++pos_;
    std::string id = text_.substr(start, pos_ - start);
    auto n = std::make_unique<Node>();
    if (id == "true" || id == "false") {
      n->k = Node::K::Bool;
      n->ty = Ty::Bool;
      n->value = id == "true";
      return n;
    }
    for (const Param& p : params_) {
      if (p.name != id) continue;
      n->k = Node::K::Var;
      n->param = &p;
      if (p.type.kind == Kind::Boolean)
        n->ty = Ty::Bool;
      else if (p.type.kind == Kind::Long)
        n->ty = Ty::Long;
      else if (p.type.isIntLike())
        n->ty = Ty::Int;
      else
        fail(fmt::format("parameter {} of type {} cannot be used in an expression", id,
                         p.type.javaName()));
      return n;
    }
    fail(fmt::format("unknown name '{}'", id));
  }

  const std::string& text_;
  const std::vector<Param>& params_;
  size_t pos_ = 0;
};

// ---- Bytecode ----

class Emitter {
 public:
  explicit Emitter(classfile::CodeWriter& w) : w_(w) {}

  // Pushes the value of `n` as type `to` (Int or Long; booleans as 0/1 ints).
  void value(const Node& n, Ty to) {
    Ty from = n.ty == Ty::Bool ? Ty::Int : n.ty;
    if (n.ty == Ty::Bool && n.k != Node::K::Var && n.k != Node::K::Bool) {
      std::vector<size_t> no;
      jumpUnless(n, no);
      w_.op(op::iconst_1);
      size_t done = w_.jump(op::goto_);
      for (size_t j : no) w_.bind(j);
      w_.op(op::iconst_0);
      w_.bind(done);
    } else {
      raw(n, from);
    }
    if (from == Ty::Int && to == Ty::Long) w_.op(op::i2l);
    if (from == Ty::Long && to == Ty::Int) w_.op(op::l2i);
  }

  // Jumps (positions appended to `no`) when `n` is false; falls through when true.
  void jumpUnless(const Node& n, std::vector<size_t>& no) { condition(n, false, no); }

 private:
  // Jumps to `targets` when n == when; falls through otherwise.
  void condition(const Node& n, bool when, std::vector<size_t>& targets) {
    if (n.k == Node::K::Bool) {
      if ((n.value != 0) == when) targets.push_back(w_.jump(op::goto_));
      return;
    }
    if (n.k == Node::K::Unary && n.op == "!") return condition(*n.a, !when, targets);
    if (n.k == Node::K::Binary && (n.op == "&&" || n.op == "||")) {
      const bool conj = n.op == "&&";
      if (conj != when) {  // a single false (&&) or true (||) operand decides
        condition(*n.a, when, targets);
        condition(*n.b, when, targets);
      } else {
        std::vector<size_t> skip;
        condition(*n.a, !when, skip);
        condition(*n.b, when, targets);
        for (size_t j : skip) w_.bind(j);
      }
      return;
    }
    if (n.k == Node::K::Binary && n.op != "&" && n.op != "|" && n.op != "^") {
      const bool cmpLong = n.a->ty == Ty::Long || n.b->ty == Ty::Long;
      const Ty t = cmpLong ? Ty::Long : Ty::Int;
      value(*n.a, t);
      value(*n.b, t);
      std::string o = n.op;
      if (!when) {
        static const std::map<std::string, std::string> negate{
            {"==", "!="}, {"!=", "=="}, {"<", ">="}, {">=", "<"}, {">", "<="}, {"<=", ">"}};
        o = negate.at(o);
      }
      static const std::map<std::string, int> index{{"==", 0}, {"!=", 1}, {"<", 2},
                                                    {">=", 3}, {">", 4},  {"<=", 5}};
      if (cmpLong) {
        w_.op(op::lcmp);
        targets.push_back(w_.jump(static_cast<uint8_t>(op::ifeq + index.at(o))));
      } else {
        targets.push_back(w_.jump(static_cast<uint8_t>(op::if_icmpeq + index.at(o))));
      }
      return;
    }
    // A boolean parameter, or & | ^ over booleans: an int 0/1.
    raw(n, Ty::Int);
    targets.push_back(w_.jump(when ? op::ifne : op::ifeq));
  }

  void raw(const Node& n, Ty t) {
    switch (n.k) {
      case Node::K::Num:
        if (t == Ty::Long)
          constantLong(n.value);
        else
          w_.pushInt(static_cast<int32_t>(n.value));
        return;
      case Node::K::Bool:
        w_.pushInt(n.value != 0);
        return;
      case Node::K::Var:
        w_.load(n.param->type, n.param->slot);
        return;
      case Node::K::Unary:
        value(*n.a, t);
        if (n.op == "-") {
          w_.op(t == Ty::Long ? op::lneg : op::ineg);
        } else {  // ~
          if (t == Ty::Long)
            constantLong(-1);
          else
            w_.pushInt(-1);
          w_.op(t == Ty::Long ? op::lxor : op::ixor);
        }
        return;
      case Node::K::Binary:
        break;
    }
    const bool isLong = t == Ty::Long;
    if (n.op == "<<" || n.op == ">>" || n.op == ">>>") {
      value(*n.a, t);
      value(*n.b, Ty::Int);
      uint8_t base = n.op == "<<" ? op::ishl : n.op == ">>" ? op::ishr : op::iushr;
      w_.op(static_cast<uint8_t>(base + (isLong ? 1 : 0)));
      return;
    }
    value(*n.a, t);
    value(*n.b, t);
    static const std::map<std::string, uint8_t> ops{
        {"+", op::iadd}, {"-", op::isub}, {"*", op::imul}, {"/", op::idiv},
        {"%", op::irem}, {"&", op::iand}, {"|", op::ior},  {"^", op::ixor}};
    // Each int opcode is followed by its long variant (iadd, ladd; iand, land; ...).
    w_.op(static_cast<uint8_t>(ops.at(n.op) + (isLong ? 1 : 0)));
  }

  void constantLong(int64_t v) {
    if (v == 0 || v == 1) {
      w_.op(static_cast<uint8_t>(op::lconst_0 + v));
      return;
    }
    w_.op(op::ldc2_w);
    w_.u2(w_.pool().longConstant(v));
  }

  classfile::CodeWriter& w_;
};

Ty tyOf(const JavaType& t) {
  return t.kind == Kind::Long ? Ty::Long : t.kind == Kind::Boolean ? Ty::Bool : Ty::Int;
}

bool expressible(const JavaType& t) {
  return t.isIntLike() || t.kind == Kind::Long;
}

}  // namespace

std::string specClassName(const std::string& owner) {
  return owner + "$$Spec";
}

std::string specDescriptor(const MethodSpec& spec, bool isStatic) {
  return isStatic ? spec.descriptor : "(L" + spec.owner + ";" + spec.descriptor.substr(1);
}

std::vector<MethodSpec> parseSpecs(const std::string& text, const std::string& fileName) {
  using nlohmann::json;
  json doc;
  try {
    doc = json::parse(text);
  } catch (const json::exception& e) {
    throw std::invalid_argument(fmt::format("{}: not JSON: {}", fileName, e.what()));
  }
  std::vector<MethodSpec> out;
  try {
    if (!doc.is_object() || !doc.contains("methods") || !doc.at("methods").is_array())
      throw std::invalid_argument("expected an object with a \"methods\" array");
    for (const json& m : doc.at("methods")) {
      MethodSpec s;
      std::string sig = m.at("method").get<std::string>();
      s.where = fmt::format("{}: {}", fileName, sig);
      auto paren = sig.find('(');
      auto dot = sig.rfind('.', paren);
      if (paren == std::string::npos || dot == std::string::npos || dot == 0)
        throw std::invalid_argument(fmt::format(
            "{}: write the method as Class.name(descriptor), e.g. com.acme.Crc.update(I)I", sig));
      s.owner = internal(sig.substr(0, dot));
      s.name = sig.substr(dot + 1, paren - dot - 1);
      s.descriptor = internal(sig.substr(paren));
      try {
        classfile::parseMethodDescriptor(s.descriptor);
      } catch (const std::invalid_argument& e) {
        throw std::invalid_argument(fmt::format("{}: {}", sig, e.what()));
      }
      if (m.contains("static")) s.isStatic = m.at("static").get<bool>();
      if (m.contains("params")) s.paramNames = m.at("params").get<std::vector<std::string>>();
      if (!m.contains("cases") || m.at("cases").empty())
        throw std::invalid_argument(sig + ": no cases");
      for (const json& c : m.at("cases")) {
        SpecCase sc;
        if (c.contains("when")) sc.when = c.at("when").get<std::string>();
        if (c.contains("returns")) sc.returns = c.at("returns").get<std::string>();
        if (c.contains("throws")) sc.throws = internal(c.at("throws").get<std::string>());
        if (c.contains("message")) sc.message = c.at("message").get<std::string>();
        if (c.contains("writes"))
          for (const auto& [field, value] : c.at("writes").items())
            sc.writes.push_back({field, value.get<std::string>()});
        if (sc.returns && !sc.throws.empty())
          throw std::invalid_argument(sig + ": a case either returns or throws");
        s.cases.push_back(std::move(sc));
      }
      out.push_back(std::move(s));
    }
  } catch (const json::exception& e) {
    throw std::invalid_argument(fmt::format("{}: {}", fileName, e.what()));
  } catch (const std::invalid_argument& e) {
    if (std::string(e.what()).rfind(fileName, 0) == 0) throw;
    throw std::invalid_argument(fmt::format("{}: {}", fileName, e.what()));
  }
  return out;
}

std::unique_ptr<classfile::ClassFile> specClass(const std::string& owner,
                                                const std::vector<const MethodSpec*>& specs,
                                                classfile::ClassPath& classPath) {
  auto cf = std::make_unique<classfile::ClassFile>();
  cf->name = specClassName(owner);
  cf->origin = "specification of " + owner;
  cf->majorVersion = 61;
  cf->access = classfile::kAccPublic | classfile::kAccFinal | classfile::kAccSynthetic;
  cf->superName = "java/lang/Object";
  cf->pool.origin = cf->origin;
  classfile::PoolBuilder pool(cf->pool);
  const classfile::ClassFile* declared = classPath.find(owner);
  for (const MethodSpec* spec : specs) {
    const classfile::Method* real =
        declared ? declared->findMethod(spec->name, spec->descriptor) : nullptr;
    const bool isStatic = spec->isStatic.value_or(real ? real->isStatic() : true);
    const classfile::MethodDescriptor md = classfile::parseMethodDescriptor(spec->descriptor);
    std::vector<Param> params;
    uint16_t slot = 0;
    if (!isStatic) params.push_back({"this", {Kind::Class, owner, ""}, slot++});
    for (size_t i = 0; i < md.params.size(); ++i) {
      std::string name = i < spec->paramNames.size() ? spec->paramNames[i] : fmt::format("a{}", i);
      params.push_back({name, md.params[i], slot});
      slot = static_cast<uint16_t>(slot + md.params[i].slots());
    }
    const std::string desc = specDescriptor(*spec, isStatic);
    classfile::CodeWriter w(pool, cf->name);
    Emitter emit(w);
    for (size_t ci = 0; ci < spec->cases.size(); ++ci) {
      const SpecCase& c = spec->cases[ci];
      auto where = [&](const std::string& why) {
        return std::invalid_argument(fmt::format("{}, case {}: {}", spec->where, ci + 1, why));
      };
      try {
        std::vector<size_t> next;
        auto when = Parser(c.when, params).parse();
        if (when->ty != Ty::Bool) throw where("'when' must be a condition");
        emit.jumpUnless(*when, next);
        for (const auto& [target, text] : c.writes) {
          auto dot = target.rfind('.');
          if (dot == std::string::npos) throw where("write to Class.field or this.field");
          const bool onThis = target.substr(0, dot) == "this";
          if (onThis && isStatic) throw where("a static method has no 'this'");
          const std::string cls = onThis ? owner : internal(target.substr(0, dot));
          const std::string field = target.substr(dot + 1);
          const classfile::ClassFile* fc = classPath.find(cls);
          const classfile::Field* f = fc ? fc->findField(field) : nullptr;
          if (!f) throw where("no field " + field + " in " + cls);
          if (f->isStatic() == onThis) throw where(target + ": static and instance fields differ");
          JavaType ft = classfile::parseFieldDescriptor(f->descriptor);
          if (!expressible(ft)) throw where(target + " is not an int, long or boolean field");
          if (onThis) w.load(params[0].type, 0);
          auto v = Parser(text, params).parse();
          if ((v->ty == Ty::Bool) != (ft.kind == Kind::Boolean))
            throw where(target + ": the value's type does not match the field");
          emit.value(*v, tyOf(ft) == Ty::Long ? Ty::Long : Ty::Int);
          w.withIndex(onThis ? op::putfield : op::putstatic,
                      pool.member(classfile::ConstantPool::kFieldref, cls, field, f->descriptor));
        }
        if (!c.throws.empty()) {
          w.withIndex(op::new_, pool.cls(c.throws));
          w.op(op::dup);
          if (c.message) {
            w.ldcString(*c.message);
            w.invoke(op::invokespecial, c.throws, "<init>", "(Ljava/lang/String;)V");
          } else {
            w.invoke(op::invokespecial, c.throws, "<init>", "()V");
          }
          w.op(op::athrow);
        } else if (md.result.kind == Kind::Void) {
          if (c.returns) throw where("a void method returns nothing");
          w.op(op::return_);
        } else {
          if (!c.returns) throw where("'returns' or 'throws' is missing");
          if (md.result.isReference()) {
            if (*c.returns != "null") throw where("a reference result can only be null");
            w.op(op::aconst_null);
          } else {
            if (!expressible(md.result)) throw where("float and double results are not supported");
            auto v = Parser(*c.returns, params).parse();
            if ((v->ty == Ty::Bool) != (md.result.kind == Kind::Boolean))
              throw where("the result's type does not match the method's");
            emit.value(*v, tyOf(md.result) == Ty::Long ? Ty::Long : Ty::Int);
            if (md.result.kind == Kind::Byte) w.op(op::i2b);
            if (md.result.kind == Kind::Char) w.op(op::i2c);
            if (md.result.kind == Kind::Short) w.op(op::i2s);
          }
          w.returnOf(md.result);
        }
        for (size_t j : next) w.bind(j);
      } catch (const std::invalid_argument& e) {
        if (std::string(e.what()).rfind(spec->where, 0) == 0) throw;
        throw where(e.what());
      }
    }
    // No case matched: a call outside the analysed classes, reported and never guessed.
    for (const Param& p : params) w.load(p.type, p.slot);
    w.invoke(op::invokestatic, "symtest/NoSpecCase",
             classfile::parseFieldDescriptor("L" + owner + ";").javaName() + "." + spec->name,
             desc);
    w.returnOf(md.result);
    classfile::Method m;
    m.access = classfile::kAccPublic | classfile::kAccStatic | classfile::kAccSynthetic;
    m.name = spec->name;
    m.descriptor = desc;
    classfile::Code code;
    code.maxLocals = slot;
    code.maxStack = 64;
    code.bytecode = std::move(w.bytes);
    m.code = std::move(code);
    cf->methods.push_back(std::move(m));
  }
  return cf;
}

}  // namespace symtest::translate
