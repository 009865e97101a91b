// The runs `tester compare` and `tester report` set side by side: each
// argument is a result file, or a tag whose runs are merged.
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

#include "common/results.h"
#include "tester/games/engine.h"

namespace mm {

// One side of a comparison: a tag's runs merged (later runs win per case), or one file.
// Cases are keyed by case_key: the same seed with other game parameters is another case.
struct Competitor {
  std::string name;
  std::string game;
  std::map<std::string, SeedRecord> by_seed;
  std::set<std::string> conditions;  // RunRecord::conditions() of its runs
  std::set<std::string> parameters;  // the game parameters its runs were given ("" = none)
  std::size_t incomplete_runs = 0;
  long long time_limit_ms = 0;  // of its latest run
  std::string note;             // of its latest run

  void take(const RunRecord& run);
};

// Each argument a result file, or every run with that tag (of `game` only, if given).
std::vector<Competitor> resolve_competitors(const std::vector<std::string>& args,
                                            const std::string& results_dir,
                                            const std::string& game);

// Case keys every competitor has, in seed order; throws UsageError if none.
std::vector<std::string> common_seeds(const std::vector<Competitor>& competitors);

// The case keys whose case (as `c` recorded it) passes --where.
std::vector<std::string> seeds_matching(std::vector<std::string> seeds, const Competitor& c,
                                        const std::string& where_text);

// Lines that say where the competitors are not like with like: different
// conditions (time limit, MM_TIME_SCALE), runs left incomplete.
std::vector<std::string> comparison_notes(const std::vector<Competitor>& competitors);

// The one game of all competitors; throws UsageError if they differ.
const GameInfo& shared_game(const std::vector<Competitor>& competitors);

}  // namespace mm
