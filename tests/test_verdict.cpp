// Is a difference real? The per-case differences, the paired t interval, the
// always-valid confidence sequence, and where they show: compare, runs and duel.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <random>
#include <thread>

#include "common/results.h"
#include "tester/analysis/verdict.h"
#include "tests/cli_helpers.h"
#include "tests/store_helpers.h"

namespace fs = std::filesystem;
using namespace mm;

namespace {

const std::string kTester = MM_BINARY_DIR "/tester";
const std::string kWeakLines = MM_BINARY_DIR "/weak_lines";

std::string run(const std::string& command, int* exit_code = nullptr) {
  return mm::test::run_command(command, exit_code);
}

fs::path fresh_dir(const std::string& name) {
  return mm::test::scratch_folder("verdict_" + name);
}

using mm::test::store_args;
using mm::test::write_lines_run;

}  // namespace

TEST_CASE("the paired t interval matches Student's t by hand", "[verdict]") {
  const PairedInterval i = t_interval({1, 2, 3, 4, 5});
  // mean 3, sd sqrt(2.5), t(4, 0.975) = 2.7764451
  const double half = 2.7764451 * std::sqrt(2.5 / 5);
  CHECK(i.cases == 5);
  CHECK(i.mean == Approx(3));
  REQUIRE(i.low);
  CHECK(*i.low == Approx(3 - half).epsilon(1e-6));
  CHECK(*i.high == Approx(3 + half).epsilon(1e-6));
  CHECK(i.verdict == Verdict::Better);
  CHECK(t_interval({-1, -2, -3, -4, -5}).verdict == Verdict::Worse);
  CHECK(t_interval({-1, 2, -3, 4, 1}).verdict == Verdict::Undecided);
}

TEST_CASE("identical runs are never better or worse; one case gives no interval", "[verdict]") {
  const PairedInterval same = t_interval(std::vector<double>(40, 0.0));
  CHECK(same.mean == 0);
  CHECK(*same.low == 0);
  CHECK(*same.high == 0);
  CHECK(same.verdict == Verdict::Undecided);
  PairedInterval one = t_interval({12.5});
  CHECK_FALSE(one.low);
  CHECK(one.verdict == Verdict::Undecided);
  one.run = "b", one.against = "a";
  CHECK(interval_text(one) == "b vs a: +12.5 % (95 %, 1 case): undecided; none failed");
  CHECK(verdict_of(-0.5, 0.5, 1.0) == Verdict::Within);
  CHECK(verdict_of(-0.5, 1.5, 1.0) == Verdict::Undecided);
}

TEST_CASE("per-case differences are bounded and never divide by one side's score", "[verdict]") {
  const std::vector<std::optional<double>> run = {80.0, std::nullopt, 50.0, -5.0};
  const std::vector<std::optional<double>> against = {100.0, 50.0, 50.0, 10.0};
  const std::vector<double> reference = {100, 50, 100, 20};
  // score/best: percentage points of the best; an invalid or negative score counts 0.
  for (const auto kind :
       {Normalization::RelativeToMaxHundred, Normalization::RelativeToBestMillion}) {
    const auto d = paired_differences(kind, run, against, reference);
    CHECK(d.values == std::vector<double>{-20, -100, 0, -50});
    CHECK(d.percent_per_unit == 1);
    CHECK(d.run_failed == 1);
    CHECK(d.against_failed == 0);
  }
  // Rank points against each other: a loss, a loss (failed), a tie, a loss.
  CHECK(paired_differences(Normalization::RankPoints, run, against, reference).values ==
        std::vector<double>{-100, -100, 0, -100});
  // Raw average: points, shown in % of the pooled mean of both runs (a failure
  // counts 0): (90 + 25 + 50 + 2.5) / 4 = 41.875.
  const auto raw = paired_differences(Normalization::RawAverage, run, against, reference);
  CHECK(raw.values == std::vector<double>{-20, -50, 0, -15});
  CHECK(raw.percent_per_unit == Approx(100 / 41.875));
  // A failed case against a score of 0 on the other side stays finite.
  CHECK(case_difference(Normalization::RawAverage, 35000.0, std::nullopt, 0) == 35000);
  CHECK(case_difference(Normalization::RawAverage, 0.0, 0.0, 0) == 0);
  CHECK(difference_bound(Normalization::RawAverage, 40000) == 40000);
  CHECK(difference_bound(Normalization::RankPoints, 0) == 100);
}

TEST_CASE("the verdict line counts each side's failures and never hides them", "[verdict]") {
  PairedInterval i = t_interval({3, 4, 5, 4, 3});
  i.run = "new", i.against = "old";
  i.run_failed = 2;
  CHECK(interval_text(i) ==
        "new vs old: +3.8 % [+2.8, +4.8] (95 %, 5 cases): better (but new failed more seeds); "
        "old failed 0 of 5 seeds, new 2");
  CHECK(interval_cell(i) == "+3.8 % [+2.8, +4.8] better, failed 2 vs 0");
  const auto j = to_json(i);
  CHECK(j["failed"]["run"] == 2);
  CHECK(j["failed"]["against"] == 0);
  i.run_failed = 0, i.against_failed = 2;
  CHECK(verdict_text(i) == "better");
  CHECK(failures_text(i) == "old failed 2 of 5 seeds, new 0");
}

TEST_CASE("compare and runs give each run's paired interval and verdict", "[verdict][cli]") {
  const auto dir = fresh_dir("compare");
  const std::vector<double> narrow = {50, 60, 70, 80, 55, 65, 75, 85};
  std::vector<double> wide = narrow;
  for (auto& s : wide) s *= 1.2;
  write_lines_run(dir, "narrow", "2026-01-01T00:00:00Z", narrow);
  write_lines_run(dir, "wide", "2026-01-02T00:00:00Z", wide);
  write_lines_run(dir, "narrow2", "2026-01-03T00:00:00Z", narrow);
  int code = -1;
  const auto j = nlohmann::json::parse(
      run(kTester + " compare narrow wide narrow2 --json" + store_args(dir), &code));
  REQUIRE(code == 0);
  const auto& versus_wide = j["runs"][1]["interval"];
  CHECK(versus_wide["against"] == "narrow");
  CHECK(versus_wide["cases"] == 8);
  // Per case 100 (1.2 s - s) / (1.2 s) = 16.67 %, the same on every case.
  CHECK(versus_wide["mean"].get<double>() == Approx(100.0 / 6));
  CHECK(versus_wide["low"].get<double>() == Approx(100.0 / 6));
  CHECK(versus_wide["verdict"] == "better");
  CHECK(j["runs"][2]["interval"]["verdict"] == "undecided");
  CHECK(j["runs"][2]["interval"]["mean"] == 0);
  CHECK_FALSE(j["runs"][0].contains("interval"));
  const auto text = run(kTester + " compare narrow wide" + store_args(dir));
  CHECK(text.find("wide vs narrow: +16.7 % [+16.7, +16.7] (95 %, 8 cases): better") !=
        std::string::npos);
  // --by: per group of cases (N=7: seeds 1, 3, 5, 7).
  const auto grouped =
      nlohmann::json::parse(run(kTester + " compare narrow wide --json --by N" + store_args(dir)));
  CHECK(grouped["groups"][0]["intervals"][1]["cases"] == 4);
  CHECK(grouped["groups"][0]["intervals"][1]["verdict"] == "better");
  // runs: each against the top run (wide), on the seeds all share.
  const auto board =
      nlohmann::json::parse(run(kTester + " runs lines --json" + store_args(dir), &code));
  REQUIRE(code == 0);
  CHECK(board["runs"][0]["tag"] == "wide");
  CHECK(board["runs"][0]["interval"].is_null());
  CHECK(board["runs"][1]["interval"]["against"] == "wide");
  CHECK(board["runs"][1]["interval"]["verdict"] == "worse");
  fs::remove_all(dir);
}

TEST_CASE("a duel stops once decided, quietly, and records its verdict with both runs",
          "[verdict][duel][cli]") {
  const auto dir = fresh_dir("duel");
  const std::string base = "cd " + dir.string() + " && MM_SEEDS_DIR=" + (dir / "seeds").string() +
                           " " + kTester + " duel lines --threads 2";
  int code = -1;
  // B: the Lines submission at one sample round a move, against a player that never scores much.
  const std::string strong = "env LINES_FIXED_ROUNDS=1 " MM_BINARY_DIR "/lines";
  const auto out =
      run(base + " --exec " + kWeakLines + " --exec '" + strong +
              "' --tags weak,strong --seed 1..60 --time-limit 0 --until-decided 2>/dev/null",
          &code);
  CHECK(code == 0);
  // Quiet by default: no tester lines, the verdict and where the runs are.
  CHECK(out.find("Seed = ") == std::string::npos);
  CHECK(out.find("result after ") != std::string::npos);
  CHECK(out.find(" of 60 seeds: strong vs weak: ") != std::string::npos);
  CHECK(out.find("(95 % always valid, ") != std::string::npos);
  CHECK(out.find("none failed") != std::string::npos);
  CHECK(out.find("B (strong) is better than A (weak)") != std::string::npos);
  const auto board = nlohmann::json::parse(
      run(kTester + " runs lines --json --results " + (dir / "results").string()));
  REQUIRE(board["runs"].size() == 2);
  for (const auto& r : board["runs"]) {
    CHECK(r["seeds"] < 60);
    CHECK(r["duel"]["verdict"]["outcome"] == "better");
    CHECK(r["duel"]["rules"]["mode"] == "interval");
  }
  const auto table = run(kTester + " runs lines --results " + (dir / "results").string());
  CHECK(table.find("better than weak (") != std::string::npos);
  CHECK(table.find("worse than strong (") != std::string::npos);

  // --verbose: each seed's official lines, with the side.
  const auto verbose = run(base + " --exec " + kWeakLines + " --exec '" + strong +
                               "' --tags w2,s2 --seed 1..4 --time-limit 0 --verbose 2>/dev/null",
                           &code);
  CHECK(verbose.find("[A w2] Seed = 1, Score = ") != std::string::npos);
  CHECK(verbose.find("[B s2] Seed = 2, Score = ") != std::string::npos);

  // The same deterministic player twice: never decided; within a wide margin it is.
  const auto same = run(base + " --exec " + kWeakLines + " --exec " + kWeakLines +
                            " --seed 1..12 --until-decided --tags a,b 2>/dev/null",
                        &code);
  CHECK(code == 5);
  CHECK(same.find("undecided: the seeds ran out") != std::string::npos);
  const auto within = run(base + " --exec " + kWeakLines + " --exec " + kWeakLines +
                              " --seed 1..40 --until-decided --margin 50 --tags c,d 2>/dev/null",
                          &code);
  CHECK(code == 6);
  CHECK(within.find("are within +-50 % of each other") != std::string::npos);
  run(base + " --exec " + kWeakLines + " 2>/dev/null", &code);
  CHECK(code == 2);  // one command is no duel
  run(base + " --exec a --exec b --seed 1 --sprt 2,1 2>/dev/null", &code);
  CHECK(code == 2);  // LOW must be below HIGH
  fs::remove_all(dir);
}

TEST_CASE("a duel's standing is one line per 10 seeds in a log", "[verdict][duel][cli]") {
  const auto dir = fresh_dir("duel_log");
  const auto log = run("cd " + dir.string() + " && " + kTester + " duel lines --exec " +
                       kWeakLines + " --exec " + kWeakLines +
                       " --tags a,b --seed 1..30 --threads 2 --progress plain 2>&1 >/dev/null");
  CHECK(log.find("duel 10/30 seeds: A failed 0, B 0; B - A +0.0 %") != std::string::npos);
  CHECK(log.find("duel 20/30 seeds") != std::string::npos);
  CHECK(log.find("duel 11/30 seeds") == std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("a duel where A dies on some seeds names the failures and never calls A better",
          "[verdict][duel][cli]") {
  const auto dir = fresh_dir("duel_flaky");
  // TwistedGame at a fixed effort; A is the same player wrapped to die on 20 cases in
  // a thousand (salt 26: seeds 4 and 18 of 4..33).
  const std::string player = "env TG_FIXED_LOOKAHEAD=0 " MM_BINARY_DIR "/twisted_game";
  const std::string flaky = MM_BINARY_DIR "/flaky 20 26 " + player;
  int code = -1;
  const auto out =
      run("cd " + dir.string() + " && " + kTester + " duel twisted_game --exec '" + flaky +
              "' --exec '" + player + "' --tags flaky,steady --seed 4..33 --threads 2 2>/dev/null",
          &code);
  INFO(out);
  CHECK(out.find("flaky failed 2 of 30 seeds, steady 0") != std::string::npos);
  CHECK(out.find("is worse than") == std::string::npos);  // B is never worse: A never better
  const auto board = nlohmann::json::parse(
      run(kTester + " runs twisted_game --json --results " + (dir / "results").string()));
  for (const auto& r : board["runs"]) {
    const auto& verdict = r["duel"]["verdict"];
    // Two failures in thirty seeds: about +6.7 % of the average, not millions of per cent.
    CHECK(std::fabs(verdict["mean"].get<double>()) < 10);
    CHECK(verdict["failed"]["against"] == 2);
    CHECK(verdict["outcome"] != "worse");
  }
  fs::remove_all(dir);
}

TEST_CASE("an SPRT duel ends on its own with H1 or H0", "[verdict][duel][cli]") {
  const auto dir = fresh_dir("duel_sprt");
  const std::string base = "cd " + dir.string() + " && MM_TIME_SCALE=0.05 " + kTester +
                           " duel square_remover --threads 2 --time-limit 0";
  const std::string narrow = "env SR_FIXED_WIDTH=2 " MM_BINARY_DIR "/square_remover";
  const std::string wide = "env SR_FIXED_WIDTH=20 " MM_BINARY_DIR "/square_remover";
  int code = -1;
  const auto better = run(base + " --exec '" + narrow + "' --exec '" + wide +
                              "' --tags narrow,wide --seed 1..200 --sprt 0,2 2>/dev/null",
                          &code);
  CHECK(code == 0);
  CHECK(better.find("result after 20 of 200 seeds: SPRT of B - A, H0 <= 0 %, H1 >= 2 %: LLR ") !=
        std::string::npos);
  CHECK(better.find("H1 accepted: B (wide) is better than A (narrow) by at least 2 %") !=
        std::string::npos);
  const auto worse = run(base + " --exec '" + wide + "' --exec '" + narrow +
                             "' --tags wide2,narrow2 --seed 1..200 --sprt 0,2 2>/dev/null",
                         &code);
  CHECK(code == 6);
  CHECK(worse.find("H0 accepted: B (narrow2) is not better than A (wide2) by 2 %") !=
        std::string::npos);
  const auto board = nlohmann::json::parse(
      run(kTester + " runs square_remover --json --results " + (dir / "results").string()));
  for (const auto& r : board["runs"]) {
    CHECK(r["duel"]["rules"]["mode"] == "sprt");
    CHECK(r["duel"]["rules"]["high"] == 2);
  }
  fs::remove_all(dir);
}

TEST_CASE("an interrupted duel keeps both runs", "[verdict][duel][cli]") {
  const auto dir = fresh_dir("duel_interrupt");
  // Each case ends after ~200 ms (the fake solution exits without answering).
  const std::string slow = "'" MM_BINARY_DIR "/misbehave sleep 200'";
  const std::string command = kTester + " duel lines --exec " + slow + " --exec " + slow +
                              " --tags x,y --seed 1..100 --threads 1 --results " +
                              (dir / "results").string() + " > /dev/null 2>&1";
  const int status = mm::test::interrupt_after_seeds(command, dir / "results" / "lines", 4);
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 130);
  const auto files = list_run_files((dir / "results" / "lines").string());
  REQUIRE(files.size() == 2);
  for (const auto& file : files) {
    const RunRecord r = load_run(file);
    CHECK_FALSE(r.complete);
    CHECK(r.results.size() >= 2);
    CHECK(r.results.size() < 100);
  }
  fs::remove_all(dir);
}

TEST_CASE("a duel resumes from its stored runs without replaying seeds", "[verdict][duel][cli]") {
  const auto dir = fresh_dir("duel_resume");
  const std::string results = " --results " + (dir / "results").string();
  const std::string a = MM_BINARY_DIR "/random_jewels 1", b = MM_BINARY_DIR "/random_jewels 2";
  int code = -1;
  run("cd " + dir.string() + " && " + kTester + " duel jewels --exec '" + a + "' --exec '" + b +
          "' --tags r1,r2 --seed 1..6 --threads 2" + results + " > /dev/null 2>&1",
      &code);
  CHECK(code == 5);
  const auto out =
      run("cd " + dir.string() + " && " + kTester +
              " duel --resume r1,r2 --seed 1..10 --threads 2" + results + " 2>/dev/null",
          &code);
  CHECK(code == 5);
  CHECK(out.find("result after 10 of 10 seeds: r2 vs r1: ") != std::string::npos);
  const auto files = list_run_files((dir / "results" / "jewels").string());
  REQUIRE(files.size() == 4);
  std::size_t resumed_seeds = 0;
  for (const auto& file : files) {
    const RunRecord r = load_run(file);
    CHECK(r.complete);
    if (r.note.find("(resumed)") != std::string::npos) {
      resumed_seeds += r.results.size();
      CHECK(r.results.front().seed == "7");
      CHECK(r.duel["verdict"]["cases"] == 10);
    }
  }
  CHECK(resumed_seeds == 8);  // seeds 7..10, once a side
  // The SPRT's settings cannot change halfway; commands come from the runs.
  run(kTester + " duel --resume r1,r2 --seed 11 --sprt 0,1" + results + " 2>/dev/null", &code);
  CHECK(code == 2);
  run(kTester + " duel --resume r1,r2 --exec x --seed 11" + results + " 2>/dev/null", &code);
  CHECK(code == 2);
  fs::remove_all(dir);
}
