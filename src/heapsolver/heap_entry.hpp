// The heap technique's part of a run (config::TechniqueEntry): --heap, --assume, --assumptions.
#pragma once

#include <memory>

#include "config/technique_entry.hpp"

namespace symtest::heapsolver {

std::unique_ptr<config::TechniqueEntry> makeHeapEntry();

}  // namespace symtest::heapsolver
