#include "symexec/unfolding.hpp"

namespace symtest::symexec {

namespace {

class BlockK final : public UnfoldingRule {
 public:
  explicit BlockK(uint32_t k) : k_(k) {}
  bool mayUnfold(clp::PredId, uint32_t occurrences) const override { return occurrences < k_; }

 private:
  uint32_t k_;
};

class PerPredicateBlockK final : public UnfoldingRule {
 public:
  PerPredicateBlockK(std::vector<uint32_t> bounds, std::vector<bool> free,
                     std::vector<uint32_t> splits)
      : bounds_(std::move(bounds)), free_(std::move(free)), splits_(std::move(splits)) {}
  bool mayUnfold(clp::PredId pred, uint32_t occurrences) const override {
    return occurrences < (pred < bounds_.size() ? bounds_[pred] : 1);
  }
  bool countsDeterministic(clp::PredId pred) const override {
    return pred >= free_.size() || !free_[pred];
  }
  uint32_t indexSplit(clp::PredId pred) const override {
    return pred < splits_.size() ? splits_[pred] : 0;
  }

 private:
  std::vector<uint32_t> bounds_;
  std::vector<bool> free_;
  std::vector<uint32_t> splits_;
};

}  // namespace

std::unique_ptr<UnfoldingRule> makeBlockK(uint32_t k) {
  return std::make_unique<BlockK>(k);
}

std::unique_ptr<UnfoldingRule> makeBlockK(std::vector<uint32_t> boundPerPredicate,
                                          std::vector<bool> deterministicFree,
                                          std::vector<uint32_t> indexSplitPerPredicate) {
  return std::make_unique<PerPredicateBlockK>(std::move(boundPerPredicate),
                                              std::move(deterministicFree),
                                              std::move(indexSplitPerPredicate));
}

}  // namespace symtest::symexec
