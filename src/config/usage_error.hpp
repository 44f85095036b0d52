// A mistake in what the user asked for (an option, a target, a file an option names): the CLI
// prints it and exits with status 2.
#pragma once

#include <stdexcept>

namespace symtest::config {

class UsageError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

}  // namespace symtest::config
