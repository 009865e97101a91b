// The runner against real processes: golden cases through pipes, and
// solutions that hang, crash, fork or flood.
#include <signal.h>
#include <sys/wait.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <thread>

#include "tester/games/registry.h"
#include "tester/runner/runner.h"
#include "tests/cli_helpers.h"
#include "tests/golden_case.h"

using namespace mm;

namespace {

const std::string kReplayer = MM_BINARY_DIR "/golden_replayer";
const std::string kMisbehave = MM_BINARY_DIR "/misbehave";

PlayOptions quiet_options(std::vector<std::string> command) {
  PlayOptions options;
  options.command = std::move(command);
  options.echo_stderr = false;
  return options;
}

const GameInfo& lines() {
  return *find_game("lines");
}

// Alive and not a zombie (an orphan's zombie may wait for a reaper that never comes).
bool process_exists(pid_t pid) {
  std::ifstream stat("/proc/" + std::to_string(pid) + "/stat");
  std::string pid_text, name, state;
  if (!(stat >> pid_text >> name >> state)) return false;
  return state != "Z" && state != "X";
}

}  // namespace

TEST_CASE("golden cases replayed through a real process give the official output",
          "[runner][golden]") {
  // Every fault case and seed 1 of each game; the in-process golden test covers the rest.
  int played = 0;
  for (const auto& path : testing::golden_case_paths()) {
    const auto name = std::filesystem::path(path).filename().string();
    if (name.find('-') == std::string::npos && name != "1.json.gz") continue;
    const auto golden = testing::load_golden_case(path);
    const GameInfo* game = find_game(golden.game);
    REQUIRE(game != nullptr);
    if (!game->create) continue;  // engine not there yet
    INFO("case " << path);
    const Params params = testing::params_from_args(golden.tester_args);
    const auto save_dir =
        std::filesystem::temp_directory_path() / ("mm_runner_test_" + std::to_string(getpid()));
    PlayOptions options = quiet_options({kReplayer, path});
    options.save_dir = save_dir.string();
    const auto seed_value = std::stoll(golden.seed);
    const CaseResult result = run_case(*game, Seed{golden.seed, seed_value}, params, options);

    std::vector<std::string> printed = result.messages;
    printed.push_back(game->score_line(result.score));
    CHECK(printed == golden.tester_stdout);

    // Everything sent, as saved in <seed>.in, equals the recording (time lines aside).
    std::ifstream in(save_dir / (golden.seed + ".in"));
    std::string line;
    std::size_t index = 0, mismatches = 0;
    while (std::getline(in, line)) {
      const bool is_time =
          std::binary_search(golden.time_lines.begin(), golden.time_lines.end(), index);
      if (index >= golden.to_solution.size() || (!is_time && line != golden.to_solution[index]))
        ++mismatches;
      ++index;
    }
    CHECK(mismatches == 0);
    CHECK(index == golden.to_solution.size());
    std::filesystem::remove_all(save_dir);
    ++played;
  }
  CHECK(played >= 6);
}

TEST_CASE("a solution that never answers times out within the limit", "[runner]") {
  PlayOptions options = quiet_options({kMisbehave, "sleep", "20000"});
  options.time_limit_ms = 300;
  const auto start = std::chrono::steady_clock::now();
  const CaseResult r = run_case(lines(), Seed{"1", 1}, {}, options);
  const auto took = std::chrono::steady_clock::now() - start;
  CHECK(r.status == CaseStatus::Timeout);
  CHECK(r.score == -1);
  CHECK(r.messages == std::vector<std::string>{"TIMEOUT! Time limit of 300 ms exceeded."});
  CHECK(took < std::chrono::seconds(1));
}

TEST_CASE("the time limit holds on a thread that blocks every signal", "[runner]") {
  PlayOptions options = quiet_options({kMisbehave, "sleep", "20000"});
  options.time_limit_ms = 300;
  CaseResult r;
  std::chrono::steady_clock::duration took{};
  std::thread player([&] {
    sigset_t all;
    sigfillset(&all);
    pthread_sigmask(SIG_BLOCK, &all, nullptr);
    const auto start = std::chrono::steady_clock::now();
    r = run_case(lines(), Seed{"1", 1}, {}, options);
    took = std::chrono::steady_clock::now() - start;
  });
  player.join();
  CHECK(r.status == CaseStatus::Timeout);
  CHECK(took < std::chrono::seconds(1));
}

TEST_CASE("a worker's cases share one watchdog: each keeps its own stderr and time limit",
          "[runner]") {
  std::vector<Seed> seeds;
  for (int i = 1; i <= 4; ++i) seeds.push_back({std::to_string(i), i});
  std::vector<CaseResult> results;
  auto keep = [&](const CaseResult& r) { results.push_back(r); };
  auto count = [](const std::string& text, const std::string& part) {
    int n = 0;
    for (auto at = text.find(part); at != std::string::npos; at = text.find(part, at + 1)) ++n;
    return n;
  };
  run_cases(lines(), seeds, {}, quiet_options({kMisbehave, "signals"}), 1, keep);
  REQUIRE(results.size() == seeds.size());
  for (const auto& r : results) {
    CHECK(count(r.solution_stderr, "SigBlk:") == 1);  // all of it, and none of another case's
    CHECK(count(r.solution_stderr, "SigIgn:") == 1);
  }
  results.clear();
  PlayOptions sleeper = quiet_options({kMisbehave, "sleep", "20000"});
  sleeper.time_limit_ms = 300;
  const auto start = std::chrono::steady_clock::now();
  run_cases(lines(), seeds, {}, sleeper, 1, keep);
  const auto took = std::chrono::steady_clock::now() - start;
  REQUIRE(results.size() == seeds.size());
  for (const auto& r : results) CHECK(r.status == CaseStatus::Timeout);
  CHECK(took < std::chrono::milliseconds(4 * 300 + 1500));
}

TEST_CASE("a cancel ends a case waiting for a reply without a time limit", "[runner]") {
  std::atomic<bool> cancel{false};
  PlayOptions options = quiet_options({kMisbehave, "sleep", "20000"});
  options.cancel = &cancel;
  std::thread canceller([&] {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    cancel.store(true);
  });
  const auto start = std::chrono::steady_clock::now();
  const CaseResult r = run_case(lines(), Seed{"1", 1}, {}, options);
  const auto took = std::chrono::steady_clock::now() - start;
  canceller.join();
  CHECK(r.status == CaseStatus::Interrupted);
  CHECK(r.detail == "interrupted");
  CHECK(took >= std::chrono::milliseconds(200));
  CHECK(took < std::chrono::seconds(2));
}

TEST_CASE("a solution that exits early gets the framework's message", "[runner]") {
  const CaseResult r =
      run_case(lines(), Seed{"1", 1}, {}, quiet_options({kMisbehave, "exit", "3"}));
  CHECK(r.status == CaseStatus::Crash);
  CHECK(r.score == -1);
  CHECK(r.messages ==
        std::vector<std::string>{
            "ERROR! Solution process terminated before outputting the expected data."});
  CHECK(r.detail.find("exit code 3") != std::string::npos);
}

TEST_CASE("a crash is reported with its signal", "[runner]") {
  const CaseResult r = run_case(lines(), Seed{"1", 1}, {}, quiet_options({kMisbehave, "segfault"}));
  CHECK(r.status == CaseStatus::Crash);
  CHECK(r.detail.find("signal 11") != std::string::npos);
}

TEST_CASE("a command that cannot run costs only its seed", "[runner]") {
  const CaseResult r = run_case(lines(), Seed{"1", 1}, {}, quiet_options({"/no/such/solution"}));
  CHECK(r.status == CaseStatus::SpawnFailed);
  CHECK(r.score == -1);
  REQUIRE(r.messages.size() == 1);
  CHECK(r.messages[0].rfind("ERROR: Unable to execute your solution", 0) == 0);
}

TEST_CASE("a file that cannot be executed is reported with the reason, and no child is left",
          "[runner]") {
  const auto script =
      std::filesystem::temp_directory_path() / ("mm_bad_script_" + std::to_string(getpid()));
  std::ofstream(script) << "#!/no/such/interpreter\n";
  std::filesystem::permissions(script, std::filesystem::perms::owner_all);
  const CaseResult r = run_case(lines(), Seed{"1", 1}, {}, quiet_options({script.string()}));
  std::filesystem::remove(script);
  CHECK(r.status == CaseStatus::SpawnFailed);
  CHECK(r.score == -1);
  CHECK(r.messages == std::vector<std::string>{"ERROR: Unable to execute your solution using the "
                                               "provided command: " +
                                               script.string() + "."});
  CHECK(r.detail == "cannot execute '" + script.string() + "': No such file or directory");
  errno = 0;
  CHECK(waitpid(-1, nullptr, WNOHANG) == -1);  // not even a zombie
  CHECK(errno == ECHILD);
}

TEST_CASE("the solution starts with no signal blocked and SIGPIPE at its default", "[runner]") {
  const CaseResult r = run_case(lines(), Seed{"1", 1}, {}, quiet_options({kMisbehave, "signals"}));
  CHECK(r.status == CaseStatus::Crash);
  CHECK(r.solution_stderr.find("SigBlk:\t0000000000000000\n") != std::string::npos);
  const auto ignored_at = r.solution_stderr.find("SigIgn:\t");
  REQUIRE(ignored_at != std::string::npos);
  const unsigned long long ignored =
      std::stoull(r.solution_stderr.substr(ignored_at + 8, 16), nullptr, 16);
  CHECK((ignored & (1ULL << (SIGPIPE - 1))) == 0);
}

TEST_CASE("no process of the solution is left behind", "[runner]") {
  const auto pid_file =
      std::filesystem::temp_directory_path() / ("mm_fork_" + std::to_string(getpid()));
  const CaseResult r =
      run_case(lines(), Seed{"1", 1}, {}, quiet_options({kMisbehave, "fork", pid_file.string()}));
  CHECK(r.status == CaseStatus::Crash);
  pid_t child = 0;
  std::ifstream(pid_file) >> child;
  std::filesystem::remove(pid_file);
  REQUIRE(child > 0);
  // The grandchild was killed with the group; give the kernel a moment to reap it.
  bool gone = false;
  for (int i = 0; i < 50 && !gone; ++i) {
    gone = !process_exists(child);
    if (!gone) std::this_thread::sleep_for(std::chrono::milliseconds(20));
  }
  CHECK(gone);
}

TEST_CASE("a stderr flood is drained and kept bounded", "[runner]") {
  PlayOptions options = quiet_options({kMisbehave, "stderr-flood", "64"});
  options.stderr_keep_bytes = 4096;
  const CaseResult r = run_case(lines(), Seed{"1", 1}, {}, options);
  CHECK(r.status == CaseStatus::Crash);
  CHECK(r.solution_stderr.size() == 4096);
}

TEST_CASE("an endless line is cut off, not buffered without bound", "[runner]") {
  PlayOptions options = quiet_options({kMisbehave, "long-line", "8"});
  options.max_line_bytes = 1 << 20;
  options.time_limit_ms = 10000;
  const CaseResult r = run_case(lines(), Seed{"1", 1}, {}, options);
  CHECK(r.status == CaseStatus::Invalid);
  CHECK(r.score == -1);
}

TEST_CASE("many seeds on two threads report in seed order", "[runner]") {
  std::vector<Seed> seeds;
  for (int i = 1; i <= 6; ++i) seeds.push_back({std::to_string(i), i});
  std::vector<std::string> order;
  run_cases(lines(), seeds, {}, quiet_options({kMisbehave, "exit", "0"}), 2,
            [&](const CaseResult& r) { order.push_back(r.seed.text); });
  CHECK(order == std::vector<std::string>{"1", "2", "3", "4", "5", "6"});
}

TEST_CASE("results are handed to the calling thread, not consumed on a worker", "[runner]") {
  std::vector<Seed> seeds;
  for (int i = 1; i <= 4; ++i) seeds.push_back({std::to_string(i), i});
  const auto caller = std::this_thread::get_id();
  int on_caller = 0, progress_on_caller = 0;
  run_cases(
      lines(), seeds, {}, quiet_options({kMisbehave, "exit", "0"}), 2,
      [&](const CaseResult&) { on_caller += std::this_thread::get_id() == caller; },
      [&](std::size_t, std::size_t) {
        progress_on_caller += std::this_thread::get_id() == caller;
      });
  CHECK(on_caller == 4);
  CHECK(progress_on_caller >= 1);
}

TEST_CASE("a consumer that throws stops the run, kills its cases and passes the error on",
          "[runner]") {
  const auto dir = mm::test::scratch_folder("runner_throw");
  std::vector<Seed> seeds;
  for (int i = 1; i <= 20; ++i) seeds.push_back({std::to_string(i), i});
  // Every case forks a child that would live for a minute: stopping must kill them.
  int seen = 0;
  const auto started = std::chrono::steady_clock::now();
  CHECK_THROWS_WITH(run_cases(lines(), seeds, {},
                              quiet_options({kMisbehave, "fork", (dir / "child.pid").string()}), 2,
                              [&](const CaseResult&) {
                                ++seen;
                                throw std::runtime_error("disk full");
                              }),
                    "disk full");
  CHECK(seen == 1);
  CHECK(std::chrono::steady_clock::now() - started < std::chrono::seconds(20));
  std::ifstream in(dir / "child.pid");
  pid_t child = 0;
  if (in >> child) {
    std::this_thread::sleep_for(std::chrono::milliseconds(200));
    CHECK_FALSE(process_exists(child));
  }
  std::filesystem::remove_all(dir);
}
