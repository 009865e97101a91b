// The results store at a competitor's scale: the index answers as the run
// files would (deleted, damaged, of another format, files added or changed by
// hand), runs record their git source, and --where plays only the chosen cases.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "common/results.h"
#include "tester/store/run_index.h"
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

// The leaderboard's entry of a tag.
nlohmann::json entry(const nlohmann::json& board, const std::string& tag) {
  for (const auto& run : board["runs"])
    if (run["tag"] == tag) return run;
  return nullptr;
}

using mm::test::store_args;
using mm::test::write_lines_run;

// What the commands answer about the store: the leaderboard, a comparison and
// the best table, as JSON text.
std::string answers(const fs::path& dir) {
  return run(kTester + " runs lines --json" + store_args(dir) + " 2>/dev/null") +
         run(kTester + " compare a b --json" + store_args(dir) + " 2>/dev/null") +
         run(kTester + " best lines --json" + store_args(dir) + " 2>/dev/null");
}

}  // namespace

TEST_CASE("the index answers as the run files do, whatever happens to it", "[store][cli]") {
  const auto dir = mm::test::scratch_folder("index");
  write_lines_run(dir, "a", "2026-01-01T00:00:00Z", {50, 60, 70, 80});
  write_lines_run(dir, "b", "2026-01-02T00:00:00Z", {55, 60, -1, 90});
  const fs::path index = dir / "results" / "index.sqlite3";
  const std::string first = answers(dir);
  REQUIRE(fs::exists(index));
  CHECK(first.find("\"tag\": \"b\"") != std::string::npos);
  CHECK(answers(dir) == first);  // from the index this time

  // Deleted: built again from the run files, with a message.
  fs::remove(index);
  const auto rebuilt = run(kTester + " runs lines --json" + store_args(dir) + " 2>&1 >/dev/null");
  CHECK(rebuilt.find("is new: building it from the run files") != std::string::npos);
  CHECK(answers(dir) == first);

  // Damaged: garbage over it.
  std::ofstream(index, std::ios::trunc) << "not a database at all";
  fs::remove(dir / "results" / "index.sqlite3-wal");
  fs::remove(dir / "results" / "index.sqlite3-shm");
  const auto damaged = run(kTester + " runs lines --json" + store_args(dir) + " 2>&1 >/dev/null");
  CHECK(damaged.find("rebuilding the results index") != std::string::npos);
  CHECK(answers(dir) == first);

  // Another format version: never trusted.
  run("sqlite3 " + index.string() + " 'PRAGMA user_version = 99'");
  const auto other = run(kTester + " runs lines --json" + store_args(dir) + " 2>&1 >/dev/null");
  CHECK(other.find("another format version (99") != std::string::npos);
  CHECK(answers(dir) == first);

  // A run file copied in by hand, one changed by hand, one broken, one deleted.
  write_lines_run(dir, "c", "2026-01-03T00:00:00Z", {99, 99, 99, 99});
  auto board = nlohmann::json::parse(run(kTester + " runs lines --json" + store_args(dir)));
  CHECK(board["runs"][0]["tag"] == "c");
  CHECK(board["runs"].size() == 3);
  write_lines_run(dir, "c", "2026-01-03T00:00:00Z", {1, 1, 1, 1});  // same file, new scores
  board = nlohmann::json::parse(run(kTester + " runs lines --json" + store_args(dir)));
  CHECK(entry(board, "c")["mean_raw"] == 1);
  std::ofstream(dir / "results" / "lines" / "2026-01-04_broken.json") << "{ cut short";
  const auto warned = run(kTester + " runs lines" + store_args(dir) + " 2>&1");
  CHECK(warned.find("skipping ") != std::string::npos);
  CHECK(warned.find("2026-01-04_broken.json") != std::string::npos);
  fs::remove(dir / "results" / "lines" / "2026-01-03_c.json");
  fs::remove(dir / "results" / "lines" / "2026-01-04_broken.json");
  CHECK(answers(dir) == first);

  // A note set through the index lands in the file, and the index sees it.
  run(kTester + " note a 'first try'" +
      store_args(dir).substr(0, store_args(dir).find(" --seeds")));
  board = nlohmann::json::parse(run(kTester + " runs lines --json" + store_args(dir)));
  CHECK(entry(board, "a")["note"] == "first try");
  fs::remove_all(dir);
}

TEST_CASE("a run with --where plays only the seeds whose generated case matches", "[store][cli]") {
  const auto dir = mm::test::scratch_folder("where");
  const std::string base =
      "cd " + dir.string() + " && " + kTester + " lines --exec " + kWeakLines + " --threads 2";
  int code = -1;
  run(base + " --seed 1..300 --tag plain --progress none > /dev/null 2>&1", &code);
  REQUIRE(code == 0);
  const auto out =
      run(base + " --seed 1..300 --where N=10..11 --tag chosen --progress none", &code);
  REQUIRE(code == 0);
  RunRecord plain, chosen;
  for (const auto& file : list_run_files((dir / "results" / "lines").string())) {
    const RunRecord r = load_run(file);
    (r.tag == "plain" ? plain : chosen) = r;
  }
  CHECK(chosen.where == "N=10..11");
  std::size_t expected = 0;
  for (const auto& r : plain.results) {
    const bool wanted = r.params.at("N") == 10 || r.params.at("N") == 11;
    const SeedRecord* played = chosen.find(r.seed);
    CHECK((played != nullptr) == wanted);
    if (!played) continue;
    ++expected;
    CHECK(played->score == r.score);  // the same case, so the same game
  }
  CHECK(chosen.results.size() == expected);
  CHECK(expected > 20);
  CHECK(out.find("Executed Cases: " + std::to_string(expected)) != std::string::npos);
  // compare pairs the cases both played.
  const auto j = nlohmann::json::parse(
      run(kTester + " compare plain chosen --json --results " + (dir / "results").string()));
  CHECK(j["seeds"].size() == expected);
  run(base + " --seed 1..5 --where N=99 --progress none 2>/dev/null", &code);
  CHECK(code == 2);  // no case matches
  run(base + " --seed 1..5 --where N=x --progress none 2>/dev/null", &code);
  CHECK(code == 2);
  fs::remove_all(dir);
}

TEST_CASE("a run records its git source, and tester diff shows the edit between two runs",
          "[store][cli][git]") {
  const auto dir = mm::test::scratch_folder("source");
  const fs::path repo = dir / "repo";
  fs::create_directories(repo);
  // The solution: a script in the repository that runs the weak player.
  const auto write_solution = [&](const std::string& comment) {
    std::ofstream(repo / "sol.sh") << "#!/bin/sh\n# " << comment << "\nexec " << kWeakLines << "\n";
    fs::permissions(repo / "sol.sh", fs::perms::owner_all, fs::perm_options::add);
  };
  const std::string git =
      "git -C " + repo.string() + " -c user.name=t -c user.email=t@t -c commit.gpgsign=false ";
  run(git + "init -q");
  write_solution("first version");
  run(git + "add sol.sh && " + git + "commit -q -m first");
  const std::string tester = "cd " + dir.string() + " && env -u MM_NO_SOURCE " + kTester +
                             " lines --exec " + (repo / "sol.sh").string() +
                             " --seed 1..3 --progress none";
  run(tester + " --tag one > /dev/null 2>&1");
  write_solution("second version");
  run(git + "commit -q -am second");
  run(tester + " --tag two > /dev/null 2>&1");
  write_solution("third version, not committed");
  const auto status_before = run(git + "status --porcelain");
  run(tester + " --tag three > /dev/null 2>&1");
  CHECK(run(git + "status --porcelain") == status_before);  // the work tree as it was
  CHECK(run(git + "stash list").empty());

  const std::string results = " --results " + (dir / "results").string();
  const auto board = nlohmann::json::parse(run(kTester + " runs lines --json" + results));
  REQUIRE(board["runs"].size() == 3);
  const auto three = entry(board, "three")["source"];
  const auto two = entry(board, "two")["source"];
  const auto one = entry(board, "one")["source"];
  CHECK(one["commit"] != two["commit"]);
  CHECK(one["changes"].is_null());
  CHECK(three["commit"] == two["commit"]);
  CHECK(three["changes"].is_string());
  CHECK(run(git + "rev-parse " + three["ref"].get<std::string>()) ==
        three["changes"].get<std::string>() + "\n");
  const auto table = run(kTester + " runs lines" + results);
  CHECK(table.find(two["commit"].get<std::string>().substr(0, 7) + "+") != std::string::npos);
  const auto diff = run(kTester + " diff one two" + results);
  CHECK(diff.find("-# first version") != std::string::npos);
  CHECK(diff.find("+# second version") != std::string::npos);
  const auto uncommitted = run(kTester + " diff two three" + results);
  CHECK(uncommitted.find("with uncommitted changes") != std::string::npos);
  CHECK(uncommitted.find("+# third version, not committed") != std::string::npos);

  // Outside git: nothing recorded, nothing fails.
  int code = -1;
  fs::copy_file(kWeakLines, dir / "weak", fs::copy_options::overwrite_existing);
  run("cd " + dir.string() + " && env -u MM_NO_SOURCE " + kTester + " lines --exec " +
          (dir / "weak").string() + " --seed 1 --tag outside --progress none > /dev/null 2>&1",
      &code);
  CHECK(code == 0);
  const auto outside = nlohmann::json::parse(run(kTester + " runs lines --json" + results));
  CHECK(entry(outside, "outside")["source"].is_null());
  run(kTester + " diff outside one" + results + " 2>/dev/null", &code);
  CHECK(code == 2);
  fs::remove_all(dir);
}

TEST_CASE("network file systems are told by their statfs type, or by MM_STORE_NETWORK",
          "[store][index]") {
  for (const long type : {0x6969L, 0x517BL, 0xFF534D42L, 0xFE534D42L, 0x0BD00BD0L, 0x47504653L,
                          0x19830326L, 0x00C36400L, 0x01021997L, 0x65735546L}) {
    INFO(std::hex << type);
    CHECK(network_file_system_type(type));
  }
  // ext4, XFS, btrfs, tmpfs, overlayfs: local.
  for (const long type : {0xEF53L, 0x58465342L, 0x9123683EL, 0x01021994L, 0x794C7630L}) {
    INFO(std::hex << type);
    CHECK_FALSE(network_file_system_type(type));
  }
  const std::string local = fs::temp_directory_path().string();
  setenv("MM_STORE_NETWORK", "1", 1);
  CHECK(store_on_network(local));
  setenv("MM_STORE_NETWORK", "0", 1);
  CHECK_FALSE(store_on_network(local));
  unsetenv("MM_STORE_NETWORK");
}
