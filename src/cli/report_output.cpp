#include "cli/report_output.hpp"

#include <iostream>
#include <sstream>

#include "report/html_report.hpp"

namespace symtest::cli {

namespace fs = std::filesystem;

std::vector<fs::path> sourceRoots(const std::vector<std::string>& sourcePath,
                                  const std::vector<fs::path>& extra) {
  std::vector<fs::path> out;
  std::error_code ec;
  for (const std::string& d : sourcePath)
    if (!d.empty() && fs::is_directory(d, ec)) out.emplace_back(d);
  for (const fs::path& d : extra)
    if (fs::is_directory(d, ec)) out.push_back(d);
  return out;
}

std::vector<std::pair<std::string, std::string>> optionRows(const std::string& keyText) {
  std::vector<std::pair<std::string, std::string>> rows;
  std::istringstream in(keyText);
  for (std::string line; std::getline(in, line);) {
    const size_t eq = line.find('=');
    if (eq == std::string::npos) continue;
    rows.emplace_back(line.substr(0, eq), line.substr(eq + 1));
  }
  return rows;
}

void writeReport(report::ReportBuilder& builder, const std::string& title,
                 const std::vector<std::pair<std::string, std::string>>& options,
                 const std::string& dir, bool quiet) {
  const report::ReportView view = builder.finish(title, options);
  report::writeHtml(view, dir);
  if (!quiet)
    std::cerr << "symtest: wrote the HTML report " << (fs::path(dir) / "index.html").string()
              << "\n";
}

}  // namespace symtest::cli
