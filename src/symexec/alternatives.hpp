// A choice an extension hands the engine: the engine tries the alternatives in order,
// backtracking between them exactly as between the rules of a predicate (trail, heap and
// solver scopes are restored before each one).
#pragma once

#include <cstddef>
#include <functional>
#include <vector>

#include "symexec/context.hpp"

namespace symtest::symexec {

class Alternatives {
 public:
  virtual ~Alternatives() = default;
  virtual size_t size() const = 0;
  // Applies alternative `i` to the current state; false when it is infeasible.
  virtual bool apply(size_t i, ExecutionContext& ctx) = 0;
};

// Alternatives over a list of items, item i applied by `apply` (a resolution, a choice).
template <class Item>
class ListAlternatives final : public Alternatives {
 public:
  using Apply = std::function<bool(const Item&, ExecutionContext&)>;
  ListAlternatives(std::vector<Item> items, Apply apply)
      : items_(std::move(items)), apply_(std::move(apply)) {}
  size_t size() const override { return items_.size(); }
  bool apply(size_t i, ExecutionContext& ctx) override { return apply_(items_[i], ctx); }

 private:
  std::vector<Item> items_;
  Apply apply_;
};

// Alternatives that stand for a call: each one that applies gives the call's outputs
// ([result], flag), which the engine binds as if the callee had returned them.
class CallAlternatives {
 public:
  virtual ~CallAlternatives() = default;
  virtual size_t size() const = 0;
  virtual bool apply(size_t i, ExecutionContext& ctx, std::vector<Value>& outputs) = 0;
};

}  // namespace symtest::symexec
