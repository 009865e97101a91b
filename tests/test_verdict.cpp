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

// A Lines run file with these scores on seeds 1, 2, ...
void write_run(const fs::path& dir, const std::string& tag, const std::string& started,
               const std::vector<double>& scores) {
  nlohmann::json j = {{"format", 1},        {"game", "lines"},  {"tag", tag},
                      {"started", started}, {"complete", true}, {"time_limit_ms", 1000}};
  for (std::size_t i = 0; i < scores.size(); ++i) {
    j["results"].push_back({{"seed", std::to_string(i + 1)},
                            {"score", scores[i]},
                            {"status", "ok"},
                            {"params", {{"N", 7 + static_cast<int>(i % 2)}, {"C", 3}}}});
  }
  fs::create_directories(dir / "results" / "lines");
  std::ofstream(dir / "results" / "lines" / (started.substr(0, 10) + "_" + tag + ".json"))
      << j.dump();
}

std::string store_args(const fs::path& dir) {
  return " --results " + (dir / "results").string() + " --seeds-dir " + (dir / "seeds").string();
}

// Does the interval ever leave out `mean` over a stream of n draws?
template <typename Interval>
bool ever_misses(std::mt19937_64& rng, double mean, std::size_t n, Interval interval_after) {
  std::normal_distribution<double> draw(mean, 1.0);
  std::vector<double> seen;
  bool missed = false;
  for (std::size_t t = 0; t < n; ++t) {
    seen.push_back(draw(rng));
    const PairedInterval now = interval_after(seen);
    if (now.low && (*now.low > mean || *now.high < mean)) missed = true;
  }
  return missed;
}

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
  CHECK(interval_text(one) == "b vs a: +12.5 % (95 %, 1 case): undecided");
  CHECK(verdict_of(-0.5, 0.5, 1.0) == Verdict::Within);
  CHECK(verdict_of(-0.5, 1.5, 1.0) == Verdict::Undecided);
}

TEST_CASE("per-case differences are in each contest's own per-case term", "[verdict]") {
  const std::vector<std::optional<double>> run = {80.0, std::nullopt, 50.0, -5.0};
  const std::vector<std::optional<double>> against = {100.0, 50.0, 50.0, 10.0};
  const std::vector<double> reference = {100, 50, 100, 20};
  // score/best: an invalid or negative score counts 0.
  CHECK(case_differences(Normalization::RelativeToMaxHundred, run, against, reference) ==
        std::vector<double>{-20, -100, 0, -50});
  CHECK(case_differences(Normalization::RelativeToBestMillion, run, against, reference) ==
        std::vector<double>{-20, -100, 0, -50});
  // Rank points against each other: a win, a loss, a tie.
  CHECK(case_differences(Normalization::RankPoints, run, against, reference) ==
        std::vector<double>{-100, -100, 0, -100});
  // Raw average: in % of the other run's mean raw score (52.5).
  const auto raw = case_differences(Normalization::RawAverage, run, against, reference);
  CHECK(raw[0] == Approx(-20 / 52.5 * 100));
  CHECK(raw[1] == Approx(-50 / 52.5 * 100));
  CHECK(raw[3] == Approx(-15 / 52.5 * 100));
}

TEST_CASE("the confidence sequence holds at every look; a t interval read each time does not",
          "[verdict]") {
  constexpr std::size_t kStreams = 300, kLength = 400, kMin = 10;
  std::mt19937_64 rng(20261129);
  int sequence_misses = 0, naive_misses = 0;
  for (std::size_t s = 0; s < kStreams; ++s) {
    sequence_misses += ever_misses(rng, 0.3, kLength, [&](const std::vector<double>& seen) {
      ConfidenceSequence cs(0.05, 4 * kMin, kMin);
      for (const double d : seen) cs.add(d);
      return cs.interval(0);
    });
  }
  for (std::size_t s = 0; s < kStreams; ++s) {
    naive_misses += ever_misses(rng, 0.3, kLength, [&](const std::vector<double>& seen) {
      return seen.size() >= kMin ? t_interval(seen) : PairedInterval{};
    });
  }
  // Nominal 5 %; the plug-in variance makes small samples a little optimistic.
  CHECK(sequence_misses <= 0.08 * kStreams);
  CHECK(naive_misses >= 0.2 * kStreams);
}

TEST_CASE("the confidence sequence decides a clear difference and a tie within a margin",
          "[verdict]") {
  ConfidenceSequence better(0.05, 40, 10), tie(0.05, 40, 10);
  for (int i = 0; i < 9; ++i) better.add(20 + (i % 3)), tie.add(0);
  CHECK_FALSE(better.interval(0).low);  // no interval before the minimum
  better.add(21), tie.add(0);
  CHECK(better.interval(0).verdict == Verdict::Better);
  CHECK(tie.interval(0).verdict == Verdict::Undecided);  // identical: never better nor worse
  CHECK(tie.interval(1).verdict == Verdict::Within);
}

TEST_CASE("compare and runs give each run's paired interval and verdict", "[verdict][cli]") {
  const auto dir = fresh_dir("compare");
  const std::vector<double> narrow = {50, 60, 70, 80, 55, 65, 75, 85};
  std::vector<double> wide = narrow;
  for (auto& s : wide) s *= 1.2;
  write_run(dir, "narrow", "2026-01-01T00:00:00Z", narrow);
  write_run(dir, "wide", "2026-01-02T00:00:00Z", wide);
  write_run(dir, "narrow2", "2026-01-03T00:00:00Z", narrow);
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

TEST_CASE("a duel stops once decided and records both runs", "[verdict][duel][cli]") {
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
  CHECK(out.find("[A weak] Seed = 1, Score = ") != std::string::npos);
  CHECK(out.find("[B strong] Seed = 2, Score = ") != std::string::npos);
  CHECK(out.find("result after 10 of 60 seeds: strong vs weak: ") != std::string::npos);
  CHECK(out.find("B (strong) is better than A (weak)") != std::string::npos);
  const auto board = nlohmann::json::parse(
      run(kTester + " runs lines --json --results " + (dir / "results").string()));
  REQUIRE(board["runs"].size() == 2);
  for (const auto& r : board["runs"]) CHECK(r["seeds"] >= 10);

  // The same deterministic player twice: never decided; within a margin it is.
  const auto same = run(base + " --exec " + kWeakLines + " --exec " + kWeakLines +
                            " --seed 1..12 --until-decided --tags a,b 2>/dev/null",
                        &code);
  CHECK(code == 5);
  CHECK(same.find("undecided: the seeds ran out") != std::string::npos);
  run(base + " --exec " + kWeakLines + " --exec " + kWeakLines +
          " --seed 1..12 --until-decided --margin 1 --tags c,d 2>/dev/null",
      &code);
  CHECK(code == 0);
  run(base + " --exec " + kWeakLines + " 2>/dev/null", &code);
  CHECK(code == 2);  // one command is no duel
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
