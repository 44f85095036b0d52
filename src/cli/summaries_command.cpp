#include "cli/summaries_command.hpp"

#include <fmt/format.h>

#include <filesystem>
#include <iostream>

#include "compose/summary_store.hpp"

namespace symtest::cli {

int runSummaries(const std::string& directory) {
  if (!std::filesystem::is_directory(directory)) {
    std::cerr << "symtest: error: " << directory << " is not a summary store (no such directory)\n";
    return 2;
  }
  compose::SummaryStore store(
      directory, [](const std::string& m) { std::cerr << "symtest: warning: " << m << "\n"; });
  std::vector<compose::StoredEntry> entries = store.list();
  size_t summarised = 0, cases = 0;
  for (const compose::StoredEntry& e : entries) {
    if (!e.summary) {
      std::cout << fmt::format("{}  no summary: {}\n", e.method, e.fallback);
      continue;
    }
    ++summarised;
    cases += e.summary->cases.size();
    std::string composed;
    for (const std::string& c : e.summary->composed) composed += (composed.empty() ? "" : ", ") + c;
    std::cout << fmt::format("{}  {} {}case{}  hash {}{}\n", e.method, e.summary->cases.size(),
                             e.summary->errorCases ? "error " : "",
                             e.summary->cases.size() == 1 ? "" : "s", e.hash.substr(0, 12),
                             composed.empty() ? "" : "  composes " + composed);
  }
  std::cout << fmt::format("{} method{}: {} summarised ({} cases), {} without a summary\n",
                           entries.size(), entries.size() == 1 ? "" : "s", summarised, cases,
                           entries.size() - summarised);
  // The results of methods under test kept beside the summaries (gen --reuse-results).
  size_t results = 0;
  std::error_code ec;
  for (const auto& f :
       std::filesystem::directory_iterator(std::filesystem::path(directory) / "results", ec))
    results += f.path().extension() == ".json";
  if (results > 0)
    std::cout << fmt::format("{} stored result{} of methods under test\n", results,
                             results == 1 ? "" : "s");
  return 0;
}

}  // namespace symtest::cli
