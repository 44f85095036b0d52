// The technique registry: every technique a `gen` run can use, one line each, in the order
// they are plugged into an exploration.
#pragma once

#include "config/technique_entry.hpp"

namespace symtest::cli {

config::TechniqueEntries techniqueRegistry();

}  // namespace symtest::cli
