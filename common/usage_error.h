// The one error type for a mistake in how the tester was called: an unknown
// game or option, bad seeds, a bad game parameter, a command that cannot run.
// main() catches it once, prints the message and exits with status 2. Also
// the "did you mean" hint such messages give.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

namespace mm {

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The candidate closest to `word` (case-insensitive edit distance at most 2,
// or a prefix of it), if any and if `word` has 3 characters or more: for
// "did you mean" hints.
std::string closest_match(const std::string& word, const std::vector<std::string>& candidates);

}  // namespace mm
