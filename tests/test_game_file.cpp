// Game files (tester/games/game_file.h): templates, the file's checks, and the
// contest scores and per-case units of a game whose lower raw score is better.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "common/usage_error.h"
#include "tester/analysis/verdict.h"
#include "tester/games/game_file.h"
#include "tester/games/registry.h"

using namespace mm;
namespace fs = std::filesystem;

namespace {

// A game file with this text, in a fresh temporary folder.
std::string write_game(const std::string& text) {
  static int count = 0;
  const fs::path folder =
      fs::temp_directory_path() / ("mm-game-file-test-" + std::to_string(getpid()));
  fs::create_directories(folder);
  const std::string path = (folder / ("g" + std::to_string(++count) + ".toml")).string();
  std::ofstream(path) << text;
  return path;
}

constexpr const char* kMinimal = R"(name = "toy"
objective = "min"
[[step]]
run = ["true"]
)";

}  // namespace

TEST_CASE("templates: placeholders, padded seeds, braces, shell quoting", "[game_file]") {
  GameFile game;
  game.folder = "/games/toy";
  const TemplateValues values = case_values(game, "42", "/tmp/case dir", "python3 sol.py");
  CHECK(expand_template("in/{seed04}.txt", values, false) == "in/0042.txt");
  CHECK(expand_template("{seed01}-{seed09}", values, false) == "42-000000042");
  CHECK(expand_template("{{literal}} {game_dir}", values, false) == "{literal} /games/toy");
  // In a shell line a path is one word, and the command's words stay words.
  CHECK(expand_template("cd {case_dir} && {exec} < in", values, true) ==
        "cd '/tmp/case dir' && python3 sol.py < in");
  CHECK(shell_quote("it's") == "'it'\\''s'");
  CHECK(expand_template("{exec}", case_values(game, "-3", "/c", "./a"), false) == "./a");
  CHECK(case_values(game, "-3", "/c", "")["seed04"] == "-0003");
}

TEST_CASE("a game file loads with its defaults", "[game_file]") {
  const auto game = load_game_file(write_game(kMinimal));
  CHECK(game->name == "toy");
  CHECK(game->objective == Objective::Min);
  CHECK(game->ranking == Ranking::Relative);
  CHECK(game->steps.size() == 1);
  CHECK(game->steps[0].name == "step1");
  CHECK(game->score.step == "step1");
  CHECK(game->score.last);
  CHECK(game->score.pattern == R"(Score *= *(\S+))");
  CHECK(game->time_limit_ms == 60000);
  const Normalization kind = game->normalization();
  CHECK(kind == Normalization::RelativeToMaxHundred);
  CHECK(kind.minimizes());
}

TEST_CASE("named groups, Python's spelling too, become the pattern's groups", "[game_file]") {
  const auto game = load_game_file(write_game(std::string(kMinimal) + R"([score]
regex = 'Score = (?P<score>\S+), turns = (?<turns>\d+)(?<=\d)'
match = "first"
stream = "stderr"
)"));
  CHECK(game->score.groups == std::vector<std::string>{"score", "turns"});
  CHECK_FALSE(game->score.last);
  CHECK(game->score.stream == "stderr");
}

TEST_CASE("bad game files name the file, the line and the key", "[game_file]") {
  const auto message_of = [](const std::string& text) {
    try {
      load_game_file(write_game(text));
    } catch (const UsageError& e) {
      return std::string(e.what());
    }
    return std::string("loaded");
  };
  CHECK_THAT(message_of("objective = \"min\"\n[[step]]\nrun = [\"true\"]\n"),
             Catch::Contains("'name': is required"));
  CHECK_THAT(message_of(std::string(kMinimal) + "[score]\nstep = \"nope\"\n"),
             Catch::Contains("no step is named 'nope' (steps: step1)"));
  CHECK_THAT(
      message_of("name = \"t\"\nobjective = \"min\"\n[[step]]\nrun = [\"a\"]\nshell = \"b\"\n"),
      Catch::Contains("give exactly one of run"));
  CHECK_THAT(message_of(std::string(kMinimal) + "[params]\nfile = \"in.txt\"\n"),
             Catch::Contains("file and fields go together"));
  CHECK_THAT(message_of(std::string(kMinimal) + "[params]\nregex = 'N = (\\d+)'\n"),
             Catch::Contains("has no named group"));
  CHECK_THAT(message_of(std::string(kMinimal) + "[[step]]\nname = \"step1\"\nrun = [\"x\"]\n"),
             Catch::Contains("two steps are named 'step1'"));
  CHECK_THAT(message_of(std::string(kMinimal) + "[visualizer]\nrun = [\"vis\"]\n"),
             Catch::Contains("'visualizer.output': is required"));
  CHECK_THAT(message_of(std::string(kMinimal) + "[[step]]\nrun = [\"x\"]\ntime_limit_ms = -5\n"),
             Catch::Contains(":7: 'time_limit_ms': must be a whole number"));
}

TEST_CASE("a registered game file is a game the registry knows, and replaced by name",
          "[game_file]") {
  const GameInfo& first = register_game_file(load_game_file(write_game(kMinimal)));
  CHECK(find_game("toy") == &first);
  CHECK(first.external);
  CHECK(first.score_text(1234) == "1234");
  CHECK(first.score_text(0.75) == "0.75");
  const std::size_t count = all_games().size();
  register_game_file(load_game_file(write_game("time_limit_ms = 5\n" + std::string(kMinimal))));
  CHECK(all_games().size() == count);
  CHECK(find_game("toy")->time_limit_ms == 5);
}

TEST_CASE("under Min, relative scores are best/score and a failure is worst", "[game_file]") {
  const Normalization relative(Normalization::RelativeToMaxHundred, Objective::Min);
  ScoreTable t;
  t.competitors = {"A", "B"};
  t.tests = {"1", "2"};
  // Test 1: best 50 (A); test 2: B failed, A scored 80.
  t.scores = {{50.0, 80.0}, {100.0, std::nullopt}};
  const auto contest = contest_scores(relative, t);
  CHECK(contest[0] == Approx(100.0));
  CHECK(contest[1] == Approx(100 * (0.5 + 0) / 2));
  // A best known of 40 on test 1 lowers both.
  const auto known = contest_scores(relative, t, {40.0, std::nullopt});
  CHECK(known[0] == Approx(100 * (0.8 + 1) / 2));
  // The per-case unit: percentage points of the best, positive where the run is better.
  CHECK(case_difference(relative, 50.0, 100.0, 50) == Approx(50));
  CHECK(case_difference(relative, std::nullopt, 100.0, 50) == Approx(-50));
  CHECK(case_reference(relative, 60.0, {50.0, std::nullopt, 0.0}) == 50);
}

TEST_CASE("under Min, rank points and raw averages never reward a failure", "[game_file]") {
  const Normalization rank(Normalization::RankPoints, Objective::Min);
  ScoreTable t;
  t.competitors = {"A", "B", "C"};
  t.tests = {"1"};
  t.scores = {{3.0}, {7.0}, {std::nullopt}};
  CHECK(contest_scores(rank, t) == std::vector<double>{1.0, 0.5, 0.0});
  CHECK(case_difference(rank, 3.0, std::nullopt, 0) == 100);
  const Normalization average(Normalization::RawAverage, Objective::Min, 1000);
  CHECK(contest_scores(average, t) == std::vector<double>{3.0, 7.0, 1000.0});
  CHECK(average.lower_contest_is_better());
  // Raw points, positive where the run is better (lower).
  CHECK(case_difference(average, 3.0, 7.0, 0) == 4);
  CHECK(case_difference(average, std::nullopt, 7.0, 0) == -993);
  CaseCell low, failed;
  low.score = 3;
  failed.score = 0;
  failed.status = CaseStatus::Crash;
  CHECK(case_outcome(average, low, failed) == 1);
  CHECK(case_outcome(average, failed, low) == -1);
}
