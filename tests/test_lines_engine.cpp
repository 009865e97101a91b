// Lines engine rules beyond the recorded runs: every kind of bad move, the
// parameter draw rules, and the accepted quirks of Java's parsing.
#include <catch2/catch.hpp>
#include <random>

#include "tester/games/registry.h"

using namespace mm;

namespace {

struct Started {
  std::unique_ptr<Game> game;
  Step first;
  int n = 0;
  std::vector<int> grid;
};

Started start_lines(std::int64_t seed, const Params& params = {}) {
  Started s;
  s.game = find_game("lines")->create(Seed{std::to_string(seed), seed}, params);
  s.first = s.game->start();
  s.n = std::stoi(s.first.lines()[0]);
  for (int i = 0; i < s.n * s.n; ++i)
    s.grid.push_back(std::stoi(s.first.lines()[2 + static_cast<std::size_t>(i)]));
  return s;
}

// The first ball and an empty orthogonal neighbour of it, as "r1 c1 r2 c2" parts.
std::array<int, 4> some_valid_move(const Started& s) {
  for (int cell = 0; cell < s.n * s.n; ++cell) {
    if (s.grid[static_cast<std::size_t>(cell)] == 0) continue;
    const int r = cell / s.n, c = cell % s.n;
    const int dr[] = {-1, 0, 1, 0}, dc[] = {0, 1, 0, -1};
    for (int d = 0; d < 4; ++d) {
      const int nr = r + dr[d], nc = c + dc[d];
      if (nr >= 0 && nr < s.n && nc >= 0 && nc < s.n &&
          s.grid[static_cast<std::size_t>(nr * s.n + nc)] == 0) {
        return {r, c, nr, nc};
      }
    }
  }
  FAIL("no valid move");
  return {};
}

std::string fmt_move(const std::array<int, 4>& m, const char* sep = " ") {
  return std::to_string(m[0]) + sep + std::to_string(m[1]) + sep + std::to_string(m[2]) + sep +
         std::to_string(m[3]);
}

void expect_error(const std::string& reply, const std::string& message) {
  auto s = start_lines(3);
  const Step step = s.game->on_reply(reply);
  CHECK(step.kind == StepKind::Failed);
  CHECK(step.score == -1);
  CHECK(step.messages == std::vector<std::string>{message});
}

}  // namespace

TEST_CASE("Lines: malformed replies", "[lines]") {
  for (const std::string& reply :
       std::vector<std::string>{"1 2 3", "1 2 3 4 5", " 1 2 3 4", "1  2 3 4", "a b c d", "1\t2 3 4",
                                "2147483648 0 0 0", "1 2 3 4x", "", "GIVE UP"}) {
    INFO("reply '" << reply << "'");
    expect_error(reply, "Error reading move: " + reply);
  }
}

TEST_CASE("Lines: illegal coordinates", "[lines]") {
  auto s = start_lines(3);
  const auto valid = some_valid_move(s);
  const std::string out_of_grid = fmt_move({valid[0], valid[1], s.n, 0});
  expect_error(out_of_grid, "Invalid coordinates of move: " + out_of_grid);
  const std::string negative = fmt_move({valid[0], -1, valid[2], valid[3]});
  expect_error(negative, "Invalid coordinates of move: " + negative);
  const std::string same = fmt_move({valid[0], valid[1], valid[0], valid[1]});
  expect_error(same, "Invalid coordinates of move: " + same);
  const std::string from_empty =
      fmt_move({valid[2], valid[3], valid[0], valid[1]});  // empty -> occupied
  expect_error(from_empty, "Invalid coordinates of move: " + from_empty);
}

TEST_CASE("Lines: Java's lenient number forms are accepted", "[lines]") {
  auto s = start_lines(3);
  const auto m = some_valid_move(s);
  for (const std::string& reply :
       std::vector<std::string>{"+" + std::to_string(m[0]) + " " + std::to_string(m[1]) + " +" +
                                    std::to_string(m[2]) + " " + std::to_string(m[3]),
                                fmt_move(m) + " ", "00" + fmt_move(m)}) {
    auto fresh = start_lines(3);
    INFO("reply '" << reply << "'");
    CHECK(fresh.game->on_reply(reply).kind == StepKind::AwaitReply);
  }
}

TEST_CASE("Lines: a turn is the grid, three colours and the time", "[lines]") {
  auto s = start_lines(1);
  CHECK(s.n == 7);
  CHECK(s.first.lines()[1] == "3");
  CHECK(s.first.lines().size() == 2 + 49 + 3);
  CHECK(s.first.append_elapsed_ms);
  const Step next = s.game->on_reply(fmt_move(some_valid_move(s)));
  CHECK(next.lines().size() == 49 + 3);
  CHECK(next.append_elapsed_ms);
}

TEST_CASE("Lines: parameter values follow the framework's draw rules", "[lines]") {
  CHECK(start_lines(1, {{"n", "9"}}).n == 9);
  CHECK(start_lines(1, {{"n", "99"}}).n == 11);    // clamped
  CHECK(start_lines(1, {{"n", "11,7"}}).n == 11);  // a reversed range: its first value, no draw
  for (int seed = 3; seed < 30; ++seed) {
    const int n = start_lines(seed, {{"n", "8+2"}}).n;
    CHECK((n == 8 || n == 9));
  }
  CHECK_THROWS_AS(find_game("lines")->create(Seed{"1", 1}, {{"c", "x"}}), UsageError);
}

namespace {

// The cells free cells join to `from` (breadth-first, independent of the engine).
std::vector<char> reachable(const std::vector<int>& grid, int n, int from) {
  std::vector<char> seen(grid.size(), 0);
  std::vector<int> queue{from};
  seen[static_cast<std::size_t>(from)] = 1;
  for (std::size_t head = 0; head < queue.size(); ++head) {
    const int r = queue[head] / n, c = queue[head] % n;
    const int dr[] = {-1, 0, 1, 0}, dc[] = {0, 1, 0, -1};
    for (int d = 0; d < 4; ++d) {
      const int nr = r + dr[d], nc = c + dc[d], at = nr * n + nc;
      if (nr < 0 || nr >= n || nc < 0 || nc >= n || grid[static_cast<std::size_t>(at)] != 0 ||
          seen[static_cast<std::size_t>(at)])
        continue;
      seen[static_cast<std::size_t>(at)] = 1;
      queue.push_back(at);
    }
  }
  return seen;
}

std::vector<int> grid_of(const Step& step, int n, std::size_t first_line) {
  const auto lines = step.lines();
  std::vector<int> grid;
  for (int i = 0; i < n * n; ++i) grid.push_back(std::stoi(lines[first_line + std::size_t(i)]));
  return grid;
}

}  // namespace

TEST_CASE("Lines: a move is an impossible path exactly when no free path joins its cells",
          "[lines]") {
  std::mt19937 random(7);
  int refused = 0, played = 0;
  for (std::int64_t seed = 1; seed <= 30; ++seed) {
    auto s = start_lines(seed);
    std::vector<std::string> history;
    std::vector<int> grid = s.grid;
    for (int turn = 0; turn < 150; ++turn) {
      std::vector<int> balls, empties;
      for (int i = 0; i < s.n * s.n; ++i) (grid[std::size_t(i)] ? balls : empties).push_back(i);
      if (balls.empty() || empties.empty()) break;
      const int from = balls[random() % balls.size()];
      const auto seen = reachable(grid, s.n, from);
      const int to = empties[random() % empties.size()];
      const std::string move = fmt_move({from / s.n, from % s.n, to / s.n, to % s.n});
      INFO("seed " << seed << ", turn " << turn << ", move " << move);
      if (!seen[std::size_t(to)]) {
        // Refused on a copy of the game, replayed to this turn; the original goes on.
        auto copy = start_lines(seed);
        for (const auto& earlier : history) copy.game->on_reply(earlier);
        const Step step = copy.game->on_reply(move);
        CHECK(step.messages == std::vector<std::string>{"Impossible path for move: " + move});
        ++refused;
        continue;
      }
      const Step step = s.game->on_reply(move);
      REQUIRE(step.kind != StepKind::Failed);
      ++played;
      if (step.done()) break;
      history.push_back(move);
      grid = grid_of(step, s.n, 0);
    }
  }
  CHECK(refused > 100);  // both kinds of move were tried many times
  CHECK(played > 500);
}
