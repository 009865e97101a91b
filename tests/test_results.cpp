// The results store, contest normalizations and the compare command.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <thread>

#include "common/normalize.h"
#include "common/results.h"
#include "tests/cli_helpers.h"

namespace fs = std::filesystem;
using namespace mm;

namespace {

fs::path fresh_dir(const std::string& name) {
  return mm::test::scratch_folder("results_" + name);
}

ScoreTable two_by_three() {
  ScoreTable t;
  t.competitors = {"A", "B"};
  t.tests = {"1", "2", "3"};
  t.scores = {{100.0, 50.0, -1.0}, {50.0, 50.0, 20.0}};
  return t;
}

std::string read_command(const std::string& command, int* exit_code = nullptr) {
  return mm::test::run_command(command, exit_code);
}

const std::string kTester = MM_BINARY_DIR "/tester";

}  // namespace

TEST_CASE("every case status is stored by its name and read back", "[results]") {
  const std::vector<std::pair<CaseStatus, std::string>> names = {
      {CaseStatus::Ok, "ok"},
      {CaseStatus::Invalid, "invalid"},
      {CaseStatus::Timeout, "timeout"},
      {CaseStatus::Crash, "crash"},
      {CaseStatus::SpawnFailed, "spawn_failed"},
      {CaseStatus::BadCase, "bad_case"},
      {CaseStatus::Interrupted, "interrupted"}};
  for (const auto& [status, name] : names) {
    SeedRecord record;
    record.seed = "3";
    record.status = status;
    const nlohmann::json j = to_json(record);
    CHECK(j.at("status") == name);
    CHECK(seed_record_from_json(j).status == status);
    CHECK(seed_record_from_json(j).ok() == (status == CaseStatus::Ok));
  }
}

TEST_CASE("a stored result without a status is ok; an unknown status is an error", "[results]") {
  CHECK(seed_record_from_json({{"seed", "1"}, {"score", 5.0}}).status == CaseStatus::Ok);
  const nlohmann::json odd = {{"seed", "1"}, {"score", 5.0}, {"status", "exploded"}};
  CHECK_THROWS_WITH(seed_record_from_json(odd), Catch::Contains("unknown status 'exploded'"));
}

TEST_CASE("normalizations match a hand computation", "[results]") {
  const ScoreTable t = two_by_three();
  // BEST per test: 100, 50, 20. A: 1 + 1 + 0 (invalid) ; B: 0.5 + 1 + 1.
  const auto million = contest_scores(Normalization::RelativeToBestMillion, t);
  CHECK(million[0] == Approx(1e6 * 2.0 / 3));
  CHECK(million[1] == Approx(1e6 * 2.5 / 3));
  const auto hundred = contest_scores(Normalization::RelativeToMaxHundred, t);
  CHECK(hundred[0] == Approx(100 * 2.0 / 3));
  CHECK(hundred[1] == Approx(100 * 2.5 / 3));
  // A best-known 200 on test 1 lowers both.
  const auto with_known =
      contest_scores(Normalization::RelativeToMaxHundred, t, {200.0, std::nullopt, std::nullopt});
  CHECK(with_known[0] == Approx(100 * 1.5 / 3));
  CHECK(with_known[1] == Approx(100 * 2.25 / 3));
  // Ranks: test 1 A beats B, test 2 tie, test 3 B beats A. One other competitor.
  const auto ranks = contest_scores(Normalization::RankPoints, t);
  CHECK(ranks[0] == Approx(1.5));
  CHECK(ranks[1] == Approx(1.5));
  const auto average = contest_scores(Normalization::RawAverage, t);
  CHECK(average[0] == Approx(149.0 / 3));
  CHECK(average[1] == Approx(40.0));
}

TEST_CASE("rank points with three competitors", "[results]") {
  ScoreTable t;
  t.competitors = {"A", "B", "C"};
  t.tests = {"1", "2"};
  t.scores = {{10.0, 5.0}, {10.0, 7.0}, {3.0, 9.0}};
  // A: test1 tie B (0.5) beat C (1); test2 lose both -> 1.5 / 2
  // B: test1 0.5 + 1; test2 beat A (1) lose C -> 2.5 / 2
  // C: test1 0; test2 2 -> 2 / 2
  const auto ranks = contest_scores(Normalization::RankPoints, t);
  CHECK(ranks == std::vector<double>{0.75, 1.25, 1.0});
}

TEST_CASE("a run journal keeps every finished seed when the run dies", "[results]") {
  const auto dir = fresh_dir("journal");
  RunRecord meta;
  meta.game = "lines";
  meta.tag = "t";
  meta.started = "2026-01-01T00:00:00Z";
  {
    RunWriter writer(dir.string(), meta);
    writer.add({"1", 10, CaseStatus::Ok, "", 5, 6, 7, {{"N", 7}}, {}});
    writer.add(
        {"2", -1, CaseStatus::Invalid, "Invalid coordinates of move: 0 0 0 0", 1, 1, 1, {}, {}});
    // No finish(): the process "crashed" here.
  }
  const auto files = list_run_files(dir.string());
  REQUIRE(files.size() == 1);
  const RunRecord run = load_run(files[0]);
  CHECK_FALSE(run.complete);
  REQUIRE(run.results.size() == 2);
  CHECK(run.results[0].params.at("N") == 7);
  CHECK(run.results[1].message == "Invalid coordinates of move: 0 0 0 0");

  RunWriter done(dir.string(), meta);
  done.add({"3", 30, CaseStatus::Ok, "", 0, 0, 0, {}, {}});
  done.finish(true);
  const RunRecord finished = load_run(done.path());
  CHECK(finished.complete);
  CHECK(finished.results.size() == 1);
  CHECK_FALSE(fs::exists(done.path() + ".partial"));
  fs::remove_all(dir);
}

TEST_CASE("compare prints contest scores that match a hand computation", "[results][cli]") {
  const auto dir = fresh_dir("compare");
  auto write_run = [&](const std::string& tag,
                       const std::vector<std::pair<std::string, double>>& scores) {
    nlohmann::json j = {{"format", 1}, {"game", "lines"}, {"tag", tag}, {"complete", true}};
    for (const auto& [seed, score] : scores)
      j["results"].push_back({{"seed", seed}, {"score", score}, {"status", "ok"}});
    const auto path = dir / (tag + ".json");
    std::ofstream(path) << j.dump();
    return path.string();
  };
  const auto a = write_run("A", {{"1", 100}, {"2", 50}, {"3", -1}});
  const auto b = write_run("B", {{"1", 50}, {"2", 50}, {"3", 20}});
  int code = -1;
  const auto out =
      read_command(kTester + " compare " + a + " " + b + " --json --results " +
                       (dir / "none").string() + " --seeds-dir " + (dir / "none").string(),
                   &code);
  REQUIRE(code == 0);
  const auto j = nlohmann::json::parse(out);
  CHECK(j["runs"][0]["contest_score"].get<double>() == Approx(100 * 2.0 / 3));
  CHECK(j["runs"][1]["contest_score"].get<double>() == Approx(100 * 2.5 / 3));
  CHECK(j["runs"][1]["versus_first"]["wins"] == 1);
  CHECK(j["runs"][1]["versus_first"]["ties"] == 1);
  CHECK(j["runs"][1]["versus_first"]["losses"] == 1);
  const auto table =
      read_command(kTester + " compare " + a + " " + b + " --results " + (dir / "none").string() +
                   " --seeds-dir " + (dir / "none").string());
  CHECK(table.find("66.667") != std::string::npos);
  CHECK(table.find("83.333") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("an interrupted run keeps its finished seeds and says so", "[results][cli]") {
  const auto dir = fresh_dir("interrupt");
  const std::string out_file = (dir / "out.txt").string();
  // Each seed ends after ~200 ms (the fake solution exits without answering);
  // interrupted once the journal shows two finished seeds.
  const std::string command =
      kTester +
      " lines --exec '" MM_BINARY_DIR "/misbehave sleep 200' --seed 1..100 --threads 1 --results " +
      (dir / "results").string() + " --tag slow > " + out_file + " 2>/dev/null";
  const int status = mm::test::interrupt_after_seeds(command, dir / "results" / "lines", 2);
  CHECK(WIFEXITED(status));
  CHECK(WEXITSTATUS(status) == 130);

  const auto files = list_run_files((dir / "results" / "lines").string());
  REQUIRE(files.size() == 1);
  const RunRecord run = load_run(files[0]);
  CHECK_FALSE(run.complete);
  CHECK(run.results.size() >= 2);
  CHECK(run.results.size() < 100);
  std::ifstream in(out_file);
  const std::string printed((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  CHECK(printed.find("Interrupted: after") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("sharded runs merge into the same results as one run", "[results][cli]") {
  const auto dir = fresh_dir("shards");
  const std::string base =
      kTester + " lines --exec " MM_BINARY_DIR "/weak_lines --seed 1..7 --quiet --results " +
      (dir / "results").string();
  int code = -1;
  read_command(base + " --tag whole --no-summary", &code);
  REQUIRE(code == 0);
  read_command(base + " --tag part --shard 1/2 --no-summary", &code);
  REQUIRE(code == 0);
  read_command(base + " --tag part --shard 2/2 --no-summary", &code);
  REQUIRE(code == 0);
  CHECK(read_command(base + " --shard 3/2 2>/dev/null", &code).empty());
  CHECK(code == 2);

  std::vector<std::string> parts;
  RunRecord whole;
  for (const auto& file : list_run_files((dir / "results" / "lines").string())) {
    const RunRecord run = load_run(file);
    if (run.tag == "part") parts.push_back(file);
    if (run.tag == "whole") whole = run;
  }
  REQUIRE(parts.size() == 2);
  CHECK(load_run(parts[0]).results.size() == 4);  // seeds 1, 3, 5, 7
  const std::string merged_path = (dir / "merged.json").string();
  read_command(kTester + " merge " + parts[0] + " " + parts[1] + " --output " + merged_path, &code);
  REQUIRE(code == 0);
  const RunRecord merged = load_run(merged_path);
  REQUIRE(merged.results.size() == whole.results.size());
  for (std::size_t i = 0; i < whole.results.size(); ++i) {
    CHECK(merged.results[i].seed == whole.results[i].seed);
    CHECK(merged.results[i].score == whole.results[i].score);
  }
  fs::remove_all(dir);
}
