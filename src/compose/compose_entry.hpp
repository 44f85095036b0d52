// Compositional generation's part of a run (config::TechniqueEntry): --compositional,
// --summaries, --reuse-results, --errors-only, --error-summaries.
#pragma once

#include <memory>

#include "config/technique_entry.hpp"

namespace symtest::compose {

std::unique_ptr<config::TechniqueEntry> makeComposeEntry();

}  // namespace symtest::compose
