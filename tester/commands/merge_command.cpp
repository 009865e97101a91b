// `tester merge FILE...`: result files (e.g. of shards) merged into one run.
#include <spdlog/spdlog.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <iostream>
#include <map>
#include <memory>

#include "common/results.h"
#include "common/usage_error.h"
#include "tester/analysis/text_table.h"
#include "tester/commands/commands.h"
#include "tester/commands/run_plan.h"
#include "tester/games/registry.h"

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace merge_command {

struct MergeOptions {
  std::vector<std::string> files;
  std::string output;  // default: a new run file under results/<game>/
  std::string results_dir = "results";
  std::string tag;
  std::string game_file;  // an external game's file, kept beside the merged run
};

// Throws UsageError if `run` cannot join `merged` (another game, other parameters).
void check_mergeable(const RunRecord& merged, const RunRecord& run, const std::string& file,
                     const std::string& first_file) {
  if (run.game != merged.game)
    throw UsageError("cannot merge runs of " + merged.game + " and " + run.game);
  if (run.params != merged.params)
    throw UsageError("cannot merge " + file + ": it was given other game parameters (" +
                     case_key("", run.params) + " against" + case_key("", merged.params) +
                     "), so its seeds are other cases");
  if (run.executable_hash != merged.executable_hash)
    spdlog::warn("{} ran a different executable than {}", file, first_file);
}

// The files' seeds in one run (the first file's metadata); a later file wins a seed.
RunRecord merge_runs(const std::vector<std::string>& files) {
  RunRecord merged;
  std::map<std::string, SeedRecord> by_seed;
  for (const auto& file : files) {
    const RunRecord run = load_run(file);
    if (merged.game.empty()) {
      merged = run;
      merged.results.clear();
    } else {
      check_mergeable(merged, run, file, files.front());
    }
    merged.complete = merged.complete && run.complete;
    for (const auto& r : run.results) {
      if (by_seed.count(r.seed) && by_seed[r.seed].score != r.score) {
        spdlog::warn("seed {} is in several files with different scores; keeping the one from {}",
                     r.seed, file);
      }
      by_seed[r.seed] = r;
    }
  }
  std::vector<std::string> seeds;
  for (const auto& [seed, record] : by_seed) seeds.push_back(seed);
  std::sort(seeds.begin(), seeds.end(), seed_less);
  for (const auto& seed : seeds) merged.results.push_back(by_seed.at(seed));
  return merged;
}

int execute(const MergeOptions& options) {
  if (options.files.empty()) throw UsageError("merge needs result files");
  RunRecord merged = merge_runs(options.files);
  if (!options.tag.empty()) merged.tag = options.tag;
  std::string path = options.output;
  if (!options.game_file.empty()) {
    const GameInfo& game = game_named(game_name_or_file("", options.game_file));
    if (game.name != merged.game)
      throw UsageError("the runs are of " + merged.game + ", the game file " + options.game_file +
                       " is " + game.name);
    if (path.empty()) keep_game_file(options.results_dir, game);
  }
  if (path.empty()) {
    RunRecord meta = merged;
    meta.results.clear();  // the writer takes them one by one
    RunWriter writer(options.results_dir + "/" + merged.game, meta);
    for (const auto& r : merged.results) writer.add(r);
    writer.finish(merged.complete);
    path = writer.path();
  } else {
    write_run_file(path, merged);
  }
  double total = 0;
  for (const auto& r : merged.results) total += r.score;
  std::cout << "merged " << options.files.size() << " files: " << merged.results.size()
            << " seeds, total " << format_number(total) << " -> " << path << "\n";
  return kExitOk;
}

}  // namespace merge_command

Subcommand add_merge_command(CLI::App& parent) {
  using namespace merge_command;
  auto o = std::make_shared<MergeOptions>();
  auto* app = parent.add_subcommand("merge", "Merge result files (e.g. of shards) into one run");
  app->add_option("files", o->files, "Result files")->required();
  app->add_option("--output", o->output,
                  "Write the merged run here (default: a new file in the store)");
  app->add_option("--results", o->results_dir, "Results store folder (default: results)");
  app->add_option("--tag", o->tag, "Tag of the merged run (default: the first file's)");
  app->add_option("--game-file", o->game_file,
                  "An external game's TOML game file, kept in the store with the merged run")
      ->type_name("FILE");
  return {app, [o] { return execute(*o); }};
}

}  // namespace mm
