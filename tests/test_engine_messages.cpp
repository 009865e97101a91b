// Engine messages whose official text carries a number from the case.
#include <catch2/catch.hpp>
#include <string>

#include "tester/games/registry.h"

using namespace mm;

namespace {

struct TilesCase {
  std::unique_ptr<Game> game;
  long long side = 0;
};

// A TilesMatching case with its board side; the first tile is a wildcard.
TilesCase tiles_case(long long seed) {
  const GameInfo& info = *find_game("tiles_matching");
  TilesCase c{info.create(Seed{std::to_string(seed), seed}, {}), 0};
  for (const auto& [name, value] : c.game->case_params())
    if (name == "S") c.side = value;
  c.game->start();
  return c;
}

std::string first_message(const Step& step) {
  REQUIRE(step.kind == StepKind::Failed);
  REQUIRE(!step.messages.empty());
  return step.messages.front();
}

}  // namespace

TEST_CASE("TilesMatching names the board's last index in its out-of-range messages",
          "[engine][tiles_matching]") {
  for (long long seed = 1; seed <= 10; ++seed) {
    auto row = tiles_case(seed);
    const std::string last = std::to_string(row.side - 1);
    CHECK(first_message(row.game->on_reply(std::to_string(row.side) + " 0")) ==
          "row must be between 0 and " + last + ", inclusive.");
    auto col = tiles_case(seed);
    CHECK(first_message(col.game->on_reply("0 -1")) ==
          "col must be between 0 and " + last + ", inclusive.");
  }
}

TEST_CASE("TilesMatching checks the row before the column", "[engine][tiles_matching]") {
  auto c = tiles_case(3);
  CHECK(first_message(c.game->on_reply("99 99")).rfind("row must be between 0 and ", 0) == 0);
}

TEST_CASE("TilesMatching says 7 on an 8-wide board", "[engine][tiles_matching]") {
  for (long long seed = 1; seed <= 50; ++seed) {
    auto c = tiles_case(seed);
    if (c.side != 8) continue;
    CHECK(first_message(c.game->on_reply("8 3")) == "row must be between 0 and 7, inclusive.");
    return;
  }
  FAIL("no 8-wide board in seeds 1..50");
}
