// tester: runs a solution on generated cases of one of the five games, exactly
// as the official Java testers did, prints the scores and keeps the results.
#include <signal.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <iostream>

#include "commands.h"
#include "registry.h"
#include "runs_command.h"
#include "seed_spec.h"

using namespace mm;

namespace {

std::atomic<bool> g_cancel{false};

void on_signal(int) {
  g_cancel.store(true);
}

void install_signal_handlers() {
  signal(SIGPIPE, SIG_IGN);
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
}

void add_run_options(CLI::App& app, RunCommandOptions& o) {
  app.add_option("game", o.game, "Game name; inferred from the executable's name when left out");
  app.add_option("--exec", o.exec, "Solution command (split on whitespace, no shell)");
  app.add_option("--seed", o.seed_spec,
                 "Seeds: 5, 1..100, 10+5, or a comma list of those (default 1)");
  app.add_option("--official-seed", o.official_seed_spec, "Seeds in the framework's -seed syntax")
      ->group("");
  app.add_option("--threads", o.threads, "Parallel cases (default: all cores)")
      ->check(CLI::Range(1, 1024));
  app.add_option("--time-limit", o.time_limit_ms,
                 "Solution time limit in ms (default: the contest's; 0 = none)")
      ->check(CLI::Range(0LL, 1LL << 40));
  app.add_option("--memory-limit", o.memory_limit_mb,
                 "Address-space limit in MB (default 1024; 0 = none)");
  app.add_option("--save-all", o.save_all, "Save <seed>.in, .out and .err into this folder");
  app.add_option("--save-input", o.save_input, "Save <seed>.in (what the solution read) here");
  app.add_option("--save-output", o.save_output, "Save <seed>.out (what the solution wrote) here");
  app.add_option("--save-error", o.save_error, "Save <seed>.err (the solution's stderr) here");
  app.add_option("--load-output", o.load_output,
                 "Play each seed's saved DIR/<seed>.out instead of running a solution");
  app.add_option("--json", o.json_file, "Write every seed's result to this JSON file");
  app.add_option("--param", o.params,
                 "Game parameter NAME=VALUE (the official -N 7,11 form works too)");
  app.add_option("--results", o.results_dir, "Results store folder (default: results)");
  app.add_flag("--no-results", o.no_results, "Do not record this run in the results store");
  app.add_option("--shard", o.shard,
                 "Run only part I of N of the seeds (I/N, deterministic: every N-th seed)");
  app.add_option("--tag", o.tag,
                 "Name of this run in the results store (default: executable name and hash)");
  app.add_option("--note", o.note, "A note recorded with the run (shown by 'tester runs')");
  app.add_option(
      "--progress", o.progress,
      "Live status: auto (a line on a terminal, else a line per tenth), line, plain, none");
  app.add_option("--against", o.against,
                 "Tag of the run the live status compares with (default: this tag's last run)");
  app.add_option("--bests", o.bests_file,
                 "Official -bests file (seed=score lines) to compare with");
  app.add_option("--save-scores", o.save_scores_file,
                 "Write seed=score lines, as the official -saveScores");
  app.add_flag("--no-output", o.no_output, "Do not echo the solution's stderr");
  app.add_flag("--echo-stderr", o.echo_all, "Echo the solution's stderr in multi-seed runs too");
  app.add_flag("--print-runtime", o.print_runtime, "Add the solution's time to each score line");
  app.add_flag("--no-summary", o.no_summary, "No summary after a multi-seed run");
  app.add_option("--vis", o.vis_file,
                 "Write the replay of the (one) seed as a self-contained HTML page");
  app.add_option("--vis-dir", o.vis_dir, "Write one HTML replay per seed: DIR/<seed>.html");
  app.add_option("--report", o.report_file,
                 "Write an HTML report of this run (links the --vis-dir replays)");
  app.add_flag("--stats", o.stats,
               "Print the tester's own CPU time, the solutions' and the move count");
}

template <typename Fn>
int guarded(Fn&& fn) {
  try {
    return fn();
  } catch (const CliError& e) {
    spdlog::error("{}", e.what());
    return kExitUsage;
  } catch (const SeedSpecError& e) {
    spdlog::error("{}", e.what());
    return kExitUsage;
  } catch (const ParamError& e) {
    spdlog::error("{}", e.what());
    return kExitUsage;
  } catch (const std::exception& e) {
    spdlog::error("{}", e.what());
    return kExitInternal;
  }
}

}  // namespace

int main(int argc, char** argv) {
  install_signal_handlers();
  auto logger = spdlog::stderr_color_mt("tester");
  logger->set_pattern("%^[%l]%$ %v");
  spdlog::set_default_logger(logger);

  CLI::App app{
      "Runs a solution on the official cases of a TopCoder marathon game, scores it and records "
      "the "
      "results.\nGames: " +
      game_names() +
      ".\n"
      "Examples:\n  tester --exec ./build/lines --seed 1..100\n"
      "  tester --exec ./build/lines --seed 7 --vis lines7.html\n"
      "  tester compare lines-1a2b3c4d lines-5e6f7a8b\n  tester best lines --update"};
  RunCommandOptions run;
  add_run_options(app, run);
  bool quiet = false, verbose = false;
  app.add_flag("--quiet", quiet, "Only warnings and errors on stderr");
  app.add_flag("--verbose", verbose, "Debug messages on stderr");

  CompareOptions compare;
  auto* compare_app =
      app.add_subcommand("compare", "Compare two or more runs (tags or result files) seed by seed");
  compare_app->add_option("runs", compare.runs, "Tags or result files")->required();
  compare_app->add_option("--game", compare.game, "Look for tags only in this game's results");
  compare_app->add_option("--results", compare.results_dir,
                          "Results store folder (default: results)");
  compare_app->add_option("--seeds-dir", compare.seeds_dir,
                          "Folder of the best-known tables (default: the project's seeds/)");
  compare_app->add_option("--top", compare.top,
                          "How many most-different seeds to list (default 5)");
  compare_app->add_flag("--csv", compare.csv, "Per-seed table as CSV");
  compare_app->add_flag("--json", compare.json, "Everything as JSON");
  compare_app->add_option("--by", compare.by,
                          "Also a table per group of cases: N, N,C, or NAME:WIDTH for bins");
  compare_app->add_option("--where", compare.where,
                          "Only cases with these parameters, e.g. N=8..10,C=3");

  BestOptions best;
  auto* best_app = app.add_subcommand(
      "best", "Best-known score per seed, from the table in seeds/ and every recorded run");
  best_app->add_option("game", best.game, "Game name")->required();
  best_app->add_option("--results", best.results_dir, "Results store folder (default: results)");
  best_app->add_option("--seeds-dir", best.seeds_dir,
                       "Folder of the best-known tables (default: the project's seeds/)");
  best_app->add_flag("--update", best.update,
                     "Write the merged table back to seeds/<game>/best.json");
  best_app->add_flag("--csv", best.csv, "As CSV");
  best_app->add_flag("--json", best.json, "As JSON");

  MergeOptions merge;
  auto* merge_app = app.add_subcommand("merge", "Merge result files (e.g. of shards) into one run");
  merge_app->add_option("files", merge.files, "Result files")->required();
  merge_app->add_option("--output", merge.output,
                        "Write the merged run here (default: a new file in the store)");
  merge_app->add_option("--results", merge.results_dir, "Results store folder (default: results)");
  merge_app->add_option("--tag", merge.tag, "Tag of the merged run (default: the first file's)");

  ReportOptions report;
  auto* report_app = app.add_subcommand(
      "report", "Write an HTML report of one or more runs (tags or result files)");
  report_app->add_option("runs", report.runs, "Tags or result files")->required();
  report_app->add_option("--output", report.output, "Report file (default: report.html)");
  report_app->add_option("--replays", report.replays,
                         "Folder of <seed>.html replays (from --vis-dir) to link");
  report_app->add_option("--game", report.game, "Look for tags only in this game's results");
  report_app->add_option("--results", report.results_dir,
                         "Results store folder (default: results)");
  report_app->add_option("--seeds-dir", report.seeds_dir,
                         "Folder of the best-known tables (default: the project's seeds/)");
  report_app->add_option("--by", report.by, "Group table and plots by N, N,C or NAME:WIDTH");
  report_app->add_option("--where", report.where, "Only cases with these parameters");

  StoreCommands store_commands(app);  // runs, note

  try {
    auto translated = translate_official_args(std::vector<std::string>(argv + 1, argv + argc));
    std::reverse(translated.begin(), translated.end());  // CLI11 takes them in reverse order
    app.parse(translated);
  } catch (const CLI::ParseError& e) {
    return app.exit(e) == 0 ? kExitOk : kExitUsage;
  } catch (const CliError& e) {
    spdlog::error("{}", e.what());
    return kExitUsage;
  }
  if (quiet) spdlog::set_level(spdlog::level::warn);
  if (verbose) spdlog::set_level(spdlog::level::debug);
  run.quiet = quiet;

  if (compare_app->parsed()) return guarded([&] { return compare_command(compare); });
  if (best_app->parsed()) return guarded([&] { return best_command(best); });
  if (merge_app->parsed()) return guarded([&] { return merge_command(merge); });
  if (report_app->parsed()) return guarded([&] { return report_command(report); });
  if (store_commands.parsed())
    return guarded([&] { return store_commands.run(MM_DEFAULT_SEEDS_DIR); });
  if (run.exec.empty() && run.load_output.empty()) {
    spdlog::error("--exec is required (see --help)");
    return kExitUsage;
  }
  return guarded([&] { return run_command(run, g_cancel); });
}
