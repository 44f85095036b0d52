// The resource technique's part of a run (config::TechniqueEntry): --cost, --policy,
// --policy-search and --cost-models-included.
#pragma once

#include <memory>

#include "config/technique_entry.hpp"

namespace symtest::cost {

std::unique_ptr<config::TechniqueEntry> makeCostEntry();

}  // namespace symtest::cost
