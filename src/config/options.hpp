// Typed options on CLI11: on/off switches, choices that map names to enum values, and solver
// budgets in resource units, all checked while parsing (a usage error names the option).
#pragma once

#include <CLI/CLI.hpp>

#include <cstdint>
#include <map>
#include <string>

namespace symtest::config {

// "on" or "off", bound to a bool.
CLI::Option* addSwitch(CLI::App& app, const std::string& name, bool& value,
                       const std::string& help);

// One of `names`, bound to the value it names; anything else is a parse error that lists
// them ("--heap: stack not in {lazy,solver}").
template <class E>
CLI::Option* addChoice(CLI::App& app, const std::string& name, E& value,
                       const std::map<std::string, E>& names, const std::string& help) {
  const std::string option = name.substr(0, name.find(','));
  return app.add_option_function<std::string>(
      name,
      [&value, names, option](const std::string& text) {
        auto it = names.find(text);
        if (it == names.end()) {
          std::string known;
          for (const auto& [n, v] : names) known += (known.empty() ? "" : ",") + n;
          throw CLI::ValidationError(option + ": " + text + " not in {" + known + "}");
        }
        value = it->second;
      },
      help);
}

// The name of `value` in `names` (for canonical keys and messages).
template <class E>
std::string choiceName(const std::map<std::string, E>& names, E value) {
  for (const auto& [n, v] : names)
    if (v == value) return n;
  return "?";
}

// A number of Z3 resource units ("5M", "150k", "20000000"), positive and at most 4G (or 0,
// when `zeroMeansNever`: no limit).
CLI::Option* addUnits(CLI::App& app, const std::string& name, uint64_t& units,
                      const std::string& help, bool zeroMeansNever = false);

// The text of the file an option names; a UsageError when it cannot be read.
std::string readOptionFile(const std::string& option, const std::string& path);

}  // namespace symtest::config
