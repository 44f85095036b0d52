#include "config/output_paths.hpp"

#include <fmt/format.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "config/usage_error.hpp"

namespace symtest::config {

namespace fs = std::filesystem;

namespace {

// Can a file be created in `dir`? Tried for real: permissions alone do not tell (read-only
// mounts, /proc).
bool canCreateIn(const fs::path& dir) {
  const fs::path probe = dir / fmt::format(".symtest-probe-{}", ::getpid());
  {
    std::ofstream out(probe);
    if (!out) return false;
  }
  std::error_code ec;
  fs::remove(probe, ec);
  return true;
}

}  // namespace

void checkOutputDirectory(const std::string& option, const std::string& dir) {
  std::error_code ec;
  if (fs::exists(dir, ec) && !fs::is_directory(dir, ec))
    throw UsageError(fmt::format("{} {}: not a directory", option, dir));
  fs::create_directories(dir, ec);
  if (ec || !fs::is_directory(dir))
    throw UsageError(fmt::format("{} {}: cannot create the directory{}", option, dir,
                                 ec ? " (" + ec.message() + ")" : ""));
  if (!canCreateIn(dir))
    throw UsageError(fmt::format("{} {}: cannot write into the directory", option, dir));
}

void checkOutputFile(const std::string& option, const std::string& file) {
  std::error_code ec;
  if (fs::is_directory(file, ec))
    throw UsageError(fmt::format("{} {}: is a directory", option, file));
  fs::path parent = fs::path(file).parent_path();
  if (parent.empty()) parent = ".";
  if (!fs::is_directory(parent, ec))
    throw UsageError(fmt::format("{} {}: no directory {}", option, file, parent.string()));
  if (!canCreateIn(parent))
    throw UsageError(fmt::format("{} {}: cannot write into {}", option, file, parent.string()));
  if (fs::exists(file, ec)) {
    std::ofstream out(file, std::ios::app);
    if (!out) throw UsageError(fmt::format("{} {}: cannot write the file", option, file));
  }
}

void writeFileAtomically(const std::string& file, const std::string& text) {
  const std::string temp = fmt::format("{}.symtest-{}.tmp", file, ::getpid());
  {
    std::ofstream out(temp, std::ios::binary);
    out << text;
    if (!out) {
      std::error_code ec;
      fs::remove(temp, ec);
      throw UsageError("cannot write " + file);
    }
  }
  std::error_code ec;
  fs::rename(temp, file, ec);
  if (ec) {
    fs::remove(temp, ec);
    throw UsageError("cannot write " + file);
  }
}

}  // namespace symtest::config
