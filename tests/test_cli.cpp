// The tester program as a user runs it: output format, exit codes, usage errors.
#include <sys/wait.h>

#include <array>
#include <catch2/catch.hpp>
#include <cstdio>
#include <string>

#include "tester/commands/official_options.h"
#include "tester/games/registry.h"
#include "tests/cli_helpers.h"

namespace {

struct CommandResult {
  std::string output;  // stdout only
  int exit_code = -1;
};

CommandResult run_command(const std::string& command) {
  CommandResult result;
  result.output = mm::test::run_command(command, &result.exit_code);
  return result;
}

const std::string kTester = MM_BINARY_DIR "/tester";
const std::string kLines = MM_BINARY_DIR "/lines";

int count_lines_starting(const std::string& text, const std::string& prefix) {
  int count = 0;
  std::size_t pos = 0;
  while (pos < text.size()) {
    const std::size_t end = text.find('\n', pos);
    if (text.compare(pos, prefix.size(), prefix) == 0) ++count;
    if (end == std::string::npos) break;
    pos = end + 1;
  }
  return count;
}

}  // namespace

TEST_CASE("official options translate to ours", "[cli]") {
  using V = std::vector<std::string>;
  CHECK(mm::translate_official_args({"-exec", "./x", "-seed", "1,5", "-novis"}) ==
        V{"--exec", "./x", "--official-seed", "1,5"});
  CHECK(mm::translate_official_args({"-EX", "./x", "-sd", "3", "-TL", "500", "-th", "2"}) ==
        V{"--exec", "./x", "--official-seed", "3", "--time-limit", "500", "--threads", "2"});
  CHECK(mm::translate_official_args({"-N", "7,11", "-c", "3"}) ==
        V{"--param", "n=7,11", "--param", "c=3"});
  CHECK(mm::translate_official_args({"-saveAll", "-noOutput"}) ==
        V{"--save-all", ".", "--no-output"});
  CHECK(mm::translate_official_args({"-delay", "50", "-pause", "--seed", "2"}) == V{"--seed", "2"});
  CHECK_THROWS_AS(mm::translate_official_args({"-N"}), mm::UsageError);
}

TEST_CASE("one seed prints the official score line", "[cli]") {
  const auto r = run_command(kTester + " --exec " + kLines + " --seed 4 2>/dev/null");
  CHECK(r.exit_code == 0);
  CHECK(count_lines_starting(r.output, "Score = ") == 1);
}

TEST_CASE("several seeds print one line each and a summary", "[cli]") {
  const auto r =
      run_command(kTester + " --exec " + kLines + " --seed 1..3,8 --threads 2 2>/dev/null");
  CHECK(r.exit_code == 0);
  CHECK(count_lines_starting(r.output, "Seed = ") == 4);
  CHECK(r.output.find("Seed = 1, Score = ") < r.output.find("Seed = 8, Score = "));
  CHECK(r.output.find("   Executed Cases: 4") != std::string::npos);
  CHECK(r.output.find("     Failed Cases: 0") != std::string::npos);
}

TEST_CASE("the official spellings work", "[cli]") {
  const auto r = run_command(kTester + " -exec " + kLines + " -seed 2,3 -novis -N 7 2>/dev/null");
  CHECK(r.exit_code == 0);
  CHECK(count_lines_starting(r.output, "Seed = ") == 2);
}

TEST_CASE("usage errors exit with status 2 and a message", "[cli]") {
  CHECK(run_command(kTester + " --seed 1 2>/dev/null").exit_code == 2);  // no --exec
  CHECK(run_command(kTester + " nosuchgame --exec " + kLines + " 2>/dev/null").exit_code == 2);
  CHECK(run_command(kTester + " --exec " + kLines + " --seed 1..x 2>/dev/null").exit_code == 2);
  CHECK(run_command(kTester + " --exec /no/such/file --seed 1 2>/dev/null").exit_code == 2);
  CHECK(run_command(kTester + " lines --exec " + kLines + " -Q 3 2>/dev/null").exit_code == 2);
  CHECK(run_command(kTester + " lines --exec " + kLines + " -N x 2>/dev/null").exit_code == 2);
  CHECK(run_command(kTester + " --exec " + kLines + " --save-all /proc/no/such 2>/dev/null")
            .exit_code == 2);
  CHECK(run_command(kTester + " --exec " + kLines + " --results /proc/no/such 2>/dev/null")
            .exit_code == 2);
  // Found before --watch waits for a browser (the timeout would give 124).
  const auto progress = run_command("timeout 20 " + kTester + " --exec " + kLines +
                                    " --seed 7 --watch --progress bogus 2>&1");
  CHECK(progress.exit_code == 2);
  CHECK(progress.output.find("--progress: bogus not in") != std::string::npos);
  const auto unknown = run_command(kTester + " --exec /bin/true --seed 1 2>&1");
  CHECK(unknown.exit_code == 2);
  CHECK(unknown.output.find("cannot tell the game") != std::string::npos);
}

TEST_CASE("every subcommand's usage errors exit with status 2 and name the problem", "[cli]") {
  const std::vector<std::pair<std::string, std::string>> cases = {
      {" best nosuchgame", "unknown game 'nosuchgame'"},
      {" runs nosuchgame", "unknown game 'nosuchgame'"},
      {" compare onlyone", "compare needs two or more"},
      {" compare nosuchtag othertag --results /proc/no/such", "no results file or tag 'nosuchtag'"},
      {" report nosuchtag --results /proc/no/such", "no results file or tag 'nosuchtag'"},
      {" note nosuchtag text --results /proc/no/such", "no results file or tag 'nosuchtag'"},
      {" runs lines --results /proc/no/such --where N=x", "bad number 'x'"},
      {" lines --manual --seed 1..2", "--manual plays one seed"},
      {" runs lines --sort fastest", "--sort: fastest not in {contest,best,date}"},
      {" duel lines --exec /bin/true --seed 1", "a duel takes two commands"},
      {" duel lines --exec /bin/true --exec /bin/true --seed 1 --margin=-1", "--margin takes"},
  };
  for (const auto& [args, message] : cases) {
    const auto r = run_command(kTester + args + " 2>&1");
    INFO(args);
    CHECK(r.exit_code == 2);
    CHECK(r.output.find(message) != std::string::npos);
  }
}

TEST_CASE("'tester games' prints the registered games, one a line", "[cli][registry]") {
  const auto r = run_command(kTester + " games");
  CHECK(r.exit_code == 0);
  std::string expected;
  for (const auto& game : mm::builtin_games()) expected += game.name + "\n";
  CHECK(r.output == expected);
}

TEST_CASE("option hints pick the nearest name and do not guess from two letters", "[cli]") {
  const std::vector<std::string> names = {"--threads", "--time-limit", "--tag"};
  CHECK(mm::closest_match("--thread", names) == "--threads");
  CHECK(mm::closest_match("--THREADS", names) == "--threads");
  CHECK(mm::closest_match("--timelimit", names) == "--time-limit");
  CHECK(mm::closest_match("--zzzzzz", names).empty());
  CHECK(mm::closest_match("lo", {"no", "so"}).empty());
}

TEST_CASE("tester --version names the version and the commit, and a run file records it", "[cli]") {
  const auto version = run_command(kTester + " --version");
  CHECK(version.exit_code == 0);
  CHECK(version.output.rfind(std::string("tester ") + MM_VERSION + " (commit ", 0) == 0);
  const auto folder = mm::test::scratch_folder("version_record");
  const auto run = run_command(kTester + " lines --exec " + MM_BINARY_DIR +
                               "/weak_lines --seed 1..2 --quiet --progress none --results " +
                               folder.string() + " --tag v");
  REQUIRE(run.exit_code == 0);
  const auto files = run_command("cat " + folder.string() + "/lines/*_v.json");
  CHECK(files.output.find(std::string("\"tester_version\": \"") + MM_VERSION + "\"") !=
        std::string::npos);
}
