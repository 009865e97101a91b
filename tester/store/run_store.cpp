#include "tester/store/run_store.h"

#include <spdlog/spdlog.h>

#include "tester/games/registry.h"
#include "tester/store/best_known.h"

namespace mm {

std::string case_key(const RunRecord& run, const std::string& seed) {
  return case_key(seed, run.params);
}

std::map<std::string, double> best_by_case(RunIndex& index, const std::string& seeds_dir,
                                           const std::string& game) {
  std::map<std::string, double> best;
  for (const auto& [key, entry] : collect_bests(index, seeds_dir, game)) best[key] = entry.first;
  return best;
}

std::vector<RunRecord> load_tagged_runs(RunIndex& index, const std::string& tag,
                                        const std::string& game) {
  const std::string only = game.empty() ? std::string() : game_named(game).name;
  for (const auto& info : all_games())
    if (only.empty() || info.name == only) index.update(info.name);
  std::vector<RunRecord> runs;
  for (const auto& file : index.tagged_files(tag, only)) {
    try {
      runs.push_back(load_run(file));
    } catch (const std::exception& e) {  // changed since it was indexed
      spdlog::warn("skipping {}: {}", file, e.what());
    }
  }
  return runs;
}

}  // namespace mm
