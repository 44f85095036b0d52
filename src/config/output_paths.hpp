// Output locations checked before any work (a bad path must not cost an exploration), and
// files written so that a reader or a killed run never sees half of one.
#pragma once

#include <string>

namespace symtest::config {

// Throws UsageError naming the option and the path unless the directory exists (it is created)
// and symtest can create files in it.
void checkOutputDirectory(const std::string& option, const std::string& dir);
// Throws UsageError unless `file` can be written (its directory exists and is writable, and it
// is not a directory). A file that did not exist before is not left behind.
void checkOutputFile(const std::string& option, const std::string& file);

// Writes `text` to `file` through a temporary file renamed over it. Throws UsageError naming
// the file when it cannot.
void writeFileAtomically(const std::string& file, const std::string& text);

}  // namespace symtest::config
