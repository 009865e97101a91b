// The class-based submissions as the judge built them: each file compiled
// without MM_LOCAL_MAIN together with a judge-style harness (tests/judge/) that
// constructs the class and calls the statement's methods. Driven by our engine
// on a seed, it must give the same answers and the same score as the
// submission's own main under the tester. Both run a fixed-effort mode, so the
// play does not depend on the clock.
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "tester/games/registry.h"
#include "tester/runner/runner.h"

using namespace mm;
namespace fs = std::filesystem;

namespace {

struct JudgedGame {
  const char *game, *fixed_effort, *value;
  int seed;
};

std::string slurp(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

// Runs `binary` on the seed, keeping what it wrote in `dir`/<seed>.out.
CaseResult run_saving_output(const JudgedGame& g, const std::string& binary, const fs::path& dir) {
  PlayOptions options;
  options.command = {std::string(MM_BINARY_DIR) + "/" + binary};
  options.echo_stderr = false;
  options.save_dir = dir.string();
  return run_case(*find_game(g.game), Seed{std::to_string(g.seed), g.seed}, {}, options);
}

}  // namespace

TEST_CASE("judge-style harnesses score the class-based submissions as the tester does", "[judge]") {
  const fs::path work = fs::temp_directory_path() / ("mm_judge_" + std::to_string(::getpid()));
  // Each class-based game of the registry, with its fixed-effort switch (the same play each time).
  const std::vector<JudgedGame> judged_games = {{"square_remover", "SR_FIXED_WIDTH", "8", 2},
                                                {"tiles_matching", "TM_FIXED_DEPTH", "2", 4},
                                                {"twisted_game", "TG_FIXED_LOOKAHEAD", "1", 3}};
  std::set<std::string> class_games, listed;
  for (const auto& game : builtin_games())
    if (game.upload == Upload::ClassFile) class_games.insert(game.name);
  for (const JudgedGame& g : judged_games) listed.insert(g.game);
  CHECK(listed == class_games);
  for (const JudgedGame& g : judged_games) {
    INFO(g.game << " seed " << g.seed);
    setenv(g.fixed_effort, g.value, 1);
    const fs::path local_dir = work / g.game / "local", judge_dir = work / g.game / "judge";
    const CaseResult local = run_saving_output(g, g.game, local_dir);
    const CaseResult judged = run_saving_output(g, std::string(g.game) + "_judge", judge_dir);
    unsetenv(g.fixed_effort);
    REQUIRE(local.status == CaseStatus::Ok);
    REQUIRE(judged.status == CaseStatus::Ok);
    CHECK(judged.score > 0);
    CHECK(judged.score == local.score);
    CHECK(judged.moves == local.moves);
    const std::string out = std::to_string(g.seed) + ".out";
    const std::string judged_answers = slurp(judge_dir / out);
    CHECK_FALSE(judged_answers.empty());
    CHECK(judged_answers == slurp(local_dir / out));
  }
  fs::remove_all(work);
}
