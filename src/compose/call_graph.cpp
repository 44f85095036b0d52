#include "compose/call_graph.hpp"

#include <algorithm>
#include <limits>

namespace symtest::compose {

CallGraph::CallGraph(const clp::Program& program)
    : callees_(program.methods.size()), predicates_(program.methods.size()) {
  for (clp::PredId p = 0; p < program.predicates.size(); ++p) {
    std::vector<clp::PredId>& own = predicates_[program.predicates[p].method];
    ordinal_.push_back(static_cast<uint32_t>(own.size()));
    own.push_back(p);
  }
  std::vector<bool> selfCall(program.methods.size(), false);
  for (const clp::Predicate& p : program.predicates)
    for (const clp::Rule& r : p.rules)
      for (const clp::Stmt& s : r.body) {
        if (s.kind != clp::Stmt::Kind::Call || s.callee == clp::kNoPred) continue;
        const clp::Predicate& callee = program.predicates[s.callee];
        if (!callee.isEntry) continue;
        std::vector<uint32_t>& out = callees_[p.method];
        if (std::find(out.begin(), out.end(), callee.method) == out.end())
          out.push_back(callee.method);
        if (callee.method == p.method) selfCall[p.method] = true;
      }
  tarjan();
  recursive_.assign(components_.size(), false);
  for (size_t c = 0; c < components_.size(); ++c)
    recursive_[c] = components_[c].size() > 1 || selfCall[components_[c].front()];
}

// Iterative Tarjan: call chains of real programs are deeper than a safe recursion.
void CallGraph::tarjan() {
  constexpr uint32_t kUnvisited = std::numeric_limits<uint32_t>::max();
  const size_t n = callees_.size();
  std::vector<uint32_t> index(n, kUnvisited), low(n, 0);
  std::vector<bool> onStack(n, false);
  std::vector<uint32_t> stack;
  componentOf_.assign(n, 0);
  uint32_t next = 0;
  struct Frame {
    uint32_t method;
    size_t edge;
  };
  for (uint32_t root = 0; root < n; ++root) {
    if (index[root] != kUnvisited) continue;
    std::vector<Frame> work{{root, 0}};
    index[root] = low[root] = next++;
    stack.push_back(root);
    onStack[root] = true;
    while (!work.empty()) {
      Frame& f = work.back();
      const uint32_t v = f.method;
      if (f.edge < callees_[v].size()) {
        uint32_t w = callees_[v][f.edge++];
        if (index[w] == kUnvisited) {
          index[w] = low[w] = next++;
          stack.push_back(w);
          onStack[w] = true;
          work.push_back({w, 0});
        } else if (onStack[w]) {
          low[v] = std::min(low[v], index[w]);
        }
        continue;
      }
      if (low[v] == index[v]) {
        std::vector<uint32_t> component;
        uint32_t w;
        do {
          w = stack.back();
          stack.pop_back();
          onStack[w] = false;
          componentOf_[w] = static_cast<uint32_t>(components_.size());
          component.push_back(w);
        } while (w != v);
        components_.push_back(std::move(component));
      }
      work.pop_back();
      if (!work.empty()) low[work.back().method] = std::min(low[work.back().method], low[v]);
    }
  }
}

std::vector<uint32_t> CallGraph::reachableFrom(uint32_t method) const {
  std::vector<bool> seen(callees_.size(), false);
  std::vector<uint32_t> out{method}, todo{method};
  seen[method] = true;
  while (!todo.empty()) {
    uint32_t m = todo.back();
    todo.pop_back();
    for (uint32_t c : callees_[m])
      if (!seen[c]) {
        seen[c] = true;
        out.push_back(c);
        todo.push_back(c);
      }
  }
  return out;
}

}  // namespace symtest::compose
