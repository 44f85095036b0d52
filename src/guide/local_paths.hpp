// The all-local-paths criterion (thesis Sec. 5.2): every path of the method under test once,
// with any one feasible way through its callees. Local paths form a trie of the method's own
// rule choices. A node is complete when every rule that may apply there (any rule whose
// exclusion could depend on what callees did, by a taint analysis of the method's CLP) has a
// complete child, or when the path ended there or the bound cut it. Choices inside callees
// (and lazy initialization, symbolic indices) are resumed only while the local path they
// belong to has an incomplete extension, so callees are not re-enumerated per call site, and
// no local path the full exploration finds is lost.
#pragma once

#include <cstdint>
#include <map>
#include <string>
#include <vector>

#include "symexec/choice_policy.hpp"
#include "symexec/rule_observer.hpp"

namespace symtest::guide {

class LocalPathGuide final : public symexec::ChoicePolicy, public symexec::RuleObserver {
 public:
  LocalPathGuide(const clp::Program& program, clp::PredId entry);
  void orderRules(const symexec::RuleChoice& choice, std::vector<uint16_t>& rules,
                  symexec::ExecutionContext& ctx) override;
  bool admit(const symexec::OpenChoice& choice, symexec::ExecutionContext& ctx) override;
  bool onRule(const symexec::AppliedRule& rule, symexec::ExecutionContext& ctx) override;
  void onCut(clp::PredId pred, symexec::ExecutionContext& ctx) override;
  // A derivation finished: true when its local path is new (it is then covered).
  bool keepPath(symexec::ExecutionContext& ctx);
  // The current derivation's local path, as its rule choices ("settle_37c/2 ...").
  std::string describeCurrent() const;
  size_t localPaths() const { return ended_; }

  // Rule `rule` of `pred` can never apply (an exception branch after a callee that cannot throw).
  bool impossible(clp::PredId pred, uint16_t rule) const;
  // Rule `rule` of `pred` may apply even when a cheap guard check excluded it on one visit.
  bool alwaysCandidate(clp::PredId pred, uint16_t rule) const;

 private:
  struct Node {
    uint32_t parent = 0;
    uint32_t key = 0;  // pred << 16 | rule of the choice that led here
    std::map<uint32_t, uint32_t> children;
    std::vector<uint32_t> candidates;  // keys that may follow
    bool ended = false, cut = false, complete = false;
    uint64_t incompleteAt = UINT64_MAX;  // version at which it was last found incomplete
  };
  bool isLocalCall(clp::PredId pred, symexec::ExecutionContext& ctx, bool calleeActive);
  bool complete(uint32_t node);
  bool childComplete(uint32_t node, uint32_t key);
  void analyse();

  const clp::Program& program_;
  clp::PredId entry_;
  uint32_t method_;
  std::vector<Node> nodes_;
  uint32_t node_ = 0;                 // trail cell: the current derivation's node
  uint32_t invocation_ = UINT32_MAX;  // trail cell: the invocation of the method under test
  uint64_t version_ = 0;              // bumped whenever the trie changes
  size_t ended_ = 0;
  std::vector<std::vector<bool>> impossible_, always_;  // [pred][rule], local preds only
  std::vector<symexec::ContinuationFrame> frames_;
};

}  // namespace symtest::guide
