#include "tester/store/best_known.h"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "common/results.h"
#include "tester/games/registry.h"

namespace mm {

namespace {

// An installed tester's seed tables: <prefix>/share/mm-toolkit/seeds beside
// <prefix>/bin/tester; empty for a tester in a build folder.
std::string installed_seeds_dir() {
  std::error_code error;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", error);
  if (error) return {};
  const auto seeds = self.parent_path().parent_path() / MM_INSTALLED_SEEDS_DIR;
  return std::filesystem::is_directory(seeds, error) ? seeds.string() : std::string();
}

}  // namespace

std::string reference_seeds_dir(const std::string& given) {
  if (!given.empty()) return given;
  if (const char* env = std::getenv("MM_SEEDS_DIR")) return env;
  static const std::string installed = installed_seeds_dir();
  return installed.empty() ? MM_DEFAULT_SEEDS_DIR : installed;
}

std::string reference_table_path(const std::string& seeds_dir, const std::string& game) {
  return seeds_dir + "/" + game + "/best.json";
}

std::string user_table_path(const std::string& results_dir, const std::string& game) {
  return results_dir + "/best/" + game + ".json";
}

BestTable load_best_table(const std::string& path) {
  BestTable table;
  std::ifstream in(path);
  if (!in) return table;
  const auto j = nlohmann::json::parse(in, nullptr, false);
  if (!j.is_object()) return table;
  for (const auto& [key, entry] : j.items()) {
    table[key] = {entry.value("score", 0.0), entry.value("source", std::string("best-known"))};
  }
  return table;
}

void save_best_table(const std::string& path, const BestTable& table) {
  std::vector<std::string> keys;
  for (const auto& [key, entry] : table) keys.push_back(key);
  std::sort(keys.begin(), keys.end(), seed_less);
  nlohmann::ordered_json j = nlohmann::ordered_json::object();
  for (const auto& key : keys)
    j[key] = {{"score", table.at(key).first}, {"source", table.at(key).second}};
  write_file_atomically(path, j.dump(1) + "\n");
}

namespace {

void take_better(BestTable& table, const std::string& key, double score, const std::string& source,
                 Objective objective) {
  const auto it = table.find(key);
  if (it == table.end() || better_score(objective, score, it->second.first))
    table[key] = {score, source};
}

}  // namespace

BestTable collect_bests(RunIndex& index, const std::string& seeds_dir, const std::string& game) {
  const GameInfo* info = find_game(game);
  const Objective objective = info ? info->normalization.objective : Objective::Max;
  BestTable table = load_best_table(reference_table_path(seeds_dir, game));
  for (const auto& [key, entry] : load_best_table(user_table_path(index.results_dir(), game)))
    take_better(table, key, entry.first, entry.second, objective);
  index.update(game);
  for (const auto& [key, entry] : index.best_of_runs(game, objective))
    take_better(table, key, entry.first, entry.second, objective);
  return table;
}

std::vector<std::optional<double>> best_known_for(const std::vector<std::string>& case_keys,
                                                  RunIndex& index, const std::string& seeds_dir,
                                                  const std::string& game) {
  const BestTable bests = collect_bests(index, reference_seeds_dir(seeds_dir), game);
  std::vector<std::optional<double>> best_known;
  for (const auto& key : case_keys) {
    const auto it = bests.find(key);
    best_known.push_back(it == bests.end() ? std::nullopt
                                           : std::optional<double>(it->second.first));
  }
  return best_known;
}

}  // namespace mm
