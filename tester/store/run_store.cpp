#include "tester/store/run_store.h"

#include <spdlog/spdlog.h>

#include "tester/games/registry.h"
#include "tester/store/best_known.h"

namespace mm {

std::string case_key(const RunRecord& run, const std::string& seed) {
  return case_key(seed, run.params);
}

std::map<std::string, double> best_by_case(const std::string& results_dir,
                                           const std::string& seeds_dir, const std::string& game,
                                           const std::vector<RunRecord>& runs) {
  std::map<std::string, double> best;
  for (const auto& [key, entry] : collect_bests(results_dir, seeds_dir, game, runs))
    best[key] = entry.first;
  return best;
}

std::vector<RunRecord> load_game_runs(const std::string& results_dir, const std::string& game) {
  std::vector<RunRecord> runs;
  for (const auto& file : list_run_files(results_dir + "/" + game)) {
    try {
      runs.push_back(load_run(file));
    } catch (const std::exception& e) {
      spdlog::warn("skipping {}: {}", file, e.what());
    }
  }
  return runs;
}

std::vector<RunRecord> load_tagged_runs(const std::string& results_dir, const std::string& tag,
                                        const std::string& game) {
  std::vector<RunRecord> tagged;
  for (const auto& info : all_games()) {
    if (!game.empty() && info.name != game_named(game).name) continue;
    for (auto& run : load_game_runs(results_dir, info.name))
      if (run.tag == tag) tagged.push_back(std::move(run));
  }
  return tagged;
}

}  // namespace mm
