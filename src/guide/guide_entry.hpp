// The guided generation's part of a run (config::TechniqueEntry): --criterion and --keep-all.
#pragma once

#include <memory>

#include "config/technique_entry.hpp"

namespace symtest::guide {

std::unique_ptr<config::TechniqueEntry> makeGuideEntry();

}  // namespace symtest::guide
