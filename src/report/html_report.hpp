// The HTML report (`--html DIR`): static pages that work from file://. index.html lists the
// classes with coverage bars, the skipped and partial methods and the run's options; a page
// per class shows its source (or bytecode) coloured as JaCoCo's report colours it, each line
// linking to the tests that run it, and every test with its inputs, path condition, outcome
// and heaps (SVG drawn by Graphviz, or text when `dot` is missing, which the pages say).
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "report/report_view.hpp"

namespace symtest::report {

// Writes the report into `dir` (created); returns the files written. Throws
// std::filesystem::filesystem_error when `dir` cannot be written.
std::vector<std::filesystem::path> writeHtml(const ReportView& view,
                                             const std::filesystem::path& dir);

}  // namespace symtest::report
