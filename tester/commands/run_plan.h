// What the run command's options resolve to, checked before any case runs
// (the manual command and the duel share it): the game, its parameters, the
// seeds, the command. Each check throws UsageError naming what is wrong.
#pragma once

#include <string>
#include <vector>

#include "common/results.h"
#include "tester/commands/run_options.h"
#include "tester/games/engine.h"

namespace mm {

struct RunPlan {
  const GameInfo* game = nullptr;
  Params params;
  std::vector<Seed> seeds;     // with --load-output, those before the first missing output
  std::string missing_output;  // the framework's error for that missing output, if any
  std::vector<std::string> command;
  bool single() const { return seeds.size() == 1; }
};

// The game (named, or inferred from the command), its parameters, the seeds
// (after --shard) and the command.
RunPlan resolve_run(const RunCommandOptions& options);

// The game a command names by GAME or --game-file (the file's game is
// registered first); "" when neither is given. Both: a usage error.
std::string game_name_or_file(const std::string& game, const std::string& game_file);

// An external game's file, kept in the store beside its runs (game_file_store_path),
// so that runs, compare and the rest know the game; nothing for an engine.
void keep_game_file(const std::string& results_dir, const GameInfo& game);

// The whole plan of a run: resolve_run, the framework's checks, --where, and
// with --load-output the seeds before the first missing output.
RunPlan plan_run(const RunCommandOptions& options);

// Options accepted for the framework's sake that this tester does not carry out,
// and the framework's rules on combining -saveAll, -saveSol* and -loadSolOutput.
void check_framework_options(const RunCommandOptions& options, const GameInfo& game);

// Creates the folder if needed.
void require_writable_folder(const std::string& folder);

// Says why a command cannot be run: missing, a folder, or not executable.
void require_executable(const std::string& word);

// A new run's description in the results store: started now, under the
// environment's MM_TIME_SCALE, with its git source (unless `record_source` is
// false: run_source.h).
RunRecord new_run_record(const GameInfo& game, const std::string& command, const std::string& hash,
                         const std::string& tag, const std::string& note, long long time_limit_ms,
                         const Params& params, bool with_source = true);

// --where on a run: the seeds whose generated case has these parameters (each
// seed's case is generated, nothing is played). Throws UsageError on a bad
// filter or when no seed matches.
std::vector<Seed> seeds_where(const GameInfo& game, const std::vector<Seed>& seeds,
                              const Params& params, const std::string& where);

// Where an external game's cases are played: <results>/<game>/cases/<tag>/<seed>
// (a failed case's folder is kept there), or a temporary folder with --no-results.
std::string external_case_root(const RunCommandOptions& options, const GameInfo& game,
                               const std::string& tag);

// Parallel cases: --threads, else one with the framework's spellings, else every core.
int threads_for(const RunCommandOptions& options);

}  // namespace mm
