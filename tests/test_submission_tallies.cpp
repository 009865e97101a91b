// Each submission that can know its score prints its own tally to stderr
// ("Score = N"); its model of the game is exact only if that equals the tester's.
#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <fstream>
#include <regex>
#include <sstream>
#include <vector>

#include "tester/games/registry.h"
#include "tester/runner/runner.h"

using namespace mm;

namespace {

// The last "Score = N" the solution wrote to stderr, if any.
std::optional<double> own_tally(const std::string& stderr_text) {
  static const std::regex pattern(R"(Score = (-?[0-9]+(\.[0-9]+)?))");
  std::optional<double> last;
  for (auto it = std::sregex_iterator(stderr_text.begin(), stderr_text.end(), pattern);
       it != std::sregex_iterator(); ++it) {
    last = std::stod((*it)[1]);
  }
  return last;
}

// Lines sends no board after the last move, so a solution cannot see what the
// balls dropped by that move cleared: its tally may miss exactly one removal,
// worth n*n - 7n + 20 for some n >= 5.
bool one_final_drop_removal(double missing) {
  if (missing == 0) return true;
  for (int n = 5; n * n - 7 * n + 20 <= missing; ++n) {
    if (n * n - 7 * n + 20 == missing) return true;
  }
  return false;
}

// The points of the removals a LINES_STATS line lists after `title`
// ("<title> 5x12 6x1": size x count), as the game scores them; nullopt when
// the line is missing.
std::optional<long long> histogram_points(const std::string& stderr_text,
                                          const std::string& title) {
  const std::size_t at = stderr_text.find(title);
  if (at == std::string::npos) return std::nullopt;
  const std::size_t end = stderr_text.find('\n', at);
  std::istringstream entries(stderr_text.substr(at + title.size(), end - at - title.size()));
  long long points = 0;
  int size = 0, count = 0;
  char times = 0;
  while (entries >> size >> times >> count) points += 1LL * count * (size * size - 7 * size + 20);
  return points;
}

// Runs the built submission `name` without echoing its stderr.
PlayOptions submission_options(const std::string& name) {
  PlayOptions options;
  options.command = {std::string(MM_BINARY_DIR) + "/" + name};
  options.echo_stderr = false;
  return options;
}

}  // namespace

TEST_CASE("submissions' own score tallies equal the tester's", "[submissions]") {
  setenv("MM_TIME_SCALE", "0.05", 1);  // the children inherit a short budget
  for (const std::string name : {"square_remover", "tiles_matching", "twisted_game", "lines"}) {
    const GameInfo& game = *find_game(name);
    for (int seed : {1, 3, 4}) {
      INFO(name << " seed " << seed);
      const CaseResult r =
          run_case(game, Seed{std::to_string(seed), seed}, {}, submission_options(name));
      REQUIRE(r.status == CaseStatus::Ok);
      const auto tally = own_tally(r.solution_stderr);
      REQUIRE(tally.has_value());
      if (name == "lines")
        CHECK(one_final_drop_removal(r.score - *tally));
      else
        CHECK(*tally == r.score);
    }
  }
}

TEST_CASE("a Lines tally may miss only one final removal", "[submissions]") {
  CHECK(one_final_drop_removal(0));
  CHECK(one_final_drop_removal(10));  // five balls
  CHECK(one_final_drop_removal(38));  // nine balls
  CHECK_FALSE(one_final_drop_removal(11));
  CHECK_FALSE(one_final_drop_removal(-10));
  CHECK_FALSE(one_final_drop_removal(20 + 10));  // two removals
}

namespace {

// The value of `key=` in a game's seeds/<game>/baseline.txt ("" if absent).
std::string baseline_value(const std::string& game, const std::string& key) {
  std::ifstream file(std::string(MM_SOURCE_DIR) + "/seeds/" + game + "/baseline.txt");
  std::string line;
  while (std::getline(file, line)) {
    if (line.rfind(key + "=", 0) == 0) return line.substr(key.size() + 1);
  }
  return "";
}

}  // namespace

// A fixed search effort makes the play independent of the machine's load: CI's
// score check runs every game in the mode its seeds/<game>/baseline.txt names
// (env=VARIABLE=VALUE, at its time_scale=), so two runs must play the same game.
TEST_CASE("every game's fixed-effort mode plays the same game on every run", "[submissions]") {
  for (const GameInfo& game : builtin_games()) {
    const std::string mode = baseline_value(game.name, "env");
    INFO(game.name << " " << mode);
    const std::size_t equals = mode.find('=');
    REQUIRE(equals != std::string::npos);
    const std::string variable = mode.substr(0, equals);
    setenv(variable.c_str(), mode.substr(equals + 1).c_str(), 1);
    setenv("MM_TIME_SCALE", baseline_value(game.name, "time_scale").c_str(), 1);
    const PlayOptions options = submission_options(game.name);
    const Seed seed{"3", 3};
    const CaseResult first = run_case(game, seed, {}, options);
    const CaseResult second = run_case(game, seed, {}, options);
    unsetenv(variable.c_str());
    unsetenv("MM_TIME_SCALE");
    REQUIRE(first.status == CaseStatus::Ok);
    REQUIRE(second.status == CaseStatus::Ok);
    CHECK(first.score == second.score);
    CHECK(first.moves == second.moves);
  }
}

// LINES_STATS=1 adds the removals by size to stderr, ours and the dropped
// balls' apart: together they make up the solution's own tally.
TEST_CASE("Lines with LINES_STATS prints its removals by size that sum to its tally",
          "[submissions]") {
  constexpr const char* kOurs = "Removals by our moves (size x count):";
  constexpr const char* kDropped = "Removals by dropped balls:";
  const GameInfo& game = *find_game("lines");
  setenv("LINES_FIXED_ROUNDS", "1", 1);  // fixed effort: a fraction of a second a game
  // Seed 1 is built up by the search (1000 moves), seed 3 played by the survival chooser.
  for (int seed : {1, 3}) {
    INFO("seed " << seed);
    setenv("LINES_STATS", "1", 1);
    const CaseResult r =
        run_case(game, Seed{std::to_string(seed), seed}, {}, submission_options("lines"));
    unsetenv("LINES_STATS");
    REQUIRE(r.status == CaseStatus::Ok);
    const auto ours = histogram_points(r.solution_stderr, kOurs);
    const auto dropped = histogram_points(r.solution_stderr, kDropped);
    const auto tally = own_tally(r.solution_stderr);
    REQUIRE(ours.has_value());
    REQUIRE(dropped.has_value());
    REQUIRE(tally.has_value());
    CHECK(*ours > 0);
    CHECK(*ours + *dropped == *tally);
  }
  // Without the switch only the tally is printed.
  const CaseResult quiet = run_case(game, Seed{"3", 3}, {}, submission_options("lines"));
  unsetenv("LINES_FIXED_ROUNDS");
  REQUIRE(quiet.status == CaseStatus::Ok);
  CHECK(quiet.solution_stderr.find(kOurs) == std::string::npos);
  CHECK(quiet.solution_stderr.find(kDropped) == std::string::npos);
  CHECK(own_tally(quiet.solution_stderr).has_value());
}

namespace {

// TilesMatching's replay of one seed with the second ply on `depth` answers
// (TM_FIXED_DEPTH: the same game on every run).
CaseResult tiles_matching_replay(int seed, const char* depth) {
  setenv("TM_FIXED_DEPTH", depth, 1);
  PlayOptions options = submission_options("tiles_matching");
  options.record_replay = true;
  CaseResult r = run_case(*find_game("tiles_matching"),
                          Seed{std::to_string(seed), static_cast<std::int64_t>(seed)}, {}, options);
  unsetenv("TM_FIXED_DEPTH");
  return r;
}

// Placements of one TilesMatching game that cleared a row and a column at once.
int tiles_matching_crossings(int seed, const char* depth) {
  const CaseResult r = tiles_matching_replay(seed, depth);
  REQUIRE(r.status == CaseStatus::Ok);
  REQUIRE(r.replay);
  int crossings = 0;
  for (const auto& frame : r.replay->frames)
    crossings += frame.value("row", false) && frame.value("col", false);
  return crossings;
}

// Moves (placements, removals, discards) and discards of one TilesMatching game.
struct TilesMatchingMoves {
  int moves = 0, discards = 0;
};
TilesMatchingMoves tiles_matching_moves(int seed, const char* depth) {
  const CaseResult r = tiles_matching_replay(seed, depth);
  REQUIRE(r.status == CaseStatus::Ok);
  REQUIRE(r.replay);
  TilesMatchingMoves counts;
  for (const auto& frame : r.replay->frames) {
    const std::string action = frame.value("a", std::string());
    counts.discards += action == "discard";
    counts.moves += action == "discard" || action == "place" || action == "remove";
  }
  return counts;
}

}  // namespace

// With few kinds the TilesMatching evaluation seeks crossings (one tile that
// fills its row and its column) on moves that get the second ply, and the
// search counts single clears at a share of their points there, so it waits
// for the crossing; a one-ply greedy does neither, as it loses boards doing
// so. Seed 4 is N = 4, S = 10: 378 crossings with the second ply on 2
// answers, 1 without (the crossing term without the waiting made 44, the
// build before crossings 3).
TEST_CASE("TilesMatching fills rows and columns together on few kinds, with the second ply",
          "[submissions]") {
  CHECK(tiles_matching_crossings(4, "2") >= 200);
  CHECK(tiles_matching_crossings(4, "0") < 10);
}

// With six kinds the evaluation values one ready cross (an empty cell whose
// row and column are otherwise full) on moves that get the second ply, so a
// wildcard or a fitting tile clears both lines. Seed 22 is N = 6, S = 10: 21
// crossings with the second ply on 2 answers, 3 without (the build without
// the ready cross: 1 at depth 2).
TEST_CASE("TilesMatching keeps a cross ready on six kinds, with the second ply", "[submissions]") {
  CHECK(tiles_matching_crossings(22, "2") >= 12);
  CHECK(tiles_matching_crossings(22, "0") < 8);
}

// With many kinds on a small board TilesMatching keeps its tiles on every
// other row (stripes), so that each row grows from its ends. Seed 3 is N = 9,
// S = 9. The board is rebuilt from the replay; over the game, the rows of the
// parity that holds fewer tiles hold a fifth of the tiles (0.20 with the
// second ply on 2 answers; the build without stripes: 0.43).
TEST_CASE("TilesMatching keeps its tiles on every other row with many kinds on a small board",
          "[submissions]") {
  const CaseResult r = tiles_matching_replay(3, "2");
  REQUIRE(r.status == CaseStatus::Ok);
  REQUIRE(r.replay);
  constexpr int kSide = 9;
  std::vector<std::vector<bool>> occupied(kSide, std::vector<bool>(kSide, false));
  long long minority = 0, tiles = 0;
  for (const auto& frame : r.replay->frames) {
    const std::string action = frame.value("a", std::string());
    if (action != "place" && action != "remove") continue;
    const int row = frame["p"][0], col = frame["p"][1];
    occupied[row][col] = action == "place";
    if (frame.value("row", false))
      for (int i = 0; i < kSide; ++i) occupied[row][i] = false;
    if (frame.value("col", false))
      for (int i = 0; i < kSide; ++i) occupied[i][col] = false;
    std::array<int, 2> by_parity{};
    for (int i = 0; i < kSide; ++i)
      for (int j = 0; j < kSide; ++j) by_parity[i % 2] += occupied[i][j];
    minority += std::min(by_parity[0], by_parity[1]);
    tiles += by_parity[0] + by_parity[1];
  }
  REQUIRE(tiles > 0);
  CHECK(static_cast<double>(minority) / static_cast<double>(tiles) < 0.3);
}

// On a big board with eight kinds, where boards live anyway, TilesMatching
// counts each placement's share of a later clear, so it places the tiles that
// fit instead of discarding them to keep the board healthier. Seed 8 is
// N = 8, S = 12: 910 discards in 10,000 moves with the second ply on 2
// answers (the build without the placement value: 2,526).
TEST_CASE("TilesMatching places the tiles that fit on a big board with eight kinds",
          "[submissions]") {
  const TilesMatchingMoves game = tiles_matching_moves(8, "2");
  CHECK(game.discards > 0);
  CHECK(game.discards < 1500);
}

// On the other classes with many kinds outside the stripes, TilesMatching
// counts the placement's share only while the board is healthy (few hard or
// dead cells, a low discard counter). Seed 6 is N = 7, S = 9, D = 4: 1,468
// discards in 10,000 moves with the second ply on 2 answers (the build
// without the health gate: 2,267).
TEST_CASE("TilesMatching places the tiles that fit while a small board with seven kinds is healthy",
          "[submissions]") {
  const TilesMatchingMoves game = tiles_matching_moves(6, "2");
  CHECK(game.moves == 10000);
  CHECK(game.discards > 0);
  CHECK(game.discards < 1850);
}
