// Composition (thesis Fig. 3.4): at a call of a summarised method, the engine chooses among
// the summary's cases instead of unfolding the body. A case applies when its condition,
// instantiated with the actual arguments, is consistent with the path condition; it then
// creates its objects in the caller's heap and binds the call's result and flag.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>

#include "compose/call_graph.hpp"
#include "compose/summary_library.hpp"
#include "symexec/call_handler.hpp"

namespace symtest::compose {

// A summary of `method` specialized to the arguments of one call, or nullptr.
using Specializer = std::function<const Summary*(uint32_t method, const std::vector<heap::Value>&,
                                                 symexec::ExecutionContext&)>;

class Composer final : public symexec::CallHandler {
 public:
  Composer(const clp::Program& program, const SummaryLibrary& library, const CallGraph& graph)
      : program_(program), library_(library), graph_(graph) {}
  // Calls of a summarised method with no activation of its recursive component on the stack
  // get the summary's cases; every other call is left to unfolding.
  std::shared_ptr<symexec::CallAlternatives> onCall(const symexec::CallSite& site,
                                                    symexec::ExecutionContext& ctx) override;
  // Asked at calls of a method without a summary (none given: such calls are unfolded).
  void setSpecializer(Specializer specializer) { specializer_ = std::move(specializer); }
  uint64_t compositions() const { return compositions_; }      // cases applied
  const std::set<std::string>& used() const { return used_; }  // summaries offered at a call
  // Index into program().methods of a method key, or UINT32_MAX when it is not translated.
  uint32_t methodIndex(const std::string& key);
  void countComposition() { ++compositions_; }
  // Calls decided by an error summary: only its throwing cases were offered.
  uint64_t errorSummaryCalls() const { return errorSummaryCalls_; }
  // The trace events of a case in this program; false when a predicate is not translated.
  // (Predicates are named by method and ordinal, see CallGraph::predicatesOf.)
  bool traceOf(const Summary& s, const SummaryCase& c, std::vector<symexec::TraceEvent>& out);
  // Fills s.methodIndex for this program.
  void resolveMethods(const Summary& s);

 private:
  const clp::Program& program_;
  const SummaryLibrary& library_;
  const CallGraph& graph_;
  uint64_t compositions_ = 0;
  uint64_t errorSummaryCalls_ = 0;
  std::set<std::string> used_;
  std::map<std::string, uint32_t> methodIndex_;
  Specializer specializer_;
  std::vector<const Summary*> summaryOf_;  // per method, once looked up
  std::vector<bool> lookedUp_;
};

}  // namespace symtest::compose
