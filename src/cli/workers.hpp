// Parallel runs (-j N). N worker processes run the same command line with --worker DIR; each
// explores the units (methods, classes) it claims first, claiming by creating the unit's file
// in DIR, and leaves its results in the run's result store. The command then runs itself,
// loading every result from the store: its output is the output of -j 1, whichever worker
// explored what, and a worker that dies costs only the time to redo its units.
#pragma once

#include <filesystem>
#include <functional>
#include <string>
#include <vector>

namespace symtest::cli {

// The default of -j: the machine's cores.
unsigned defaultJobs();

// Called first in a worker: it ends when the command that started it ends, however that ends
// (a SIGKILL included). False when that command is gone already.
bool becomeWorker();

// Claims unit `key` in `dir`: true for the first process to ask, false for every other.
bool claimUnit(const std::filesystem::path& dir, const std::string& key);

// What a worker reports of unit `key` (a line of text), kept in its claim file; and what the
// workers reported of every unit, read back by the command.
void reportUnit(const std::filesystem::path& dir, const std::string& key, const std::string& text);
std::vector<std::string> unitReports(const std::filesystem::path& dir);

// Runs `jobs` workers (this program with `argv` + {"--worker", dir, "-q"}) and waits for them.
// `tick` is called about once a second with the number of units claimed so far; it returns
// false to stop the workers (an interrupt).
void runWorkers(const std::vector<std::string>& argv, unsigned jobs,
                const std::filesystem::path& dir, const std::function<bool(size_t)>& tick);

}  // namespace symtest::cli
