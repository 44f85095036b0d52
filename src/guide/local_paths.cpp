#include "guide/local_paths.hpp"

#include <algorithm>

#include "clp/exceptional_flow.hpp"

namespace symtest::guide {

using clp::Guard;
using clp::Stmt;

namespace {

uint32_t keyOf(clp::PredId pred, uint16_t rule) {
  return static_cast<uint32_t>(pred) << 16 | rule;
}

}  // namespace

LocalPathGuide::LocalPathGuide(const clp::Program& program, clp::PredId entry)
    : program_(program), entry_(entry), method_(program.predicates[entry].method) {
  nodes_.emplace_back();
  analyse();
}

// Two static analyses of the CLP program. May-throw (clp::ExceptionalFlow): an exception
// branch whose flag can never be exc is impossible. Taint: which variables of the method's own
// predicates may hold values that depend on what callees did (call results, heap reads) rather than
// on the inputs and the local path alone.
void LocalPathGuide::analyse() {
  const auto& preds = program_.predicates;
  size_t n = preds.size();
  // May-throw: shared with the branch goals (clp/exceptional_flow.hpp).
  const clp::ExceptionalFlow flow(program_, entry_);

  // Taint over the method's own predicates; parameters of the entry are inputs (untainted).
  std::vector<std::vector<bool>> paramTaint(n), varTaint;
  for (size_t p = 0; p < n; ++p) paramTaint[p].assign(preds[p].inputs.size(), false);
  std::vector<std::vector<std::vector<bool>>> taint(n);
  for (bool changed = true; changed;) {
    changed = false;
    for (size_t p = 0; p < n; ++p) {
      if (preds[p].method != method_) continue;
      taint[p].resize(preds[p].rules.size());
      for (size_t r = 0; r < preds[p].rules.size(); ++r) {
        const clp::Rule& rule = preds[p].rules[r];
        std::vector<bool>& t = taint[p][r];
        t.assign(rule.varNames.size(), false);
        for (size_t i = 0; i < rule.params.size() && i < paramTaint[p].size(); ++i)
          if (paramTaint[p][i]) t[rule.params[i]] = true;
        for (const Guard& g : rule.guards)
          if (g.kind == Guard::Kind::FlagExc) t[g.bind] = true;
        auto tainted = [&](const clp::Operand& o) { return o.isVar() && t[o.var]; };
        for (const Stmt& s : rule.body) {
          switch (s.kind) {
            case Stmt::Kind::Arith:
              t[s.dst] = tainted(s.a) || tainted(s.b);
              break;
            case Stmt::Kind::Call: {
              const clp::Predicate& callee = preds[s.callee];
              for (clp::VarId o : s.outs) t[o] = true;
              if (callee.method != method_ || callee.isEntry) break;
              for (size_t i = 0; i < s.args.size() && i < paramTaint[s.callee].size(); ++i)
                if (tainted(s.args[i]) && !paramTaint[s.callee][i])
                  paramTaint[s.callee][i] = changed = true;
              break;
            }
            case Stmt::Kind::GetField:
            case Stmt::Kind::GetStatic:
            case Stmt::Kind::GetArray:
            case Stmt::Kind::Length:
            case Stmt::Kind::NewObject:
            case Stmt::Kind::NewArray:
              t[s.dst] = true;
              break;
            default:
              for (clp::VarId o : s.outs) t[o] = true;
              break;
          }
        }
      }
    }
  }

  impossible_.resize(n);
  always_.resize(n);
  for (size_t p = 0; p < n; ++p) {
    if (preds[p].method != method_) continue;
    size_t rules = preds[p].rules.size();
    impossible_[p].assign(rules, false);
    always_[p].assign(rules, false);
    for (size_t r = 0; r < rules; ++r) {
      const clp::Rule& rule = preds[p].rules[r];
      impossible_[p][r] = !flow.flagGuardsMayHold(static_cast<clp::PredId>(p), rule);
      const std::vector<bool>& t = taint[p][r];
      auto tainted = [&](const clp::Operand& o) { return o.isVar() && t[o.var]; };
      bool trusted = true;
      for (const Guard& g : rule.guards) {
        if (g.kind == Guard::Kind::Compare || g.kind == Guard::Kind::InSet)
          trusted &= !tainted(g.a) && !(g.kind == Guard::Kind::Compare && tainted(g.b));
        else if (g.kind != Guard::Kind::FlagExc)  // possible exception branches: always tried
          trusted = false;
        else
          trusted &= impossible_[p][r];
      }
      always_[p][r] = !trusted && !impossible_[p][r];
    }
  }
}

bool LocalPathGuide::impossible(clp::PredId pred, uint16_t rule) const {
  return pred < impossible_.size() && rule < impossible_[pred].size() && impossible_[pred][rule];
}

bool LocalPathGuide::alwaysCandidate(clp::PredId pred, uint16_t rule) const {
  return pred < always_.size() && rule < always_[pred].size() && always_[pred][rule];
}

// `calleeActive`: the callee's activation is the current one (onRule) rather than its caller's.
bool LocalPathGuide::isLocalCall(clp::PredId pred, symexec::ExecutionContext& ctx,
                                 bool calleeActive) {
  const clp::Predicate& p = program_.predicates[pred];
  if (p.method != method_) return false;
  ctx.continuation(frames_);
  if (pred == entry_ && invocation_ == UINT32_MAX)
    return calleeActive ? frames_.size() == 1 : frames_.empty();
  if (p.isEntry || frames_.empty()) return false;
  return frames_[0].invocation == invocation_;
}

bool LocalPathGuide::complete(uint32_t id) {
  Node& n = nodes_[id];
  if (n.complete || n.cut) return true;
  if (n.incompleteAt == version_) return false;
  bool done = n.candidates.empty() ? n.ended : true;
  for (uint32_t key : n.candidates) {
    if (!done) break;
    auto it = nodes_[id].children.find(key);
    done = it != nodes_[id].children.end() && complete(it->second);
  }
  if (done)
    nodes_[id].complete = true;
  else
    nodes_[id].incompleteAt = version_;
  return done;
}

bool LocalPathGuide::childComplete(uint32_t id, uint32_t key) {
  auto it = nodes_[id].children.find(key);
  return it != nodes_[id].children.end() && complete(it->second);
}

void LocalPathGuide::orderRules(const symexec::RuleChoice& choice, std::vector<uint16_t>& rules,
                                symexec::ExecutionContext& ctx) {
  if (!isLocalCall(choice.pred, ctx, false)) {
    if (complete(node_)) rules.clear();
    return;
  }
  const auto& all = program_.predicates[choice.pred].rules;
  if (all.size() < 2) return;  // deterministic: not a choice of the local path
  Node& n = nodes_[node_];
  bool added = false;
  for (uint16_t r = 0; r < all.size(); ++r) {
    bool candidate = std::find(rules.begin(), rules.end(), r) != rules.end()
                         ? !impossible(choice.pred, r)
                         : alwaysCandidate(choice.pred, r);
    uint32_t key = keyOf(choice.pred, r);
    if (candidate &&
        std::find(n.candidates.begin(), n.candidates.end(), key) == n.candidates.end()) {
      n.candidates.push_back(key);
      added = true;
    }
  }
  if (added) ++version_;
  std::erase_if(rules, [&](uint16_t r) { return childComplete(node_, keyOf(choice.pred, r)); });
}

bool LocalPathGuide::admit(const symexec::OpenChoice& choice, symexec::ExecutionContext& ctx) {
  if (choice.kind == symexec::OpenChoice::Kind::Rule && choice.pred != clp::kNoPred &&
      isLocalCall(choice.pred, ctx, false) && program_.predicates[choice.pred].rules.size() > 1)
    return !childComplete(node_, keyOf(choice.pred, choice.rule));
  return !complete(node_);
}

bool LocalPathGuide::onRule(const symexec::AppliedRule& rule, symexec::ExecutionContext& ctx) {
  if (!isLocalCall(rule.pred, ctx, true)) return true;
  if (rule.pred == entry_ && invocation_ == UINT32_MAX)
    ctx.trail().assign(&invocation_, frames_[0].invocation);
  if (program_.predicates[rule.pred].rules.size() < 2) return true;
  uint32_t key = keyOf(rule.pred, rule.rule);
  auto it = nodes_[node_].children.find(key);
  uint32_t child;
  if (it != nodes_[node_].children.end()) {
    child = it->second;
  } else {
    child = static_cast<uint32_t>(nodes_.size());
    Node c;
    c.parent = node_;
    c.key = key;
    nodes_.push_back(std::move(c));
    nodes_[node_].children[key] = child;
    ++version_;
  }
  ctx.trail().assign(&node_, child);
  return true;
}

void LocalPathGuide::onCut(clp::PredId pred, symexec::ExecutionContext& ctx) {
  // The bound counts the method's own activations, which its local path alone determines.
  if (!isLocalCall(pred, ctx, false)) return;
  nodes_[node_].cut = true;
  ++version_;
}

bool LocalPathGuide::keepPath(symexec::ExecutionContext& ctx) {
  (void)ctx;
  Node& n = nodes_[node_];
  if (n.ended) return false;
  n.ended = true;
  ++ended_;
  ++version_;
  return true;
}

std::string LocalPathGuide::describeCurrent() const {
  std::vector<std::string> parts;
  for (uint32_t id = node_; id != 0; id = nodes_[id].parent) {
    uint32_t key = nodes_[id].key;
    parts.push_back(program_.predicates[key >> 16].name + "/" + std::to_string((key & 0xffff) + 1));
  }
  std::string out;
  for (size_t i = parts.size(); i-- > 0;) out += parts[i] + (i ? " " : "");
  return out.empty() ? "(no choice)" : out;
}

}  // namespace symtest::guide
