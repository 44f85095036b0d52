// Computes a method's summary by exploring it alone: fresh formals, no caller, the run's
// bounds, and the summaries already in the library composed at its own calls. A method is
// summarised only when every path stays within what a case can express; otherwise the
// reason is returned and its calls are unfolded as without summaries.
#pragma once

#include <memory>
#include <string>

#include "compose/call_graph.hpp"
#include "compose/summary_library.hpp"
#include "testcase/method_run.hpp"

namespace symtest::compose {

struct SummaryOutcome {
  std::unique_ptr<Summary> summary;  // nullptr: no summary, see fallback
  std::string fallback;              // why the method is unfolded instead
  uint64_t unfoldings = 0;           // derivation steps the attempt took
  bool transient = false;  // the fallback came from a wall-clock safety limit or an interrupt
  // A calling context may cure the fallback: a reference of several classes, too many paths
  // or cases (a context fixes classes and constants).
  bool specializable = false;
};

// A calling context that fixes some of a method's arguments, for a summary specialized to it:
// per formal, open (a fresh input), a constant, null, or an object of exactly one class.
struct CallContext {
  struct Formal {
    enum class Kind : uint8_t { Open, Constant, Null, Exact };
    Kind kind = Kind::Open;
    uint64_t bits = 0;  // Constant: the value's bits
    std::string type;   // Exact: the class
  };
  std::vector<Formal> formals;
  bool fixesSomething() const;
  // The context as it names the summary: "[_, 3, null, =Square]".
  std::string text() const;
};

// Why a rule cannot be part of a summary (static state, class initialization, code outside the
// program), or empty.
std::string outsideSummary(const clp::Rule& rule);

// Fills summary.inspectedFormals from its cases.
void noteInspectedFormals(Summary& summary);

// `errorCases`: keep only the cases that throw (an error summary). `context`: explore the
// method with the arguments it fixes (a specialized summary, named by the context).
SummaryOutcome summarize(testcase::GenerationSession& session, const SummaryLibrary& library,
                         const CallGraph& graph, uint32_t method, bool errorCases = false,
                         const CallContext* context = nullptr);

}  // namespace symtest::compose
