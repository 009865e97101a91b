// The recorded runs of one game seen together: which case each seed record is,
// and the best known score of every case.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "results.h"

namespace mm {

// A case is its seed plus the run's parameter overrides (case_key in results.h):
// the same seed with other overrides is another case.
std::string case_key(const RunRecord& run, const std::string& seed);

// The best known score of every case: the reference table, the user's table
// and the game's runs, loaded from `results_dir` (collect_bests in best_known.h).
std::map<std::string, double> best_by_case(const std::string& results_dir,
                                           const std::string& seeds_dir, const std::string& game,
                                           const std::vector<RunRecord>& runs);

// Every run of a game in the store, oldest first; unreadable files are skipped with a warning.
std::vector<RunRecord> load_game_runs(const std::string& results_dir, const std::string& game);

}  // namespace mm
