// The runs' best, unique and gain counts (docs/results.md, "Counts"), on hand-made
// runs whose answers are worked out below.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "tester/analysis/run_counts.h"
#include "tests/cli_helpers.h"
#include "tests/store_helpers.h"

using namespace mm;

namespace {

const std::string kTester = MM_BINARY_DIR "/tester";

CaseCell cell(double score) {  // a negative score: a failed case
  return {score < 0 ? 0 : score, 0, score < 0 ? CaseStatus::Crash : CaseStatus::Ok, nullptr};
}

AlignedRuns hand_made(const std::vector<std::vector<double>>& runs,
                      const std::vector<double>& best) {
  AlignedRuns aligned;
  for (std::size_t c = 0; c < runs.size(); ++c) {
    aligned.names.push_back(std::string(1, static_cast<char>('A' + c)));
    aligned.cells.emplace_back();
    for (const double score : runs[c]) aligned.cells.back().push_back(cell(score));
  }
  for (std::size_t t = 0; t < best.size(); ++t) {
    aligned.cases.push_back(std::to_string(t + 1));
    aligned.best_known.push_back(best[t]);
  }
  return aligned;
}

}  // namespace

// Seeds 1..4 of three Lines runs (contest: 100 * mean of score / best):
//   seed 1: A 10, B 10, C 5    A and B best (a tie), no unique
//   seed 2: A 3,  B 8,  C 8    B and C best
//   seed 3: A 9,  B 1,  C 2    A alone
//   seed 4: A -,  B -,  C 4    C alone (A and B failed)
// best: A 2, B 2, C 2; unique: A 1, B 0, C 1. Without A the best of all keeps
// C's 2 of 9 on seed 3: it loses 100 * (7/9) / 4; without B nothing; without C
// seed 4 entirely: 100 / 4.
TEST_CASE("runs counts each run's best and unique seeds and its gain to the best of all") {
  const auto dir = mm::test::scratch_folder("run_counts");
  mm::test::write_lines_run(dir, "A", "2026-12-01T10:00:00Z", {10, 3, 9, -1});
  mm::test::write_lines_run(dir, "B", "2026-12-01T11:00:00Z", {10, 8, 1, -1});
  mm::test::write_lines_run(dir, "C", "2026-12-01T12:00:00Z", {5, 8, 2, 4});
  int code = -1;
  const auto j = nlohmann::json::parse(
      mm::test::run_command(kTester + " runs lines --json" + mm::test::store_args(dir), &code));
  REQUIRE(code == 0);
  std::map<std::string, nlohmann::json> counts;
  for (const auto& run : j["runs"]) counts[run["tag"]] = run["counts"];
  CHECK(counts["A"]["best"] == 2);
  CHECK(counts["A"]["unique"] == 1);
  CHECK(counts["B"]["best"] == 2);
  CHECK(counts["B"]["unique"] == 0);
  CHECK(counts["C"]["best"] == 2);
  CHECK(counts["C"]["unique"] == 1);
  CHECK(counts["A"]["gain"].get<double>() == Approx(100.0 * 7 / 9 / 4));
  CHECK(counts["B"]["gain"].get<double>() == Approx(0).margin(1e-9));
  CHECK(counts["C"]["gain"].get<double>() == Approx(25));

  const auto table = mm::test::run_command(kTester + " runs lines" + mm::test::store_args(dir));
  CHECK(table.find("uniq") != std::string::npos);
  CHECK(table.find("gain: what the contest score of the best of all") != std::string::npos);

  const auto page = dir / "report.html";
  mm::test::run_command(kTester + " report A B C --output " + page.string() +
                        mm::test::store_args(dir));
  std::ifstream in(page);
  const std::string html((std::istreambuf_iterator<char>(in)), {});
  CHECK(html.find(R"("counts":[{"best":2,"gain":19.4)") != std::string::npos);
}

// Under Min (a game file's objective) the lowest valid score is the best:
//   case 1: A 5, B 10    A alone; without A the share is 5/10
//   case 2: A -, B 4     B alone; without B nothing is left
TEST_CASE("run counts under a minimizing objective") {
  const Normalization kind(Normalization::RelativeToMaxHundred, Objective::Min);
  const auto counts = run_counts(kind, hand_made({{5, -1}, {10, 4}}, {5, 4}));
  REQUIRE(counts.size() == 2);
  CHECK(counts[0].best == 1);
  CHECK(counts[0].unique == 1);
  CHECK(counts[1].best == 1);
  CHECK(counts[1].unique == 1);
  CHECK(counts[0].gain == Approx(25));
  CHECK(counts[1].gain == Approx(50));
}

TEST_CASE("a run alone is best wherever it did not fail, and gains nothing to measure") {
  const auto counts =
      run_counts(Normalization::RelativeToMaxHundred, hand_made({{5, -1, 3}}, {5, 4, 3}));
  CHECK(counts[0].best == 2);
  CHECK(counts[0].unique == 2);
  CHECK(counts[0].gain == 0);
}
