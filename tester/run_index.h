// The recorded runs of one game seen together: which case each seed record is,
// and the best known score of every case.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "results.h"

namespace mm {

// A case is its seed plus the run's parameter overrides ("7", "7|c=3,n=8"):
// the same seed with other overrides is another case.
std::string case_key(const RunRecord& run, const std::string& seed);

// seeds/<game>/best.json (cases without overrides) merged with every given run.
std::map<std::string, double> best_by_case(const std::string& seeds_dir, const std::string& game,
                                           const std::vector<RunRecord>& runs);

// Every run of a game in the store, oldest first; unreadable files are skipped with a warning.
std::vector<RunRecord> load_game_runs(const std::string& results_dir, const std::string& game);

// The folder of best-known tables: `given`, else $MM_SEEDS_DIR, else `fallback`.
std::string seeds_dir_or(const std::string& given, const std::string& fallback);

}  // namespace mm
