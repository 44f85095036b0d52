// symtest's own files in the user's test tree: marked by their first line, written and
// removed only when marked, so that a hand-written file is never touched.
#pragma once

#include <filesystem>
#include <set>
#include <string>
#include <vector>

namespace symtest::project {

// The first line of every test class `symtest project` writes.
extern const char* const kMarker;
// The suffix of their names: FooSymtestTest cannot collide with a hand-written FooTest.
extern const char* const kTestSuffix;

// Whether `file` exists and starts with the marker.
bool isOwnFile(const std::filesystem::path& file);

enum class WriteOutcome { Written, Unchanged, NotOurs };
// Writes `text` (which starts with the marker) to `file` unless a file that is not ours is
// there; an unchanged file keeps its time stamp (build tools then recompile nothing).
WriteOutcome writeOwnFile(const std::filesystem::path& file, const std::string& text);

// Removes the marked files under `tests` named like ours that are not in `keep`, and the
// directories that leaves empty (of those that held them); returns the files removed, sorted.
std::vector<std::filesystem::path> removeStaleFiles(const std::filesystem::path& tests,
                                                    const std::set<std::filesystem::path>& keep);

}  // namespace symtest::project
