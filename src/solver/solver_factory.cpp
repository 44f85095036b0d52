// makeSolver: the engine picks a solver by options only; budgets as text.
#include <cctype>
#include <memory>
#include <string>

#include "solver/solver.hpp"
#include "solver/solver_impl.hpp"

namespace symtest::solver {

std::unique_ptr<Solver> makeSolver(ExprPool& pool, const SolverOptions& options) {
  if (options.kind == SolverOptions::Kind::Incremental) {
    return std::make_unique<IncrementalSolver>(pool, options);
  }
  return std::make_unique<CachingSolver>(pool, options);
}

std::string unitsText(uint64_t units) {
  constexpr std::pair<uint64_t, char> kScales[] = {
      {1'000'000'000, 'G'}, {1'000'000, 'M'}, {1'000, 'k'}};
  for (const auto& [scale, suffix] : kScales)
    if (units >= scale && units % scale == 0) return std::to_string(units / scale) + suffix;
  return std::to_string(units);
}

std::optional<uint64_t> parseUnits(const std::string& text) {
  if (text.empty() || !std::isdigit(static_cast<unsigned char>(text.front()))) return std::nullopt;
  size_t end = 0;
  uint64_t value = 0;
  try {
    value = std::stoull(text, &end);
  } catch (const std::exception&) {
    return std::nullopt;
  }
  uint64_t scale = 1;
  if (end + 1 == text.size()) {
    switch (text[end]) {
      case 'k':
        scale = 1'000;
        break;
      case 'M':
        scale = 1'000'000;
        break;
      case 'G':
        scale = 1'000'000'000;
        break;
      default:
        return std::nullopt;
    }
  } else if (end != text.size()) {
    return std::nullopt;
  }
  if (value == 0 || value > UINT64_MAX / scale) return std::nullopt;
  return value * scale;
}

}  // namespace symtest::solver
