// Translates one bytecode method into block-level CLP predicates (one per basic block, plus
// continuations after conditional branches, divisions and calls).
#pragma once

#include <functional>
#include <map>
#include <optional>
#include <string>
#include <vector>

#include "classfile/class_file.hpp"
#include "classfile/descriptor.hpp"
#include "clp/program.hpp"
#include "translate/cfg.hpp"
#include "translate/simulator.hpp"
#include "translate/translator.hpp"

namespace symtest::translate {

// Types of the locals and stack entries at a block entry (inferred by abstract interpretation).
struct TypeState {
  std::vector<std::optional<clp::ValueType>> locals;
  std::vector<clp::ValueType> stack;
};

// Conversions between a simulated frame and the types it holds.
TypeState toTypes(const Frame& frame);
Frame fromTypes(const TypeState& t);

class MethodTranslator {
 public:
  MethodTranslator(Translator& translator, const classfile::ClassFile& cls,
                   const classfile::Method& method, uint32_t methodIndex, clp::PredId entry);
  // Fills the entry predicate and adds the block predicates; throws TranslationError.
  void run();
  // The bytecode offset being translated (for errors raised below the translator).
  uint32_t offsetInProgress() const { return at_; }

 private:
  // A continuation's inputs: live locals (slot, type) followed by stack entries.
  struct Layout {
    std::vector<std::pair<uint16_t, clp::ValueType>> locals;
    std::vector<clp::ValueType> stack;
  };

  void inferTypes();
  bool mergeInto(uint32_t pc, const TypeState& state);
  void simulateTypes(size_t index, Frame& frame);

  clp::PredId blockPredicate(uint32_t pc);
  clp::PredId newPredicate(const std::string& suffix, uint32_t pc, const Layout& layout);
  Layout layoutOf(const std::set<uint16_t>& live, const Frame& frame) const;
  Frame openRule(RuleBuilder& rb, clp::PredId pred, const Layout& layout, uint32_t pc);
  std::vector<clp::Operand> argsFor(const Layout& layout, const Frame& frame, size_t at) const;
  void tailCall(RuleBuilder& rb, clp::PredId target, std::vector<clp::Operand> args);
  void jumpTo(RuleBuilder& rb, uint32_t pc, const Frame& frame, size_t at);
  void finish(clp::PredId pred, RuleBuilder& rb);

  void emitBlock(uint32_t leader);
  // Continues `rb` from instruction `index`; reaching a block leader (other than `index`
  // itself when `atBlockStart`) ends the rule with a call to that block's predicate.
  void emitFrom(size_t index, Frame frame, RuleBuilder& rb, clp::PredId pred, bool atBlockStart);
  void emitDivision(size_t index, Frame& frame, RuleBuilder& rb, clp::PredId pred);
  // The class initialization instruction `index` triggers first (JVMS 5.5: new, getstatic,
  // putstatic, invokestatic of another class), or kNoPred.
  clp::PredId initializationBefore(size_t index);
  // init_C, then the instruction itself in a continuation; its exceptions go to handlers.
  void emitInitialization(size_t index, Frame& frame, RuleBuilder& rb, clp::PredId pred,
                          clp::PredId init);
  void emitInvoke(size_t index, Frame& frame, RuleBuilder& rb, clp::PredId pred);
  // A call of a static method (an invokestatic, or what an invokedynamic stands for).
  void emitStaticCall(size_t index, Frame& frame, RuleBuilder& rb, clp::PredId pred,
                      const classfile::MemberRef& ref);
  void emitBranch(size_t index, Frame& frame, RuleBuilder& rb, clp::PredId pred);
  void emitSwitch(size_t index, Frame& frame, RuleBuilder& rb, clp::PredId pred);
  void emitThrow(size_t index, Frame& frame, RuleBuilder& rb, clp::PredId pred);

  // Objects and arrays (object_translation.cpp).
  enum class ObjectEmit { NotMine, Continue, Ended };
  bool simulateObjectTypes(const classfile::Instruction& insn, Frame& frame);
  ObjectEmit emitObjectInstruction(size_t index, Frame& frame, RuleBuilder& rb, clp::PredId pred);
  clp::Operand newObject(RuleBuilder& rb, const std::string& className);
  // The object of an invokedynamic LambdaMetafactory site, capturing its operands.
  clp::Operand newLambda(RuleBuilder& rb, Frame& frame, uint16_t site);
  // A string constant: a model String over its UTF-16 units, when String is modelled.
  clp::Operand stringConstant(RuleBuilder& rb, const std::string& utf8);
  // Splits at `index` on whether the reference `depth` entries below the stack top is null:
  // the null rule raises NullPointerException, `onNonNull` builds the other rule(s).
  void emitNullChecked(size_t index, Frame& frame, RuleBuilder& rb, clp::PredId pred, size_t depth,
                       const std::string& suffix,
                       const std::function<void(clp::PredId, const Layout&)>& onNonNull);
  // A rule of `pred` for the non-null case: opened with the ref guard already added.
  Frame openNonNullRule(RuleBuilder& r, clp::PredId pred, const Layout& layout, uint32_t offset,
                        size_t depth);
  void emitArrayAccess(size_t index, Frame& frame, RuleBuilder& rb, clp::PredId pred);
  // array.clone(): a new array of the same length filled by the System.arraycopy model.
  void emitArrayClone(size_t index, Frame& frame, RuleBuilder& rb, clp::PredId pred);
  void emitRefBranch(size_t index, Frame& frame, RuleBuilder& rb, clp::PredId pred);
  void emitTypeTest(size_t index, Frame& frame, RuleBuilder& rb, clp::PredId pred);
  void emitMultiArray(size_t index, Frame& frame, RuleBuilder& rb, clp::PredId pred);
  // String concatenation (invokedynamic makeConcatWithConstants): the recipe with typed
  // argument markers, or unsupported() for any other invokedynamic.
  std::string concatRecipe(const classfile::Instruction& insn);
  void emitConcat(size_t index, Frame& frame, RuleBuilder& rb, clp::PredId pred);
  // The continuation after a call: the ok rule continues with the result, the exc rules
  // route the exception to handlers. Returns it with the layout its callers must pass.
  std::pair<clp::PredId, Layout> callContinuation(size_t index, const Frame& afterPop,
                                                  std::optional<clp::ValueType> result);
  // Appends `callee(args)` and the tail call to `cont` to a rule.
  void callThenContinue(RuleBuilder& r, Frame& f, clp::PredId callee,
                        std::vector<clp::Operand> args, std::optional<clp::ValueType> result,
                        clp::PredId cont, const Layout& contLayout, uint32_t offset);
  // Raises a JVM exception of a statically known class at `offset`.
  void raise(RuleBuilder& rb, Frame& frame, const std::string& className, uint32_t offset,
             clp::PredId pred);
  // Rules that route exception `exc` (bound by the guards already in `base`) to handlers.
  void dispatch(clp::PredId pred, const Layout& layout, uint32_t offset,
                const std::vector<clp::Guard>& baseGuards, bool bindsFromFlag, size_t flagInput);

  // How a call to code outside the analysed classes is handled; nullopt for analysed code.
  std::optional<clp::Stmt::ExternalKind> externalKind(const classfile::MemberRef& ref);
  // Whether an analysed or modelled class runs its own code for the virtual call `ref`.
  bool hasAnalysedImplementation(const classfile::MemberRef& ref);
  // Concrete analysed and modelled classes a receiver of `ref` may have, each with the class
  // declaring the method it runs.
  std::vector<std::pair<std::string, std::string>> receiverClasses(const classfile::MemberRef& ref);
  // receiverClasses, without the classes that cannot be the receiver when it is `this`.
  std::vector<std::pair<std::string, std::string>> receiversOf(const classfile::MemberRef& ref,
                                                               const Frame& frame, size_t nargs);
  // Whether an analysed or modelled class overrides `ref` below `base` (Throwable).
  bool hasAnalysedOverride(const classfile::MemberRef& ref, const std::string& base);
  // The model holding a static JDK method whose class is not replaced whole (System).
  classfile::MemberRef staticModelOf(classfile::MemberRef ref, bool isStatic);
  // Likewise for a static field (System.out).
  classfile::MemberRef staticFieldModelOf(classfile::MemberRef ref);
  bool feedsEnumValueOf(size_t index);
  // The entry predicate of a callee, or the stub of one that cannot be translated.
  clp::PredId resolveCallee(const classfile::MemberRef& ref, uint32_t offset, bool isStatic);
  std::string localName(uint16_t slot, uint32_t pc) const;
  std::string where() const;
  [[noreturn]] void unsupported(uint32_t offset, const std::string& reason) const;

  Translator& translator_;
  const classfile::ClassFile& cls_;
  const classfile::Method& method_;
  uint32_t methodIndex_;
  clp::PredId entry_;
  std::string baseName_;
  std::optional<MethodCfg> cfg_;
  // An instance method that never stores into local 0: `this` there is never null.
  bool thisIsFixed_ = false;
  // No instruction stores into local 0 (`this`, or the receiver a model of Object's methods
  // takes first).
  bool local0IsFixed_ = false;
  std::vector<clp::ValueType> paramTypes_;  // per parameter slot
  std::vector<uint16_t> paramSlots_;
  std::map<uint32_t, TypeState> blockTypes_;
  std::map<uint32_t, clp::PredId> blockPreds_;
  std::optional<clp::ValueType> resultType_;
  uint32_t at_ = 0;
  size_t initializedAt_ = SIZE_MAX;  // the instruction whose class initialization was emitted
};

// Computational type of a descriptor type; throws std::invalid_argument for float/double.
std::optional<clp::ValueType> valueTypeOf(const classfile::JavaType& type);

}  // namespace symtest::translate
