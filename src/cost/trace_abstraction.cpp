#include "cost/trace_abstraction.hpp"

#include <algorithm>

namespace symtest::cost {

namespace {

constexpr size_t kMaxDepth = 20000;  // guided calls along one abstract derivation

uint64_t saturatedAdd(uint64_t a, uint64_t b) {
  return std::min(TraceAbstraction::kSaturated, a + b);
}

std::vector<uint64_t> keyOf(const std::vector<TraceAbstraction::Frame>& stack) {
  std::vector<uint64_t> key;
  key.reserve(stack.size());
  for (const auto& f : stack)
    key.push_back((uint64_t{f.pred} << 40) | (uint64_t{f.rule} << 24) | f.next);
  return key;
}

}  // namespace

TraceAbstraction::TraceAbstraction(const clp::Program& program, TraceAbstractionInputs in)
    : program_(program), in_(std::move(in)) {}

std::optional<TraceAbstraction::Finish> TraceAbstraction::ofEntry(clp::PredId entry) {
  return call({}, entry, 0);
}

std::optional<TraceAbstraction::Finish> TraceAbstraction::finish(const std::vector<Frame>& stack) {
  return solve(stack, 0);
}

// Runs `stack` on to its next guided call (or the end), then decides that call.
std::optional<TraceAbstraction::Finish> TraceAbstraction::solve(std::vector<Frame> stack,
                                                                size_t depth) {
  uint64_t opaque = 0;
  while (!stack.empty()) {
    Frame& f = stack.back();
    const auto& body = program_.predicates[f.pred].rules[f.rule].body;
    while (f.next < body.size()) {
      const clp::Stmt& s = body[f.next];
      if (s.kind == clp::Stmt::Kind::Call) {
        if (in_.guided(s.callee)) break;
        opaque = saturatedAdd(opaque, in_.opaqueCost(s.callee));
      }
      ++f.next;
    }
    if (f.next < body.size()) break;
    stack.pop_back();
  }
  if (stack.empty()) return Finish{opaque, 1};
  const std::vector<uint64_t> key = keyOf(stack);
  auto it = memo_.find(key);
  if (it == memo_.end()) {
    if (memo_.size() >= in_.maxStates || depth > kMaxDepth) return std::nullopt;
    Frame& f = stack.back();
    const clp::PredId callee = program_.predicates[f.pred].rules[f.rule].body[f.next].callee;
    ++f.next;
    std::optional<Finish> result = call(std::move(stack), callee, depth);
    if (!result) return std::nullopt;
    it = memo_.emplace(key, *result).first;
  }
  return Finish{saturatedAdd(opaque, it->second.maxCost), it->second.traces};
}

// A call of guided `callee` from `stack` (its top already past the call): one alternative per
// rule, unless block-k cuts the call as the engine does.
std::optional<TraceAbstraction::Finish> TraceAbstraction::call(std::vector<Frame> stack,
                                                               clp::PredId callee, size_t depth) {
  uint32_t occurrences = 0;
  for (const Frame& a : stack) occurrences += a.pred == callee ? 1 : 0;
  Finish result;
  if (occurrences >= in_.bound(callee)) return result;  // no abstract trace goes on
  const auto rules = static_cast<uint16_t>(program_.predicates[callee].rules.size());
  for (uint16_t r = 0; r < rules; ++r) {
    std::vector<Frame> next = stack;
    next.push_back({callee, r, 0});
    std::optional<Finish> sub = solve(std::move(next), depth + 1);
    if (!sub) return std::nullopt;
    if (sub->traces == 0) continue;
    result.maxCost = std::max(result.maxCost, saturatedAdd(in_.ruleCost(callee, r), sub->maxCost));
    result.traces = saturatedAdd(result.traces, sub->traces);
  }
  return result;
}

}  // namespace symtest::cost
