// Manual play (tester/browser/manual_game.*): the person's lines reach the engine
// exactly as a solution's; what the engine refuses is not kept; undo replays;
// the engine's manual view agrees with what the engine accepts.
#include <catch2/catch.hpp>

#include "tester/browser/manual_game.h"
#include "tester/commands/official_options.h"
#include "tester/games/registry.h"

using namespace mm;

namespace {

ManualGame manual(const char* game, std::int64_t seed, const Params& params = {}) {
  return ManualGame(*find_game(game), Seed{std::to_string(seed), seed}, params);
}

std::string move_text(int r1, int c1, int r2, int c2) {
  return std::to_string(r1) + " " + std::to_string(c1) + " " + std::to_string(r2) + " " +
         std::to_string(c2);
}

}  // namespace

TEST_CASE("A refused move is not kept and carries the engine's own message", "[manual]") {
  auto play = manual("lines", 3);
  const MoveAnswer refused = play.play("0 0 0 0");
  CHECK_FALSE(refused.accepted);
  CHECK(refused.messages == std::vector<std::string>{"Invalid coordinates of move: 0 0 0 0"});
  CHECK(play.moves() == 0);
  CHECK(play.state()["frames"].empty());
  const auto state = play.state();
  const auto& reach = state["view"]["reach"];
  for (int ball = 0; ball < static_cast<int>(reach.size()); ++ball) {
    if (reach[static_cast<std::size_t>(ball)].empty()) continue;
    const int n = state["setup"]["n"], to = reach[static_cast<std::size_t>(ball)][0];
    CHECK(play.play(move_text(ball / n, ball % n, to / n, to % n)).accepted);
    break;
  }
  CHECK(play.moves() == 1);
}

TEST_CASE("Lines' reach view is exactly the set of targets the engine accepts", "[manual]") {
  auto probe = manual("lines", 9, {{"n", "7"}});
  const auto state = probe.state();
  const int n = state["setup"]["n"];
  const auto grid = state["setup"]["grid"].get<std::vector<int>>();
  int accepted = 0;
  for (int ball = 0; ball < n * n; ++ball) {
    if (grid[static_cast<std::size_t>(ball)] == 0) continue;
    const auto reach =
        state["view"]["reach"][static_cast<std::size_t>(ball)].get<std::vector<int>>();
    for (int to = 0; to < n * n; ++to) {
      if (grid[static_cast<std::size_t>(to)] != 0) continue;
      auto play = manual("lines", 9, {{"n", "7"}});
      const bool in_reach = std::find(reach.begin(), reach.end(), to) != reach.end();
      CHECK(play.play(move_text(ball / n, ball % n, to / n, to % n)).accepted == in_reach);
      accepted += in_reach;
    }
  }
  CHECK(accepted > 0);
}

TEST_CASE("Undo gives the position of a game that never made the move", "[manual]") {
  auto once = manual("jewels", 4);
  REQUIRE(once.play("0 0 1 0").accepted);
  auto twice = manual("jewels", 4);
  REQUIRE(twice.play("0 0 1 0").accepted);
  REQUIRE(twice.play("3 3 3 4").accepted);
  CHECK(twice.undo());
  CHECK(twice.undo_used());
  CHECK_FALSE(once.undo_used());
  CHECK(twice.state()["frames"] == once.state()["frames"]);
  CHECK(twice.state()["setup"] == once.state()["setup"]);
  CHECK(twice.undo());
  CHECK_FALSE(twice.undo());  // nothing left to take back
}

TEST_CASE("SquareRemover shows each move's position and refuses an off-board swap", "[manual]") {
  auto play = manual("square_remover", 2);
  REQUIRE(play.play("1\n1\n1").accepted);
  REQUIRE(play.play("2\n2\n2").accepted);
  const auto frames = play.state()["frames"];
  REQUIRE(frames.size() == 2);
  CHECK(frames[1]["m"] == nlohmann::json{2, 2, 2});
  const MoveAnswer refused = play.play("0\n0\n0");
  CHECK_FALSE(refused.accepted);
  REQUIRE(refused.messages.size() == 1);
  CHECK(refused.messages[0] ==
        "ERROR: In move 2 (0-based), the direction chosen by your solution points to a cell "
        "outside the board: row = -1, col = 0.");
  CHECK(play.moves() == 2);
  play.stop();  // an answer that ends early scores as the official tester says
  const CaseResult result = play.result();
  CHECK(result.score == -1);
  CHECK(result.messages ==
        std::vector<std::string>{
            "ERROR: Unable to read element 6 (0-based) of your solution's return value."});
  REQUIRE(result.replay);
  CHECK(result.replay->frames.size() == 2);  // the moves as the scratch engine played them
}

TEST_CASE("TwistedGame's open places are accepted and others refused", "[manual]") {
  auto play = manual("twisted_game", 1);
  const auto view = play.state()["view"];
  REQUIRE(view["places"].size() == 4);
  const int r0 = view["origin"][0], c0 = view["origin"][1];
  const MoveAnswer refused = play.play(std::to_string(r0 + 2) + " " + std::to_string(c0) + " 0");
  CHECK_FALSE(refused.accepted);
  CHECK(refused.messages.at(0) == "Invalid tile position. Tile index = 1 (0-based).");
  for (int tile = 0; !play.over(); ++tile) {
    const auto place = play.state()["view"]["places"][0];
    REQUIRE(play.play(std::to_string(r0 + place[0].get<int>()) + " " +
                      std::to_string(c0 + place[1].get<int>()) + " " + std::to_string(tile % 4))
                .accepted);
  }
  CHECK(play.result().status == CaseStatus::Ok);
  CHECK(play.state()["score_line"] ==
        "Score = " + play.state()["result"]["score"].get<std::string>());
}

TEST_CASE("The official -manual spelling selects manual play", "[manual]") {
  const auto args = translate_official_args({"lines", "-manual", "-seed", "3", "-N", "9"});
  CHECK(args ==
        std::vector<std::string>{"lines", "--manual", "--official-seed", "3", "--param", "n=9"});
}
