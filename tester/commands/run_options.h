// The run command: the tester's main command line (`tester [GAME] --exec CMD
// --seed SPEC ...`), its options, and the manual play that shares them.
#pragma once

#include <atomic>
#include <string>
#include <vector>

#include "common/exit_codes.h"

namespace CLI {
class App;
}

namespace mm {

struct RunCommandOptions {
  std::string game;
  std::string game_file;  // an external game (tester/games/game_file.h) instead of `game`
  std::string exec;
  std::string seed_spec;
  std::string official_seed_spec;
  int threads = 0;
  long long time_limit_ms = -1;  // -1: the contest's limit
  std::string time_scale;        // MM_TIME_SCALE for the solution; "auto": calibrated
  double calibrated_speed = 0;   // set by --time-scale auto: this machine / the reference (0: none)
  double calibrated_factor = 0;  // ... and the factor it applied
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
  std::string png_dir;      // the one seed's board as PNG frames (png_frames.h)
  int png_every = 1;        // every K-th step, and the last
  std::string report_file;  // run report page
  std::string seeds_dir;    // reference best-known tables for the report; default: the project's
  bool official_spellings = false;  // called with the framework's options: its defaults apply
  bool manual = false;              // a person plays the seed in the browser
  bool watch = false;               // stream the seed's moves to a browser page as they are played
  std::string dump_file;            // TwistedGame's -dump (not supported yet)

  // The live status (tester/output/live_progress.h) and saved outputs (load_output.h).
  std::string progress = "auto";  // live status: auto, line, plain, none (live_progress.h)
  std::string against;      // tag the live status compares with (default: this tag's last run)
  std::string where;        // play only the seeds whose generated case matches (grouping.h)
  bool no_source = false;   // do not record the git source of the run (run_source.h)
  std::string load_output;  // -loadSolOutput: play <dir>/<seed>.out (load_output.h)
  bool reuse = false;       // take cases played before as this run would from the store (reuse.h)
};

int run_command(const RunCommandOptions& options, const std::atomic<bool>& cancel);
// `tester GAME --manual --seed S`: a person plays in the browser (tester/browser/).
int manual_command(const RunCommandOptions& options, const std::atomic<bool>& cancel);
// The run command's options, on the tester's main command line (commands/run_options.cpp).
void add_run_options(CLI::App& app, RunCommandOptions& options);

}  // namespace mm
