// Every recorded official run must be reproduced exactly: bytes sent (elapsed
// time aside), messages, score line, and which lines carry the elapsed time.
#include <catch2/catch.hpp>

#include "tester/games/registry.h"
#include "tests/golden_case.h"

using namespace mm::testing;

namespace {

void check_case(const std::string& path) {
  const GoldenCase golden = load_golden_case(path);
  INFO("case " << path);
  const ReplayOutcome out = replay_in_process(golden);
  REQUIRE(out.harness_error.empty());

  REQUIRE(out.sent.size() == golden.to_solution.size());
  CHECK(out.time_lines == golden.time_lines);
  std::size_t mismatches = 0;
  for (std::size_t i = 0; i < out.sent.size() && mismatches < 5; ++i) {
    const bool is_time = std::binary_search(golden.time_lines.begin(), golden.time_lines.end(), i);
    if (is_time || out.sent[i] == golden.to_solution[i]) continue;
    ++mismatches;
    FAIL_CHECK("line " << i << ": sent '" << out.sent[i] << "', recorded '" << golden.to_solution[i]
                       << "'");
  }
  CHECK(out.printed == golden.tester_stdout);
  if (!golden.tester_stderr.empty()) CHECK(out.diagnostic == golden.tester_stderr.front());
  // The engine read every line the recorded solution wrote before the game ended.
  CHECK(out.replies_used == golden.from_solution.size());
}

}  // namespace

// Every registered game, from the registry: tests/golden/<game>/ holds its
// recorded official runs (tests/golden/README.md).
TEST_CASE("golden: every game matches the official tester on its recorded runs", "[golden]") {
  for (const auto& game : mm::builtin_games()) {
    DYNAMIC_SECTION(game.name) {
      int cases = 0;
      for (const auto& path : golden_case_paths(game.name)) {
        ++cases;
        check_case(path);
      }
      CHECK(cases >= 10);
    }
  }
}
