// The runs `tester compare` and `tester report` set side by side: each
// argument is a result file, or a tag whose runs are merged.
#pragma once

#include <set>
#include <string>
#include <vector>

#include "common/results.h"
#include "tester/analysis/aligned_runs.h"
#include "tester/games/engine.h"
#include "tester/store/run_index.h"

namespace mm {

// One side of a comparison: a tag's runs merged (later runs win per case), or one file.
// Cases are keyed by case_key: the same seed with other game parameters is another case.
struct Competitor {
  std::string name;
  std::string game;
  std::vector<RunRecord> runs;       // oldest first
  std::set<std::string> conditions;  // RunRecord::conditions() of its runs
  std::set<std::string> parameters;  // the game parameters its runs were given ("" = none)
  std::size_t incomplete_runs = 0;

  void take(RunRecord run);
};

// Each argument a result file, or every run with that tag (of `game` only, if given).
std::vector<Competitor> resolve_competitors(const std::vector<std::string>& args, RunIndex& index,
                                            const std::string& game);

// The competitors on the cases they all have, in seed order, after --where,
// with the best known scores (the reference table in `seeds_dir`, the user's and
// every run of the game). Throws UsageError if no case is shared or matches.
// The cells point into the competitors' records.
AlignedRuns align_competitors(const std::vector<Competitor>& competitors, const std::string& where,
                              RunIndex& index, const std::string& seeds_dir);

// Lines that say where the competitors are not like with like: different
// conditions (time limit, MM_TIME_SCALE), runs left incomplete.
std::vector<std::string> comparison_notes(const std::vector<Competitor>& competitors);

// The one game of all competitors; throws UsageError if they differ.
const GameInfo& shared_game(const std::vector<Competitor>& competitors);

}  // namespace mm
