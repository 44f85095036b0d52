// Extension point 5, at the end of a derivation: keep it (build a test case, record a summary
// case), reduce, report, or stop the exploration.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "symexec/context.hpp"

namespace symtest::symexec {

// A finished derivation, valid only during the callback.
struct PathView {
  const std::vector<Value>& outputs;  // the entry predicate's outputs: [result], flag
  const std::vector<Value>& inputs;   // the values the entry predicate was called with
  const heap::Heap& heap;
  const std::vector<std::pair<std::string, Value>>& sources;  // values input sources returned
  const std::vector<std::string>& assumptions;  // unconstrained results of unhandled calls
  const std::vector<TraceEvent>& trace;
  std::vector<InvocationRecord> invocations;
  solver::Solver& solver;  // holds the path condition; may be queried for a model
  ExecutionContext& context;
  std::optional<Value> exitStatus;  // set when the program called System.exit (int)
};

enum class PathVerdict { Continue, Stop };

class PathObserver {
 public:
  virtual ~PathObserver() = default;
  virtual PathVerdict onPath(const PathView& path) = 0;
};

// A path observer from a function (returning false stops the exploration).
class PathCallback final : public PathObserver {
 public:
  explicit PathCallback(std::function<bool(const PathView&)> f) : f_(std::move(f)) {}
  PathVerdict onPath(const PathView& path) override {
    return f_(path) ? PathVerdict::Continue : PathVerdict::Stop;
  }

 private:
  std::function<bool(const PathView&)> f_;
};

}  // namespace symtest::symexec
