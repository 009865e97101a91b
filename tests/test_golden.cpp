// Every recorded official run must be reproduced exactly: bytes sent (elapsed
// time aside), messages, score line, and which lines carry the elapsed time.
#include <catch2/catch.hpp>

#include "golden_case.h"

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

void check_game(const std::string& folder) {
  int cases = 0;
  for (const auto& path : golden_case_paths()) {
    if (path.find("/golden/" + folder + "/") == std::string::npos) continue;
    ++cases;
    check_case(path);
  }
  CHECK(cases >= 10);
}

}  // namespace

TEST_CASE("golden: Lines matches the official tester", "[golden][lines]") {
  check_game("lines");
}
TEST_CASE("golden: Jewels matches the official tester", "[golden][jewels]") {
  check_game("jewels");
}
TEST_CASE("golden: SquareRemover matches the official tester", "[golden][square_remover]") {
  check_game("squareremover");
}
TEST_CASE("golden: TilesMatching matches the official tester", "[golden][tiles_matching]") {
  check_game("tilesmatching");
}
TEST_CASE("golden: TwistedGame matches the official tester", "[golden][twisted_game]") {
  check_game("twistedgame");
}
