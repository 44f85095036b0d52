// `symtest verify`: can an assertion in CLASS.main fail? (SV-COMP's conventions, src/verify)
#pragma once

#include <CLI/CLI.hpp>
#include <cstdint>

#include "cli/common_options.hpp"
#include "solver/cancellation.hpp"
#include "verify/verify.hpp"

namespace symtest::cli {

struct VerifySettings {
  double timeLimit = 600;
  uint64_t maxSteps = verify::VerifyOptions{}.maxSteps;
  uint32_t maxK = 64;
  bool quiet = false;
  // A proof needs every branch decided: a larger budget than gen's.
  uint64_t queryBudget = 400'000'000;
  void addOptions(CLI::App& cmd);
};

// Prints one verdict line on stdout: true, false (with the witness) or unknown (and why).
int runVerify(CommonOptions& options, const VerifySettings& settings, solver::Cancellation& cancel);

}  // namespace symtest::cli
