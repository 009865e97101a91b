// The tester's subcommands, one a file under tester/commands/ (the run command,
// the tester's main command line, has its own header: run_options.h).
#pragma once

#include <atomic>
#include <cstddef>
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
// A recorded baseline run against a new one (`tester check`, tester/commands/check_command.cpp).
Subcommand add_check_command(CLI::App& app, const std::atomic<bool>& cancel);
// This machine's speed from a fixed workload (`tester calibrate`, calibrate_command.cpp).
Subcommand add_calibrate_command(CLI::App& app);
// The shell completion script, made from `app`'s own definitions (the whole command line).
Subcommand add_completion_command(CLI::App& app);

// What `tester calibrate` measures: the workload's best time here and on the
// reference machine (seeds/calibration.txt), the speed (reference / here) and the
// time scale that gives a time-based solution the reference machine's work here.
struct Calibration {
  double best_ms = 0, reference_ms = 0, speed = 1, time_scale = 1;
};
Calibration calibrate(const std::string& seeds_dir);

// The tester's whole command line (command_line.cpp): parses argv and runs the
// command it names; its exit status. `git_revision` is shown by --version.
int run_tester(int argc, char** argv, const char* git_revision);

// What `tester compare BASELINE CANDIDATE --max-drop PCT` finds (compare_command.cpp),
// for `tester check`: the two totals, the paired interval's line, and why the
// candidate fails the gate ("" when it passes). Result files are read from
// outside any store; best-known scores come from the tables in `seeds_dir`.
struct GateAnswer {
  std::string game;
  std::size_t cases = 0;
  double baseline_total = 0, candidate_total = 0;
  std::string interval;  // "-1.20 % [-1.90, -0.50] worse, ..." (verdict.h's interval_text)
  std::string failure;
  std::vector<std::string> notes;  // where the two runs are not like with like
};
GateAnswer gate_against_baseline(const std::string& baseline_file,
                                 const std::string& candidate_file, double max_drop,
                                 const std::string& seeds_dir, const std::string& empty_store);

// `tester report RUN... --output FILE` (report_command.cpp) on result files.
void write_runs_report(const std::vector<std::string>& run_files, const std::string& output,
                       const std::string& seeds_dir, const std::string& empty_store);

}  // namespace mm
