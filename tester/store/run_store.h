// The recorded runs of one game seen together: which case each seed record is,
// and the best known score of every case.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "common/results.h"

namespace mm {

// A case is its seed plus the run's parameter overrides (case_key in results.h):
// the same seed with other overrides is another case.
std::string case_key(const RunRecord& run, const std::string& seed);

// The best known score of every case: the reference table, the user's table
// and the game's runs, loaded from `results_dir` (collect_bests in best_known.h).
std::map<std::string, double> best_by_case(const std::string& results_dir,
                                           const std::string& seeds_dir, const std::string& game,
                                           const std::vector<RunRecord>& runs);

// The one reader of the results store. Every run of a game, oldest first; a file
// that cannot be read is skipped with a warning that names it and says why (a
// journal cut by SIGKILL stays readable, as an incomplete run).
std::vector<RunRecord> load_game_runs(const std::string& results_dir, const std::string& game);

// The runs with this tag, oldest first: of `game`, or of every game if it is empty.
std::vector<RunRecord> load_tagged_runs(const std::string& results_dir, const std::string& tag,
                                        const std::string& game = "");

}  // namespace mm
