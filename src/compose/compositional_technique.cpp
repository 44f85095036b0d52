#include "compose/compositional_technique.hpp"

#include <fmt/format.h>

#include <algorithm>
#include <set>

#include "compose/summarizer.hpp"

namespace symtest::compose {

void CompositionalTechnique::ensureSummary(testcase::GenerationSession& session, uint32_t method) {
  const clp::MethodInfo& info = session.translator().program().methods[method];
  const std::string key = clp::Program::methodKey(info.className, info.name, info.descriptor);
  if (library_.decided(key)) return;
  if (info.name == "<clinit>") {
    library_.fallBack(key, "a class initializer");
    return;
  }
  if (session.options().progress) session.options().progress("summary of " + key);
  SummaryOutcome outcome = summarize(session, library_, *graph_, method);
  summaryUnfoldings_ += outcome.unfoldings;
  if (outcome.summary) {
    ++computed_;
    library_.add(std::move(outcome.summary));
  } else {
    library_.fallBack(key, outcome.fallback);
  }
}

void CompositionalTechnique::beginMethod(testcase::MethodRun& run) {
  const clp::Program& program = run.program();
  // The program grows as targets are translated: the graph is rebuilt per target.
  graph_ = std::make_unique<CallGraph>(program);
  const uint32_t target = program.predicates[run.entry()].method;
  std::vector<uint32_t> reachable = graph_->reachableFrom(target);
  std::set<uint32_t> wanted(reachable.begin(), reachable.end());
  const uint32_t targetComponent = graph_->componentOf(target);
  // Callees first; the target's own component is explored as today (it is on the stack).
  for (uint32_t c = 0; c < graph_->components().size(); ++c) {
    if (c == targetComponent) continue;
    for (uint32_t m : graph_->components()[c])
      if (wanted.count(m)) ensureSummary(run.session(), m);
  }
  composer_ = std::make_unique<Composer>(program, library_, *graph_);
  auto& handlers = run.hooks().callHandlers;
  handlers.insert(handlers.begin(), composer_.get());
}

void CompositionalTechnique::endMethod(testcase::MethodRun& run) {
  if (!composer_) return;
  if (composer_->compositions() > 0)
    run.result().counters["summary cases composed"] = composer_->compositions();
  compositions_ += composer_->compositions();
  // Paths the bound cut inside a composed callee are cut paths of this method too.
  for (const std::string& key : composer_->used())
    if (const Summary* s = library_.find(key)) run.result().exploration.cutByBound += s->cutByBound;
  composer_.reset();
}

void CompositionalTechnique::endRun(testcase::GenerationResult& result) {
  testcase::GenerationResult::Section& s = result.sections["summaries"];
  uint64_t cases = 0;
  for (const auto& [key, summary] : library_.summaries()) cases += summary->cases.size();
  s.counts["computed"] = computed_;
  s.counts["loaded"] = loaded_;
  s.counts["reused"] = compositions_;
  s.counts["cases"] = cases;
  s.counts["unfoldings"] = summaryUnfoldings_;
  for (const auto& [key, why] : library_.fallbacks()) s.tables["fallbacks"][key] = why;
}

}  // namespace symtest::compose
