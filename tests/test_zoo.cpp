// The zoo: every kind of misbehaving solution against every game. Each must
// cost only its seed, with a clear status and the game's error score, within
// the time limit plus a small grace, leaving no process behind.
#include <sys/resource.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <thread>

#include "tester/games/registry.h"
#include "tester/runner/runner.h"
#include "tests/golden_case.h"

using namespace mm;

namespace {

const std::string kMisbehave = MM_BINARY_DIR "/misbehave";
const std::string kReplayer = MM_BINARY_DIR "/golden_replayer";
constexpr long long kZooTimeLimitMs = 800;
// A seed may end this long after its time limit: process start, poll slices, kill and reap.
constexpr auto kGrace = std::chrono::milliseconds(2500);
constexpr bool kOneGame = false;  // Behaviour::every_game

// The game's error score for a solution that fails on its first reply.
double first_reply_error_score(const GameInfo& game) {
  return game.name == "tiles_matching" || game.name == "twisted_game" ? 0 : -1;
}

struct Behaviour {
  std::string name;
  std::vector<std::string> args;
  CaseStatus status;
  std::string detail_has;  // expected in CaseResult::detail, if not empty
  long long time_limit_ms = kZooTimeLimitMs;
  // What the game makes of it (its message, its error score) is tried in every
  // game; what only the runner handles (clocks, floods, limits) in one game
  // each, the games taken in turn.
  bool every_game = true;
};

const std::vector<Behaviour>& behaviours() {
  static const std::vector<Behaviour> list = {
      {"crash at start", {"segfault"}, CaseStatus::Crash, "signal 11"},
      {"crash mid-protocol", {"crash-after", "2"}, CaseStatus::Crash, "signal 11"},
      {"abort mid-protocol", {"abort-after", "2"}, CaseStatus::Crash, "signal 6"},
      {"exit 0 early", {"exit", "0"}, CaseStatus::Crash, "exit code 0"},
      {"prints garbage", {"garbage", "1"}, CaseStatus::Invalid, ""},
      {"prints binary and NUL bytes", {"binary", "1"}, CaseStatus::Invalid, ""},
      {"endless loop", {"spin"}, CaseStatus::Timeout, "", kZooTimeLimitMs, kOneGame},
      {"sleeps past the limit",
       {"sleep", "20000"},
       CaseStatus::Timeout,
       "",
       kZooTimeLimitMs,
       kOneGame},
      {"never reads its input", {"no-read"}, CaseStatus::Timeout, "", kZooTimeLimitMs, kOneGame},
      // Writing and reading 100 MB took longer than the default limit once, with
      // five jobs on two cores; the limit is not what this case is about.
      {"a 100 MB line without newline",
       {"long-line", "100"},
       CaseStatus::Invalid,
       "",
       20000,
       kOneGame},
      {"floods stderr with 512 MB",
       {"stderr-flood", "512"},
       CaseStatus::Crash,
       "",
       20000,
       kOneGame},
      {"closes stdout, keeps running",
       {"close-stdout", "1"},
       CaseStatus::Crash,
       "kept running",
       kZooTimeLimitMs,
       kOneGame},
      // Touching 256 MB takes a while on a loaded machine; the limit here is not the point.
      {"allocates past the memory limit",
       {"alloc", "2048"},
       CaseStatus::Crash,
       "signal",
       10000,
       kOneGame},
  };
  return list;
}

// Children of this test process still running (other tests may run fake
// solutions in parallel, so only our own children count).
int own_children_alive() {
  int count = 0;
  for (const auto& entry : std::filesystem::directory_iterator("/proc")) {
    const std::string name = entry.path().filename().string();
    if (name.find_first_not_of("0123456789") != std::string::npos) continue;
    std::ifstream stat(entry.path() / "stat");
    std::string line;
    if (!std::getline(stat, line)) continue;
    // Fields after the command name, which is in parentheses: state, ppid, ...
    const auto close = line.rfind(')');
    if (close == std::string::npos) continue;
    std::istringstream rest(line.substr(close + 2));
    std::string state;
    long parent = 0;
    rest >> state >> parent;
    if (parent == getpid() && state != "Z" && state != "X") ++count;
  }
  return count;
}

}  // namespace

TEST_CASE("zoo: every bad behaviour costs one seed, cleanly, in every game", "[zoo]") {
  const auto& games = builtin_games();
  for (std::size_t g = 0; g < games.size(); ++g) {
    const GameInfo& game = games[g];
    for (std::size_t k = 0; k < behaviours().size(); ++k) {
      const Behaviour& b = behaviours()[k];
      if (!b.every_game && k % games.size() != g) continue;
      INFO(game.name << ": " << b.name);
      PlayOptions options;
      options.command = {kMisbehave};
      options.command.insert(options.command.end(), b.args.begin(), b.args.end());
      options.echo_stderr = false;
      options.time_limit_ms = b.time_limit_ms;
      options.memory_limit_mb = 256;
      const auto start = std::chrono::steady_clock::now();
      const CaseResult r = run_case(game, Seed{"5", 5}, {}, options);
      const auto took = std::chrono::steady_clock::now() - start;

      CHECK(r.status == b.status);
      CHECK(r.score == first_reply_error_score(game));
      CHECK(took < std::chrono::milliseconds(b.time_limit_ms) + kGrace);
      if (!b.detail_has.empty()) CHECK(r.detail.find(b.detail_has) != std::string::npos);
      // Something says what happened: an official message, a diagnostic or our detail.
      CHECK(!(r.messages.empty() && r.diagnostic.empty() && r.detail.empty()));
      for (const auto& m : r.messages) CHECK(m.size() <= 400);
      CHECK(own_children_alive() == 0);
    }
  }
  // Floods and endless lines were drained, not kept.
  rusage usage{};
  getrusage(RUSAGE_SELF, &usage);
  CHECK(usage.ru_maxrss < 400 * 1024);  // KiB
}

TEST_CASE("zoo: valid but unusual output habits change nothing", "[zoo]") {
  const std::vector<std::vector<std::string>> habits = {
      {"--line-end", "crlf"},
      {"--line-end", "cr"},
      {"--pieces"},
      {"--ahead"},
      // Input written in parts while replies are read.
      {"--ahead", "--small-pipe"}};
  for (const auto& game : builtin_games()) {
    const std::string path = MM_SOURCE_DIR "/tests/golden/" + game.name + "/1.json.gz";
    const auto golden = testing::load_golden_case(path);
    for (const auto& habit : habits) {
      INFO(game.name << " with " << habit.front() << (habit.size() > 1 ? " " + habit[1] : ""));
      PlayOptions options;
      options.command = {kReplayer, path};
      options.command.insert(options.command.end(), habit.begin(), habit.end());
      options.echo_stderr = false;
      const CaseResult r = run_case(game, Seed{"1", 1}, {}, options);
      std::vector<std::string> printed = r.messages;
      printed.push_back(game.score_line(r.score));
      CHECK(printed == golden.tester_stdout);
    }
  }
}

TEST_CASE("zoo: a crashing solution loses its seeds, the run goes on", "[zoo][cli]") {
  std::vector<Seed> seeds;
  for (int i = 1; i <= 4; ++i) seeds.push_back({std::to_string(i), i});
  PlayOptions options;
  options.command = {kMisbehave, "crash-after", "3"};
  options.echo_stderr = false;
  int reported = 0;
  run_cases(*find_game("jewels"), seeds, {}, options, 2, [&](const CaseResult& r) {
    ++reported;
    CHECK(r.status == CaseStatus::Crash);
    CHECK(r.score == -1);
  });
  CHECK(reported == 4);
}
