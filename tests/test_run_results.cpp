// Results a user can trust: cases compared only with the same case, the
// framework's -bests and -saveScores, the official defaults and spellings,
// clear errors, quoted CSV, runs that survive a failed write or a SIGKILL, and
// best-known tables that stay out of the source tree.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <thread>

#include "common/results.h"
#include "tester/store/bests_file.h"
#include "tests/cli_helpers.h"

namespace fs = std::filesystem;
using namespace mm;

namespace {

const std::string kTester = MM_BINARY_DIR "/tester";
const std::string kWeak = MM_BINARY_DIR "/weak_lines";
const std::string kMisbehave = MM_BINARY_DIR "/misbehave";

fs::path fresh_dir(const std::string& name) {
  return mm::test::scratch_folder("trust_" + name);
}

struct Output {
  std::string text;
  int code = -1;
};

// Runs a shell command; its stdout (and stderr, when the command says 2>&1).
Output shell(const std::string& command) {
  Output out;
  out.text = mm::test::run_command(command, &out.code);
  return out;
}

std::string read_text(const fs::path& path) {
  std::ifstream in(path);
  return std::string((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
}

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

// `tester lines --exec weak_lines` recorded in a fresh store.
std::string weak_run(const fs::path& dir, const std::string& args) {
  return kTester + " lines --exec " + kWeak + " --results " + (dir / "results").string() + " " +
         args;
}

std::string store_args(const fs::path& dir) {
  return " --results " + (dir / "results").string() + " --seeds-dir " + (dir / "seeds").string();
}

// The "contest" array a report page embeds.
std::string contest_figures(const std::string& html) {
  const auto at = html.find("\"contest\":[");
  REQUIRE(at != std::string::npos);
  return html.substr(at, html.find(']', at) - at);
}

}  // namespace

// --- Point 2: a case is the seed plus the game parameters.

TEST_CASE("a case key is the seed plus the game parameters given", "[results]") {
  CHECK(case_key("4", {}) == "4");
  CHECK(case_key("4", {{"n", "9"}}) == "4 -n 9");
  CHECK(case_key("4", {{"n", "9"}, {"c", "3"}}) == "4 -c 3 -n 9");
  CHECK(seed_of_case("4 -n 9") == "4");
  CHECK(seed_less("9 -n 9", "10"));
}

TEST_CASE("best keeps a seed run with game parameters apart from the plain seed",
          "[results][cli]") {
  const auto dir = fresh_dir("case_best");
  REQUIRE(shell(weak_run(dir, "--seed 4 --tag plain --quiet")).code == 0);
  REQUIRE(shell(weak_run(dir, "--seed 4 --tag big -N 9 --quiet")).code == 0);
  const auto best = shell(kTester + " best lines --json" + store_args(dir));
  REQUIRE(best.code == 0);
  const auto j = nlohmann::json::parse(best.text);
  CHECK(j.contains("4"));
  CHECK(j.contains("4 -n 9"));
  CHECK(j["4"]["source"] == "plain");
  CHECK(j["4 -n 9"]["source"] == "big");
  fs::remove_all(dir);
}

TEST_CASE("compare refuses runs whose seeds are different cases and says why", "[results][cli]") {
  const auto dir = fresh_dir("case_compare");
  REQUIRE(shell(weak_run(dir, "--seed 1..3 --tag v2 --quiet")).code == 0);
  REQUIRE(shell(weak_run(dir, "--seed 1..3 --tag v3 -N 9 --quiet")).code == 0);
  const auto compare = shell(kTester + " compare v2 v3" + store_args(dir) + " 2>&1");
  CHECK(compare.code == 2);
  CHECK(contains(compare.text, "no case in common"));
  CHECK(contains(compare.text, "-n 9"));
  fs::remove_all(dir);
}

TEST_CASE("compare warns when runs were made under other time limits", "[results][cli]") {
  const auto dir = fresh_dir("case_conditions");
  REQUIRE(shell(weak_run(dir, "--seed 1..2 --tag fast --time-limit 5000 --quiet")).code == 0);
  REQUIRE(shell(weak_run(dir, "--seed 1..2 --tag slow --quiet")).code == 0);
  const auto compare = shell(kTester + " compare fast slow" + store_args(dir) + " 2>/dev/null");
  CHECK(compare.code == 0);
  CHECK(contains(compare.text, "warning: the runs were not made under the same conditions"));
  CHECK(contains(compare.text, "time limit 5000 ms"));
  fs::remove_all(dir);
}

// --- Point 3: the report of a run and `tester report` normalize alike.

TEST_CASE("a run's --report normalizes against the same best-known scores as tester report",
          "[results][cli]") {
  const auto dir = fresh_dir("report_same");
  // Better scores of seeds 1 and 2 are already known (the project's reference table counts too).
  fs::create_directories(dir / "results" / "best");
  std::ofstream(dir / "results" / "best" / "lines.json")
      << R"({"1": {"score": 100000, "source": "x"}, "2": {"score": 100000, "source": "x"}})";
  // Our Lines player on a short budget: scores above 0, below the known ones.
  const auto during = dir / "during.html";
  REQUIRE(shell("MM_TIME_SCALE=0.02 " + kTester + " --exec " MM_BINARY_DIR "/lines --seed 1..2" +
                " --results " + (dir / "results").string() + " --tag w --quiet --report " +
                during.string())
              .code == 0);
  const auto after = dir / "after.html";
  REQUIRE(shell(kTester + " report w --output " + after.string() + " --results " +
                (dir / "results").string() + " >/dev/null 2>&1")
              .code == 0);
  const std::string figures = contest_figures(read_text(during));
  CHECK(figures == contest_figures(read_text(after)));
  CHECK_FALSE(contains(figures, "100.0"));  // not measured against itself
  CHECK_FALSE(contains(figures, "[0.0"));   // the run did score
  fs::remove_all(dir);
}

// --- Point 4: -bests and -saveScores as the framework.

TEST_CASE("the bests file counts improved tied new and error seeds as the framework",
          "[results][bests]") {
  const auto dir = fresh_dir("bests_unit");
  const auto path = dir / "sub" / "bests.txt";
  fs::create_directories(path.parent_path());
  std::ofstream(path) << "1=100.0\n2=50.0\n3=80.0\n";
  BestsFile bests(path.string());
  CHECK(bests.record("1", 200, false) == Approx(100));  // improved: new best 200
  CHECK(bests.record("2", 50, false) == Approx(50));    // tied
  CHECK(bests.record("3", -1, true) == Approx(80));     // error: counts nothing
  CHECK_FALSE(bests.record("4", 30, false));            // new
  CHECK_FALSE(bests.record("5", -1, true));             // new, but an error: not stored
  bests.save();
  CHECK(bests.improved() == 1);
  CHECK(bests.tied() == 1);
  CHECK(bests.new_cases() == 1);
  // Current: seed 1 200/200, seed 2 50/50, seed 4 new = 1; over 5 cases.
  CHECK(bests.current_score() == Approx(300.0 / 5));
  // Previous: seed 1 100/200, seed 2 50/50; over the 3 seeds that had a best.
  REQUIRE(bests.previous_score());
  CHECK(*bests.previous_score() == Approx(150.0 / 3));
  CHECK(read_text(path) == "1=200.0\n2=50.0\n3=80.0\n4=30.0\n");
  fs::remove_all(dir);
}

TEST_CASE("the bests file is created when missing and rewritten seed by seed", "[results][bests]") {
  const auto dir = fresh_dir("bests_new");
  const auto path = dir / "a" / "b" / "bests.txt";
  BestsFile bests(path.string());
  bests.record("10", 7, false);
  bests.save();
  CHECK(read_text(path) == "10=7.0\n");
  bests.record("9", 1250, false);
  bests.save();
  CHECK(read_text(path) == "9=1250.0\n10=7.0\n");
  fs::remove_all(dir);
}

TEST_CASE("saveScores writes Java doubles in seed order", "[results][bests]") {
  const auto dir = fresh_dir("save_scores");
  const auto path = dir / "scores.txt";
  write_seed_scores(path.string(), {{"10", 3}, {"1", 0}, {"2", 1250}, {"3", -1}, {"4", 1e7}});
  CHECK(read_text(path) == "1=0.0\n2=1250.0\n3=-1.0\n4=1.0E7\n10=3.0\n");
  fs::remove_all(dir);
}

TEST_CASE("a run with bests prints the framework's summary lines", "[results][bests][cli]") {
  const auto dir = fresh_dir("bests_cli");
  const auto path = dir / "bests.txt";
  // Seed 1 has a best no weak player reaches; seed 2 has none.
  std::ofstream(path) << "1=1000000.0\n";
  const auto run = shell(kTester + " -exec " + kWeak + " lines -seed 1,2 -novis -bests " +
                         path.string() + " --no-results 2>/dev/null");
  REQUIRE(run.code == 0);
  CHECK(contains(run.text, "Seed = 1, Score = "));
  CHECK(contains(run.text, ", PreviousBest = 1000000.0"));
  CHECK(contains(run.text, "\n        New Cases: 1\n"));
  CHECK(contains(run.text, "Prev. Bests Score: 100.00000\n"));
  CHECK(contains(run.text, "    Current Score: "));
  CHECK_FALSE(contains(run.text, "Improved Bests"));
  CHECK(contains(read_text(path), "\n2="));
  fs::remove_all(dir);
}

// --- Point 5: official defaults and spellings.

TEST_CASE("the official spellings run one case at a time", "[cli]") {
  const auto dir = fresh_dir("one_thread");
  // The "solution" notes when another case overlaps it, then exits.
  const auto script = dir / "overlap.sh";
  std::ofstream(script) << "#!/bin/sh\nmkdir " << (dir / "lock").string()
                        << " 2>/dev/null || touch " << (dir / "overlap").string()
                        << "\nsleep 1\nrmdir " << (dir / "lock").string() << "\n";
  fs::permissions(script, fs::perms::owner_all);
  shell(kTester + " lines -exec " + script.string() +
        " -seed 1,3 -novis --no-results >/dev/null 2>&1");
  CHECK_FALSE(fs::exists(dir / "overlap"));
  // The check itself can see an overlap: ours run side by side.
  shell(kTester + " lines --exec " + script.string() +
        " --seed 1..3 --threads 3 --no-results >/dev/null 2>&1");
  CHECK(fs::exists(dir / "overlap"));
  fs::remove_all(dir);
}

TEST_CASE("the framework's other options are accepted", "[cli]") {
  const auto dir = fresh_dir("official_options");
  const std::string base = kTester + " lines -exec " + kWeak + " -novis --no-results ";
  CHECK(shell(base + "-seed 3 -fastMoves >/dev/null 2>&1").code == 0);
  // -manual is manual play (play.md): a person plays, so a solution is refused.
  const auto manual = shell(base + "-manual 2>&1");
  CHECK(manual.code == 2);
  CHECK(contains(manual.text, "drop --exec"));
  CHECK(shell(base + "-seed 3 -si " + (dir / "in").string() + " -so " + (dir / "out").string() +
              " >/dev/null 2>&1")
            .code == 0);
  CHECK(fs::exists(dir / "in" / "3.in"));
  CHECK(fs::exists(dir / "out" / "3.out"));
  CHECK_FALSE(fs::exists(dir / "in" / "3.out"));
  CHECK_FALSE(fs::exists(dir / "out" / "3.err"));
  CHECK(shell(base + "-seed 3 -saveVis " + (dir / "vis").string() + " >/dev/null 2>&1").code == 0);
  CHECK(fs::exists(dir / "vis" / "3.html"));
  const auto dump = shell(kTester + " twisted_game -exec " + kMisbehave +
                          " -seed 1 -dump x.txt --no-results 2>&1");
  CHECK(contains(dump.text, "-dump"));
  CHECK(contains(dump.text, "not supported yet"));
  fs::remove_all(dir);
}

// --- Point 6: errors that say what is wrong.

TEST_CASE("a file without the execute bit is called not executable rather than missing", "[cli]") {
  const auto dir = fresh_dir("not_executable");
  const auto script = dir / "x.py";
  std::ofstream(script) << "print(1)\n";
  fs::permissions(script, fs::perms::owner_read | fs::perms::owner_write);
  const auto r = shell(kTester + " lines --exec " + script.string() + " 2>&1");
  CHECK(r.code == 2);
  CHECK(contains(r.text, "is not executable"));
  const auto missing = shell(kTester + " lines --exec " + (dir / "nope").string() + " 2>&1");
  CHECK(missing.code == 2);
  CHECK(contains(missing.text, "no such file"));
  fs::remove_all(dir);
}

TEST_CASE("a misspelt option gets a suggestion", "[cli]") {
  const auto long_option = shell(kTester + " lines --exec " + kWeak + " --thread 2 2>&1");
  CHECK(long_option.code == 2);
  CHECK(contains(long_option.text, "did you mean --threads?"));
  const auto official = shell(kTester + " lines -exec " + kWeak + " -thread 2 2>&1");
  CHECK(official.code == 2);
  CHECK(contains(official.text, "did you mean -threads?"));
}

TEST_CASE("a failed seed's warning quotes the end of its stderr in a multi-seed run", "[cli]") {
  const auto r = shell(kTester + " lines --exec 'python3 /no/such/solution.py' --seed 1..2 " +
                       "--no-results 2>&1 >/dev/null");
  CHECK(contains(r.text, "seed 1: the solution ended early"));
  CHECK(contains(r.text, "No such file or directory"));
}

TEST_CASE("help: --help names the program and --version the revision", "[cli]") {
  const auto help = shell(kTester + " --help");
  CHECK(contains(help.text, "Usage: tester "));
  CHECK_FALSE(contains(help.text, "INT:INT"));
  const auto version = shell(kTester + " --version");
  CHECK(version.code == 0);
  CHECK(version.text.rfind("tester ", 0) == 0);
  CHECK(version.text.size() > 8);
}

// --- Point 7: CSV quoting.

TEST_CASE("CSV fields with a comma or quote or line break are quoted per RFC 4180", "[results]") {
  CHECK(csv_row({"a", "b"}) == "a,b");
  CHECK(csv_row({"v1,fast", "x"}) == "\"v1,fast\",x");
  CHECK(csv_row({"say \"hi\""}) == "\"say \"\"hi\"\"\"");
  CHECK(csv_row({"two\nlines", ""}) == "\"two\nlines\",");
}

TEST_CASE("compare --csv keeps a tag with a comma in one field", "[results][cli]") {
  const auto dir = fresh_dir("csv");
  REQUIRE(shell(weak_run(dir, "--seed 1..2 --tag 'v1,fast' --quiet")).code == 0);
  REQUIRE(shell(weak_run(dir, "--seed 1..2 --tag v2 --quiet")).code == 0);
  const auto csv = shell(kTester + " compare 'v1,fast' v2 --csv" + store_args(dir));
  REQUIRE(csv.code == 0);
  CHECK(csv.text.rfind("case,C,N,\"v1,fast\",v2,best\n", 0) == 0);
  fs::remove_all(dir);
}

// --- Point 8: a failed write ends the run cleanly; a killed run stays readable.

TEST_CASE("a results file that cannot grow ends the run with a message and keeps the journal",
          "[results][cli]") {
  const auto dir = fresh_dir("full_disk");
  // ulimit -f 4: no file may grow past a few KiB, so the journal fills after a few seeds.
  const auto r = shell("ulimit -f 4; " +
                       weak_run(dir, "--seed 1..60 --threads 2 --tag full --no-summary 2>&1"));
  CHECK(r.code == 4);
  CHECK(contains(r.text, "cannot write the results"));
  CHECK(contains(r.text, "File too large"));
  const auto files = list_run_files((dir / "results" / "lines").string());
  REQUIRE(files.size() == 1);
  const RunRecord run = load_run(files[0]);
  CHECK_FALSE(run.complete);
  CHECK(run.results.size() >= 2);
  CHECK(run.results.size() < 60);
  fs::remove_all(dir);
}

TEST_CASE("a replay that cannot be written ends the run with a message", "[results][cli]") {
  const auto dir = fresh_dir("replay_blocked");
  fs::create_directories(dir / "vis");
  fs::create_directories(dir / "vis" / "2.html");  // a folder where the page should go
  const auto r = shell(weak_run(
      dir, "--seed 1..4 --threads 1 --tag blocked --vis-dir " + (dir / "vis").string() + " 2>&1"));
  CHECK(r.code == 4);
  CHECK(contains(r.text, "cannot write the results"));
  CHECK(contains(r.text, "seed(s) finished before are kept in"));
  const auto files = list_run_files((dir / "results" / "lines").string());
  REQUIRE(files.size() == 1);
  CHECK(load_run(files[0]).results.size() >= 1);
  fs::remove_all(dir);
}

TEST_CASE("a run killed with SIGKILL is read as incomplete by compare and report and best",
          "[results][cli]") {
  const auto dir = fresh_dir("sigkill");
  REQUIRE(shell(weak_run(dir, "--seed 1..3 --tag whole --quiet")).code == 0);
  const pid_t pid = fork();
  if (pid == 0) {
    const std::string command = kTester + " lines --exec '" + kMisbehave +
                                " sleep 200' --seed 1..100 --threads 1 --tag killed" +
                                " --results " + (dir / "results").string() + " >/dev/null 2>&1";
    execl("/bin/sh", "sh", "-c", ("exec " + command).c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  auto recorded = [&] {
    for (const auto& file : list_run_files((dir / "results" / "lines").string())) {
      const RunRecord run = load_run(file);
      if (run.tag == "killed") return run.results.size();
    }
    return std::size_t{0};
  };
  for (int i = 0; i < 400 && recorded() < 3; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  kill(pid, SIGKILL);
  waitpid(pid, nullptr, 0);
  REQUIRE(recorded() >= 3);

  const auto compare = shell(kTester + " compare whole killed" + store_args(dir) + " 2>/dev/null");
  CHECK(compare.code == 0);
  CHECK(contains(compare.text, "killed includes an incomplete run"));
  const auto best = shell(kTester + " best lines" + store_args(dir));
  CHECK(best.code == 0);
  const auto report = dir / "r.html";
  CHECK(shell(kTester + " report killed --output " + report.string() + store_args(dir) +
              " >/dev/null 2>&1")
            .code == 0);
  CHECK(contains(read_text(report), "killed (incomplete)"));
  fs::remove_all(dir);
}

// --- Point 9: best-known tables stay out of the source tree.

TEST_CASE("best --update writes the user's table and leaves the reference table alone",
          "[results][cli]") {
  const auto dir = fresh_dir("best_update");
  fs::create_directories(dir / "seeds" / "lines");
  const std::string reference = R"({"99": {"score": 1, "source": "shipped"}})";
  std::ofstream(dir / "seeds" / "lines" / "best.json") << reference;
  REQUIRE(shell(weak_run(dir, "--seed 1..2 --tag mine --quiet")).code == 0);
  // The reference folder comes from the environment, as a default would.
  const auto update = shell("MM_SEEDS_DIR=" + (dir / "seeds").string() + " " + kTester +
                            " best lines --update --results " + (dir / "results").string());
  CHECK(update.code == 0);
  CHECK(read_text(dir / "seeds" / "lines" / "best.json") == reference);
  const auto mine = nlohmann::json::parse(read_text(dir / "results" / "best" / "lines.json"));
  CHECK(mine["1"]["source"] == "mine");
  CHECK(mine["2"]["source"] == "mine");
  fs::remove_all(dir);
}
