// The tester's commands, one a file under tester/commands/: the run command
// (the tester's main command line), the manual play, and the subcommands.
#pragma once

#include <atomic>
#include <functional>
#include <string>
#include <vector>

namespace CLI {
class App;
}

namespace mm {

struct RunCommandOptions {
  std::string game;
  std::string exec;
  std::string seed_spec;
  std::string official_seed_spec;
  int threads = 0;
  long long time_limit_ms = -1;  // -1: the contest's limit
  std::size_t memory_limit_mb = 1024;
  std::string save_all;
  std::string save_input_dir;   // the framework's -saveSolInput
  std::string save_output_dir;  // -saveSolOutput
  std::string save_error_dir;   // -saveSolError
  std::string json_file;
  std::vector<std::string> params;
  std::string results_dir = "results";
  bool no_results = false;
  std::string shard;  // "I/N": run only the I-th of N deterministic parts of the seeds
  std::string tag;
  std::string note;  // recorded with the run, shown by `runs` and reports
  std::string bests_file;
  std::string save_scores_file;
  bool no_output = false;
  bool echo_all = false;
  bool print_runtime = false;
  bool no_summary = false;
  bool quiet = false;
  bool stats = false;
  std::string vis_file;     // replay page of the one seed
  std::string vis_dir;      // one replay page per seed: <dir>/<seed>.html
  std::string report_file;  // run report page
  std::string seeds_dir;    // reference best-known tables for the report; default: the project's
  bool official_spellings = false;  // called with the framework's options: its defaults apply
  bool manual = false;              // a person plays the seed in the browser
  bool watch = false;               // stream the seed's moves to a browser page as they are played
  std::string dump_file;            // TwistedGame's -dump (not supported yet)

  // The live status (tester/run/live_progress.h) and saved outputs (load_output.h).
  std::string progress = "auto";  // live status: auto, line, plain, none (live_progress.h)
  std::string against;      // tag the live status compares with (default: this tag's last run)
  std::string where;        // play only the seeds whose generated case matches (grouping.h)
  bool no_source = false;   // do not record the git source of the run (run_source.h)
  std::string load_output;  // -loadSolOutput: play <dir>/<seed>.out (load_output.h)
};

int run_command(const RunCommandOptions& options, const std::atomic<bool>& cancel);
// `tester GAME --manual --seed S`: a person plays in the browser (tester/play/).
int manual_command(const RunCommandOptions& options, const std::atomic<bool>& cancel);
// The run command's options, on the tester's main command line (commands/run_options.cpp).
void add_run_options(CLI::App& app, RunCommandOptions& options);

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

// Exit codes.
constexpr int kExitOk = 0;
constexpr int kExitCasesNotRun = 1;
constexpr int kExitUsage = 2;
constexpr int kExitInternal = 3;
constexpr int kExitWriteFailed = 4;  // results could not be written; the run stopped
constexpr int kExitUndecided = 5;    // a duel's seeds ran out before its answer was known
constexpr int kExitNotBetter = 6;    // a duel decided that B is not better: worse, within, H0
constexpr int kExitGateFailed = 7;   // compare --max-drop: a run dropped more than allowed
constexpr int kExitInterrupted = 130;

}  // namespace mm
