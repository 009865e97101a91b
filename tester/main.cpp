// tester: runs a solution on generated cases of one of the five games, exactly
// as the official Java testers did, prints the scores and keeps the results.
#include <signal.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <CLI/CLI.hpp>
#include <algorithm>
#include <atomic>
#include <iostream>

#include "cli_args.h"
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
  // A file past `ulimit -f` must fail its write (reported), not kill the tester.
  signal(SIGXFSZ, SIG_IGN);
  struct sigaction action {};
  action.sa_handler = on_signal;
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
}

void add_run_options(CLI::App& app, RunCommandOptions& o) {
  app.add_option("game", o.game, "Game name; inferred from the executable's name when left out")
      ->type_name("GAME");
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
  app.add_option("--memory-limit", o.memory_limit_mb,
                 "Address-space limit in MB (default 1024; 0 = none)")
      ->type_name("MB");
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
  app.add_option("--results", o.results_dir, "Results store folder (default: results)")
      ->type_name("DIR");
  app.add_flag("--no-results", o.no_results, "Do not record this run in the results store");
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
      ->type_name("MODE");
  app.add_option("--against", o.against,
                 "Tag of the run the live status compares with (default: this tag's last run)")
      ->type_name("TAG");
  app.add_option("--bests", o.bests_file,
                 "Official -bests file (seed=score lines): compared with and updated per seed")
      ->type_name("FILE");
  app.add_option("--save-scores", o.save_scores_file,
                 "Write seed=score lines, as the official -saveScores")
      ->type_name("FILE");
  app.add_flag("--no-output", o.no_output, "Do not echo the solution's stderr");
  app.add_flag("--echo-stderr", o.echo_all, "Echo the solution's stderr in multi-seed runs too");
  app.add_flag("--print-runtime", o.print_runtime, "Add the solution's time to each score line");
  app.add_flag("--no-summary", o.no_summary, "No summary after a multi-seed run");
  app.add_option("--vis", o.vis_file,
                 "Write the replay of the (one) seed as a self-contained HTML page")
      ->type_name("FILE");
  app.add_option("--vis-dir", o.vis_dir, "Write one HTML replay per seed: DIR/<seed>.html")
      ->type_name("DIR");
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

// Every long option of the app and its subcommands, for "did you mean" hints.
std::vector<std::string> long_option_names(CLI::App& app) {
  std::vector<std::string> names;
  for (const CLI::Option* option : app.get_options()) {
    for (const auto& name : option->get_lnames()) names.push_back("--" + name);
  }
  for (CLI::App* sub : app.get_subcommands({})) {
    for (const auto& name : long_option_names(*sub)) names.push_back(name);
  }
  return names;
}

// Hints for the arguments CLI11 did not expect.
void suggest_options(CLI::App& app, const std::vector<std::string>& args) {
  const std::vector<std::string> known = long_option_names(app);
  for (const auto& arg : args) {
    if (arg.rfind("--", 0) != 0) continue;
    const std::string name = arg.substr(0, arg.find('='));
    if (std::find(known.begin(), known.end(), name) != known.end()) continue;
    const std::string hint = closest_match(name, known);
    if (!hint.empty()) spdlog::error("unknown option {}; did you mean {}?", name, hint);
  }
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
      "the results.\nGames: " +
          game_names() +
          ".\n"
          "Examples:\n  tester --exec ./build/lines --seed 1..100\n"
          "  tester --exec ./build/lines --seed 7 --vis lines7.html\n"
          "  tester compare lines-1a2b3c4d lines-5e6f7a8b\n  tester best lines --update",
      "tester"};
  app.set_version_flag("--version", std::string("tester ") + MM_GIT_REVISION);
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
                       "Folder of the reference best-known tables (default: the project's "
                       "seeds/); with --update, the table written");
  best_app->add_flag("--update", best.update,
                     "Write the merged table to RESULTS/best/<game>.json (or, with --seeds-dir, "
                     "to that folder's <game>/best.json)");
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

  auto* games_app =
      app.add_subcommand("games", "Print the games the tester knows, one name a line");

  const std::vector<std::string> args(argv + 1, argv + argc);
  std::vector<std::string> translated;
  try {
    translated = translate_official_args(args);
    run.official_spellings = uses_official_options(args);
    std::vector<std::string> reversed(translated.rbegin(), translated.rend());  // CLI11's order
    app.parse(reversed);
  } catch (const CLI::ParseError& e) {
    if (dynamic_cast<const CLI::ExtrasError*>(&e)) suggest_options(app, translated);
    return app.exit(e) == 0 ? kExitOk : kExitUsage;
  } catch (const CliError& e) {
    spdlog::error("{}", e.what());
    return kExitUsage;
  }
  if (quiet) spdlog::set_level(spdlog::level::warn);
  if (verbose) spdlog::set_level(spdlog::level::debug);
  run.quiet = quiet;

  if (games_app->parsed()) {
    for (const auto& game : all_games()) std::cout << game.name << '\n';
    return kExitOk;
  }
  if (compare_app->parsed()) return guarded([&] { return compare_command(compare); });
  if (best_app->parsed()) return guarded([&] { return best_command(best); });
  if (merge_app->parsed()) return guarded([&] { return merge_command(merge); });
  if (report_app->parsed()) return guarded([&] { return report_command(report); });
  if (store_commands.parsed()) return guarded([&] { return store_commands.run(); });
  if (run.manual) return guarded([&] { return manual_command(run, g_cancel); });
  if (run.exec.empty() && run.load_output.empty()) {
    spdlog::error("--exec is required (see --help)");
    return kExitUsage;
  }
  return guarded([&] { return run_command(run, g_cancel); });
}
