// The recorded runs of one game seen together: which case each seed record is,
// the runs of a tag, and the best known score of every case. The run files are
// found through the store's index (run_index.h) and read whole only when needed.
#pragma once

#include <map>
#include <string>
#include <vector>

#include "common/results.h"
#include "tester/store/run_index.h"

namespace mm {

// A case is its seed plus the run's parameter overrides (case_key in results.h):
// the same seed with other overrides is another case.
std::string case_key(const RunRecord& run, const std::string& seed);

// The best known score of every case: the reference table, the user's table
// and the game's runs (collect_bests in best_known.h).
std::map<std::string, double> best_by_case(RunIndex& index, const std::string& seeds_dir,
                                           const std::string& game);

// The runs with this tag, oldest first, read whole: of `game`, or of every game
// if it is empty. A file that cannot be read is skipped with a warning that
// names it and says why (a journal cut by SIGKILL stays readable, as an
// incomplete run).
std::vector<RunRecord> load_tagged_runs(RunIndex& index, const std::string& tag,
                                        const std::string& game = "");

}  // namespace mm
