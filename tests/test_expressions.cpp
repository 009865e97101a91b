// --where and --by as expressions (muParser) and --by NAME@K equal-count bins,
// against groups worked out by hand; bad expressions are usage errors that say
// where they are wrong.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "tests/cli_helpers.h"
#include "tests/store_helpers.h"

namespace fs = std::filesystem;

namespace {

const std::string kTester = MM_BINARY_DIR "/tester";
const std::string kWeakLines = MM_BINARY_DIR "/weak_lines";

std::string run(const std::string& command, int* code = nullptr) {
  return mm::test::run_command(command, code);
}

// A Lines run on seeds 1..8 with N = the seed and C = 3, scoring 10 * seed.
void write_spread_run(const fs::path& dir, const std::string& tag, double factor) {
  nlohmann::json j = {{"format", 1},      {"game", "lines"},
                      {"tag", tag},       {"started", "2026-12-01T10:00:00Z"},
                      {"complete", true}, {"time_limit_ms", 1000}};
  for (int seed = 1; seed <= 8; ++seed)
    j["results"].push_back({{"seed", std::to_string(seed)},
                            {"score", factor * seed},
                            {"params", {{"N", seed}, {"C", 3}}}});
  fs::create_directories(dir / "results" / "lines");
  std::ofstream(dir / "results" / "lines" / ("2026-12-01_" + tag + ".json")) << j.dump();
}

// A scratch store with runs A (10 * seed) and B (11 * seed) of write_spread_run.
fs::path spread_store(const std::string& name) {
  const auto dir = mm::test::scratch_folder(name);
  write_spread_run(dir, "A", 10);
  write_spread_run(dir, "B", 11);
  return dir;
}

// `tester compare A B --json OPTIONS` on that store.
nlohmann::json compare_json(const fs::path& dir, const std::string& options) {
  return nlohmann::json::parse(
      run(kTester + " compare A B --json " + options + mm::test::store_args(dir)));
}

std::vector<std::string> group_names(const nlohmann::json& groups) {
  std::vector<std::string> names;
  for (const auto& g : groups) names.push_back(g["group"]);
  return names;
}

}  // namespace

TEST_CASE("expressions: --where takes an expression over the case's parameters", "[expressions]") {
  const auto dir = spread_store("expressions_where");
  // N*N/C >= 20 holds for N >= 8 (64/3 = 21.3; 49/3 = 16.3): seed 8 alone.
  auto j = compare_json(dir, "--where 'N*N/C >= 20'");
  CHECK(j["seeds"] == nlohmann::json::array({"8"}));
  // && and functions: max(N,C) > 3 && N < 7 holds for N in 4..6.
  j = compare_json(dir, "--where 'max(N,C) > 3 && N < 7'");
  CHECK(j["seeds"] == nlohmann::json::array({"4", "5", "6"}));
  // The plain form still reads as before.
  j = compare_json(dir, "--where N=7..,C=3");
  CHECK(j["seeds"] == nlohmann::json::array({"7", "8"}));
  // runs reads it too: on N >= 7 the shared seeds are 7 and 8.
  j = nlohmann::json::parse(
      run(kTester + " runs lines --json --where 'N >= 7'" + mm::test::store_args(dir)));
  CHECK(j["shared_seeds"] == 2);
}

TEST_CASE("expressions: --by takes an expression and NAME@K equal-count bins", "[expressions]") {
  const auto dir = spread_store("expressions_by");
  // N=1..8 in four bins of two cases each.
  auto j = compare_json(dir, "--by N@4");
  CHECK(group_names(j["groups"]) ==
        std::vector<std::string>{"N=1..2", "N=3..4", "N=5..6", "N=7..8"});
  CHECK(j["groups"][0]["seeds"] == 2);
  // N@3 over 8 cases: cuts after 8/3 -> 2 and 16/3 -> 5 cases: 1..2, 3..5, 6..8.
  j = compare_json(dir, "--by N@3");
  CHECK(group_names(j["groups"]) == std::vector<std::string>{"N=1..2", "N=3..5", "N=6..8"});
  // An expression: N*C takes 3, 6, ..., 24: eight groups, one a value.
  j = compare_json(dir, "--by 'N*C'");
  REQUIRE(j["groups"].size() == 8);
  CHECK(j["groups"][7]["group"] == "N*C=24");
  // With a comma inside: max(N,4) is 4 for N <= 4, then N: 5 groups.
  j = compare_json(dir, "--by 'max(N,4)'");
  CHECK(group_names(j["groups"]) == std::vector<std::string>{"max(N,4)=4", "max(N,4)=5",
                                                             "max(N,4)=6", "max(N,4)=7",
                                                             "max(N,4)=8"});
  CHECK(j["groups"][0]["seeds"] == 4);
  // An expression with a bin count, next to a plain key.
  j = compare_json(dir, "--by 'log2(N)@2,C'");
  CHECK(group_names(j["groups"]) ==
        std::vector<std::string>{"log2(N)=0..2 C=3", "log2(N)=2.322..3 C=3"});
}

TEST_CASE("a bad expression is a usage error that says where", "[expressions]") {
  const auto dir = spread_store("expressions_bad");
  int code = 0;
  auto out =
      run(kTester + " compare A B --where 'N*'" + mm::test::store_args(dir) + " 2>&1", &code);
  CHECK(code == 2);
  CHECK(out.find("bad expression in --where 'N*': Unexpected end of expression at position") !=
        std::string::npos);
  out = run(kTester + " compare A B --where 'Q > 2'" + mm::test::store_args(dir) + " 2>&1", &code);
  CHECK(code == 2);
  CHECK(out.find("unknown name 'Q' in 'Q > 2' (a case has: C, N)") != std::string::npos);
  out = run(kTester + " runs lines --by 'N+'" + mm::test::store_args(dir) + " 2>&1", &code);
  CHECK(code == 2);
  CHECK(out.find("bad expression in --by 'N+'") != std::string::npos);
  out = run(kTester + " compare A B --by N@0" + mm::test::store_args(dir) + " 2>&1", &code);
  CHECK(code == 2);
  CHECK(out.find("--by bins must be at least 1") != std::string::npos);
}

TEST_CASE("a run's --where expression picks the seeds the plain form picks", "[expressions]") {
  const auto plain = run(kTester + " lines --exec " + kWeakLines +
                         " --seed 1..30 --where N=10.. --no-results --progress none");
  const auto expression = run(kTester + " lines --exec " + kWeakLines +
                              " --seed 1..30 --where 'N >= 10' --no-results --progress none");
  // The seeds and their scores (the times below them differ from run to run).
  const auto seed_lines = [](const std::string& out) { return out.substr(0, out.find("\n\n")); };
  CHECK(plain.find("Seed = ") != std::string::npos);
  CHECK(seed_lines(plain) == seed_lines(expression));
}
