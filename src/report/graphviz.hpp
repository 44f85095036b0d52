// Graphviz's `dot`, run as a separate program: heaps drawn as SVG.
#pragma once

#include <filesystem>
#include <vector>

namespace symtest::report {

// Whether `dot` is on PATH and runs.
bool dotAvailable();
// Draws each `file.dot` as `file.dot.svg` beside it (a few runs of dot for all of them); false
// when dot failed.
bool drawSvg(const std::vector<std::filesystem::path>& dotFiles);

}  // namespace symtest::report
