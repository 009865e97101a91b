// Jewels engine rules beyond the recorded runs.
#include <catch2/catch.hpp>
#include <random>
#include <string>

#include "tester/games/registry.h"

using namespace mm;

namespace {

// The board of a turn's text: N*N lines from `first_line`, row 0 first.
std::vector<int> board_of(const std::vector<std::string>& lines, int n, std::size_t first_line) {
  std::vector<int> board;
  for (int i = 0; i < n * n; ++i) board.push_back(std::stoi(lines[first_line + std::size_t(i)]));
  return board;
}

// Whether three equal jewels lie in a row or a column, looked for everywhere.
bool holds_a_run(const std::vector<int>& board, int n) {
  auto at = [&](int r, int c) { return board[std::size_t(r * n + c)]; };
  for (int r = 0; r < n; ++r) {
    for (int c = 0; c < n; ++c) {
      if (c + 2 < n && at(r, c) == at(r, c + 1) && at(r, c) == at(r, c + 2)) return true;
      if (r + 2 < n && at(r, c) == at(r + 1, c) && at(r, c) == at(r + 2, c)) return true;
    }
  }
  return false;
}

}  // namespace

TEST_CASE("Jewels: the board holds no three in a row at the start and after every move",
          "[jewels]") {
  std::mt19937 random(3);
  int clears = 0;  // moves that cleared a run: more than the two swapped cells changed
  for (std::int64_t seed = 1; seed <= 12; ++seed) {
    auto game = find_game("jewels")->create(Seed{std::to_string(seed), seed}, {});
    Step step = game->start();
    const int n = std::stoi(step.lines()[0]);
    std::vector<int> board = board_of(step.lines(), n, 2);
    INFO("seed " << seed);
    REQUIRE(!holds_a_run(board, n));
    for (int turn = 0; turn < 200; ++turn) {
      // Any two cells: many swaps make runs, and many of those cascade.
      const int a = int(random() % unsigned(n * n)), b = int(random() % unsigned(n * n));
      if (a == b) continue;
      step = game->on_reply(std::to_string(a / n) + " " + std::to_string(a % n) + " " +
                            std::to_string(b / n) + " " + std::to_string(b % n));
      REQUIRE(step.kind != StepKind::Failed);
      const std::vector<int> next = board_of(step.lines(), n, 0);
      INFO("turn " << turn);
      REQUIRE(!holds_a_run(next, n));
      int changed = 0;
      for (std::size_t i = 0; i < next.size(); ++i) changed += next[i] != board[i];
      clears += changed > 2;
      board = next;
    }
  }
  CHECK(clears > 200);
}
