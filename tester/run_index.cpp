#include "run_index.h"

#include <spdlog/spdlog.h>

#include <cstdlib>
#include <fstream>

namespace mm {

std::string case_key(const RunRecord& run, const std::string& seed) {
  if (run.params.empty()) return seed;
  std::string key = seed + "|";
  for (const auto& [name, value] : run.params)
    key += (key.back() == '|' ? "" : ",") + name + "=" + value;
  return key;
}

std::map<std::string, double> best_by_case(const std::string& seeds_dir, const std::string& game,
                                           const std::vector<RunRecord>& runs) {
  std::map<std::string, double> best;
  std::ifstream in(seeds_dir + "/" + game + "/best.json");
  const auto table = in ? nlohmann::json::parse(in, nullptr, false) : nlohmann::json();
  if (table.is_object()) {
    for (const auto& [seed, entry] : table.items()) best[seed] = entry.value("score", 0.0);
  }
  for (const auto& run : runs) {
    for (const auto& r : run.results) {
      const auto [it, added] = best.emplace(case_key(run, r.seed), r.score);
      if (!added && r.score > it->second) it->second = r.score;
    }
  }
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

std::string seeds_dir_or(const std::string& given, const std::string& fallback) {
  if (!given.empty()) return given;
  if (const char* env = std::getenv("MM_SEEDS_DIR")) return env;
  return fallback;
}

}  // namespace mm
