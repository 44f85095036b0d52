#include "cost/cost_meter.hpp"

#include <algorithm>
#include "classfile/class_names.hpp"
#include "clp/protocol.hpp"

namespace symtest::cost {

CostMeter::CostMeter(const clp::Program& program, classfile::ClassPath& classPath,
                     std::vector<CostModel> models, bool includeModels)
    : program_(program),
      classPath_(classPath),
      models_(std::move(models)),
      includeModels_(includeModels),
      countedMethod_(program.methods.size(), -1),
      totals_(models_.size(), 0) {
  callTarget_.resize(models_.size());
  for (size_t i = 0; i < models_.size(); ++i) {
    if (models_[i].kind != CostModel::Kind::Calls) continue;
    callTarget_[i].resize(program.methods.size());
    for (size_t m = 0; m < program.methods.size(); ++m) {
      std::string name =
          classfile::dottedName(program.methods[m].className + "." + program.methods[m].name);
      callTarget_[i][m] = name == models_[i].method;
    }
  }
}

bool CostMeter::counted(uint32_t method) {
  if (method >= countedMethod_.size()) return false;
  int8_t& known = countedMethod_[method];
  if (known < 0) {
    const clp::MethodInfo& m = program_.methods[method];
    // Lambda classes and records' generated methods are the JVM's own code (hidden classes,
    // method handles), not bytecode of the analysed classes: not counted.
    known = m.name != "<clinit>" && !classPath_.isSyntheticClass(m.className) &&
            (classPath_.isUserClass(m.className) ||
             (includeModels_ && classPath_.isModelClass(m.className)));
  }
  return known == 1;
}

// Class initializers and everything they call run once per JVM, not per call; a receiver
// builder (--receivers api) runs the test's set-up before the call. Neither is counted.
bool CostMeter::outsideTheCall(clp::PredId pred,
                               const std::vector<symexec::ContinuationFrame>& frames) const {
  auto outside = [this](clp::PredId p) {
    if (p == clp::kNoPred) return false;
    const clp::MethodInfo& m = program_.methods[program_.predicates[p].method];
    return m.name == "<clinit>" || (m.className == clp::protocol::kSequencesClass &&
                                    m.name == clp::protocol::kReceiverBuilder);
  };
  return outside(pred) ||
         std::any_of(frames.begin(), frames.end(), [&](const auto& f) { return outside(f.pred); });
}

bool CostMeter::outsideTheCall(symexec::ExecutionContext& ctx) {
  ctx.continuation(frames_);
  return outsideTheCall(clp::kNoPred, frames_);
}

// The rule's bytecode steps, less the call instruction a continuation rule records again when
// the call returns or throws (for coverage): an instruction executed once counts once.
uint64_t CostMeter::newInstructions(const symexec::AppliedRule& rule,
                                    symexec::ExecutionContext& ctx) {
  const auto& steps = rule.body.steps;
  if (steps.empty() || frames_.empty()) return steps.size();
  uint32_t invocation = frames_[0].invocation;
  while (lastOffset_.size() <= invocation) lastOffset_.push_back(UINT32_MAX);
  uint32_t& last = lastOffset_[invocation];
  uint64_t n = steps.size() - (steps.front().offset == last ? 1 : 0);
  ctx.trail().assign(&last, steps.back().offset);
  return n;
}

bool CostMeter::withinBound() const {
  return !upper_ || static_cast<int64_t>(totals_[upper_->first]) <= upper_->second;
}

bool CostMeter::onRule(const symexec::AppliedRule& rule, symexec::ExecutionContext& ctx) {
  if (!counted(rule.method) || outsideTheCall(ctx)) return true;
  uint64_t instructions = newInstructions(rule, ctx);
  for (size_t i = 0; i < models_.size(); ++i) {
    uint64_t add = 0;
    switch (models_[i].kind) {
      case CostModel::Kind::Instructions:
        add = instructions;
        break;
      case CostModel::Kind::Steps:
        add = 1;
        break;
      case CostModel::Kind::Calls:
        add = rule.entersMethod && callTarget_[i][rule.method] ? 1 : 0;
        break;
      case CostModel::Kind::Memory:
      case CostModel::Kind::Objects:
        break;  // onAllocation
    }
    if (add) ctx.trail().assign(&totals_[i], totals_[i] + add);
  }
  return withinBound();
}

bool CostMeter::onAllocation(uint32_t object, symexec::ExecutionContext& ctx) {
  if (!counted(ctx.currentMethod()) || outsideTheCall(ctx)) return true;
  const heap::HeapObject& o = ctx.heap().object(object);
  for (size_t i = 0; i < models_.size(); ++i) {
    if (models_[i].kind == CostModel::Kind::Objects)
      ctx.trail().assign(&totals_[i], totals_[i] + 1);
    if (models_[i].kind != CostModel::Kind::Memory) continue;
    int64_t bytes = 0;
    if (o.isArray()) {
      bytes = kArrayHeader;
      int64_t element = slotSize(o.componentType());
      solver::ExprPool& pool = ctx.pool();
      if (o.length != solver::kNoExpr && pool.isConst(o.length)) {
        bytes += element * solver::signExtend(pool.node(o.length).value, 32);
      } else if (o.length != solver::kNoExpr) {
        terms_.resize(termCount_);
        terms_.push_back({static_cast<uint32_t>(i), element, o.length});
        ctx.trail().assign(&termCount_, termCount_ + 1);
      }
    } else {
      bytes = kObjectHeader;
      for (const auto& f : ctx.types().instanceFields(o.type)) bytes += slotSize(f.descriptor);
    }
    ctx.trail().assign(&totals_[i], totals_[i] + static_cast<uint64_t>(bytes));
  }
  return withinBound();
}

SymbolicCost CostMeter::current(size_t i) const {
  SymbolicCost c;
  c.constant = static_cast<int64_t>(totals_[i]);
  for (uint32_t t = 0; t < termCount_; ++t) {
    auto [model, size, length] = terms_[t];
    if (model == i) c.terms.push_back({size, length});
  }
  return c;
}

}  // namespace symtest::cost
