// The tester's commands, as the CLI calls them.
#pragma once

#include <atomic>
#include <string>
#include <vector>

#include "cli_args.h"
#include "engine.h"
#include "results.h"
#include "runner.h"

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

  // The live status (progress.h) and saved outputs (load_output.h).
  std::string progress = "auto";  // live status: auto, line, plain, none (progress.h)
  std::string against;      // tag the live status compares with (default: this tag's last run)
  std::string load_output;  // -loadSolOutput: play <dir>/<seed>.out (load_output.h)
};

struct CompareOptions {
  std::vector<std::string> runs;  // tags or result files
  std::string game;
  std::string results_dir = "results";
  std::string seeds_dir;  // best-known tables; default: the project's seeds/
  bool csv = false;
  bool json = false;
  int top = 5;
  std::string by;     // per-group table: N, N,C or NAME:WIDTH (grouping.h)
  std::string where;  // only cases with these parameters, e.g. N=8..10,C=3
};

struct BestOptions {
  std::string game;
  std::string results_dir = "results";
  std::string seeds_dir;
  bool update = false;
  bool csv = false;
  bool json = false;
};

struct MergeOptions {
  std::vector<std::string> files;
  std::string output;  // default: a new run file under results/<game>/
  std::string results_dir = "results";
  std::string tag;
};

struct ReportOptions {
  std::vector<std::string> runs;  // tags or result files
  std::string game;
  std::string results_dir = "results";
  std::string seeds_dir;
  std::string output = "report.html";
  std::string replays;  // folder of <seed>.html replays to link, relative to the output
  std::string by;       // per-group table (grouping.h)
  std::string where;    // case filter (grouping.h)
};

int run_command(const RunCommandOptions& options, const std::atomic<bool>& cancel);
// `tester GAME --manual --seed S`: a person plays in the browser (tester/play/).
int manual_command(const RunCommandOptions& options, const std::atomic<bool>& cancel);

// The run command's option checks and record, shared with the manual command.
struct ResolvedRun {
  const GameInfo* game = nullptr;
  Params params;
  std::vector<Seed> seeds;
};
ResolvedRun resolve_run(const RunCommandOptions& options);  // throws CliError, SeedSpecError
void ensure_writable_folder(const std::string& folder);
int merge_command(const MergeOptions& options);
int compare_command(const CompareOptions& options);
int best_command(const BestOptions& options);
int report_command(const ReportOptions& options);

// Exit codes.
constexpr int kExitOk = 0;
constexpr int kExitCasesNotRun = 1;
constexpr int kExitUsage = 2;
constexpr int kExitInternal = 3;
constexpr int kExitWriteFailed = 4;  // results could not be written; the run stopped
constexpr int kExitInterrupted = 130;

}  // namespace mm
