#include "sequences/checkpoints.hpp"

#include <fmt/format.h>

#include <algorithm>

#include "clp/protocol.hpp"
#include "emit/java_text.hpp"
#include "emit/library_values.hpp"
#include "testcase/path_to_test.hpp"

namespace symtest::sequences {

namespace {

using symexec::Value;

// The checkpoint's outputs, fixed when the call is taken.
class FixedOutputs final : public symexec::CallAlternatives {
 public:
  explicit FixedOutputs(std::vector<Value> outputs) : outputs_(std::move(outputs)) {}
  size_t size() const override { return 1; }
  bool apply(size_t, symexec::ExecutionContext&, std::vector<Value>& outputs) override {
    outputs = outputs_;
    return true;
  }

 private:
  std::vector<Value> outputs_;
};

results::ConcreteValue concreteValue(const solver::ExprPool& pool, solver::ExprId e,
                                     const classfile::JavaType& type,
                                     const solver::Assignment& model) {
  results::ConcreteValue v;
  v.type = type;
  uint64_t bits = pool.evaluate(e, model);
  using K = classfile::JavaType::Kind;
  if (type.kind == K::Float || type.kind == K::Double)
    v.value = static_cast<int64_t>(solver::canonicalFpBits(bits, type.kind == K::Double ? 64 : 32));
  else if (type.kind == K::Long)
    v.value = static_cast<int64_t>(bits);
  else
    v.value = solver::signExtend(bits, pool.node(e).width);
  if (type.kind == K::Boolean || type.kind == K::Char) v.value &= 0xffff;
  return v;
}

// The object of `concrete` that heap object `r` is, when it is an input (an argument) the
// test can write: a string, a boxed value or an enum constant.
std::optional<size_t> argumentObject(const heap::Heap& heap, const results::TestCase& concrete,
                                     Value r) {
  if (r.kind != Value::Kind::Ref) return std::nullopt;
  const heap::HeapObject& o = heap.object(r.id);
  if (!o.isInput) return std::nullopt;
  for (size_t k = 0; k < concrete.objects.size(); ++k) {
    const results::ObjectSnapshot& s = concrete.objects[k];
    if (!s.isInput || s.path != o.path) continue;
    if (s.isConstant() || emit::isBoxed(s.type)) return k;
    return std::nullopt;
  }
  return std::nullopt;
}

// The earlier argument of `args` that is the same object as argument i, if any.
std::optional<size_t> earlierArgument(const heap::Heap& heap, const std::vector<Value>& args,
                                      size_t i) {
  const Value a = heap.deref(args[i]);
  if (a.kind != Value::Kind::Ref) return std::nullopt;
  for (size_t j = 0; j < i; ++j) {
    const Value e = heap.deref(args[j]);
    if (e.kind == Value::Kind::Ref && e.id == a.id) return j;
  }
  return std::nullopt;
}

// A call that returned an argument nothing inspected yet (a stack of Object handing back what
// was pushed): whether it is null decides what the test asserts, so each resolution (null,
// or an object of its class) is an alternative of its own, and the state is admitted after
// it, since the resolution is part of the state.
class ResolvedResult final : public symexec::CallAlternatives {
 public:
  ResolvedResult(Checkpoints& owner, uint32_t symbol, std::vector<symexec::Resolution> list,
                 Value receiver, Value flag)
      : owner_(owner), symbol_(symbol), list_(std::move(list)), receiver_(receiver), flag_(flag) {}
  size_t size() const override { return list_.size(); }
  bool apply(size_t i, symexec::ExecutionContext& ctx, std::vector<Value>& outputs) override {
    if (!symexec::LazyInitialization::apply(symbol_, list_[i], ctx)) return false;
    outputs = {Value::integer(ctx.pool().bvConst(32, owner_.admit(receiver_, ctx))), flag_};
    return true;
  }

 private:
  Checkpoints& owner_;
  uint32_t symbol_;
  std::vector<symexec::Resolution> list_;
  Value receiver_, flag_;
};

}  // namespace

uint32_t Checkpoints::depth() const {
  uint32_t calls = 0;
  for (uint32_t i = 0; i < count_; ++i) calls += driver_.observes[calls_[i].operation] ? 0 : 1;
  return calls - 1;
}

uint64_t Checkpoints::advance(uint32_t depth) {
  const uint64_t admitted = frontier_ < verdicts_.size() ? std::count(verdicts_[frontier_].begin(),
                                                                      verdicts_[frontier_].end(), 1)
                                                         : 0;
  frontier_ = depth;
  replayed_.assign(verdicts_.size(), 0);
  calls_.clear();  // a run ends without undoing its last derivation's trail
  count_ = 0;
  return admitted;
}

uint32_t Checkpoints::admit(Value receiver, symexec::ExecutionContext& ctx) {
  const uint32_t d = depth();
  // replayed_ covers the depths admitted by earlier runs only.
  if (frontier_ != UINT32_MAX && d < frontier_ && d < replayed_.size() &&
      replayed_[d] < verdicts_[d].size())
    return verdicts_[d][replayed_[d]++];
  LinearState state = linearize(ctx.heap(), ctx.pool(), receiver.id);
  const uint32_t verdict = states_.admit(state, ctx.solver().constraints(), d) ? 1 : 0;
  ++(verdict ? stats_.states : stats_.subsumed);
  if (frontier_ == UINT32_MAX) return verdict;
  if (verdicts_.size() <= d) verdicts_.resize(d + 1);
  verdicts_[d].push_back(static_cast<uint8_t>(verdict));
  return d < frontier_ ? verdict : 0;  // the frontier's states are extended by the next run
}

std::shared_ptr<symexec::CallAlternatives> Checkpoints::onCall(const symexec::CallSite& site,
                                                               symexec::ExecutionContext& ctx) {
  auto it = std::find(driver_.checkpoints.begin(), driver_.checkpoints.end(), site.callee);
  if (it == driver_.checkpoints.end()) return nullptr;
  // args: receiver, arguments..., [result], flag
  CallRecord record;
  record.operation = static_cast<size_t>(it - driver_.checkpoints.begin());
  record.flag = site.args.back();
  record.receiver = ctx.heap().deref(site.args[0]);
  const bool observer = driver_.observes[record.operation];
  // receiver, arguments..., [result], flag: the collector splits the result off by the
  // operation's descriptor.
  record.args.assign(site.args.begin() + 1, site.args.end() - 1);
  calls_.resize(count_);
  calls_.push_back(std::move(record));
  ctx.trail().assign(&count_, count_ + 1);
  uint32_t extend = 0;
  const Value flag = calls_.back().flag;
  if (flag.kind == Value::Kind::Ok && !observer) {
    Value receiver = ctx.heap().deref(site.args[0]);
    const Operation& op = operations_[calls_.back().operation];
    if (op.descriptor.result.isReference() && site.args.size() >= 3) {
      Value result = ctx.heap().deref(site.args[site.args.size() - 2]);
      if (result.kind == Value::Kind::Sym)
        return std::make_shared<ResolvedResult>(
            *this, result.id, unaliased_.resolutions(result.id, ctx), receiver, flag);
    }
    extend = admit(receiver, ctx);
  }
  return std::make_shared<FixedOutputs>(
      std::vector<Value>{Value::integer(ctx.pool().bvConst(32, extend)), flag});
}

symexec::PathVerdict SequenceCollector::onPath(const symexec::PathView& path) {
  // A sequence shorter than the frontier was collected by the run of its own depth.
  if (checkpoints_.frontier() != UINT32_MAX && checkpoints_.depth() != checkpoints_.frontier())
    return symexec::PathVerdict::Continue;
  ++out_.stats.sequences;
  solver::ExprPool& pool = path.context.pool();
  // The driver as a static method without parameters: the arguments are its input sources,
  // the objects they refer to its input heap, all concretized by one readable model.
  results::MethodResult driver;
  driver.method = {std::string(clp::protocol::kSequencesClass), "run", "()V"};
  std::optional<results::TestCase> concrete =
      testcase::buildTestCase(path.context.program(), pool, session_.classPath(), path, driver, {});
  if (!concrete) {
    ++modelFailures;
    return symexec::PathVerdict::Continue;
  }
  solver::Assignment& model = concrete->model;
  SequenceTest t;
  size_t source = 0;
  for (const CallRecord& c : checkpoints_.calls()) {
    const Operation& op = out_.operations[c.operation];
    SequenceCall call;
    call.operation = c.operation;
    size_t n = op.descriptor.params.size();
    for (size_t i = 0; i < n; ++i) {
      const classfile::JavaType& type = op.descriptor.params[i];
      if (op.objectArguments[i].any()) {
        // null, the receiver, or a built object (an input source).
        const Value a = path.heap.deref(c.args[i]);
        if (a.kind == Value::Kind::Null) {
          call.args.push_back({type, -1});
        } else if (a.kind == Value::Kind::Ref && c.receiver.kind == Value::Kind::Ref &&
                   a.id == c.receiver.id) {
          call.args.push_back({type, -1});
          call.receiverArguments.push_back(i);
        } else if (auto same = earlierArgument(path.heap, c.args, i)) {
          call.args.push_back(call.args[*same]);  // an earlier argument passed again
        } else {
          call.args.push_back(concrete->sources.at(source++).second);
        }
        continue;
      }
      if (op.arguments[i].empty()) {
        call.args.push_back({type, -1});
        continue;
      }
      results::ConcreteValue v = concrete->sources.at(source++).second;
      call.args.push_back(type.isReference() ? v : concreteValue(pool, c.args[i].id, type, model));
    }
    if (c.flag.kind == Value::Kind::Exc) {
      call.exceptionClass = path.heap.object(c.flag.id).type;
    } else if (c.args.size() > n) {
      Value r = path.heap.deref(c.args[n]);
      if (op.descriptor.result.isReference()) {
        // A string, boxed value or enum constant the sequence passed in (or named) is
        // asserted by value; other objects only as null or not.
        // An unresolved result (nothing decided what it is) is not asserted at all.
        if (auto k = argumentObject(path.heap, *concrete, r))
          call.result = results::ConcreteValue{op.descriptor.result, static_cast<int64_t>(*k)};
        else if (r.kind != Value::Kind::Sym)
          call.returnsNull = r.kind == Value::Kind::Null;
      } else if (r.kind == Value::Kind::Int) {
        std::vector<uint32_t> unknown;
        for (uint32_t x : pool.variables(r.id))
          if (!model.count(x)) unknown.push_back(x);
        if (!unknown.empty()) {
          auto more = path.solver.readableModel(unknown);
          if (more) model.insert(more->begin(), more->end());
        }
        call.result = concreteValue(pool, r.id, op.descriptor.result, model);
      }
    }
    (op.observer ? t.observations : t.calls).push_back(std::move(call));
  }
  for (solver::ExprId c : path.solver.constraints())
    if (!pool.variables(c).empty()) t.constraints.push_back(pool.toString(c));
  testcase::recordCoverage(session_, path.context.program(), path.invocations, t.coveredOffsets,
                           t.probes);
  t.kept = reasonToKeep(t);
  if (t.kept.empty()) return symexec::PathVerdict::Continue;
  t.number = static_cast<uint32_t>(out_.tests.size() + 1);
  t.readableConstraints = concrete->readableConstraints;
  t.objects = std::move(*concrete);
  out_.tests.push_back(std::move(t));
  return symexec::PathVerdict::Continue;
}

std::string SequenceCollector::reasonToKeep(const SequenceTest& t) {
  std::string why;
  // Coverage of the class's own API: what building an argument covers of another class (or
  // of this one, before the call) keeps no test by itself.
  std::set<std::string> own{out_.className};
  for (const Operation& op : out_.operations) own.insert(op.method.className);
  for (const auto& [id, probes] : t.probes)
    if (own.count(id.className))
      for (uint32_t p : probes)
        if (suiteProbes_.insert({id, p}).second) why = "new coverage";
  const SequenceCall& last = t.calls.back();
  std::string outcome = !last.exceptionClass.empty() ? "throws " + last.exceptionClass
                        : last.result && last.result->isReference() ? "returns an object"
                        : last.result ? "returns " + emit::literal(*last.result)
                        : last.returnsNull
                            ? (*last.returnsNull ? "returns null" : "returns an object")
                            : "";
  if (!outcome.empty() && outcomes_.insert(fmt::format("{} {}", last.operation, outcome)).second &&
      why.empty())
    why = last.exceptionClass.empty() ? "new result" : "new exception";
  return why;
}

}  // namespace symtest::sequences
