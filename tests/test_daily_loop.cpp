// The commands a competitor runs all day, through the CLI: the runs
// leaderboard, notes, --by/--where, time statistics and the live status.
// Tables are checked against figures computed by hand from small stores.
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <regex>
#include <sstream>
#include <string>

#include "tests/cli_helpers.h"

namespace fs = std::filesystem;

namespace {

const std::string kTester = MM_BINARY_DIR "/tester";
const std::string kWeakLines = MM_BINARY_DIR "/weak_lines";

std::string run(const std::string& command, int* exit_code = nullptr) {
  return mm::test::run_command(command, exit_code);
}

fs::path fresh_dir(const std::string& name) {
  return mm::test::scratch_folder("loop_" + name);
}

struct Seed {
  std::string seed;
  double score;
  long long ms;
  long long n, c;
};

// A run file of Lines in <dir>/results/lines, as the tester writes them.
void write_run(const fs::path& dir, const std::string& tag, const std::string& started,
               const std::vector<Seed>& seeds, bool complete = true) {
  nlohmann::json j = {{"format", 1},
                      {"game", "lines"},
                      {"tag", tag},
                      {"started", started},
                      {"complete", complete},
                      {"time_limit_ms", 1000},
                      {"note", tag == "A" ? "base" : ""}};
  for (const auto& s : seeds) {
    j["results"].push_back({{"seed", s.seed},
                            {"score", s.score},
                            {"status", "ok"},
                            {"solution_ms", s.ms},
                            {"params", {{"N", s.n}, {"C", s.c}}}});
  }
  fs::create_directories(dir / "results" / "lines");
  std::ofstream(dir / "results" / "lines" / (started.substr(0, 10) + "_" + tag + ".json"))
      << j.dump();
}

// Three runs: A and B on seeds 1..3, C (interrupted) on 1..2. Best per seed: 100, 100, 20.
fs::path three_runs() {
  const auto dir = fresh_dir("store");
  write_run(dir, "A", "2026-01-01T00:00:00Z",
            {{"1", 100, 100, 7, 3}, {"2", 50, 950, 8, 3}, {"3", 20, 500, 8, 5}});
  write_run(dir, "B", "2026-01-02T00:00:00Z",
            {{"1", 80, 200, 7, 3}, {"2", 100, 300, 8, 3}, {"3", 20, 400, 8, 5}});
  write_run(dir, "C", "2026-01-03T00:00:00Z", {{"1", 100, 10, 7, 3}, {"2", 100, 10, 8, 3}}, false);
  return dir;
}

std::string store_args(const fs::path& dir) {
  return " --results " + (dir / "results").string() + " --seeds-dir " + (dir / "seeds").string();
}

nlohmann::json runs_json(const fs::path& dir, const std::string& extra) {
  int code = -1;
  const auto out = run(kTester + " runs lines --json" + store_args(dir) + extra, &code);
  REQUIRE(code == 0);
  return nlohmann::json::parse(out);
}

std::vector<std::string> tags(const nlohmann::json& j) {
  std::vector<std::string> out;
  for (const auto& r : j["runs"]) out.push_back(r["tag"]);
  return out;
}

}  // namespace

TEST_CASE("runs ranks every recorded run by contest score on the seeds they share", "[runs][cli]") {
  const auto dir = three_runs();
  const auto j = runs_json(dir, "");
  // Shared seeds 1, 2. Lines: 100 * mean(score / best). A (1 + .5) / 2, B (.8 + 1) / 2, C 1.
  CHECK(j["shared_seeds"] == 2);
  CHECK(tags(j) == std::vector<std::string>{"C", "B", "A"});
  CHECK(j["runs"][0]["contest"].get<double>() == Approx(100));
  CHECK(j["runs"][1]["contest"].get<double>() == Approx(90));
  CHECK(j["runs"][2]["contest"].get<double>() == Approx(75));
  // % of best on each run's own seeds: A (1 + .5 + 1) / 3, B (.8 + 1 + 1) / 3.
  CHECK(j["runs"][2]["percent_of_best"].get<double>() == Approx(250.0 / 3));
  CHECK(j["runs"][1]["percent_of_best"].get<double>() == Approx(280.0 / 3));
  CHECK(j["runs"][0]["complete"] == false);
  // A's times 100, 950, 500 ms against a 1000 ms limit.
  const auto& time = j["runs"][2]["time"];
  CHECK(time["mean_ms"].get<double>() == Approx(1550.0 / 3));
  CHECK(time["p95_ms"] == 950);
  CHECK(time["max_ms"] == 950);
  CHECK(time["above_90_percent"] == 1);
  CHECK(j["runs"][2]["note"] == "base");
  fs::remove_all(dir);
}

TEST_CASE("runs --seeds keeps the runs having them all, --last the latest, --sort date",
          "[runs][cli]") {
  const auto dir = three_runs();
  const auto all_three = runs_json(dir, " --seeds 1..3");
  CHECK(tags(all_three) == std::vector<std::string>{"B", "A"});  // C lacks seed 3
  CHECK(all_three["runs"][0]["contest"].get<double>() == Approx(280.0 / 3));
  CHECK(all_three["runs"][1]["contest"].get<double>() == Approx(250.0 / 3));
  const auto last_two = runs_json(dir, " --last 2");
  CHECK(tags(last_two) == std::vector<std::string>{"C", "B"});
  CHECK(last_two["runs"][1]["contest"].get<double>() == Approx(90));  // best still counts A
  CHECK(tags(runs_json(dir, " --sort date")) == std::vector<std::string>{"C", "B", "A"});
  CHECK(tags(runs_json(dir, " --sort date --last 2 --seeds 1")) ==
        std::vector<std::string>{"C", "B"});
  fs::remove_all(dir);
}

TEST_CASE("runs --by N gives per-group contest scores and wins against the top run",
          "[runs][cli]") {
  const auto dir = three_runs();
  const auto j = runs_json(dir, " --seeds 1..3 --by N");
  REQUIRE(j["groups"].size() == 2);
  // Runs in order B, A. N=7 is seed 1 (B 80, A 100); N=8 seeds 2, 3 (B 100, 20; A 50, 20).
  const auto& n7 = j["groups"][0];
  CHECK(n7["group"] == "N=7");
  CHECK(n7["seeds"] == 1);
  CHECK(n7["contest"][0].get<double>() == Approx(80));
  CHECK(n7["contest"][1].get<double>() == Approx(100));
  CHECK(n7["wins"][1] == 1);
  const auto& n8 = j["groups"][1];
  CHECK(n8["group"] == "N=8");
  CHECK(n8["mean_raw"][1].get<double>() == Approx(35));
  CHECK(n8["contest"][1].get<double>() == Approx(75));
  CHECK(n8["ties"][1] == 1);
  CHECK(n8["losses"][1] == 1);
  // The text form: a header line per table and the note in the leaderboard.
  const auto text = run(kTester + " runs lines --seeds 1..3 --by N" + store_args(dir));
  CHECK(text.find("By N (on the shared seeds):") != std::string::npos);
  CHECK(std::regex_search(text, std::regex("N=8 +B +2 +60\\.000 +100\\.000 +-")));
  CHECK(std::regex_search(text, std::regex("\\n +A +2 +35\\.000 +75\\.000 +0W 1T 1L")));
  CHECK(std::regex_search(
      text,
      std::regex(
          "\\nA .* 83\\.333 +[0-9]+ +[0-9]+ +[0-9.]+ +-10\\.0 % \\[.*\\] undecided +- +base\\n")));
  CHECK(text.find("1 run(s) without all of --seeds 1..3 left out") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("runs --where keeps only the cases with those parameters", "[runs][cli]") {
  const auto dir = three_runs();
  const auto j = runs_json(dir, " --where N=8,C=3..4");  // seed 2 only
  CHECK(j["shared_seeds"] == 1);
  CHECK(tags(j) == std::vector<std::string>{"B", "C", "A"});  // 100, 100, 50
  CHECK(j["runs"][2]["contest"].get<double>() == Approx(50));
  int code = -1;
  run(kTester + " runs lines --where N=x" + store_args(dir) + " 2>/dev/null", &code);
  CHECK(code == 2);
  fs::remove_all(dir);
}

TEST_CASE("a note is recorded with a run and can be changed afterwards", "[runs][cli]") {
  const auto dir = three_runs();
  int code = -1;
  run(kTester + " note B 'faster pruning' --results " + (dir / "results").string(), &code);
  REQUIRE(code == 0);
  CHECK(runs_json(dir, " --sort date")["runs"][1]["note"] == "faster pruning");
  run(kTester + " note nosuchtag x --results " + (dir / "results").string() + " 2>/dev/null",
      &code);
  CHECK(code == 2);
  // --note on a real run.
  run("cd " + dir.string() + " && " + kTester + " lines --exec " + kWeakLines +
          " --seed 1..2 --tag W --note 'weak player' --progress none --results " +
          (dir / "results").string() + " >/dev/null 2>&1",
      &code);
  REQUIRE(code == 0);
  const auto j = runs_json(dir, " --sort date");
  CHECK(j["runs"][0]["tag"] == "W");
  CHECK(j["runs"][0]["note"] == "weak player");
  fs::remove_all(dir);
}

TEST_CASE("compare --by and --where group and filter the shared seeds; time per run",
          "[runs][cli]") {
  const auto dir = three_runs();
  int code = -1;
  const auto out =
      run(kTester + " compare A B --game lines --json --where N=8 --by C" + store_args(dir), &code);
  REQUIRE(code == 0);
  const auto j = nlohmann::json::parse(out);
  CHECK(j["seeds"] == std::vector<std::string>{"2", "3"});
  CHECK(j["runs"][0]["contest_score"].get<double>() == Approx(75));  // (.5 + 1) / 2
  CHECK(j["runs"][1]["contest_score"].get<double>() == Approx(100));
  REQUIRE(j["groups"].size() == 2);
  CHECK(j["groups"][0]["group"] == "C=3");
  CHECK(j["groups"][1]["group"] == "C=5");
  CHECK(j["groups"][1]["ties"][1] == 1);
  CHECK(j["runs"][0]["time"]["max_ms"] == 950);
  CHECK(j["runs"][0]["time"]["above_90_percent"] == 1);
  const auto text = run(kTester + " compare A B --game lines" + store_args(dir));
  CHECK(std::regex_search(text, std::regex("\\nA +1000 +517 +950 +950 +1\\n")));
  CHECK(std::regex_search(text, std::regex("\\nB +1000 +300 +400 +400 +0\\n")));
  fs::remove_all(dir);
}

TEST_CASE("wide parameters are binned by --by NAME:WIDTH or automatically", "[runs][cli]") {
  const auto dir = fresh_dir("bins");
  std::vector<Seed> a, b;
  for (int s = 1; s <= 30; ++s) {
    a.push_back({std::to_string(s), 10.0 * s, 1, 100 + 7 * s, 3});
    b.push_back({std::to_string(s), 10.0 * s + (s % 2), 1, 100 + 7 * s, 3});
  }
  write_run(dir, "A", "2026-01-01T00:00:00Z", a);
  write_run(dir, "B", "2026-01-02T00:00:00Z", b);
  // N runs 107..310: width 50 gives 100..149 (seeds 1..7), 150..199, ..., 300..349.
  const auto fixed = runs_json(dir, " --by N:50 --sort date");
  REQUIRE(fixed["groups"].size() == 5);
  CHECK(fixed["groups"][0]["group"] == "N=100..149");
  CHECK(fixed["groups"][0]["seeds"] == 7);
  CHECK(fixed["groups"][0]["losses"][1] ==
        4);  // B (first, newer) beats A on the odd seeds 1, 3, 5, 7
  // 30 values: at most 10 bins of a round width (spread 204 / 10 -> 50, aligned: 100..349).
  const auto automatic = runs_json(dir, " --by N");
  CHECK(automatic["groups"].size() == 5);
  CHECK(automatic["groups"][4]["group"] == "N=300..349");
  fs::remove_all(dir);
}

TEST_CASE("the summary gives the 95th percentile time and the seeds near the limit",
          "[runs][cli]") {
  const auto dir = fresh_dir("summary");
  const auto out = run(kTester + " lines --exec " + kWeakLines +
                       " --seed 1..3 --time-limit 5000 --no-results --progress none");
  std::smatch max, p95;
  REQUIRE(std::regex_search(out, max, std::regex("Max\\. Run Time: (\\d+) ms")));
  REQUIRE(std::regex_search(out, p95, std::regex("P95 Run Time: (\\d+) ms")));
  CHECK(max[1] == p95[1]);  // nearest rank: ceil(.95 * 3) = the 3rd of 3
  CHECK(out.find("Near Time Limit: 0 above 90% of 5000 ms") != std::string::npos);
  fs::remove_all(dir);
}

TEST_CASE("the live status in a log is a plain line per tenth of the seeds", "[runs][cli]") {
  const auto dir = fresh_dir("progress");
  const std::string plain_run = "cd " + dir.string() +
                                " && MM_SEEDS_DIR=" + (dir / "seeds").string() + " " + kTester +
                                " lines --exec " + kWeakLines + " --seed 1..10 --threads 2 --tag W";
  const std::string base = plain_run + " --progress plain";
  const auto first = run(base + " 2>&1 >/dev/null");
  CHECK(first.find('\r') == std::string::npos);
  std::vector<std::string> lines;
  std::istringstream in(first);
  for (std::string line; std::getline(in, line);)
    if (line.rfind("[", 0) == 0 && line.find("/10]") != std::string::npos) lines.push_back(line);
  REQUIRE(lines.size() == 10);
  CHECK(lines[0].find("/10] ") != std::string::npos);
  CHECK(lines[9].rfind("[10/10] ", 0) == 0);
  CHECK(lines[9].find(", 0 failed, mean ") != std::string::npos);
  CHECK(lines[9].find("ETA") == std::string::npos);
  CHECK(lines[9].find("contest") == std::string::npos);  // nothing known yet
  // The mean raw score is the summary's average.
  const auto summary = run(plain_run + " --progress none --no-results 2>/dev/null");
  std::smatch average;
  REQUIRE(std::regex_search(summary, average, std::regex("Average Score: ([0-9.]+)")));
  CHECK(lines[9].find("mean " + average[1].str()) != std::string::npos);
  // Second run of the tag (the player is deterministic): it equals the best known (the first
  // run) and the previous run. It scores above 0 on seeds 5 and 9 only: 100 * 2 / 10 each.
  const std::regex zero("Score = 0\\.0\\n");
  REQUIRE(std::distance(std::sregex_iterator(summary.begin(), summary.end(), zero),
                        std::sregex_iterator()) == 8);
  REQUIRE(std::regex_search(summary, std::regex("Seed = 5, Score = [1-9]")));
  REQUIRE(std::regex_search(summary, std::regex("Seed = 9, Score = [1-9]")));
  const auto second = run(base + " 2>&1 >/dev/null");
  CHECK(second.find("[10/10] ") != std::string::npos);
  // Read after every seed, so the always-valid interval: identical runs never decide.
  CHECK(second.find("contest 20.000 vs best known 20.000, vs previous W 20.000 to 20.000 on 10, "
                    "+0.0 % [-46.9, +46.9] undecided (always valid)") != std::string::npos);
  int code = -1;
  run(base + " --against nosuchtag >/dev/null 2>&1", &code);
  CHECK(code == 2);
  fs::remove_all(dir);
}

TEST_CASE("saved outputs replayed through the engine give the live run's scores",
          "[runs][cli][load-output]") {
  const auto dir = fresh_dir("load");
  const std::string lines = MM_BINARY_DIR "/lines";
  const std::string in_dir = " --no-results --progress none --no-summary 2>/dev/null";
  // -so alone saves only the outputs; -si only the inputs.
  const auto live = run("cd " + dir.string() + " && MM_TIME_SCALE=0.01 " + kTester +
                        " lines -exec " + lines + " -seed 1,4 -so out -si in" + in_dir);
  REQUIRE(live.find("Seed = 4, Score = ") != std::string::npos);
  for (int seed = 1; seed <= 4; ++seed) {
    CHECK(fs::exists(dir / "out" / (std::to_string(seed) + ".out")));
    CHECK(fs::exists(dir / "in" / (std::to_string(seed) + ".in")));
  }
  CHECK(!fs::exists(dir / "out" / "1.in"));
  CHECK(!fs::exists(dir / "in" / "1.out"));
  CHECK(!fs::exists(dir / "out" / "1.err"));
  int code = -1;
  const auto replayed =
      run("cd " + dir.string() + " && " + kTester + " lines -lo out -seed 1,4" + in_dir, &code);
  CHECK(code == 0);
  CHECK(replayed == live);
  // Our long spelling is the same option.
  CHECK(run("cd " + dir.string() + " && " + kTester + " lines --load-output out --seed 1..4" +
            in_dir) == live);
  fs::remove_all(dir);
}

TEST_CASE("a saved output that ends early or is bad ends its seed; a missing file stops the run",
          "[runs][cli][load-output]") {
  const auto dir = fresh_dir("load_errors");
  fs::create_directories(dir / "out");
  std::ofstream(dir / "out" / "1.out") << "";       // ends before the first move
  std::ofstream(dir / "out" / "2.out") << "7 2\n";  // not a move
  const std::string tester = "cd " + dir.string() + " && " + kTester + " lines -novis";
  int code = -1;
  const auto out = run(tester + " -lo out -seed 1,3 --no-results 2>/dev/null", &code);
  CHECK(code == 255);
  CHECK(out ==
        "ERROR! Solution process terminated before outputting the expected data.\n"
        "Seed = 1, Score = -1.0\n"
        "Error reading move: 7 2\n"
        "Seed = 2, Score = -1.0\n"
        "ERROR can't find file out/3.out\n");  // and no summary
  CHECK(run(tester + " -lo nowhere -seed 1 --no-results 2>/dev/null", &code) ==
        "ERROR can't find folder nowhere\n");
  CHECK(code == 255);
  run(tester + " -lo out -exec ./x -seed 1 --no-results 2>/dev/null", &code);
  CHECK(code == 2);
  run(tester + " -lo out -so saved -seed 1 --no-results 2>/dev/null", &code);
  CHECK(code == 2);
  run(tester + " -exec ./x -saveAll -si in -seed 1 --no-results 2>/dev/null", &code);
  CHECK(code == 2);
  fs::remove_all(dir);
}

TEST_CASE("[DATA] lines on a solution's stderr are recorded per seed, shown and grouped",
          "[runs][cli][data]") {
  const auto dir = fresh_dir("data");
  // A solution that reports the first line it reads (Lines: the board size N), then plays
  // as weak_lines; the shell passes the rest through.
  const auto script = dir / "reporting.sh";
  std::ofstream(script) << "#!/bin/sh\nread first\necho \"[DATA] size = $first\" >&2\n"
                        << "echo '[DATA] note = not a number' >&2\n"
                        << "{ echo \"$first\"; cat; } | " << kWeakLines << "\n";
  fs::permissions(script, fs::perms::owner_all);
  const std::string store = " --results " + (dir / "results").string();
  for (const char* tag : {"D1", "D2"}) {
    int code = -1;
    run(kTester + " lines --exec " + script.string() + " --seed 1..4 --tag " + tag + store +
            " --progress none --no-output >/dev/null 2>&1",
        &code);
    REQUIRE(code == 0);
  }
  // Recorded: data.size equals the case's N on every seed; the non-number is left out.
  double n_sum = 0;
  for (const auto& entry : fs::directory_iterator(dir / "results" / "lines")) {
    const auto j = nlohmann::json::parse(std::ifstream(entry.path()));
    REQUIRE(j["results"].size() == 4);
    for (const auto& r : j["results"]) {
      CHECK(r["data"]["size"] == r["params"]["N"]);
      CHECK(!r["data"].contains("note"));
      n_sum += r["params"]["N"].get<double>() / 8;
    }
  }
  int code = -1;
  const auto j = nlohmann::json::parse(
      run(kTester + " compare D1 D2 --game lines --json --by size" + store, &code));
  REQUIRE(code == 0);
  CHECK(j["data"]["size"][0].get<double>() == Approx(n_sum));
  CHECK(j["data"]["size"][1].get<double>() == Approx(n_sum));
  const auto by_n = nlohmann::json::parse(
      run(kTester + " compare D1 D2 --game lines --json --by N" + store))["groups"];
  REQUIRE(j["groups"].size() == by_n.size());
  for (std::size_t g = 0; g < by_n.size(); ++g) {
    CHECK(j["groups"][g]["seeds"] == by_n[g]["seeds"]);
    CHECK(j["groups"][g]["group"].get<std::string>().substr(4) ==
          by_n[g]["group"].get<std::string>().substr(1));  // "size=7" and "N=7"
  }
  const auto text = run(kTester + " compare D1 D2 --game lines" + store);
  CHECK(std::regex_search(text, std::regex("\\[DATA\\] mean +D1 +D2\\nsize +")));
  fs::remove_all(dir);
}

TEST_CASE("a broken run file is skipped by name and every command goes on", "[runs][cli]") {
  const auto dir = three_runs();
  const auto broken = dir / "results" / "lines" / "2026-01-04T000000Z_broken.json";
  std::ofstream(broken) << "{\"format\": 1, \"game\": \"lines\", \"results\": [";
  const std::string store = store_args(dir);
  const std::vector<std::string> commands = {
      " runs lines" + store,
      " compare A B" + store,
      " best lines" + store,
      " note A 'still here' --results " + (dir / "results").string(),
      " lines --exec " + kWeakLines + " --seed 1..2 --tag A --progress plain" + store,
  };
  for (const auto& command : commands) {
    INFO(command);
    int code = -1;
    const auto out = run(kTester + command + " 2>&1", &code);
    CHECK(code == 0);
    CHECK(out.find("skipping " + broken.string()) != std::string::npos);
  }
  fs::remove_all(dir);
}
