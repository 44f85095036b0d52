// Compositional generation (`gen --compositional on`): before a method is explored, the
// methods it may call get summaries, bottom-up over the call graph's components (callees
// first), and its exploration composes them at its calls instead of unfolding the callees.
// The test cases are the same as without summaries; the work is done once per callee.
#pragma once

#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "compose/call_graph.hpp"
#include "compose/composer.hpp"
#include "compose/summarizer.hpp"
#include "compose/summary_library.hpp"
#include "compose/summary_store.hpp"
#include "testcase/method_run.hpp"
#include "testcase/technique.hpp"

namespace symtest::compose {

struct ComposeOptions {
  std::string storeDirectory;  // --summaries DIR: summaries kept on disk (empty: none)
  std::function<void(const std::string&)> warn;  // store problems (default: stderr)
  // Error detection (thesis Sec. 3.3.8, `--errors-only`): the methods under test yield test
  // cases only for the paths that throw out of them. Exact: the same error test cases as a run
  // that keeps every path.
  bool errorsOnly = false;
  // The methods whose summaries keep only their throwing cases (`--error-summaries`): "all"
  // (the analysed classes' methods), a class, or Class.method, in dotted or internal form or by
  // simple class name. A call they decide either throws or is cut, so errors raised after their
  // normal returns are not sought.
  std::vector<std::string> errorSummaries;
};

// Whether `pattern` (an --error-summaries entry) names method `name` of class `className`.
bool namesMethod(const std::string& pattern, const std::string& className, const std::string& name);

class CompositionalTechnique : public testcase::Technique {
 public:
  explicit CompositionalTechnique(ComposeOptions options);
  void beginMethod(testcase::MethodRun& run) override;
  void endMethod(testcase::MethodRun& run) override;
  void endRun(results::GenerationResult& result) override;
  bool acceptsPath(const symexec::PathView& path) override;
  const SummaryLibrary& library() const { return library_; }

 private:
  void ensureSummary(testcase::GenerationSession& session, uint32_t method);
  // Loads or computes the summary named `key` (general, or for `context`) into the library.
  void build(testcase::GenerationSession& session, uint32_t method, const std::string& key,
             const CallContext* context);
  // Context-specialized summaries: at a call of a method without a summary whose arguments
  // fix something (constants, null, objects of known class), a summary for that context,
  // computed once and kept under it (at most kMaxContexts per method).
  const Summary* specialize(testcase::GenerationSession& session, uint32_t method,
                            const std::vector<heap::Value>& args, symexec::ExecutionContext& ctx);
  CallContext contextOf(testcase::GenerationSession& session, const std::vector<heap::Value>& args,
                        symexec::ExecutionContext& ctx) const;
  static constexpr uint32_t kMaxContexts = 8;
  // Content hash of what a method's summary depends on: the CLP of every method it may run
  // (its component's and, through their hashes, its callees') and the options that bound it.
  std::string methodHash(testcase::GenerationSession& session, uint32_t method);
  // Why a method cannot have a summary, decided from the program alone (its code or code it
  // may call touches static state or code outside the program), or empty: such methods are
  // not explored for a summary. Conservative, hence sound: they are unfolded.
  std::string staticFallback(const clp::Program& program, uint32_t method);
  ComposeOptions options_;
  std::unique_ptr<SummaryStore> store_;
  std::vector<std::string> componentHashes_;    // per component of graph_, "" until computed
  std::map<uint32_t, std::string> methodText_;  // per method: hash of its printed CLP
  std::vector<std::optional<std::string>> componentFallback_;  // per component, when known
  SummaryLibrary library_;
  std::unique_ptr<CallGraph> graph_;
  std::unique_ptr<Composer> composer_;
  // Whether the method's summary is an error summary (never for the models' methods).
  bool errorSummary(testcase::GenerationSession& session, const clp::MethodInfo& info) const;
  uint64_t computed_ = 0, loaded_ = 0, compositions_ = 0, summaryUnfoldings_ = 0;
  uint64_t errorSummaryCalls_ = 0, normalPathsDropped_ = 0, specialized_ = 0;
  std::map<std::string, uint32_t> contexts_;  // per method key: contexts specialized
  std::set<std::string> specializable_;       // methods whose fallback a context may cure
};

}  // namespace symtest::compose
