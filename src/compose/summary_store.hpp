// Summaries kept on disk (`gen --summaries DIR`): one JSON file per method, holding the
// summary (or why the method has none) under a content hash of everything it depends on.
// A file whose hash no longer matches is recomputed and replaced; files are written to a
// temporary name and renamed, so a killed run never leaves a half-written one; a file that
// does not parse as a summary is reported and ignored.
#pragma once

#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "compose/summary.hpp"

namespace symtest::compose {

// What the store holds for one method: its summary, or the reason it has none.
struct StoredEntry {
  std::string method;
  std::string hash;
  std::unique_ptr<Summary> summary;  // nullptr with a fallback
  std::string fallback;
  bool specializable = false;  // a calling context may cure the fallback
};

std::string serializeEntry(const StoredEntry& entry);
// Throws std::runtime_error naming what is wrong when `text` is not a stored summary.
StoredEntry parseEntry(const std::string& text);

class SummaryStore {
 public:
  // `warn` receives one line per file ignored as corrupt or foreign.
  SummaryStore(std::filesystem::path directory, std::function<void(const std::string&)> warn);
  // The entry for `method` when the store has one under `hash`.
  std::optional<StoredEntry> load(const std::string& method, const std::string& hash);
  // Writes atomically; false (and a warning) when the directory cannot be written.
  bool save(const StoredEntry& entry);
  // Every readable entry, for `symtest summaries DIR`; unreadable files go to `warn`.
  std::vector<StoredEntry> list();
  std::filesystem::path fileOf(const std::string& method) const;

 private:
  std::filesystem::path directory_;
  std::function<void(const std::string&)> warn_;
};

// Writes `text` to a temporary file beside `file` and renames it: a killed run never leaves a
// half-written file. False (and a line to `warn`) when it cannot.
bool writeAtomically(const std::filesystem::path& file, const std::string& text,
                     const std::function<void(const std::string&)>& warn);
std::optional<std::string> readWholeFile(const std::filesystem::path& file);

// A 128-bit content hash (two FNV-1a lanes) as 32 hex digits.
std::string contentHash(const std::string& text);

}  // namespace symtest::compose
