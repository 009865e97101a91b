// Best-known scores per case: the reference table shipped with the project
// (seeds/<game>/best.json, read-only unless asked), the user's own table
// (<results>/best/<game>.json) and every recorded run.
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "common/results.h"
#include "tester/store/run_index.h"

namespace mm {

// case key (see case_key in results.h) -> (score, where it comes from)
using BestTable = std::map<std::string, std::pair<double, std::string>>;

// --seeds-dir if given, else $MM_SEEDS_DIR, else an installed tester's
// <prefix>/share/mm-toolkit/seeds, else the project's seeds/ folder.
std::string reference_seeds_dir(const std::string& given);

// The project's reference table of a game, under `seeds_dir`.
std::string reference_table_path(const std::string& seeds_dir, const std::string& game);

// The user's own table of a game, beside the runs: <results>/best/<game>.json.
std::string user_table_path(const std::string& results_dir, const std::string& game);

BestTable load_best_table(const std::string& path);
void save_best_table(const std::string& path, const BestTable& table);

// Reference table, user table (beside the index's runs) and every recorded run
// of the game merged.
BestTable collect_bests(RunIndex& index, const std::string& seeds_dir, const std::string& game);

// The best known score of each case, if any.
std::vector<std::optional<double>> best_known_for(const std::vector<std::string>& case_keys,
                                                  RunIndex& index, const std::string& seeds_dir,
                                                  const std::string& game);

}  // namespace mm
