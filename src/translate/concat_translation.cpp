// String concatenation: javac's invokedynamic of StringConcatFactory.makeConcatWithConstants
// becomes one call of the model SymtestConcat.concat with the recipe and the arguments.
#include <string>
#include <vector>

#include "classfile/descriptor.hpp"
#include "translate/method_translator.hpp"

namespace symtest::translate {

using classfile::Instruction;
using clp::Operand;
using clp::PredId;
using clp::Stmt;
using clp::ValueType;

std::string MethodTranslator::concatRecipe(const Instruction& insn) {
  uint16_t bsm = 0;
  auto site = cls_.pool.invokeDynamic(static_cast<uint16_t>(insn.operand), &bsm);
  bool isConcat = false;
  std::string recipe;
  if (bsm < cls_.bootstrapMethods.size()) {
    const auto& b = cls_.bootstrapMethods[bsm];
    const auto& handle = cls_.pool.entries[b.methodHandle];
    auto target = cls_.pool.memberRef(handle.b);
    isConcat = target.owner == "java/lang/invoke/StringConcatFactory" &&
               target.name == "makeConcatWithConstants" && !b.arguments.empty();
    if (isConcat) {
      auto c = cls_.pool.loadable(b.arguments[0]);
      auto* text = std::get_if<classfile::StringConstant>(&c);
      isConcat = text != nullptr;
      if (text) {
        // Tag each argument with its type; inline the \2 constants.
        auto md = classfile::parseMethodDescriptor(site.descriptor);
        size_t arg = 0, constant = 1;
        for (char ch : text->value) {
          if (ch == '\1') {
            if (arg >= md.params.size()) unsupported(insn.offset, "malformed concatenation recipe");
            using K = classfile::JavaType::Kind;
            K k = md.params[arg++].kind;
            recipe += '\1';
            recipe += k == K::Char                       ? 'C'
                      : k == K::Boolean                  ? 'Z'
                      : k == K::Long                     ? 'J'
                      : k == K::Float                    ? 'F'
                      : k == K::Double                   ? 'D'
                      : (k == K::Class || k == K::Array) ? 'L'
                                                         : 'I';
          } else if (ch == '\2' && constant < b.arguments.size()) {
            auto k = cls_.pool.loadable(b.arguments[constant++]);
            if (auto* s = std::get_if<classfile::StringConstant>(&k))
              recipe += s->value;
            else if (auto* i = std::get_if<int32_t>(&k))
              recipe += std::to_string(*i);
            else if (auto* l = std::get_if<int64_t>(&k))
              recipe += std::to_string(*l);
            else
              unsupported(insn.offset, "unsupported constant in a concatenation recipe");
          } else {
            recipe += ch;
          }
        }
      }
    }
  }
  if (!isConcat)
    unsupported(insn.offset,
                "bytecode invokedynamic is not supported yet (only string concatenation)");
  return recipe;
}

// `+` on strings: the arguments go into int/long/float/double/Object arrays and one call to
// the model SymtestConcat.concat interprets the recipe.
void MethodTranslator::emitConcat(size_t index, Frame& frame, RuleBuilder& rb, PredId pred) {
  const Instruction& insn = cfg_->instructions()[index];
  std::string recipe = concatRecipe(insn);
  auto md = classfile::parseMethodDescriptor(
      cls_.pool.invokeDynamic(static_cast<uint16_t>(insn.operand)).descriptor);
  std::vector<Operand> args(md.params.size());
  for (size_t k = args.size(); k-- > 0;) args[k] = frame.pop();
  classfile::MemberRef concat{"java/lang/SymtestConcat", "concat",
                              "(Ljava/lang/String;[I[J[F[D[Ljava/lang/Object;)Ljava/lang/String;"};
  if (!translator_.classPath().isModelClass(concat.owner))
    unsupported(insn.offset, "string concatenation needs the JDK models");
  PredId callee = resolveCallee(concat, insn.offset, true);
  rb.step(insn.offset);
  auto makeArray = [&](const std::string& component, const std::vector<Operand>& values) {
    Stmt arr;
    arr.kind = Stmt::Kind::NewArray;
    arr.descriptor = component;
    arr.a = Operand::intConst(static_cast<int32_t>(values.size()));
    arr.dst = rb.temp(ValueType::Ref);
    rb.rule.body.push_back(arr);
    for (size_t i = 0; i < values.size(); ++i) {
      Stmt set;
      set.kind = Stmt::Kind::SetArray;
      set.a = Operand::ofVar(arr.dst, ValueType::Ref);
      set.b = Operand::intConst(static_cast<int32_t>(i));
      set.c = values[i];
      rb.rule.body.push_back(set);
    }
    return Operand::ofVar(arr.dst, ValueType::Ref);
  };
  std::vector<Operand> ints, longs, floats, doubles, refs;
  for (const Operand& a : args) {
    switch (a.type) {
      case ValueType::Long:
        longs.push_back(a);
        break;
      case ValueType::Float:
        floats.push_back(a);
        break;
      case ValueType::Double:
        doubles.push_back(a);
        break;
      case ValueType::Ref:
        refs.push_back(a);
        break;
      default:
        ints.push_back(a);
        break;
    }
  }
  std::vector<Operand> callArgs{stringConstant(rb, recipe), makeArray("I", ints),
                                makeArray("J", longs),      makeArray("F", floats),
                                makeArray("D", doubles),    makeArray("Ljava/lang/Object;", refs)};
  auto [cont, layout] = callContinuation(index, frame, ValueType::Ref);
  callThenContinue(rb, frame, callee, std::move(callArgs), ValueType::Ref, cont, layout,
                   insn.offset);
  finish(pred, rb);
}

}  // namespace symtest::translate
