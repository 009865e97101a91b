// The registry (tester/games/registry.h) is the one list of games. Every registered
// game brings what docs/design.md, "Adding a game", lists, and the folders
// that hold per-game files hold nothing for a game the registry lacks.
#include <catch2/catch.hpp>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>

#include "tester/games/registry.h"
#include "tester/pages/vis_assets.h"
#include "tests/cli_helpers.h"
#include "tests/golden_case.h"

using namespace mm;
namespace fs = std::filesystem;

namespace {

const fs::path kRoot = MM_SOURCE_DIR;

bool is_registered(const std::string& name) {
  for (const auto& game : builtin_games()) {
    if (game.name == name) return true;
  }
  return false;
}

// The games that `folder` has an entry for: sub-folders, or files ending in `extension`.
std::vector<std::string> games_in(const fs::path& folder, const std::string& extension = "") {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(folder)) {
    const bool wanted =
        extension.empty() ? entry.is_directory() : entry.path().extension() == extension;
    if (wanted) names.push_back(entry.path().stem().string());
  }
  return names;
}

}  // namespace

TEST_CASE("every registered game has golden cases, a drawing module, seeds and a docs page",
          "[registry]") {
  REQUIRE(!builtin_games().empty());
  for (const auto& game : builtin_games()) {
    INFO("game " << game.name);
    const auto cases = testing::golden_case_paths(game.name);
    CHECK(!cases.empty());
    if (!cases.empty()) CHECK(find_game(testing::load_golden_case(cases.front()).game) == &game);
    CHECK(!vis_asset("games/" + game.name + ".js").empty());
    CHECK(fs::is_regular_file(kRoot / "seeds" / game.name / "baseline.txt"));
    CHECK(fs::is_regular_file(kRoot / "docs" / "games" / (game.name + ".md")));
    // A class-based contest's judge called the class from its own main: the
    // harness that imitates it exists exactly for those (CMake and package.sh use it).
    const fs::path judge = kRoot / "tests" / "judge" / (game.name + "_judge.cpp");
    CHECK(fs::is_regular_file(judge) == (game.upload == Upload::ClassFile));
    // A raw-average contest states its largest raw score: the always-valid
    // verdicts need a bound on a case's difference (tester/analysis/sequential.h).
    if (game.normalization == Normalization::RawAverage) CHECK(game.max_raw_score > 0);
  }
}

// play.js holds no game: what a click means, what is drawn over the board and
// the buttons a game shows all come from its module's play block.
TEST_CASE("every registered game has its manual play in its drawing module", "[registry]") {
  for (const auto& game : builtin_games()) {
    const std::string file = "games/" + game.name + ".js";
    INFO("tester/vis/" << file
                       << " has no play block, a line `  play: {` (see tester/vis/play.js)");
    CHECK(vis_asset(file).find("\n  play: {") != std::string_view::npos);
  }
}

TEST_CASE("per-game folders hold only registered games", "[registry]") {
  for (const auto& [folder, extension] :
       std::vector<std::pair<fs::path, std::string>>{{kRoot / "tests" / "golden", ""},
                                                     {kRoot / "seeds", ""},
                                                     {kRoot / "docs" / "games", ".md"},
                                                     {kRoot / "submissions", ".cpp"},
                                                     {kRoot / "tester" / "vis" / "games", ".js"}}) {
    for (const auto& name : games_in(folder, extension)) {
      INFO(folder << " has " << name);
      CHECK(is_registered(name));
    }
  }
  for (const auto& harness : games_in(kRoot / "tests" / "judge", ".cpp")) {
    INFO("tests/judge has " << harness);
    const std::string suffix = "_judge";
    REQUIRE(harness.size() > suffix.size());
    CHECK(harness.substr(harness.size() - suffix.size()) == suffix);
    CHECK(is_registered(harness.substr(0, harness.size() - suffix.size())));
  }
}

TEST_CASE("tester games --json gives scripts each game's official name and upload form",
          "[registry]") {
  int status = -1;
  const std::string out =
      test::run_command(std::string(MM_BINARY_DIR) + "/tester games --json", &status);
  REQUIRE(status == 0);
  std::istringstream lines(out);
  std::string line;
  std::size_t index = 0;
  while (std::getline(lines, line)) {
    REQUIRE(index < builtin_games().size());
    const GameInfo& game = builtin_games()[index++];
    const auto entry = nlohmann::json::parse(line);
    CHECK(entry["name"] == game.name);
    CHECK(entry["official_name"] == game.official_name);
    CHECK(entry["upload"] == (game.upload == Upload::ClassFile ? "class" : "zip"));
  }
  CHECK(index == builtin_games().size());
}
