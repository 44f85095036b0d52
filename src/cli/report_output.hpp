// --html DIR of gen, seq and project: the report module's pages for what the run produced.
#pragma once

#include <filesystem>
#include <string>
#include <utility>
#include <vector>

#include "report/report_builder.hpp"

namespace symtest::cli {

// The directories the report looks for sources in: --sourcepath, then `extra` (a project's
// src/main/java), those that exist.
std::vector<std::filesystem::path> sourceRoots(
    const std::vector<std::string>& sourcePath,
    const std::vector<std::filesystem::path>& extra = {});
// The run's options for the report's table, from a configuration key's "name=value" lines.
std::vector<std::pair<std::string, std::string>> optionRows(const std::string& keyText);
// Writes the report into `dir`; prints where (unless quiet).
void writeReport(report::ReportBuilder& builder, const std::string& title,
                 const std::vector<std::pair<std::string, std::string>>& options,
                 const std::string& dir, bool quiet);

}  // namespace symtest::cli
