// The tester's subcommands, one a file under tester/commands/ (the run command,
// the tester's main command line, has its own header: run_options.h).
#pragma once

#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include "common/exit_codes.h"

namespace CLI {
class App;
}

namespace mm {

// A subcommand (`tester compare ...`): its command line, and what runs when it was given.
struct Subcommand {
  CLI::App* app = nullptr;
  std::function<int()> run;
};

// One a file under tester/commands/; each adds its subcommand to `app`.
Subcommand add_compare_command(CLI::App& app);  // two or more runs seed by seed
Subcommand add_best_command(CLI::App& app);     // best-known score per seed
Subcommand add_merge_command(CLI::App& app);    // result files (shards) into one run
Subcommand add_report_command(CLI::App& app);   // HTML report of runs
Subcommand add_runs_command(CLI::App& app);     // a game's runs on one leaderboard
Subcommand add_note_command(CLI::App& app);     // the note of a recorded run
Subcommand add_games_command(CLI::App& app);    // the registered games
// Two commands on the same seeds until it is known which is better.
Subcommand add_duel_command(CLI::App& app, const std::atomic<bool>& cancel);
Subcommand add_diff_command(CLI::App& app);  // git diff between two runs' sources
// The shell completion script, made from `app`'s own definitions (the whole command line).
Subcommand add_completion_command(CLI::App& app);

}  // namespace mm
