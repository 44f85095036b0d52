#include "cost/remaining_cost.hpp"
#include "classfile/class_names.hpp"

#include <algorithm>

namespace symtest::cost {

namespace {

constexpr uint64_t kInf = RemainingCost::kUnbounded;

uint64_t cappedAdd(uint64_t a, uint64_t b) {
  return std::min(kInf, a + b);
}
uint64_t mul(uint64_t a, uint64_t b) {
  return a == 0 || b == 0 ? 0 : a > kInf / b ? kInf : a * b;
}

// Tarjan's strongly connected components of the predicate call graph, callees first.
std::vector<std::vector<clp::PredId>> components(const clp::Program& program) {
  size_t n = program.predicates.size();
  std::vector<int> index(n, -1), low(n, 0);
  std::vector<bool> onStack(n, false);
  std::vector<clp::PredId> stack;
  std::vector<std::vector<clp::PredId>> out;
  int next = 0;
  // Iterative: (predicate, rule, statement) cursors instead of recursion.
  struct Cursor {
    clp::PredId pred;
    size_t rule = 0, stmt = 0;
  };
  for (clp::PredId root = 0; root < n; ++root) {
    if (index[root] >= 0) continue;
    std::vector<Cursor> work{{root}};
    index[root] = low[root] = next++;
    stack.push_back(root);
    onStack[root] = true;
    while (!work.empty()) {
      // The next callee not yet visited, if any; `c` is not used once `work` grows.
      clp::PredId child = clp::kNoPred;
      {
        Cursor& c = work.back();
        const auto& rules = program.predicates[c.pred].rules;
        while (child == clp::kNoPred && c.rule < rules.size()) {
          const auto& body = rules[c.rule].body;
          while (c.stmt < body.size()) {
            const clp::Stmt& s = body[c.stmt++];
            if (s.kind != clp::Stmt::Kind::Call) continue;
            if (index[s.callee] < 0) {
              child = s.callee;
              break;
            }
            if (onStack[s.callee]) low[c.pred] = std::min(low[c.pred], index[s.callee]);
          }
          if (child == clp::kNoPred) {
            ++c.rule;
            c.stmt = 0;
          }
        }
      }
      if (child != clp::kNoPred) {
        index[child] = low[child] = next++;
        stack.push_back(child);
        onStack[child] = true;
        work.push_back({child});
        continue;
      }
      clp::PredId v = work.back().pred;
      work.pop_back();
      if (!work.empty()) low[work.back().pred] = std::min(low[work.back().pred], low[v]);
      if (low[v] == index[v]) {
        std::vector<clp::PredId> scc;
        clp::PredId w;
        do {
          w = stack.back();
          stack.pop_back();
          onStack[w] = false;
          scc.push_back(w);
        } while (w != v);
        out.push_back(std::move(scc));
      }
    }
  }
  return out;
}

}  // namespace

RemainingCost::RemainingCost(const clp::Program& program, const CostModel& model, Inputs inputs)
    : program_(program), model_(model), in_(std::move(inputs)) {
  compute();
}

uint64_t RemainingCost::allocations(const clp::Predicate& p, const clp::Rule& rule,
                                    size_t from) const {
  bool objects = model_.kind == CostModel::Kind::Objects;
  if ((!objects && model_.kind != CostModel::Kind::Memory) || !in_.counted(p.method)) return 0;
  uint64_t total = 0;
  for (size_t i = from; i < rule.body.size(); ++i) {
    const clp::Stmt& s = rule.body[i];
    bool allocates = s.kind == clp::Stmt::Kind::NewObject || s.kind == clp::Stmt::Kind::NewArray;
    if (objects && allocates) {
      // A multi-dimensional array allocates its inner arrays when they are first touched.
      if (!s.args.empty()) return kInf;
      total = cappedAdd(total, 1);
    } else if (s.kind == clp::Stmt::Kind::NewObject) {
      total = cappedAdd(total,
                        static_cast<uint64_t>(std::max<int64_t>(0, in_.objectSize(s.className))));
    } else if (s.kind == clp::Stmt::Kind::NewArray) {
      if (s.a.kind != clp::Operand::Kind::Const || !s.args.empty()) return kInf;
      int64_t element = slotSize(s.descriptor);
      total = cappedAdd(
          total, static_cast<uint64_t>(kArrayHeader + element * std::max<int64_t>(0, s.a.value)));
    }
  }
  return total;
}

uint64_t RemainingCost::own(clp::PredId pred, size_t r) const {
  const clp::Predicate& p = program_.predicates[pred];
  if (!in_.counted(p.method)) return 0;
  switch (model_.kind) {
    case CostModel::Kind::Instructions:
      return p.rules[r].steps.size();
    case CostModel::Kind::Steps:
      return 1;
    case CostModel::Kind::Calls: {
      if (!p.isEntry) return 0;
      std::string name =
          program_.methods[p.method].className + "." + program_.methods[p.method].name;
      name = classfile::dottedName(name);
      return name == model_.method ? 1 : 0;
    }
    case CostModel::Kind::Memory:
    case CostModel::Kind::Objects:
      return allocations(p, p.rules[r], 0);
  }
  return 0;
}

uint64_t RemainingCost::calls(const clp::Rule& rule, size_t from) const {
  uint64_t total = 0;
  for (size_t i = from; i < rule.body.size(); ++i)
    if (rule.body[i].kind == clp::Stmt::Kind::Call)
      total = cappedAdd(total, predicate_[rule.body[i].callee]);
  return total;
}

// Bottom-up over the components. A call into a component S applies each p in S at most
// bound(p) times when every rule calls S at most once (the applications then form one chain
// on the ancestor stack, which block-k bounds); otherwise, or when S holds unbounded
// deterministic unfoldings, its cost is unbounded unless nothing in it costs anything.
void RemainingCost::compute() {
  predicate_.assign(program_.predicates.size(), 0);
  for (const auto& scc : components(program_)) {
    std::vector<bool> inScc(program_.predicates.size(), false);
    for (clp::PredId p : scc) inScc[p] = true;
    bool recursive = scc.size() > 1, linear = true, bounded = true;
    uint64_t perChain = 0, worstRule = 0;
    for (clp::PredId p : scc) {
      uint64_t worst = 0;
      const auto& rules = program_.predicates[p].rules;
      for (size_t r = 0; r < rules.size(); ++r) {
        uint64_t cost = own(p, r);
        int intoScc = 0;
        for (const clp::Stmt& s : rules[r].body) {
          if (s.kind != clp::Stmt::Kind::Call) continue;
          if (inScc[s.callee]) {
            ++intoScc;
            recursive = true;
          } else {
            cost = cappedAdd(cost, predicate_[s.callee]);
          }
        }
        linear = linear && intoScc <= 1;
        worst = std::max(worst, cost);
      }
      bounded = bounded && !(p < in_.free.size() && in_.free[p]);
      uint32_t b = p < in_.bounds.size() ? in_.bounds[p] : 1;
      perChain = cappedAdd(perChain, mul(b, worst));
      worstRule = std::max(worstRule, worst);
    }
    uint64_t value = !recursive          ? worstRule
                     : worstRule == 0    ? 0
                     : linear && bounded ? perChain
                                         : kInf;
    for (clp::PredId p : scc) predicate_[p] = value;
  }
}

uint64_t RemainingCost::ofContinuation(
    clp::PredId pred, int rule, const std::vector<symexec::ContinuationFrame>& frames) const {
  uint64_t total = 0;
  if (rule >= 0) {
    const clp::Rule& r = program_.predicates[pred].rules[static_cast<size_t>(rule)];
    total = cappedAdd(own(pred, static_cast<size_t>(rule)), calls(r, 0));
  }
  for (size_t i = 0; i < frames.size(); ++i) {
    const symexec::ContinuationFrame& f = frames[i];
    if (f.pred == clp::kNoPred) continue;
    const clp::Predicate& p = program_.predicates[f.pred];
    const clp::Rule& r = p.rules[f.rule];
    size_t from = i == 0 && rule >= 0 ? f.next + 1 : f.next;
    total = cappedAdd(total, cappedAdd(calls(r, from), allocations(p, r, from)));
  }
  return total;
}

}  // namespace symtest::cost
