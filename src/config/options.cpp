#include "config/options.hpp"

#include <fmt/format.h>

#include <fstream>
#include <sstream>

#include "config/usage_error.hpp"
#include "solver/solver.hpp"

namespace symtest::config {

CLI::Option* addSwitch(CLI::App& app, const std::string& name, bool& value,
                       const std::string& help) {
  return addChoice(app, name, value, std::map<std::string, bool>{{"on", true}, {"off", false}},
                   help);
}

CLI::Option* addUnits(CLI::App& app, const std::string& name, uint64_t& units,
                      const std::string& help, bool zeroMeansNever) {
  const std::string option = name.substr(0, name.find(','));
  return app.add_option_function<std::string>(
      name,
      [&units, option, zeroMeansNever](const std::string& text) {
        if (zeroMeansNever && text == "0") {
          units = 0;
          return;
        }
        std::optional<uint64_t> parsed = solver::parseUnits(text);
        if (!parsed || *parsed > UINT32_MAX)
          throw CLI::ValidationError(
              fmt::format("{} {}: expected a positive number of resource units up to 4G, e.g. "
                          "20M or 150k",
                          option, text));
        units = *parsed;
      },
      help);
}

std::string readOptionFile(const std::string& option, const std::string& path) {
  std::ifstream in(path);
  if (!in) throw UsageError(option + ": cannot read " + path);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

}  // namespace symtest::config
