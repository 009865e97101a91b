// The one error type for a mistake in how the tester was called: an unknown
// game or option, bad seeds, a bad game parameter, a command that cannot run.
// main() catches it once, prints the message and exits with status 2.
#pragma once

#include <stdexcept>

namespace mm {

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

}  // namespace mm
