#include "verify/verify.hpp"

#include <fmt/format.h>

#include "solver/cancellation.hpp"
#include "solver/expr.hpp"
#include "solver/float_text.hpp"
#include "symexec/path_observer.hpp"
#include "testcase/method_run.hpp"
#include "verify/replay.hpp"

namespace symtest::verify {

namespace {

using Clock = std::chrono::steady_clock;
using results::ConcreteValue;
using results::MethodResult;
using results::TestCase;

constexpr const char* kVerifier = "org/sosy_lab/sv_benchmarks/Verifier.";

bool isViolation(const TestCase& t) {
  return t.throws && t.exceptionClass == "java/lang/AssertionError";
}

// Ends the exploration at the first path on which an AssertionError leaves main.
class StopAtViolation final : public testcase::Technique, public symexec::PathObserver {
 public:
  void beginMethod(testcase::MethodRun& run) override {
    found_ = false;
    run.hooks().pathObservers.push_back(this);
  }
  bool keepTestCase(const symexec::PathView&, TestCase& test) override {
    found_ = found_ || isViolation(test);
    return true;
  }
  symexec::PathVerdict onPath(const symexec::PathView&) override {
    return found_ ? symexec::PathVerdict::Stop : symexec::PathVerdict::Continue;
  }

 private:
  bool found_ = false;
};

// One nondet value: the witness line for the replaying Verifier and the text for people.
struct WitnessValue {
  std::string line, shown;
};

std::optional<WitnessValue> witnessValue(const TestCase& t, const std::string& source,
                                         const ConcreteValue& v) {
  if (source.rfind(kVerifier, 0) != 0) return std::nullopt;
  std::string method = source.substr(std::string(kVerifier).size());
  std::string shown = method + "() = ";
  if (method == "nondetString") {
    if (v.isNull()) return WitnessValue{"string null", shown + "null"};
    std::string units, text;
    for (uint16_t u : results::stringContent(t, static_cast<size_t>(v.value))) {
      units += fmt::format(" {:x}", u);
      text += u >= 0x20 && u < 0x7f ? std::string(1, static_cast<char>(u))
                                    : fmt::format("\\u{:04x}", u);
    }
    return WitnessValue{"string" + (units.empty() ? std::string(" ") : units),
                        shown + "\"" + text + "\""};
  }
  if (method == "nondetBoolean") {
    std::string b = v.value ? "true" : "false";
    return WitnessValue{"boolean " + b, shown + b};
  }
  if (method == "nondetChar")
    return WitnessValue{fmt::format("char {}", v.value & 0xffff),
                        fmt::format("{}{}", shown, v.value & 0xffff)};
  if (method == "nondetLong")
    return WitnessValue{fmt::format("long {}", v.value), fmt::format("{}{}", shown, v.value)};
  if (method == "nondetInt" || method == "nondetShort" || method == "nondetByte")
    return WitnessValue{fmt::format("int {}", v.value), fmt::format("{}{}", shown, v.value)};
  if (method == "nondetFloat" || method == "nondetDouble") {
    const bool isDouble = method == "nondetDouble";
    const auto bits = static_cast<uint64_t>(v.value);
    // The bits replay exactly; the literal is what a person reads.
    const std::string text =
        isDouble ? solver::javaDoubleLiteral(solver::fpValue(bits, 64))
                 : solver::javaFloatLiteral(static_cast<float>(solver::fpValue(bits, 32)));
    return WitnessValue{fmt::format("{} {:x}", isDouble ? "double" : "float", bits), shown + text};
  }
  return std::nullopt;
}

std::string unhandledList(const results::GenerationResult& r) {
  std::string out;
  for (const auto& [call, n] : r.unhandledCalls) out += (out.empty() ? "" : ", ") + call;
  return out;
}

}  // namespace

std::string VerifyResult::line() const {
  const char* word = verdict == Verdict::True    ? "true"
                     : verdict == Verdict::False ? "false"
                                                 : "unknown";
  return fmt::format("{}: {}", word, reason);
}

VerifyResult verify(classfile::ClassPath& classPath, const std::string& mainClass,
                    const VerifyOptions& options) {
  auto start = Clock::now();
  // The time limit is a safety net over all rounds: it interrupts the round in progress
  // (engine and Z3) and the verdict is unknown, with the bound reached.
  solver::Cancellation ownCancel;
  solver::Cancellation& cancel = options.cancel ? *options.cancel : ownCancel;
  solver::Watchdog watchdog(cancel, options.timeLimit, "time limit");
  VerifyResult result;
  auto finish = [&](Verdict v, std::string reason) {
    result.verdict = v;
    result.reason = std::move(reason);
    result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
    return result;
  };
  results::MethodId main{mainClass, "main", "([Ljava/lang/String;)V"};
  uint64_t stepsUsed = 0;
  StopAtViolation stop;
  for (uint32_t k = options.firstK; k <= options.maxK; ++k) {
    result.k = k;
    if (cancel.runStopped())
      return finish(Verdict::Unknown,
                    fmt::format("{} at k={} without finding a violation (the bounds up to "
                                "k={} were explored completely)",
                                cancel.reason(), k, k - 1));
    if (options.progress) options.progress(fmt::format("k={}", k));
    testcase::GeneratorOptions g = options.generation;
    g.k = k;
    g.limits.maxSteps = options.maxSteps - stepsUsed;
    g.cancel = &cancel;
    g.timeLimit.reset();
    g.totalTimeLimit.reset();
    g.techniques.push_back(&stop);
    results::GenerationResult r = testcase::generate(classPath, {main}, g);
    const MethodResult& m = r.methods.at(0);
    if (m.status == MethodResult::Status::Skipped)
      return finish(Verdict::Unknown, "main cannot be explored: " + m.note);
    if (m.status == MethodResult::Status::NotStarted)  // a stop between two rounds
      return finish(Verdict::Unknown,
                    fmt::format("{} at k={} without finding a violation (the bounds up to "
                                "k={} were explored completely)",
                                cancel.reason(), k, k - 1));
    for (const TestCase& t : m.tests) {
      if (!isViolation(t)) continue;
      std::vector<std::string> lines;
      result.witness.clear();
      for (const auto& [source, v] : t.sources) {
        auto w = witnessValue(t, source, v);
        if (!w)
          return finish(
              Verdict::Unknown,
              fmt::format("an assertion fails at k={}, but the witness cannot be replayed "
                          "on the JVM (it reads {})",
                          k, source));
        lines.push_back(w->line);
        result.witness.push_back(w->shown);
      }
      std::string values;
      for (const std::string& w : result.witness) values += (values.empty() ? "" : ", ") + w;
      if (values.empty()) values = "no nondet values";
      if (options.replayJar.empty())
        return finish(
            Verdict::Unknown,
            fmt::format("an assertion fails at k={} with {}, not replayed on the JVM", k, values));
      ReplayResult rr = replay(options.java, options.replayJar, options.classPath, mainClass, lines,
                               std::chrono::seconds(30));
      if (rr.ran && rr.assertionFailed)
        return finish(
            Verdict::False,
            fmt::format("an assertion fails with {} (k={}; the JVM confirms it)", values, k));
      return finish(
          Verdict::Unknown,
          fmt::format("symtest predicts an assertion failure at k={} with {}, which the "
                      "JVM does not confirm ({})",
                      k, values,
                      rr.ran ? fmt::format("exit status {}: {}", rr.exitStatus,
                                           rr.diagnostic.empty() ? "no exception" : rr.diagnostic)
                             : rr.diagnostic));
    }
    const auto& e = m.exploration;
    stepsUsed += e.unfoldings;
    if (!e.complete && e.stopReason == "step limit")
      return finish(
          Verdict::Unknown,
          fmt::format("the step budget ({} derivation steps) ran out at k={} without "
                      "finding a violation{}",
                      options.maxSteps, k,
                      k > options.firstK ? fmt::format(" (the bounds up to k={} were explored "
                                                       "completely)",
                                                       k - 1)
                                         : ""));
    if (!e.complete)
      return finish(
          Verdict::Unknown,
          fmt::format("{} reached at k={} without finding a violation{}", e.stopReason, k,
                      k > options.firstK ? fmt::format(" (the bounds up to k={} were explored "
                                                       "completely)",
                                                       k - 1)
                                         : ""));
    if (e.stoppedAtUnhandled > 0)
      return finish(
          Verdict::Unknown,
          fmt::format("paths end at calls outside the analysed classes ({})", unhandledList(r)));
    // (A round whose every path the bound cut is partial too: deepening goes on.)
    if (e.solverUnknown > 0 || m.note.find("solver gave up") != std::string::npos)
      return finish(Verdict::Unknown,
                    fmt::format("the solver gave up on some branches at k={} ({})", k, m.note));
    if (e.cutByBound == 0)
      return finish(Verdict::True,
                    fmt::format("no assertion can fail (the exploration at k={} cut nothing)", k));
  }
  return finish(Verdict::Unknown,
                fmt::format("no violation up to k={}, but paths remain cut by the "
                            "bound",
                            options.maxK));
}

}  // namespace symtest::verify
