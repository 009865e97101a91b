// The run command's options: the tester's main command line.
#include "tester/commands/run_options.h"

#include <CLI/CLI.hpp>

#include "tester/commands/commands.h"

namespace mm {

// This file's own names (the command files are compiled as one unit).
namespace run_options {

// The game, the solution, the seeds and the limits.
void add_case_options(CLI::App& app, RunCommandOptions& o) {
  app.add_option("game", o.game, "Game name; inferred from the executable's name when left out")
      ->type_name("GAME");
  app.add_option("--game-file", o.game_file,
                 "A contest's own tester as the game: a TOML game file (docs/any_game.md)")
      ->type_name("FILE");
  app.add_option("--exec", o.exec, "Solution command (split on whitespace, no shell)")
      ->type_name("CMD");
  app.add_option("--seed", o.seed_spec,
                 "Seeds: 5, 1..100, 10+5, or a comma list of those (default 1)")
      ->type_name("SPEC");
  app.add_option("--official-seed", o.official_seed_spec, "Seeds in the framework's -seed syntax")
      ->group("");
  app.add_option("--threads", o.threads,
                 "Parallel cases (default: all cores; 1 with the official spellings)")
      ->check(CLI::Range(1, 1024).description(""))
      ->type_name("N");
  app.add_option("--time-limit", o.time_limit_ms,
                 "Solution time limit in ms (default: the contest's; 0 = none)")
      ->check(CLI::Range(0LL, 1LL << 40).description(""))
      ->type_name("MS");
  app.add_option("--time-scale", o.time_scale,
                 "MM_TIME_SCALE for the solution; 'auto': this machine's from 'tester calibrate', "
                 "which scales the time limit too")
      ->type_name("X|auto");
  app.add_option("--memory-limit", o.memory_limit_mb,
                 "Address-space limit in MB (default 1024; 0 = none)")
      ->type_name("MB");
}

// Files saved or loaded per seed, and game parameters.
void add_file_options(CLI::App& app, RunCommandOptions& o) {
  app.add_option("--save-all", o.save_all, "Save <seed>.in, .out and .err into this folder")
      ->type_name("DIR");
  app.add_option("--save-input", o.save_input_dir, "Save <seed>.in (all we sent) into this folder")
      ->type_name("DIR");
  app.add_option("--save-output", o.save_output_dir,
                 "Save <seed>.out (all lines read) into this folder")
      ->type_name("DIR");
  app.add_option("--save-error", o.save_error_dir,
                 "Save <seed>.err (the solution's stderr) into this folder")
      ->type_name("DIR");
  app.add_option("--load-output", o.load_output,
                 "Play each seed's saved DIR/<seed>.out instead of running a solution")
      ->type_name("DIR");
  app.add_option("--json", o.json_file, "Write every seed's result to this JSON file")
      ->type_name("FILE");
  app.add_option("--param", o.params,
                 "Game parameter NAME=VALUE (the official -N 7,11 form works too)")
      ->type_name("NAME=VALUE");
}

// The results store, the live status and the framework's score files.
void add_record_options(CLI::App& app, RunCommandOptions& o) {
  app.add_option("--results", o.results_dir, "Results store folder (default: results)")
      ->type_name("DIR");
  app.add_flag("--no-results", o.no_results, "Do not record this run in the results store");
  app.add_flag("--no-source", o.no_source,
               "Do not record the run's git source (commit and uncommitted changes)");
  app.add_option("--where", o.where,
                 "Play only the seeds whose case has these parameters, e.g. N=10..11,C=3, or an "
                 "expression: 'N*N/C >= 20' (each seed's case is generated to see)")
      ->type_name("COND");
  app.add_flag("--reuse", o.reuse,
               "The solution plays deterministically: take a case from the store when a run of "
               "the same executable, source and options played it, instead of playing it");
  app.add_option("--shard", o.shard,
                 "Run only part I of N of the seeds (I/N, deterministic: every N-th seed)")
      ->type_name("I/N");
  app.add_option("--tag", o.tag,
                 "Name of this run in the results store (default: executable name and hash)")
      ->type_name("NAME");
  app.add_option("--note", o.note, "A note recorded with the run (shown by 'tester runs')")
      ->type_name("TEXT");
  app.add_option(
         "--progress", o.progress,
         "Live status: auto (a line on a terminal, else a line per tenth), line, plain, none")
      ->type_name("MODE")
      ->check(CLI::IsMember({"auto", "line", "plain", "none"}));
  app.add_option("--against", o.against,
                 "Tag of the run the live status compares with (default: this tag's last run)")
      ->type_name("TAG");
  app.add_option("--bests", o.bests_file,
                 "Official -bests file (seed=score lines): compared with and updated per seed")
      ->type_name("FILE");
  app.add_option("--save-scores", o.save_scores_file,
                 "Write seed=score lines, as the official -saveScores")
      ->type_name("FILE");
}

// What is printed and drawn.
void add_view_options(CLI::App& app, RunCommandOptions& o) {
  app.add_flag("--no-output", o.no_output, "Do not echo the solution's stderr");
  app.add_flag("--echo-stderr", o.echo_all, "Echo the solution's stderr in multi-seed runs too");
  app.add_flag("--print-runtime", o.print_runtime, "Add the solution's time to each score line");
  app.add_flag("--no-summary", o.no_summary, "No summary after a multi-seed run");
  app.add_option("--vis", o.vis_file,
                 "Write the replay of the (one) seed as a self-contained HTML page")
      ->type_name("FILE");
  app.add_option("--vis-dir", o.vis_dir, "Write one HTML replay per seed: DIR/<seed>.html")
      ->type_name("DIR");
  app.add_option("--png", o.png_dir,
                 "Write the seed's board as PNG frames, DIR/<seed>-<step>.png, drawn by the replay "
                 "page in headless Chromium")
      ->type_name("DIR");
  app.add_option("--png-every", o.png_every,
                 "With --png: every K-th step, and the last (default 1)")
      ->check(CLI::PositiveNumber)
      ->type_name("K");
  app.add_option("--report", o.report_file,
                 "Write an HTML report of this run (links the --vis-dir replays)")
      ->type_name("FILE");
  app.add_option("--seeds-dir", o.seeds_dir,
                 "Folder of the reference best-known tables for --report (default: the project's "
                 "seeds/)")
      ->type_name("DIR");
  app.add_flag("--stats", o.stats,
               "Print the tester's own CPU time, the solutions' and the move count");
  app.add_flag("--manual", o.manual,
               "Play the seed yourself in the browser (a local page; no --exec)");
  app.add_flag("--watch", o.watch,
               "Show the seed's moves live in the browser as the solution plays them");
  app.add_option("--dump", o.dump_file, "TwistedGame's -dump file (not supported yet)")->group("");
}

}  // namespace run_options

void add_run_options(CLI::App& app, RunCommandOptions& options) {
  using namespace run_options;
  add_case_options(app, options);
  add_file_options(app, options);
  add_record_options(app, options);
  add_view_options(app, options);
}

}  // namespace mm
