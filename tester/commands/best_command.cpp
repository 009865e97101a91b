// `tester best GAME`: the best-known score per seed, from the reference table
// in seeds/ and every recorded run.
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <memory>
#include <nlohmann/json.hpp>

#include "tester/analysis/text_table.h"
#include "tester/commands/commands.h"
#include "tester/commands/run_plan.h"
#include "tester/games/registry.h"
#include "tester/output/status_line.h"
#include "tester/store/best_known.h"

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace best_command {

struct BestOptions {
  std::string game;
  std::string game_file;  // an external game's TOML file, instead of GAME
  std::string results_dir = "results";
  std::string seeds_dir;
  bool update = false;
  bool csv = false;
  bool json = false;
};

void print_bests(const BestTable& bests, const std::vector<std::string>& seeds,
                 const BestOptions& options) {
  if (options.json) {
    nlohmann::json j = nlohmann::json::object();
    for (const auto& seed : seeds)
      j[seed] = {{"score", bests.at(seed).first}, {"source", bests.at(seed).second}};
    std::cout << j.dump(2) << "\n";
    return;
  }
  TextRows rows = {{"case", "best", "source"}};
  for (const auto& seed : seeds)
    rows.push_back({seed, format_number(bests.at(seed).first), bests.at(seed).second});
  options.csv ? print_csv(rows) : print_table(rows);
}

int execute(const BestOptions& options) {
  RunIndex index(options.results_dir, index_progress(isatty(STDERR_FILENO)));
  const std::string name = game_name_or_file(options.game, options.game_file);
  if (name.empty()) throw UsageError("best needs a game, e.g. 'tester best lines'");
  const GameInfo& game = game_named(name);
  const std::string seeds_dir = reference_seeds_dir(options.seeds_dir);
  const BestTable bests = collect_bests(index, seeds_dir, game.name);
  std::vector<std::string> seeds;
  for (const auto& [seed, entry] : bests) seeds.push_back(seed);
  std::sort(seeds.begin(), seeds.end(), seed_less);

  // The reference table is written only when its folder is named; otherwise
  // the merged table goes to the user's own, beside the runs.
  const std::string table_path = options.seeds_dir.empty()
                                     ? user_table_path(options.results_dir, game.name)
                                     : reference_table_path(options.seeds_dir, game.name);
  if (options.update) save_best_table(table_path, bests);
  print_bests(bests, seeds, options);
  if (options.update && !options.csv && !options.json)
    std::cout << "(written to " << table_path << ")\n";
  return kExitOk;
}

}  // namespace best_command

Subcommand add_best_command(CLI::App& parent) {
  using namespace best_command;
  auto o = std::make_shared<BestOptions>();
  auto* app = parent.add_subcommand(
      "best", "Best-known score per seed, from the table in seeds/ and every recorded run");
  app->add_option("game", o->game, "Game name (or --game-file)");
  app->add_option("--game-file", o->game_file,
                  "An external game's TOML game file (docs/any_game.md)")
      ->type_name("FILE");
  app->add_option("--results", o->results_dir, "Results store folder (default: results)");
  app->add_option("--seeds-dir", o->seeds_dir,
                  "Folder of the reference best-known tables (default: the project's "
                  "seeds/); with --update, the table written");
  app->add_flag("--update", o->update,
                "Write the merged table to RESULTS/best/<game>.json (or, with --seeds-dir, "
                "to that folder's <game>/best.json)");
  app->add_flag("--csv", o->csv, "As CSV");
  app->add_flag("--json", o->json, "As JSON");
  return {app, [o] { return execute(*o); }};
}

}  // namespace mm
